// TM-align (Zhang & Skolnick, Nucleic Acids Res. 2005, 33:2302) on Cα traces: the residue
// alignment and superposition of x (the query) onto y (the target) that maximise the TM-score
//   TM = (1/L) Σ 1 / (1 + (d_i/d0)²),  d0 = 1.24·∛(L − 15) − 1.8,
// L the length normalised by. As in the reference program, five initial alignments (gapless
// threading, secondary-structure matching, local fragment superposition, secondary structure
// plus the best superposition so far, fragment gapless threading) are each refined by iterating
// dynamic programming on the score matrix 1/(1 + d²/d0²) under the current superposition and the
// heuristic TM-score superposition search (fragments of L, L/2, ... 4 aligned pairs, extended
// iteratively). The best alignment's pairs within d8 then get a final, exhaustive superposition
// search for the reported TM-score. Parameter values and control flow follow the reference
// implementation so that scores agree with the `TMalign` program; `fast` is its `-fast` mode
// (coarser initial searches, two refinement rounds), for screening many candidates.
//
// Arrays are flat xyz triplets; all buffers live in one workspace reused between alignments.

import type { CaTrace } from './ca-trace.ts';
import { PairPrefixSums, Superposition, copyPair, superpose, superposeSegments } from './superpose.ts';

export interface TmAlignOptions {
  /** TM-align's -fast: coarser initial alignments and superposition search. */
  fast?: boolean;
  /**
   * Gapless threading at every offset even when fast (-fast tries every fifth, which can miss
   * the register of short or helical chains, even of a chain against itself).
   */
  everyOffset?: boolean;
  /** Also report the TM-score normalised by the target's length. */
  normaliseByTarget?: boolean;
  /**
   * Screening: stop as soon as an estimate of the query-normalised TM-score falls below a
   * growing fraction (0.5 → 0.6) of this cut-off, as USalign's -TMcut does for database searches.
   */
  cutoff?: number;
  /**
   * Fractions of the cut-off the estimate must reach after each of the five initial alignments
   * and before the final search; USalign's are 0.5, 0.52, ... 0.6.
   */
  cutoffFactors?: readonly number[];
  /**
   * Skip the other initial alignments when the first (gapless threading refined by dynamic
   * programming) already gives an estimated TM-score of at least this: for clearly similar
   * structures they do not change the result.
   */
  confident?: number;
  /** Also report the residue alignment (`alignment`). */
  withAlignment?: boolean;
  /** Also report the superposition the TM-score is measured under (`superposition`). */
  withSuperposition?: boolean;
}

/** A rigid motion y ≈ u·x + t: u row-major 3×3. */
export interface RigidMotion {
  u: number[];
  t: number[];
}

export interface TmAlignResult {
  /** TM-score normalised by the length of x (the query). */
  tmQuery: number;
  /** TM-score normalised by the length of y, when asked for. */
  tmTarget?: number;
  /** Aligned pairs within the d8 cut-off (the reference's "Aligned length"). */
  alignedLength: number;
  /** RMSD of those pairs under the final superposition. */
  rmsd: number;
  /** Screened out by the cut-off: tmQuery is only the estimate that fell short. */
  rejected?: boolean;
  /** When asked for: per residue of y (the target), the aligned residue of x, or −1. */
  alignment?: Int32Array;
  /** When asked for: the motion of x onto y that gives tmQuery. */
  superposition?: RigidMotion;
  /** With the superposition: the residues of y whose pairs the scores count (within d8). */
  scoredTargets?: Int32Array;
}

interface SearchParameters {
  d0: number;
  d0Min: number;
  d0Search: number;
  lnorm: number;
  scoreD8: number;
  dcu0: number;
}

/** The reference's parameter_set4search: scales for the search, from the shorter length. */
function searchParameters(xlen: number, ylen: number): SearchParameters {
  const lnorm = Math.min(xlen, ylen);
  let d0 = lnorm <= 19 ? 0.168 : 1.24 * Math.cbrt(lnorm - 15) - 1.8;
  const d0Min = d0 + 0.8;
  d0 = d0Min;
  const d0Search = Math.min(8, Math.max(4.5, d0));
  return { d0, d0Min, d0Search, lnorm, scoreD8: 1.5 * Math.pow(lnorm, 0.3) + 3.5, dcu0: 4.25 };
}

/** The TM-score scale d0 for normalisation length L (parameter_set4final). */
export function finalD0(length: number): number {
  const d0 = length <= 21 ? 0.5 : 1.24 * Math.cbrt(length - 15) - 1.8;
  return Math.max(0.5, d0);
}

const GAP_OPEN = [-0.6, 0];
/** USalign's -TMcut schedule: the estimate must reach these fractions of the cut-off. */
export const USALIGN_CUTOFF_FACTORS: readonly number[] = [0.5, 0.52, 0.54, 0.56, 0.58, 0.6];
const MAX_ITERATIONS = 20;
/** Traceback steps of the dynamic programming. */
const STEP_UP = 0,
  STEP_DIAGONAL = 1,
  STEP_LEFT = 2;

export class TmAligner {
  private capacityX = 0;
  private capacityY = 0;
  private x: Float64Array = new Float64Array(0);
  private y: Float64Array = new Float64Array(0);
  private secx: Uint8Array = new Uint8Array(0);
  private secy: Uint8Array = new Uint8Array(0);
  private xlen = 0;
  private ylen = 0;
  // pairs of the alignment under evaluation, and the moved x side
  private xtm = new Float64Array(0);
  private ytm = new Float64Array(0);
  private dis = new Float64Array(0);
  private cut = new Int32Array(0);
  private previousCut = new Int32Array(0);
  private invmap = new Int32Array(0);
  private invmapBest = new Int32Array(0);
  private invmapTrial = new Int32Array(0);
  // dynamic programming: the scores of one row and its aligned flags (all the recurrence needs),
  // and each cell's step for the traceback (STEP_*)
  private rowValues = new Float64Array(0);
  private rowAligned = new Uint8Array(0);
  private path = new Uint8Array(0);
  private rowScores = new Float64Array(0);
  private readonly work = new Superposition();
  private readonly runs = new PairPrefixSums();
  private readonly current = new Superposition();
  private readonly trial = new Superposition();
  private readonly best = new Superposition();
  private p: SearchParameters = searchParameters(1, 1);
  private fast = false;
  private gaplessStep = 1;
  private lastScore = 0;
  /** Third smallest squared distance of the last `distances` pass. */
  private third = 0;

  private ensure(xlen: number, ylen: number): void {
    if (xlen > this.capacityX || ylen > this.capacityY) {
      const cx = Math.max(xlen, this.capacityX);
      const cy = Math.max(ylen, this.capacityY);
      const n = Math.max(cx, cy);
      this.xtm = new Float64Array(3 * n);
      this.ytm = new Float64Array(3 * n);
      this.dis = new Float64Array(n);
      this.cut = new Int32Array(n);
      this.previousCut = new Int32Array(n);
      this.invmap = new Int32Array(cy + 1);
      this.invmapBest = new Int32Array(cy + 1);
      this.invmapTrial = new Int32Array(cy + 1);
      this.rowScores = new Float64Array(cy + 1);
      this.rowValues = new Float64Array(cy + 1);
      this.rowAligned = new Uint8Array(cy + 1);
      this.capacityX = cx;
      this.capacityY = cy;
    }
    const cells = (xlen + 1) * (ylen + 1);
    if (this.path.length < cells) this.path = new Uint8Array(cells);
  }

  /** Releases the dynamic-programming matrices when they hold more than `cells` (after long traces). */
  shrink(cells = 0): void {
    if (this.path.length > cells) this.path = new Uint8Array(0);
  }

  align(query: CaTrace, target: CaTrace, options: TmAlignOptions = {}): TmAlignResult {
    const xlen = query.length,
      ylen = target.length;
    if (xlen < 3 || ylen < 3)
      return { tmQuery: 0, ...(options.normaliseByTarget ? { tmTarget: 0 } : {}), alignedLength: 0, rmsd: 0 };
    this.ensure(xlen, ylen);
    this.x = query.coords;
    this.y = target.coords;
    this.secx = query.sec;
    this.secy = target.sec;
    this.xlen = xlen;
    this.ylen = ylen;
    this.fast = options.fast === true;
    this.gaplessStep = this.fast && !options.everyOffset ? 5 : 1;
    const p = (this.p = searchParameters(xlen, ylen));
    const invmapBest = this.invmapBest;
    const invmap = this.invmap;
    const sp = this.current;
    const fast = this.fast;
    invmapBest.fill(-1, 0, ylen);
    const ddcc = p.lnorm <= 40 ? 0.1 : 0.4;
    const best = this.best;
    let tmMax = -1;
    const keep = (tm: number): void => {
      if (tm > tmMax) {
        tmMax = tm;
        invmapBest.set(invmap.subarray(0, ylen));
        best.copyFrom(sp);
      }
    };
    // screening: give up once even a generous estimate cannot reach the cut-off (USalign's -TMcut)
    const cutoff = options.cutoff;
    const factors = options.cutoffFactors ?? USALIGN_CUTOFF_FACTORS;
    const hopeless = (stage: number): boolean =>
      cutoff !== undefined && this.approximateScore(invmapBest, best) < (factors[stage] ?? 1) * cutoff;
    const rejected = (): TmAlignResult => ({
      tmQuery: this.approximateScore(invmapBest, best),
      ...(options.normaliseByTarget ? { tmTarget: 0 } : {}),
      alignedLength: 0,
      rmsd: 0,
      rejected: true,
    });

    // 1. gapless threading
    this.initialGapless(invmap);
    keep(this.detailedSearch(invmap, sp, 40, 8, p.lnorm));
    keep(this.dpIterate(sp, invmap, 0, 2, fast ? 2 : 30));
    if (hopeless(0)) return rejected();

    const refine = (tm: number, g1: number, iterations: number, threshold: number): void => {
      keep(tm);
      if (tm > tmMax * threshold) keep(this.dpIterate(sp, invmap, g1, 2, iterations));
    };
    const stages: Array<() => void> = [
      // 2. secondary-structure alignment
      () => {
        this.initialSecondary(invmap);
        refine(this.detailedSearch(invmap, sp, 40, 8, p.lnorm), 0, fast ? 2 : 30, 0.2);
      },
      // 3. local fragment superposition
      () => {
        if (this.initialLocal(invmap)) refine(this.detailedSearch(invmap, sp, 40, 8, p.lnorm), 0, 2, ddcc);
      },
      // 4. secondary structure plus the best superposition so far
      () => {
        this.initialSecondaryPlus(invmapBest, invmap);
        refine(this.detailedSearch(invmap, sp, 40, 8, p.lnorm), 0, fast ? 2 : 30, ddcc);
      },
      // 5. fragment gapless threading
      () => {
        this.initialFragmentThreading(invmap);
        refine(this.detailedSearch(invmap, sp, 40, 8, p.lnorm), 1, 2, ddcc);
      },
    ];
    // clearly similar after the first: the other initial alignments would not change the result
    const confident = options.confident !== undefined && this.approximateScore(invmapBest, best) >= options.confident;
    if (!confident) {
      for (let stage = 0; stage < stages.length; stage++) {
        stages[stage]!();
        if (hopeless(stage + 1)) return rejected();
      }
    }
    if (hopeless(5)) return rejected();

    let aligned = 0;
    for (let j = 0; j < ylen; j++) if (invmapBest[j]! >= 0) aligned++;
    if (aligned === 0)
      return { tmQuery: 0, ...(options.normaliseByTarget ? { tmTarget: 0 } : {}), alignedLength: 0, rmsd: 0 };

    // final superposition of the best alignment (normalised by the aligned length: only the argmax matters)
    const collected = this.collect(invmapBest);
    this.superpositionSearch(collected, sp, fast ? 40 : 1, 8, p.d0Search, collected, p.d0);
    // pairs within d8 under it, for the final TM-scores
    const { x, y, xtm, ytm } = this;
    const d8 = p.scoreD8;
    let n8 = 0;
    const scoredTargets: number[] = [];
    for (let j = 0; j < ylen; j++) {
      const i = invmapBest[j]!;
      if (i < 0) continue;
      if (Math.sqrt(sp.squaredDistance(x, i, y, j)) <= d8) {
        copyPair(x, i, y, j, xtm, ytm, n8++);
        if (options.withSuperposition) scoredTargets.push(j);
      }
    }
    let rmsd = 0;
    if (n8 > 0) {
      superpose(xtm, ytm, n8, this.work);
      rmsd = Math.sqrt(this.work.squaredDeviation / n8);
    }
    const scored = (length: number): number => {
      const d0 = finalD0(length);
      const d0Search = Math.min(8, Math.max(4.5, d0));
      return this.superpositionSearch(n8, this.trial, 1, 0, d0Search, length, d0);
    };
    const tmQuery = scored(xlen);
    const result: TmAlignResult = { tmQuery, alignedLength: n8, rmsd };
    if (options.withSuperposition) {
      result.superposition = { u: [...this.trial.u], t: [...this.trial.t] };
      result.scoredTargets = Int32Array.from(scoredTargets);
    }
    if (options.normaliseByTarget) result.tmTarget = scored(ylen);
    if (options.withAlignment) result.alignment = invmapBest.slice(0, ylen);
    return result;
  }

  /**
   * The residue alignment of x (rows) and y by one dynamic programming pass under a given
   * superposition of x onto y, scored 1/(1 + d²/d0²): per residue of y, the aligned residue of x
   * or −1.
   */
  realign(query: CaTrace, target: CaTrace, sp: Superposition, d0: number): Int32Array {
    this.ensure(query.length, target.length);
    this.x = query.coords;
    this.y = target.coords;
    this.secx = query.sec;
    this.secy = target.sec;
    this.xlen = query.length;
    this.ylen = target.length;
    this.dp(sp, d0 * d0, GAP_OPEN[0]!, false, this.invmapTrial);
    return this.invmapTrial.slice(0, target.length);
  }

  /**
   * The TM-score of fixed residue pairs (x[k] with y[k], k < n), normalised by `length` and
   * maximised over superpositions as the TM-score program does it (fragments starting every
   * `step` pairs); the superposition goes to `best`.
   */
  pairScore(x: Float64Array, y: Float64Array, n: number, length: number, step: number, best: Superposition): number {
    if (n < 3) return 0;
    this.ensure(n, 1);
    this.xtm.set(x.subarray(0, 3 * n));
    this.ytm.set(y.subarray(0, 3 * n));
    const d0 = finalD0(length);
    return this.superpositionSearch(n, best, step, 0, Math.min(8, Math.max(4.5, d0)), length, d0);
  }

  /** The query-normalised TM-score of an alignment under a given superposition (USalign's approx_TM). */
  private approximateScore(invmap: Int32Array, sp: Superposition): number {
    const { x, y, xlen, ylen } = this;
    const d0 = finalD0(xlen);
    let sum = 0;
    for (let j = 0; j < ylen; j++) {
      const i = invmap[j]!;
      if (i < 0) continue;
      sum += 1 / (1 + sp.squaredDistance(x, i, y, j) / (d0 * d0));
    }
    return sum / xlen;
  }

  // ------------------------------------------------------------------ scoring

  /** dis[k] = |sp(xtm[k]) − ytm[k]|² for the n pairs. */
  private squaredDistances(sp: Superposition, n: number): void {
    const { xtm, ytm, dis } = this;
    const u = sp.u,
      t = sp.t;
    const u0 = u[0]!,
      u1 = u[1]!,
      u2 = u[2]!,
      u3 = u[3]!,
      u4 = u[4]!,
      u5 = u[5]!,
      u6 = u[6]!,
      u7 = u[7]!,
      u8 = u[8]!;
    const t0 = t[0]!,
      t1 = t[1]!,
      t2 = t[2]!;
    for (let k = 0; k < n; k++) {
      const px = xtm[3 * k]!,
        py = xtm[3 * k + 1]!,
        pz = xtm[3 * k + 2]!;
      const dx = t0 + u0 * px + u1 * py + u2 * pz - ytm[3 * k]!;
      const dy = t1 + u3 * px + u4 * py + u5 * pz - ytm[3 * k + 1]!;
      const dz = t2 + u6 * px + u7 * py + u8 * pz - ytm[3 * k + 2]!;
      dis[k] = dx * dx + dy * dy + dz * dz;
    }
  }

  /**
   * The pairs (xtm[k] moved by sp, ytm[k]) closer than d (relaxed by 0.5 Å steps until 3
   * qualify) go to `cut`; returns their number and leaves Σ 1/(1 + d²/d0²) / lnorm in lastScore
   * (only over pairs within d8 when method is 8).
   */
  private scoreCut(sp: Superposition, n: number, d: number, method: number, lnorm: number, d0: number): number {
    const { cut, dis } = this;
    this.squaredDistances(sp, n);
    const d02 = d0 * d0;
    const d8cut = method === 8 ? this.p.scoreD8 * this.p.scoreD8 : Infinity;
    let threshold = d * d;
    let nCut = 0;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const di = dis[k]!;
      if (di < threshold) cut[nCut++] = k;
      if (di <= d8cut) sum += 1 / (1 + di / d02);
    }
    // not enough pairs: relax the cut-off (the score does not change)
    for (let inc = 1; nCut < 3 && n > 3; inc++) {
      const relaxed = d + inc * 0.5;
      threshold = relaxed * relaxed;
      nCut = 0;
      for (let k = 0; k < n; k++) if (dis[k]! < threshold) cut[nCut++] = k;
    }
    this.lastScore = sum / lnorm;
    return nCut;
  }

  /**
   * The reference's TMscore8_search over the n pairs (xtm, ytm): superpositions of fragments of
   * n, n/2, ... 4 consecutive pairs (starting every `step` pairs), each extended by iterating
   * "superpose the pairs within d0_search + 1". The best superposition goes to `best`.
   */
  private superpositionSearch(
    n: number,
    best: Superposition,
    step: number,
    method: number,
    d0Search: number,
    lnorm: number,
    d0: number,
  ): number {
    const { xtm, ytm, cut, previousCut, work, runs } = this;
    runs.build(xtm, ytm, n);
    const lengths: number[] = [];
    const minLength = Math.min(4, n);
    for (let i = 0; ; i++) {
      if (i === 5) {
        lengths.push(minLength);
        break;
      }
      const length = Math.floor(n / Math.pow(2, i));
      if (length <= minLength) {
        lengths.push(minLength);
        break;
      }
      lengths.push(length);
    }
    // An extension depends only on the pair set it starts from: repeats are skipped.
    const explored = new Map<number, Int32Array[]>();
    let scoreMax = -1;
    for (const fragment of lengths) {
      const lastStart = n - fragment;
      for (let start = 0; ;) {
        runs.superposeRun(start, fragment, work);
        let nCut = this.scoreCut(work, n, d0Search - 1, method, lnorm, d0);
        if (this.lastScore > scoreMax) {
          scoreMax = this.lastScore;
          best.copyFrom(work);
        }
        if (!this.seen(explored, cut, nCut)) {
          for (let it = 0; it < MAX_ITERATIONS; it++) {
            previousCut.set(cut.subarray(0, nCut));
            const previous = nCut;
            superpose(xtm, ytm, nCut, work, previousCut);
            nCut = this.scoreCut(work, n, d0Search + 1, method, lnorm, d0);
            if (this.lastScore > scoreMax) {
              scoreMax = this.lastScore;
              best.copyFrom(work);
            }
            if (nCut === previous) {
              let same = true;
              for (let k = 0; k < nCut; k++) {
                if (cut[k] !== previousCut[k]) {
                  same = false;
                  break;
                }
              }
              if (same) break;
            }
          }
        }
        if (start < lastStart) {
          start = Math.min(start + step, lastStart);
        } else {
          break;
        }
      }
    }
    return scoreMax;
  }

  /** Records the pair set; true when the same set was recorded before. */
  private seen(explored: Map<number, Int32Array[]>, cut: Int32Array, n: number): boolean {
    let hash = n | 0;
    for (let k = 0; k < n; k++) hash = Math.imul(hash ^ cut[k]!, 0x01000193);
    const bucket = explored.get(hash);
    if (bucket) {
      for (const other of bucket) {
        if (other.length !== n) continue;
        let same = true;
        for (let k = 0; k < n; k++) {
          if (other[k] !== cut[k]) {
            same = false;
            break;
          }
        }
        if (same) return true;
      }
    }
    const copy = cut.slice(0, n);
    if (bucket) bucket.push(copy);
    else explored.set(hash, [copy]);
    return false;
  }

  /** Copies the aligned pairs of an alignment (y index → x index) into xtm/ytm; returns their number. */
  private collect(invmap: Int32Array): number {
    const { x, y, xtm, ytm } = this;
    let k = 0;
    for (let j = 0; j < this.ylen; j++) {
      const i = invmap[j]!;
      if (i < 0) continue;
      copyPair(x, i, y, j, xtm, ytm, k++);
    }
    return k;
  }

  /** The reference's detailed_search: the best superposition of an alignment and its TM-score. */
  private detailedSearch(invmap: Int32Array, best: Superposition, step: number, method: number, lnorm: number): number {
    const n = this.collect(invmap);
    return this.superpositionSearch(n, best, step, method, this.p.d0Search, lnorm, this.p.d0);
  }

  /**
   * The reference's get_score_fast: a quick TM-score of an alignment from three superpositions
   * (all pairs, then the pairs within d0_search, then within d0_search + 1).
   */
  private quickScore(invmap: Int32Array): number {
    const { xtm, ytm, work } = this;
    const { d0, d0Search } = this.p;
    const n = this.collect(invmap);
    superpose(xtm, ytm, n, work);
    const d02 = d0 * d0;
    const d002 = d0Search * d0Search;
    let tm = this.distances(n, d02);
    let j = this.selectClose(n, d002);
    if (j === n) return tm;
    superpose(xtm, ytm, j, work, this.cut);
    const tm1 = this.distances(n, d02);
    j = this.selectClose(n, d002 + 1);
    superpose(xtm, ytm, j, work, this.cut);
    const tm2 = this.distances(n, d02);
    if (tm1 >= tm) tm = tm1;
    if (tm2 >= tm) tm = tm2;
    return tm;
  }

  /**
   * The pairs whose squared distance (in dis) is within the threshold, raised to the third
   * smallest (at least three pairs) and then by 0.5 Å² until three qualify, go to `cut`.
   */
  private selectClose(n: number, threshold0: number): number {
    const { dis, cut } = this;
    let threshold = Math.max(threshold0, this.third);
    for (;;) {
      let j = 0;
      for (let k = 0; k < n; k++) if (dis[k]! <= threshold) cut[j++] = k;
      if (j < 3 && n > 3) threshold += 0.5;
      else return j;
    }
  }

  /**
   * Squared distances of the n pairs under the work superposition into dis (and the third
   * smallest into `third`); returns Σ 1/(1 + d²/d0²).
   */
  private distances(n: number, d02: number): number {
    const { dis } = this;
    this.squaredDistances(this.work, n);
    let tm = 0;
    let a = Infinity,
      b = Infinity,
      c = Infinity;
    for (let k = 0; k < n; k++) {
      const di = dis[k]!;
      tm += 1 / (1 + di / d02);
      if (di < c) {
        if (di < a) {
          c = b;
          b = a;
          a = di;
        } else if (di < b) {
          c = b;
          b = di;
        } else {
          c = di;
        }
      }
    }
    // the reference sorts and takes index 2 (fewer than three pairs: the largest there is)
    this.third = n >= 3 ? c : n === 2 ? b : n === 1 ? a : 0;
    return tm;
  }

  // ------------------------------------------------------------------ dynamic programming

  /**
   * Needleman–Wunsch over x (rows) and y (columns) as the reference does it (a gap costs
   * gapOpen after an aligned pair, nothing after a gap). The match score is 1/(1 + d²/d02)
   * under `sp`, plus 0.5 for equal secondary structure when `secBonus`; or, without `sp`,
   * 1 for equal secondary structure. Result: invmap[j] = aligned i or −1.
   */
  private dp(sp: Superposition | undefined, d02: number, gapOpen: number, secBonus: boolean, invmap: Int32Array): void {
    const { xlen, ylen, x, y, secx, secy, path } = this;
    const width = ylen + 1;
    // one row of values suffices: the traceback follows the steps recorded in `path`, which are
    // the comparisons the reference's traceback repeats on its full value matrix
    const values = this.rowValues,
      aligned = this.rowAligned;
    values.fill(0, 0, width);
    aligned.fill(0, 0, width);
    invmap.fill(-1, 0, ylen + 1);
    const u = sp?.u,
      t = sp?.t;
    const scores = this.rowScores;
    for (let i = 1; i <= xlen; i++) {
      // this row's match scores first: the recurrence loop below then only adds and compares
      const sx = secx[i - 1]!;
      if (u && t) {
        const px = x[3 * i - 3]!,
          py = x[3 * i - 2]!,
          pz = x[3 * i - 1]!;
        const mx = t[0]! + u[0]! * px + u[1]! * py + u[2]! * pz;
        const my = t[1]! + u[3]! * px + u[4]! * py + u[5]! * pz;
        const mz = t[2]! + u[6]! * px + u[7]! * py + u[8]! * pz;
        for (let j = 0; j < ylen; j++) {
          const dx = mx - y[3 * j]!,
            dy = my - y[3 * j + 1]!,
            dz = mz - y[3 * j + 2]!;
          scores[j] = 1 / (1 + (dx * dx + dy * dy + dz * dz) / d02);
        }
        if (secBonus) for (let j = 0; j < ylen; j++) if (sx === secy[j]) scores[j] = scores[j]! + 0.5;
      } else {
        for (let j = 0; j < ylen; j++) scores[j] = sx === secy[j] ? 1 : 0;
      }
      const row = i * width;
      // values[j] and aligned[j] still hold row i − 1 until overwritten with row i
      let diagonal = 0;
      let left = 0;
      let leftAligned = 0;
      for (let j = 1; j <= ylen; j++) {
        const up = values[j]!;
        const d = diagonal + scores[j - 1]!;
        const h = aligned[j] ? up + gapOpen : up;
        const v = leftAligned ? left + gapOpen : left;
        diagonal = up;
        let step: number;
        if (d >= h && d >= v) {
          leftAligned = 1;
          left = d;
          step = STEP_DIAGONAL;
        } else {
          leftAligned = 0;
          if (v >= h) {
            left = v;
            step = STEP_LEFT;
          } else {
            left = h;
            step = STEP_UP;
          }
        }
        path[row + j] = step;
        aligned[j] = leftAligned;
        values[j] = left;
      }
    }
    let i = xlen,
      j = ylen;
    while (i > 0 && j > 0) {
      const step = path[i * width + j];
      if (step === STEP_DIAGONAL) {
        invmap[j - 1] = i - 1;
        i--;
        j--;
      } else if (step === STEP_LEFT) {
        j--;
      } else {
        i--;
      }
    }
  }

  /**
   * The reference's DP_iter: alternate dynamic programming under the current superposition and
   * the superposition search, for each gap penalty from g1 to g2, until the score settles.
   * `sp` carries the superposition in and out; the best alignment is left in `invmap`.
   */
  private dpIterate(sp: Superposition, invmap: Int32Array, g1: number, g2: number, maxIterations: number): number {
    const trial = this.invmapTrial;
    const { d0, lnorm } = this.p;
    const d02 = d0 * d0;
    let tmMax = -1;
    let tmOld = 0;
    for (let g = g1; g < g2; g++) {
      for (let iteration = 0; iteration < maxIterations; iteration++) {
        this.dp(sp, d02, GAP_OPEN[g]!, false, trial);
        const tm = this.detailedSearch(trial, sp, 40, 8, lnorm);
        if (tm > tmMax) {
          tmMax = tm;
          invmap.set(trial.subarray(0, this.ylen));
        }
        if (iteration > 0 && Math.abs(tmOld - tm) < 0.000001) break;
        tmOld = tm;
      }
    }
    return tmMax;
  }

  // ------------------------------------------------------------------ initial alignments

  /** Gapless threading: every offset of y along x with at least half the shorter chain overlapping. */
  private initialGapless(invmap: Int32Array): void {
    const { xlen, ylen } = this;
    const minAligned = Math.max(5, Math.floor(Math.min(xlen, ylen) / 2));
    const first = -ylen + minAligned,
      last = xlen - minAligned;
    let best = first,
      tmMax = -1;
    for (let k = first; k <= last; k += this.gaplessStep) {
      threadAt(invmap, ylen, xlen, k);
      const tm = this.quickScore(invmap);
      if (tm >= tmMax) {
        tmMax = tm;
        best = k;
      }
    }
    threadAt(invmap, ylen, xlen, best);
  }

  /** Secondary structures aligned by dynamic programming (gap −1). */
  private initialSecondary(invmap: Int32Array): void {
    this.dp(undefined, 1, -1, false, invmap);
  }

  /**
   * Local superposition: fragments of 20 and 100 residues (at most a third and a half of the
   * shorter chain) at steps along both chains, superposed, then aligned by dynamic programming
   * under that superposition; the alignment with the best quick score wins.
   */
  private initialLocal(invmap: Int32Array): boolean {
    const { xlen, ylen, x, y, trial } = this;
    const { d0, d0Min } = this.p;
    const d01 = Math.max(d0 + 1.5, d0Min);
    const d02 = d01 * d01;
    const shorter = Math.min(xlen, ylen);
    const jump = (length: number): number =>
      Math.min(length > 250 ? 45 : length > 200 ? 35 : length > 150 ? 25 : 15, Math.floor(length / 3)) *
      (this.fast ? 5 : 1);
    const jumpX = jump(xlen),
      jumpY = jump(ylen);
    const fragments = [Math.min(20, Math.floor(shorter / 3)), Math.min(100, Math.floor(shorter / 2))];
    const candidate = this.invmapTrial;
    let best = 0;
    let found = false;
    for (const fragment of fragments) {
      const lastX = xlen - fragment + 1,
        lastY = ylen - fragment + 1;
      for (let i = 0; i < lastX; i += jumpX) {
        for (let j = 0; j < lastY; j += jumpY) {
          superposeSegments(x, i, y, j, fragment, trial);
          this.dp(trial, d02, 0, false, candidate);
          const score = this.quickScore(candidate);
          if (score > best) {
            best = score;
            invmap.set(candidate.subarray(0, ylen));
            found = true;
          }
        }
      }
    }
    return found;
  }

  /** Dynamic programming on distance under the superposition of `from`, plus a secondary-structure bonus. */
  private initialSecondaryPlus(from: Int32Array, invmap: Int32Array): void {
    const { d0, d0Min } = this.p;
    const n = this.collect(from);
    superpose(this.xtm, this.ytm, n, this.trial);
    const d01 = Math.max(d0 + 1.5, d0Min);
    this.dp(this.trial, d01 * d01, -1, true, invmap);
  }

  /**
   * Fragment gapless threading: the longest stretch without a chain break (consecutive Cα
   * closer than dcu0) of the chain with the shorter such stretch, threaded along the other.
   */
  private initialFragmentThreading(invmap: Int32Array): void {
    const { xlen, ylen, x, y } = this;
    const fragmentMin = this.fast ? 8 : 4;
    const shiftMin = fragmentMin - 1;
    const [xstart, xend] = longestUnbrokenStretch(x, xlen, this.p.dcu0, fragmentMin);
    const [ystart, yend] = longestUnbrokenStretch(y, ylen, this.p.dcu0, fragmentMin);
    const lx = xend - xstart + 1,
      ly = yend - ystart + 1;
    const candidate = this.invmapTrial;
    let tmMax = -1;
    const consider = (): void => {
      const tm = this.quickScore(candidate);
      if (tm >= tmMax) {
        tmMax = tm;
        invmap.set(candidate.subarray(0, ylen));
      }
    };
    // residues of the stretch, trimmed to its middle 80 % when it is the whole chain
    const stretch = (start: number, length: number, whole: number): Int32Array => {
      const all = Int32Array.from({ length }, (_, k) => start + k);
      if (length !== whole) return all;
      const n1 = Math.floor(whole * 0.1),
        n2 = Math.floor(whole * 0.89);
      return all.slice(n1, n2 + 1);
    };
    // thread a stretch of x along y
    const threadX = (fragment: Int32Array, step: number): void => {
      const l1 = fragment.length;
      const minAligned = Math.max(shiftMin, Math.floor(Math.min(l1, ylen) / 2.5));
      for (let k = -ylen + minAligned; k <= l1 - minAligned; k += step) {
        for (let j = 0; j < ylen; j++) {
          const i = j + k;
          candidate[j] = i >= 0 && i < l1 ? fragment[i]! : -1;
        }
        consider();
      }
    };
    // thread a stretch of y along x
    const threadY = (fragment: Int32Array): void => {
      const l2 = fragment.length;
      const minAligned = Math.max(shiftMin, Math.floor(Math.min(xlen, l2) / 2.5));
      for (let k = -l2 + minAligned; k <= xlen - minAligned; k++) {
        candidate.fill(-1, 0, ylen);
        for (let j = 0; j < l2; j++) {
          const i = j + k;
          if (i >= 0 && i < xlen) candidate[fragment[j]!] = i;
        }
        consider();
      }
    };
    if (lx === ly && xlen === ylen) {
      // symmetric case: both directions
      threadX(stretch(xstart, lx, xlen), this.fast ? 3 : 1);
      threadY(stretch(ystart, ly, xlen));
      return;
    }
    const useX = lx < ly || (lx === ly && xlen < ylen);
    const shorterStretch = Math.min(lx, ly);
    const fragment = stretch(useX ? xstart : ystart, shorterStretch, Math.min(xlen, ylen));
    if (lx < ly || (lx === ly && xlen <= ylen)) threadX(fragment, this.fast ? 3 : 1);
    else threadY(fragment);
  }
}

/** y residue j aligned to x residue j + k where that exists. */
function threadAt(invmap: Int32Array, ylen: number, xlen: number, k: number): void {
  for (let j = 0; j < ylen; j++) {
    const i = j + k;
    invmap[j] = i >= 0 && i < xlen ? i : -1;
  }
}

/**
 * The reference's find_max_frag: the longest run of consecutive Cα closer than dcu0 (the cut-off
 * grows by 10 % until the run has at least min(fragmentMin, length/3) residues).
 */
function longestUnbrokenStretch(
  xyz: Float64Array,
  length: number,
  dcu0: number,
  fragmentMin: number,
): [number, number] {
  const minimum = Math.min(Math.floor(length / 3), fragmentMin);
  let cutoff = dcu0 * dcu0;
  let startMax = 0,
    endMax = 0;
  for (let inc = 0; ;) {
    let longest = 0;
    let run = 1;
    let start = 0;
    for (let i = 1; i < length; i++) {
      const dx = xyz[3 * i]! - xyz[3 * i - 3]!,
        dy = xyz[3 * i + 1]! - xyz[3 * i - 2]!,
        dz = xyz[3 * i + 2]! - xyz[3 * i - 1]!;
      if (dx * dx + dy * dy + dz * dz < cutoff) {
        run++;
        if (i === length - 1 && run > longest) {
          longest = run;
          startMax = start;
          endMax = i;
        }
        if (i === length - 1) run = 1;
      } else {
        if (run > longest) {
          longest = run;
          startMax = start;
          endMax = i - 1;
        }
        run = 1;
        start = i;
      }
    }
    if (longest >= minimum) return [startMax, endMax];
    inc++;
    const relaxed = Math.pow(1.1, inc) * dcu0;
    cutoff = relaxed * relaxed;
  }
}
