// Files zipped in the page (browser-direct mode): members in the order asked, compressed files
// stored as they are and text deflated, files the host lacks left out and named, a batch of which
// none can be read a failure in words, and an abort that stops the fetching.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import { bundleFiles, type BundledFile } from '../../../src/client/direct/file-bundle.ts';
import type { FetchLike } from '../../../src/client/http.ts';
import { createRateQueue } from '../../../src/client/direct/rate-queue.ts';
import { FakeClock, settle } from '../../support/fake-clock.ts';
import { PUBLIC_API_MESSAGES } from '../../../src/model/constants/public-api-messages.ts';

const HOST = 'https://files.example';
const text = (id: string) => `data_${id}\n_entry.id ${id}\n`.repeat(50);

/** A file host holding 4HHB and 1STP as cif and cif.gz; anything else is 404. */
function host(log: string[] = []): FetchLike {
  return async (url) => {
    log.push(url);
    const match = /\/(\w{4})\.(cif(?:\.gz)?)$/.exec(url);
    if (!match || !['4HHB', '1STP'].includes(match[1]!)) return new Response('not found', { status: 404 });
    const body = match[2] === 'cif' ? text(match[1]!) : gzipSync(text(match[1]!));
    return new Response(body, { status: 200 });
  };
}

const files = (ids: string[], extension: string): BundledFile[] =>
  ids.map((id) => ({ name: `${id}.${extension}`, url: `${HOST}/download/${id}.${extension}` }));

async function members(zip: Blob): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await zip.arrayBuffer()));
}

test('text files are deflated into the zip, in the order asked', async () => {
  const result = await bundleFiles(files(['1STP', '4HHB'], 'cif'), { fetch: host() });
  assert.ok(result.ok);
  assert.deepEqual(result.value.names, ['1STP.cif', '4HHB.cif']);
  const zip = await members(result.value.zip);
  assert.deepEqual(Object.keys(zip), ['1STP.cif', '4HHB.cif']);
  assert.equal(strFromU8(zip['4HHB.cif']!), text('4HHB'));
  assert.ok(result.value.zip.size < text('4HHB').length, 'deflated');
  assert.equal(result.value.notice, undefined, 'nothing left out');
});

test('.gz files are stored byte for byte; a file the host lacks is left out and named', async () => {
  const result = await bundleFiles(files(['4HHB', '0XXX', '1STP'], 'cif.gz'), { fetch: host() });
  assert.ok(result.ok);
  assert.deepEqual(result.value.missing, [{ name: '0XXX.cif.gz', status: 404 }]);
  assert.equal(result.value.notice, PUBLIC_API_MESSAGES.filesLeftOut(1, '0XXX.cif.gz: 404'));
  const zip = await members(result.value.zip);
  assert.deepEqual(Object.keys(zip), ['4HHB.cif.gz', '1STP.cif.gz']);
  assert.deepEqual(Buffer.from(zip['1STP.cif.gz']!), gzipSync(text('1STP')));
});

test('a batch of which no file can be read fails in words', async () => {
  const result = await bundleFiles(files(['0XXX', '0YYY'], 'cif'), { fetch: host() });
  assert.equal(result.ok, false);
  assert.equal(!result.ok && result.message, 'None of the 2 files could be downloaded (0XXX.cif: 404, 0YYY.cif: 404).');
});

test('files are fetched at the rate of the host queue, and an abort stops the rest', async () => {
  const clock = new FakeClock();
  const log: string[] = [];
  const controller = new AbortController();
  const ids = Array.from({ length: 30 }, (_, i) => (i % 2 ? '4HHB' : '1STP'));
  const pending = bundleFiles(files(ids, 'cif'), {
    fetch: host(log),
    queue: createRateQueue(clock, 10),
    signal: controller.signal,
  });
  await settle();
  assert.equal(log.length, 10, 'ten in the first second');
  controller.abort();
  await clock.advance(5_000);
  const result = await pending;
  assert.equal(result.ok, false);
  assert.ok(!result.ok && result.aborted);
  assert.equal(log.length, 10);
});
