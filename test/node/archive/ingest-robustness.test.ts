// Ingest on small temporary archives: bad files are skipped with a reason, a failed build leaves
// the previous index untouched, an unchanged input is not rebuilt, and an archive without
// extra/ still ingests.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { gzipSync } from 'node:zlib';
import { convert } from 'molstar/lib/cli/cif2bcif/converter.js';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { checkIndexFreshness, ingest, isIndexFresh, readIndexMetadata } from '../../../src/archive/ingest.ts';
import { readableBodies } from '../../support/document-body.ts';
import { makeTempSource, SAMPLE_ENTRIES } from './temp-source.ts';

test('corrupt, truncated and non-mmCIF files are skipped with a reason; the rest is ingested', async () => {
  const src = makeTempSource({ broken: true });
  try {
    const summary = await ingest({ source: src.root, out: src.out });
    const reasons = new Map(summary.skipped.map((s) => [path.basename(s.file), s.reason]));
    assert.match(reasons.get('trunc.cif.gz') ?? '', /truncated|corrupt/);
    assert.match(reasons.get('corrupt.cif.gz') ?? '', /corrupt|truncated/);
    assert.match(reasons.get('cut.cif') ?? '', /truncated/);
    assert.match(reasons.get('9xyz.cif') ?? '', /not a CIF file/);
    assert.match(reasons.get('act.cif.gz') ?? '', /not an mmCIF entry/);
    assert.equal(summary.skipped.length, 5);
    assert.equal(summary.documents.entry, SAMPLE_ENTRIES.length);
    assert.ok(summary.documents.mol_definition >= 3); // HEM, ATP, PRD_000009 (+ components named by entries)
    const db = new Database(src.out, { readonly: true });
    try {
      const ids = (
        db.prepare("SELECT id FROM doc WHERE type = 'entry' ORDER BY id").all() as Array<{ id: string }>
      ).map((r) => r.id);
      assert.deepEqual(ids, ['1CRN', '4HHB', 'AF_AFQ76EI6F1']);
      assert.equal(
        (db.prepare("SELECT computational FROM doc WHERE id = 'AF_AFQ76EI6F1'").get() as any).computational,
        1,
      );
    } finally {
      db.close();
    }
    // skipped files are part of the recorded input, so the index is fresh as it stands
    assert.equal(isIndexFresh(src.root, src.out), true);
    assert.equal(readIndexMetadata(src.out)?.skipped.length, 5);
  } finally {
    src.cleanup();
  }
});

test('an archive without extra/ ingests and records the unavailable features', async () => {
  const src = makeTempSource();
  try {
    const summary = await ingest({ source: src.root, out: src.out });
    assert.equal(summary.skipped.length, 0);
    for (const feature of ['sifts', 'sequence_clusters', 'holdings', 'computed_model_holdings', 'validation_reports']) {
      assert.equal(summary.features[feature], false, feature);
    }
    assert.ok(summary.notes.some((n) => /sifts unavailable/.test(n)));
    const meta = readIndexMetadata(src.out);
    assert.equal(meta?.features.sifts, false);
    const db = new Database(src.out, { readonly: true });
    try {
      // holdings still list what the archive holds
      const held = db.prepare('SELECT count(*) AS n FROM holding WHERE in_archive = 1').get() as { n: number };
      assert.equal(held.n, SAMPLE_ENTRIES.length);
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    } finally {
      db.close();
    }
  } finally {
    src.cleanup();
  }
});

test('re-running on unchanged input is a no-op; touching keeps it fresh; changed content rebuilds', async () => {
  const src = makeTempSource();
  try {
    const first = await ingest({ source: src.root, out: src.out });
    assert.equal(first.upToDate, false);
    const builtAt = statSync(src.out).mtimeMs;

    const second = await ingest({ source: src.root, out: src.out });
    assert.equal(second.upToDate, true);
    assert.equal(second.inputHash, first.inputHash);
    assert.deepEqual(second.documents, first.documents);
    assert.equal(statSync(src.out).mtimeMs, builtAt, 'the index file was not rewritten');

    // same bytes, new mtime (a copy or a touch): still fresh, still no rebuild
    const file = path.join(src.root, 'entries', '1crn.cif.gz');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    assert.equal(isIndexFresh(src.root, src.out), true);
    assert.equal((await ingest({ source: src.root, out: src.out })).upToDate, true);

    // an added file: stale; removing it again: fresh
    const added = path.join(src.root, 'entries', 'extra.cif');
    appendFileSync(added, 'data_X\n_entry.id X\n');
    assert.match(checkIndexFreshness(src.root, src.out).reason, /input added: entries\/extra\.cif/);
    rmSync(added);
    assert.equal(isIndexFresh(src.root, src.out), true);

    // different bytes, same size: the changed mtime sends the file to be hashed -> stale
    const recorded = readIndexMetadata(src.out)?.manifest['entries/1crn.cif.gz'];
    assert.ok(recorded);
    const bytes = readFileSync(file);
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    const check = checkIndexFreshness(src.root, src.out);
    assert.equal(check.fresh, false);
    assert.match(check.reason, /input changed: entries\/1crn\.cif\.gz/);
    // an edit that restores the recorded size and mtime passes the stat pre-check (the designed
    // trade-off that keeps start-up cheap); verifyAll hashes every file and sees it
    utimesSync(file, recorded.mtimeMs / 1000, recorded.mtimeMs / 1000);
    assert.equal(checkIndexFreshness(src.root, src.out).fresh, true);
    assert.equal(checkIndexFreshness(src.root, src.out, { verifyAll: true }).fresh, false);
    utimesSync(file, later, later);
    const rebuilt = await ingest({ source: src.root, out: src.out });
    assert.equal(rebuilt.upToDate, false);
    assert.notEqual(rebuilt.inputHash, first.inputHash);
  } finally {
    src.cleanup();
  }
});

test('a failed ingest leaves the previous index intact and no temporary files', async () => {
  const src = makeTempSource();
  try {
    const first = await ingest({ source: src.root, out: src.out });
    const before = readFileSync(src.out);
    let calls = 0;
    await assert.rejects(
      ingest({
        source: src.root,
        out: src.out,
        force: true,
        onProgress: (p) => {
          if (p.phase === 'entries' && ++calls === 2) throw new Error('simulated crash mid-ingest');
        },
      }),
      /simulated crash/,
    );
    assert.deepEqual(readFileSync(src.out), before);
    assert.equal(readIndexMetadata(src.out)?.inputHash, first.inputHash);
    const leftovers = readdirSync(path.dirname(src.out)).filter(
      (name) => name.endsWith('.tmp') || name.includes('.tmp-'),
    );
    assert.deepEqual(leftovers, []);
    const db = new Database(src.out, { readonly: true });
    try {
      assert.equal(
        (db.prepare("SELECT count(*) AS n FROM doc WHERE type = 'entry'").get() as { n: number }).n,
        SAMPLE_ENTRIES.length,
      );
    } finally {
      db.close();
    }
  } finally {
    src.cleanup();
  }
});

test('isIndexFresh is false for a missing or foreign file', () => {
  const src = makeTempSource();
  try {
    assert.equal(isIndexFresh(src.root, src.out), false);
    assert.equal(checkIndexFreshness(src.root, src.out).reason, 'no index');
    mkdirSync(path.dirname(src.out), { recursive: true });
    writeFileSync(`${src.out}.not-sqlite`, 'hello');
    assert.equal(isIndexFresh(src.root, `${src.out}.not-sqlite`), false);
  } finally {
    src.cleanup();
  }
});

test('BinaryCIF entries (.bcif, .bcif.gz) ingest like their text originals', async () => {
  const src = makeTempSource();
  try {
    const text = await ingest({ source: src.root, out: src.out });
    const textBodies = entryBodies(src.out);
    const shared = resolveSourceDir();
    for (const id of ['4hhb', '1crn']) rmSync(path.join(src.root, 'entries', `${id}.cif.gz`));
    writeFileSync(
      path.join(src.root, 'entries', '4hhb.bcif'),
      await convert(path.join(shared, 'entries', '4hhb.cif.gz')),
    );
    writeFileSync(
      path.join(src.root, 'entries', '1crn.bcif.gz'),
      gzipSync(await convert(path.join(shared, 'entries', '1crn.cif.gz'))),
    );
    const binary = await ingest({ source: src.root, out: src.out });
    assert.deepEqual(binary.skipped, []);
    assert.deepEqual(binary.documents, text.documents);
    const binaryBodies = entryBodies(src.out);
    for (const id of ['4HHB', '1CRN']) {
      const a = textBodies.get(id);
      const b = binaryBodies.get(id);
      assert.deepEqual(b.rcsb_entry_info, a.rcsb_entry_info, id);
      assert.deepEqual(b.rcsb_accession_info, a.rcsb_accession_info, id);
      assert.equal(b.struct.title, a.struct.title, id);
    }
  } finally {
    src.cleanup();
  }
});

function entryBodies(file: string): Map<string, any> {
  const db = readableBodies(new Database(file, { readonly: true }));
  try {
    return new Map(
      (
        db.prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'entry'").all() as Array<{
          id: string;
          body: string;
        }>
      ).map((r) => [r.id, JSON.parse(r.body)]),
    );
  } finally {
    db.close();
  }
}
