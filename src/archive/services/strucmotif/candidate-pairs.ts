// A candidate entry's residue pairs with the geometry of ingest's enumeration (entry-pairs.ts),
// found from its residue table for the few residue types a motif asks for: the index itself only
// says which entries hold a (type pair, code) key (index-build.ts). Pairs are ordered as the grid
// of neighbors.ts visits them: by first residue, then by the second's cell relative to the
// first's (dx, dy, dz from -1 to 1), then by second residue, so the joins see them in the order a
// residue-level index listed them.

import {
  BACKBONE_BINS,
  SIDE_CHAIN_BINS,
  GEOMETRY_CODES,
  PAIR_CUTOFF,
  binGeometry,
  geometryCode,
  typePairKey,
} from './descriptor.ts';
import type { ResidueTable } from './residue-table.ts';
import { TYPE_COUNT } from './residue-types.ts';

export type PairVisitor = (typePair: number, code: number, r1: number, r2: number) => void;

const SQUARED_CUTOFF = PAIR_CUTOFF * PAIR_CUTOFF;

/** Grid cells, fewer than 1,024 along each axis, packed into one small integer (fast Map keys). */
const AXIS_CELLS = 1024;
const cellKey = (cx: number, cy: number, cz: number) => (cx * AXIS_CELLS + cy) * AXIS_CELLS + cz;

/** Cells as wide as `reach`, or wider where the entry spans more than AXIS_CELLS of them. */
const cellSize = (table: ResidueTable, reach: number) => Math.max(reach, table.extent / (AXIS_CELLS - 1));

/**
 * The residues of one type by the cell of a grid as wide as `reach` at least (from the table's
 * origin), made once per table, type and reach: a query pairing residues at most `reach` apart
 * looks at the 27 cells around each, fewer residues than ingest's 15 Å cells hold.
 */
export class TypeGrid {
  /** Per table, the grids the queries pairing it made. */
  private static readonly made = new WeakMap<ResidueTable, TypeGrid[]>();
  private readonly cells = new Map<number, number[]>();

  static of(table: ResidueTable, type: number, reach: number): TypeGrid {
    const size = cellSize(table, reach);
    let grids = TypeGrid.made.get(table);
    if (!grids) TypeGrid.made.set(table, (grids = []));
    let found = grids.find((grid) => grid.type === type && grid.size === size);
    if (!found) grids.push((found = new TypeGrid(table, type, size)));
    return found;
  }

  private constructor(
    private readonly table: ResidueTable,
    readonly type: number,
    readonly size: number,
  ) {
    for (const i of table.byType[type]!) {
      const key = cellKey(this.cell(i, 0), this.cell(i, 1), this.cell(i, 2));
      const list = this.cells.get(key);
      if (list) list.push(i);
      else this.cells.set(key, [i]);
    }
  }

  private cell(i: number, axis: number): number {
    return Math.floor((this.table.anchors[3 * i + axis]! - this.table.origin[axis]!) / this.size);
  }

  /** Calls `visit(j)` for the residues of the grid's type in the 27 cells around table residue i. */
  forEachNear(i: number, visit: (j: number) => void): void {
    const [cx, cy, cz] = [this.cell(i, 0), this.cell(i, 1), this.cell(i, 2)];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          if (cx + dx < 0 || cy + dy < 0 || cz + dz < 0 || cy + dy >= AXIS_CELLS || cz + dz >= AXIS_CELLS) continue;
          const list = this.cells.get(cellKey(cx + dx, cy + dy, cz + dz));
          if (list) for (const j of list) visit(j);
        }
      }
    }
  }
}

/**
 * The anchor distance a pair of these backbone bins reaches at most: a pair's bin is its rounded
 * distance (the last bin also holding everything up to the cutoff).
 */
export function reachOfBins(maxBin: number): number {
  return maxBin >= BACKBONE_BINS - 1 ? PAIR_CUTOFF : maxBin + 0.5;
}

/** Squared anchor distances outside which no wanted pair lies, and the wanted distance bins. */
export interface PairWindow {
  nearest: number;
  farthest: number;
  /** Flags by backbone bin × SIDE_CHAIN_BINS + side-chain bin. */
  bins?: Uint8Array;
}

export function pairWindow(reach: number, bins?: Uint8Array): PairWindow {
  let nearest = 0;
  if (bins) {
    // round(d) ≥ the first wanted backbone bin b means d ≥ b - 0.5 (less a margin for sqrt's rounding)
    const first = Math.floor(bins.indexOf(1) / SIDE_CHAIN_BINS);
    if (first > 0) nearest = (first - 0.5 - 1e-9) ** 2;
  }
  return { nearest, farthest: reach * reach, bins };
}

/**
 * The geometry code of table residues i < j as ingest bins it, or -1 where they make no indexed
 * pair (anchors beyond the cutoff, chains no assembly holds together) or none `window` wants
 * (checked before the angle, the costly part).
 */
export function pairCode(
  table: ResidueTable,
  i: number,
  j: number,
  sameAssembly: (chainA: number, chainB: number) => boolean,
  window?: PairWindow,
): number {
  const { anchors, sides, directions, chainOf } = table;
  const x = anchors[3 * i]!;
  const y = anchors[3 * i + 1]!;
  const z = anchors[3 * i + 2]!;
  const ddx = anchors[3 * j]! - x,
    ddy = anchors[3 * j + 1]! - y,
    ddz = anchors[3 * j + 2]! - z;
  const d2 = ddx * ddx + ddy * ddy + ddz * ddz;
  if (!(d2 <= SQUARED_CUTOFF)) return -1;
  if (window && (d2 > window.farthest || d2 < window.nearest)) return -1;
  const d = Math.sqrt(d2);
  const side = Math.hypot(
    sides[3 * i]! - sides[3 * j]!,
    sides[3 * i + 1]! - sides[3 * j + 1]!,
    sides[3 * i + 2]! - sides[3 * j + 2]!,
  );
  const bins = window?.bins;
  if (
    bins &&
    !bins[
      Math.min(BACKBONE_BINS - 1, Math.round(d)) * SIDE_CHAIN_BINS + Math.min(SIDE_CHAIN_BINS - 1, Math.round(side))
    ]
  )
    return -1;
  if (chainOf[i] !== chainOf[j] && !sameAssembly(chainOf[i]!, chainOf[j]!)) return -1;
  const cos =
    directions[3 * i]! * directions[3 * j]! +
    directions[3 * i + 1]! * directions[3 * j + 1]! +
    directions[3 * i + 2]! * directions[3 * j + 2]!;
  return geometryCode(binGeometry(d, side, cos));
}

/** Where ingest's grid visits j from i < j: the cell of j relative to i's, 0 to 26. */
export function enumerationOffset(table: ResidueTable, i: number, j: number): number {
  const { cells } = table;
  return (
    (cells[3 * j]! - cells[3 * i]! + 1) * 9 +
    (cells[3 * j + 1]! - cells[3 * i + 1]! + 1) * 3 +
    (cells[3 * j + 2]! - cells[3 * i + 2]! + 1)
  );
}

/**
 * Calls `visit` for every pair of `table` whose types are one of `typePairs` (type pair key → the
 * anchor distance wanted at most, reachOfBins) and that lie in one assembly, as entry-pairs.ts
 * reports them and in its order; with `keys`, only those whose type pair × GEOMETRY_CODES + code
 * is one of them, and with `bins` (per type pair, flags by backbone bin × SIDE_CHAIN_BINS +
 * side-chain bin), only those of flagged bins. Pairs beyond a type pair's reach may be left out.
 */
export function forEachPairAmong(
  table: ResidueTable,
  typePairs: ReadonlyMap<number, number>,
  sameAssembly: (chainA: number, chainB: number) => boolean,
  visit: PairVisitor,
  keys?: ReadonlySet<number>,
  bins?: ReadonlyMap<number, Uint8Array>,
): void {
  const { types, residueOf } = table;
  // per pair found: sort key parts, then what it reports
  const found: number[] = [];
  let window: PairWindow;
  const test = (i: number, j: number) => {
    const code = pairCode(table, i, j, sameAssembly, window);
    if (code < 0 || (keys && !keys.has(typePairKey(types[i]!, types[j]!) * GEOMETRY_CODES + code))) return;
    found.push(i, enumerationOffset(table, i, j), j, code);
  };
  for (const [typePair, reach] of typePairs) {
    window = pairWindow(reach, bins?.get(typePair));
    const [t1, t2] = [Math.floor(typePair / TYPE_COUNT), typePair % TYPE_COUNT];
    const grid = TypeGrid.of(table, t2, reach);
    for (const i of table.byType[t1]!) {
      // equal types: each pair once, from its first residue
      grid.forEachNear(i, (j) => {
        if (j > i) test(i, j);
        else if (t1 !== t2) test(j, i);
      });
    }
  }
  const order = Array.from({ length: found.length / 4 }, (_, k) => 4 * k).sort(
    (a, b) => found[a]! - found[b]! || found[a + 1]! - found[b + 1]! || found[a + 2]! - found[b + 2]!,
  );
  for (const k of order) {
    const [i, j, code] = [found[k]!, found[k + 2]!, found[k + 3]!];
    const [ti, tj] = [types[i]!, types[j]!];
    if (ti <= tj) visit(typePairKey(ti, tj), code, residueOf[i]!, residueOf[j]!);
    else visit(typePairKey(ti, tj), code, residueOf[j]!, residueOf[i]!);
  }
}
