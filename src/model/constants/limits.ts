// Numbers and defaults: service defaults (DEFAULTS), bounds (LIMITS) and the paging, scoring and
// content-type defaults, as the seeds give them (seed 000 §9, 001 §9). The search bar's share
// (rows, sort, sequence and identity defaults): core.ts.

import type {
  AtomPairingScheme,
  ChemicalMatchType,
  ChemicalQueryType,
  DescriptorType,
  PatternType,
  ResultsContentType,
  ScoringStrategy,
  SequenceType,
  SortEntry,
  StructureFileFormat,
  StructureOperator,
} from '../types.ts';
import {
  DEFAULT_EVALUE_CUTOFF,
  DEFAULT_GROUP_BY_RETURN_TYPE,
  DEFAULT_IDENTITY_CUTOFF,
  DEFAULT_RETURN_TYPE,
  DEFAULT_ROWS,
  DEFAULT_SORT,
  MIN_SEQUENCE_LENGTH,
  SUGGEST_MIN_CHARS,
} from './core.ts';

// ---------------------------------------------------------------------------------------------
// Sorting, paging, scoring

export const DEFAULT_GROUPED_SORT: readonly SortEntry[] = [
  { sort_by: 'score', direction: 'desc' },
  { sort_by: 'count', direction: 'desc' },
];
export const PAGE_SIZES: readonly number[] = [25, 50, 100];
export const DEFAULT_START = 0;
export const DEFAULT_SCORING_STRATEGY: ScoringStrategy = 'combined';
export const DEFAULT_RESULTS_CONTENT_TYPE: readonly ResultsContentType[] = ['experimental'];

// ---------------------------------------------------------------------------------------------
// Service defaults

export const MIN_MOTIF_LENGTH = 2;
export const MIN_STRUCMOTIF_RESIDUES = 2;
export const MAX_STRUCMOTIF_RESIDUES = 10;
export const MAX_EXCHANGES = 4;
export const DEFAULT_RMSD_CUTOFF = 2;
export const DEFAULT_STRUCT_OPER_ID = '1';
export const UPLOAD_MAX_BYTES = 10485760;
export const HISTORY_SIZE = 50;
export const LABEL_TRUNCATION = 60;

export const DEFAULTS = {
  evalueCutoff: DEFAULT_EVALUE_CUTOFF,
  /** Entered as percent 0..100, sent as a fraction. */
  identityCutoffPercent: DEFAULT_IDENTITY_CUTOFF,
  rmsdCutoff: DEFAULT_RMSD_CUTOFF,
  atomPairingScheme: 'ALL' as AtomPairingScheme,
  structureOperator: 'strict_shape_match' as StructureOperator,
  chemicalType: 'formula' as ChemicalQueryType,
  descriptorType: 'SMILES' as DescriptorType,
  matchType: 'graph-relaxed-stereo' as ChemicalMatchType,
  structOperId: DEFAULT_STRUCT_OPER_ID,
  fileFormat: 'cif' as StructureFileFormat,
  sequenceType: 'protein' as SequenceType,
  patternType: 'simple' as PatternType,
  rows: DEFAULT_ROWS,
  start: DEFAULT_START,
  scoringStrategy: DEFAULT_SCORING_STRATEGY,
  resultsContentType: DEFAULT_RESULTS_CONTENT_TYPE,
  sort: DEFAULT_SORT,
  groupedSort: DEFAULT_GROUPED_SORT,
  groupByReturnType: DEFAULT_GROUP_BY_RETURN_TYPE,
  returnType: DEFAULT_RETURN_TYPE,
  view: 'summary',
} as const;

// ---------------------------------------------------------------------------------------------
// Limits

export const LIMITS = {
  minSequenceLength: MIN_SEQUENCE_LENGTH,
  minMotifLength: MIN_MOTIF_LENGTH,
  minStrucmotifResidues: MIN_STRUCMOTIF_RESIDUES,
  maxStrucmotifResidues: MAX_STRUCMOTIF_RESIDUES,
  maxExchanges: MAX_EXCHANGES,
  /** Official schema: at most 16 exchange codes in total across residues. */
  maxTotalExchanges: 16,
  identityMin: 0,
  identityMax: 100,
  historySize: HISTORY_SIZE,
  windowHistorySize: 50,
  uploadMaxBytes: UPLOAD_MAX_BYTES,
  batchFileDownloadThreshold: 2500,
  batchFileDownloadSize: 50,
  idsPerBatch: 10000,
  labelTruncation: LABEL_TRUNCATION,
  facetMoreStep: 10,
  suggestMinChars: SUGGEST_MIN_CHARS,
  treeSearchMinChars: 3,
  suggesterMinChars: 1,
  releaseDateBinYears: 5,
  chemicalIdLength: 10,
  entryIdLength: 4,
} as const;

/**
 * Issue 34, a good citizen of the public RCSB APIs: what one page asks of each API (the Search API,
 * the Data API) when it calls them directly.
 */
export const PUBLIC_API_LIMITS = {
  requestsPerSecond: 10,
  /** Longer URLs go as a POST (which needs a CORS preflight) instead of a GET. */
  getUrlChars: 4000,
  /** Ids one GraphQL root field names at most (the public Data API takes up to 1,000 a request). */
  graphqlIds: 1000,
  /** A 429 or 503 without a readable Retry-After is tried again after 1, 2, 4 and 8 s. */
  busyRetries: 4,
  busyFirstBackoffMs: 1000,
  /** A longer Retry-After is not waited out: the queue would stand still that long. */
  busyMaxWaitMs: 60_000,
  /** The session cache of answers, bounded by count and by characters of JSON. */
  cacheEntries: 200,
  cacheChars: 20_000_000,
} as const;

// Widths, columns, collapse points and delays of the components: src/ui/common/layout.ts.
