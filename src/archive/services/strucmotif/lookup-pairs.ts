// A candidate entry's pairs per motif pair, as a residue-level index's lookup listed them — type
// combinations as the motif positions allow them, codes ascending, then the pairs in enumeration
// order — found as the join asks: the rarest lookup's pairs in full, then for a residue the join
// has placed only its partners (a search around it), and for two placed residues only their own
// geometry. A candidate's cost so follows the combinations it makes, not its size.

import { ANGLE_BINS, BACKBONE_BINS, GEOMETRY_CODES, SIDE_CHAIN_BINS, codesWithin, typePairKey } from './descriptor.ts';
import {
  enumerationOffset,
  TypeGrid,
  forEachPairAmong,
  pairCode,
  pairWindow,
  reachOfBins,
  type PairWindow,
} from './candidate-pairs.ts';
import type { EntryPairs } from './candidates.ts';
import type { MotifPair, MotifResidue } from './motif.ts';
import type { Tolerances } from './parameters.ts';
import type { ResidueTable } from './residue-table.ts';

interface LookupStep {
  /** Residue types at the motif pair's a and b ends. */
  ta: number;
  tb: number;
  typePair: number;
}

interface LookupPlan {
  steps: LookupStep[];
  codes: number[];
  /** Per geometry code, its position in `codes` (-1: not asked for). */
  codeRank: Int16Array;
  reach: number;
  window: PairWindow;
  typePairs: Map<number, number>;
  keys: Set<number>;
  bins: Map<number, Uint8Array>;
}

export class LookupPairs {
  private readonly plans: LookupPlan[];

  constructor(motif: readonly MotifResidue[], pairs: readonly MotifPair[], tolerances: Tolerances) {
    this.plans = pairs.map((pair) => {
      const codes = codesWithin(pair.geometry, tolerances.backbone, tolerances.sideChain, tolerances.angle);
      const codeRank = new Int16Array(GEOMETRY_CODES).fill(-1);
      codes.forEach((code, rank) => (codeRank[code] = rank));
      const reach = reachOfBins(Math.min(BACKBONE_BINS - 1, pair.geometry.backbone + tolerances.backbone));
      // the (backbone, side-chain) bins of the codes asked for, to skip the angle of other pairs
      const bins = new Uint8Array(BACKBONE_BINS * SIDE_CHAIN_BINS);
      for (const code of codes) bins[Math.floor(code / ANGLE_BINS)] = 1;
      const plan: LookupPlan = {
        steps: [],
        codes,
        codeRank,
        reach,
        window: pairWindow(reach, bins),
        typePairs: new Map(),
        keys: new Set(),
        bins: new Map(),
      };
      for (const ta of motif[pair.a]!.types) {
        for (const tb of motif[pair.b]!.types) {
          const typePair = typePairKey(ta, tb);
          plan.steps.push({ ta, tb, typePair });
          plan.typePairs.set(typePair, reach);
          plan.bins.set(typePair, bins);
          for (const code of codes) plan.keys.add(typePair * GEOMETRY_CODES + code);
        }
      }
      return plan;
    });
  }

  /** The pairs of one candidate, found as asked and kept for the rest of its join. */
  of(table: ResidueTable, sameAssembly: (chainA: number, chainB: number) => boolean): EntryPairs {
    const partnersKept = new Map<number, number[]>();
    return {
      all: (k) => this.all(this.plans[k]!, table, sameAssembly),
      partners: (k, from, residue) => {
        const key = (k * 2 + from) * 2 ** 26 + residue;
        let found = partnersKept.get(key);
        if (!found) partnersKept.set(key, (found = this.partners(this.plans[k]!, table, sameAssembly, from, residue)));
        return found;
      },
      has: (k, a, b) => this.has(this.plans[k]!, table, sameAssembly, a, b),
    };
  }

  private all(
    plan: LookupPlan,
    table: ResidueTable,
    sameAssembly: (chainA: number, chainB: number) => boolean,
  ): number[] {
    const found = new Map<number, number[]>();
    forEachPairAmong(
      table,
      plan.typePairs,
      sameAssembly,
      (typePair, code, r1, r2) => {
        const key = typePair * GEOMETRY_CODES + code;
        let list = found.get(key);
        if (!list) found.set(key, (list = []));
        list.push(r1, r2);
      },
      plan.keys,
      plan.bins,
    );
    const out: number[] = [];
    for (const { ta, tb, typePair } of plan.steps) {
      for (const code of plan.codes) {
        const list = found.get(typePair * GEOMETRY_CODES + code);
        if (!list) continue;
        // stored lower type first; equal types stand in both orders
        for (let k = 0; k < list.length; k += 2) {
          const [r1, r2] = [list[k]!, list[k + 1]!];
          if (ta < tb) out.push(r1, r2);
          else if (ta > tb) out.push(r2, r1);
          else out.push(r1, r2, r2, r1);
        }
      }
    }
    return out;
  }

  /** The residues `all` pairs with `residue` at end `from` (0: a, 1: b), in its order. */
  private partners(
    plan: LookupPlan,
    table: ResidueTable,
    sameAssembly: (chainA: number, chainB: number) => boolean,
    from: 0 | 1,
    residue: number,
  ): number[] {
    const i = table.positionOf[residue] ?? -1;
    if (i < 0) return [];
    // per partner: step, code rank, then its pair's enumeration key (first, cell offset, second)
    const found: number[] = [];
    plan.steps.forEach((step, s) => {
      if ((from === 0 ? step.ta : step.tb) !== table.types[i]) return;
      TypeGrid.of(table, from === 0 ? step.tb : step.ta, plan.reach).forEachNear(i, (j) => {
        if (j === i) return;
        const [lo, hi] = i < j ? [i, j] : [j, i];
        const code = pairCode(table, lo, hi, sameAssembly, plan.window);
        const rank = code < 0 ? -1 : plan.codeRank[code]!;
        if (rank >= 0) found.push(s, rank, lo, enumerationOffset(table, lo, hi), hi, j);
      });
    });
    const order = Array.from({ length: found.length / 6 }, (_, k) => 6 * k).sort((x, y) => {
      for (let f = 0; f < 5; f++) if (found[x + f] !== found[y + f]) return found[x + f]! - found[y + f]!;
      return 0;
    });
    return order.map((k) => table.residueOf[found[k + 5]!]!);
  }

  /** Whether `all` holds the pair (a at the motif pair's a end, b at its b end). */
  private has(
    plan: LookupPlan,
    table: ResidueTable,
    sameAssembly: (chainA: number, chainB: number) => boolean,
    a: number,
    b: number,
  ): boolean {
    const i = table.positionOf[a] ?? -1;
    const j = table.positionOf[b] ?? -1;
    if (i < 0 || j < 0 || i === j) return false;
    const [ti, tj] = [table.types[i], table.types[j]];
    if (!plan.steps.some((step) => step.ta === ti && step.tb === tj)) return false;
    const code = i < j ? pairCode(table, i, j, sameAssembly) : pairCode(table, j, i, sameAssembly);
    return code >= 0 && plan.codeRank[code]! >= 0;
  }
}
