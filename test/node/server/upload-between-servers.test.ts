// A structure search from an uploaded file across two servers (issue 35): server A stores the
// upload; server B is sent A's upload URL. B reads an upload URL from its own store only when the
// URL names B itself; A's URL is fetched like any other, and over plain http only from an origin
// FETCH_ALLOW names (loopback, for tests). B's store never sees A's key.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { openServerArchive } from '../../../src/server/engine/embedded/archive.ts';
import type { EmbeddedEngine } from '../../../src/server/engine/embedded/embedded-engine.ts';
import { getTestArchive } from '../archive/fixture.ts';
import { getTestServerArchive, startPooledArchiveServer, startServer, type RunningServer } from './harness.ts';
import { withEnv } from '../../support/with-env.ts';

// a small entry: one chain of myoglobin
const entryGz = readFileSync(path.join(resolveSourceDir(), 'entries', '101m.cif.gz'));
const NO_LIMITS = { rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000 };

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdb-uploads-between-'));
  dirs.push(dir);
  return dir;
};

// the servers start in the suite's hook, so no test's time counts them
describe('an upload on one server, searched on another', () => {
  let a: RunningServer;
  /** GETs of upload files A answered. */
  const uploadGets: string[] = [];
  let b: RunningServer & { archive: EmbeddedEngine };
  let bDir: string;
  /** A server like B, without FETCH_ALLOW (searches on its own thread, an archive of its own). */
  let c: RunningServer;
  let cArchive: EmbeddedEngine;
  /** 101M uploaded to A (in the hook: the searches are what the tests time). */
  let uploadedToA: string;

  before(async () => {
    const aDir = tempDir();
    a = await startServer(
      { ...NO_LIMITS, uploadDir: aDir },
      {
        engine: await getTestServerArchive(),
        extend: (app) =>
          app.addHook('onRequest', async (request) => {
            if (request.method === 'GET' && request.url.startsWith('/search/upload/')) uploadGets.push(request.url);
          }),
      },
    );
    bDir = tempDir();
    b = await withEnv({ UPLOAD_DIR: bDir, FETCH_ALLOW: new URL(a.url).origin }, () =>
      startPooledArchiveServer({}, { uploadDir: bDir }),
    );
    const cDir = tempDir();
    cArchive = await withEnv({ UPLOAD_DIR: cDir }, async () =>
      openServerArchive((await getTestArchive()).file, resolveSourceDir()),
    );
    c = await startServer({ ...NO_LIMITS, uploadDir: cDir }, { engine: cArchive });
    uploadedToA = await upload(a);
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close(), c?.close()]);
    await cArchive?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Uploads 101M to `server`; its file's URL there. */
  async function upload(server: RunningServer): Promise<string> {
    const body = new FormData();
    body.append('format', 'cif');
    body.append('name', '101m.cif.gz');
    body.append('file', new Blob([entryGz as Uint8Array<ArrayBuffer>]), '101m.cif.gz');
    const res = await fetch(`${server.url}/search/upload`, { method: 'POST', body });
    const json = (await res.json()) as { key?: string; error?: string };
    assert.equal(res.status, 200, JSON.stringify(json));
    return `${server.url}/search/upload/${json.key}`;
  }

  /** POST /rcsbsearch/v2/query of a structure search by `url`: status, and the ids or the message. */
  async function structureSearch(
    server: RunningServer,
    url: string,
  ): Promise<{ status: number; ids: string[]; message: string }> {
    const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: {
          type: 'terminal',
          service: 'structure',
          parameters: { value: { url, format: 'bcif' }, operator: 'strict_shape_match' },
        },
        return_type: 'entry',
        request_options: { paginate: { start: 0, rows: 100 } },
      }),
    });
    const text = await res.text();
    const json = (text ? JSON.parse(text) : {}) as { result_set?: Array<{ identifier: string }>; message?: string };
    return { status: res.status, ids: (json.result_set ?? []).map((r) => r.identifier), message: json.message ?? '' };
  }

  test('B fetches a file uploaded to A from A (FETCH_ALLOW names A), and finds hits; its own store never has the key', async () => {
    const url = uploadedToA;
    const key = url.split('/search/upload/')[1]!.split('/')[0]!;
    const found = await structureSearch(b, url);
    assert.equal(found.status, 200, found.message);
    assert.ok(found.ids.includes('101M'), found.ids.join(' '));
    assert.ok(
      uploadGets.some((got) => got.includes(key)),
      `A served the upload: ${uploadGets.join(' ')}`,
    );
    assert.deepEqual(readdirSync(bDir), [], "B's upload store is empty");
  });

  test('without FETCH_ALLOW, a server refuses another server’s http upload URL with a clear message', async () => {
    const url = uploadedToA;
    const before = uploadGets.length;
    const refused = await structureSearch(c, url);
    assert.equal(refused.status, 400, refused.message);
    assert.match(refused.message, /The structure file could not be fetched: only https URLs can be fetched/);
    assert.equal(uploadGets.length, before, 'nothing was fetched from A');
  });

  test('a file uploaded to B is still read from B’s own store by its own URL', async () => {
    const url = await upload(b);
    const before = uploadGets.length;
    const found = await structureSearch(b, url);
    assert.equal(found.status, 200, found.message);
    assert.ok(found.ids.includes('101M'), found.ids.join(' '));
    assert.equal(uploadGets.length, before);
  });
});
