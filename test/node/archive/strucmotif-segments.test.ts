// The structure-motif index cut into many entry segments answers exactly as the one-segment index
// the shared archive builds by default: for every (type pair, geometry code) present, the same
// postings (entries and their pair counts) in the same order (entries ascending across
// segments), which is all a motif search reads of the index. Segments cover consecutive ordinals, end at entry boundaries and hold
// about the pairs asked for.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ENTRY_STRUCTURE_TABLE } from '../../../src/archive/services/coordinates/store.ts';
import { buildStrucmotifIndex } from '../../../src/archive/services/strucmotif/index-build.ts';
import { StrucmotifIndexReader } from '../../../src/archive/services/strucmotif/index-reader.ts';
import { decodeDirectory } from '../../../src/archive/services/strucmotif/postings.ts';
import { getTestArchive } from './fixture.ts';

const SEGMENT_PAIRS = 1_000_000;

let dir: string;
let whole: Database.Database;
let segmented: Database.Database;

before(async () => {
  const archive = await getTestArchive();
  whole = new Database(archive.file, { readonly: true });
  dir = mkdtempSync(path.join(tmpdir(), 'strucmotif-segments-'));
  segmented = new Database(path.join(dir, 'index.sqlite'));
  segmented.exec(`ATTACH DATABASE '${archive.file.replace(/'/g, "''")}' AS source`);
  segmented.exec(`CREATE TABLE ${ENTRY_STRUCTURE_TABLE} AS SELECT * FROM source.${ENTRY_STRUCTURE_TABLE}`);
  segmented.exec('DETACH DATABASE source');
  segmented.transaction(() => buildStrucmotifIndex(segmented, { segmentPairs: SEGMENT_PAIRS }))();
});

after(() => {
  whole.close();
  segmented.close();
  rmSync(dir, { recursive: true, force: true });
});

test('segments: consecutive ordinal ranges of about the pairs asked for', () => {
  assert.equal(whole.prepare('SELECT count(*) FROM strucmotif_segment').pluck().get(), 1);
  const segments = segmented
    .prepare('SELECT segment, first_ordinal AS first, entries FROM strucmotif_segment ORDER BY segment')
    .all() as Array<{ segment: number; first: number; entries: number }>;
  assert.ok(segments.length >= 5, `${segments.length} segments`);
  let next = 0;
  for (const { segment, first, entries } of segments) {
    assert.equal(first, next, `segment ${segment} starts where the previous ended`);
    next = first + entries;
    const pairs = segmented
      .prepare('SELECT sum(pairs) FROM strucmotif_postings WHERE segment = ?')
      .pluck()
      .get(segment);
    if (segment < segments.length - 1) assert.ok((pairs as number) >= SEGMENT_PAIRS, `segment ${segment}: ${pairs}`);
  }
  assert.equal(next, whole.prepare('SELECT count(*) FROM strucmotif_entry').pluck().get());
  const total = (db: Database.Database) => db.prepare('SELECT sum(pairs) FROM strucmotif_postings').pluck().get();
  assert.equal(total(segmented), total(whole));
});

/** Test slices of the type pairs, so no one test runs long. */
const SLICES = 6;

for (let slice = 0; slice < SLICES; slice++) {
  test(`every (type pair, code), slice ${slice + 1}/${SLICES}: the same postings in the same order from one segment or many`, () => {
    const one = new StrucmotifIndexReader(whole);
    const many = new StrucmotifIndexReader(segmented);
    assert.deepEqual(many.entryIds(), one.entryIds());
    const rows = whole
      .prepare('SELECT type_pair AS typePair, directory FROM strucmotif_postings WHERE type_pair % ? = ?')
      .all(SLICES, slice) as Array<{ typePair: number; directory: Buffer }>;
    let lists = 0;
    for (const { typePair, directory } of rows) {
      for (const code of decodeDirectory(directory).codes) {
        const collect = (reader: StrucmotifIndexReader) => {
          const out: number[] = [];
          const n = reader.forEachPosting(typePair, code, (e, pairs) => out.push(e, pairs));
          assert.equal(out.length, 2 * n);
          return out;
        };
        assert.deepEqual(collect(many), collect(one), `type pair ${typePair}, code ${code}`);
        lists++;
      }
    }
    assert.ok(lists > 100_000 / SLICES / 2, `${lists} lists compared`);
  });
}
