// One entry's residues as pair enumeration sees them: for each residue with representative
// points, its type, anchor, side-chain point and direction, chain and entry residue number, and
// the cell of ingest's neighbour grid (cells as wide as the pair cutoff from the minima of all
// anchors). Ingest enumerates every pair from it (entry-pairs.ts); the motif search keeps it for
// a few candidates and pairs only the residues of the types it asks for (lookup-pairs.ts).

import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { PAIR_CUTOFF } from './descriptor.ts';
import type { AssemblyOperators } from './operators.ts';
import { residuePoints } from './representatives.ts';
import { chainOffsets } from './residue-numbering.ts';
import { TYPE_COUNT, knownResidueType } from './residue-types.ts';

export interface ResidueTable {
  /** Residues with points, in entry order (the grid's point order). */
  count: number;
  anchors: Float64Array;
  sides: Float64Array;
  directions: Float64Array;
  types: Int32Array;
  chainOf: Int32Array;
  residueOf: Int32Array;
  /** Per entry residue number, its position in this table (-1: a residue without points). */
  positionOf: Int32Array;
  /** Grid cell (x, y, z) of each residue's anchor. */
  cells: Int32Array;
  /** The grid's origin: the anchors' minima. */
  origin: [number, number, number];
  /** The anchors' largest span along an axis. */
  extent: number;
  /** Per type ordinal, its residues (positions in this table, ascending). */
  byType: Int32Array[];
}

/** A table of some residue types alone, on the grid of the entry's whole table (its origin). */
export interface TableSubset {
  types: ReadonlySet<number>;
  origin: readonly [number, number, number];
}

/** Buffers a table is gathered in before it is cut to its residues (tables are made one at a time). */
let scratch = newScratch(0);

function newScratch(residues: number) {
  return {
    anchors: new Float64Array(residues * 3),
    sides: new Float64Array(residues * 3),
    directions: new Float64Array(residues * 3),
    types: new Int32Array(residues),
    chainOf: new Int32Array(residues),
    residueOf: new Int32Array(residues),
  };
}

function scratchFor(residues: number): typeof scratch {
  if (scratch.types.length < residues) scratch = newScratch(Math.max(residues, 2 * scratch.types.length));
  return scratch;
}

/** The residue table of `structure`, or with `only` of the residues of its types. */
export function residueTable(structure: EntryStructure, only?: TableSubset): ResidueTable {
  const offsets = chainOffsets(structure);
  const total = offsets[offsets.length - 1]!;
  const { anchors, sides, directions, types, chainOf, residueOf } = scratchFor(total);
  let n = 0;
  structure.chains.forEach((chain, c) => {
    for (let i = 0; i < chain.seqIds.length; i++) {
      if (only) {
        const known = knownResidueType(chain.compIds[i] ?? 'UNK');
        if (known !== undefined && !only.types.has(known)) continue;
      }
      const p = residuePoints(chain, i);
      if (!p || (only && !only.types.has(p.type))) continue;
      const [ax, ay, az] = p.anchor;
      const [sx, sy, sz] = p.sideChain;
      anchors[3 * n] = ax;
      anchors[3 * n + 1] = ay;
      anchors[3 * n + 2] = az;
      sides[3 * n] = sx;
      sides[3 * n + 1] = sy;
      sides[3 * n + 2] = sz;
      const dx = sx - ax,
        dy = sy - ay,
        dz = sz - az;
      const length = Math.hypot(dx, dy, dz) || 1;
      directions[3 * n] = dx / length;
      directions[3 * n + 1] = dy / length;
      directions[3 * n + 2] = dz / length;
      types[n] = p.type;
      chainOf[n] = c;
      residueOf[n] = offsets[c]! + i;
      n++;
    }
  });
  // neighbors.ts: the grid starts at the anchors' minima
  const min: [number, number, number] = only ? [...only.origin] : [Infinity, Infinity, Infinity];
  if (!only) for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) min[k] = Math.min(min[k]!, anchors[3 * i + k]!);
  let extent = 0;
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) extent = Math.max(extent, anchors[3 * i + k]! - min[k]!);
  const cells = new Int32Array(n * 3);
  for (let i = 0; i < n; i++)
    for (let k = 0; k < 3; k++) cells[3 * i + k] = Math.floor((anchors[3 * i + k]! - min[k]!) / PAIR_CUTOFF);
  const counts = new Int32Array(TYPE_COUNT);
  for (let i = 0; i < n; i++) counts[types[i]!]!++;
  const byType = Array.from(counts, (c) => new Int32Array(c));
  const positionOf = new Int32Array(total).fill(-1);
  for (let i = 0; i < n; i++) positionOf[residueOf[i]!] = i;
  counts.fill(0);
  for (let i = 0; i < n; i++) byType[types[i]!]![counts[types[i]!]!++] = i;
  return {
    count: n,
    anchors: anchors.slice(0, 3 * n),
    sides: sides.slice(0, 3 * n),
    directions: directions.slice(0, 3 * n),
    types: types.slice(0, n),
    chainOf: chainOf.slice(0, n),
    residueOf: residueOf.slice(0, n),
    positionOf,
    cells,
    origin: min,
    extent,
    byType,
  };
}

/** Whether two chains (by position) lie in one assembly under one operator, cached per chain pair. */
export function chainsTogether(
  structure: EntryStructure,
  assemblies: AssemblyOperators,
): (a: number, b: number) => boolean {
  const chains = structure.chains.length;
  const together = new Int8Array(chains * chains).fill(-1);
  return (a, b) => {
    const k = a * chains + b;
    if (together[k] === -1) {
      const ok = assemblies.placement([structure.chains[a]!.asymId, structure.chains[b]!.asymId]) !== undefined ? 1 : 0;
      together[k] = ok;
      together[b * chains + a] = ok;
    }
    return together[k] === 1;
  };
}
