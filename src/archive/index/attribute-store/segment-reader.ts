// Reads one attribute in one segment: which dictionary codes a value test selects (a key range
// of the clustered dictionary), and the postings of a set of codes (runs of consecutive postings
// blobs), decoded into a sink.

import type Database from 'better-sqlite3';
import { foldAscii, pairOf, type ValuePair } from './keys.ts';
import { type PostingSink, readBlob } from './postings-codec.ts';
import type { ValueTest } from './value-test.ts';

export interface Segment {
  segment: number;
  firstDoc: number;
  lastDoc: number;
}

interface DictRow {
  code: number;
  key: unknown;
  text: string | null;
}

/** Selected codes further apart than this are read as separate runs of blobs. */
const RUN_GAP = 64;

export class SegmentReader {
  private readonly byKey: Database.Statement;
  private readonly byText: Database.Statement;
  private readonly whole: Database.Statement;
  private readonly blobAt: Database.Statement;
  private readonly blobs: Database.Statement;
  private readonly allBlobs: Database.Statement;
  private readonly ranges = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    private readonly schema = 'main',
  ) {
    const dict = `SELECT code, key, text FROM ${schema}.value_dict WHERE attr = ? AND segment = ?`;
    this.byKey = db.prepare(`${dict} AND key = ?`);
    // dates: their key is the epoch ms, the text beside it (a dictionary of dates is small)
    this.byText = db.prepare(`${dict} AND key < '' AND text = ? COLLATE NOCASE`);
    this.whole = db.prepare(`${dict} ORDER BY key, code`);
    this.blobAt = db
      .prepare(
        `SELECT max(first_code) FROM ${schema}.value_postings WHERE attr = ? AND segment = ? AND first_code <= ?`,
      )
      .pluck();
    this.blobs = db
      .prepare(
        `SELECT first_code, data FROM ${schema}.value_postings WHERE attr = ? AND segment = ? AND first_code BETWEEN ? AND ? ORDER BY first_code`,
      )
      .raw();
    this.allBlobs = db
      .prepare(
        `SELECT first_code, data FROM ${schema}.value_postings WHERE attr = ? AND segment = ? ORDER BY first_code`,
      )
      .raw();
  }

  /** The attribute's dictionary in the segment: pairs[code]. */
  dictionary(attr: number, segment: number): ValuePair[] {
    const pairs: ValuePair[] = [];
    for (const row of this.whole.all(attr, segment) as DictRow[]) pairs[row.code] = pairOf(row.key, row.text);
    return pairs;
  }

  /** The codes a test selects, ascending; undefined for every code (`exists`). */
  codes(attr: number, segment: number, test: ValueTest, dated: boolean): number[] | undefined {
    if (test.on === 'any') return undefined;
    const found = new Set<number>();
    if (test.on === 'value') {
      for (const wanted of new Set(test.equals.map((v) => (test.caseSensitive ? v : foldAscii(v))))) {
        const rows = this.byKey.all(attr, segment, wanted) as DictRow[];
        if (dated) rows.push(...(this.byText.all(attr, segment, wanted) as DictRow[]));
        for (const row of rows) {
          const value = pairOf(row.key, row.text).value;
          if (value !== null && (!test.caseSensitive || value === wanted)) found.add(row.code);
        }
      }
    } else if ('equals' in test) {
      for (const n of new Set(test.equals))
        for (const row of this.byKey.all(attr, segment, n) as DictRow[]) found.add(row.code);
    } else {
      const clauses: string[] = [];
      const args: number[] = [];
      if (test.lower !== undefined) {
        clauses.push(test.lowerInclusive ? 'key >= ?' : 'key > ?');
        args.push(test.lower);
      }
      // numbers sort before every string: '' bounds the numeric keys from above
      clauses.push(test.upper === undefined ? "key < ''" : test.upperInclusive ? 'key <= ?' : 'key < ?');
      if (test.upper !== undefined) args.push(test.upper);
      const sql = `SELECT code FROM ${this.schema}.value_dict WHERE attr = ? AND segment = ? AND ${clauses.join(' AND ')}`;
      let statement = this.ranges.get(sql);
      if (!statement) this.ranges.set(sql, (statement = this.db.prepare(sql).pluck()));
      for (const code of statement.all(attr, segment, ...args) as number[]) found.add(code);
    }
    return [...found].sort((a, b) => a - b);
  }

  /** Decodes the postings of `codes` (ascending; every code when undefined) into the sink. */
  read(attr: number, segment: Segment, codes: number[] | undefined, sink: PostingSink): void {
    const base = segment.firstDoc;
    if (!codes) {
      for (const [first, data] of this.allBlobs.all(attr, segment.segment) as Array<[number, Buffer]>)
        readBlob(data, first, base, sink);
      return;
    }
    let i = 0;
    while (i < codes.length) {
      let j = i;
      while (j + 1 < codes.length && (codes[j + 1] as number) - (codes[j] as number) <= RUN_GAP) j++;
      const lo = codes[i] as number;
      const hi = codes[j] as number;
      const wanted = j - i === hi - lo ? undefined : new Set(codes.slice(i, j + 1));
      const keep = (code: number): boolean => code >= lo && (!wanted || wanted.has(code));
      const start = this.blobAt.get(attr, segment.segment, lo) as number | null;
      if (start !== null) {
        for (const [first, data] of this.blobs.all(attr, segment.segment, start, hi) as Array<[number, Buffer]>)
          readBlob(data, first, base, sink, keep, hi);
      }
      i = j + 1;
    }
  }
}
