// Smith-Waterman local alignment with affine gaps (Gotoh): a gap of k residues costs
// open + k·extend. Two forms: a score-only pass in linear memory over a query profile (the hot
// loop of a database scan, typed arrays only), and a traceback pass for the few hits that are
// reported, confined to the rectangle that ends where the score-only pass found the best cell.

import type { ScoringScheme } from './scoring.ts';

/** The query's scores against each residue code: profile[code * m + i] = S(query[i], code). */
export interface QueryProfile {
  readonly scheme: ScoringScheme;
  readonly query: Uint8Array;
  readonly scores: Int32Array;
}

export function queryProfile(query: Uint8Array, scheme: ScoringScheme): QueryProfile {
  const m = query.length;
  const size = scheme.letters.length;
  const scores = new Int32Array(size * m);
  for (let code = 0; code < size; code++) {
    for (let i = 0; i < m; i++) scores[code * m + i] = scheme.matrix[(query[i] as number) * size + code] as number;
  }
  return { scheme, query, scores };
}

export interface LocalScore {
  score: number;
  /** Last aligned positions (0-based, inclusive); -1 when the score is 0. */
  queryEnd: number;
  targetEnd: number;
}

/** Working rows reused across calls (one scan at a time). */
export class ScoreBuffers {
  private h = new Int32Array(0);
  private e = new Int32Array(0);

  rows(m: number): { h: Int32Array; e: Int32Array } {
    if (this.h.length < m + 1) {
      this.h = new Int32Array(m + 1);
      this.e = new Int32Array(m + 1);
    }
    return { h: this.h, e: this.e };
  }
}

const NEGATIVE = -(1 << 28);

/** Best local score of the query against the target with its end cell: the band of every diagonal. */
export function localScore(profile: QueryProfile, target: Uint8Array, buffers: ScoreBuffers): LocalScore {
  return bandedLocalScore(profile, target, -profile.query.length, target.length, buffers);
}

/**
 * The best local score of alignments confined to the diagonals d = j − i in [low, high] (0-based
 * target position j, query position i): the cost is the band's width times the target's length,
 * not the query's. A lower bound of the full score, exact when the best alignment stays inside.
 */
export function bandedScore(
  profile: QueryProfile,
  target: Uint8Array,
  low: number,
  high: number,
  buffers: ScoreBuffers,
): number {
  return bandedLocalScore(profile, target, low, high, buffers).score;
}

function bandedLocalScore(
  profile: QueryProfile,
  target: Uint8Array,
  low: number,
  high: number,
  buffers: ScoreBuffers,
): LocalScore {
  const m = profile.query.length;
  const scores = profile.scores;
  const open = profile.scheme.gapOpen + profile.scheme.gapExtend;
  const extend = profile.scheme.gapExtend;
  const { h, e } = buffers.rows(m);
  h.fill(0, 0, m + 1);
  e.fill(NEGATIVE, 0, m + 1);
  let best = 0;
  let bestI = -1;
  let bestJ = -1;
  const firstColumn = Math.max(0, low);
  const lastColumn = Math.min(target.length - 1, m - 1 + high);
  for (let j = firstColumn; j <= lastColumn; j++) {
    // rows of this column inside the band, 1-based: i − 1 in [j − high, j − low]. A row enters
    // the band at its top once and leaves at its bottom, so a row's first cell reads the initial
    // H = 0 and E = −∞ on its left, which is what lies outside the band.
    const from = Math.max(1, j - high + 1);
    const to = Math.min(m, j - low + 1);
    const row = (target[j] as number) * m;
    let diagonal = from > 1 ? (h[from - 1] as number) : 0;
    let f = NEGATIVE;
    let up = 0;
    for (let i = from; i <= to; i++) {
      const left = h[i] as number;
      let gapInQuery = (e[i] as number) - extend;
      const opened = left - open;
      if (opened > gapInQuery) gapInQuery = opened;
      e[i] = gapInQuery;
      const fOpened = up - open;
      f -= extend;
      if (fOpened > f) f = fOpened;
      let cell = diagonal + (scores[row + i - 1] as number);
      if (gapInQuery > cell) cell = gapInQuery;
      if (f > cell) cell = f;
      if (cell < 0) cell = 0;
      diagonal = left;
      h[i] = cell;
      up = cell;
      if (cell > best) {
        best = cell;
        bestI = i - 1;
        bestJ = j;
      }
    }
  }
  return { score: best, queryEnd: bestI, targetEnd: bestJ };
}

export interface Alignment {
  score: number;
  /** 0-based, inclusive. */
  queryBegin: number;
  queryEnd: number;
  targetBegin: number;
  targetEnd: number;
  /** One column per character: 'M' aligned pair, 'I' query residue against a gap, 'D' target residue against a gap. */
  operations: string;
}

// traceback cell: bits 0-1 where H came from, bit 2: E extended, bit 3: F extended
const FROM_ZERO = 0;
const FROM_DIAGONAL = 1;
const FROM_E = 2;
const FROM_F = 3;
const E_EXTENDED = 4;
const F_EXTENDED = 8;

/**
 * The best local alignment of query[0, queryEnd] and target[0, targetEnd] that ends at that cell
 * (the end the score-only pass found), traced back through affine-gap states.
 */
export function alignEndingAt(profile: QueryProfile, target: Uint8Array, end: LocalScore): Alignment {
  const m = end.queryEnd + 1;
  const n = end.targetEnd + 1;
  if (end.score <= 0 || m <= 0 || n <= 0)
    return { score: 0, queryBegin: 0, queryEnd: -1, targetBegin: 0, targetEnd: -1, operations: '' };
  const fullM = profile.query.length;
  const scores = profile.scores;
  const open = profile.scheme.gapOpen + profile.scheme.gapExtend;
  const extend = profile.scheme.gapExtend;
  const h = new Int32Array(m + 1);
  const e = new Int32Array(m + 1).fill(NEGATIVE);
  const trace = new Uint8Array((m + 1) * (n + 1));
  for (let j = 1; j <= n; j++) {
    const row = (target[j - 1] as number) * fullM;
    let diagonal = 0;
    let f = NEGATIVE;
    let up = 0;
    const base = j * (m + 1);
    for (let i = 1; i <= m; i++) {
      const left = h[i] as number;
      let bits = 0;
      let gapInQuery = (e[i] as number) - extend;
      const opened = left - open;
      if (opened > gapInQuery) gapInQuery = opened;
      else bits |= E_EXTENDED;
      e[i] = gapInQuery;
      const fOpened = up - open;
      f -= extend;
      if (fOpened > f) f = fOpened;
      else bits |= F_EXTENDED;
      let cell = diagonal + (scores[row + i - 1] as number);
      let from = FROM_DIAGONAL;
      if (gapInQuery > cell) {
        cell = gapInQuery;
        from = FROM_E;
      }
      if (f > cell) {
        cell = f;
        from = FROM_F;
      }
      if (cell <= 0) {
        cell = 0;
        from = FROM_ZERO;
      }
      trace[base + i] = bits | from;
      diagonal = left;
      h[i] = cell;
      up = cell;
    }
  }
  // walk back from the end cell
  const ops: string[] = [];
  let i = m;
  let j = n;
  // an optimal local alignment ends on an aligned pair, reached through H
  let state = (trace[j * (m + 1) + i] as number) & 3;
  while (i > 0 && j > 0) {
    const cell = trace[j * (m + 1) + i] as number;
    if (state === FROM_DIAGONAL) {
      ops.push('M');
      i--;
      j--;
      state = i > 0 && j > 0 ? (trace[j * (m + 1) + i] as number) & 3 : FROM_ZERO;
    } else if (state === FROM_E) {
      ops.push('D');
      j--;
      state = cell & E_EXTENDED ? FROM_E : i > 0 && j > 0 ? (trace[j * (m + 1) + i] as number) & 3 : FROM_ZERO;
    } else if (state === FROM_F) {
      ops.push('I');
      i--;
      state = cell & F_EXTENDED ? FROM_F : i > 0 && j > 0 ? (trace[j * (m + 1) + i] as number) & 3 : FROM_ZERO;
    } else break;
  }
  ops.reverse();
  return {
    score: end.score,
    queryBegin: i,
    queryEnd: end.queryEnd,
    targetBegin: j,
    targetEnd: end.targetEnd,
    operations: ops.join(''),
  };
}
