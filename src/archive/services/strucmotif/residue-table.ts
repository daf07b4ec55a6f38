// One entry's residues as pair enumeration sees them (entry-pairs.ts): for each residue with
// representative points, its type, anchor, side-chain point and direction, chain and entry
// residue number, and the cell of ingest's neighbour grid (cells as wide as the pair cutoff from
// the minima of all anchors). The motif search keeps it with a decoded candidate, so a query
// pairs the residues of its few types directly instead of enumerating the entry again.

import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { PAIR_CUTOFF } from './descriptor.ts';
import type { AssemblyOperators } from './operators.ts';
import { residuePoints } from './representatives.ts';
import { chainOffsets } from './residue-numbering.ts';
import { TYPE_COUNT } from './residue-types.ts';

export interface ResidueTable {
  /** Residues with points, in entry order (the grid's point order). */
  count: number;
  anchors: Float64Array;
  sides: Float64Array;
  directions: Float64Array;
  types: Int32Array;
  chainOf: Int32Array;
  residueOf: Int32Array;
  /** Grid cell (x, y, z) of each residue's anchor. */
  cells: Int32Array;
  /** The grid's origin: the anchors' minima. */
  origin: [number, number, number];
  /** The anchors' largest span along an axis. */
  extent: number;
  /** Per type ordinal, its residues (positions in this table, ascending). */
  byType: Int32Array[];
  /** Per type and cell size, its residues by cell (candidate-pairs.ts): filled by the queries that pair them. */
  cellsByType: Map<string, Map<number, number[]>>;
}

export function residueTable(structure: EntryStructure): ResidueTable {
  const offsets = chainOffsets(structure);
  const total = offsets[offsets.length - 1]!;
  const anchors = new Float64Array(total * 3);
  const sides = new Float64Array(total * 3);
  const directions = new Float64Array(total * 3);
  const types = new Int32Array(total);
  const chainOf = new Int32Array(total);
  const residueOf = new Int32Array(total);
  let n = 0;
  // as entry-pairs.ts computes them, operation for operation
  structure.chains.forEach((chain, c) => {
    for (let i = 0; i < chain.seqIds.length; i++) {
      const p = residuePoints(chain, i);
      if (!p) continue;
      anchors.set(p.anchor, 3 * n);
      sides.set(p.sideChain, 3 * n);
      const d = [p.sideChain[0] - p.anchor[0], p.sideChain[1] - p.anchor[1], p.sideChain[2] - p.anchor[2]];
      const length = Math.hypot(d[0]!, d[1]!, d[2]!) || 1;
      directions.set([d[0]! / length, d[1]! / length, d[2]! / length], 3 * n);
      types[n] = p.type;
      chainOf[n] = c;
      residueOf[n] = offsets[c]! + i;
      n++;
    }
  });
  // neighbors.ts: the grid starts at the anchors' minima
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) min[k] = Math.min(min[k]!, anchors[3 * i + k]!);
  let extent = 0;
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) extent = Math.max(extent, anchors[3 * i + k]! - min[k]!);
  const cells = new Int32Array(n * 3);
  for (let i = 0; i < n; i++)
    for (let k = 0; k < 3; k++) cells[3 * i + k] = Math.floor((anchors[3 * i + k]! - min[k]!) / PAIR_CUTOFF);
  const counts = new Int32Array(TYPE_COUNT);
  for (let i = 0; i < n; i++) counts[types[i]!]!++;
  const byType = Array.from(counts, (c) => new Int32Array(c));
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
    cells,
    origin: min,
    extent,
    byType,
    cellsByType: new Map(),
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
