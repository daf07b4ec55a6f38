// The attribute store's reader: an attribute condition -> its rows (document, and the record ids
// when asked), the same rows `SELECT doc, rec, subrec FROM attr WHERE attr = ? AND <condition>`
// gives (one per matching value occurrence, so a document repeats), but in document order; and
// an attribute's every row with its value, for columns, sort keys and statistics. Segments hold
// increasing ranges of rows: their answers concatenate in document order.

import type Database from 'better-sqlite3';
import type { ValuePair } from './keys.ts';
import { PostingSink } from './postings-codec.ts';
import { SegmentReader, type Segment } from './segment-reader.ts';
import type { ValueTest } from './value-test.ts';

export interface StoreRows {
  docs: Int32Array;
  recs?: Int32Array;
  subrecs?: Int32Array;
}

/** Every row of an attribute in document order; codes index `pairs` (each segment's own run). */
export interface StoreScan {
  docs: Int32Array;
  recs: Int32Array;
  subrecs: Int32Array;
  codes: Int32Array;
  pairs: ValuePair[];
}

/** A record (a document and its record number at some level) as one number, exact below 2^53. */
export const recordKey = (doc: number, rec: number): number => doc * 2 ** 24 + rec;

export class AttributeStore {
  readonly segments: Segment[];
  private readonly reader: SegmentReader;
  private readonly dated = new Set<number>();

  /** `schema`: the database holding the store (an attached one at build time, see IndexWriter). */
  constructor(db: Database.Database, schema = 'main') {
    this.segments = (
      db
        .prepare(`SELECT segment, first_doc, last_doc FROM ${schema}.value_segment ORDER BY first_doc`)
        .raw()
        .all() as Array<[number, number, number]>
    ).map(([segment, firstDoc, lastDoc]) => ({ segment, firstDoc, lastDoc }));
    for (const id of db
      .prepare("SELECT id FROM attribute WHERE value_type IN ('date', 'date-time')")
      .pluck()
      .all() as number[])
      this.dated.add(id);
    this.reader = new SegmentReader(db, schema);
  }

  /** The rows of `attr` whose value passes `test`, in document order. */
  rows(attr: number, test: ValueTest, options: { records?: boolean } = {}): StoreRows {
    const parts: PostingSink[] = [];
    const orders: Int32Array[] = [];
    for (const segment of this.segments) {
      const codes = this.reader.codes(attr, segment.segment, test, this.dated.has(attr));
      if (codes?.length === 0) continue;
      const sink = new PostingSink();
      this.reader.read(attr, segment, codes, sink);
      parts.push(sink);
      orders.push(docOrder(sink, segment, codes !== undefined && codes.length === 1));
    }
    const total = parts.reduce((n, p) => n + p.length, 0);
    const docs = new Int32Array(total);
    const recs = options.records ? new Int32Array(total) : undefined;
    const subrecs = options.records ? new Int32Array(total) : undefined;
    let at = 0;
    parts.forEach((sink, s) => {
      for (const i of orders[s] as Int32Array) {
        docs[at] = sink.docs[i] as number;
        if (recs && subrecs) {
          recs[at] = sink.recs[i] as number;
          subrecs[at] = sink.subrecs[i] as number;
        }
        at++;
      }
    });
    return recs ? { docs, recs, subrecs } : { docs };
  }

  /**
   * The postings of some codes (ascending) of `attr` in one segment, with each posting's code:
   * what a full-text match names (text-values.ts). Empty for a segment the index lacks.
   */
  codeRows(attr: number, segmentId: number, codes: number[]): PostingSink {
    const sink = new PostingSink();
    const segment = this.segments.find((s) => s.segment === segmentId);
    if (segment && codes.length > 0) this.reader.read(attr, segment, codes, sink);
    return sink;
  }

  /** The documents with a row of `attr` whose value passes `test`, ascending, each once. */
  docs(attr: number, test: ValueTest): number[] {
    const { docs } = this.rows(attr, test);
    const out: number[] = [];
    for (const doc of docs) if (out[out.length - 1] !== doc) out.push(doc);
    return out;
  }

  /** The distinct (value, num) pairs of `attr` over every segment. */
  pairs(attr: number): ValuePair[] {
    const seen = new Map<string, ValuePair>();
    for (const segment of this.segments)
      for (const pair of this.reader.dictionary(attr, segment.segment))
        seen.set(`${pair.num}\u0000${pair.value}`, pair);
    return [...seen.values()];
  }

  /** Every row of `attr`, in document order, with its value; only the segments from `fromDoc` on when given. */
  scan(attr: number, fromDoc = 0): StoreScan {
    const pairs: ValuePair[] = [];
    const parts: Array<{ sink: PostingSink; order: Int32Array; codeBase: number }> = [];
    for (const segment of this.segments) {
      if (segment.lastDoc < fromDoc) continue;
      const dictionary = this.reader.dictionary(attr, segment.segment);
      if (dictionary.length === 0) continue;
      const sink = new PostingSink();
      this.reader.read(attr, segment, undefined, sink);
      parts.push({ sink, order: docOrder(sink, segment, false), codeBase: pairs.length });
      for (const pair of dictionary) pairs.push(pair);
    }
    const total = parts.reduce((n, p) => n + p.sink.length, 0);
    const out: StoreScan = {
      docs: new Int32Array(total),
      recs: new Int32Array(total),
      subrecs: new Int32Array(total),
      codes: new Int32Array(total),
      pairs,
    };
    let at = 0;
    for (const { sink, order, codeBase } of parts) {
      for (const i of order) {
        out.docs[at] = sink.docs[i] as number;
        out.recs[at] = sink.recs[i] as number;
        out.subrecs[at] = sink.subrecs[i] as number;
        out.codes[at++] = codeBase + (sink.codes[i] as number);
      }
    }
    return out;
  }
}

/**
 * Indices of the sink's postings in document order, stable (a code's list is in document order
 * already; lists of several codes interleave): a counting sort over the segment's rows when the
 * postings are many, else a comparison sort.
 */
function docOrder(sink: PostingSink, segment: Segment, sorted: boolean): Int32Array {
  const n = sink.length;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (sorted || n < 2) return order;
  const docs = sink.docs;
  const span = segment.lastDoc - segment.firstDoc + 1;
  if (n * 8 < span) return order.sort((a, b) => (docs[a] as number) - (docs[b] as number) || a - b);
  const starts = new Int32Array(span + 1);
  for (let i = 0; i < n; i++) starts[(docs[i] as number) - segment.firstDoc + 1]! += 1;
  for (let d = 0; d < span; d++) starts[d + 1]! += starts[d] as number;
  for (let i = 0; i < n; i++) order[starts[(docs[i] as number) - segment.firstDoc]!++] = i;
  return order;
}
