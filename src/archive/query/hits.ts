// A set of scored document rows. Small sets live in a Map; once a set holds more than a small
// fraction of all rows it moves to a score array indexed by row plus the list of rows present,
// which makes intersections and lookups on 100k-hit queries array reads. (Always allocating the
// dense form would cost more than the query itself for small sets on a large archive.)

const DENSE_FRACTION = 64;

export class Hits {
  private map: Map<number, number> | undefined = new Map();
  private scores: Float64Array | undefined;
  private present: Uint8Array | undefined;
  private list: Int32Array | undefined;
  private count = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.map ? this.map.size : this.count;
  }

  private densify(): void {
    const map = this.map as Map<number, number>;
    this.scores = new Float64Array(this.capacity);
    this.present = new Uint8Array(this.capacity);
    this.list = new Int32Array(Math.max(16, map.size * 2));
    this.count = 0;
    this.map = undefined;
    for (const [row, score] of map) this.set(row, score);
  }

  has(row: number): boolean {
    return this.map ? this.map.has(row) : this.present?.[row] === 1;
  }

  get(row: number): number | undefined {
    if (this.map) return this.map.get(row);
    return this.present?.[row] === 1 ? this.scores?.[row] : undefined;
  }

  set(row: number, score: number): this {
    if (this.map) {
      this.map.set(row, score);
      if (this.map.size * DENSE_FRACTION > this.capacity && this.map.size > 1024) this.densify();
      return this;
    }
    const present = this.present as Uint8Array;
    if (present[row] !== 1) {
      present[row] = 1;
      let list = this.list as Int32Array;
      if (this.count === list.length) {
        const grown = new Int32Array(list.length * 2);
        grown.set(list);
        this.list = list = grown;
      }
      list[this.count++] = row;
    }
    (this.scores as Float64Array)[row] = score;
    return this;
  }

  /** Keeps the better of the current and the new score. */
  setMax(row: number, score: number): void {
    const current = this.get(row);
    if (current === undefined || current < score) this.set(row, score);
  }

  /** The rows, in insertion order. */
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
    const scores = this.scores as Float64Array;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      yield [row, scores[row] as number];
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
    const scores = this.scores as Float64Array;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      visit(scores[row] as number, row);
    }
  }
}
