// What an in-page view shows (issue 37), and the URL parameter a motif alignment travels in. The
// results' links open a view; the store holds it while its dialog is open, and with sync-url the
// page URL names it.
//
// loadPdbIds (rcsb.org's /3d-view?loadPdbIds=, seed 001 §2, whose format the seed does not show):
// a JSON list, first the query motif's entry, then each hit, every one
//   { pdbId, props: { kind: 'motif', label, assemblyId?, targets: [ResidueId...] }, matrix? }
// where targets are the motif's residues (label_asym_id, label_seq_id, struct_oper_id?) and
// matrix the 16 numbers (column-major 4×4) moving that structure onto the query.
//
// request-body (rcsb.org's /alignment?request-body=, a pairwise alignment with TM-align): the
// alignment service's request, naming the query chain first and the chain aligned to it,
//   { query: { context: { mode: 'pairwise', method: { name: 'tm-align' },
//     structures: [{ entry_id, selection: { asym_id } }, { entry_id, selection: { asym_id } }] } } }
// README's "Views in the page" documents both; keep them stable, shared links carry them.

import { ENTRY_ID_PATTERN } from './constants/core.ts';
import { isRecord } from './json-shape.ts';
import type { ResidueId, SequenceMatch, StrucmotifMatch } from './types.ts';

/** One structure of a motif alignment. */
export interface MotifViewStructure {
  entryId: string;
  label: string;
  assemblyId?: string;
  residues: readonly ResidueId[];
  /** 4×4, column-major: moves this structure onto the query's. */
  matrix?: readonly number[];
}

/** A chain of an entry: label_asym_id. */
export interface ChainRef {
  entryId: string;
  asymId: string;
}

export type ViewerRequest =
  /** 'Explore in 3D': an entry's structure, one of its assemblies, or one of its chains. */
  | { kind: 'structure'; entryId: string; assemblyId?: string; asymId?: string }
  /** 'Motif alignment in 3D': the query motif's entry, then hits superposed on it. */
  | { kind: 'motif'; structures: readonly MotifViewStructure[] }
  /** '3D pairwise alignment (tm-align)': a chain aligned onto the query's. */
  | { kind: 'pairwise'; query: ChainRef; target: ChainRef }
  /** A sequence hit's alignment with the query, ordered by the Alignment Reference (no route: its data is the result's). */
  | { kind: 'sequence'; identifier: string; match: SequenceMatch; reference: 'Query' | 'Subject' | 'Pairwise' };

/** The views a URL can name (seed 001 §2's routes): the ones Mol* draws. */
export type RoutedViewerRequest = Exclude<ViewerRequest, { kind: 'sequence' }>;

export const hasRoute = (view: ViewerRequest): view is RoutedViewerRequest => view.kind !== 'sequence';

/** The most structures a motif view takes from a URL (the query and a page of hits). */
export const MAX_MOTIF_VIEW_STRUCTURES = 26;
const MAX_LABEL = 200;
/** Longest loadPdbIds text read: 26 structures of 32 targets and a matrix fit in well under it. */
export const MAX_LOAD_PDB_IDS_LENGTH = 64 * 1024;
const MAX_TARGETS = 32;

/** What a structure or motif view draws, in order: each structure with its assembly, placement and residues. */
export function viewedStructures(
  view: Extract<ViewerRequest, { kind: 'structure' | 'motif' }>,
): readonly MotifViewStructure[] {
  if (view.kind === 'motif') return view.structures;
  return [
    {
      entryId: view.entryId,
      label: structureName(view),
      ...(view.assemblyId ? { assemblyId: view.assemblyId } : {}),
      residues: [],
    },
  ];
}

/** '4HHB', '4HHB-1' (an assembly), '4HHB.A' (a chain): as the results name them, and the route's segment. */
export function structureName(view: Extract<ViewerRequest, { kind: 'structure' }>): string {
  if (view.assemblyId) return `${view.entryId}-${view.assemblyId}`;
  return view.asymId ? `${view.entryId}.${view.asymId}` : view.entryId;
}

/** The structure view a result's identifier names ('4HHB', '4HHB-1', '4HHB.A'); undefined for anything else. */
export function structureOfName(name: string): Extract<ViewerRequest, { kind: 'structure' }> | undefined {
  const match = /^([A-Za-z0-9_]+?)(?:-([A-Za-z0-9]{1,8})|\.([A-Za-z0-9]{1,8}))?$/.exec(name);
  const entryId = match?.[1]?.toUpperCase();
  if (!match || !entryId || !ENTRY_ID_PATTERN.test(entryId)) return undefined;
  return {
    kind: 'structure',
    entryId,
    ...(match[2] ? { assemblyId: match[2] } : {}),
    ...(match[3] ? { asymId: match[3] } : {}),
  };
}

/** "4HHB.A": a chain as the results name polymer instances. */
export const chainName = (chain: ChainRef): string => `${chain.entryId}.${chain.asymId}`;

/** The dialog's title. */
export function viewerTitle(view: ViewerRequest): string {
  if (view.kind === 'structure') {
    const part = view.assemblyId ? ` assembly ${view.assemblyId}` : view.asymId ? ` chain ${view.asymId}` : '';
    return `Explore in 3D: ${view.entryId}${part}`;
  }
  if (view.kind === 'pairwise')
    return `3D pairwise alignment (tm-align): ${chainName(view.query)} and ${chainName(view.target)}`;
  if (view.kind === 'sequence') return `Sequence alignment: query and ${view.identifier}`;
  return `Motif alignment in 3D: ${view.structures.map((s) => s.entryId).join(', ')}`;
}

/** The query motif and one hit, the hit's residues moved onto the query's by the match. */
export function motifViewStructures(
  query: { entryId: string; residues: readonly ResidueId[] },
  hit: { identifier: string; entryId: string; match: StrucmotifMatch },
): MotifViewStructure[] {
  const dash = hit.identifier.lastIndexOf('-');
  const assemblyId = dash > 0 ? hit.identifier.slice(dash + 1) : undefined;
  return [
    { entryId: query.entryId, label: `${query.entryId}: query motif`, residues: query.residues },
    {
      entryId: hit.entryId,
      label: `${hit.identifier}: RMSD ${Number(hit.match.score.toFixed(2))} Å`,
      ...(assemblyId ? { assemblyId } : {}),
      residues: hit.match.residue_ids,
      ...(hit.match.transformation?.length === 16 ? { matrix: hit.match.transformation } : {}),
    },
  ];
}

const target = (r: ResidueId): ResidueId => ({
  label_asym_id: r.label_asym_id,
  label_seq_id: r.label_seq_id,
  ...(r.struct_oper_id ? { struct_oper_id: r.struct_oper_id } : {}),
});

/** The loadPdbIds value of these structures. */
export function encodeLoadPdbIds(structures: readonly MotifViewStructure[]): string {
  return JSON.stringify(
    structures.map((s) => ({
      pdbId: s.entryId,
      props: {
        kind: 'motif',
        label: s.label,
        ...(s.assemblyId ? { assemblyId: s.assemblyId } : {}),
        targets: s.residues.map(target),
      },
      ...(s.matrix ? { matrix: s.matrix } : {}),
    })),
  );
}

const SHORT_ID = /^[A-Za-z0-9]{1,8}$/;

function readTarget(value: unknown): ResidueId | undefined {
  if (!isRecord(value)) return undefined;
  const { label_asym_id: asym, label_seq_id: seq, struct_oper_id: oper } = value;
  if (typeof asym !== 'string' || !SHORT_ID.test(asym) || !Number.isInteger(seq) || (seq as number) < -9999)
    return undefined;
  if (oper !== undefined && (typeof oper !== 'string' || !SHORT_ID.test(oper))) return undefined;
  return target({ label_asym_id: asym, label_seq_id: seq as number, ...(oper ? { struct_oper_id: oper } : {}) });
}

function readStructure(value: unknown): MotifViewStructure | undefined {
  if (!isRecord(value) || typeof value.pdbId !== 'string' || !ENTRY_ID_PATTERN.test(value.pdbId)) return undefined;
  const props = isRecord(value.props) ? value.props : {};
  const entryId = value.pdbId.toUpperCase();
  const label = typeof props.label === 'string' && props.label.length <= MAX_LABEL ? props.label : entryId;
  const assemblyId = props.assemblyId;
  if (assemblyId !== undefined && (typeof assemblyId !== 'string' || !SHORT_ID.test(assemblyId))) return undefined;
  const targets = Array.isArray(props.targets) ? props.targets.slice(0, MAX_TARGETS).map(readTarget) : [];
  if (targets.some((t) => t === undefined)) return undefined;
  const matrix = value.matrix;
  if (
    matrix !== undefined &&
    !(Array.isArray(matrix) && matrix.length === 16 && matrix.every((n) => typeof n === 'number' && Number.isFinite(n)))
  )
    return undefined;
  return {
    entryId,
    label,
    ...(assemblyId ? { assemblyId } : {}),
    residues: targets as ResidueId[],
    ...(matrix ? { matrix: matrix as number[] } : {}),
  };
}

/** The structures a loadPdbIds value names; undefined for anything else (from a URL: untrusted). */
export function readLoadPdbIds(text: string): MotifViewStructure[] | undefined {
  if (text.length > MAX_LOAD_PDB_IDS_LENGTH) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_MOTIF_VIEW_STRUCTURES) return undefined;
  const structures = parsed.map(readStructure);
  return structures.every((s) => s !== undefined) ? (structures as MotifViewStructure[]) : undefined;
}

/** The request-body value of a pairwise alignment of two chains. */
export function encodeAlignmentRequest(query: ChainRef, target: ChainRef): string {
  const structure = (chain: ChainRef) => ({ entry_id: chain.entryId, selection: { asym_id: chain.asymId } });
  return JSON.stringify({
    query: {
      context: { mode: 'pairwise', method: { name: 'tm-align' }, structures: [structure(query), structure(target)] },
    },
  });
}

/** The answer to a request-body that does not name two chains. */
export const ALIGNMENT_REQUEST_REFUSAL =
  "A pairwise alignment names two chains: {query: {context: {mode: 'pairwise', method: {name: 'tm-align'}, structures: [{entry_id, selection: {asym_id}}, {entry_id, selection: {asym_id}}]}}}";

/** Longest request-body text read: two chains take a few hundred characters. */
export const MAX_ALIGNMENT_REQUEST_LENGTH = 4096;

function readChain(value: unknown): ChainRef | undefined {
  if (!isRecord(value) || typeof value.entry_id !== 'string' || !ENTRY_ID_PATTERN.test(value.entry_id))
    return undefined;
  const asymId = isRecord(value.selection) ? value.selection.asym_id : undefined;
  return typeof asymId === 'string' && SHORT_ID.test(asymId)
    ? { entryId: value.entry_id.toUpperCase(), asymId }
    : undefined;
}

/**
 * The query and target chains a request-body value names (a pairwise TM-align of two chains);
 * undefined for anything else (from a URL or a request: untrusted).
 */
export function readAlignmentRequest(value: unknown): { query: ChainRef; target: ChainRef } | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.length > MAX_ALIGNMENT_REQUEST_LENGTH) return undefined;
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const context = isRecord(parsed) && isRecord(parsed.query) ? parsed.query.context : undefined;
  if (!isRecord(context) || (context.mode ?? 'pairwise') !== 'pairwise') return undefined;
  const method = isRecord(context.method) ? context.method.name : 'tm-align';
  if (method !== 'tm-align' || !Array.isArray(context.structures) || context.structures.length !== 2) return undefined;
  const [query, target] = context.structures.map(readChain);
  return query && target ? { query, target } : undefined;
}
