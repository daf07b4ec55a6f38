// The ingest command line: arguments, plain progress lines when not on a terminal, the summary,
// exit codes, and where the source comes from when none is given.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ArchiveConfigError, PROJECT_ROOT, resolveIndexFile, resolveSourceDir } from '../../../src/archive/config.ts';
import { parseArgs } from '../../../src/archive/cli.ts';
import { makeTempSource } from './temp-source.ts';

const CLI = path.join(PROJECT_ROOT, 'src', 'archive', 'cli.ts');
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8', env, cwd: PROJECT_ROOT });

test('parseArgs reads --source, --out (also as --flag=value) and --force', () => {
  assert.deepEqual(parseArgs(['--source', 'a', '--out=b', '--force']), {
    source: 'a',
    out: 'b',
    force: true,
    help: false,
  });
  assert.throws(() => parseArgs(['--source']), /--source needs a value/);
  assert.throws(() => parseArgs(['--bogus']), /unknown argument: --bogus/);
});

test('source resolution: flag, then PDB_ARCHIVE_DIR, then ../shared/archive; a clear error naming both', () => {
  const src = makeTempSource();
  try {
    assert.equal(resolveSourceDir(src.root, {}), src.root);
    assert.equal(resolveSourceDir(undefined, { PDB_ARCHIVE_DIR: src.root }), src.root);
    assert.throws(
      () => resolveSourceDir(undefined, { PDB_ARCHIVE_DIR: '/nonexistent/archive' }),
      /PDB_ARCHIVE_DIR points to a missing directory/,
    );
    assert.throws(
      () => resolveSourceDir(undefined, {}, '/nonexistent/shared/archive'),
      (error: Error) =>
        error instanceof ArchiveConfigError &&
        /PDB_ARCHIVE_DIR/.test(error.message) &&
        /\/nonexistent\/shared\/archive/.test(error.message),
    );
    assert.equal(resolveIndexFile(), path.join(PROJECT_ROOT, '.data', 'archive.sqlite'));
  } finally {
    src.cleanup();
  }
});

test(
  'npm run ingest: plain progress lines off a terminal, then a summary; second run is up to date',
  { timeout: 120_000 },
  () => {
    const src = makeTempSource({ broken: true });
    try {
      const first = run(['--source', src.root, '--out', src.out]);
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stderr, /^ingest: entries \d+\/\d+$/m);
      assert.match(first.stdout, /Index written: .*archive\.sqlite/);
      assert.match(first.stdout, /^ {2}entry +3$/m);
      assert.match(first.stdout, /^Skipped files \(5\):$/m);
      assert.match(first.stdout, /cut\.cif: truncated/);
      assert.match(first.stdout, /^Seconds: \d+\.\d$/m);
      const second = run(['--source', src.root, '--out', src.out]);
      assert.equal(second.status, 0, second.stderr);
      assert.match(second.stdout, /Index is up to date/);
    } finally {
      src.cleanup();
    }
  },
);

test('bad arguments exit 2 with usage; a missing source exits 1 with the reason', () => {
  const bad = run(['--nope']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown argument: --nope[\s\S]*Usage: npm run ingest/);
  const missing = run(['--source', '/nonexistent/archive', '--out', '/tmp/never.sqlite']);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /ingest failed: archive source directory not found: \/nonexistent\/archive/);
});
