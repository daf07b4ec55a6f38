// The wire parameters of the eight search services, one interface each.
// Pure types (see types.ts, which re-exports every module of the vocabulary).
import type {
  AtomPairingScheme,
  ChemicalMatchType,
  DescriptorType,
  LegacySequenceTarget,
  MotifPruningStrategy,
  PatternType,
  SequenceType,
  SimilarityType,
  StrucmotifUrlFormat,
  StructureOperator,
  StructureUrlFormat,
  TargetSearchSpace,
  WireAttributeOperator,
} from './enumerations.ts';

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
