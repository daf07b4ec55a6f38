// Field rules of a sent structure motif terminal (seed 000 §5, §9; the official schema's bounds
// where the seeds say nothing), answered with the seeds' messages behind 'Structure Motif query is
// invalid.'. The builder (validation/strucmotif.ts), the request checks
// (request/structure-terminals.ts) and the archive's strucmotif service all call these, so a motif
// is refused alike wherever it comes in. Which properties a request may carry is the schema's (and
// the request checks'): nothing here refuses an unknown key, and absent fields are the callers' to
// default.

import type { Err, MotifPruningStrategy, Result } from '../types.ts';
import { ATOM_PAIRING_SCHEMES, EXCHANGE_RESIDUE_CODES, STRUCMOTIF_URL_FORMATS } from '../constants/vocabulary.ts';
import { LIMITS } from '../constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { resultOk } from '../result.ts';
import { isValidEntryId, isValidUrl, parseNonNegativeNumber } from '../input-values.ts';
import { unfetchableUrlMessage } from '../fetchable-url.ts';
import { includes, invalidOption, isBase64, isBlank, strucmotifErr } from './common.ts';
import { isInteger, structural, type UnknownRecord } from '../request/checks.ts';
import { isRecord } from '../json-shape.ts';

export const MOTIF_PRUNING_STRATEGIES: readonly MotifPruningStrategy[] = ['NONE', 'KRUSKAL'];
const TOLERANCES = ['backbone_distance_tolerance', 'side_chain_distance_tolerance', 'angle_tolerance'] as const;

/** From LIMITS.minStrucmotifResidues to LIMITS.maxStrucmotifResidues residues. */
export function checkResidueCount(count: number): Err | null {
  if (count < LIMITS.minStrucmotifResidues) return strucmotifErr(MESSAGES.strucmotifTooFewResidues);
  if (count > LIMITS.maxStrucmotifResidues) return strucmotifErr(MESSAGES.strucmotifTooManyResidues);
  return null;
}

/** A chain, a residue number (label_seq_id, never negative) and, when given, an operator. */
export function isResidueId(id: unknown): boolean {
  if (!isRecord(id)) return false;
  if (Object.keys(id).some((key) => !['label_asym_id', 'label_seq_id', 'struct_oper_id'].includes(key))) return false;
  if (typeof id.label_asym_id !== 'string' || id.label_asym_id.trim() === '') return false;
  if (!isInteger(id.label_seq_id) || id.label_seq_id < 0) return false;
  return id.struct_oper_id === undefined || (typeof id.struct_oper_id === 'string' && id.struct_oper_id.trim() !== '');
}

/** A motif's residue_ids: required with an entry, optional for a file that holds just the motif. */
export function checkResidueIds(ids: unknown, required: boolean): Err | null {
  if (ids === undefined && !required) return null;
  if (!Array.isArray(ids)) return strucmotifErr(MESSAGES.strucmotifTooFewResidues);
  const count = checkResidueCount(ids.length);
  if (count) return count;
  return ids.every(isResidueId) ? null : strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
}

/** A URL or file reference needs its format, cif or bcif. */
export function checkStrucmotifFormat(format: unknown): Err | null {
  if (isBlank(format)) return strucmotifErr(MESSAGES.strucmotifFormatRequired);
  return includes(STRUCMOTIF_URL_FORMATS, format) ? null : strucmotifErr(MESSAGES.strucmotifUrlFormat);
}

/** Which reference a motif value gives (a valid entry id, URL or Base64 data, with its format). */
export function checkStrucmotifReference(v: unknown): Result<'entry' | 'url' | 'data'> {
  if (!isRecord(v)) return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
  if (v.entry_id !== undefined)
    return isValidEntryId(v.entry_id) ? resultOk('entry') : strucmotifErr(MESSAGES.strucmotifInvalidEntryId);
  if (v.url !== undefined) {
    if (!isValidUrl(v.url)) return strucmotifErr(MESSAGES.strucmotifInvalidUrl);
    const refused = unfetchableUrlMessage(String(v.url));
    if (refused) return strucmotifErr(refused);
    return checkStrucmotifFormat(v.format) ?? resultOk('url');
  }
  if (v.data !== undefined) {
    if (!isBase64(v.data)) return structural('strucmotif data must be base64');
    return checkStrucmotifFormat(v.format) ?? resultOk('data');
  }
  return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
}

/** One residue's allowed exchanges: at most LIMITS.maxExchanges known residue codes. */
export function checkExchangeCodes(codes: readonly unknown[]): Err | null {
  if (codes.length > LIMITS.maxExchanges) return strucmotifErr(MESSAGES.strucmotifTooManyExchanges);
  const unknown = codes.find((code) => !EXCHANGE_RESIDUE_CODES.includes(String(code)));
  return unknown === undefined ? null : strucmotifErr(MESSAGE_TEMPLATES.strucmotifUnknownExchange(String(unknown)));
}

/**
 * The exchanges list: each for a whole residue id, its allowed codes (which the schema lets a
 * client leave out: no exchange then) known, and at most LIMITS.maxTotalExchanges codes in all.
 */
function checkExchanges(exchanges: unknown): Err | null {
  if (!Array.isArray(exchanges) || exchanges.length === 0) return structural('exchanges must be a non-empty list');
  let total = 0;
  for (const exchange of exchanges) {
    if (!isRecord(exchange) || !isResidueId(exchange.residue_id))
      return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
    const allowed = exchange.allowed;
    if (allowed === undefined) continue;
    if (!Array.isArray(allowed) || allowed.length === 0) return structural('exchanges need allowed residue codes');
    const codes = checkExchangeCodes(allowed);
    if (codes) return codes;
    total += allowed.length;
  }
  return total > LIMITS.maxTotalExchanges ? structural(`at most ${LIMITS.maxTotalExchanges} exchanges in total`) : null;
}

/** A motif terminal's search options, where given: cutoff, pairing, pruning, tolerances, limits, exchanges. */
export function checkStrucmotifOptions(p: UnknownRecord): Err | null {
  const rmsd = p.rmsd_cutoff;
  if (rmsd !== undefined && (typeof rmsd !== 'number' || parseNonNegativeNumber(rmsd) === null))
    return strucmotifErr(MESSAGES.strucmotifInvalidRmsd);
  if (p.atom_pairing_scheme !== undefined && !includes(ATOM_PAIRING_SCHEMES, p.atom_pairing_scheme))
    return invalidOption('atom_pairing_scheme', p.atom_pairing_scheme);
  if (p.motif_pruning_strategy !== undefined && !includes(MOTIF_PRUNING_STRATEGIES, p.motif_pruning_strategy))
    return invalidOption('motif_pruning_strategy', p.motif_pruning_strategy);
  for (const key of TOLERANCES) {
    const t = p[key];
    if (t !== undefined && (!isInteger(t) || t < 0 || t > 3)) return structural(`${key} must be an integer 0 to 3`);
  }
  if (p.limit !== undefined && (!isInteger(p.limit) || p.limit < 0))
    return structural('limit must be a non-negative integer');
  for (const key of ['allowed_structures', 'excluded_structures'] as const) {
    const list = p[key];
    if (list !== undefined && (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== 'string')))
      return structural(`${key} must be a non-empty list of identifiers`);
  }
  return p.exchanges === undefined ? null : checkExchanges(p.exchanges);
}
