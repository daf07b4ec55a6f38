// Additions in place (issue 36, docs/scale.md): a synthetic archive of ENTRIES entries grown in
// place by ENTRIES more answers exactly as one built at twice the size — the same documents, the
// same attribute catalogue, and the same answers from a server over each to the scale bench's
// requests of every kind (text, attribute, counts, facets, grouping, sequence, structure motif,
// chemical, structure similarity), drawn from the archive itself.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { bodyDecoder } from '../../../src/archive/index/body-codec.ts';
import { resolveSchemaDir } from '../../../src/archive/config.ts';
import { readAttributeCatalogue } from '../../../src/archive/index/catalogue.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { SEQUENCE_SET_TABLE } from '../../../src/archive/services/sequence/sequence-store.ts';
import { addSyntheticEntries, buildSyntheticArchive } from '../../../bench/scale/synthetic-archive.ts';
import { REQUESTS, scaleRequests, type ScaleRequest } from '../../../bench/scale/requests.ts';
import type { RunningServer } from '../server/harness.ts';
import { itAnswersAlike, SCALE_KINDS, serverOn, warmStructures } from '../../support/same-answers.ts';
import { getTestArchive } from './fixture.ts';

/** Entries built, then as many added (issue 36: 1,000 + 1,000 against 2,000). */
const ENTRIES = Number(process.env.ADDITIONS_TEST_ENTRIES ?? 1000);

describe('additions in place', () => {
  let scratch: string;
  let grown: string;
  let whole: string;
  let requests: ScaleRequest[];
  const servers: RunningServer[] = [];

  before(async () => {
    const archive = await getTestArchive();
    const schemaDir = resolveSchemaDir(archive.source);
    scratch = mkdtempSync(path.join(os.tmpdir(), 'additions-test-'));
    grown = path.join(scratch, 'grown.sqlite');
    whole = path.join(scratch, 'whole.sqlite');
    await buildSyntheticArchive(archive.file, grown, ENTRIES, schemaDir);
    await addSyntheticEntries(archive.file, grown, ENTRIES, 2 * ENTRIES, schemaDir);
    await buildSyntheticArchive(archive.file, whole, 2 * ENTRIES, schemaDir);
    const index = new ArchiveIndex(whole);
    try {
      requests = scaleRequests(index);
    } finally {
      index.close();
    }
    for (const file of [grown, whole]) servers.push(await serverOn(file));
    await warmStructures(servers, requests);
  });

  after(async () => {
    for (const server of servers) await server.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('holds the same documents under the same rows', () => {
    const [a, b] = [grown, whole].map((file) => {
      const db = new Database(file, { readonly: true });
      bodyDecoder(db); // body_json(): a body as its JSON text, whichever dictionary compressed it
      return db;
    }) as [Database.Database, Database.Database];
    try {
      for (const sql of [
        'SELECT row, id, type, type_code, entry_row, parent_row, computational, body_json(body) FROM doc ORDER BY row',
        'SELECT comp_row, entity_row, entry_row, role FROM comp_link ORDER BY 1, 2, 3, 4',
      ]) {
        const [mine, theirs] = [a, b].map((db) => db.prepare(sql).raw().iterate() as IterableIterator<unknown[]>);
        let rows = 0;
        for (const expected of theirs!) {
          assert.deepEqual(mine!.next().value, expected, `${sql}: row ${rows}`);
          rows++;
        }
        assert.equal(mine!.next().done, true, `${sql}: more rows`);
        assert.ok(rows > 0, sql);
      }
      assert.equal(a.prepare("SELECT count(*) FROM doc WHERE type = 'entry'").pluck().get(), 2 * ENTRIES);
    } finally {
      a.close();
      b.close();
    }
  });

  it('has the catalogue of the whole build, entry by entry', () => {
    const [a, b] = [new ArchiveIndex(grown), new ArchiveIndex(whole)];
    try {
      const catalogue = (index: ArchiveIndex) => readAttributeCatalogue(index.db);
      const expected = catalogue(b);
      assert.ok(expected.length > 300);
      assert.deepEqual(catalogue(a), expected);
    } finally {
      a.close();
      b.close();
    }
  });

  it('stores the sequence sets of the whole build', () => {
    const [mine, theirs] = [grown, whole].map((file) => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare(`SELECT * FROM ${SEQUENCE_SET_TABLE} ORDER BY type`).raw().all();
      } finally {
        db.close();
      }
    });
    assert.equal(theirs!.length, 3);
    assert.deepEqual(mine, theirs);
  });

  const answered = itAnswersAlike(
    () => servers,
    () => requests,
    'the whole build does',
  );

  it('had results to compare for every kind of request', () => {
    for (const kind of SCALE_KINDS)
      assert.ok((answered.get(kind) ?? 0) > REQUESTS / 2, `${kind}: ${answered.get(kind) ?? 0} answered`);
  });
});
