// Uploads are read in a worker thread that loads wherever the server runs (issue 12): a 5-byte
// BinaryCIF that declares four billion entries kept the main thread for minutes when the
// worker could not load. Malformed files answer a clear 400 within a second, a normal upload
// right after succeeds, and a conversion past its deadline fails alone on a replaced worker.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { convertUpload, warmUploadConversion } from '../../../src/server/engine/embedded/upload/convert.ts';
import { startArchiveServer, type RunningServer } from './harness.ts';

const entryGz = readFileSync(path.join(resolveSourceDir(), 'entries', '101m.cif.gz'));

let server: RunningServer;
let dir: string;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pdb-upload-worker-'));
  const saved = { ...process.env };
  Object.assign(process.env, { UPLOAD_DIR: dir });
  try {
    const { uploadDir, uploadTtlSeconds } = readServerConfig(process.env);
    server = await startArchiveServer({ uploadDir, uploadTtlSeconds });
  } finally {
    process.env = saved;
  }
  await warmUploadConversion(); // as the server does once it listens
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Uint8Array, name: string, format: string): Promise<{ status: number; error?: string }> {
  const body = new FormData();
  body.append('format', format);
  body.append('name', name);
  body.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await fetch(`${server.url}/search/upload`, { method: 'POST', body });
  const json = (await res.json()) as { error?: string };
  return { status: res.status, ...(json.error ? { error: json.error } : {}) };
}

const MALFORMED: Array<[string, number[]]> = [
  ['a map of four billion entries', [0xdf, 0xff, 0xff, 0xff, 0xff]],
  ['a map of 65,535 entries', [0xde, 0xff, 0xff, 0x00, 0x00]],
  ['an array of four billion values', [0xdd, 0xff, 0xff, 0xff, 0xff]],
  ['a byte string of 4 GB', [0x81, 0xc6, 0xff, 0xff, 0xff]],
  ['an empty map', [0x80]],
  ['a byte that is not MessagePack', [0x81, 0xc1, 0x00, 0x00, 0x00]],
  ['a map with a key and no value', [0x81, 0xa1, 0x61]],
];

for (const [what, bytes] of MALFORMED) {
  test(`a .bcif upload of ${what} answers 400 within a second; a normal upload right after succeeds`, async () => {
    const started = performance.now();
    const refused = await upload(new Uint8Array(bytes), 'tiny.bcif', 'bcif');
    const elapsed = performance.now() - started;
    assert.equal(refused.status, 400, JSON.stringify(refused));
    assert.match(refused.error ?? '', /^The file is not a valid bcif structure file: /);
    assert.ok(elapsed < 1000, `answered in ${elapsed.toFixed(0)} ms`);
    assert.equal((await upload(entryGz, '101m.cif.gz', 'cif')).status, 200);
  });
}

test('a conversion past its deadline fails alone: the next upload runs on a fresh worker', async () => {
  assert.deepEqual(await convertUpload(entryGz, 'cif', 1), { ok: false, reason: 'the file took too long to read' });
  assert.equal((await upload(entryGz, '101m.cif.gz', 'cif')).status, 200);
});

test('while a large file converts, the server keeps answering', async () => {
  const large = readFileSync(path.join(resolveSourceDir(), 'entries', '6cgr.cif.gz')); // 4.8 MB, ~2 s to convert
  const converting = upload(large, '6cgr.cif.gz', 'cif');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  const health = await fetch(`${server.url}/health`);
  await health.arrayBuffer();
  assert.ok(performance.now() - started < 300, `/health took ${(performance.now() - started).toFixed(0)} ms`);
  assert.equal((await converting).status, 200);
});
