// The motif's Thompson NFA (nfa.ts) run over a sequence as a set of states per
// position (never backtracking). Matches are leftmost-longest and do not overlap (the scan resumes
// after each match); empty matches are not reported. Positions are 1-based and inclusive.
//
// A backward pass first marks, per position, the states from which a match can still be completed
// (bitsets, O(sequence length x pattern size)); the forward pass keeps only such threads, so it
// never runs past the end of the match it reports and the whole scan stays linear in the sequence
// length (without the marks, resuming after each match could make find-all quadratic). When the
// marks would not fit MAX_LIVE_BITS the forward pass runs unpruned (still backtracking-free).

import type { MotifNode } from './ast.ts';
import { CHAR, compileNfa, EMPTY, END, MATCH, SPLIT, START } from './nfa.ts';
import { boundMessage } from '../../../model/bounds.ts';
import { QueryError } from '../../query/query-error.ts';

/** Positions between deadline checks: each costs at most the state count, so a check per ~0.1 ms. */
const DEADLINE_STRIDE = 256;

/** Throws the scan-time bound's 400 once `deadline` (a performance.now() time) has passed. */
export function checkDeadline(deadline: number): void {
  if (performance.now() > deadline) throw new QueryError(boundMessage('motifScanTime'));
}

/** Largest backward-pass table (bits: positions x states). */
export const MAX_LIVE_BITS = 256 * 1024 * 1024;

export interface MotifMatch {
  start: number;
  end: number;
}

/** A sequence as residue indices: 0-25 for A-Z, -1 for anything else (matches nothing). */
export function encodeSequence(sequence: string): Int8Array {
  const out = new Int8Array(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    let c = sequence.charCodeAt(i);
    if (c >= 97 && c <= 122) c -= 32;
    out[i] = c >= 65 && c <= 90 ? c - 65 : -1;
  }
  return out;
}

export class MotifMatcher {
  private readonly kind: readonly number[];
  private readonly mask: readonly number[];
  private readonly out1: readonly number[];
  private readonly out2: readonly number[];
  private readonly entry: number;
  // per-scan work arrays, sized to the state count
  private readonly mark: Int32Array;
  private generation = 0;
  private readonly stack: Int32Array;
  /** Thread lists (states and their starts, current and next), reused from scan to scan. */
  private readonly lists: Int32Array[];

  constructor(root: MotifNode) {
    ({ kind: this.kind, mask: this.mask, out1: this.out1, out2: this.out2, entry: this.entry } = compileNfa(root));
    this.mark = new Int32Array(this.kind.length);
    this.stack = new Int32Array(this.kind.length * 2 + 2);
    const predecessors = this.kind.map((): number[] => []);
    this.kind.forEach((kind, s) => {
      if (kind === SPLIT) predecessors[this.out2[s] as number]!.push(s);
      if (kind === SPLIT || kind === EMPTY || kind === START || kind === END)
        predecessors[this.out1[s] as number]!.push(s);
    });
    this.predOffsets = new Int32Array(this.kind.length + 1);
    predecessors.forEach((list, s) => (this.predOffsets[s + 1] = (this.predOffsets[s] as number) + list.length));
    this.predValues = Int32Array.from(predecessors.flat());
    this.lists = [0, 1, 2, 3].map(() => new Int32Array(this.kind.length));
    this.charStates = Int32Array.from(this.kind.flatMap((kind, s) => (kind === CHAR ? [s] : [])));
  }

  /** Epsilon predecessors of each state (compressed: predValues[predOffsets[s] .. predOffsets[s + 1])). */
  private readonly predOffsets: Int32Array;
  private readonly predValues: Int32Array;
  private readonly charStates: Int32Array;
  /** Per position p (row p), the states from which a match can be completed reading from p. */
  private live: Uint32Array | undefined;
  private liveBuffer = new Uint32Array(0);
  private words = 0;

  /** The backward pass: `live` for this sequence, or undefined when too large. */
  private computeLive(sequence: Int8Array, deadline: number): Uint32Array | undefined {
    const n = sequence.length;
    const states = this.kind.length;
    const words = (states + 31) >>> 5;
    const size = (n + 1) * words;
    if (size * 32 > MAX_LIVE_BITS) return undefined;
    if (this.liveBuffer.length < size) this.liveBuffer = new Uint32Array(Math.max(size, this.liveBuffer.length * 2));
    const live = this.liveBuffer;
    live.fill(0, 0, size);
    const { kind, mask, out1, predOffsets, predValues, charStates, stack } = this;
    const chars = charStates.length;
    for (let p = n; p >= 0; p--) {
      if (p % DEADLINE_STRIDE === 0) checkDeadline(deadline);
      const row = p * words;
      const nextRow = row + words;
      let top = 0;
      // MATCH is state 0
      live[row] = (live[row] as number) | 1;
      stack[top++] = 0;
      if (p < n) {
        const residue = sequence[p] as number;
        if (residue >= 0) {
          for (let i = 0; i < chars; i++) {
            const s = charStates[i] as number;
            if (!(((mask[s] as number) >>> residue) & 1)) continue;
            const o = out1[s] as number;
            if (!((live[nextRow + (o >>> 5)] as number) & (1 << (o & 31)))) continue;
            const w = row + (s >>> 5);
            const bit = 1 << (s & 31);
            if ((live[w] as number) & bit) continue;
            live[w] = (live[w] as number) | bit;
            stack[top++] = s;
          }
        }
      }
      while (top > 0) {
        const s = stack[--top] as number;
        const last = predOffsets[s + 1] as number;
        for (let j = predOffsets[s] as number; j < last; j++) {
          const q = predValues[j] as number;
          const k = kind[q];
          if ((k === START && p !== 0) || (k === END && p !== n)) continue;
          const w = row + (q >>> 5);
          const bit = 1 << (q & 31);
          if ((live[w] as number) & bit) continue;
          live[w] = (live[w] as number) | bit;
          stack[top++] = q;
        }
      }
    }
    this.words = words;
    return live;
  }

  get size(): number {
    return this.kind.length;
  }

  /**
   * Adds `state` and everything reachable from it without consuming a residue to the list,
   * unless the state is already there (an earlier start owns it: leftmost wins).
   */
  private add(
    list: Int32Array,
    starts: Int32Array,
    count: number,
    state: number,
    start: number,
    pos: number,
    length: number,
  ): number {
    const { kind, out1, out2, mark, stack } = this;
    const generation = this.generation;
    let top = 0;
    stack[top++] = state;
    while (top > 0) {
      const s = stack[--top] as number;
      if (mark[s] === generation) continue;
      mark[s] = generation;
      const live = this.live;
      if (live && !((live[pos * this.words + (s >>> 5)] as number) & (1 << (s & 31)))) continue;
      switch (kind[s]) {
        case SPLIT:
          stack[top++] = out2[s] as number;
          stack[top++] = out1[s] as number;
          break;
        case START:
          if (pos === 0) stack[top++] = out1[s] as number;
          break;
        case END:
          if (pos === length) stack[top++] = out1[s] as number;
          break;
        case EMPTY:
          stack[top++] = out1[s] as number;
          break;
        default:
          list[count] = s;
          starts[count] = start;
          count++;
      }
    }
    return count;
  }

  /** Every non-overlapping leftmost-longest match in the sequence (1-based, inclusive). */
  matches(sequence: Int8Array, deadline = Infinity): MotifMatch[] {
    const out: MotifMatch[] = [];
    const n = sequence.length;
    let [clist, cstarts, nlist, nstarts] = this.lists as [Int32Array, Int32Array, Int32Array, Int32Array];
    const { kind, mask, out1 } = this;
    this.live = this.computeLive(sequence, deadline);
    if (this.live) {
      // no position where a match begins: nothing to scan
      let any = false;
      for (let p = 0; p <= n && !any; p++)
        any = ((this.live[p * this.words + (this.entry >>> 5)] as number) & (1 << (this.entry & 31))) !== 0;
      if (!any) {
        this.live = undefined;
        return out;
      }
    }

    let origin = 0;
    while (origin <= n) {
      let count = 0;
      let bestStart = -1;
      let bestEnd = -1;
      this.generation++;
      let pos = origin;
      for (let steps = 1; ; steps++) {
        if (steps % DEADLINE_STRIDE === 0) checkDeadline(deadline);
        // a new attempt starts here while nothing has matched yet (lowest priority: last)
        if (bestStart < 0) count = this.add(clist, cstarts, count, this.entry, pos, pos, n);
        // matches reached at pos; threads are in start order
        let kept = 0;
        for (let i = 0; i < count; i++) {
          const s = clist[i] as number;
          const start = cstarts[i] as number;
          if (bestStart >= 0 && start > bestStart) continue;
          if (kind[s] === MATCH) {
            if (pos > start && (bestStart < 0 || start < bestStart || (start === bestStart && pos > bestEnd))) {
              bestStart = start;
              bestEnd = pos;
            }
            continue;
          }
          clist[kept] = s;
          cstarts[kept] = start;
          kept++;
        }
        count = kept;
        if (bestStart >= 0) {
          // threads that started after the best match cannot win
          let k = 0;
          for (let i = 0; i < count; i++) {
            if ((cstarts[i] as number) <= bestStart) {
              clist[k] = clist[i] as number;
              cstarts[k] = cstarts[i] as number;
              k++;
            }
          }
          count = k;
          if (count === 0) break;
        }
        if (pos >= n) break;
        // consume the residue at pos
        const residue = sequence[pos] as number;
        this.generation++;
        let next = 0;
        if (residue >= 0) {
          for (let i = 0; i < count; i++) {
            const s = clist[i] as number;
            if (kind[s] === CHAR && ((mask[s] as number) >>> residue) & 1)
              next = this.add(nlist, nstarts, next, out1[s] as number, cstarts[i] as number, pos + 1, n);
          }
        }
        [clist, nlist] = [nlist, clist];
        [cstarts, nstarts] = [nstarts, cstarts];
        count = next;
        pos++;
      }
      if (bestStart < 0) break;
      out.push({ start: bestStart + 1, end: bestEnd });
      origin = bestEnd;
    }
    this.live = undefined;
    return out;
  }
}
