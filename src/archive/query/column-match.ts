// Attribute conditions answered from an in-memory column instead of SQL: the rows of the column's
// granularity with a value that passes the test. Reading 150,000 matching rows out of SQLite
// costs 20-50 ms on a 200,000-entry archive; a posting list in memory costs well under one.
// The answer equals the SQL path's (matching documents mapped to the return type) because a
// column holds, per row of its type, exactly the values of the documents that map to that row.
//
// Postings are built on first use per column and kept: row lists per dictionary code for
// strings, and (value, row) pairs sorted by value for numbers and dates; in shared memory, so a
// thread adopting a column (shared-columns.ts) adopts its postings too.

import type { ValueTest } from '../index/attribute-store/value-test.ts';
import type { Column } from './columns.ts';
import { foldAscii } from '../index/attribute-store/keys.ts';
import { sharedArray } from './document-graph.ts';

interface StringPostings {
  kind: 'string';
  /** rows with code c: rows[offsets[c] .. offsets[c + 1]), ascending */
  offsets: Int32Array;
  rows: Int32Array;
  /** dictionary codes by value with ASCII letters folded (SQLite's NOCASE), built on demand */
  folded?: Map<string, number[]>;
}

interface NumberPostings {
  kind: 'number';
  /** every (value, row) pair of the column, ascending by value */
  values: Float64Array;
  rows: Int32Array;
}

export type Postings = StringPostings | NumberPostings;

const postingsOf = new WeakMap<Column, Postings>();

function stringPostings(column: Column): StringPostings {
  const { offsets: rowOffsets, values } = column;
  const codes = column.dictionary.length;
  const offsets = sharedArray(Int32Array, codes + 1);
  for (let i = 0; i < values.length; i++) offsets[(values[i] as number) + 1]! += 1;
  for (let c = 0; c < codes; c++) offsets[c + 1]! += offsets[c] as number;
  const cursor = offsets.slice(0, codes);
  const rows = sharedArray(Int32Array, values.length);
  // rows visited in ascending order, so each code's list is ascending
  for (let row = 0; row + 1 < rowOffsets.length; row++) {
    for (let i = rowOffsets[row] as number; i < (rowOffsets[row + 1] as number); i++)
      rows[cursor[values[i] as number]!++] = row;
  }
  return { kind: 'string', offsets, rows };
}

function numberPostings(column: Column): NumberPostings {
  const { offsets: rowOffsets, values } = column;
  // rank each value among the distinct values, then a counting sort by rank: no comparator sort
  const distinct = values.slice().sort();
  let unique = 0;
  for (let i = 0; i < distinct.length; i++)
    if (i === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i] as number;
  const keys = distinct.subarray(0, unique);
  const starts = new Int32Array(unique + 1);
  const rank = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const r = lowerBound(keys, values[i] as number, true);
    rank[i] = r;
    starts[r + 1]! += 1;
  }
  for (let k = 0; k < unique; k++) starts[k + 1]! += starts[k] as number;
  const sortedValues = sharedArray(Float64Array, values.length);
  const rows = sharedArray(Int32Array, values.length);
  for (let row = 0; row + 1 < rowOffsets.length; row++) {
    for (let i = rowOffsets[row] as number; i < (rowOffsets[row + 1] as number); i++) {
      const at = starts[rank[i] as number]!++;
      sortedValues[at] = values[i] as number;
      rows[at] = row;
    }
  }
  return { kind: 'number', values: sortedValues, rows };
}

/** First index whose value is >= v (inclusive) or > v (not inclusive), in ascending `sorted`. */
function lowerBound(sorted: Float64Array, v: number, inclusive: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const x = sorted[mid] as number;
    if (inclusive ? x < v : x <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Builds the column's postings now (at load or warm-up) rather than on the first condition. */
export function preparePostings(column: Column): void {
  postings(column);
}

/** The column's postings if built, without what each thread builds on demand (the folded codes). */
export function postingsSnapshot(column: Column): Postings | undefined {
  const found = postingsOf.get(column);
  if (found?.kind === 'string') return { kind: 'string', offsets: found.offsets, rows: found.rows };
  return found;
}

/** Postings another thread built for the same column. */
export function adoptPostings(column: Column, found: Postings): void {
  postingsOf.set(column, found);
}

function postings(column: Column): Postings {
  let found = postingsOf.get(column);
  if (!found)
    postingsOf.set(column, (found = column.kind === 'string' ? stringPostings(column) : numberPostings(column)));
  return found;
}

/** Codes of the dictionary values a string test accepts. */
function matchingCodes(column: Column, p: StringPostings, equals: readonly string[], caseSensitive: boolean): number[] {
  const codes = new Set<number>();
  if (caseSensitive) {
    // the dictionary is sorted by code unit, as JavaScript compares strings: binary search
    const dictionary = column.dictionary;
    for (const value of equals) {
      let lo = 0;
      let hi = dictionary.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((dictionary[mid] as string) < value) lo = mid + 1;
        else hi = mid;
      }
      if (dictionary[lo] === value) codes.add(lo);
    }
    return [...codes];
  }
  if (!p.folded) {
    p.folded = new Map();
    column.dictionary.forEach((value, code) => {
      const key = foldAscii(value);
      const list = p.folded?.get(key);
      if (list) list.push(code);
      else p.folded?.set(key, [code]);
    });
  }
  for (const value of equals) for (const code of p.folded.get(foldAscii(value)) ?? []) codes.add(code);
  return [...codes];
}

/** Concatenated slices of a posting list (a row may appear in several; Hits drops repeats). */
function gather(rows: Int32Array, slices: Array<[number, number]>): Int32Array {
  if (slices.length === 1) return rows.subarray(slices[0]![0], slices[0]![1]);
  const out = new Int32Array(slices.reduce((n, [from, to]) => n + to - from, 0));
  let at = 0;
  for (const [from, to] of slices) {
    out.set(rows.subarray(from, to), at);
    at += to - from;
  }
  return out;
}

/**
 * Rows of the column's granularity that pass the test, possibly with repeats; undefined when
 * the column cannot decide it exactly (strings tested as numbers or the other way round,
 * `exists` on a column that dropped NULL-valued rows).
 */
export function matchColumn(column: Column, test: ValueTest, universe: Int32Array): Int32Array | undefined {
  if (test.on === 'any') {
    if (!column.complete) return undefined;
    const { offsets } = column;
    const out: number[] = [];
    for (let i = 0; i < universe.length; i++) {
      const row = universe[i] as number;
      if ((offsets[row + 1] as number) > (offsets[row] as number)) out.push(row);
    }
    return Int32Array.from(out);
  }
  if (test.on === 'value') {
    if (column.kind !== 'string') return undefined;
    const p = postings(column) as StringPostings;
    const codes = matchingCodes(column, p, test.equals, test.caseSensitive);
    return gather(
      p.rows,
      codes.map((c) => [p.offsets[c] as number, p.offsets[c + 1] as number]),
    );
  }
  if (column.kind === 'string') return undefined;
  const p = postings(column) as NumberPostings;
  if ('equals' in test) {
    const seen = new Set<number>();
    const slices: Array<[number, number]> = [];
    for (const v of test.equals) {
      if (seen.has(v)) continue;
      seen.add(v);
      slices.push([lowerBound(p.values, v, true), lowerBound(p.values, v, false)]);
    }
    return gather(p.rows, slices);
  }
  const from = test.lower === undefined ? 0 : lowerBound(p.values, test.lower, test.lowerInclusive === true);
  const to =
    test.upper === undefined ? p.values.length : lowerBound(p.values, test.upper, test.upperInclusive !== true);
  return p.rows.subarray(from, Math.max(from, to));
}
