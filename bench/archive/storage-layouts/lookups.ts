// The representative lookups, per layout. Each returns how many postings it produced, so the
// layouts can be checked against each other (row layouts return documents as the engine's
// records=false path does; postings layouts decode (doc, rec, subrec) anyway).

import type Database from 'better-sqlite3';
import { PostingSink, readLists } from './postings.ts';
import type { PostingsLayout } from './postings-layouts.ts';
import type { SourceAttribute } from './source.ts';

export interface Lookups {
  exact(attribute: SourceAttribute, value: string): number;
  range(attribute: SourceAttribute, lo: number, hi: number): number;
  /** Every value of an attribute with its document (a facet / sort column). */
  column(attribute: SourceAttribute): number;
  /** Postings of a set of dictionary codes (what a match in a dictionary FTS table yields). */
  codes?(attribute: SourceAttribute, codes: number[]): number;
}

const count = (statement: Database.Statement, ...args: unknown[]): number => {
  let n = 0;
  for (const _ of statement.raw().iterate(...args)) n++;
  return n;
};

/** L0 / L1: `attr` rows with the current indexes. */
export function attrLookups(db: Database.Database): Lookups {
  const exact = db.prepare('SELECT doc FROM attr WHERE attr = ? AND value = ?');
  const range = db.prepare('SELECT doc FROM attr WHERE attr = ? AND num IS NOT NULL AND num >= ? AND num <= ?');
  const strings = db.prepare('SELECT doc, value FROM attr WHERE attr = ? AND value IS NOT NULL');
  const numbers = db.prepare('SELECT doc, num FROM attr WHERE attr = ? AND num IS NOT NULL');
  return {
    exact: (a, value) => count(exact, a.id, value),
    range: (a, lo, hi) => count(range, a.id, lo, hi),
    column: (a) => count(a.kind === 'string' ? strings : numbers, a.id),
  };
}

/** L2: the clustered WITHOUT ROWID table. */
export function clusteredLookups(db: Database.Database): Lookups {
  const exact = db.prepare('SELECT doc FROM attr2 WHERE attr = ? AND v = ?');
  const range = db.prepare('SELECT doc FROM attr2 WHERE attr = ? AND v >= ? AND v <= ?');
  const column = db.prepare('SELECT doc, v FROM attr2 WHERE attr = ?');
  return {
    exact: (a, value) => count(exact, a.id, value),
    range: (a, lo, hi) => count(range, a.id, lo, hi),
    column: (a) => count(column, a.id),
  };
}

/** L3: codes from the dictionary, then the postings rows covering them. */
export function chunkedLookups(layout: PostingsLayout): Lookups {
  const { db, modes } = layout;
  const codesOf = db.prepare('SELECT code FROM dict WHERE attr = ? AND key = ?').pluck();
  const codeRange = db.prepare('SELECT min(code), max(code) FROM dict WHERE attr = ? AND key >= ? AND key <= ?').raw();
  const chunks = db
    .prepare(
      `SELECT first, blob FROM post WHERE attr = ? AND first <= ?
         AND first >= coalesce((SELECT max(first) FROM post WHERE attr = ? AND first <= ?), 0)`,
    )
    .raw();
  const chunkOf = db
    .prepare('SELECT first, blob FROM post WHERE attr = ? AND first <= ? ORDER BY first DESC LIMIT 1')
    .raw();
  const dictionary = db.prepare('SELECT key FROM dict WHERE attr = ? ORDER BY key, code').pluck();
  const all = db.prepare('SELECT first, blob FROM post WHERE attr = ? ORDER BY first').raw();
  const postingsOf = (a: SourceAttribute, lo: number, hi: number, sink: PostingSink): void => {
    const mode = modes.get(a.id) ?? 2;
    for (const [first, blob] of chunks.iterate(a.id, hi, a.id, lo) as IterableIterator<[number, Buffer]>)
      readLists(blob, mode, first, lo, hi, sink);
  };
  return {
    exact: (a, value) => {
      const sink = new PostingSink();
      for (const code of codesOf.all(a.id, value) as number[]) postingsOf(a, code, code, sink);
      return sink.length;
    },
    range: (a, lo, hi) => {
      const [from, to] = codeRange.get(a.id, lo, hi) as [number | null, number | null];
      const sink = new PostingSink();
      if (from !== null && to !== null) postingsOf(a, from, to, sink);
      return sink.length;
    },
    column: (a) => {
      const values = dictionary.all(a.id);
      const sink = new PostingSink();
      const mode = modes.get(a.id) ?? 2;
      for (const [first, blob] of all.iterate(a.id) as IterableIterator<[number, Buffer]>)
        readLists(blob, mode, first, 0, values.length, sink);
      return sink.length;
    },
    // one read per postings row holding any of the codes, not one per code
    codes: (a, codes) => {
      const sink = new PostingSink();
      const sorted = [...codes].sort((x, y) => x - y);
      const only = new Set(sorted);
      const mode = modes.get(a.id) ?? 2;
      let after = -1;
      for (const code of sorted) {
        if (code < after) continue;
        const [first, blob] = chunkOf.get(a.id, code) as [number, Buffer];
        after = readLists(blob, mode, first, code, Number.MAX_SAFE_INTEGER, sink, only);
      }
      return sink.length;
    },
  };
}

/** L4: one row per distinct value, its postings inline. */
export function valueRowLookups(layout: PostingsLayout, byCode: boolean): Lookups {
  const { db, modes } = layout;
  const exact = db.prepare('SELECT code, blob FROM vals WHERE attr = ? AND key = ?').raw();
  const range = db.prepare('SELECT code, blob FROM vals WHERE attr = ? AND key >= ? AND key <= ?').raw();
  const column = db.prepare('SELECT code, key, blob FROM vals WHERE attr = ? ORDER BY key, code').raw();
  const one = byCode ? db.prepare('SELECT blob FROM vals WHERE attr = ? AND code = ?').pluck() : undefined;
  const decode = (a: SourceAttribute, rows: Iterable<unknown[]>): number => {
    const sink = new PostingSink();
    const mode = modes.get(a.id) ?? 2;
    for (const row of rows) {
      const code = row[0] as number;
      readLists(row[row.length - 1] as Buffer, mode, code, code, code, sink);
    }
    return sink.length;
  };
  return {
    exact: (a, value) => decode(a, exact.iterate(a.id, value) as IterableIterator<unknown[]>),
    range: (a, lo, hi) => decode(a, range.iterate(a.id, lo, hi) as IterableIterator<unknown[]>),
    column: (a) => decode(a, column.iterate(a.id) as IterableIterator<unknown[]>),
    ...(one && {
      codes: (a: SourceAttribute, codes: number[]) =>
        decode(
          a,
          codes.map((c) => [c, one.get(a.id, c) as Buffer]),
        ),
    }),
  };
}
