// The filter index in front of TM-align: a vantage-point tree (Yianilos 1993) over the shape
// descriptors of one kind of target, searched nearest first (Hjaltason & Samet's incremental
// search), so that a structure search finds its nearest candidate shapes without computing the
// descriptor distance to every target. The descriptor distance is a weighted L1 distance, a
// metric, so the triangle inequality bounds whole subtrees: a subtree whose items lie between
// dmin and dmax from a vantage point p holds nothing nearer to the query q than
// max(dmin − d(q, p), d(q, p) − dmax). Each node also keeps its items' range of lengths, so the
// length cut (a TM-score normalised by the query is at most target length / query length) prunes
// whole subtrees too. Items come out in the order of a full sort by (distance, row), so the
// candidates are exactly those of a linear scan.
//
// Why a metric tree rather than product quantisation or an inverted index on quantised cells:
// it is exact (the candidates, hence the answers, are those of the scan it replaces), needs no
// training or stored codes (built in memory when the descriptors load: 0.1 s for the shared
// archive's 1,100 chains, ~7 s for the ~700,000 of 200,000 entries), and the descriptors'
// intrinsic dimension is low enough that the search stays cheap: `npm run bench -- similarity`
// measured ~200–700 distances per query from 1,100 to 700,000 chains, against one per chain for
// the scan.

import { DESCRIPTOR_LENGTH, descriptorDistance } from './shape-descriptor.ts';
import { NearestQueue } from './nearest-queue.ts';

/** Items a leaf holds (scanned directly). */
const LEAF_SIZE = 12;
/** Vantage-point candidates tried per node, and the sample each is judged on (Yianilos' spread). */
const VP_TRIES = 5;
const VP_SAMPLE = 24;
/** Slack on subtree bounds: the triangle inequality holds exactly in reals, not in floating point. */
const SLACK = 1e-9;

/** Deterministic pseudo-random numbers (mulberry32): the same targets give the same tree. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Which items a search may give out: their length, and whether a length range may hold any. */
export interface LengthFilter {
  accepts(residues: number): boolean;
  /** Whether some length in [min, max] may be accepted (false prunes the subtree). */
  mayAccept(min: number, max: number): boolean;
}

export class ShapeTree {
  private readonly order: Int32Array;
  // per node: items order[start, end); a leaf has no children (inner = −1)
  private readonly start: number[] = [];
  private readonly end: number[] = [];
  private readonly inner: number[] = [];
  private readonly outer: number[] = [];
  /** Distance bounds of the inner and outer subtrees' items to the node's vantage point. */
  private readonly bounds: number[] = [];
  private readonly minResidues: number[] = [];
  private readonly maxResidues: number[] = [];
  private readonly queue = new NearestQueue();
  /** Descriptor distances computed by the last search. */
  computed = 0;

  /** A tree over `count` descriptors (`descriptors`, DESCRIPTOR_LENGTH each). */
  constructor(
    private readonly descriptors: Float32Array,
    private readonly residues: ArrayLike<number>,
    private readonly rows: ArrayLike<number>,
  ) {
    const count = Math.floor(descriptors.length / DESCRIPTOR_LENGTH);
    this.order = Int32Array.from({ length: count }, (_, i) => i);
    if (count > 0) this.build(0, count, random(count), new Float64Array(count));
  }

  get size(): number {
    return this.order.length;
  }

  private distance(a: Float32Array, ao: number, item: number): number {
    return descriptorDistance(a, ao, this.descriptors, item * DESCRIPTOR_LENGTH);
  }

  private build(start: number, end: number, rand: () => number, scratch: Float64Array): number {
    const node = this.start.length;
    this.start.push(start);
    this.end.push(end);
    this.inner.push(-1);
    this.outer.push(-1);
    this.bounds.push(0, 0, 0, 0);
    let min = Infinity,
      max = -Infinity;
    for (let i = start; i < end; i++) {
      const r = this.residues[this.order[i]!]!;
      if (r < min) min = r;
      if (r > max) max = r;
    }
    this.minResidues.push(min);
    this.maxResidues.push(max);
    if (end - start <= LEAF_SIZE) return node;

    this.swapOrder(start, start + this.pickVantage(start, end, rand));
    const vp = this.order[start]! * DESCRIPTOR_LENGTH;
    for (let i = start + 1; i < end; i++) scratch[i] = this.distance(this.descriptors, vp, this.order[i]!);
    const mid = (start + 1 + end) >> 1;
    this.select(scratch, start + 1, end, mid);
    const range = (from: number, to: number): [number, number] => {
      let lo = Infinity,
        hi = -Infinity;
      for (let i = from; i < to; i++) {
        lo = Math.min(lo, scratch[i]!);
        hi = Math.max(hi, scratch[i]!);
      }
      return [lo, hi];
    };
    const [innerMin, innerMax] = range(start + 1, mid);
    const [outerMin, outerMax] = range(mid, end);
    this.bounds.splice(4 * node, 4, innerMin, innerMax, outerMin, outerMax);
    this.inner[node] = this.build(start + 1, mid, rand, scratch);
    this.outer[node] = this.build(mid, end, rand, scratch);
    return node;
  }

  /** The offset in [start, end) of the item whose distances to a sample spread most. */
  private pickVantage(start: number, end: number, rand: () => number): number {
    const n = end - start;
    let best = 0,
      bestSpread = -1;
    for (let t = 0; t < VP_TRIES; t++) {
      const candidate = Math.floor(rand() * n);
      const at = this.order[start + candidate]! * DESCRIPTOR_LENGTH;
      let sum = 0,
        squares = 0;
      for (let s = 0; s < VP_SAMPLE; s++) {
        const d = this.distance(this.descriptors, at, this.order[start + Math.floor(rand() * n)]!);
        sum += d;
        squares += d * d;
      }
      const spread = squares / VP_SAMPLE - (sum / VP_SAMPLE) ** 2;
      if (spread > bestSpread) {
        bestSpread = spread;
        best = candidate;
      }
    }
    return best;
  }

  /** Partially orders order[from, to) by `keys` so that position k holds its k-th (quickselect). */
  private select(keys: Float64Array, from: number, to: number, k: number): void {
    let lo = from,
      hi = to - 1;
    while (lo < hi) {
      const pivot = keys[(lo + hi) >> 1]!;
      let i = lo,
        j = hi;
      while (i <= j) {
        while (keys[i]! < pivot) i++;
        while (keys[j]! > pivot) j--;
        if (i <= j) {
          this.swapBoth(keys, i, j);
          i++;
          j--;
        }
      }
      if (k <= j) hi = j;
      else if (k >= i) lo = i;
      else return;
    }
  }

  private swapOrder(a: number, b: number): void {
    const t = this.order[a]!;
    this.order[a] = this.order[b]!;
    this.order[b] = t;
  }

  private swapBoth(keys: Float64Array, a: number, b: number): void {
    const k = keys[a]!;
    keys[a] = keys[b]!;
    keys[b] = k;
    this.swapOrder(a, b);
  }

  /**
   * Visits the items `filter` accepts, nearest to `query` first (ties in row order), until
   * `visit` returns false or none are left.
   */
  nearest(query: Float32Array, filter: LengthFilter, visit: (item: number, distance: number) => boolean): void {
    const queue = this.queue;
    queue.clear();
    this.computed = 0;
    if (this.order.length === 0) return;
    const open = (node: number, bound: number): void => {
      if (filter.mayAccept(this.minResidues[node]!, this.maxResidues[node]!)) queue.pushNode(node, bound);
    };
    const offer = (item: number): void => {
      if (!filter.accepts(this.residues[item]!)) return;
      this.computed++;
      queue.pushItem(item, this.distance(query, 0, item), this.rows[item]!);
    };
    open(0, 0);
    while (queue.length > 0) {
      const bound = queue.peekKey();
      const id = queue.pop();
      if (id >= 0) {
        if (!visit(id, bound)) return;
        continue;
      }
      const node = -1 - id;
      const start = this.start[node]!;
      if (this.inner[node]! < 0) {
        for (let i = start; i < this.end[node]!; i++) offer(this.order[i]!);
        continue;
      }
      const vp = this.order[start]!;
      const dq = this.distance(query, 0, vp);
      this.computed++;
      if (filter.accepts(this.residues[vp]!)) queue.pushItem(vp, dq, this.rows[vp]!);
      const b = 4 * node;
      const slack = SLACK * (1 + dq);
      const innerBound = Math.max(bound, this.bounds[b]! - dq - slack, dq - this.bounds[b + 1]! - slack);
      const outerBound = Math.max(bound, this.bounds[b + 2]! - dq - slack, dq - this.bounds[b + 3]! - slack);
      open(this.inner[node]!, innerBound);
      open(this.outer[node]!, outerBound);
    }
  }
}
