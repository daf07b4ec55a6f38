// The attribute store of the shared archive's index equals the `attr` rows its documents make
// (test/support/attribute-rows.ts rebuilds them with ingest's row builder): every attribute's rows with their values, lookups drawn from each attribute's own
// values (with case variants and absent values), the catalogue's statistics, and the same rows
// again from a store cut into many small segments.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { ATTRIBUTE_STORE_TABLES } from '../../../src/archive/index/attribute-store/tables.ts';
import { AttributeStoreWriter } from '../../../src/archive/index/attribute-store/writer.ts';
import { AttributeStore } from '../../../src/archive/index/attribute-store/reader.ts';
import { attributeStatistics } from '../../../src/archive/index/attribute-store/statistics.ts';
import { compareCodePoints, foldAscii, type ValuePair } from '../../../src/archive/index/attribute-store/keys.ts';
import type { ValueTest } from '../../../src/archive/index/attribute-store/value-test.ts';
import { DOC_TYPE_CODES } from '../../../src/archive/index/schema.ts';
import { getTestArchive } from './fixture.ts';
import { sqlRows, storeRowsSorted } from './attribute-store-oracle.ts';
import { archiveSchemas } from '../../support/attribute-rows.ts';
import { keptForQueries, readAttributeCatalogue } from '../../../src/archive/index/catalogue.ts';

interface Attribute {
  id: number;
  name: string;
  value_type: string;
}

let db: Database.Database;
let store: AttributeStore;
let segmented: Database.Database;
let segmentedStore: AttributeStore;
let attributes: Attribute[];
/** Ids of the attributes the index keeps for queries (catalogue.ts, keptForQueries). */
let kept: Set<number>;

before(async () => {
  const archive = await getTestArchive();
  db = archive.openWithAttributeRows();
  const schemas = archiveSchemas(archive.source);
  store = new AttributeStore(db);
  attributes = db.prepare('SELECT id, name, value_type FROM attribute ORDER BY id').all() as Attribute[];
  kept = new Set(attributes.filter((a) => keptForQueries(schemas, a.name)).map((a) => a.id));
  segmented = new Database(':memory:');
  segmented.exec(`CREATE TABLE attribute (id INTEGER PRIMARY KEY, name TEXT, service TEXT, value_type TEXT, nested_root TEXT);
    ${ATTRIBUTE_STORE_TABLES}`);
  const insert = segmented.prepare('INSERT INTO attribute (id, name, value_type) VALUES (?, ?, ?)');
  for (const a of attributes) insert.run(a.id, a.name, a.value_type);
  const writer = new AttributeStoreWriter(segmented, { segmentPostings: 20_000 });
  segmented.transaction(() => {
    for (const [attr, doc, rec, subrec, value, num] of db
      .prepare('SELECT attr, doc, rec, subrec, value, num FROM attr ORDER BY doc')
      .raw()
      .iterate() as IterableIterator<[number, number, number, number, string | null, number | null]>)
      writer.add(attr, doc, rec, subrec, value, num);
    writer.flush();
  })();
  segmentedStore = new AttributeStore(segmented);
});

after(() => {
  db?.close();
  segmented?.close();
});

type Row = [number, number, number, number | null, string | null];

function sqlScanOrdered(attr: number): Row[] {
  return db
    .prepare(
      'SELECT doc, rec, subrec, num, value FROM attr WHERE attr = ? ORDER BY doc, rec, subrec, num, value COLLATE BINARY',
    )
    .raw()
    .all(attr) as Row[];
}

function storeScanOrdered(s: AttributeStore, attr: number): Row[] {
  const scan = s.scan(attr);
  const rows = Array.from(scan.docs, (doc, i): Row => {
    const pair = scan.pairs[scan.codes[i]!]!;
    return [doc, scan.recs[i]!, scan.subrecs[i]!, pair.num, pair.value];
  });
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1]![0] <= rows[i]![0], 'scan in document order');
  // SQL's order: NULLs first, text as SQLite BINARY (code points); only rows of one document move
  return rows.sort((a, b) => {
    for (let k = 0; k < 4; k++) {
      const x = a[k] as number | null;
      const y = b[k] as number | null;
      if (x !== y) return x === null ? -1 : y === null ? 1 : x - y;
    }
    const [x, y] = [a[4], b[4]];
    return x === y ? 0 : x === null ? -1 : y === null ? 1 : compareCodePoints(x, y);
  });
}

const sameRows = (a: Row[], b: Row[]): boolean =>
  a.length === b.length && a.every((r, i) => r.every((v, k) => v === b[i]![k]));

/** The index's own store holds the attributes queries use; the segmented copy holds every one. */
const held = (s: AttributeStore, a: Attribute): boolean => s === segmentedStore || kept.has(a.id);

function scansDiffer(s: AttributeStore, part: number, parts: number): string[] {
  const differing: string[] = [];
  for (const a of attributes.filter((_, i) => i % parts === part))
    if (!sameRows(storeScanOrdered(s, a.id), held(s, a) ? sqlScanOrdered(a.id) : [])) differing.push(a.name);
  return differing;
}

// in parts: half of one store took 10.1 s in CI, over a test's ceiling
const SCAN_PARTS = [0, 1, 2, 3];

for (const part of SCAN_PARTS)
  test(`every attribute scans as its attr rows (${part + 1} of ${SCAN_PARTS.length})`, () => {
    assert.ok(attributes.length > 100);
    assert.equal(store.segments.length, 1);
    assert.deepEqual(scansDiffer(store, part, SCAN_PARTS.length), []);
  });

for (const part of SCAN_PARTS)
  test(`in many segments, every attribute scans as its attr rows (${part + 1} of ${SCAN_PARTS.length})`, () => {
    assert.ok(segmentedStore.segments.length > 20, `${segmentedStore.segments.length} segments`);
    assert.deepEqual(scansDiffer(segmentedStore, part, SCAN_PARTS.length), []);
  });

const pick = <T>(list: T[], count: number): T[] =>
  list.length <= count
    ? list
    : Array.from({ length: count }, (_, i) => list[Math.floor((i * (list.length - 1)) / (count - 1))]!);

/** Conditions drawn from an attribute's own values, plus case variants and absent values. */
function testsFor(pairs: ValuePair[]): ValueTest[] {
  const strings = pick([...new Set(pairs.flatMap((p) => (p.value === null ? [] : [p.value])))], 4);
  const nums = pick(
    [...new Set(pairs.flatMap((p) => (p.num === null ? [] : [p.num])))].sort((a, b) => a - b),
    4,
  );
  const tests: ValueTest[] = [{ on: 'any' }];
  for (const v of strings) {
    const variant = v === v.toUpperCase() ? v.toLowerCase() : v.toUpperCase();
    for (const caseSensitive of [false, true]) {
      tests.push({ on: 'value', equals: [v], caseSensitive }, { on: 'value', equals: [variant], caseSensitive });
    }
  }
  if (strings.length > 0) {
    tests.push({ on: 'value', equals: [...strings.slice(0, 2), 'absent value'], caseSensitive: false });
    tests.push({ on: 'value', equals: strings.map(foldAscii), caseSensitive: true });
  }
  tests.push({ on: 'value', equals: ['absent value'], caseSensitive: false });
  if (nums.length > 0) {
    const [lo, hi] = [nums[0]!, nums[nums.length - 1]!];
    tests.push({ on: 'num', equals: [...nums, lo - 0.5] });
    for (const lowerInclusive of [false, true])
      for (const upperInclusive of [false, true])
        tests.push({ on: 'num', lower: lo, lowerInclusive, upper: hi, upperInclusive });
    tests.push({ on: 'num', lower: nums[1] ?? lo, lowerInclusive: true }, { on: 'num', upper: nums[1] ?? hi });
  }
  return tests;
}

function lookupsDiffer(s: AttributeStore, part: number, parts: number): string[] {
  const differing: string[] = [];
  for (const a of attributes.filter((_, i) => i % parts === part)) {
    for (const t of testsFor(segmentedStore.scan(a.id).pairs)) {
      const ours = storeRowsSorted(s.rows(a.id, t, { records: true }));
      const sql = held(s, a) ? sqlRows(db, a.id, t) : [];
      if (ours.length !== sql.length || ours.some((r, i) => r.some((v, k) => v !== sql[i]![k])))
        differing.push(`${a.name} ${JSON.stringify(t)}`);
    }
  }
  return differing;
}

for (const part of [0, 1, 2, 3, 4, 5])
  test(`lookups on every attribute answer as SQL (${part + 1} of 6)`, () => {
    assert.deepEqual(lookupsDiffer(store, part, 6), []);
  });

// a seventh of the attributes (i % 7 = 6), as two tests: i % 14 = 6 and i % 14 = 13
for (const part of [6, 13])
  test(`lookups answer as SQL in many segments (${part === 6 ? 1 : 2} of 2, a seventh of the attributes)`, () => {
    assert.deepEqual(lookupsDiffer(segmentedStore, part, 14), []);
  });

for (const part of [0, 1])
  test(`the catalogue's statistics equal SQL's (${part + 1} of 2)`, () => {
    const typeOf = new Uint8Array((db.prepare('SELECT max(row) FROM doc').pluck().get() as number) + 1);
    for (const [row, type] of db.prepare('SELECT row, type_code FROM doc').raw().iterate() as IterableIterator<
      [number, number]
    >)
      typeOf[row] = type;
    const columns =
      'count(DISTINCT doc) AS docs, min(num) AS min, max(num) AS max, count(DISTINCT value) AS distinct_values';
    const all = db.prepare(`SELECT ${columns} FROM attr WHERE attr = ?`);
    const ofKind = db.prepare(`SELECT ${columns} FROM attr WHERE attr = ? AND doc_type = ?`);
    const types = db.prepare('SELECT DISTINCT doc_type FROM attr WHERE attr = ? ORDER BY doc_type').pluck();
    const values = db
      .prepare('SELECT DISTINCT value FROM attr WHERE attr = ? AND value IS NOT NULL ORDER BY value LIMIT 100')
      .pluck();
    const chemical = DOC_TYPE_CODES.mol_definition;
    const differing: string[] = [];
    for (const a of attributes.filter((_, i) => i % 2 === part)) {
      const scan = segmentedStore.scan(a.id);
      const ours = attributeStatistics(scan, typeOf, { valuesLimit: 100 });
      const sql = all.get(a.id) as { docs: number; min: number | null; max: number | null; distinct_values: number };
      const expected = {
        docs: sql.docs,
        min: sql.min,
        max: sql.max,
        distinct: sql.distinct_values,
        docTypes: types.all(a.id),
        values: (values.all(a.id) as string[]).map(foldAscii),
      };
      const got = ours && { ...ours, values: ours.values.map(foldAscii) };
      if (JSON.stringify(got) !== JSON.stringify(expected)) differing.push(a.name);
      const kind = ofKind.get(a.id, chemical) as typeof sql;
      const oursKind = attributeStatistics(scan, typeOf, { docType: chemical });
      if ((kind.docs === 0) !== (oursKind === undefined)) differing.push(`${a.name} (mol_definition)`);
      else if (
        oursKind &&
        JSON.stringify([oursKind.docs, oursKind.min, oursKind.max, oursKind.distinct]) !==
          JSON.stringify([kind.docs, kind.min, kind.max, kind.distinct_values])
      )
        differing.push(`${a.name} (mol_definition)`);
    }
    assert.deepEqual(differing, []);
  });

test('the attributes no query uses are left out of the index, their catalogue statistics kept', () => {
  const dropped = attributes.filter((a) => !kept.has(a.id));
  assert.ok(kept.size > 300 && dropped.length > 300, `${kept.size} kept, ${dropped.length} left out`);
  const catalogue = new Map(readAttributeCatalogue(db).map((c) => [`${c.service}|${c.attribute}`, c]));
  const docs = db.prepare('SELECT count(DISTINCT doc) FROM attr WHERE attr = ?').pluck();
  const service = db.prepare('SELECT service FROM attribute WHERE id = ?').pluck();
  const differing = dropped.flatMap((a) => {
    const entry = catalogue.get(`${service.get(a.id) as string}|${a.name}`);
    return entry && entry.doc_count !== docs.get(a.id) ? [a.name] : [];
  });
  assert.deepEqual(differing, []);
  assert.ok(dropped.filter((a) => catalogue.has(`${service.get(a.id) as string}|${a.name}`)).length > 300);
});
