// The aligner's prefilter, after BLAST: an index of every word (k residues) of the database, the
// query's neighbourhood words (those scoring at least T against a query word), hits on the same
// diagonal within a window (two-hit, for proteins) or single exact-word hits (nucleotides), an
// ungapped X-drop extension of each; the sequences whose best ungapped segment scores at least a
// trigger go on to Smith-Waterman, first banded around the diagonals of their good segments.
// Diagonals are kept for the whole concatenated database (d = target position − query position +
// query length), so the state per query is two typed arrays reset once, not a map per sequence.

import type { ScoringScheme } from './scoring.ts';
import type { SequenceSet } from './sequence-set.ts';

export interface SeedSettings {
  /** Word length k. */
  wordLength: number;
  /** Neighbourhood threshold T: words scoring at least this against a query word are seeds. */
  threshold: number;
  /** Two hits on one diagonal within `window` query positions start an extension (else one). */
  twoHit: boolean;
  window: number;
  /** An ungapped extension stops once its score falls this far below its best. */
  xDrop: number;
  /**
   * A sequence is a candidate for Smith-Waterman when its best ungapped segment would be this
   * unlikely by chance between the query and that one sequence (ungapped Karlin–Altschul
   * E-value K·m·n·e^(−λS)): the score needed grows with both lengths, so long random sequences
   * do not flood a long query's candidates.
   */
  triggerEvalue: number;
  /** Ungapped segments scoring at least this mark diagonals the gapped alignment's band must cover. */
  bandScore: number;
}

export interface Candidate {
  /** Index in the sequence set. */
  sequence: number;
  /** Best ungapped segment score. */
  ungapped: number;
  /** Diagonals (target position − query position) of the sequence's good segments. */
  lowDiagonal: number;
  highDiagonal: number;
}

// BLAST's blastp defaults (k 3, T 11, window 40, X-drop 7 bits). The trigger and band were tuned
// on the shared archive against exhaustive Smith-Waterman (85 real and mutated queries): 98 % of
// its hits with E ≤ 0.1 are found, with a p50 of ≈ 8 ms against ≈ 400 ms for the full scan.
export const PROTEIN_SEEDS: SeedSettings = {
  wordLength: 3,
  threshold: 11,
  twoHit: true,
  window: 40,
  xDrop: 16,
  triggerEvalue: 0.1,
  bandScore: 35,
};
// Exact 8-mers (blastn-short uses 7) and one hit, X-drop 20 bits.
export const NUCLEOTIDE_SEEDS: SeedSettings = {
  wordLength: 8,
  threshold: 16,
  twoHit: false,
  window: 0,
  xDrop: 25,
  triggerEvalue: 0.1,
  bandScore: 30,
};

export class SeedIndex {
  private readonly scheme: ScoringScheme;
  private readonly base: number;
  /** Positions of word w: positions[wordStart[w], wordStart[w + 1]). */
  private readonly wordStart: Int32Array;
  private readonly positions: Int32Array;
  private lastHit = new Int32Array(0);
  private coveredTo = new Int32Array(0);
  private readonly best: Int32Array;
  private readonly lowDiagonal: Int32Array;
  private readonly highDiagonal: Int32Array;
  private readonly bestDiagonal: Int32Array;

  constructor(
    private readonly set: SequenceSet,
    readonly settings: SeedSettings,
  ) {
    this.scheme = set.scheme;
    this.base = this.scheme.wordCodes;
    const k = settings.wordLength;
    const words = this.base ** k;
    const counts = new Int32Array(words + 1);
    this.forEachWord(set.residues, set.starts, (word) => counts[word + 1]!++);
    for (let w = 0; w < words; w++) counts[w + 1]! += counts[w] as number;
    this.wordStart = counts;
    this.positions = new Int32Array(counts[words] as number);
    const cursor = counts.slice(0, words);
    this.forEachWord(set.residues, set.starts, (word, at) => (this.positions[cursor[word]!++] = at));
    this.best = new Int32Array(set.size);
    this.lowDiagonal = new Int32Array(set.size);
    this.highDiagonal = new Int32Array(set.size);
    this.bestDiagonal = new Int32Array(set.size);
  }

  /** Calls `visit(word, start)` for every word of valid codes that lies within one sequence. */
  private forEachWord(codes: Uint8Array, starts: Int32Array, visit: (word: number, start: number) => void): void {
    const k = this.settings.wordLength;
    const base = this.base;
    const top = base ** (k - 1);
    for (let s = 0; s + 1 < starts.length; s++) {
      let word = 0;
      let valid = 0;
      for (let p = starts[s] as number; p < (starts[s + 1] as number); p++) {
        const c = codes[p] as number;
        if (c >= base) {
          valid = 0;
          word = 0;
          continue;
        }
        word = valid >= k ? (word % top) * base + c : word * base + c;
        if (valid < k) valid++;
        if (valid >= k) visit(word, p - k + 1);
      }
    }
  }

  /** Words scoring at least T against each query word: out[i] lists them for query position i. */
  private neighbourhood(query: Uint8Array): Int32Array[] {
    const { wordLength: k, threshold } = this.settings;
    const size = this.scheme.letters.length;
    const base = this.base;
    const matrix = this.scheme.matrix;
    // best score a query code can reach against any word code
    const rowMax = new Int32Array(size);
    for (let a = 0; a < size; a++) {
      let max = -Infinity;
      for (let b = 0; b < base; b++) max = Math.max(max, matrix[a * size + b] as number);
      rowMax[a] = max;
    }
    const out: Int32Array[] = [];
    const found: number[] = [];
    const tail = new Int32Array(k + 1);
    for (let i = 0; i + k <= query.length; i++) {
      found.length = 0;
      // best achievable score of positions t.. of the word
      tail[k] = 0;
      for (let t = k - 1; t >= 0; t--) tail[t] = (tail[t + 1] as number) + (rowMax[query[i + t] as number] as number);
      if ((tail[0] as number) >= threshold) {
        const visit = (t: number, word: number, score: number): void => {
          if (t === k) {
            found.push(word);
            return;
          }
          const row = (query[i + t] as number) * size;
          for (let b = 0; b < base; b++) {
            const s = score + (matrix[row + b] as number);
            if (s + (tail[t + 1] as number) >= threshold) visit(t + 1, word * base + b, s);
          }
        };
        visit(0, 0, 0);
      }
      out.push(Int32Array.from(found));
    }
    return out;
  }

  /**
   * Sequences worth a gapped alignment against the query (indexes into the set), each with its
   * best ungapped segment score.
   */
  candidates(query: Uint8Array): Candidate[] {
    const { wordLength: k, twoHit, window, xDrop, triggerEvalue, bandScore } = this.settings;
    const m = query.length;
    const residues = this.set.residues;
    const starts = this.set.starts;
    const sequenceOf = this.set.sequenceOf;
    const size = this.scheme.letters.length;
    const matrix = this.scheme.matrix;
    const diagonals = residues.length + m + 1;
    if (this.lastHit.length < diagonals) {
      this.lastHit = new Int32Array(diagonals);
      this.coveredTo = new Int32Array(diagonals);
    }
    const lastHit = this.lastHit; // query position of the last hit + 1 (0: none)
    const coveredTo = this.coveredTo; // query position an extension reached on the diagonal
    lastHit.fill(0, 0, diagonals);
    coveredTo.fill(0, 0, diagonals);
    const best = this.best;
    const lowDiagonal = this.lowDiagonal;
    const highDiagonal = this.highDiagonal;
    const bestDiagonal = this.bestDiagonal;
    best.fill(0);
    lowDiagonal.fill(0x7fffffff);
    highDiagonal.fill(-0x7fffffff);
    const neighbours = this.neighbourhood(query);
    for (let i = 0; i < neighbours.length; i++) {
      const words = neighbours[i] as Int32Array;
      for (let w = 0; w < words.length; w++) {
        const word = words[w] as number;
        for (let p = this.wordStart[word] as number, end = this.wordStart[word + 1] as number; p < end; p++) {
          const g = this.positions[p] as number;
          const d = g - i + m;
          if (i < (coveredTo[d] as number)) continue;
          if (twoHit) {
            const last = (lastHit[d] as number) - 1;
            if (last < 0 || i - last > window) {
              lastHit[d] = i + 1;
              continue;
            }
            if (i - last < k) continue; // overlaps the first hit
          }
          // ungapped X-drop extension from the word, within the target sequence
          const s = sequenceOf[g] as number;
          const from = starts[s] as number;
          const to = starts[s + 1] as number;
          let score = 0;
          for (let t = 0; t < k; t++)
            score += matrix[(query[i + t] as number) * size + (residues[g + t] as number)] as number;
          let run = 0;
          let gain = 0;
          let qi = i + k;
          let tj = g + k;
          let reach = qi;
          while (qi < m && tj < to) {
            run += matrix[(query[qi] as number) * size + (residues[tj] as number)] as number;
            qi++;
            tj++;
            if (run > gain) {
              gain = run;
              reach = qi;
            } else if (run < gain - xDrop) break;
          }
          score += gain;
          run = 0;
          gain = 0;
          qi = i - 1;
          tj = g - 1;
          while (qi >= 0 && tj >= from) {
            run += matrix[(query[qi] as number) * size + (residues[tj] as number)] as number;
            qi--;
            tj--;
            if (run > gain) gain = run;
            else if (run < gain - xDrop) break;
          }
          score += gain;
          coveredTo[d] = reach;
          lastHit[d] = i + 1;
          const diagonal = g - from - i;
          if (score > (best[s] as number)) {
            best[s] = score;
            bestDiagonal[s] = diagonal;
          }
          if (score >= bandScore) {
            if (diagonal < (lowDiagonal[s] as number)) lowDiagonal[s] = diagonal;
            if (diagonal > (highDiagonal[s] as number)) highDiagonal[s] = diagonal;
          }
        }
      }
    }
    const found: Candidate[] = [];
    const { lambda, K } = this.scheme.ungapped;
    const chance = Math.log(K * m) - Math.log(triggerEvalue);
    for (let s = 0; s < best.length; s++) {
      const score = best[s] as number;
      if (score > 0 && lambda * score >= chance + Math.log((starts[s + 1] as number) - (starts[s] as number))) {
        const diagonal = bestDiagonal[s] as number;
        found.push({
          sequence: s,
          ungapped: score,
          lowDiagonal: Math.min(diagonal, lowDiagonal[s] as number),
          highDiagonal: Math.max(diagonal, highDiagonal[s] as number),
        });
      }
    }
    return found;
  }
}
