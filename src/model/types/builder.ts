// The query builder's state, which builder/builder.ts turns into a SearchRequest.
// Pure types (see types.ts, which re-exports every module of the vocabulary).
import type {
  AggregationMethod,
  AtomPairingScheme,
  AttributeOperator,
  AttributeValueType,
  ChemicalMatchType,
  ChemicalQueryType,
  DescriptorType,
  GroupByReturnType,
  LogicalOperator,
  PatternType,
  ReturnType,
  ScoringStrategy,
  SearchContext,
  SequenceType,
  ServiceType,
  SimilarityCutoff,
  StructureOperator,
  TargetSearchSpace,
} from './enumerations.ts';
import type { FullTextParameters } from './parameters.ts';
import type { GroupNode, Paginate, RankingCriteria, RequestInfo, SortEntry } from './request.ts';
import type { Facet } from './response.ts';

// ---------------------------------------------------------------------------------------------
// Builder state (what the query builder edits; builder/builder.ts turns it into a SearchRequest)

/** Attribute definition from the metadata schema, as attribute menus use it. */
export interface AttributeDefinition {
  attribute: string;
  /** Display name used in messages ('<name> contains an empty or invalid value.'). */
  name?: string;
  type: AttributeValueType;
  operators: AttributeOperator[];
  enumeration?: string[];
  context?: SearchContext[];
  min?: number | string;
  max?: number | string;
  /** Array-typed attribute (one record holds several values); a value is still one value unless the operator is `in`. */
  is_iterable?: boolean;
  units?: string;
  description?: string;
  /** Values held in the archive, at most 10 (the attribute menu's tooltip, seed 000 §9). */
  examples?: string[];
  /** Which service answers it. */
  service?: 'text' | 'text_chem';
}

/** Selector menu item; nested attributes carry the sibling condition (e.g. database_name = UniProt). */
export interface SelectorItem {
  attribute: string;
  name: string;
  nested_attribute?: string;
  nested_attribute_value?: string;
  units?: string;
  placeholder?: string;
  range?: { min?: number | string; max?: number | string };
  header?: boolean;
  /** The attribute's description (the menu item's tooltip). */
  description?: string;
  /** The menu group (rcsb_search_group) the item is listed under. */
  group?: string;
}

/** A range as inputs hold it: an object, or the pair [from, to] the attribute menus use. */
export type BuilderRangeInput =
  | { from?: string | number | null; to?: string | number | null; include_lower?: boolean; include_upper?: boolean }
  | [string | number | null | undefined, string | number | null | undefined];

export type BuilderAttributeValue =
  string | number | boolean | Array<string | number> | BuilderRangeInput | null | undefined;

export interface BuilderAttributeParameters {
  attribute: string;
  operator: AttributeOperator;
  value?: BuilderAttributeValue;
  negation?: boolean;
  case_sensitive?: boolean;
}

export interface BuilderSequenceParameters {
  value: string;
  sequence_type: SequenceType;
  /** Text as typed; must read as scientific, decimal or integer notation. */
  evalue_cutoff: string | number;
  /** Integer percent 0..100 as typed; sent as a fraction. */
  identity_cutoff: string | number;
  /** Entry whose sequences fill the menu; never sent. */
  entry_id?: string;
}

export interface BuilderSeqmotifParameters {
  value: string;
  pattern_type: PatternType;
  sequence_type: SequenceType;
  placeholder?: string;
}

/** How a structure or motif reference is given; changing it resets the value. */
export type StructureReferenceSource = 'entry_id' | 'url' | 'upload';

export interface BuilderStructureValue {
  entry_id?: string;
  asym_id?: string;
  assembly_id?: string;
  url?: string;
  format?: string;
}

export interface BuilderStructureParameters {
  operator: StructureOperator;
  target_search_space?: TargetSearchSpace;
  value: BuilderStructureValue;
  source?: StructureReferenceSource;
}

/** A residue row as typed: label_seq_id may still be text, exchanges a comma list. */
export interface BuilderResidue {
  label_asym_id: string;
  struct_oper_id: string;
  label_seq_id: string | number;
  exchanges?: string;
}

export interface BuilderStrucmotifParameters {
  value: { entry_id?: string; url?: string; format?: string };
  residues: BuilderResidue[];
  rmsd_cutoff: string | number;
  atom_pairing_scheme: AtomPairingScheme;
  source?: StructureReferenceSource;
}

export interface BuilderChemicalParameters {
  type: ChemicalQueryType;
  value: string;
  match_subset?: boolean;
  descriptor_type?: DescriptorType;
  match_type?: ChemicalMatchType;
}

export interface BuilderParametersMap {
  full_text: FullTextParameters;
  text: BuilderAttributeParameters;
  text_chem: BuilderAttributeParameters;
  sequence: BuilderSequenceParameters;
  seqmotif: BuilderSeqmotifParameters;
  structure: BuilderStructureParameters;
  strucmotif: BuilderStrucmotifParameters;
  chemical: BuilderChemicalParameters;
}

export interface BuilderTerminalOf<S extends ServiceType> {
  id: string;
  type: 'terminal';
  service: S;
  parameters: BuilderParametersMap[S];
  label?: string;
  node_id?: number;
  /** Attribute definition behind an attribute terminal (operators, enumeration, context, min, max). */
  attrObj?: AttributeDefinition;
  /** Selector item chosen in the attribute menu. */
  item?: SelectorItem;
  /** Per-terminal count; null means unknown (reset by any edit). */
  count?: number | null;
}

export type BuilderTerminalNode =
  | BuilderTerminalOf<'full_text'>
  | BuilderTerminalOf<'text'>
  | BuilderTerminalOf<'text_chem'>
  | BuilderTerminalOf<'sequence'>
  | BuilderTerminalOf<'seqmotif'>
  | BuilderTerminalOf<'structure'>
  | BuilderTerminalOf<'strucmotif'>
  | BuilderTerminalOf<'chemical'>;

export interface BuilderGroupNode {
  id: string;
  type: 'group';
  logical_operator: LogicalOperator;
  nodes: BuilderNode[];
  is_root?: boolean;
  label?: string;
  count?: number | null;
}

export type BuilderNode = BuilderGroupNode | BuilderTerminalNode;

/** One collapsible service section of the builder. */
export interface BuilderSection {
  service: ServiceType;
  open: boolean;
  /** Root group of the section (is_root true); single-terminal services hold one terminal. */
  root: BuilderGroupNode;
  count?: number | null;
}

/** Builder panel flags of seed 000 §3 ("Query builder: open, includeCsm, count"). */
export interface QueryBuilderFlags {
  open: boolean;
  includeCsm: boolean;
  count: number | null;
}

export interface QueryBuilderState extends QueryBuilderFlags {
  sections: BuilderSection[];
  /** How sections combine; the seed's builder ANDs them. */
  logical_operator?: LogicalOperator;
}

/** What a request opened in the builder carries that the builder has no input for; sent again on Search. */
export interface BuilderCarriedOptions {
  /** Facets with checked buckets rebuilding the request's refinements. */
  refinements?: Facet[];
  /** The refinement group as sent, when no facets rebuild it. */
  refinement_group?: GroupNode;
  sort?: SortEntry[];
  scoring_strategy?: ScoringStrategy;
}

export interface GroupingOptions {
  /** null: no grouping. */
  aggregation_method: AggregationMethod | null;
  group_by_return_type: GroupByReturnType;
  ranking_criteria_type: RankingCriteria | null;
  similarity_cutoff?: SimilarityCutoff;
}

/** Everything builder/builder.ts needs to produce one request. */
export interface BuildRequestInput {
  builder: Pick<QueryBuilderState, 'sections' | 'logical_operator'> & { includeCsm?: boolean };
  return_type: ReturnType;
  paginate?: Partial<Paginate>;
  sort?: SortEntry[];
  grouping?: GroupingOptions | null;
  /** Facets whose checked buckets become refinements. */
  refinements?: Facet[];
  scoring_strategy?: ScoringStrategy;
  request_info?: RequestInfo;
  return_counts?: boolean;
}
