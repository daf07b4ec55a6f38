// Ingest adds new entries to the published index in place (src/archive/ingest/steps/addition.ts):
// the shared archive less its experimental entries 6xxx-9xxx (with their validation reports) is
// ingested, then those files come back and ingest runs again. It must add them in place and give
// the index a full ingest of the whole archive gives: the same input hash, documents, catalogue,
// holdings, tree counts and fallback groups, and the same answers from a server to the scale
// bench's requests of every kind. On a small archive: a new component's definition is added with
// a new entry, while inputs that change what is already written take a full rebuild (decided
// from the files, or, for a second file of an entry the index holds, once it is read).

import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { ingest, type IngestSummary } from '../../../src/archive/ingest.ts';
import { additionTo } from '../../../src/archive/ingest/steps/addition.ts';
import { beginRun } from '../../../src/archive/ingest/steps/begin.ts';
import { readAttributeCatalogue } from '../../../src/archive/index/catalogue.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { CLUSTER_FALLBACK_TABLE } from '../../../src/archive/services/sequence/cluster-fallback.ts';
import { scaleRequests, type ScaleRequest } from '../../../bench/scale/requests.ts';
import type { RunningServer } from '../server/harness.ts';
import { itAnswersAlike, serverOn } from '../../support/same-answers.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { getTestArchive, type TestArchive } from './fixture.ts';
import { makeTempSource, type TempSource } from './temp-source.ts';

const ADDED = /^[6-9][0-9a-z]{3}$/;
const stem = (name: string) => name.replace(/(_validation)?\.cif(\.gz)?$/i, '');

describe('ingest adds new entries in place', () => {
  let whole: TestArchive;
  let root: string;
  let out: string;
  let requests: ScaleRequest[];
  /** The second ingest's, once the added files are back. */
  let summary: IngestSummary;
  const servers: RunningServer[] = [];

  /** Links the shared archive's files into `root`, leaving out (or, with `all`, putting back) the added ones. */
  function link(all: boolean): void {
    const source = whole.source;
    const put = (relative: string) => {
      const to = path.join(root, relative);
      mkdirSync(path.dirname(to), { recursive: true });
      rmSync(to, { force: true });
      symlinkSync(path.join(source, relative), to);
    };
    for (const name of readdirSync(source)) {
      if (['entries', 'extra'].includes(name)) continue;
      put(name);
    }
    for (const name of readdirSync(path.join(source, 'extra')))
      if (name !== 'validation') put(path.join('extra', name));
    for (const name of readdirSync(path.join(source, 'extra', 'validation')))
      if (all || !ADDED.test(stem(name))) put(path.join('extra', 'validation', name));
    for (const name of readdirSync(path.join(source, 'entries')))
      if (all || !ADDED.test(stem(name))) put(path.join('entries', name));
    put('ccd');
  }

  before(async () => {
    whole = await getTestArchive();
    const index = new ArchiveIndex(whole.file);
    try {
      requests = scaleRequests(index);
    } finally {
      index.close();
    }
    root = mkdtempSync(path.join(os.tmpdir(), 'ingest-additions-'));
    out = path.join(root, 'out', 'archive.sqlite');
    link(false);
    const first = await ingest({ source: root, out });
    assert.equal(first.addedInPlace, false);
    link(true);
    summary = await ingest({ source: root, out });
    for (const file of [out, whole.file]) servers.push(await serverOn(file));
  });

  after(async () => {
    for (const server of servers) await server.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('adds the new files in place, with the input hash of the whole archive', () => {
    assert.equal(summary.addedInPlace, true, summary.rebuiltBecause);
    assert.equal(summary.inputHash, whole.metadata.inputHash);
    assert.deepEqual(summary.documents, whole.metadata.documentCounts);
  });

  it('holds the documents of the whole archive', () => {
    const [a, b] = [new ArchiveIndex(out), new ArchiveIndex(whole.file)];
    try {
      assert.equal(a.size, b.size);
      for (let row = 1; row < b.size; row++) {
        const id = b.ids[row]!;
        const type = b.type(row)!;
        const mine = a.rowOf(type, id);
        assert.ok(mine !== undefined, `${type} ${id}`);
        assert.deepEqual(a.body(mine), b.body(row), `${type} ${id}`);
      }
    } finally {
      a.close();
      b.close();
    }
  });

  it('has the catalogue, holdings, tree counts and fallback groups of the whole archive', () => {
    const [a, b] = [new Database(out, { readonly: true }), whole.open()];
    try {
      assert.deepEqual(readAttributeCatalogue(a), readAttributeCatalogue(b));
      for (const sql of [
        'SELECT * FROM holding ORDER BY id',
        'SELECT * FROM tree_node ORDER BY tree, id',
        'SELECT * FROM tree_edge ORDER BY tree, parent, child',
        `SELECT f.cutoff, d.id, f.group_id FROM ${CLUSTER_FALLBACK_TABLE} f JOIN doc d ON d.row = f.row ORDER BY 1, 2`,
      ]) {
        const expected = b.prepare(sql).raw().all();
        assert.ok(expected.length > 0, sql);
        assert.deepEqual(a.prepare(sql).raw().all(), expected, sql);
      }
    } finally {
      a.close();
      b.close();
    }
  });

  itAnswersAlike(
    () => servers,
    () => requests,
    'the whole archive does',
  );

  it('takes a rebuild when an input it holds is removed', () => {
    const reports = path.join(root, 'extra', 'validation');
    rmSync(path.join(reports, readdirSync(reports)[0]!));
    const plan = additionTo(beginRun({ source: root, out }));
    assert.equal(plan.kind, 'rebuild');
    assert.match(plan.kind === 'rebuild' ? plan.reason : '', /^input removed: extra\/validation\//);
  });
});

describe('ingest adds a new component with a new entry, and rebuilds for a component it defines', () => {
  let src: TempSource;
  before(async () => {
    src = makeTempSource();
    await ingest({ source: src.root, out: src.out });
  });
  after(() => src?.cleanup());

  it('adds 1UBQ and the component ACT in place', async () => {
    const shared = resolveSourceDir();
    copyFileSync(path.join(shared, 'entries', '1ubq.cif.gz'), path.join(src.root, 'entries', '1ubq.cif.gz'));
    copyFileSync(path.join(shared, 'ccd', 'ACT.cif.gz'), path.join(src.root, 'ccd', 'ACT.cif.gz'));
    const summary = await ingest({ source: src.root, out: src.out });
    assert.equal(summary.addedInPlace, true, summary.rebuiltBecause);
    const index = new ArchiveIndex(src.out);
    try {
      assert.ok(index.rowOf('entry', '1UBQ') !== undefined);
      assert.equal((index.body(index.rowOf('mol_definition', 'ACT')!)?.chem_comp as { id?: string })?.id, 'ACT');
    } finally {
      index.close();
    }
  });

  it("rebuilds for PO4's definition: 4HHB's own chem_comp rows defined it", async () => {
    copyFileSync(path.join(resolveSourceDir(), 'ccd', 'PO4.cif.gz'), path.join(src.root, 'ccd', 'PO4.cif.gz'));
    const summary = await ingest({ source: src.root, out: src.out });
    assert.equal(summary.addedInPlace, false);
    assert.equal(summary.rebuiltBecause, 'input added: ccd/PO4.cif.gz (a component the index defines)');
  });

  it('rolls an addition back and rebuilds when a new file holds an entry the index has', async () => {
    copyFileSync(
      path.join(resolveSourceDir(), 'entries', '4hhb.cif.gz'),
      path.join(src.root, 'entries', 'zz-4hhb.cif.gz'),
    );
    const summary = await ingest({ source: src.root, out: src.out });
    assert.equal(summary.addedInPlace, false);
    assert.equal(summary.rebuiltBecause, 'input added: entries/zz-4hhb.cif.gz (entry 4HHB is in the index)');
    assert.deepEqual(summary.skipped.at(-1), { file: 'entries/zz-4hhb.cif.gz', reason: 'duplicate entry 4HHB' });
  });
});
