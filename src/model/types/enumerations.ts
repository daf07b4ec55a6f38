// Enumerations of the RCSB Search API v2 and the seeds, as string-literal unions.
// Pure types (see types.ts, which re-exports every module of the vocabulary).

// ---------------------------------------------------------------------------------------------
// Enumerations (runtime lists live in constants/vocabulary.ts, their labels in constants/labels.ts)

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
/** Every format the product knows; each service narrows it (see constants/vocabulary.ts). */
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
/**
 * The context an attribute must have for a client's suggester to offer its values: our archive
 * suggests every exact-match attribute, the public suggester only those with 'suggest'.
 */
export type ValueSuggestContext = Extract<SearchContext, 'exact-match' | 'suggest'>;
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
