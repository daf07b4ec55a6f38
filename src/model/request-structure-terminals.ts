// Whole-request checks of structure and structure-motif terminal parameters, with the seeds'
// messages where the seeds word a rule and the official schema's bounds otherwise.

import type { Err } from './types.ts';
import {
  ATOM_PAIRING_SCHEMES,
  EXCHANGE_RESIDUE_CODES,
  LIMITS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  STRUCMOTIF_URL_FORMATS,
  STRUCTURE_OPERATORS,
  STRUCTURE_URL_FORMATS,
  TARGET_SEARCH_SPACES,
} from './constants.ts';
import { resultErr } from './result.ts';
import { isValidEntryId, isValidUrl } from './input-values.ts';
import { includes, invalidOption, strucmotifErr } from './validation-common.ts';
import { isInteger, isRecord, structural, unknownKey, type UnknownRecord } from './request-checks.ts';

function checkResidueIds(ids: unknown, required: boolean): Err | null {
  if (ids === undefined && !required) return null;
  if (!Array.isArray(ids) || ids.length < LIMITS.minStrucmotifResidues)
    return strucmotifErr(MESSAGES.strucmotifTooFewResidues);
  if (ids.length > LIMITS.maxStrucmotifResidues) return strucmotifErr(MESSAGES.strucmotifTooManyResidues);
  for (const id of ids) {
    if (!isResidueId(id)) return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
  }
  return null;
}

function isResidueId(id: unknown): boolean {
  if (!isRecord(id)) return false;
  if (Object.keys(id).some((key) => !['label_asym_id', 'label_seq_id', 'struct_oper_id'].includes(key))) return false;
  if (typeof id.label_asym_id !== 'string' || id.label_asym_id.trim() === '') return false;
  if (!isInteger(id.label_seq_id) || id.label_seq_id < 0) return false;
  return id.struct_oper_id === undefined || (typeof id.struct_oper_id === 'string' && id.struct_oper_id.trim() !== '');
}

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

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
  const v = p.value;
  if (!isRecord(v)) return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
  if (v.entry_id !== undefined) {
    if (!isValidEntryId(v.entry_id)) return strucmotifErr(MESSAGES.strucmotifInvalidEntryId);
    const bad = unknownKey(v, ['entry_id', 'residue_ids'], 'strucmotif value');
    if (bad) return bad;
    const residues = checkResidueIds(v.residue_ids, true);
    if (residues) return residues;
  } else if (v.url !== undefined) {
    if (!isValidUrl(v.url)) return strucmotifErr(MESSAGES.strucmotifInvalidUrl);
    if (v.format === undefined || v.format === '') return strucmotifErr(MESSAGES.strucmotifFormatRequired);
    if (!includes(STRUCMOTIF_URL_FORMATS, v.format)) return strucmotifErr(MESSAGES.strucmotifUrlFormat);
    const bad = unknownKey(v, ['url', 'format', 'residue_ids'], 'strucmotif value');
    if (bad) return bad;
    const residues = checkResidueIds(v.residue_ids, false);
    if (residues) return residues;
  } else if (v.data !== undefined) {
    if (typeof v.data !== 'string' || !BASE64_PATTERN.test(v.data)) return structural('strucmotif data must be base64');
    if (!includes(STRUCMOTIF_URL_FORMATS, v.format)) return strucmotifErr(MESSAGES.strucmotifUrlFormat);
    const bad = unknownKey(v, ['data', 'format', 'residue_ids'], 'strucmotif value');
    if (bad) return bad;
    const residues = checkResidueIds(v.residue_ids, false);
    if (residues) return residues;
  } else {
    return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
  }
  if (p.rmsd_cutoff !== undefined && (typeof p.rmsd_cutoff !== 'number' || !(p.rmsd_cutoff >= 0))) {
    return strucmotifErr(MESSAGES.strucmotifInvalidRmsd);
  }
  if (p.atom_pairing_scheme !== undefined && !includes(ATOM_PAIRING_SCHEMES, p.atom_pairing_scheme)) {
    return invalidOption('atom_pairing_scheme', p.atom_pairing_scheme);
  }
  if (p.motif_pruning_strategy !== undefined && !includes(['NONE', 'KRUSKAL'], p.motif_pruning_strategy)) {
    return invalidOption('motif_pruning_strategy', p.motif_pruning_strategy);
  }
  for (const key of ['backbone_distance_tolerance', 'side_chain_distance_tolerance', 'angle_tolerance'] as const) {
    const t = p[key];
    if (t !== undefined && (!isInteger(t) || t < 0 || t > 3)) return structural(`${key} must be an integer 0 to 3`);
  }
  if (p.limit !== undefined && (!isInteger(p.limit) || p.limit < 0))
    return structural('limit must be a non-negative integer');
  for (const key of ['allowed_structures', 'excluded_structures'] as const) {
    const list = p[key];
    if (list !== undefined && (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== 'string'))) {
      return structural(`${key} must be a non-empty list of identifiers`);
    }
  }
  if (p.exchanges !== undefined) {
    if (!Array.isArray(p.exchanges) || p.exchanges.length === 0)
      return structural('exchanges must be a non-empty list');
    let total = 0;
    for (const exchange of p.exchanges) {
      if (!isRecord(exchange) || !isResidueId(exchange.residue_id))
        return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
      const allowed = exchange.allowed;
      if (!Array.isArray(allowed) || allowed.length === 0) return structural('exchanges need allowed residue codes');
      if (allowed.length > LIMITS.maxExchanges) return strucmotifErr(MESSAGES.strucmotifTooManyExchanges);
      const unknown = allowed.find((code) => !EXCHANGE_RESIDUE_CODES.includes(String(code)));
      if (unknown !== undefined) return strucmotifErr(MESSAGE_TEMPLATES.strucmotifUnknownExchange(String(unknown)));
      total += allowed.length;
    }
    if (total > LIMITS.maxTotalExchanges) return structural(`at most ${LIMITS.maxTotalExchanges} exchanges in total`);
  }
  return null;
}

export function checkStructureTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(
    p,
    ['value', 'operator', 'target_search_space', 'number_of_candidates', 'ptmscore_cutoff', 'similarity_type'],
    'structure parameters',
  );
  if (extra) return extra;
  const v = p.value;
  if (!isRecord(v)) return resultErr(MESSAGES.structureInvalidEntryId);
  if (v.entry_id !== undefined) {
    if (!isValidEntryId(v.entry_id)) return resultErr(MESSAGES.structureInvalidEntryId);
    const hasAssembly = typeof v.assembly_id === 'string' && v.assembly_id !== '';
    const hasChain = typeof v.asym_id === 'string' && v.asym_id !== '';
    if (hasAssembly === hasChain) return structural('structure value needs exactly one of assembly_id and asym_id');
    const bad = unknownKey(v, ['entry_id', hasAssembly ? 'assembly_id' : 'asym_id'], 'structure value');
    if (bad) return bad;
  } else if (v.url !== undefined) {
    if (!isValidUrl(v.url) || !includes(STRUCTURE_URL_FORMATS, v.format))
      return resultErr(MESSAGES.structureInvalidUrl);
    const bad = unknownKey(v, ['url', 'format', 'asym_id', 'assembly_id'], 'structure value');
    if (bad) return bad;
    if (v.asym_id !== undefined && v.assembly_id !== undefined)
      return structural('structure value needs at most one of assembly_id and asym_id');
  } else if (v.data !== undefined) {
    if (typeof v.data !== 'string' || !BASE64_PATTERN.test(v.data)) return structural('structure data must be base64');
    if (!includes(STRUCTURE_URL_FORMATS, v.format)) return resultErr(MESSAGES.structureInvalidUrl);
    const bad = unknownKey(v, ['data', 'format'], 'structure value');
    if (bad) return bad;
  } else {
    return resultErr(MESSAGES.structureInvalidEntryId);
  }
  if (p.operator !== undefined && !includes(STRUCTURE_OPERATORS, p.operator))
    return invalidOption('operator', p.operator);
  if (p.target_search_space !== undefined && !includes(TARGET_SEARCH_SPACES, p.target_search_space)) {
    return invalidOption('target_search_space', p.target_search_space);
  }
  if (p.similarity_type !== undefined && !includes(['local', 'global'], p.similarity_type))
    return invalidOption('similarity_type', p.similarity_type);
  if (
    p.number_of_candidates !== undefined &&
    (!isInteger(p.number_of_candidates) || p.number_of_candidates < 0 || p.number_of_candidates > 15000)
  ) {
    return structural('number_of_candidates must be an integer up to 15000');
  }
  if (
    p.ptmscore_cutoff !== undefined &&
    !(typeof p.ptmscore_cutoff === 'number' && p.ptmscore_cutoff >= 0 && p.ptmscore_cutoff <= 1)
  ) {
    return structural('ptmscore_cutoff must be between 0 and 1');
  }
  return null;
}
