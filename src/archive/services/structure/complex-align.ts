// Assemblies compared chain by chain, after MM-align (Mukherjee & Zhang, Nucleic Acids Res. 2009,
// 37:e83): TM-align of one concatenated trace with another depends on the order the chains are
// listed in, and costs the square of the whole length. Here
//   1. each pair of entities (one chain each, the entity's first in the assembly) is aligned
//      with TM-align; copies of an entity share the alignment, matched through label_seq_id
//      (copies that cover other parts of the sequence, e.g. the fragments of a cleaved chain,
//      count as another entity);
//   2. seeds: the query's most telling chain (best entity score × length) is superposed on each
//      target chain of its best-matching entity in turn;
//   3. under a superposition every query chain is scored against every target chain through
//      their entities' alignment (Σ 1/(1 + d²/d0²), d0 of the whole query), chains are paired
//      greedily best first, and the pairs' residues get a TM-score superposition search; the
//      pairing is redone under the new superposition until it settles;
//   4. each paired chain is realigned by dynamic programming under the best superposition (the
//      entity alignment is only its copies' best guess), kept when the score rises;
//   5. the final search on those residue pairs gives the TM-score normalised by the query
//      assembly's length (and, for global similarity, by the target's).
// When either side is a single chain, TM-align of the concatenated traces is kept (it also finds
// a chain split into several in the other structure, in sequence order); so it is for pairs of
// assemblies with too many entity pairs to align one by one.

import type { ComplexChain, ComplexTrace } from './ca-trace.ts';
import { MIN_CHAIN_RESIDUES } from '../../../model/structure-alignment/ca-trace.ts';
import { Superposition, copyPair } from '../../../model/structure-alignment/superpose.ts';
import {
  finalD0,
  TmAligner,
  type TmAlignOptions,
  type TmAlignResult,
} from '../../../model/structure-alignment/tm-align.ts';

/** Entity pairs aligned one by one at most; beyond, the concatenated traces are aligned. */
export const MAX_ENTITY_PAIRS = 64;
/** Target chains a seed starts from. */
const MAX_SEEDS = 4;
/** Pairing rounds per seed. */
const MAX_ROUNDS = 3;
/** Fragment step of the superposition search while pairing (TM-align's -fast step). */
const SEARCH_STEP = 40;
/** Fragment step of the final search: on 410 pairs of archive assemblies, scores equal step 1's within 0.0001. */
const FINAL_STEP = 5;
/** Copies of an entity share an alignment when they have this fraction of their residues in common. */
const SAME_PART = 0.8;
/** An entity pair this similar after its first initial alignment skips the others (the service's CONFIDENT). */
const CONFIDENT = 0.8;
/**
 * Entity alignments are screened like database searches, first at ENTITY_CUTOFF × the
 * complex's cut-off: a complex none of whose entity pairs reaches that is given up. On 410
 * pairs of multi-chain archive assemblies every complex scoring ≥ 0.5 had an entity pair of
 * ≥ 0.67 and every one scoring ≥ 0.4 one of ≥ 0.39 (about 0.9 × the complex score), while most
 * non-hits lose every pair within the first stages. The pairs screened out of a complex that
 * goes on are then aligned at MIN_ENTITY_CUTOFF (below it a pair adds too little to be worth
 * pairing), so a hit's score is what unscreened alignment gives. The first screen uses the
 * complex's own schedule (screenFactors in service.ts: its margins keep the pairs a hit needs),
 * the second the relaxed one; clearly similar pairs skip the later initial alignments.
 */
const ENTITY_CUTOFF = 0.8;
const MIN_ENTITY_CUTOFF = 0.3;
const WEAK_PAIR_SCHEDULE: readonly number[] = [0.5, 0.5, 0.75, 0.8, 0.8, 0.8];
/**
 * A complex whose estimate (the step-40 search) is this far below the cut-off is given up
 * without the exhaustive final search, which only ever raises the estimate by hundredths.
 */
const FINAL_MARGIN = 0.05;
/**
 * A complex this far below the cut-off with its strong entity pairs alone is given up without
 * aligning its weak ones. On the 410 archive pairs above, the weak pairs raised an estimate by
 * up to 0.26, but none from below 0.35 past 0.34, nor from below 0.25 past 0.31: no complex this
 * far below the strict or relaxed cut-off reached it.
 */
const WEAK_PAIRS_MARGIN = 0.15;

interface EntityAlignment {
  tm: number;
  /** label_seq_id pairs (query, target), flattened. */
  seqPairs: Int32Array;
}

/** Two alignment groups (see alignmentGroups) and the chains that stand for them. */
interface GroupPair {
  queryGroup: string;
  targetGroup: string;
  queryChain: ComplexChain;
  targetChain: ComplexChain;
}

/** A query chain and a target chain (indexes) with their aligned residues (index pairs, flattened). */
interface ChainPair {
  qc: number;
  tc: number;
  pairs: Int32Array;
}

/** One comparison under way: the alignments of its group pairs found so far. */
interface Complex {
  query: ComplexTrace;
  target: ComplexTrace;
  queryGroups: string[];
  targetGroups: string[];
  alignments: Map<string, EntityAlignment & { pair: GroupPair }>;
}

/** Every pair of a query group and a target group whose representative chains are long enough to align. */
function pairsOfGroups(
  q: ComplexChain[],
  queryGroups: string[],
  t: ComplexChain[],
  targetGroups: string[],
): GroupPair[] {
  const representatives = (chains: ComplexChain[], groups: string[]) => {
    const found = new Map<string, ComplexChain>();
    chains.forEach((chain, i) => {
      if (chain.trace.length >= MIN_CHAIN_RESIDUES && !found.has(groups[i]!)) found.set(groups[i]!, chain);
    });
    return found;
  };
  const pairs: GroupPair[] = [];
  for (const [queryGroup, queryChain] of representatives(q, queryGroups)) {
    for (const [targetGroup, targetChain] of representatives(t, targetGroups))
      pairs.push({ queryGroup, targetGroup, queryChain, targetChain });
  }
  return pairs;
}

/**
 * Per chain, the key of the chains whose alignments it can share: its entity, split further
 * when copies cover different parts of the sequence.
 */
function alignmentGroups(chains: ComplexChain[]): string[] {
  const groups: Array<{ entity: string; seqIds: Set<number>; key: string }> = [];
  return chains.map((chain) => {
    const ids = chain.seqIds;
    const found = groups.find((g) => {
      if (g.entity !== chain.entity) return false;
      let common = 0;
      for (const id of ids) if (g.seqIds.has(id)) common++;
      return common >= SAME_PART * Math.max(ids.length, g.seqIds.size);
    });
    if (found) return found.key;
    const key = `${chain.entity}#${groups.filter((g) => g.entity === chain.entity).length}`;
    groups.push({ entity: chain.entity, seqIds: new Set(ids), key });
    return key;
  });
}

/**
 * Residue index of a label_seq_id of a chain (−1 where it has no Cα). The numbers come from
 * files users upload too, so a table is used only while their span stays near the chain's length.
 */
function seqIndex(chain: ComplexChain): (seqId: number) => number {
  const ids = chain.seqIds;
  let min = Infinity,
    max = -Infinity;
  for (const id of ids) {
    if (id < min) min = id;
    if (id > max) max = id;
  }
  if (ids.length === 0) return () => -1;
  if (max - min < 4 * ids.length + 1024) {
    const table = new Int32Array(max - min + 1).fill(-1);
    ids.forEach((id, i) => (table[id - min] = i));
    return (seqId) => (seqId >= min && seqId <= max ? table[seqId - min]! : -1);
  }
  const byId = new Map<number, number>();
  ids.forEach((id, i) => byId.set(id, i));
  return (seqId) => byId.get(seqId) ?? -1;
}

export class ComplexAligner {
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  private readonly seed = new Superposition();
  private readonly current = new Superposition();
  private readonly bestSuperposition = new Superposition();

  /** Entity alignments of the current query (its chains' entities never change), by entity pair. */
  private entityAlignments = new Map<string, EntityAlignment | null>();
  private entityQuery: ComplexTrace | undefined;

  constructor(private readonly aligner: TmAligner = new TmAligner()) {}

  /** The alignment of two groups' representative chains (null: screened out), kept for the query. */
  private entityAlignment(
    query: ComplexTrace,
    pair: GroupPair,
    entityCutoff: number,
    factors: readonly number[],
  ): EntityAlignment | null {
    if (this.entityQuery !== query) {
      this.entityQuery = query;
      this.entityAlignments = new Map();
    }
    const key = `${pair.queryGroup}\t${pair.targetGroup}\t${entityCutoff}\t${factors.join()}`;
    const known = this.entityAlignments.get(key);
    if (known !== undefined) return known;
    const { queryChain, targetChain } = pair;
    const result = this.aligner.align(queryChain.trace, targetChain.trace, {
      fast: true,
      everyOffset: true,
      cutoff: entityCutoff,
      cutoffFactors: factors,
      confident: CONFIDENT,
      withAlignment: true,
    });
    let alignment: EntityAlignment | null = null;
    if (!result.rejected && result.alignment) {
      const pairs: number[] = [];
      result.alignment.forEach((i, j) => {
        if (i >= 0) pairs.push(queryChain.seqIds[i]!, targetChain.seqIds[j]!);
      });
      alignment = { tm: result.tmQuery, seqPairs: Int32Array.from(pairs) };
    }
    this.entityAlignments.set(key, alignment);
    return alignment;
  }

  private capacity(n: number): void {
    if (this.xs.length < 3 * n) {
      this.xs = new Float64Array(3 * n);
      this.ys = new Float64Array(3 * n);
    }
  }

  align(query: ComplexTrace, target: ComplexTrace, options: TmAlignOptions): TmAlignResult {
    const q = query.chains,
      t = target.chains;
    const queryGroups = alignmentGroups(q),
      targetGroups = alignmentGroups(t);
    const groupPairs = pairsOfGroups(q, queryGroups, t, targetGroups);
    if (q.length <= 1 || t.length <= 1 || groupPairs.length > MAX_ENTITY_PAIRS)
      return this.aligner.align(query.trace, target.trace, options);
    const rejected = (estimate: number): TmAlignResult => ({
      tmQuery: estimate,
      ...(options.normaliseByTarget ? { tmTarget: 0 } : {}),
      alignedLength: 0,
      rmsd: 0,
      rejected: true,
    });
    const cutoff = options.cutoff;
    const complex: Complex = { query, target, queryGroups, targetGroups, alignments: new Map() };

    // 1. entity pairs, screened at the complex's cut-off first
    const screenCutoff = Math.max(MIN_ENTITY_CUTOFF, ENTITY_CUTOFF * (cutoff ?? 0));
    const screenedOut = groupPairs.filter(
      (pair) => !this.addEntityAlignment(complex, pair, screenCutoff, options.cutoffFactors ?? WEAK_PAIR_SCHEDULE),
    );
    const bestEntity = Math.max(0, ...[...complex.alignments.values()].map((a) => a.tm));
    if (complex.alignments.size === 0 || (cutoff !== undefined && bestEntity < ENTITY_CUTOFF * cutoff))
      return rejected(bestEntity);

    // 2.–4. chains paired and realigned; then with the pairs screened out above, unless hopeless
    let estimate = this.pairUp(complex);
    if (screenCutoff > MIN_ENTITY_CUTOFF && screenedOut.length > 0) {
      if (cutoff !== undefined && estimate.score < cutoff - WEAK_PAIRS_MARGIN) return rejected(estimate.score);
      const added = screenedOut.filter((pair) =>
        this.addEntityAlignment(complex, pair, MIN_ENTITY_CUTOFF, WEAK_PAIR_SCHEDULE),
      );
      if (added.length > 0) estimate = this.pairUp(complex);
    }
    if (cutoff !== undefined && estimate.score < cutoff - FINAL_MARGIN) return rejected(estimate.score);

    // 5. the final search
    const n = this.collect(q, t, estimate.pairs);
    const final = new Superposition();
    const tmQuery = this.aligner.pairScore(this.xs, this.ys, n, query.trace.length, FINAL_STEP, final);
    const result: TmAlignResult = { tmQuery, alignedLength: n, rmsd: this.rmsd(n, final) };
    if (options.normaliseByTarget)
      result.tmTarget = this.aligner.pairScore(
        this.xs,
        this.ys,
        n,
        target.trace.length,
        FINAL_STEP,
        new Superposition(),
      );
    return result;
  }

  /** Aligns a pair of groups at a screening cut-off; true when it passed (and is kept in the complex). */
  private addEntityAlignment(
    complex: Complex,
    pair: GroupPair,
    entityCutoff: number,
    factors: readonly number[],
  ): boolean {
    const alignment = this.entityAlignment(complex.query, pair, entityCutoff, factors);
    if (alignment) complex.alignments.set(`${pair.queryGroup}\t${pair.targetGroup}`, { ...alignment, pair });
    return alignment !== null;
  }

  /**
   * Steps 2–4 with the entity alignments at hand: seeds from the most telling entity pair, chains
   * paired under each seed's superposition until the pairing settles, then the best pairing's
   * chains realigned while that raises the score. The score is the step-40 search's estimate.
   */
  private pairUp(complex: Complex): { score: number; pairs: ChainPair[] } {
    const { query, target, targetGroups } = complex;
    const q = query.chains,
      t = target.chains;
    const queryLength = query.trace.length;
    const chainPairs = this.chainPairs(complex);
    this.capacity(Math.min(queryLength, target.trace.length) + 1);
    let anchor: GroupPair | undefined;
    let weight = -1;
    for (const alignment of complex.alignments.values()) {
      const w = alignment.tm * alignment.pair.queryChain.trace.length;
      if (w > weight) {
        weight = w;
        anchor = alignment.pair;
      }
    }
    if (!anchor) return { score: 0, pairs: [] };
    const d0 = finalD0(queryLength);
    const anchorChain = q.indexOf(anchor.queryChain);
    const anchorGroup = anchor.targetGroup;
    const seeds = chainPairs
      .filter((p) => p.qc === anchorChain && targetGroups[p.tc] === anchorGroup)
      .slice(0, MAX_SEEDS);
    let best = -1;
    let bestPairing: number[] = [];
    for (const seedPair of seeds) {
      const n = this.collect(q, t, [seedPair]);
      this.aligner.pairScore(this.xs, this.ys, n, q[seedPair.qc]!.trace.length, SEARCH_STEP, this.seed);
      this.current.copyFrom(this.seed);
      let pairing: number[] = [];
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const next = this.pairing(q, t, chainPairs, d0);
        if (round > 0 && next.length === pairing.length && next.every((p, k) => p === pairing[k])) break;
        pairing = next;
        const m = this.collect(
          q,
          t,
          pairing.map((k) => chainPairs[k]!),
        );
        const score = this.aligner.pairScore(this.xs, this.ys, m, queryLength, SEARCH_STEP, this.current);
        if (score > best) {
          best = score;
          bestPairing = pairing;
          this.bestSuperposition.copyFrom(this.current);
        }
      }
    }
    if (best < 0) return { score: 0, pairs: [] };

    let pairs = bestPairing.map((k) => chainPairs[k]!);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const realigned = pairs.map(({ qc, tc }) => {
        const alignment = this.aligner.realign(q[qc]!.trace, t[tc]!.trace, this.bestSuperposition, d0);
        const indexPairs: number[] = [];
        alignment.forEach((i, j) => {
          if (i >= 0) indexPairs.push(i, j);
        });
        return { qc, tc, pairs: Int32Array.from(indexPairs) };
      });
      const m = this.collect(q, t, realigned);
      const score = this.aligner.pairScore(this.xs, this.ys, m, queryLength, SEARCH_STEP, this.current);
      if (score <= best + 1e-6) break;
      best = score;
      pairs = realigned;
      this.bestSuperposition.copyFrom(this.current);
    }
    return { score: best, pairs };
  }

  /** Residue index pairs of every chain pair whose groups aligned, through label_seq_id. */
  private chainPairs(complex: Complex): ChainPair[] {
    const { query, target, queryGroups, targetGroups, alignments } = complex;
    const q = query.chains,
      t = target.chains;
    const queryIndex = q.map(seqIndex),
      targetIndex = t.map(seqIndex);
    const chainPairs: ChainPair[] = [];
    for (let a = 0; a < q.length; a++) {
      for (let b = 0; b < t.length; b++) {
        const alignment = alignments.get(`${queryGroups[a]}\t${targetGroups[b]}`);
        if (!alignment) continue;
        const pairs: number[] = [];
        const seq = alignment.seqPairs;
        for (let k = 0; k < seq.length; k += 2) {
          const i = queryIndex[a]!(seq[k]!),
            j = targetIndex[b]!(seq[k + 1]!);
          if (i >= 0 && j >= 0) pairs.push(i, j);
        }
        if (pairs.length >= 6) chainPairs.push({ qc: a, tc: b, pairs: Int32Array.from(pairs) });
      }
    }
    return chainPairs;
  }

  /**
   * Chain pairs (indexes into chainPairs), best first, each query and target chain used once:
   * each pair scored by its residues under the current superposition.
   */
  private pairing(q: ComplexChain[], t: ComplexChain[], chainPairs: ChainPair[], d0: number): number[] {
    const d02 = d0 * d0;
    const scored = chainPairs.map((pair, k) => {
      const x = q[pair.qc]!.trace.coords,
        y = t[pair.tc]!.trace.coords;
      let sum = 0;
      for (let p = 0; p < pair.pairs.length; p += 2) {
        const i = pair.pairs[p]!,
          j = pair.pairs[p + 1]!;
        sum += 1 / (1 + this.current.squaredDistance(x, i, y, j) / d02);
      }
      return { k, sum };
    });
    scored.sort((a, b) => b.sum - a.sum || a.k - b.k);
    const usedQuery = new Set<number>(),
      usedTarget = new Set<number>();
    const chosen: number[] = [];
    for (const { k } of scored) {
      const pair = chainPairs[k]!;
      if (usedQuery.has(pair.qc) || usedTarget.has(pair.tc)) continue;
      usedQuery.add(pair.qc);
      usedTarget.add(pair.tc);
      chosen.push(k);
    }
    return chosen.sort((a, b) => a - b);
  }

  /** The residue pairs of some chain pairs into xs/ys; returns their number. */
  private collect(q: ComplexChain[], t: ComplexChain[], pairs: ChainPair[]): number {
    const { xs, ys } = this;
    let n = 0;
    for (const pair of pairs) {
      const x = q[pair.qc]!.trace.coords,
        y = t[pair.tc]!.trace.coords;
      for (let p = 0; p < pair.pairs.length; p += 2) {
        const i = pair.pairs[p]!,
          j = pair.pairs[p + 1]!;
        copyPair(x, i, y, j, xs, ys, n++);
      }
    }
    return n;
  }

  /** RMSD of the collected pairs under a superposition. */
  private rmsd(n: number, sp: Superposition): number {
    if (n === 0) return 0;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      sum += sp.squaredDistance(this.xs, k, this.ys, k);
    }
    return Math.sqrt(sum / n);
  }
}
