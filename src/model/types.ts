// Shapes shared by every layer: the RCSB Search API v2 wire request and response, the query-builder
// state that the UI edits, result items the renderers read, and the account/history records.
// Pure types only: this module emits no code, so importing it never pulls anything into a bundle.
//
// Naming: `Wire*`/plain names are what travels over HTTP; `Builder*` names carry the extra fields
// the query builder keeps (id, is_root, attrObj, item, count) and that builder.ts strips.

// ---------------------------------------------------------------------------------------------
// Result values (validation and building never throw for bad user input)

export type Ok<T> = { ok: true; value: T };
export type Err = { ok: false; message: string };
export type Result<T> = Ok<T> | Err;

// ---------------------------------------------------------------------------------------------
// Enumerations (runtime lists with labels live in constants.ts)

export type ServiceType =
  'full_text' | 'text' | 'text_chem' | 'sequence' | 'seqmotif' | 'structure' | 'strucmotif' | 'chemical';

export type ReturnType =
  'entry' | 'polymer_entity' | 'non_polymer_entity' | 'polymer_instance' | 'assembly' | 'mol_definition';

export type LogicalOperator = 'and' | 'or';
export type SequenceType = 'protein' | 'dna' | 'rna';
/** Deprecated (API 2.1.0) spelling of sequence_type; legacy.ts rewrites it. */
export type LegacySequenceTarget = 'pdb_protein_sequence' | 'pdb_dna_sequence' | 'pdb_rna_sequence';
export type PatternType = 'simple' | 'prosite' | 'regex';
export type AtomPairingScheme = 'ALL' | 'SIDE_CHAIN' | 'BACKBONE' | 'PSEUDO_ATOMS';
export type MotifPruningStrategy = 'NONE' | 'KRUSKAL';
export type ChemicalQueryType = 'formula' | 'descriptor';
export type DescriptorType = 'SMILES' | 'InChI';
export type ChemicalMatchType =
  | 'graph-exact'
  | 'graph-strict'
  | 'graph-relaxed'
  | 'graph-relaxed-stereo'
  | 'fingerprint-similarity'
  | 'sub-struct-graph-exact'
  | 'sub-struct-graph-strict'
  | 'sub-struct-graph-relaxed'
  | 'sub-struct-graph-relaxed-stereo';
/** Every format the product knows; each service narrows it (see constants.ts). */
export type StructureFileFormat = 'bcif' | 'cif' | 'pdb' | 'ccp4';
export type StructureUrlFormat = 'cif' | 'bcif' | 'pdb';
export type StrucmotifUrlFormat = 'cif' | 'bcif';
export type StructureOperator = 'strict_shape_match' | 'relaxed_shape_match';
export type TargetSearchSpace = 'assembly' | 'polymer_entity_instance';
export type SimilarityType = 'local' | 'global';

/** Operators the query builder offers (seed 000 §3). */
export type BuilderOperator =
  | 'exact_match'
  | 'contains_words'
  | 'contains_phrase'
  | 'exists'
  | 'in'
  | 'equals'
  | 'greater'
  | 'greater_or_equal'
  | 'less'
  | 'less_or_equal'
  | 'range_upper_excl'
  | 'range_upper_incl'
  | 'last_seven_days_range'
  | 'last_thirty_days_range';

/** Operators the official request schema accepts on the wire. */
export type WireAttributeOperator =
  | 'equals'
  | 'greater'
  | 'greater_or_equal'
  | 'less'
  | 'less_or_equal'
  | 'range'
  | 'contains_words'
  | 'contains_phrase'
  | 'exact_match'
  | 'in'
  | 'exists';

/** Anything a builder terminal may hold: the builder names plus the wire 'range'. */
export type AttributeOperator = BuilderOperator | WireAttributeOperator;

/** Search contexts of an attribute in the metadata schema (rcsb_search_context). */
export type SearchContext = 'exact-match' | 'full-text' | 'default-match' | 'suggest';
/** Value kind of an attribute, decides how builder input is parsed. */
export type AttributeValueType = 'string' | 'integer' | 'number' | 'date' | 'boolean';

export type SortDirection = 'asc' | 'desc';
export type ResultsContentType = 'experimental' | 'computational';
export type ResultsVerbosity = 'compact' | 'minimal' | 'verbose';
export type ScoringStrategy = 'combined' | ServiceType;
export type AggregationMethod =
  'matching_deposit_group_id' | 'sequence_identity' | 'matching_uniprot_accession' | 'matching_chemical_component_id';
export type GroupByReturnType = 'groups' | 'representatives';
export type SimilarityCutoff = 100 | 95 | 90 | 70 | 50 | 30;
export type RequestSource = 'ui' | 'mypdb_service' | 'mypdb_user' | 'rcsb_test';

// ---------------------------------------------------------------------------------------------
// Wire: terminal parameters of the eight services

export type ScalarValue = string | number | boolean;

/** Range value: numbers, or dates (YYYY-MM-DD, ISO date-time, date math such as now-1w). */
export interface RangeValue {
  from?: number | string;
  to?: number | string;
  include_lower?: boolean;
  include_upper?: boolean;
}

export type AttributeValue = ScalarValue | RangeValue | Array<string | number>;

export interface FullTextParameters {
  value: string;
}

/** Parameters of the `text` (structure attributes) and `text_chem` (chemical attributes) services. */
export interface AttributeParameters {
  attribute: string;
  operator: WireAttributeOperator;
  value?: AttributeValue;
  negation?: boolean;
  case_sensitive?: boolean;
}

export interface SequenceParameters {
  value: string;
  sequence_type?: SequenceType;
  /** Fraction 0..1 on the wire; the builder holds a percent. */
  identity_cutoff?: number;
  evalue_cutoff?: number;
  /** Deprecated; legacy.ts maps it to sequence_type. */
  target?: LegacySequenceTarget;
}

export interface SeqmotifParameters {
  value: string;
  pattern_type: PatternType;
  sequence_type?: SequenceType;
  target?: LegacySequenceTarget;
}

export interface StructureValueAssembly {
  entry_id: string;
  assembly_id: string;
}
export interface StructureValueChain {
  entry_id: string;
  asym_id: string;
}
export interface StructureValueUrl {
  url: string;
  format: StructureUrlFormat;
  asym_id?: string;
  assembly_id?: string;
}
/** Deprecated base64 upload, accepted for old clients. */
export interface StructureValueFile {
  data: string;
  format: StructureUrlFormat;
}
export type StructureValue = StructureValueAssembly | StructureValueChain | StructureValueUrl | StructureValueFile;

export interface StructureParameters {
  value: StructureValue;
  /** Deprecated on the API, still what the seed's builder sends. */
  operator?: StructureOperator;
  target_search_space?: TargetSearchSpace;
  number_of_candidates?: number;
  ptmscore_cutoff?: number;
  similarity_type?: SimilarityType;
}

export interface ResidueId {
  label_asym_id: string;
  label_seq_id: number;
  struct_oper_id?: string;
}

export interface StrucmotifExchange {
  residue_id: ResidueId;
  /** One to four residue codes (three-letter amino acids, nucleotides, UNK, N). */
  allowed: string[];
}

export interface StrucmotifValueEntry {
  entry_id: string;
  residue_ids: ResidueId[];
}
export interface StrucmotifValueUrl {
  url: string;
  format: StrucmotifUrlFormat;
  residue_ids?: ResidueId[];
}
export interface StrucmotifValueFile {
  data: string;
  format: StrucmotifUrlFormat;
  residue_ids?: ResidueId[];
}
export type StrucmotifValue = StrucmotifValueEntry | StrucmotifValueUrl | StrucmotifValueFile;

export interface StrucmotifParameters {
  value: StrucmotifValue;
  rmsd_cutoff?: number;
  atom_pairing_scheme?: AtomPairingScheme;
  exchanges?: StrucmotifExchange[];
  backbone_distance_tolerance?: number;
  side_chain_distance_tolerance?: number;
  angle_tolerance?: number;
  limit?: number;
  motif_pruning_strategy?: MotifPruningStrategy;
  allowed_structures?: string[];
  excluded_structures?: string[];
}

export interface ChemicalFormulaParameters {
  type: 'formula';
  value: string;
  match_subset?: boolean;
}
export interface ChemicalDescriptorParameters {
  type: 'descriptor';
  value: string;
  descriptor_type: DescriptorType;
  match_type?: ChemicalMatchType;
}
export type ChemicalParameters = ChemicalFormulaParameters | ChemicalDescriptorParameters;

/** Service name -> its wire parameters; lets generic code stay exhaustive. */
export interface ServiceParametersMap {
  full_text: FullTextParameters;
  text: AttributeParameters;
  text_chem: AttributeParameters;
  sequence: SequenceParameters;
  seqmotif: SeqmotifParameters;
  structure: StructureParameters;
  strucmotif: StrucmotifParameters;
  chemical: ChemicalParameters;
}

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

/** Filter nodes (sort filters, filter facets) carry no service and a narrower operator set. */
export interface FilterTerminalNode {
  type: 'terminal';
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
      interval: 'year';
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

// ---------------------------------------------------------------------------------------------
// Builder state (what the query builder edits; builder.ts turns it into a SearchRequest)

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
  /** Array-typed attribute: values split on comma or space even without the `in` operator. */
  is_iterable?: boolean;
  units?: string;
  description?: string;
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

export interface GroupingOptions {
  /** null: no grouping. */
  aggregation_method: AggregationMethod | null;
  group_by_return_type: GroupByReturnType;
  ranking_criteria_type: RankingCriteria | null;
  similarity_cutoff?: SimilarityCutoff;
}

/** Everything builder.ts needs to produce one request. */
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

// ---------------------------------------------------------------------------------------------
// Responses

export interface FacetBucket {
  label: string;
  population: number;
  /** UI state: refinement chosen. */
  checked?: boolean;
  facets?: Facet[];
}

export interface Facet {
  name: string;
  /** Attribute the facet counts; refinements query it. Absent for purely nested facets. */
  attribute?: string;
  buckets: FacetBucket[];
  /** Metric facets (cardinality) answer a single value instead of buckets. */
  value?: number;
  /** How the buckets were made; histogram bucket labels are lower bounds of `interval`. */
  aggregation_type?: 'terms' | 'histogram' | 'date_histogram' | 'range' | 'date_range' | 'cardinality';
  interval?: number | 'year';
}

// Match contexts on the official wire (positions 1-based).
export interface SequenceMatchContext {
  sequence_identity: number;
  evalue: number;
  bitscore: number;
  alignment_length?: number;
  mismatches?: number;
  gaps_opened?: number;
  query_beg?: number;
  query_end?: number;
  subject_beg?: number;
  subject_end?: number;
  query_length?: number;
  subject_length?: number;
  query_aligned_seq?: string;
  subject_aligned_seq?: string;
}
export interface SeqmotifMatchContext {
  start: number;
  end: number;
}
export interface StrucmotifMatchContext {
  residue_ids: ResidueId[];
  /** RMSD. */
  score: number;
  residue_types?: string[];
  /** Column-major 4x4. */
  transformation?: number[];
}
export interface StructureMatchContext {
  tmscore?: number;
  biozernike_score?: number;
  geo_score?: number;
}
export type MatchContext = SequenceMatchContext | SeqmotifMatchContext | StrucmotifMatchContext | StructureMatchContext;

export interface WireServiceNodeScore {
  node_id: number;
  original_score: number;
  norm_score: number;
  match_context?: MatchContext[];
}
export interface WireServiceScore {
  service_type: ServiceType;
  nodes: WireServiceNodeScore[];
}
export interface WireResultIdentifier {
  identifier: string;
  score: number;
  services?: WireServiceScore[];
}
export interface WireGroupIdentifier {
  identifier: string;
  score: number;
  count: number;
  representative?: WireResultIdentifier;
  result_set?: Array<WireResultIdentifier | string>;
}
export interface ExplainMetadata {
  total_timing: number;
  facet_timing?: number;
  sort_timing?: number;
  grouping_timing?: number;
  terminal_node_timings?: Record<string, number>;
}

/** Official RCSB Search API v2 response (`/rcsbsearch/v2/query`). */
export interface WireSearchResults {
  query_id: string;
  result_type: ReturnType;
  total_count: number;
  group_by_count?: number;
  ungrouped_count?: number;
  result_set?: Array<WireResultIdentifier | string>;
  group_set?: Array<WireGroupIdentifier | string>;
  group_by?: GroupBy;
  facets?: Facet[];
  explain_metadata?: ExplainMetadata;
}

// Match fields on rendered items (seed 001 §3).
export interface SequenceMatch {
  query_beg: number;
  query_end: number;
  subject_beg: number;
  subject_end: number;
  query_aligned_seq: string;
  subject_aligned_seq: string;
  /** Fraction 0..1; shown as a ceiling of percent. */
  sequence_identity: number;
  evalue: number;
  region?: string;
}
export interface SeqmotifMatch {
  start: number;
  end: number;
}
export interface StructureMatch {
  score: number;
}
export interface StrucmotifMatch {
  residue_ids: ResidueId[];
  residue_types: string[];
  score: number;
  transformation?: number[];
}

export interface ExptlSummary {
  method: string;
  resolution?: number | null;
}

export interface CompModelProvenance {
  source_db: string;
  source_url?: string;
  source_db_href?: string;
  entry_id: string;
}

export interface ResultEntity {
  chains?: string[];
  organisms?: string[];
  pdbx_description?: string;
  chem_comp_id?: string;
  chem_comp_formula?: string;
  asym_id?: string;
  type?: string;
  sequence?: string;
}

export interface AssemblySymmetry {
  kind: string;
  type: string;
  symbol: string;
}

export interface ResultAssembly {
  id: string;
  symmetry?: AssemblySymmetry[];
  oligomeric_count?: number;
}

export interface AuthMapping {
  auth_asym_id: string;
  auth_to_entity_poly_seq_mapping?: string[];
}

export interface LigandRef {
  id: string;
  name?: string;
}

/** Structure entry, polymer/non-polymer entity, assembly, computed or integrative model. */
export interface StructureResultItem {
  identifier: string;
  entryId: string;
  name?: string;
  title?: string;
  imgSrc?: string;
  sspHref?: string;
  initial_release_date?: string;
  audit_author?: Array<{ name: string }>;
  /** Pre-rendered citation HTML. */
  publication?: string;
  exptl?: ExptlSummary[];
  organisms?: string[];
  macromoleculeCount?: number;
  polymer_entity_count_protein?: number;
  polymer_entity_count_nucleic_acid?: number;
  polymer_entity_count_nucleic_acid_hybrid?: number;
  proteinChains?: string[];
  nucleicAcidChains?: string[];
  hybridChains?: string[];
  ligands?: LigandRef[];
  branched_monosaccharides?: string[];
  /** Associated group (/groups/summary/{returnType}/{groupId}). */
  referencedGroup?: { id: string; count?: number } | null;
  return_type: ReturnType;
  isCsm?: boolean;
  isIhm?: boolean;
  structure_determination_methodology?: 'experimental' | 'computational' | 'integrative';
  /** Global pLDDT per model for computed models. */
  pLDDTs?: number[];
  rcsb_comp_model_provenance?: CompModelProvenance;
  entity?: ResultEntity;
  assembly?: ResultAssembly;
  /** Keyed by label_asym_id. */
  auth_mapping?: Record<string, AuthMapping>;
  score?: number;
  sequence_match?: SequenceMatch[];
  seqmotif_match?: SeqmotifMatch[];
  structure_match?: StructureMatch[];
  strucmotif_match?: StrucmotifMatch[];
}

export interface GroupNameCount {
  label: string;
  population: number;
  error?: boolean;
}

export interface GroupResultData {
  countDiscrepancy?: boolean;
  rcsb_group_container_identifiers?: { group_provenance_id: string };
  rcsb_group_info?: {
    group_members_count: number;
    group_members_granularity: string;
    group_name?: string;
    group_name_counts?: GroupNameCount[];
    group_description?: string;
    group_description_counts?: GroupNameCount[];
  };
  gspHref?: string;
  orphan?: boolean;
}

export interface GroupResultItem {
  identifier: string;
  count: number;
  score?: number;
  representative_item?: StructureResultItem;
  data?: GroupResultData;
}

/** Chemical component / mol_definition item. */
export interface LigandResultItem {
  id: string;
  name?: string;
  formula?: string;
  formula_weight?: number;
  type?: string;
  identifiers?: string[];
  InChIKey?: string;
  drugbank_id?: string;
  drugbank_name?: string;
  image?: string;
  score?: number;
}

export type ResultItem = StructureResultItem | LigandResultItem;

export interface TabularTable {
  columns: string[];
  rows: Array<Array<string | number | null>>;
}

/** Response of POST /search/data. */
export interface SearchResponse {
  statusCode?: number;
  msg?: string;
  query_id?: string;
  result_type?: ReturnType;
  total_count?: number;
  result_set?: ResultItem[];
  group_set?: GroupResultItem[];
  result_set_count?: number;
  group_by_count?: number;
  ungrouped_count?: number;
  facets?: Facet[];
  table?: TabularTable;
}

/** Body of POST /search/data. */
export interface SearchDataBody {
  /** View name: 'search_summary', a report id, 'pdb_ids', 'custom_report', ... */
  report: string;
  request: SearchRequest;
  getDrilldown?: boolean;
  /** Custom report only. */
  attributes?: string[];
  /** Tabular reports: a file in this format instead of the table. */
  format?: ReportFormat;
  /** With format: an attachment ('download') or inline ('display'). */
  mode?: ReportMode;
}

export interface TreeNode {
  id: string;
  /** Name. */
  n: string;
  /** Children (loaded lazily). */
  ch?: TreeNode[];
  hasCh?: boolean;
  /** Depth. */
  d: number;
  /** Position among siblings. */
  i?: number;
  /** Open. */
  o?: boolean;
  /** Count. */
  c?: number;
  /** Selected. */
  s?: boolean;
}

// ---------------------------------------------------------------------------------------------
// UI state records

export interface Pager {
  rows: number;
  start: number;
  total_count: number;
  page: number;
  total_pages: number;
  start_num: number;
  end_num: number;
  group_by_count?: number;
}

export interface Selection {
  all: boolean;
  ids: string[];
}

export type ReportFormat = 'csv' | 'json';
export type ReportMode = 'download' | 'display';

export interface TabularReportState {
  attributes: string[];
  /** Index of the batch being downloaded, or null outside batch mode. */
  batch: number | null;
  format: ReportFormat;
  mode: ReportMode;
  /** Batch ranges already clicked (highlighted). */
  clicked: number[];
}

export interface CustomReportAttribute {
  attribute: string;
  name: string;
  /** Menu group: the kind of document that carries it ('Entry', 'Polymer Entity', ...). */
  group: string;
  type: string;
  /** Document types that carry it; the first decides the group. */
  levels: string[];
  description?: string;
}

/** GET /search/custom-report-attributes: the attribute map, the builder's menu and the reports. */
export interface CustomReportAttributes {
  attributes: Record<string, CustomReportAttribute>;
  menu: Array<{ group: string; attributes: Array<{ attribute: string; name: string }> }>;
  reports: Array<{ id: string; name: string }>;
}

interface StoredQueryBase {
  request: SearchRequest;
  count: number | null;
  /** Query description (HTML). */
  html: string;
  /** Options description (HTML). */
  options: string;
}

export interface HistoryQuery extends StoredQueryBase {
  query_id: string;
  /** ISO date-time. */
  last_run: string;
}

export interface SavedQuery extends StoredQueryBase {
  id: string;
  /** ISO date-time. */
  saved: string;
  notify: boolean;
}

export type LoginProvider = 'google' | 'facebook' | 'orcid';

export interface MyPdbAccount {
  /** Provider's user id. */
  id: string;
  name: string;
  email: string;
  provider: string;
  created: string;
  updated: string;
  queries: SavedQuery[];
}

export type MyPdbView = 'login' | 'queries' | 'account';

export interface MyPdbUiState {
  view: MyPdbView;
  editEmail: boolean;
  loading: boolean;
  hasMyPdb: boolean;
}

export interface SuggestionItem {
  label: string;
  value?: string;
  attribute?: string;
  /** Header rows are skipped by arrow-key navigation. */
  header?: boolean;
  count?: number;
  nested_attribute?: string;
  nested_attribute_value?: string;
}

export interface SuggestionResponse {
  attributes: Array<{ attribute: string; name: string }>;
  items: SuggestionItem[];
}

export interface SequenceLookupResponse {
  items: Array<{ label: string; sequence: string; sequence_type?: SequenceType }>;
  msg?: string;
}

export interface StructureLookupResponse {
  assembly_ids: string[];
  asym_ids: Array<{ asym_id: string; auth_asym_id: string }>;
  msg?: string;
}

/**
 * GET /search/entry-status/{id}: what the archive's holdings say about an entry id. 'obsolete'
 * covers every removed id (obsoleted entries and the withdrawn theoretical models); replaced_by
 * names an obsoleted entry's successors. 'unknown': a well-formed id no holdings file lists.
 */
export type EntryHoldingStatus = 'current' | 'obsolete' | 'unreleased' | 'computational' | 'unknown';

export interface EntryStatusResponse {
  id: string;
  status: EntryHoldingStatus;
  replaced_by?: string[];
}

/** GET /search/polymer-type/{entry_id}: chain id -> polymer type ('Protein', ...). */
export type PolymerTypeMap = Record<string, string>;

export type UploadResponse = { key: string } | { error: string };
