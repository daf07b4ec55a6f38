// Upload quotas with the limits lowered by configuration: uploads per client per hour (429 with
// Retry-After) and bytes on disk (507). Expiry (404 once the lifetime is over, files swept) is
// upload.test.ts's 'uploads expire' test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { getTestServerArchive, startArchiveServer, type RunningServer } from './harness.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import type { ServerConfig } from '../../../src/server/config.ts';
import { UploadStore, UploadStoreFullError } from '../../../src/server/upload/upload-store.ts';

const entryCif = gunzipSync(readFileSync(path.join(resolveSourceDir(), 'entries', '3dg1.cif.gz')));
const dirs: string[] = [];
before(() => getTestServerArchive());
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdb-upload-quota-'));
  dirs.push(dir);
  return dir;
}

async function withServer(overrides: Partial<ServerConfig>, run: (server: RunningServer) => Promise<void>) {
  const server = await startArchiveServer({ uploadDir: freshDir(), ...overrides });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

async function upload(server: RunningServer): Promise<{ status: number; retryAfter: string | null; json: unknown }> {
  const body = new FormData();
  body.append('format', 'cif');
  body.append('name', '3dg1.cif');
  body.append('file', new Blob([entryCif]), '3dg1.cif');
  const res = await fetch(`${server.url}/search/upload`, { method: 'POST', body });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: await res.json() };
}

test('over the hourly upload quota: 429 with Retry-After, in the upload error shape', async () => {
  await withServer({ uploadsPerHour: 2 }, async (server) => {
    assert.equal((await upload(server)).status, 200);
    assert.equal((await upload(server)).status, 200);
    const refused = await upload(server);
    assert.equal(refused.status, 429);
    const seconds = Number(refused.retryAfter);
    assert.ok(seconds > 60 && seconds <= 3600, String(refused.retryAfter));
    assert.match((refused.json as { error: string }).error, /structure file uploads .* 2 per hour/);
    // the quota counts uploads only: reading an upload and searching are still answered
    assert.equal((await fetch(`${server.url}/search/upload/${'0'.repeat(32)}`)).status, 404);
  });
});

test('over the disk cap: 507, and nothing more is stored', async () => {
  const measured = freshDir();
  await withServer({ uploadDir: measured }, async (server) => {
    assert.equal((await upload(server)).status, 200);
  });
  const oneUpload = await new UploadStore(measured, 1000).usedBytes();
  // room for one stored 3DG1 but not for two
  const uploadDir = freshDir();
  await withServer({ uploadDir, uploadDiskMaxBytes: Math.round(oneUpload * 1.5) }, async (server) => {
    assert.equal((await upload(server)).status, 200);
    const full = await upload(server);
    assert.equal(full.status, 507);
    assert.match((full.json as { error: string }).error, /no room for more uploads/);
    assert.equal(readdirSync(uploadDir).length, 2); // the first upload's file and record
  });
});

test('the disk cap counts live files only: expired uploads are swept to make room', async () => {
  let now = 0;
  const store = new UploadStore(freshDir(), 1000, () => now, 150);
  const details = { name: 'a.cif', sourceFormat: 'cif' };
  await store.save(new Uint8Array(100), details);
  await assert.rejects(store.save(new Uint8Array(100), details), UploadStoreFullError);
  now = 1000; // the first upload has expired
  await store.save(new Uint8Array(100), details);
  assert.ok((await store.usedBytes()) < 150 + 1000);
});
