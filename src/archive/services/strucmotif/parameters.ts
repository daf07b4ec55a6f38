// The strucmotif terminal's parameters (official schema, seed 000 §3/§9), read defensively:
// /rcsbsearch/v2/query hands over schema-checked requests, other callers may not. Every field rule
// is the model's (validation/strucmotif-fields.ts, which the builder and the request checks call
// too), so bad input is a QueryError with the same message there and here; this file adds only
// what needs the motif as a whole (a residue given twice, an exchange off the motif). Deprecated
// or advisory parameters are honoured where they mean something here (limit,
// motif_pruning_strategy, the tolerances, allowed/excluded structures) and otherwise ignored.

import { DEFAULTS } from '../../../model/constants/limits.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import type { AtomPairingScheme, Err, MotifPruningStrategy, ResidueId } from '../../../model/types.ts';
import { normaliseEntryId } from '../../../model/input-values.ts';
import {
  checkExchangeCodes,
  checkResidueIds,
  checkStrucmotifOptions,
  checkStrucmotifReference,
} from '../../../model/validation/strucmotif-fields.ts';
import { QueryError } from '../../query/query-error.ts';
import { decodeInlineData } from '../coordinates/inline-data.ts';
import { isRecord } from '../../../model/json-shape.ts';

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

/** A throw of the model's answer, so the service and the request checks refuse alike. */
function refuse(problem: Err | null): void {
  if (problem) throw new QueryError(problem.message);
}

/** A residue id the model's isResidueId has passed, trimmed, with the default operator. */
function toResidueId(value: unknown): Required<ResidueId> {
  const { label_asym_id: asym, label_seq_id: seq, struct_oper_id: oper } = value as ResidueId;
  return {
    label_asym_id: asym.trim(),
    label_seq_id: seq,
    struct_oper_id: typeof oper === 'string' ? oper.trim() : DEFAULTS.structOperId,
  };
}

/** The motif's residues (checkResidueIds has passed them), each given once. */
function readResidueIds(value: unknown): Required<ResidueId>[] | undefined {
  if (value === undefined) return undefined;
  const ids = (value as unknown[]).map(toResidueId);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(residueKey(id))) throw invalid(`Residue ${describeResidue(id)} is given twice.`);
    seen.add(residueKey(id));
  }
  return ids;
}

function readReference(value: Record<string, unknown>, kind: 'entry' | 'url' | 'data'): MotifReference {
  if (kind === 'entry') return { kind: 'entry', entryId: normaliseEntryId(value.entry_id) };
  const format = String(value.format);
  if (kind === 'url') return { kind: 'url', url: String(value.url).trim(), format };
  return { kind: 'file', bytes: decodeInlineData(String(value.data)), format };
}

/**
 * Exchanges by residue (checkStrucmotifOptions has passed their codes and counts): each for a
 * residue of the motif, two entries for one residue merged, and still at most LIMITS.maxExchanges.
 */
function readExchanges(value: unknown, residueIds: Required<ResidueId>[] | undefined): Map<string, string[]> {
  const exchanges = new Map<string, string[]>();
  if (value === undefined) return exchanges;
  for (const exchange of value as Array<{ residue_id: unknown; allowed?: unknown[] }>) {
    const id = toResidueId(exchange.residue_id);
    if (residueIds && !residueIds.some((r) => residueKey(r) === residueKey(id))) {
      throw invalid(`The exchange for residue ${describeResidue(id)} names a residue that is not part of the motif.`);
    }
    const known = exchanges.get(residueKey(id)) ?? [];
    const merged = [...new Set([...known, ...(exchange.allowed ?? []).map(String)])];
    refuse(checkExchangeCodes(merged));
    exchanges.set(residueKey(id), merged);
  }
  return exchanges;
}

function readIdList(value: unknown): Set<string> | undefined {
  return value === undefined ? undefined : new Set((value as string[]).map((v) => v.trim().toUpperCase()));
}

export function readStrucmotifRequest(parameters: unknown): StrucmotifRequest {
  if (!isRecord(parameters)) throw new QueryError('No parameters found for the strucmotif terminal');
  const p = parameters;
  // the model's rules for every field; what is left here is reading, defaults and the motif's own checks
  const kind = checkStrucmotifReference(p.value);
  if (!kind.ok) throw new QueryError(kind.message);
  const value = p.value as Record<string, unknown>;
  refuse(checkResidueIds(value.residue_ids, kind.value === 'entry'));
  refuse(checkStrucmotifOptions(p));
  const reference = readReference(value, kind.value);
  const residueIds = readResidueIds(value.residue_ids);
  const tolerance = (key: string): number => (p[key] as number | undefined) ?? 1;
  const limit = p.limit as number | undefined;

  return {
    reference,
    residueIds,
    rmsdCutoff: (p.rmsd_cutoff as number | undefined) ?? DEFAULTS.rmsdCutoff,
    scheme: (p.atom_pairing_scheme as AtomPairingScheme | undefined) ?? DEFAULTS.atomPairingScheme,
    exchanges: readExchanges(p.exchanges, residueIds),
    tolerances: {
      backbone: tolerance('backbone_distance_tolerance'),
      sideChain: tolerance('side_chain_distance_tolerance'),
      angle: tolerance('angle_tolerance'),
    },
    pruning: (p.motif_pruning_strategy as MotifPruningStrategy | undefined) ?? 'KRUSKAL',
    // 0 keeps every hit, as an absent limit does
    limit: limit !== undefined && limit > 0 ? limit : undefined,
    allowed: readIdList(p.allowed_structures),
    excluded: readIdList(p.excluded_structures),
  };
}
