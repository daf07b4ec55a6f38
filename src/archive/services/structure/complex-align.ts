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
import { Superposition } from './superpose.ts';
import { finalD0, TmAligner, type TmAlignOptions, type TmAlignResult } from './tm-align.ts';

/** Entity pairs aligned one by one at most; beyond, the concatenated traces are aligned. */
export const MAX_ENTITY_PAIRS = 64;
/** Target chains a seed starts from. */
const MAX_SEEDS = 4;
/** Pairing rounds per seed. */
const MAX_ROUNDS = 3;
/** Fragment step of the superposition search while pairing (TM-align's -fast step). */
const SEARCH_STEP = 40;
/**
 * Entity alignments: screened like database searches at a cut-off of 0.3 (a pair that cannot
 * reach it adds too little to a complex score to be worth pairing), with the service's strict
 * schedule, whose margins keep every pair ending at ≥ 0.4 (see screenFactors in service.ts);
 * clearly similar pairs skip the later initial alignments.
 */
const ENTITY_ALIGNMENT: TmAlignOptions = {
  fast: true,
  everyOffset: true,
  cutoff: 0.3,
  cutoffFactors: [0.7, 0.8, 0.8, 0.8, 0.85, 0.85],
  confident: 0.8,
  withAlignment: true,
};
/** Chains shorter than this are not aligned (peptides have no fold to compare). */
const MIN_CHAIN = 10;
/**
 * A complex whose estimate (the step-40 search) is this far below the cut-off is given up
 * without the exhaustive final search, which only ever raises the estimate by hundredths.
 */
const FINAL_MARGIN = 0.05;

interface EntityAlignment {
  tm: number;
  /** label_seq_id pairs (query, target), flattened. */
  seqPairs: Int32Array;
}

/** Fragment step of the final search: on the archive's assemblies, scores equal step 1's to 0.001 at a fifth of the cost. */
const FINAL_STEP = 5;
/** Copies of an entity share an alignment when they have this fraction of their residues in common. */
const SAME_PART = 0.8;

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

/** Residue index of each label_seq_id of a chain (−1 where it has no Cα). */
function seqIndex(chain: ComplexChain): Int32Array {
  let max = 0;
  for (const id of chain.seqIds) if (id > max) max = id;
  const index = new Int32Array(max + 1).fill(-1);
  chain.seqIds.forEach((id, i) => {
    if (id >= 0) index[id] = i;
  });
  return index;
}

export class ComplexAligner {
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  private readonly seed = new Superposition();
  private readonly current = new Superposition();
  private readonly bestSuperposition = new Superposition();
  private readonly moved = new Float64Array(3);

  /** Entity alignments of the current query (its chains' entities never change), by entity pair. */
  private entityAlignments = new Map<string, EntityAlignment | null>();
  private entityQuery: ComplexTrace | undefined;

  constructor(private readonly aligner: TmAligner = new TmAligner()) {}

  /** The alignment of two groups' representative chains (null: screened out), kept for the query. */
  private entityAlignment(query: ComplexTrace, qr: ComplexChain, qg: string, tr: ComplexChain, tg: string): EntityAlignment | null {
    if (this.entityQuery !== query) {
      this.entityQuery = query;
      this.entityAlignments = new Map();
    }
    const key = `${qg}\t${tg}`;
    const known = this.entityAlignments.get(key);
    if (known !== undefined) return known;
    const result = this.aligner.align(qr.trace, tr.trace, ENTITY_ALIGNMENT);
    let alignment: EntityAlignment | null = null;
    if (!result.rejected && result.alignment) {
      const pairs: number[] = [];
      result.alignment.forEach((i, j) => {
        if (i >= 0) pairs.push(qr.seqIds[i]!, tr.seqIds[j]!);
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
    const q = query.chains, t = target.chains;
    const queryGroups = alignmentGroups(q), targetGroups = alignmentGroups(t);
    const queryKeys = [...new Set(queryGroups)], targetKeys = [...new Set(targetGroups)];
    if (q.length <= 1 || t.length <= 1 || queryKeys.length * targetKeys.length > MAX_ENTITY_PAIRS) {
      return this.aligner.align(query.trace, target.trace, options);
    }
    const queryLength = query.trace.length, targetLength = target.trace.length;
    const rejected = (estimate: number): TmAlignResult => ({ tmQuery: estimate, ...(options.normaliseByTarget ? { tmTarget: 0 } : {}), alignedLength: 0, rmsd: 0, rejected: true });

    // 1. pairs of entities (of their groups)
    const representative = (chains: ComplexChain[], groups: string[], key: string) => chains.find((c, i) => groups[i] === key && c.trace.length >= MIN_CHAIN);
    const entityAlignments = new Map<string, EntityAlignment>();
    let anchor: { queryGroup: string; targetGroup: string; weight: number } | undefined;
    for (const qg of queryKeys) {
      const qr = representative(q, queryGroups, qg);
      if (!qr) continue;
      for (const tg of targetKeys) {
        const tr = representative(t, targetGroups, tg);
        if (!tr) continue;
        const alignment = this.entityAlignment(query, qr, qg, tr, tg);
        if (!alignment) continue;
        entityAlignments.set(`${qg}\t${tg}`, alignment);
        const weight = alignment.tm * qr.trace.length;
        if (!anchor || weight > anchor.weight) anchor = { queryGroup: qg, targetGroup: tg, weight };
      }
    }
    if (!anchor) return rejected(0);

    // residue index pairs of every chain pair whose entities aligned
    const queryIndex = q.map(seqIndex), targetIndex = t.map(seqIndex);
    const chainPairs: Array<{ qc: number; tc: number; pairs: Int32Array }> = [];
    for (let a = 0; a < q.length; a++) {
      for (let b = 0; b < t.length; b++) {
        const alignment = entityAlignments.get(`${queryGroups[a]}\t${targetGroups[b]}`);
        if (!alignment) continue;
        const pairs: number[] = [];
        const seq = alignment.seqPairs;
        for (let k = 0; k < seq.length; k += 2) {
          const i = queryIndex[a]![seq[k]!] ?? -1, j = targetIndex[b]![seq[k + 1]!] ?? -1;
          if (i >= 0 && j >= 0) pairs.push(i, j);
        }
        if (pairs.length >= 6) chainPairs.push({ qc: a, tc: b, pairs: Int32Array.from(pairs) });
      }
    }
    this.capacity(Math.min(queryLength, targetLength) + 1);

    // 2.–3. seeds, then pairing under the superposition until it settles
    const d0 = finalD0(queryLength);
    const anchorChain = q.findIndex((c, i) => queryGroups[i] === anchor.queryGroup && c.trace.length >= MIN_CHAIN);
    const seeds = chainPairs.filter((p) => p.qc === anchorChain && targetGroups[p.tc] === anchor.targetGroup).slice(0, MAX_SEEDS);
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
        const m = this.collect(q, t, pairing.map((k) => chainPairs[k]!));
        const score = this.aligner.pairScore(this.xs, this.ys, m, queryLength, SEARCH_STEP, this.current);
        if (score > best) {
          best = score;
          bestPairing = pairing;
          this.bestSuperposition.copyFrom(this.current);
        }
      }
    }
    if (best < 0 || (options.cutoff !== undefined && best < options.cutoff - FINAL_MARGIN)) return rejected(Math.max(0, best));

    // 4. each paired chain realigned under the best superposition, while that raises the score
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

    // 5. the final search
    const n = this.collect(q, t, pairs);
    const final = new Superposition();
    const tmQuery = this.aligner.pairScore(this.xs, this.ys, n, queryLength, FINAL_STEP, final);
    const result: TmAlignResult = { tmQuery, alignedLength: n, rmsd: this.rmsd(n, final) };
    if (options.normaliseByTarget) result.tmTarget = this.aligner.pairScore(this.xs, this.ys, n, targetLength, FINAL_STEP, new Superposition());
    return result;
  }

  /**
   * Chain pairs (indexes into chainPairs), best first, each query and target chain used once:
   * each pair scored by its residues under the current superposition.
   */
  private pairing(q: ComplexChain[], t: ComplexChain[], chainPairs: Array<{ qc: number; tc: number; pairs: Int32Array }>, d0: number): number[] {
    const d02 = d0 * d0;
    const moved = this.moved;
    const scored = chainPairs.map((pair, k) => {
      const x = q[pair.qc]!.trace.coords, y = t[pair.tc]!.trace.coords;
      let sum = 0;
      for (let p = 0; p < pair.pairs.length; p += 2) {
        const i = pair.pairs[p]!, j = pair.pairs[p + 1]!;
        this.current.apply(x, i, moved, 0);
        const dx = moved[0]! - y[3 * j]!, dy = moved[1]! - y[3 * j + 1]!, dz = moved[2]! - y[3 * j + 2]!;
        sum += 1 / (1 + (dx * dx + dy * dy + dz * dz) / d02);
      }
      return { k, sum };
    });
    scored.sort((a, b) => b.sum - a.sum || a.k - b.k);
    const usedQuery = new Set<number>(), usedTarget = new Set<number>();
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
  private collect(q: ComplexChain[], t: ComplexChain[], pairs: Array<{ qc: number; tc: number; pairs: Int32Array }>): number {
    const { xs, ys } = this;
    let n = 0;
    for (const pair of pairs) {
      const x = q[pair.qc]!.trace.coords, y = t[pair.tc]!.trace.coords;
      for (let p = 0; p < pair.pairs.length; p += 2) {
        const i = pair.pairs[p]!, j = pair.pairs[p + 1]!;
        xs[3 * n] = x[3 * i]!; xs[3 * n + 1] = x[3 * i + 1]!; xs[3 * n + 2] = x[3 * i + 2]!;
        ys[3 * n] = y[3 * j]!; ys[3 * n + 1] = y[3 * j + 1]!; ys[3 * n + 2] = y[3 * j + 2]!;
        n++;
      }
    }
    return n;
  }

  /** RMSD of the collected pairs under a superposition. */
  private rmsd(n: number, sp: Superposition): number {
    if (n === 0) return 0;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      sp.apply(this.xs, k, this.moved, 0);
      const dx = this.moved[0]! - this.ys[3 * k]!, dy = this.moved[1]! - this.ys[3 * k + 1]!, dz = this.moved[2]! - this.ys[3 * k + 2]!;
      sum += dx * dx + dy * dy + dz * dz;
    }
    return Math.sqrt(sum / n);
  }
}
