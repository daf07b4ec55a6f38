// Attribute values held in memory per result granularity, for facets, sorting and large
// attribute conditions: for each document of the return type, the distinct values of an
// attribute found on it or on the documents that map to it (an entry "has" its entities'
// organisms). Strings are dictionary codes in sorted order, so comparing codes compares strings.
// Built once per (attribute, type) and kept: facets over columns are an order of magnitude
// faster than SQL GROUP BY here.
//
// The build decodes the attribute's postings from the attribute store into flat typed arrays
// (pairs of target row and value), then orders them by row with a counting sort: no object per
// row, so a 200,000-entry archive builds a column in a fraction of a second.
//
// The columns a store keeps are in shared memory: the server builds the startup columns once on
// its main thread and its search workers adopt them (shared-columns.ts) instead of each building
// its own copy.

import type { DocType } from '../doc-types.ts';
import type { ValuePair } from '../index/attribute-store/keys.ts';
import { DOC_TYPE_CODES } from '../index/schema.ts';
import type { ArchiveIndex, AttributeInfo } from './archive-index.ts';
import { sharedArray } from './document-graph.ts';
import type { GranularityMapper } from './granularity.ts';
import type { RecordRef } from './record-scope.ts';

export type ColumnKind = 'string' | 'number' | 'date';

export interface Column {
  attribute: AttributeInfo;
  target: DocType;
  kind: ColumnKind;
  /** values of row r: values[offsets[r] .. offsets[r + 1]), ascending, distinct */
  offsets: Int32Array;
  /** numbers, epoch-ms dates, or dictionary codes */
  values: Float64Array;
  dictionary: string[];
  /**
   * Every index row of the attribute had a value of the column's kind (no NULL `value` for
   * strings over 1024 characters, no NULL `num`): `exists` can then be answered from the column.
   */
  complete: boolean;
}

/** Result rows: a typed array from the engine, or a bucket's plain list for sub-facets. */
export type RowList = ArrayLike<number> & Iterable<number>;

function kindOf(valueType: string): ColumnKind {
  if (valueType === 'integer' || valueType === 'number') return 'number';
  if (valueType === 'date' || valueType === 'date-time') return 'date';
  return 'string';
}

/** A growable list of (target row, value) pairs. */
class PairList {
  rows = new Int32Array(1024);
  values = new Float64Array(1024);
  length = 0;

  push(row: number, value: number): void {
    if (this.length === this.rows.length) {
      const rows = new Int32Array(this.length * 2);
      rows.set(this.rows);
      this.rows = rows;
      const values = new Float64Array(this.length * 2);
      values.set(this.values);
      this.values = values;
    }
    this.rows[this.length] = row;
    this.values[this.length++] = value;
  }
}

/** Sorts values[from, to) ascending and drops repeats; returns the new end. */
function sortDistinct(values: Float64Array, from: number, to: number): number {
  const n = to - from;
  if (n < 2) return to;
  if (n <= 16) {
    // most rows hold a handful of values: an insertion sort in place beats a typed-array view
    for (let i = from + 1; i < to; i++) {
      const v = values[i] as number;
      let j = i - 1;
      while (j >= from && (values[j] as number) > v) {
        values[j + 1] = values[j] as number;
        j--;
      }
      values[j + 1] = v;
    }
  } else values.subarray(from, to).sort();
  let end = from + 1;
  for (let i = from + 1; i < to; i++) {
    const v = values[i] as number;
    if (v !== values[end - 1]) values[end++] = v;
  }
  return end;
}

export class ColumnStore {
  private readonly cache = new Map<string, Column>();
  private readonly sortKeyCache = new Map<string, Float64Array>();

  constructor(
    private readonly index: ArchiveIndex,
    private readonly mapper: GranularityMapper,
  ) {}

  /** The columns kept so far (their arrays in shared memory). */
  kept(): Column[] {
    return [...this.cache.values()];
  }

  /** Keeps a column built elsewhere over the same index (another thread's, shared-columns.ts). */
  keep(column: Column): void {
    this.cache.set(`${column.attribute.name}|${column.target}`, column);
  }

  /** The column if it was built already (no work otherwise). */
  cached(attributeName: string, target: DocType): Column | undefined {
    return this.cache.get(`${attributeName}|${target}`);
  }

  column(attributeName: string, target: DocType): Column | undefined {
    const key = `${attributeName}|${target}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const attribute = this.index.attributes.get(attributeName);
    if (!attribute) return undefined;
    const column = this.build(attribute, target, undefined, true);
    this.cache.set(key, column);
    return column;
  }

  /**
   * A column of only the values on records that `keep` admits (a filter facet's records): built
   * for the request, not kept.
   */
  ofRecords(attributeName: string, target: DocType, keep: (ref: RecordRef) => boolean): Column | undefined {
    const attribute = this.index.attributes.get(attributeName);
    return attribute && this.build(attribute, target, keep);
  }

  /**
   * One sort key per row (NaN without a value): the smallest value for ascending order, the
   * largest for descending, as Elasticsearch sorts multi-valued fields.
   */
  sortKeys(attributeName: string, target: DocType, direction: 'asc' | 'desc'): Float64Array | undefined {
    const key = `${attributeName}|${target}|${direction}`;
    const cached = this.sortKeyCache.get(key);
    if (cached) return cached;
    const column = this.column(attributeName, target);
    if (!column) return undefined;
    const keys = new Float64Array(this.index.size).fill(Number.NaN);
    const { offsets, values } = column;
    // values of a row are ascending: the first is the smallest, the last the largest
    for (let row = 0; row < this.index.size; row++) {
      const from = offsets[row] as number;
      const to = offsets[row + 1] as number;
      if (to > from) keys[row] = values[direction === 'asc' ? from : to - 1] as number;
    }
    this.sortKeyCache.set(key, keys);
    return keys;
  }

  /** `shared`: a column to keep, its arrays in shared memory (snapshot). */
  private build(attribute: AttributeInfo, target: DocType, keep?: (ref: RecordRef) => boolean, shared = false): Column {
    const index = this.index;
    const kind = kindOf(attribute.valueType);
    const scan = index.store.scan(attribute.id);
    const { value: valueOf, dictionary } = columnValues(scan.pairs, kind);

    const pairs = new PairList();
    let read = 0;
    let value = 0;
    const visit = (row: number): void => pairs.push(row, value);
    const typeCode = index.typeCode;
    const targetCode = DOC_TYPE_CODES[target];
    const toEntry = target === 'entry';
    const molDefinition = DOC_TYPE_CODES.mol_definition;
    for (let i = 0; i < scan.docs.length; i++) {
      value = valueOf[scan.codes[i] as number] as number;
      if (Number.isNaN(value)) continue;
      read++;
      const doc = scan.docs[i] as number;
      if (keep && !keep({ doc, rec: scan.recs[i] as number, subrec: scan.subrecs[i] as number })) continue;
      // the two common cases inline: already the target, or a child of the target entry
      if (typeCode[doc] === targetCode) pairs.push(doc, value);
      else if (toEntry && typeCode[doc] !== molDefinition && typeCode[doc] !== 0) {
        const entry = index.entryRow[doc] as number;
        if (entry >= 0) pairs.push(entry, value);
      } else this.mapper.forEachTarget(doc, target, visit);
    }

    // counting sort of the pairs by row, then each row's values sorted and made distinct
    const size = index.size;
    const counts = new Int32Array(size + 1);
    for (let i = 0; i < pairs.length; i++) counts[(pairs.rows[i] as number) + 1]! += 1;
    for (let r = 0; r < size; r++) counts[r + 1]! += counts[r] as number;
    const cursor = counts.slice(0, size);
    const grouped = shared ? sharedArray(Float64Array, pairs.length) : new Float64Array(pairs.length);
    for (let i = 0; i < pairs.length; i++) grouped[cursor[pairs.rows[i] as number]!++] = pairs.values[i] as number;
    const offsets = shared ? sharedArray(Int32Array, size + 1) : new Int32Array(size + 1);
    let end = 0;
    for (let r = 0; r < size; r++) {
      offsets[r] = end;
      const from = counts[r] as number;
      const to = sortDistinct(grouped, from, counts[r + 1] as number);
      if (end !== from) grouped.copyWithin(end, from, to);
      end += to - from;
    }
    offsets[size] = end;
    let values = grouped;
    if (end < grouped.length) {
      values = shared ? sharedArray(Float64Array, end) : new Float64Array(end);
      values.set(grouped.subarray(0, end));
    }
    return { attribute, target, kind, offsets, values, dictionary, complete: read === scan.docs.length };
  }
}

/**
 * The column value of each store code (NaN where the pair has none of the column's kind: a NULL
 * `value` of a string over 1024 characters, a NULL `num`), and for strings the dictionary of
 * distinct values in code-unit order, so comparing codes compares strings.
 */
function columnValues(pairs: readonly ValuePair[], kind: ColumnKind): { value: Float64Array; dictionary: string[] } {
  const value = new Float64Array(pairs.length).fill(Number.NaN);
  if (kind !== 'string') {
    pairs.forEach((pair, code) => pair.num !== null && (value[code] = pair.num));
    return { value, dictionary: [] };
  }
  const dictionary = [...new Set(pairs.flatMap((pair) => (pair.value === null ? [] : [pair.value])))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const rank = new Map(dictionary.map((text, code) => [text, code]));
  pairs.forEach((pair, code) => pair.value !== null && (value[code] = rank.get(pair.value) as number));
  return { value, dictionary };
}

/** The values of one row (a view, not a copy). */
export function valuesOf(column: Column, row: number): Float64Array {
  return column.values.subarray(column.offsets[row] ?? 0, column.offsets[row + 1] ?? 0);
}
