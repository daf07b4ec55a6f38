// The in-page views' bundles (issue 37) go out as the build compressed them (.br / .gz beside each,
// scripts/precompressed.mjs), with their length known, not compressed again on each request (Mol*'s
// 2.6 MB took the server 90-270 ms that way); a file without a copy goes out as it is. A stand-in
// dist/ keeps this test apart from the build.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from './harness.ts';

const VIEW_SOURCE = 'export function openView() { return 1; }\n'.repeat(400);
const SMALL_SOURCE = 'export {};\n';
let server: RunningServer;
let dist: string;
let brotli: Buffer;

before(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'viewers-dist-'));
  mkdirSync(path.join(dist, 'viewers'));
  const file = path.join(dist, 'viewers', 'molstar-view.js');
  writeFileSync(file, VIEW_SOURCE);
  // the build's copy at brotli's best: a copy compressed on the fly would be another length
  brotli = brotliCompressSync(VIEW_SOURCE, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(VIEW_SOURCE, { level: 9 }));
  writeFileSync(path.join(dist, 'viewers', 'alignment-worker.js'), SMALL_SOURCE);
  server = await startServer({ distDir: dist, rateLimitPerMinute: 10_000 });
});

after(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

test("a view's bundle goes out as the build's brotli copy, its length known", async () => {
  const res = await fetch(`${server.url}/dist/viewers/molstar-view.js`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-encoding'), 'br');
  assert.equal(res.headers.get('content-length'), String(brotli.length));
  assert.match(res.headers.get('content-type') ?? '', /javascript/);
  assert.equal(await res.text(), VIEW_SOURCE);
});

test('a file the build left uncompressed goes out as it is', async () => {
  const res = await fetch(`${server.url}/dist/viewers/alignment-worker.js`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(res.status, 200);
  assert.equal(await res.text(), SMALL_SOURCE);
  const missing = await fetch(`${server.url}/dist/viewers/nothing.js`);
  assert.equal(missing.status, 404);
  await missing.arrayBuffer();
});
