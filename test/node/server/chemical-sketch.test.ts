// Issue 15: /chemical-sketch (seed 001 §2) is served with its own policy: framing open to the pages
// that embed the builder, and nothing else changed; indigo's worker script alone may compile WASM
// and run embind's generated functions; the sketch build's files go out as their pre-compressed
// copies. A stand-in dist/ keeps this test apart from the build.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startServer, type RunningServer } from './harness.ts';
import { INDIGO_WORKER_CSP, SKETCH_PAGE_CSP } from '../../../src/server/chemical-sketch-page.ts';

const WORKER = 'indigoWorker-0123abcd.js';
const WORKER_SOURCE = `self.onmessage = () => self.postMessage('indigo');\n`.repeat(40);
let server: RunningServer;
let dist: string;

before(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sketch-dist-'));
  mkdirSync(path.join(dist, 'sketch'));
  writeFileSync(path.join(dist, 'sketch', WORKER), WORKER_SOURCE);
  writeFileSync(path.join(dist, 'sketch', `${WORKER}.br`), brotliCompressSync(WORKER_SOURCE));
  writeFileSync(path.join(dist, 'sketch', 'chemical-sketch.js'), 'export {};\n');
  server = await startServer({ distDir: dist, rateLimitPerMinute: 10_000 });
});

after(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const directives = (policy: string | null) => new Set((policy ?? '').split(';').map((d) => d.trim()));

test('GET /chemical-sketch: the page of the sketch build, framable by any site, no eval of any kind', async () => {
  const res = await fetch(`${server.url}/chemical-sketch?descriptor_type=SMILES&value=CCO&match_type=graph-exact`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  const page = await res.text();
  assert.match(page, /<script type="module" src="\/dist\/sketch\/chemical-sketch\.js"><\/script>/);
  assert.match(page, /<link rel="stylesheet" href="\/dist\/sketch\/ketcher\.css" \/>/);
  assert.equal(res.headers.get('content-security-policy'), SKETCH_PAGE_CSP);
  const policy = directives(SKETCH_PAGE_CSP);
  assert.ok(policy.has('frame-ancestors *'));
  assert.ok(policy.has("script-src 'self'"));
  assert.ok(![...policy].some((d) => d.includes('eval')), 'the page itself compiles nothing');
  assert.equal(res.headers.get('x-frame-options'), null, 'frame-ancestors decides');
});

test("indigo's worker script alone carries 'wasm-unsafe-eval' and 'unsafe-eval', as a compressed copy", async () => {
  const res = await fetch(`${server.url}/dist/sketch/${WORKER}`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-encoding'), 'br');
  assert.equal(await res.text(), WORKER_SOURCE);
  assert.equal(res.headers.get('content-security-policy'), INDIGO_WORKER_CSP);
  assert.ok(directives(INDIGO_WORKER_CSP).has("script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'"));

  for (const url of ['/dist/sketch/chemical-sketch.js', '/search', `/dist/sketch/${WORKER}.map`]) {
    const other = await fetch(`${server.url}${url}`);
    const policy = other.headers.get('content-security-policy') ?? '';
    assert.ok(policy.includes("script-src 'self'"), url);
    assert.ok(!policy.includes('eval'), `${url} keeps the app's policy`);
  }
});
