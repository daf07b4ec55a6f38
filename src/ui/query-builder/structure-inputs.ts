// What the Structure Similarity and Structure Motif sections show besides the model's rules: the
// option labels and which input a seed message is about. The RMSD input types as the E-value does
// (sequence-inputs.ts: seed 001 §5 gives both one numeric-pattern rule). The rules
// themselves stay in the model (structure-reference.ts, strucmotif-residues.ts, the validators).

import type {
  AtomPairingScheme,
  StructureOperator,
  StructureReferenceSource,
  TargetSearchSpace,
} from '../../model/types.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../model/constants.ts';

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

/** The motif section's inputs a seed message can be about. */
export type StrucmotifField = 'reference' | 'residues' | 'rmsd' | 'other';

const REFERENCE_MESSAGES = [
  MESSAGES.strucmotifInvalidEntryId,
  MESSAGES.strucmotifInvalidUrl,
  MESSAGES.strucmotifFormatRequired,
  MESSAGES.strucmotifUrlFormat,
  MESSAGES.strucmotifReferenceRequired,
].map(MESSAGE_TEMPLATES.strucmotif);

/** Which input the model's message for a structure motif terminal is about. */
export function strucmotifProblemField(message: string): StrucmotifField {
  if (REFERENCE_MESSAGES.includes(message)) return 'reference';
  if (message === MESSAGE_TEMPLATES.strucmotif(MESSAGES.strucmotifInvalidRmsd)) return 'rmsd';
  if (message.startsWith(MESSAGES.strucmotifPrefix)) return 'residues';
  return 'other';
}
