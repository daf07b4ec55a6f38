// A set of scored document rows. Small sets live in a Map; once a set holds more than a small
// fraction of all rows it moves to a presence array indexed by row plus the list of rows present,
// which makes intersections and lookups on 100k-hit queries array reads. (Always allocating the
// dense form would cost more than the query itself for small sets on a large archive.)
//
// A dense set whose rows all share one score (attribute filters: every hit scores 1) keeps that
// score once; the per-row score array is allocated only when scores start to differ. Fewer and
// smaller arrays per query keep the garbage collector out of the latency: on a 200,000-entry
// archive a score array is 4.6 MB, and allocating a few of them per query made V8 run a full
// collection every other query.
//
// The set operations of query groups (intersect, unite, complement) work on whole sets here, so
// a 150,000-row AND or OR is a loop over typed arrays rather than a callback per row.
//
// The row-indexed arrays of one query come from a HitsArena (hits-arena.ts).

import type { HitSpace } from './hits-arena.ts';

const DENSE_FRACTION = 64;
const DENSE_MINIMUM = 1024;

function wantsDense(size: number, capacity: number): boolean {
  return size > DENSE_MINIMUM && size * DENSE_FRACTION > capacity;
}

export class Hits {
  private map: Map<number, number> | undefined = new Map();
  private present: Uint8Array | undefined;
  private list: Int32Array | undefined;
  private count = 0;
  /** Dense form: score per row; absent while every row scores `uniform`. */
  private scores: Float64Array | undefined;
  private uniform = 1;
  /** Every score set so far was 1 (plain filters). */
  private onlyOnes = true;

  readonly capacity: number;

  constructor(private readonly space: HitSpace) {
    this.capacity = typeof space === 'number' ? space : space.capacity;
  }

  private newPresence(): Uint8Array {
    return typeof this.space === 'number' ? new Uint8Array(this.space) : this.space.presence();
  }

  private newScores(): Float64Array {
    return typeof this.space === 'number' ? new Float64Array(this.space) : this.space.scoreArray();
  }

  /** A set of `rows` (repeats allowed), each with `score`. */
  static fromRows(space: HitSpace, rows: ArrayLike<number>, score = 1): Hits {
    const hits = new Hits(space);
    if (!wantsDense(rows.length, hits.capacity)) {
      for (let i = 0; i < rows.length; i++) hits.set(rows[i] as number, score);
      return hits;
    }
    hits.densify(rows.length);
    hits.uniform = score;
    hits.onlyOnes = score === 1;
    const present = hits.present as Uint8Array;
    const list = hits.list as Int32Array;
    let count = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      if (present[row] === 1) continue;
      present[row] = 1;
      list[count++] = row;
    }
    hits.count = count;
    return hits;
  }

  /** Rows present in every set; scores add up (in the order of the sets by size). */
  static intersect(sets: readonly Hits[]): Hits {
    if (sets.length === 0) throw new Error('intersect needs at least one set');
    const ordered = [...sets].sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = ordered as [Hits, ...Hits[]];
    const rows = smallest.rows();
    const kept = new Int32Array(rows.length);
    let count = 0;
    // dense sets answer membership from their presence arrays, without a call per row
    const presences = rest.filter((s) => !s.map).map((s) => s.present as Uint8Array);
    const maps = rest.filter((s) => s.map).map((s) => s.map as Map<number, number>);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      let everywhere = true;
      for (let p = 0; p < presences.length && everywhere; p++) everywhere = (presences[p] as Uint8Array)[row] === 1;
      for (let m = 0; m < maps.length && everywhere; m++) everywhere = (maps[m] as Map<number, number>).has(row);
      if (everywhere) kept[count++] = row;
    }
    const members = kept.subarray(0, count);
    const common = ordered.map((s) => s.commonScore);
    if (common.every((c) => c !== undefined)) {
      // every set scores all its rows alike: so does the intersection
      let total = common[0] as number;
      for (const c of common.slice(1)) total += c as number;
      return Hits.fromRows(smallest.space, members, total);
    }
    const scores = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const row = members[i] as number;
      let total = smallest.scoreOf(row);
      for (const other of rest) total += other.scoreOf(row);
      scores[i] = total;
    }
    return Hits.fromScored(smallest.space, members, scores);
  }

  /** Rows present in any set; scores add up. */
  static unite(sets: readonly Hits[]): Hits {
    const out = new Hits(sets[0]?.space ?? 0);
    const total = sets.reduce((n, s) => n + s.size, 0);
    if (!wantsDense(total, out.capacity)) {
      for (const set of sets) set.forEach((score, row) => out.set(row, (out.get(row) ?? 0) + score));
      return out;
    }
    // dense: sum into one score array, listing each row when first seen
    const present = out.newPresence();
    const sums = out.newScores();
    const list = new Int32Array(total);
    let count = 0;
    for (const set of sets) {
      const rows = set.rows();
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i] as number;
        const score = set.scoreOf(row);
        if (present[row] === 1) sums[row] = (sums[row] as number) + score;
        else {
          present[row] = 1;
          sums[row] = score;
          list[count++] = row;
        }
      }
    }
    out.adopt(present, list, count, sums);
    return out;
  }

  /** Distinct `rows` with their `scores` (parallel arrays). */
  static fromScored(space: HitSpace, rows: Int32Array, scores: Float64Array): Hits {
    const out = new Hits(space);
    if (!wantsDense(rows.length, out.capacity)) {
      for (let i = 0; i < rows.length; i++) out.set(rows[i] as number, scores[i] as number);
      return out;
    }
    const present = out.newPresence();
    const byRow = out.newScores();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      present[row] = 1;
      byRow[row] = scores[i] as number;
    }
    out.adopt(present, rows.slice(), rows.length, byRow);
    return out;
  }

  /** Takes over dense arrays built elsewhere (`list` holds `count` distinct present rows). */
  private adopt(present: Uint8Array, list: Int32Array, count: number, scores: Float64Array): void {
    this.map = undefined;
    this.present = present;
    this.list = list.length > 0 ? list : new Int32Array(16);
    this.count = count;
    this.scores = scores;
    let ones = true;
    for (let i = 0; i < count && ones; i++) ones = scores[list[i] as number] === 1;
    this.onlyOnes = ones;
  }

  /** The rows of `universe` not in `excluded`, each with `score`. */
  static complement(universe: Int32Array, excluded: Hits, score: number): Hits {
    const rows: number[] = [];
    for (let i = 0; i < universe.length; i++) {
      const row = universe[i] as number;
      if (!excluded.has(row)) rows.push(row);
    }
    return Hits.fromRows(excluded.space, rows, score);
  }

  get size(): number {
    return this.map ? this.map.size : this.count;
  }

  /** True when every score is 1. */
  get allOnes(): boolean {
    return this.onlyOnes;
  }

  /** The score every row has, when they all have the same one (an empty set: undefined). */
  get commonScore(): number | undefined {
    if (this.size === 0) return undefined;
    if (this.onlyOnes) return 1;
    if (!this.map && !this.scores) return this.uniform;
    return undefined;
  }

  /**
   * Scores indexed by row, when this set holds them that way (dense, scores differing): hot
   * comparators read it directly. Rows not in the set read as garbage.
   */
  scoreArray(): Float64Array | undefined {
    return this.scores;
  }

  /** This set with only the rows `keep` accepts and every score divided by `divisor`. */
  filterScaled(keep: (row: number) => boolean, divisor: number): Hits {
    const rows = this.rows();
    const kept = new Int32Array(rows.length);
    let count = 0;
    for (let i = 0; i < rows.length; i++) if (keep(rows[i] as number)) kept[count++] = rows[i] as number;
    const members = kept.subarray(0, count);
    const common = this.commonScore;
    if (common !== undefined) return Hits.fromRows(this.space, members, common / divisor);
    const scores = new Float64Array(count);
    for (let i = 0; i < count; i++) scores[i] = this.scoreOf(members[i] as number) / divisor;
    return Hits.fromScored(this.space, members, scores);
  }

  private densify(expected = 0): void {
    const map = this.map as Map<number, number>;
    this.present = this.newPresence();
    this.list = new Int32Array(Math.max(16, map.size * 2, expected));
    this.count = 0;
    this.map = undefined;
    const first = map.values().next();
    this.uniform = first.done ? 1 : first.value;
    for (const [row, score] of map) this.set(row, score);
  }

  /** Gives every present row its own score slot (scores are about to differ). */
  private materialiseScores(): Float64Array {
    const scores = this.newScores();
    const list = this.list as Int32Array;
    for (let i = 0; i < this.count; i++) scores[list[i] as number] = this.uniform;
    this.scores = scores;
    return scores;
  }

  has(row: number): boolean {
    return this.map ? this.map.has(row) : (this.present as Uint8Array)[row] === 1;
  }

  get(row: number): number | undefined {
    if (this.map) return this.map.get(row);
    if ((this.present as Uint8Array)[row] !== 1) return undefined;
    return this.scores ? this.scores[row] : this.uniform;
  }

  /** The score of a row known to be present. */
  scoreOf(row: number): number {
    if (this.map) return this.map.get(row) as number;
    return this.scores ? (this.scores[row] as number) : this.uniform;
  }

  set(row: number, score: number): this {
    if (score !== 1) this.onlyOnes = false;
    if (this.map) {
      this.map.set(row, score);
      if (wantsDense(this.map.size, this.capacity)) this.densify();
      return this;
    }
    const present = this.present as Uint8Array;
    if (present[row] !== 1) {
      if (this.count === 0 && !this.scores) this.uniform = score;
      present[row] = 1;
      let list = this.list as Int32Array;
      if (this.count === list.length) {
        const grown = new Int32Array(list.length * 2);
        grown.set(list);
        this.list = list = grown;
      }
      list[this.count++] = row;
    }
    if (this.scores) this.scores[row] = score;
    else if (score !== this.uniform) this.materialiseScores()[row] = score;
    return this;
  }

  /** Keeps the better of the current and the new score. */
  setMax(row: number, score: number): void {
    const current = this.get(row);
    if (current === undefined || current < score) this.set(row, score);
  }

  /** The rows, in insertion order (a view; do not keep it across changes). */
  rows(): Int32Array {
    if (this.map) return Int32Array.from(this.map.keys());
    return (this.list as Int32Array).subarray(0, this.count);
  }

  keys(): IterableIterator<number> {
    return this.map ? this.map.keys() : this.rows()[Symbol.iterator]();
  }

  *entries(): IterableIterator<[number, number]> {
    if (this.map) {
      yield* this.map.entries();
      return;
    }
    const rows = this.rows();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      yield [row, this.scoreOf(row)];
    }
  }

  [Symbol.iterator](): IterableIterator<[number, number]> {
    return this.entries();
  }

  forEach(visit: (score: number, row: number) => void): void {
    if (this.map) {
      this.map.forEach(visit);
      return;
    }
    const rows = this.rows();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      visit(this.scoreOf(row), row);
    }
  }
}
