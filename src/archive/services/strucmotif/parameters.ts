// The strucmotif terminal's parameters (official schema, seed 000 §3/§9), read defensively:
// /rcsbsearch/v2/query hands over schema-checked requests, other callers may not. Bad input is a
// QueryError with the seed's message where it has one ('Structure Motif query is invalid. ...').
// Deprecated or advisory parameters are honoured where they mean something here (limit,
// motif_pruning_strategy, the tolerances, allowed/excluded structures) and otherwise ignored.

import {
  DEFAULTS,
  EXCHANGE_RESIDUE_CODES,
  LIMITS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  STRUCMOTIF_URL_FORMATS,
} from '../../../model/constants.ts';
import type { AtomPairingScheme, MotifPruningStrategy, ResidueId } from '../../../model/types.ts';
import { isValidEntryId, isValidUrl, normaliseEntryId } from '../../../model/input-values.ts';
import { QueryError } from '../../query/query-error.ts';
import { decodeInlineData } from '../coordinates/inline-data.ts';
import { PAIRING_SCHEMES } from './pairing.ts';

export type MotifReference =
  | { kind: 'entry'; entryId: string }
  | { kind: 'url'; url: string; format: string }
  | { kind: 'file'; bytes: Uint8Array; format: string };

export interface Tolerances {
  backbone: number;
  sideChain: number;
  angle: number;
}

export interface StrucmotifRequest {
  reference: MotifReference;
  /** Undefined only for a file or URL that holds just the motif. */
  residueIds: Required<ResidueId>[] | undefined;
  rmsdCutoff: number;
  scheme: AtomPairingScheme;
  /** Allowed residue codes by residue key (residueKey). */
  exchanges: Map<string, string[]>;
  tolerances: Tolerances;
  pruning: MotifPruningStrategy;
  /** Best hits kept; undefined = all. */
  limit: number | undefined;
  allowed: Set<string> | undefined;
  excluded: Set<string> | undefined;
}

const invalid = (detail: string) => new QueryError(MESSAGE_TEMPLATES.strucmotif(detail));

export function residueKey(id: Required<ResidueId>): string {
  return `${id.label_asym_id}|${id.label_seq_id}|${id.struct_oper_id}`;
}

export function describeResidue(id: Required<ResidueId>): string {
  return `${id.label_asym_id} ${id.label_seq_id}${id.struct_oper_id === '1' ? '' : ` (operator ${id.struct_oper_id})`}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readResidueId(value: unknown): Required<ResidueId> {
  if (!isRecord(value)) throw invalid(MESSAGES.strucmotifResidueIncomplete);
  const { label_asym_id: asym, label_seq_id: seq, struct_oper_id: oper } = value;
  if (typeof asym !== 'string' || asym.trim() === '') throw invalid(MESSAGES.strucmotifResidueIncomplete);
  if (typeof seq !== 'number' || !Number.isInteger(seq)) throw invalid(MESSAGES.strucmotifResidueIncomplete);
  if (oper !== undefined && (typeof oper !== 'string' || oper.trim() === ''))
    throw invalid(MESSAGES.strucmotifResidueIncomplete);
  return {
    label_asym_id: asym.trim(),
    label_seq_id: seq,
    struct_oper_id: typeof oper === 'string' ? oper.trim() : DEFAULTS.structOperId,
  };
}

function readResidueIds(value: unknown, required: boolean): Required<ResidueId>[] | undefined {
  if (value === undefined && !required) return undefined;
  if (!Array.isArray(value) || value.length < LIMITS.minStrucmotifResidues)
    throw invalid(MESSAGES.strucmotifTooFewResidues);
  if (value.length > LIMITS.maxStrucmotifResidues) throw invalid(MESSAGES.strucmotifTooManyResidues);
  const ids = value.map(readResidueId);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(residueKey(id))) throw invalid(`Residue ${describeResidue(id)} is given twice.`);
    seen.add(residueKey(id));
  }
  return ids;
}

function readReference(value: unknown): MotifReference {
  if (!isRecord(value)) throw invalid(MESSAGES.strucmotifReferenceRequired);
  if (value.entry_id !== undefined) {
    if (!isValidEntryId(value.entry_id)) throw invalid(MESSAGES.strucmotifInvalidEntryId);
    return { kind: 'entry', entryId: normaliseEntryId(value.entry_id) };
  }
  const format = (): string => {
    if (value.format === undefined || value.format === '') throw invalid(MESSAGES.strucmotifFormatRequired);
    const f = String(value.format).trim().toLowerCase();
    if (!(STRUCMOTIF_URL_FORMATS as readonly string[]).includes(f)) throw invalid(MESSAGES.strucmotifUrlFormat);
    return f;
  };
  if (value.url !== undefined) {
    if (!isValidUrl(value.url)) throw invalid(MESSAGES.strucmotifInvalidUrl);
    return { kind: 'url', url: String(value.url).trim(), format: format() };
  }
  if (value.data !== undefined) {
    if (typeof value.data !== 'string' || value.data === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value.data)) {
      throw invalid('The structure file data must be Base64.');
    }
    return { kind: 'file', bytes: decodeInlineData(value.data), format: format() };
  }
  throw invalid(MESSAGES.strucmotifReferenceRequired);
}

function readTolerance(p: Record<string, unknown>, key: string): number {
  const value = p[key];
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 3)
    throw invalid(`${key} must be an integer from 0 to 3.`);
  return value;
}

function readExchanges(value: unknown, residueIds: Required<ResidueId>[] | undefined): Map<string, string[]> {
  const exchanges = new Map<string, string[]>();
  if (value === undefined) return exchanges;
  if (!Array.isArray(value)) throw invalid('exchanges must be a list.');
  let total = 0;
  for (const exchange of value) {
    if (!isRecord(exchange)) throw invalid(MESSAGES.strucmotifResidueIncomplete);
    const id = readResidueId(exchange.residue_id);
    const allowed = exchange.allowed ?? [];
    if (!Array.isArray(allowed)) throw invalid('An exchange needs a list of allowed residue codes.');
    if (allowed.length > LIMITS.maxExchanges) throw invalid(MESSAGES.strucmotifTooManyExchanges);
    const codes = allowed.map((code) => String(code).trim().toUpperCase());
    const unknown = codes.find((code) => !EXCHANGE_RESIDUE_CODES.includes(code));
    if (unknown !== undefined) throw invalid(MESSAGE_TEMPLATES.strucmotifUnknownExchange(unknown));
    total += codes.length;
    if (residueIds && !residueIds.some((r) => residueKey(r) === residueKey(id))) {
      throw invalid(`The exchange for residue ${describeResidue(id)} names a residue that is not part of the motif.`);
    }
    const known = exchanges.get(residueKey(id)) ?? [];
    const merged = [...new Set([...known, ...codes])];
    if (merged.length > LIMITS.maxExchanges) throw invalid(MESSAGES.strucmotifTooManyExchanges);
    exchanges.set(residueKey(id), merged);
  }
  if (total > LIMITS.maxTotalExchanges)
    throw invalid(`At most ${LIMITS.maxTotalExchanges} exchanges may be given in total.`);
  return exchanges;
}

function readIdList(value: unknown, key: string): Set<string> | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw invalid(`${key} must be a list of structure identifiers.`);
  return new Set(value.map((v: string) => v.trim().toUpperCase()));
}

export function readStrucmotifRequest(parameters: unknown): StrucmotifRequest {
  if (!isRecord(parameters)) throw new QueryError('No parameters found for the strucmotif terminal');
  const p = parameters;
  const reference = readReference(p.value);
  const value = p.value as Record<string, unknown>;
  const residueIds = readResidueIds(value.residue_ids, reference.kind === 'entry');

  const rmsd = p.rmsd_cutoff ?? DEFAULTS.rmsdCutoff;
  if (typeof rmsd !== 'number' || !Number.isFinite(rmsd) || rmsd < 0) throw invalid(MESSAGES.strucmotifInvalidRmsd);
  const scheme = p.atom_pairing_scheme ?? DEFAULTS.atomPairingScheme;
  if (!PAIRING_SCHEMES.includes(scheme as AtomPairingScheme)) {
    throw invalid(`Unknown atom_pairing_scheme '${String(scheme)}' (${PAIRING_SCHEMES.join(', ')}).`);
  }
  const pruning = p.motif_pruning_strategy ?? 'KRUSKAL';
  if (pruning !== 'KRUSKAL' && pruning !== 'NONE')
    throw invalid(`Unknown motif_pruning_strategy '${String(pruning)}' (KRUSKAL or NONE).`);
  const limit = p.limit;
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0))
    throw invalid('limit must be a non-negative integer.');

  return {
    reference,
    residueIds,
    rmsdCutoff: rmsd,
    scheme: scheme as AtomPairingScheme,
    exchanges: readExchanges(p.exchanges, residueIds),
    tolerances: {
      backbone: readTolerance(p, 'backbone_distance_tolerance'),
      sideChain: readTolerance(p, 'side_chain_distance_tolerance'),
      angle: readTolerance(p, 'angle_tolerance'),
    },
    pruning,
    // 0 keeps every hit, as an absent limit does
    limit: typeof limit === 'number' && limit > 0 ? limit : undefined,
    allowed: readIdList(p.allowed_structures, 'allowed_structures'),
    excluded: readIdList(p.excluded_structures, 'excluded_structures'),
  };
}
