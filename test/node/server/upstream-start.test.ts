// Upstream mode as `npm start` runs the server (issue 35): with ARCHIVE=rcsb it reads and builds no
// index — here the archive directory does not exist, so any reading of it would stop the server —
// contacts no upstream at start, says which upstreams it uses, and serves.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readServerConfig } from '../../../src/server/config.ts';

const LISTENING = /^pdb-search-elements: (http:\/\/\S+)\/search$/;

// a suite, so starting the server (tsx compiles it) is set-up, not a test's time
describe('ARCHIVE=rcsb as npm start runs it', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'upstream-start-'));
  let child: ChildProcessWithoutNullStreams | undefined;
  let stderr = '';
  const lines: string[] = [];
  let url = '';

  before(
    async () => {
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          ARCHIVE: 'rcsb',
          PDB_ARCHIVE_DIR: path.join(scratch, 'no-archive-here'),
          HOST: '127.0.0.1',
          PORT: '0',
          MYPDB_DB: path.join(scratch, 'mypdb.sqlite'),
          MAIL_OUTBOX: path.join(scratch, 'outbox'),
          UPLOAD_DIR: path.join(scratch, 'uploads'),
        },
      });
      child = started;
      started.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      url = await new Promise<string>((resolve, reject) => {
        started.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)));
        createInterface({ input: started.stdout }).on('line', (line) => {
          lines.push(line);
          const listening = lines.map((l) => LISTENING.exec(l)?.[1]).find(Boolean);
          if (listening && lines.some((l) => l.startsWith('Upstream mode:'))) resolve(listening);
        });
      });
    },
    { timeout: 60_000 },
  );

  after(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  test('it says which upstreams it uses', () => {
    assert.ok(
      lines.includes(
        'Upstream mode: searches from https://search.rcsb.org, data from https://data.rcsb.org, files from https://files.rcsb.org',
      ),
      lines.join('\n'),
    );
  });

  test('it serves without the archive directory the embedded engine would read', async () => {
    const health = await fetch(`${url}/health`);
    assert.equal(health.status, 200);
    await health.body?.cancel();
    assert.ok(!readdirSync(scratch).includes('no-archive-here'));
    assert.doesNotMatch(stderr, /cannot start|ingest/i);
  });
});

test('upstream settings: named pairs, ARCHIVE=rcsb defaults, and clear refusals', () => {
  const rcsb = readServerConfig({ ARCHIVE: 'rcsb' }).upstream;
  assert.deepEqual(rcsb, {
    searchApi: 'https://search.rcsb.org',
    dataApi: 'https://data.rcsb.org',
    files: 'https://files.rcsb.org',
    rcsb: true,
  });
  const own = readServerConfig({ UPSTREAM_SEARCH_API: 'http://127.0.0.1:9/', UPSTREAM_DATA_API: 'http://127.0.0.1:9' });
  assert.deepEqual(own.upstream, {
    searchApi: 'http://127.0.0.1:9',
    dataApi: 'http://127.0.0.1:9',
    files: 'http://127.0.0.1:9',
    rcsb: false,
  });
  assert.equal(readServerConfig({}).upstream, undefined);
  assert.throws(
    () => readServerConfig({ UPSTREAM_SEARCH_API: 'http://127.0.0.1:9' }),
    /needs both UPSTREAM_SEARCH_API and UPSTREAM_DATA_API/,
  );
  assert.throws(
    () => readServerConfig({ ARCHIVE: 'pdbj' }),
    /ARCHIVE must be embedded \(the default\) or rcsb, got 'pdbj'/,
  );
  assert.throws(
    () => readServerConfig({ ARCHIVE: 'rcsb', UPSTREAM_FILES: 'ftp://files.example.org' }),
    /UPSTREAM_FILES must be an http or https address/,
  );
  assert.equal(readServerConfig({ NOTIFY_EVERY: '12h' }).notifyEveryMs, 12 * 3_600_000);
  assert.equal(readServerConfig({ NOTIFY_EVERY: 'off' }).notifyEveryMs, undefined);
  assert.equal(readServerConfig({}).notifyEveryMs, 7 * 86_400_000);
  assert.throws(() => readServerConfig({ NOTIFY_EVERY: 'weekly' }), /NOTIFY_EVERY must be a time from 1m to 366d/);
});
