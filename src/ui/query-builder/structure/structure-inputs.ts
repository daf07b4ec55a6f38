// What the Structure Similarity and Structure Motif sections show besides the model's rules: the
// option labels. The RMSD input types as the E-value does (sequence-inputs.ts: seed 001 §5 gives
// both one numeric-pattern rule). The rules themselves, and which input a problem is about, stay in
// the model (structure-reference.ts, strucmotif-residues.ts, the validators).

import type {
  AtomPairingScheme,
  StructureOperator,
  StructureReferenceSource,
  TargetSearchSpace,
} from '../../../model/types.ts';

export const REFERENCE_SOURCE_LABELS: Readonly<Record<StructureReferenceSource, string>> = {
  entry_id: 'Entry ID',
  url: 'File URL',
  upload: 'File Upload',
};

export const STRUCTURE_OPERATOR_LABELS: Readonly<Record<StructureOperator, string>> = {
  strict_shape_match: 'Strict Shape Match',
  relaxed_shape_match: 'Relaxed Shape Match',
};

export const TARGET_SEARCH_SPACE_LABELS: Readonly<Record<TargetSearchSpace, string>> = {
  assembly: 'Assemblies',
  polymer_entity_instance: 'Polymer Entity Instances (Chains)',
};

export const ATOM_PAIRING_LABELS: Readonly<Record<AtomPairingScheme, string>> = {
  ALL: 'All Atoms',
  SIDE_CHAIN: 'Side Chain Atoms',
  BACKBONE: 'Backbone Atoms',
  PSEUDO_ATOMS: 'Pseudo Atoms',
};
