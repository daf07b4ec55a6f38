// A structure search from an uploaded file in upstream mode (issue 35): the upstream-mode server
// stores the upload and hands the stand-in the file's URL on its own public origin (PUBLIC_URL),
// whatever host the browser named; the stand-in fetches it from there (FETCH_ALLOW: http on
// loopback, for this test) and never finds the key in its own store.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { buildApp } from '../../../src/server/app.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import type { ServerEngine } from '../../../src/server/engine/types.ts';
import { upstreamEngine } from '../../../src/server/engine/upstream/upstream-engine.ts';
import { startPooledArchiveServer, type RunningServer } from './harness.ts';
import { freePort } from '../../support/free-port.ts';
import { withEnv } from '../../support/with-env.ts';

// a small entry: one chain of myoglobin
const entryGz = readFileSync(path.join(resolveSourceDir(), 'entries', '101m.cif.gz'));
const NO_LIMITS = { rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000 };

describe('an upload in upstream mode, searched by the upstream', () => {
  const dirs: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdb-upstream-upload-'));
    dirs.push(dir);
    return dir;
  };
  let standIn: RunningServer;
  let standInUploads: string;
  let app: FastifyInstance;
  let engine: ServerEngine;
  let port: number;
  /** GETs of upload files the upstream-mode server answered. */
  const uploadGets: string[] = [];
  let key: string;

  before(async () => {
    port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    standInUploads = tempDir();
    standIn = await withEnv({ UPLOAD_DIR: standInUploads, FETCH_ALLOW: publicUrl }, () =>
      startPooledArchiveServer({}, { uploadDir: standInUploads }),
    );
    const config = readServerConfig({
      UPSTREAM_SEARCH_API: standIn.url,
      UPSTREAM_DATA_API: standIn.url,
      PUBLIC_URL: publicUrl,
      UPLOAD_DIR: tempDir(),
      MYPDB_DB: ':memory:',
      MAIL_OUTBOX: tempDir(),
    });
    engine = upstreamEngine(config.upstream!, { publicUrl });
    app = await buildApp({ ...config, ...NO_LIMITS, host: '127.0.0.1', port }, { engine });
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.url.startsWith('/search/upload/')) uploadGets.push(request.url);
    });
    await app.listen({ host: '127.0.0.1', port });
    const body = new FormData();
    body.append('format', 'cif');
    body.append('name', '101m.cif.gz');
    body.append('file', new Blob([entryGz as Uint8Array<ArrayBuffer>]), '101m.cif.gz');
    const res = await fetch(`${publicUrl}/search/upload`, { method: 'POST', body });
    const json = (await res.json()) as { key?: string; error?: string };
    assert.equal(res.status, 200, JSON.stringify(json));
    key = json.key!;
  });

  after(async () => {
    await app?.close();
    await engine?.close();
    await standIn?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('the stand-in fetches the file from the upstream-mode server at PUBLIC_URL and finds it', async () => {
    // the browser names the upload by the host it reached us on, which the upstream need not reach
    const asNamed = `http://localhost:${port}/search/upload/${key}`;
    // as the search page asks it (the public API's own schema takes no 'localhost')
    const res = await fetch(`http://127.0.0.1:${port}/search/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        report: 'search_summary',
        request: {
          query: {
            type: 'terminal',
            service: 'structure',
            parameters: { value: { url: asNamed, format: 'bcif' }, operator: 'strict_shape_match' },
          },
          return_type: 'entry',
          request_options: { paginate: { start: 0, rows: 100 } },
        },
      }),
    });
    const json = (await res.json()) as { result_set?: Array<{ identifier: string }>; msg?: string };
    assert.equal(res.status, 200, json.msg);
    assert.ok(json.result_set?.some((hit) => hit.identifier === '101M'));
    const stored = key.split('/')[0]!;
    assert.ok(
      uploadGets.some((got) => got.includes(stored)),
      `the upstream-mode server served the upload: ${uploadGets.join(' ')}`,
    );
    assert.deepEqual(readdirSync(standInUploads), [], "the stand-in's own upload store is empty");
  });
});
