// Issue 36: the attribute store's writer on an existing index's `attr` rows (read only), into a
// scratch file: build time, peak memory (RSS and V8 heap, sampled), segments, and the store's
// size against `attr` + its indexes (dbstat).
//   npx tsx bench/archive/attribute-store-build.ts <index file> [segment postings]

import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PROJECT_ROOT } from '../../src/archive/config.ts';
import { ATTRIBUTE_STORE_TABLES } from '../../src/archive/index/attribute-store/tables.ts';
import { AttributeStoreWriter, DEFAULT_SEGMENT_POSTINGS } from '../../src/archive/index/attribute-store/writer.ts';

const file = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, '.data/archive.sqlite'));
const segmentPostings = Number(process.argv[3] ?? DEFAULT_SEGMENT_POSTINGS);
const source = new Database(file, { readonly: true, fileMustExist: true });
const entries = source.prepare("SELECT count(*) FROM doc WHERE type = 'entry'").pluck().get() as number;
const scratch = path.join(PROJECT_ROOT, '.data', `attribute-store-bench-${process.pid}.sqlite`);
const db = new Database(scratch);
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.exec(ATTRIBUTE_STORE_TABLES);

let peakRss = 0;
let peakHeap = 0;
const sample = (): void => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers);
};
const timer = setInterval(sample, 50);
const baseline = process.memoryUsage().rss;
const started = performance.now();
const writer = new AttributeStoreWriter(db, { segmentPostings });
let rows = 0;
db.exec('BEGIN');
// rows in document order, as IndexWriter feeds them (the covering index on (doc, attr) + table)
for (const [attr, doc, rec, subrec, value, num] of source
  .prepare('SELECT attr, doc, rec, subrec, value, num FROM attr ORDER BY doc')
  .raw()
  .iterate() as IterableIterator<[number, number, number, number, string | null, number | null]>) {
  writer.add(attr, doc, rec, subrec, value, num);
  if (++rows % 1_000_000 === 0) sample();
}
writer.flush();
db.exec('COMMIT');
const seconds = (performance.now() - started) / 1000;
clearInterval(timer);
sample();

const size = (d: Database.Database, names: string[]): number =>
  d
    .prepare(`SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name IN (${names.map(() => '?').join(', ')})`)
    .pluck()
    .get(...names) as number;
const store = size(db, ['value_segment', 'value_dict', 'value_postings']);
const attr = size(source, ['attr', 'attr_by_value', 'attr_by_num', 'attr_by_doc']);
const MB = (n: number): string => (n / 1e6).toFixed(1);
console.log(`${file}: ${entries} entries, ${rows} rows, segment bound ${segmentPostings}`);
console.log(`written in ${seconds.toFixed(1)} s (with the read of attr), ${writer.segments} segment(s)`);
console.log(`peak RSS ${MB(peakRss)} MB (baseline ${MB(baseline)}), peak heap + array buffers ${MB(peakHeap)} MB`);
console.log(
  `store ${MB(store)} MB (${(store / entries / 1e3).toFixed(1)} kB/entry) against attr + indexes ${MB(attr)} MB (${(attr / entries / 1e3).toFixed(1)} kB/entry)`,
);
db.close();
source.close();
rmSync(scratch, { force: true });
