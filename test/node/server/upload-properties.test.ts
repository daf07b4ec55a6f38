// Generated uploads at and beyond the upload route's bounds (fast-check): arbitrary bytes under
// every format and file name, names of any length and character, gzip that inflates to the
// conversion bound and past it, and files at the size limit and one byte over. Never a 5xx,
// never over 2 s; an answer over a bound is its 4xx.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { LIMITS } from '../../../src/model/constants/limits.ts';
import { warmUploadConversion } from '../../../src/server/engine/embedded/upload/convert.ts';
import { MAX_UNCOMPRESSED_BYTES } from '../../../src/server/engine/embedded/upload/structure-file.ts';

const FORMATS = ['cif', 'bcif', 'pdb', 'ccp4', 'mmtf', ''];
const EXTENSIONS = ['.cif', '.bcif', '.pdb', '.cif.gz', '.bcif.gz', '.pdb.gz', '.ent', '.txt', ''];
// A stall guard: an inflation bomb or a parser loop would take far longer. Not a speed check (a
// loaded 2-core machine took 2.0 s for one honest refusal), which is `npm run bench`'s job.
const DEADLINE_MS = 6_000;

let server: RunningServer;
let dir: string;
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pdb-upload-props-'));
  server = await startArchiveServer({ uploadDir: dir });
  // as npm start does after listening: the first upload does not wait for the worker to load
  await warmUploadConversion();
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Uint8Array, filename: string, format: string): Promise<{ status: number; ms: number }> {
  const body = new FormData();
  if (format) body.append('format', format);
  body.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), filename);
  const start = performance.now();
  const res = await fetch(`${server.url}/search/upload`, { method: 'POST', body });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

function assertAnswered(answer: { status: number; ms: number }, what: string): void {
  assert.ok(answer.status < 500, `${what}: ${answer.status}`);
  assert.ok(answer.ms < DEADLINE_MS, `${what}: ${Math.round(answer.ms)} ms`);
}

test('arbitrary bytes under any format and extension, plain or gzipped: below 500 without stalling', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ maxLength: 4096 }),
      fc.constantFrom(...FORMATS),
      fc.constantFrom(...EXTENSIONS),
      fc.boolean(),
      async (bytes, format, extension, gzip) => {
        const sent = gzip ? gzipSync(bytes) : bytes;
        assertAnswered(await upload(sent, `x${extension}`, format), `${sent.length} bytes as ${format}${extension}`);
      },
    ),
    { numRuns: 40 },
  );
});

test('file names of any length and character: below 500 without stalling', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 400, unit: 'binary' }), async (name) => {
      assertAnswered(await upload(new TextEncoder().encode('data_x\n'), name, 'cif'), `name of ${name.length}`);
    }),
    { numRuns: 30 },
  );
});

test('gzip inflating to the conversion bound and past it: a 4xx without stalling, never a 5xx', async () => {
  // Zeros compress over 200:1 even at level 1 (fast to make), so each upload stays far below
  // the 10 MB limit while it inflates to the bound or beyond.
  for (const inflated of [MAX_UNCOMPRESSED_BYTES, MAX_UNCOMPRESSED_BYTES + 1, 2 * MAX_UNCOMPRESSED_BYTES]) {
    const answer = await upload(gzipSync(Buffer.alloc(inflated), { level: 1 }), 'bomb.cif.gz', 'cif');
    assertAnswered(answer, `gzip inflating to ${inflated} bytes`);
    assert.ok(answer.status >= 400, `gzip inflating to ${inflated} bytes: ${answer.status}`);
  }
});

test('a file at the size limit and one byte over: below 500 without stalling, the larger refused', async () => {
  const atLimit = await upload(Buffer.alloc(LIMITS.uploadMaxBytes, 0x20), 'spaces.cif', 'cif');
  assertAnswered(atLimit, 'at the limit');
  const over = await upload(Buffer.alloc(LIMITS.uploadMaxBytes + 1, 0x20), 'spaces.cif', 'cif');
  assertAnswered(over, 'one byte over');
  assert.equal(over.status, 413);
});
