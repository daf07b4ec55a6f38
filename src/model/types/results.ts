// What the renderers read: result items with their match fields (seed 001 §3), the /search/data answer.
// Pure types (see types.ts, which re-exports every module of the vocabulary).
import type { ReturnType } from './enumerations.ts';
import type { ResidueId } from './parameters.ts';
import type { SearchRequest } from './request.ts';
import type { Facet } from './response.ts';
import type { ReportFormat, ReportMode } from './records.ts';

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
  /** A tabular report's page: the identifiers of its results (what the report-query view names). */
  result_ids?: string[];
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
