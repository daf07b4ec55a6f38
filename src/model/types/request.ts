// The wire request: query nodes, request options and the request itself.
// Pure types (see types.ts, which re-exports every module of the vocabulary).
import type {
  GroupByReturnType,
  LogicalOperator,
  RequestSource,
  ResultsContentType,
  ResultsVerbosity,
  ReturnType,
  ScoringStrategy,
  ServiceType,
  SimilarityCutoff,
  SortDirection,
} from './enumerations.ts';
import type { DateInterval } from '../request/date-intervals.ts';
import type { AttributeParameters, ServiceParametersMap } from './parameters.ts';

// ---------------------------------------------------------------------------------------------
// Wire: query nodes and the request

export interface TerminalNodeOf<S extends ServiceType> {
  type: 'terminal';
  service: S;
  parameters: ServiceParametersMap[S];
  node_id?: number;
  label?: string;
}

export type FullTextTerminal = TerminalNodeOf<'full_text'>;
export type TextTerminal = TerminalNodeOf<'text'>;
export type TextChemTerminal = TerminalNodeOf<'text_chem'>;
export type SequenceTerminal = TerminalNodeOf<'sequence'>;
export type SeqmotifTerminal = TerminalNodeOf<'seqmotif'>;
export type StructureTerminal = TerminalNodeOf<'structure'>;
export type StrucmotifTerminal = TerminalNodeOf<'strucmotif'>;
export type ChemicalTerminal = TerminalNodeOf<'chemical'>;

/** Discriminated on `service`. */
export type TerminalNode =
  | FullTextTerminal
  | TextTerminal
  | TextChemTerminal
  | SequenceTerminal
  | SeqmotifTerminal
  | StructureTerminal
  | StrucmotifTerminal
  | ChemicalTerminal;

export interface GroupNode {
  type: 'group';
  logical_operator: LogicalOperator;
  nodes: QueryNode[];
  label?: string;
}

/** Discriminated on `type`. */
export type QueryNode = GroupNode | TerminalNode;

/**
 * Filter nodes (sort filters, filter facets): attribute terminals only. The service may be named
 * ('text' or 'text_chem'); the engine otherwise finds it from the attribute.
 */
export interface FilterTerminalNode {
  type: 'terminal';
  service?: 'text' | 'text_chem';
  parameters: AttributeParameters;
}
export interface FilterGroupNode {
  type: 'group';
  logical_operator: LogicalOperator;
  nodes: FilterNode[];
}
export type FilterNode = FilterTerminalNode | FilterGroupNode;

export interface Paginate {
  start: number;
  rows: number;
}

export interface SortEntry {
  /** 'score', 'count' (groups) or an attribute path. */
  sort_by: string;
  direction: SortDirection;
  filter?: FilterNode;
}

/** ranking_criteria_type of group_by; UniProt grouping also ranks by coverage (no direction). */
export type RankingCriteria =
  { sort_by: string; direction?: SortDirection; filter?: FilterNode } | { sort_by: 'coverage' };

export type GroupBy =
  | { aggregation_method: 'matching_deposit_group_id'; ranking_criteria_type?: RankingCriteria }
  | {
      aggregation_method: 'sequence_identity';
      similarity_cutoff: SimilarityCutoff;
      ranking_criteria_type?: RankingCriteria;
    }
  | { aggregation_method: 'matching_uniprot_accession'; ranking_criteria_type?: RankingCriteria }
  | { aggregation_method: 'matching_chemical_component_id'; ranking_criteria_type?: RankingCriteria };

export type FacetRequest =
  | {
      name: string;
      aggregation_type: 'terms';
      attribute: string;
      min_interval_population?: number;
      max_num_intervals?: number;
      facets?: FacetRequest[];
    }
  | {
      name: string;
      aggregation_type: 'histogram';
      attribute: string;
      interval: number;
      min_interval_population?: number;
      facets?: FacetRequest[];
    }
  | {
      name: string;
      aggregation_type: 'date_histogram';
      attribute: string;
      interval: DateInterval;
      min_interval_population?: number;
      facets?: FacetRequest[];
    }
  | {
      name: string;
      aggregation_type: 'range' | 'date_range';
      attribute: string;
      ranges: Array<{ from?: number | string; to?: number | string }>;
      facets?: FacetRequest[];
    }
  | { name: string; aggregation_type: 'cardinality'; attribute: string; precision_threshold?: number }
  | { filter: FilterNode; facets: FacetRequest[] };

export interface RequestOptions {
  paginate?: Paginate;
  results_content_type?: ResultsContentType[];
  results_verbosity?: ResultsVerbosity;
  scoring_strategy?: ScoringStrategy;
  sort?: SortEntry[];
  facets?: FacetRequest[];
  group_by?: GroupBy;
  group_by_return_type?: GroupByReturnType;
  return_all_hits?: boolean;
  return_counts?: boolean;
  return_explain_metadata?: boolean;
}

export interface RequestInfo {
  /** Hash of the request without paging, sort and scoring (query-id.ts). */
  query_id?: string;
  src?: RequestSource;
}

export interface SearchRequest {
  query?: QueryNode;
  return_type: ReturnType;
  request_options?: RequestOptions;
  request_info?: RequestInfo;
}

declare const passedTheContract: unique symbol;

/**
 * A request the model's contract passed (checkSearchRequest in request/contract.ts is its only
 * producer): the only kind of request the engine takes, so the engine keeps only the checks that
 * need the archive. The mark is a type alone; the value is the plain request.
 */
export type ValidatedRequest = SearchRequest & { readonly [passedTheContract]: true };
