// Every enumeration, default, limit and message of the two seeds (000 §3/§5/§8/§9, 001 §2/§5/§8/§9),
// kept here once so the UI, the store and the server show the same words and apply the same limits.
// Strings are quoted exactly as the seeds write them; tests pin each one.

import { MOTIF_RESIDUE_CODES } from './residue-codes.ts';
import type {
  AggregationMethod,
  AtomPairingScheme,
  BuilderOperator,
  ChemicalMatchType,
  ChemicalQueryType,
  DescriptorType,
  GroupByReturnType,
  LegacySequenceTarget,
  LoginProvider,
  PatternType,
  RankingCriteria,
  ResultsContentType,
  ReturnType,
  ScoringStrategy,
  SequenceType,
  ServiceType,
  SimilarityCutoff,
  SortDirection,
  SortEntry,
  StructureFileFormat,
  StructureOperator,
  TargetSearchSpace,
  WireAttributeOperator,
} from './types.ts';
import { plural } from './plural.ts';
import {
  DEFAULT_EVALUE_CUTOFF,
  DEFAULT_GROUP_BY_RETURN_TYPE,
  DEFAULT_IDENTITY_CUTOFF,
  DEFAULT_RETURN_TYPE,
  DEFAULT_ROWS,
  DEFAULT_SORT,
  INVALID_INPUT_MESSAGE,
  MIN_SEQUENCE_LENGTH,
  NO_RESULT_IDS_SELECTED_MESSAGE,
  noDataFoundMessage,
  SEQUENCE_ALPHABETS,
  SUGGEST_MIN_CHARS,
} from './constants-core.ts';

// The search bar's share (patterns, defaults, two messages) lives in constants-core.ts, so a
// lone bar does not bundle this whole file; every name is exported from here too.
export * from './constants-core.ts';

// ---------------------------------------------------------------------------------------------
// Services and return types

/** The predefined tabular reports (ids the UI sends as `report`), in the order rcsb.org lists them. */
export const PREDEFINED_REPORTS = [
  { id: 'structure_summary', label: 'Structure Summary' },
  { id: 'entity_sequence', label: 'Entity Sequence' },
  { id: 'ligands', label: 'Ligands' },
  { id: 'citation', label: 'Citation' },
  { id: 'experimental_details', label: 'Experimental Details' },
  { id: 'refinement', label: 'Refinement Details' },
  { id: 'sequence_clusters', label: 'Sequence Clusters' },
  { id: 'unit_cell', label: 'Unit Cell' },
] as const;
export type PredefinedReportId = (typeof PREDEFINED_REPORTS)[number]['id'];

/** Builder section order and labels (seed 000 §1). */
export const SERVICES: ReadonlyArray<{ service: ServiceType; label: string }> = [
  { service: 'full_text', label: 'Full Text' },
  { service: 'text', label: 'Structure Attributes' },
  { service: 'text_chem', label: 'Chemical Attributes' },
  { service: 'sequence', label: 'Sequence Similarity' },
  { service: 'seqmotif', label: 'Sequence Motif' },
  { service: 'structure', label: 'Structure Similarity' },
  { service: 'strucmotif', label: 'Structure Motif' },
  { service: 'chemical', label: 'Chemical Similarity' },
];
export const SERVICE_TYPES: readonly ServiceType[] = SERVICES.map((s) => s.service);
export const SERVICE_LABELS: Readonly<Record<ServiceType, string>> = {
  full_text: 'Full Text',
  text: 'Structure Attributes',
  text_chem: 'Chemical Attributes',
  sequence: 'Sequence Similarity',
  seqmotif: 'Sequence Motif',
  structure: 'Structure Similarity',
  strucmotif: 'Structure Motif',
  chemical: 'Chemical Similarity',
};
/** Path segment of /search/advanced/{service} and of the help link per service. */
export const SERVICE_HELP_TOPICS: Readonly<Record<ServiceType, string>> = {
  full_text: 'full-text-search',
  text: 'attribute-search',
  text_chem: 'chemical-attribute-search',
  sequence: 'sequence-similarity-search',
  seqmotif: 'sequence-motif-search',
  structure: 'structure-similarity-search',
  strucmotif: 'structure-motif-search',
  chemical: 'chemical-similarity-search',
};

/**
 * Return types offered by the builder, in the seed's order (000 §1); `polymer_instance` exists on
 * the API but the seed does not offer it, so it has a label but is not in this list.
 */
export const RETURN_TYPES: ReadonlyArray<{ value: ReturnType; label: string }> = [
  { value: 'entry', label: 'Structures' },
  { value: 'polymer_entity', label: 'Polymer Entities' },
  { value: 'non_polymer_entity', label: 'Non-polymer Entities' },
  { value: 'assembly', label: 'Assemblies' },
  { value: 'mol_definition', label: 'Molecular Definitions' },
];
export const ALL_RETURN_TYPES: readonly ReturnType[] = [
  'entry',
  'polymer_entity',
  'non_polymer_entity',
  'polymer_instance',
  'assembly',
  'mol_definition',
];
export const RETURN_TYPE_LABELS: Readonly<Record<ReturnType, string>> = {
  entry: 'Structures',
  polymer_entity: 'Polymer Entities',
  non_polymer_entity: 'Non-polymer Entities',
  polymer_instance: 'Polymer Instances',
  assembly: 'Assemblies',
  mol_definition: 'Molecular Definitions',
};
/** The same, for a count of one ('1 Structure'). */
export const RETURN_TYPE_LABELS_ONE: Readonly<Record<ReturnType, string>> = {
  entry: 'Structure',
  polymer_entity: 'Polymer Entity',
  non_polymer_entity: 'Non-polymer Entity',
  polymer_instance: 'Polymer Instance',
  assembly: 'Assembly',
  mol_definition: 'Molecular Definition',
};

// ---------------------------------------------------------------------------------------------
// Service enumerations

export const SEQUENCE_TYPES: readonly SequenceType[] = ['protein', 'dna', 'rna'];
export const LEGACY_SEQUENCE_TARGETS: Readonly<Record<LegacySequenceTarget, SequenceType>> = {
  pdb_protein_sequence: 'protein',
  pdb_dna_sequence: 'dna',
  pdb_rna_sequence: 'rna',
};
export const PATTERN_TYPES: readonly PatternType[] = ['simple', 'prosite', 'regex'];
export const ATOM_PAIRING_SCHEMES: readonly AtomPairingScheme[] = ['ALL', 'SIDE_CHAIN', 'BACKBONE', 'PSEUDO_ATOMS'];
export const CHEMICAL_QUERY_TYPES: readonly ChemicalQueryType[] = ['formula', 'descriptor'];
export const DESCRIPTOR_TYPES: readonly DescriptorType[] = ['SMILES', 'InChI'];
/** The six match types the seed's builder offers, in its order. */
export const CHEMICAL_MATCH_TYPES: readonly ChemicalMatchType[] = [
  'graph-relaxed-stereo',
  'graph-relaxed',
  'fingerprint-similarity',
  'sub-struct-graph-relaxed-stereo',
  'sub-struct-graph-relaxed',
  'graph-exact',
];
/** Everything the official schema accepts (requests from API clients). */
export const ALL_CHEMICAL_MATCH_TYPES: readonly ChemicalMatchType[] = [
  'graph-exact',
  'graph-strict',
  'graph-relaxed',
  'graph-relaxed-stereo',
  'fingerprint-similarity',
  'sub-struct-graph-exact',
  'sub-struct-graph-strict',
  'sub-struct-graph-relaxed',
  'sub-struct-graph-relaxed-stereo',
];
export const CHEMICAL_MATCH_TYPE_LABELS: Readonly<Record<ChemicalMatchType, string>> = {
  'graph-exact': 'Exact match',
  'graph-strict': 'Strict match',
  'graph-relaxed': 'Similar Ligands (including Stereoisomers)',
  'graph-relaxed-stereo': 'Similar Ligands (Stereospecific)',
  'fingerprint-similarity': 'Similar Ligands (Quick screen)',
  'sub-struct-graph-exact': 'Substructure (Exact)',
  'sub-struct-graph-strict': 'Substructure (Strict)',
  'sub-struct-graph-relaxed': 'Substructure (including Stereoisomers)',
  'sub-struct-graph-relaxed-stereo': 'Substructure (Stereospecific)',
};
export const STRUCTURE_FILE_FORMATS: readonly StructureFileFormat[] = ['bcif', 'cif', 'pdb', 'ccp4'];
/** Formats a structure-similarity URL or upload may have. */
export const STRUCTURE_URL_FORMATS: readonly StructureFileFormat[] = ['cif', 'bcif', 'pdb'];
/** Structure-motif URL references allow cif and bcif only. */
export const STRUCMOTIF_URL_FORMATS: readonly StructureFileFormat[] = ['cif', 'bcif'];
/**
 * Uploads allow cif, bcif and pdb for either service: the upload service converts every file to
 * bcif, which is why the URL-only cif/bcif limit of structure motif does not apply to uploads.
 */
export const UPLOAD_FORMATS: Readonly<Record<'structure' | 'strucmotif', readonly StructureFileFormat[]>> = {
  structure: ['cif', 'bcif', 'pdb'],
  strucmotif: ['cif', 'bcif', 'pdb'],
};
/** Format of an uploaded file's URL once the upload succeeds. */
export const UPLOADED_FILE_FORMAT: StructureFileFormat = 'bcif';
export const STRUCTURE_OPERATORS: readonly StructureOperator[] = ['strict_shape_match', 'relaxed_shape_match'];
/** First option for an assembly choice, second for a chain or URL choice. */
export const TARGET_SEARCH_SPACES: readonly TargetSearchSpace[] = ['assembly', 'polymer_entity_instance'];
/** Residue codes an exchange may name (official schema). */
export const EXCHANGE_RESIDUE_CODES: readonly string[] = MOTIF_RESIDUE_CODES;

// ---------------------------------------------------------------------------------------------
// Attribute operators

export const OPERATORS: readonly BuilderOperator[] = [
  'exact_match',
  'contains_words',
  'contains_phrase',
  'exists',
  'in',
  'equals',
  'greater',
  'greater_or_equal',
  'less',
  'less_or_equal',
  'range_upper_excl',
  'range_upper_incl',
  'last_seven_days_range',
  'last_thirty_days_range',
];
export const WIRE_ATTRIBUTE_OPERATORS: readonly WireAttributeOperator[] = [
  'equals',
  'greater',
  'greater_or_equal',
  'less',
  'less_or_equal',
  'range',
  'contains_words',
  'contains_phrase',
  'exact_match',
  'in',
  'exists',
];
/** Operators whose terminal needs no value input. */
export const VALUELESS_OPERATORS: readonly string[] = ['exists', 'last_seven_days_range', 'last_thirty_days_range'];
/** Operators shown as from/to inputs. */
export const RANGE_OPERATORS: readonly string[] = ['range', 'range_upper_excl', 'range_upper_incl'];
/** Date shortcuts (seed 000 §9): last 7 days is now-1w to now; last 30 days is now-1M to now. */
export const DATE_SHORTCUT_RANGES: Readonly<
  Record<'last_seven_days_range' | 'last_thirty_days_range', { from: string; to: string }>
> = {
  last_seven_days_range: { from: 'now-1w', to: 'now' },
  last_thirty_days_range: { from: 'now-1M', to: 'now' },
};
export const OPERATOR_LABELS: Readonly<Record<BuilderOperator | 'range', string>> = {
  exact_match: 'is',
  contains_words: 'has any of words',
  contains_phrase: 'contains phrase',
  exists: 'exists',
  in: 'is any of',
  equals: '=',
  greater: '>',
  greater_or_equal: '>=',
  less: '<',
  less_or_equal: '<=',
  range: 'range',
  range_upper_excl: 'range [ )',
  range_upper_incl: 'range [ ]',
  last_seven_days_range: 'last 7 days',
  last_thirty_days_range: 'last 30 days',
};

// ---------------------------------------------------------------------------------------------
// Sorting, grouping, paging

export interface SortChoice {
  id: string;
  label: string;
  sort_by: string;
  direction: SortDirection;
  /** Return types the choice applies to; absent means all but mol_definition. */
  returnTypes?: readonly ReturnType[];
}

/**
 * The twelve sort choices of seed 000 §3 with the RCSB attribute each sorts on (names from the
 * structure and chemical schemas). Direction is the natural "best first" one.
 */
export const SORT_CHOICES: readonly SortChoice[] = [
  { id: 'score', label: 'Score', sort_by: 'score', direction: 'desc', returnTypes: ALL_RETURN_TYPES },
  { id: 'release_date', label: 'Release Date', sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
  { id: 'entry_id', label: 'Entry ID', sort_by: 'rcsb_entry_container_identifiers.entry_id', direction: 'asc' },
  { id: 'resolution', label: 'Resolution', sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' },
  // Lower is higher priority: experimental 10, computational 100 (schema description).
  {
    id: 'method_priority',
    label: 'Method Priority',
    sort_by: 'rcsb_entry_info.structure_determination_methodology_priority',
    direction: 'asc',
  },
  {
    id: 'plddt',
    label: 'pLDDT Score',
    sort_by: 'rcsb_ma_qa_metric_global.ma_qa_metric_global.value',
    direction: 'desc',
  },
  {
    id: 'residue_count',
    label: 'Residue Count',
    sort_by: 'rcsb_entry_info.deposited_polymer_monomer_count',
    direction: 'desc',
  },
  {
    id: 'chain_count',
    label: 'Chain Count',
    sort_by: 'rcsb_entry_info.deposited_polymer_entity_instance_count',
    direction: 'desc',
  },
  { id: 'entity_count', label: 'Entity Count', sort_by: 'rcsb_entry_info.polymer_entity_count', direction: 'desc' },
  { id: 'molecular_weight', label: 'Molecular Weight', sort_by: 'rcsb_entry_info.molecular_weight', direction: 'desc' },
  { id: 'atom_count', label: 'Atom Count', sort_by: 'rcsb_entry_info.deposited_atom_count', direction: 'desc' },
  {
    id: 'component_id',
    label: 'Component ID',
    sort_by: 'rcsb_chem_comp_container_identifiers.comp_id',
    direction: 'asc',
    returnTypes: ['mol_definition'],
  },
];

export const DEFAULT_GROUPED_SORT: readonly SortEntry[] = [
  { sort_by: 'score', direction: 'desc' },
  { sort_by: 'count', direction: 'desc' },
];
/** Grouping order options: score and matched count, each ascending or descending. */
export const GROUP_ORDER_OPTIONS: ReadonlyArray<{ label: string; sort: SortEntry }> = [
  { label: 'Score (Descending)', sort: { sort_by: 'score', direction: 'desc' } },
  { label: 'Score (Ascending)', sort: { sort_by: 'score', direction: 'asc' } },
  { label: 'Matched Count (Descending)', sort: { sort_by: 'count', direction: 'desc' } },
  { label: 'Matched Count (Ascending)', sort: { sort_by: 'count', direction: 'asc' } },
];

export const GROUP_SIMILARITY_CUTOFFS: readonly SimilarityCutoff[] = [100, 95, 90, 70, 50, 30];
export const GROUP_BY_RETURN_TYPES: readonly GroupByReturnType[] = ['groups', 'representatives'];

export interface RankingOption {
  label: string;
  ranking_criteria_type: RankingCriteria;
}

const RANK_RESOLUTION: RankingOption = {
  label: 'Resolution (Best)',
  ranking_criteria_type: { sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' },
};
const RANK_SCORE: RankingOption = {
  label: 'Score (Best)',
  ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
};
const RANK_ENTITY_RESIDUES: RankingOption = {
  label: 'Entity Residue Count (Highest)',
  ranking_criteria_type: { sort_by: 'entity_poly.rcsb_sample_sequence_length', direction: 'desc' },
};
const RANK_RELEASE_DATE: RankingOption = {
  label: 'Release Date (Newest)',
  ranking_criteria_type: { sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
};

export interface GroupByMode {
  aggregation_method: AggregationMethod;
  label: string;
  /** The return type the mode requires. */
  return_type: ReturnType;
  ranking: readonly RankingOption[];
}

/** Group-by modes and their "Represent by" ranking options (seed 000 §3, 001 §9). */
export const GROUP_BY_MODES: readonly GroupByMode[] = [
  {
    aggregation_method: 'matching_deposit_group_id',
    label: 'Deposition Group',
    return_type: 'entry',
    ranking: [
      {
        label: 'Entry Residues (Highest)',
        ranking_criteria_type: { sort_by: 'rcsb_entry_info.deposited_polymer_monomer_count', direction: 'desc' },
      },
      {
        label: 'Modeled Residues (Highest)',
        ranking_criteria_type: {
          sort_by: 'rcsb_entry_info.deposited_modeled_polymer_monomer_count',
          direction: 'desc',
        },
      },
      {
        label: 'Chain Count (Highest)',
        ranking_criteria_type: {
          sort_by: 'rcsb_entry_info.deposited_polymer_entity_instance_count',
          direction: 'desc',
        },
      },
      RANK_RESOLUTION,
      RANK_SCORE,
    ],
  },
  {
    aggregation_method: 'sequence_identity',
    label: 'Sequence Identity',
    return_type: 'polymer_entity',
    ranking: [RANK_ENTITY_RESIDUES, RANK_RELEASE_DATE, RANK_RESOLUTION, RANK_SCORE],
  },
  {
    aggregation_method: 'matching_uniprot_accession',
    label: 'UniProt Accession',
    return_type: 'polymer_entity',
    ranking: [
      { label: 'Coverage (Largest)', ranking_criteria_type: { sort_by: 'coverage' } },
      RANK_ENTITY_RESIDUES,
      RANK_RELEASE_DATE,
      RANK_RESOLUTION,
      RANK_SCORE,
    ],
  },
];

export const PAGE_SIZES: readonly number[] = [25, 50, 100];
export const DEFAULT_START = 0;
export const DEFAULT_SCORING_STRATEGY: ScoringStrategy = 'combined';
export const SCORING_STRATEGIES: readonly ScoringStrategy[] = [
  'combined',
  'sequence',
  'seqmotif',
  'strucmotif',
  'structure',
  'chemical',
  'text',
  'text_chem',
  'full_text',
];
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

// Widths, columns, collapse points and delays of the components: src/ui/common/layout.ts.

// ---------------------------------------------------------------------------------------------
// Alphabets and identifier patterns

// SEQUENCE_ALPHABETS, ENTRY_ID_PATTERN, CSM_ID_PATTERN and PRD_ID_PATTERN: constants-core.ts.
/** Strict calendar date for attribute inputs. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------------------------------------
// Views, layout, storage

export const RESULT_VIEWS: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'summary', label: 'Summary' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'compact', label: 'Compact' },
  { id: 'stats', label: 'Stats' },
  { id: 'report', label: 'Tabular Report' },
];
export const REPORT_SUBVIEWS = ['pdb_ids', 'custom_report', 'create_custom_report'] as const;
export const ALIGNMENT_REFERENCES = ['Query', 'Subject', 'Pairwise'] as const;
export const MAIN_TABS = ['Search', 'Query History', 'Browse Annotations', 'MyPDB'] as const;
export const MYPDB_VIEWS = ['login', 'queries', 'account'] as const;
export const MYPDB_TITLES = {
  help: 'Help',
  login: 'Sign In',
  queries: 'Search Queries',
  account: 'Account Settings',
} as const;
export const LOGIN_PROVIDERS: ReadonlyArray<{ id: LoginProvider; name: string }> = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'orcid', name: 'ORCID' },
];
export const HISTORY_STORAGE_KEY = 'queryHistory';
export const STORE_CONTEXT_KEY = 'pdb-search-store';
export const UNKNOWN_LIGAND_ID = 'UNL';
export const REPORT_FORMATS = ['csv', 'json'] as const;
export const DOWNLOAD_MODE = 'download-files';

// ---------------------------------------------------------------------------------------------
// UI labels quoted by the seeds

export const LABELS = {
  selectValue: '-- Select value --',
  more: 'More...',
  less: 'Less',
  ellipsis: '...',
  loading: 'Loading...',
  noImage: 'No Image',
  continue: 'Continue',
  createCustomReport: 'Create Custom Tabular Report',
  returnToResults: 'Return to Search Results',
  downloadIds: 'Download IDs',
  displayIds: 'Display IDs',
  alignmentReference: 'Alignment Reference',
  downloadAlignments: 'Download Alignments (FASTA)',
  /** Seed 001 §2 routes: /3d-view?loadPdbIds= and alignment?request-body=. */
  motifAlignment3d: 'Motif alignment in 3D',
  pairwiseAlignment3d: '3D pairwise alignment (tm-align)',
  representBy: 'Represent by',
  sortBy: 'Sort by',
  all: 'All',
  selected: 'Selected',
  count: 'Count',
  clear: 'Clear',
  clearAll: 'Clear all',
  appliedRefinements: 'Applied refinements',
  search: 'Search',
  and: 'AND',
  or: 'OR',
  not: 'NOT',
  addAttribute: 'Add Attribute',
  addSubquery: 'Add Subquery',
  removeSubquery: 'Remove Subquery',
  addTerm: 'Add Term',
  addResidue: 'Add Residue',
  openInMolstar: 'Open in Mol*',
  openChemicalSketch: 'Open Chemical Sketch Tool',
  historyColumns: ['Query', 'Include CSM', 'Result Type', 'Count', 'Last run', 'Save to MyPDB'],
  savedColumns: ['Query', 'Include CSM', 'Result Type', 'Count', 'Saved', 'Notify'],
  ligandColumns: ['ID', 'Name', 'Formula', 'Molecular Weight', 'Type'],
  accountFields: ['Name', 'Notification Email', 'Provider', 'Provider ID', 'Account Created', 'Last Update'],
  myPdbLinks: {
    help: 'Help',
    queries: 'Saved Queries',
    account: 'Account Settings',
    signOut: 'Sign out',
    signIn: 'Sign In',
  },
  myPdbLogin: 'MyPDB Login',
  saveToMyPdb: 'Save to MyPDB',
  edit: 'Edit',
  save: 'Save',
  deleteAll: 'Delete All',
  downloadAccountData: 'Download Account Data',
  deleteAllQueries: 'Delete All Queries',
  deleteAccount: 'Delete Account',
} as const;

// ---------------------------------------------------------------------------------------------
// Messages (fixed strings)

export const STRUCMOTIF_PREFIX = 'Structure Motif query is invalid.';

export const MESSAGES = {
  // seed 000 §5
  emptyQuery: 'Please enter search criteria...',
  sequenceTooShort: 'The sequence must contain at least 25 residues',
  evalueInvalid: 'Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation',
  identityInvalid:
    'Sequence Identity Cutoff must be an integer between 0 and 100 inclusive, representing a percentage value',
  motifTooShort: 'The sequence motif must contain at least 2 characters',
  strucmotifPrefix: STRUCMOTIF_PREFIX,
  strucmotifInvalidEntryId: 'Invalid Entry ID.',
  strucmotifInvalidUrl: 'Invalid URL.',
  strucmotifFormatRequired: 'Format must be specified when searching by URL.',
  strucmotifReferenceRequired: 'Entry ID or (URL and format) must be set.',
  strucmotifResidueIncomplete: 'Each residue must have a defined Chain ID, Operator, and Residue Number.',
  strucmotifTooFewResidues: '2 or more residues must be defined.',
  structureInvalidEntryId: 'Enter a valid Entry ID',
  structureInvalidUrl: 'Enter a valid URL',
  suggesterCountInvalid: 'The following inputs need a valid Entry ID:',
  chemicalValueRequired: 'Enter a value.',
  invalidInput: INVALID_INPUT_MESSAGE,
  attributeNotSupported: 'The attribute is not supported',
  noParameters: 'No parameters found...',
  noRefinements: 'No Refinements have been selected.',
  // seed 000 §8
  missingRequest: "ERROR: Missing argument for 'request'",
  multipleServices: 'query contains multiple terminal nodes of more than one service type',
  requestQueryErrorsPrefix: 'request query contains error(s): ',
  contactUsAdvice: 'Please use the Contact Us button to report the problem.',
  loadError: 'There was an error loading the data.',
  loadingData: 'Loading data...',
  loadingCount: 'Loading count data...',
  noResults: 'No results matching the current query were found.',
  noResultsPdb: 'No results matching the current query were found in the PDB.',
  enterValidEntryId: 'Enter a valid Entry ID.',
  // seed 001 §2, §5, §8
  loginIntro: 'Sign in to MyPDB to save searches, run previously saved searches, or change your account settings.',
  noHistory: 'Currently there is no query history.',
  noSavedQueries: 'You have no saved queries.',
  querySaved: 'Query saved to MyPDB',
  saveQueryFailed: 'An unknown error occurred while saving query to MyPDB',
  /** Why a report cannot be saved: no search is on screen (follows saveQueryFailed). */
  noQueryToSave: 'there is no current search to save',
  fileTooLarge: 'File too large, maximum size is 10 MB',
  uploadFailed: 'File upload failed',
  uploadLoading: 'Loading...',
  reportLoadFailed: 'Error retrieving data.',
  notYetImplemented: 'NOT YET IMPLEMENTED',
  noResultIdsSelected: NO_RESULT_IDS_SELECTED_MESSAGE,
  rerunWithCsm: 'Re-run your current query with Computed Structure Models (CSM) included',
  noImage: 'No Image',
  // Not worded by the seeds; chosen here so there is one copy.
  noActiveQuery: 'Use the search bar or the query builder to search the archive.',
  noTabularResults: 'No tabular report results were found for the current query.',
  wildcardNotSupported: "The full-text wildcard '*' is not supported",
  strucmotifTooManyResidues: 'No more than 10 residues may be defined.',
  strucmotifUrlFormat: 'Format must be cif or bcif when searching by URL.',
  strucmotifTooManyExchanges: 'Each residue may have at most 4 exchanges.',
  strucmotifInvalidRmsd: 'RMSD Cutoff must be a non-negative number.',
  /** Why a structure named by a plain http:// URL is not fetched (the form and the server alike). */
  httpsOnlyUrls: 'only https URLs can be fetched',
  suggesterCountHelp:
    'The Entry ID must match exactly one entry before counting. Type a complete Entry ID and choose it from the menu.',
  csmExcludedFromBatch: 'Computed Structure Models are excluded from batch file download.',
  batchUnavailable:
    'Batch file download is unavailable: the results contain no experimental or integrative structures.',
  confirmDeleteHistory: 'Delete all query history? This action cannot be undone.',
  confirmDeleteAllQueries: 'Delete all saved queries? This action cannot be undone.',
  confirmDeleteAccount:
    'Delete your MyPDB account? Your saved queries are deleted too. This action cannot be undone; you can create a new account later.',
  confirmOverwriteAttributes: 'Replace the current attribute selection?',
  /** Saving a query MyPDB already holds keeps the one saved. */
  queryAlreadySaved: 'This query is already saved in MyPDB.',
  /** A notification address whose confirmation link was not opened yet. */
  emailNotConfirmed: 'Not confirmed: no notification e-mail is sent to this address until it is.',
  sendConfirmation: 'Send confirmation mail',
  /** MyPDB's sign-in list came back empty: no provider serves this visitor. */
  noSignInProviders: 'This archive server offers no way to sign in to MyPDB.',
  // ours: a request the builder cannot show (services mixed inside one group)
  mixedServiceGroup: 'This query combines services inside one group, which the query builder cannot show',
} as const;

export type MessageKey = keyof typeof MESSAGES;

// ---------------------------------------------------------------------------------------------
// Message templates (seed wording with placeholders filled in)

export const MESSAGE_TEMPLATES = {
  /** 'Structure Motif query is invalid. Invalid Entry ID.' */
  strucmotif: (detail: string): string => `${STRUCMOTIF_PREFIX} ${detail}`,
  /** Sequence alphabet alert; lists the allowed characters. */
  sequenceInvalidCharacters: (type: SequenceType, invalid: string): string =>
    `The sequence contains invalid characters (${invalid}). Allowed characters for ${type} sequences are: ${SEQUENCE_ALPHABETS[type]}`,
  strucmotifUnknownExchange: (code: string): string => `Exchange ${code} is not a recognized residue code.`,
  /** A structure file named by URL that cannot be read, and why (the form and the server alike). */
  structureNotFetched: (reason: string): string => `The structure file could not be fetched: ${reason}`,
  attributeEmptyOrInvalid: (name: string): string => `${name} contains an empty or invalid value.`,
  attributeInvalid: (name: string): string => `${name} contains an invalid value.`,
  noDataForEntry: (id: string): string => noDataFoundMessage(id),
  suggesterCountInvalid: (sections: readonly string[]): string =>
    `${MESSAGES.suggesterCountInvalid} ${sections.join(', ')}`,
  error: (details: string): string => `ERROR: ${details}`,
  statusError: (statusCode: number, msg: string): string => `${statusCode} ${msg}`,
  httpError: (status: number, statusText: string): string => `${status}: ${statusText}`,
  requestQueryErrors: (details: string): string => `${MESSAGES.requestQueryErrorsPrefix}${details}`,
  noResultsAfterGrouping: (stats: string): string =>
    `This query returned ${stats} but no results remain after grouping.`,
  /** `stats` as for noResultsAfterGrouping: '12,345 Polymer Entities'. */
  groupingWarningDetails: (stats: string): string => `This query matches ${stats} but none of them could be grouped.`,
  signInWith: (provider: string): string => `Sign in with ${provider}`,
  signedInAs: (provider: string, name: string): string => `Signed in via ${provider} as ${name}`,
  /** After a notification address was set: where its confirmation link went. */
  confirmationSent: (email: string): string =>
    `A confirmation mail was sent to ${email}. Notification e-mail goes to this address once you open its link.`,
  savedQueryCount: (n: number): string => `You have ${n} saved ${plural(n, 'query', 'queries')}.`,
  saveQueryFailed: (error?: string): string =>
    error ? `${MESSAGES.saveQueryFailed}: ${error}` : MESSAGES.saveQueryFailed,
  /** The mark of a saved query that re-opens a custom report. */
  savedReportColumns: (n: number): string => `Custom report: ${n} ${plural(n, 'column', 'columns')}`,
  extensionNotRecognized: (extensions: readonly string[]): string =>
    `Extension not recognized, must be: [${extensions.join(', ')}]`,
  uploadFailed: (status?: number, serverError?: string): string =>
    `${MESSAGES.uploadFailed}${status !== undefined ? ` - Status: ${status}` : ''}${
      serverError ? ` - Message: ${serverError}` : ''
    }`,
  moreChains: (n: number): string => `More (${n})`,
  missingData: (identifier: string): string => `MISSING DATA FOR ${identifier}`,
  missingGroupData: (id: string): string => `MISSING data FOR ${id}`,
  missingRepresentativeData: (id: string): string => `MISSING representative_item.data FOR ${id}`,
  releaseDateBin: (year: number): string => `${year} - ${year + 4}`,
  // What an embedding page must allow or list, instead of a silent failure.
  /** The page's Content-Security-Policy refused the sketcher's frame (a securitypolicyviolation). */
  cspBlocksSketcher: (archiveOrigin: string): string =>
    `The sketcher could not load: this page's Content-Security-Policy must allow frame-src ${archiveOrigin}`,
  /** The sketcher's frame never said it was ready: the likely cause, hedged. */
  sketcherTimedOut: (archiveOrigin: string): string =>
    `The sketcher did not load: if this page has a Content-Security-Policy, it must allow frame-src ${archiveOrigin}`,
  /** The page's Content-Security-Policy refused the file download's form post. */
  cspBlocksDownload: (archiveOrigin: string): string =>
    `Download Files could not start: this page's Content-Security-Policy must allow form-action ${archiveOrigin}`,
  /** The archive answered MyPDB's requests without CORS headers for this page's origin. */
  originNotInCorsOrigins: (pageOrigin: string): string =>
    `MyPDB cannot reach the archive server from this page: the server's CORS_ORIGINS must list this page's origin, ${pageOrigin}`,
  /** MyPDB's sign-in list could not be fetched for another reason (the network, the server). */
  mypdbUnreachable: (detail: string): string => `MyPDB could not reach the archive server: ${detail}`,
  /** Asked before switching the return type a service needs (seed 000 §5 confirmations). */
  returnTypeConfirmation: (serviceLabel: string, returnTypeLabel: string): string =>
    `${serviceLabel} search returns ${returnTypeLabel}. Change the return type to ${returnTypeLabel}?`,
} as const;
