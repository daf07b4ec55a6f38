// Whole-request checks of structure and structure-motif terminal parameters: the properties each
// may carry and the reference shapes, as the official schema has them. The field rules (entry id,
// URL, format, residues, exchanges, options) are validation/structure.ts's and
// validation/strucmotif-fields.ts's, which the builder and the archive's services share.

import type { Err } from '../types.ts';
import { structural, unknownKey, type UnknownRecord } from './checks.ts';
import { checkResidueIds, checkStrucmotifOptions, checkStrucmotifReference } from '../validation/strucmotif-fields.ts';
import { checkStructureOptions, checkStructureReference } from '../validation/structure.ts';

const STRUCMOTIF_VALUE_KEYS = {
  entry: ['entry_id', 'residue_ids'],
  url: ['url', 'format', 'residue_ids'],
  data: ['data', 'format', 'residue_ids'],
} as const;

export function checkStrucmotifTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(
    p,
    [
      'value',
      'rmsd_cutoff',
      'atom_pairing_scheme',
      'exchanges',
      'backbone_distance_tolerance',
      'side_chain_distance_tolerance',
      'angle_tolerance',
      'limit',
      'motif_pruning_strategy',
      'allowed_structures',
      'excluded_structures',
    ],
    'strucmotif parameters',
  );
  if (extra) return extra;
  const kind = checkStrucmotifReference(p.value);
  if (!kind.ok) return kind;
  const v = p.value as UnknownRecord;
  const bad = unknownKey(v, STRUCMOTIF_VALUE_KEYS[kind.value], 'strucmotif value');
  if (bad) return bad;
  return checkResidueIds(v.residue_ids, kind.value === 'entry') ?? checkStrucmotifOptions(p);
}

export function checkStructureTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(
    p,
    ['value', 'operator', 'target_search_space', 'number_of_candidates', 'ptmscore_cutoff', 'similarity_type'],
    'structure parameters',
  );
  if (extra) return extra;
  const reference = checkStructureReference(p.value);
  if (reference) return reference;
  const v = p.value as UnknownRecord;
  if (v.entry_id !== undefined) {
    const hasAssembly = typeof v.assembly_id === 'string' && v.assembly_id !== '';
    const hasChain = typeof v.asym_id === 'string' && v.asym_id !== '';
    if (hasAssembly === hasChain) return structural('structure value needs exactly one of assembly_id and asym_id');
    const bad = unknownKey(v, ['entry_id', hasAssembly ? 'assembly_id' : 'asym_id'], 'structure value');
    if (bad) return bad;
  } else if (v.url !== undefined) {
    const bad = unknownKey(v, ['url', 'format', 'asym_id', 'assembly_id'], 'structure value');
    if (bad) return bad;
    if (v.asym_id !== undefined && v.assembly_id !== undefined)
      return structural('structure value needs at most one of assembly_id and asym_id');
  } else {
    const bad = unknownKey(v, ['data', 'format'], 'structure value');
    if (bad) return bad;
  }
  return checkStructureOptions(p);
}
