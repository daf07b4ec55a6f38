// The wire response: scores, match contexts and result identifiers.
// Pure types (see types.ts, which re-exports every module of the vocabulary).
import type { ReturnType, ServiceType } from './enumerations.ts';
import type { ResidueId } from './parameters.ts';
import type { GroupBy } from './request.ts';

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
