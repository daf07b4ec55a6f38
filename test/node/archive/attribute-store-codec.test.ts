// The attribute store on generated rows: the postings codec round-trips, and the store written in
// segments of any size answers every kind of condition as SQL over the `attr` table does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import Database from 'better-sqlite3';
import { CREATE_TABLES } from '../../../src/archive/index/schema.ts';
import {
  ByteWriter,
  modeOf,
  PostingSink,
  readBlob,
  writeList,
} from '../../../src/archive/index/attribute-store/postings-codec.ts';
import { AttributeStoreWriter } from '../../../src/archive/index/attribute-store/writer.ts';
import { AttributeStore } from '../../../src/archive/index/attribute-store/reader.ts';
import { compareCodePoints } from '../../../src/archive/index/attribute-store/keys.ts';
import type { ValueTest } from '../../../src/archive/index/attribute-store/value-test.ts';
import { sqlRows, storeRowsSorted, sqlScan, scanSorted } from './attribute-store-oracle.ts';
import { ATTRIBUTE_ROWS_TABLE } from '../../support/attribute-rows.ts';

const posting = fc.record({
  gap: fc.nat({ max: 300 }),
  rec: fc.nat({ max: 70_000 }),
  extra: fc.integer({ min: -3, max: 200 }),
});

test('postings lists round-trip in each mode', () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(posting, { maxLength: 20 }), { minLength: 1, maxLength: 12 }),
      fc.nat(1000),
      (lists, base) => {
        const docs: number[] = [];
        const recs: number[] = [];
        const subrecs: number[] = [];
        const bounds: number[] = [0];
        for (const list of lists) {
          let doc = base;
          for (const p of list) {
            docs.push((doc += p.gap));
            recs.push(p.rec);
            subrecs.push(p.extra < 0 ? p.rec : p.rec + p.extra);
          }
          bounds.push(docs.length);
        }
        const order = docs.map((_, i) => i);
        const mode = modeOf(recs, subrecs, docs.length);
        const out = new ByteWriter();
        out.varint(mode);
        for (let c = 0; c < lists.length; c++)
          writeList(out, mode, base, { docs, recs, subrecs }, order, bounds[c]!, bounds[c + 1]!);
        const sink = new PostingSink();
        const end = readBlob(out.take(), 7, base, sink);
        assert.equal(end, 7 + lists.length);
        assert.deepEqual([...sink.docs.subarray(0, sink.length)], docs);
        assert.deepEqual([...sink.recs.subarray(0, sink.length)], recs);
        assert.deepEqual([...sink.subrecs.subarray(0, sink.length)], subrecs);
        const codes = [...sink.codes.subarray(0, sink.length)];
        assert.deepEqual(
          codes,
          lists.flatMap((l, c) => l.map(() => 7 + c)),
        );
      },
    ),
  );
});

test('code point order is SQLite BINARY order', () => {
  const db = new Database(':memory:');
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
      const sqlite = db.prepare('SELECT ? < ?, ? = ?').raw().get(a, b, a, b) as [number, number];
      const ours = compareCodePoints(a, b);
      assert.equal(ours < 0 ? 1 : 0, sqlite[0]);
      assert.equal(ours === 0 ? 1 : 0, sqlite[1]);
    }),
  );
  db.close();
});

const STRINGS = ['a', 'A', 'ab', 'aB', 'Ab', 'b', 'B', '', 'é', 'É', 'z z', '\u{1F600}', '\uFF21', 'X-RAY'];
const NUMBERS = [-2, -0.5, 0, 1, 1.5, 2, 3, 1e6, 7];
const DATES = ['2020-01-01', '2020-01-01T00:00:00Z', '2021-06-30', 'not a date', '2019-12-31'];

interface Row {
  attr: number;
  rec: number;
  subrec: number;
  value: string | null;
  num: number | null;
}

const row = fc.oneof(
  fc.record({ attr: fc.constant(1), pick: fc.nat(STRINGS.length) }).map(({ pick }) => ({
    attr: 1,
    value: STRINGS[pick] ?? null,
    num: null,
  })),
  fc.constantFrom(...NUMBERS).map((num) => ({ attr: 2, value: null, num })),
  fc.constantFrom(...DATES).map((value) => {
    const ms = Date.parse(value);
    return { attr: 3, value, num: Number.isNaN(ms) ? null : ms };
  }),
);
const recs = fc.oneof(
  fc.constant([0, 0]),
  fc.nat(5).map((r) => [r, r]),
  fc.tuple(fc.nat(5), fc.nat(3)).map(([r, s]) => [r, r + s]),
);
const documents = fc.array(
  fc.array(
    fc.tuple(row, recs).map(([r, [rec, subrec]]): Row => ({ ...r, rec: rec!, subrec: subrec! })),
    { maxLength: 8 },
  ),
  { minLength: 1, maxLength: 25 },
);

function build(docs: Row[][], segmentPostings: number): Database.Database {
  const db = new Database(':memory:');
  db.exec(CREATE_TABLES);
  db.exec(ATTRIBUTE_ROWS_TABLE);
  db.exec(
    `INSERT INTO attribute VALUES (1, 's', 'text', 'string', NULL), (2, 'n', 'text', 'number', NULL), (3, 'd', 'text', 'date', NULL)`,
  );
  const insert = db.prepare(
    'INSERT INTO attr (attr, doc, doc_type, rec, subrec, value, num) VALUES (?, ?, 1, ?, ?, ?, ?)',
  );
  const writer = new AttributeStoreWriter(db, { segmentPostings });
  docs.forEach((rows, i) => {
    for (const r of rows) {
      insert.run(r.attr, i + 1, r.rec, r.subrec, r.value, r.num);
      writer.add(r.attr, i + 1, r.rec, r.subrec, r.value, r.num);
    }
  });
  writer.flush();
  return db;
}

const TESTS: ValueTest[] = [
  { on: 'any' },
  ...STRINGS.map((v): ValueTest => ({ on: 'value', equals: [v], caseSensitive: false })),
  ...STRINGS.map((v): ValueTest => ({ on: 'value', equals: [v], caseSensitive: true })),
  { on: 'value', equals: ['a', 'B', 'a', 'zz'], caseSensitive: false },
  { on: 'value', equals: ['a', 'AB', 'Ab'], caseSensitive: true },
  ...DATES.map((v): ValueTest => ({ on: 'value', equals: [v.toUpperCase()], caseSensitive: false })),
  { on: 'num', equals: [1, 1.5, 4, 1] },
  { on: 'num', equals: [Date.parse('2020-01-01')] },
  { on: 'num', lower: 0, lowerInclusive: true },
  { on: 'num', lower: 0, lowerInclusive: false, upper: 2, upperInclusive: true },
  { on: 'num', upper: 1.5, upperInclusive: false },
  { on: 'num', lower: Date.parse('2020-01-01'), lowerInclusive: true, upper: Date.parse('2021-06-30') },
];

test('the store answers as SQL over attr, whatever the segment size', () => {
  fc.assert(
    fc.property(documents, fc.integer({ min: 1, max: 40 }), (docs, segmentPostings) => {
      const db = build(docs, segmentPostings);
      const store = new AttributeStore(db);
      for (const attr of [1, 2, 3]) {
        assert.deepEqual(scanSorted(store, attr), sqlScan(db, attr), `scan of ${attr}`);
        for (const t of TESTS) {
          const rows = store.rows(attr, t, { records: true });
          for (let i = 1; i < rows.docs.length; i++) assert.ok(rows.docs[i - 1]! <= rows.docs[i]!, 'document order');
          assert.deepEqual(storeRowsSorted(rows), sqlRows(db, attr, t), `${attr} ${JSON.stringify(t)}`);
          assert.deepEqual([...store.rows(attr, t).docs], [...rows.docs]);
        }
      }
      db.close();
    }),
    { numRuns: 100 },
  );
});
