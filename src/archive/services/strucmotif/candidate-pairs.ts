// The residue pairs of one candidate entry that a motif's pair lookups would have found in a
// residue-level index: the entry's pairs of the type pairs the lookups ask for, with the geometry
// of ingest's enumeration (entry-pairs.ts) and in its order, kept where their (type pair, code)
// is one a lookup asks for, and listed per motif pair in the order a lookup met them: type
// combinations as the motif positions allow them, codes ascending, then the pairs in enumeration
// order. The index itself only says which entries hold the keys (index-build.ts), so this runs
// for those alone. Residues of the few types are paired directly (a few thousand distance tests)
// and the pairs sorted as the grid of neighbors.ts visits them: by first residue, then by the
// second's cell relative to the first's (dx, dy, dz from -1 to 1), then by second residue.

import {
  ANGLE_BINS,
  BACKBONE_BINS,
  SIDE_CHAIN_BINS,
  GEOMETRY_CODES,
  PAIR_CUTOFF,
  binGeometry,
  codesWithin,
  geometryCode,
  typePairKey,
} from './descriptor.ts';
import type { MotifPair, MotifResidue } from './motif.ts';
import type { Tolerances } from './parameters.ts';
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
function cellsOfType(table: ResidueTable, type: number, size: number): Map<number, number[]> {
  const cacheKey = `${type} ${size}`;
  let found = table.cellsByType.get(cacheKey);
  if (!found) {
    found = new Map();
    for (const i of table.byType[type]!) {
      const key = cellKey(...cellOf(table, i, size));
      const list = found.get(key);
      if (list) list.push(i);
      else found.set(key, [i]);
    }
    table.cellsByType.set(cacheKey, found);
  }
  return found;
}

function cellOf(table: ResidueTable, i: number, size: number): [number, number, number] {
  const { anchors, origin } = table;
  return [
    Math.floor((anchors[3 * i]! - origin[0]) / size),
    Math.floor((anchors[3 * i + 1]! - origin[1]) / size),
    Math.floor((anchors[3 * i + 2]! - origin[2]) / size),
  ];
}

/**
 * The anchor distance a pair of these backbone bins reaches at most: a pair's bin is its rounded
 * distance (the last bin also holding everything up to the cutoff).
 */
export function reachOfBins(maxBin: number): number {
  return maxBin >= BACKBONE_BINS - 1 ? PAIR_CUTOFF : maxBin + 0.5;
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
  const { anchors, sides, directions, types, chainOf, residueOf, cells } = table;
  // per pair found: sort key parts, then what it reports
  const found: number[] = [];
  const test = (i: number, j: number) => {
    const x = anchors[3 * i]!;
    const y = anchors[3 * i + 1]!;
    const z = anchors[3 * i + 2]!;
    const ddx = anchors[3 * j]! - x,
      ddy = anchors[3 * j + 1]! - y,
      ddz = anchors[3 * j + 2]! - z;
    const d2 = ddx * ddx + ddy * ddy + ddz * ddz;
    if (!(d2 <= SQUARED_CUTOFF) || d2 > farthest || d2 < nearest) return;
    const d = Math.sqrt(d2);
    const side = Math.hypot(
      sides[3 * i]! - sides[3 * j]!,
      sides[3 * i + 1]! - sides[3 * j + 1]!,
      sides[3 * i + 2]! - sides[3 * j + 2]!,
    );
    // binGeometry's two distance bins, to skip the angle of pairs no key wants
    if (
      wantedBins &&
      !wantedBins[
        Math.min(BACKBONE_BINS - 1, Math.round(d)) * SIDE_CHAIN_BINS + Math.min(SIDE_CHAIN_BINS - 1, Math.round(side))
      ]
    )
      return;
    if (chainOf[i] !== chainOf[j] && !sameAssembly(chainOf[i]!, chainOf[j]!)) return;
    const cos =
      directions[3 * i]! * directions[3 * j]! +
      directions[3 * i + 1]! * directions[3 * j + 1]! +
      directions[3 * i + 2]! * directions[3 * j + 2]!;
    const code = geometryCode(binGeometry(d, side, cos));
    if (keys && !keys.has(typePairKey(types[i]!, types[j]!) * GEOMETRY_CODES + code)) return;
    const offset =
      (cells[3 * j]! - cells[3 * i]! + 1) * 9 +
      (cells[3 * j + 1]! - cells[3 * i + 1]! + 1) * 3 +
      (cells[3 * j + 2]! - cells[3 * i + 2]! + 1);
    found.push(i, offset, j, code);
  };
  let wantedBins: Uint8Array | undefined;
  // squared anchor distances outside which no wanted pair lies
  let farthest = Infinity;
  let nearest = 0;
  for (const [typePair, reach] of typePairs) {
    wantedBins = bins?.get(typePair);
    farthest = reach * reach;
    nearest = 0;
    if (wantedBins) {
      // round(d) ≥ the first wanted backbone bin b means d ≥ b - 0.5 (less a margin for sqrt's rounding)
      const first = Math.floor(wantedBins.indexOf(1) / SIDE_CHAIN_BINS);
      if (first > 0) nearest = (first - 0.5 - 1e-9) ** 2;
    }
    const [t1, t2] = [Math.floor(typePair / TYPE_COUNT), typePair % TYPE_COUNT];
    const size = cellSize(table, reach);
    const near = cellsOfType(table, t2, size);
    for (const i of table.byType[t1]!) {
      const [cx, cy, cz] = cellOf(table, i, size);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (let dz = -1; dz <= 1; dz++) {
            if (cx + dx < 0 || cy + dy < 0 || cz + dz < 0 || cy + dy >= AXIS_CELLS || cz + dz >= AXIS_CELLS) continue;
            const list = near.get(cellKey(cx + dx, cy + dy, cz + dz));
            if (!list) continue;
            // equal types: each pair once, from its first residue
            for (const j of list)
              if (j > i) test(i, j);
              else if (t1 !== t2) test(j, i);
          }
        }
      }
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

/** How a stored pair (lower type first) reads at the motif pair's two positions. */
const AS_STORED = 0;
const SWAPPED = 1;
/** Equal types: both orders. */
const BOTH = 2;
type Orientation = typeof AS_STORED | typeof SWAPPED | typeof BOTH;

interface LookupStep {
  typePair: number;
  orientation: Orientation;
}

export class CandidatePairs {
  /** Type pair → the anchor distance its lookups reach. */
  private readonly typePairs = new Map<number, number>();
  /** Type pair → its wanted (backbone bin, side-chain bin) combinations. */
  private readonly bins = new Map<number, Uint8Array>();
  private readonly keys = new Set<number>();
  private readonly plans: Array<{ steps: LookupStep[]; codes: number[] }>;

  constructor(motif: readonly MotifResidue[], pairs: readonly MotifPair[], tolerances: Tolerances) {
    this.plans = pairs.map((pair) => {
      const codes = codesWithin(pair.geometry, tolerances.backbone, tolerances.sideChain, tolerances.angle);
      const steps: LookupStep[] = [];
      for (const ta of motif[pair.a]!.types) {
        for (const tb of motif[pair.b]!.types) {
          const typePair = typePairKey(ta, tb);
          const reach = reachOfBins(Math.min(BACKBONE_BINS - 1, pair.geometry.backbone + tolerances.backbone));
          this.typePairs.set(typePair, Math.max(this.typePairs.get(typePair) ?? 0, reach));
          steps.push({
            typePair,
            orientation: ta < tb ? AS_STORED : ta > tb ? SWAPPED : BOTH,
          });
          let bins = this.bins.get(typePair);
          if (!bins) this.bins.set(typePair, (bins = new Uint8Array(BACKBONE_BINS * SIDE_CHAIN_BINS)));
          for (const code of codes) {
            this.keys.add(typePair * GEOMETRY_CODES + code);
            bins[Math.floor(code / ANGLE_BINS)] = 1;
          }
        }
      }
      return { steps, codes };
    });
  }

  /** Per motif pair (in the order given), flat [residue at pair.a, residue at pair.b, ...]. */
  listsOf(table: ResidueTable, sameAssembly: (chainA: number, chainB: number) => boolean): number[][] {
    const found = new Map<number, number[]>();
    forEachPairAmong(
      table,
      this.typePairs,
      sameAssembly,
      (typePair, code, r1, r2) => {
        const key = typePair * GEOMETRY_CODES + code;
        let list = found.get(key);
        if (!list) found.set(key, (list = []));
        list.push(r1, r2);
      },
      this.keys,
      this.bins,
    );
    return this.plans.map(({ steps, codes }) => {
      const out: number[] = [];
      for (const { typePair, orientation } of steps) {
        for (const code of codes) {
          const list = found.get(typePair * GEOMETRY_CODES + code);
          if (!list) continue;
          for (let k = 0; k < list.length; k += 2) {
            const [r1, r2] = [list[k]!, list[k + 1]!];
            if (orientation === AS_STORED) out.push(r1, r2);
            else if (orientation === SWAPPED) out.push(r2, r1);
            else out.push(r1, r2, r2, r1);
          }
        }
      }
      return out;
    });
  }
}
