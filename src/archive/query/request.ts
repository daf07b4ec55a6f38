// The RCSB Search API v2 request and response, as the query engine reads and writes them. The
// server validates requests against the official JSON schema before they get here; these types
// are structural so src/model's SearchRequest fits them without a conversion.

import { ALL_RETURN_TYPES } from '../../model/constants.ts';
import type { ReturnType } from '../../model/types.ts';

/** The return types are the model's; the rest stays structural (see above). */
export const RETURN_TYPES: readonly ReturnType[] = ALL_RETURN_TYPES;
export type { ReturnType };

export interface RangeValue {
  from?: number | string;
  to?: number | string;
  include_lower?: boolean;
  include_upper?: boolean;
}

export type AttributeValue = string | number | boolean | RangeValue | Array<string | number>;

export interface AttributeParameters {
  attribute: string;
  operator: string;
  value?: AttributeValue;
  negation?: boolean;
  case_sensitive?: boolean;
}

export interface TerminalNode {
  type: 'terminal';
  service: string;
  parameters?: unknown;
  node_id?: number;
  label?: string;
}

export interface GroupNode {
  type: 'group';
  logical_operator: 'and' | 'or';
  nodes: QueryNode[];
  label?: string;
}

export type QueryNode = TerminalNode | GroupNode;

/** Sort filters and filter facets: terminals without a service. */
export type FilterNode =
  | { type: 'terminal'; service?: string; parameters: AttributeParameters }
  | { type: 'group'; logical_operator: 'and' | 'or'; nodes: FilterNode[] };

export interface SortEntry {
  sort_by: string;
  direction?: 'asc' | 'desc';
  filter?: FilterNode;
}

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
      interval: string;
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

export interface RankingCriteria {
  sort_by: string;
  direction?: 'asc' | 'desc';
  filter?: FilterNode;
}

export interface GroupBy {
  aggregation_method:
    'matching_deposit_group_id' | 'sequence_identity' | 'matching_uniprot_accession' | 'matching_chemical_component_id';
  similarity_cutoff?: number;
  ranking_criteria_type?: RankingCriteria;
}

export interface RequestOptions {
  paginate?: { start?: number; rows?: number };
  return_all_hits?: boolean;
  return_counts?: boolean;
  results_content_type?: Array<'experimental' | 'computational'>;
  results_verbosity?: 'compact' | 'minimal' | 'verbose';
  scoring_strategy?: string;
  sort?: SortEntry[];
  facets?: FacetRequest[];
  group_by?: GroupBy;
  group_by_return_type?: 'groups' | 'representatives';
  return_explain_metadata?: boolean;
}

export interface SearchRequest {
  query?: QueryNode;
  return_type: ReturnType;
  request_options?: RequestOptions;
  request_info?: { query_id?: string; src?: string };
}

export interface NodeScore {
  node_id: number;
  original_score: number;
  norm_score: number;
  match_context?: unknown[];
}

export interface ResultItem {
  identifier: string;
  score: number;
  services?: Array<{ service_type: string; nodes: NodeScore[] }>;
}

export interface FacetBucket {
  label: string;
  population: number;
  facets?: FacetResult[];
}

export type FacetResult = { name: string; buckets: FacetBucket[] } | { name: string; value: number };

export interface GroupItem {
  identifier: string;
  score: number;
  count: number;
  /**
   * The group's members in the whole archive, matching the query or not, computed models
   * included: what /search/data's group items say; not part of the Search API's answer.
   */
  members_in_archive?: number;
  representative?: ResultItem | string;
  result_set?: Array<ResultItem | string>;
}

export interface SearchResponse {
  query_id: string;
  result_type: ReturnType;
  total_count: number;
  result_set?: Array<ResultItem | string>;
  group_set?: Array<GroupItem | string>;
  group_by_count?: number;
  ungrouped_count?: number;
  group_by?: GroupBy;
  facets?: FacetResult[];
  explain_metadata?: {
    total_timing: number;
    facet_timing?: number;
    sort_timing?: number;
    grouping_timing?: number;
    terminal_node_timings: Record<string, number>;
  };
}
