// The wire vocabulary: every enumeration the requests, the URLs and the storage use (return types,
// services, their parameters, operators, formats, view ids, keys), quoted as the seeds and the
// official schemas write them (seed 000 §3/§9, 001 §2/§9). What the UI shows for each value:
// labels.ts; numbers and defaults: limits.ts.

import { MOTIF_RESIDUE_CODES } from '../residue-codes.ts';
import type {
  AtomPairingScheme,
  BuilderOperator,
  ChemicalMatchType,
  ChemicalQueryType,
  DescriptorType,
  GroupByReturnType,
  LegacySequenceTarget,
  PatternType,
  ReturnType,
  ScoringStrategy,
  SequenceType,
  ServiceType,
  SimilarityCutoff,
  StructureFileFormat,
  StructureOperator,
  TargetSearchSpace,
  WireAttributeOperator,
} from '../types.ts';

// ---------------------------------------------------------------------------------------------
// Services and return types

/** Builder section order (seed 000 §1); SERVICES (labels.ts) pairs each with its label. */
export const SERVICE_TYPES: readonly ServiceType[] = [
  'full_text',
  'text',
  'text_chem',
  'sequence',
  'seqmotif',
  'structure',
  'strucmotif',
  'chemical',
];
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
export const ALL_RETURN_TYPES: readonly ReturnType[] = [
  'entry',
  'polymer_entity',
  'non_polymer_entity',
  'polymer_instance',
  'assembly',
  'mol_definition',
];

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

// ---------------------------------------------------------------------------------------------
// Grouping and scoring

export const GROUP_SIMILARITY_CUTOFFS: readonly SimilarityCutoff[] = [100, 95, 90, 70, 50, 30];
export const GROUP_BY_RETURN_TYPES: readonly GroupByReturnType[] = ['groups', 'representatives'];
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

// ---------------------------------------------------------------------------------------------
// Identifier patterns

// SEQUENCE_ALPHABETS, ENTRY_ID_PATTERN, CSM_ID_PATTERN and PRD_ID_PATTERN: core.ts.
/** Strict calendar date for attribute inputs. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------------------------------------
// Views, storage, downloads

export const REPORT_SUBVIEWS = ['pdb_ids', 'custom_report', 'create_custom_report'] as const;
export const MYPDB_VIEWS = ['login', 'queries', 'account'] as const;
export const HISTORY_STORAGE_KEY = 'queryHistory';
export const STORE_CONTEXT_KEY = 'pdb-search-store';
export const UNKNOWN_LIGAND_ID = 'UNL';
export const REPORT_FORMATS = ['csv', 'json'] as const;
export const DOWNLOAD_MODE = 'download-files';
