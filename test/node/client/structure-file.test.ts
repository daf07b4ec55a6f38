// The 3D views' structure files (structure-file.ts): plain mmCIF read as text, a .cif.gz (served as
// gzip bytes, no Content-Encoding) inflated, a refusal as the server's words; the viewer headers
// on the views' calls to our server only.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { createFileUrlClient } from '../../../src/client/direct/file-urls.ts';
import { fetchStructureText, MAX_STRUCTURE_FILE_BYTES, VIEWER_HEADERS } from '../../../src/client/structure-file.ts';
import { encodeAlignmentRequest } from '../../../src/model/viewer-request.ts';

const CIF = 'data_4HHB\n_entry.id 4HHB\n';
const answering = (body: BodyInit, status = 200) => ({
  apiBase: '',
  fetch: () => Promise.resolve(new Response(body, { status })),
});

test('plain mmCIF and gzip bytes both read as the text of the file', async () => {
  assert.deepEqual(await fetchStructureText(answering(CIF), 'https://files.test/4HHB.cif'), {
    ok: true,
    status: 200,
    value: CIF,
  });
  const gzipped = await fetchStructureText(answering(gzipSync(CIF)), 'https://files.test/4HHB.cif.gz');
  assert.equal(gzipped.ok && gzipped.value, CIF);
});

test('a gzip file that inflates past the bound is refused, not read whole', async () => {
  const bomb = gzipSync(Buffer.alloc(MAX_STRUCTURE_FILE_BYTES + 1), { level: 1 });
  const refused = await fetchStructureText(answering(bomb), 'https://files.test/big.cif.gz');
  assert.equal(refused.ok, false);
});

test('a file the server refuses is a failure with its status', async () => {
  const refused = await fetchStructureText(answering('not here', 404), 'https://files.test/9ZZZ.cif');
  assert.equal(refused.ok, false);
  assert.equal(refused.status, 404);
});

test("the viewer headers go to our server's file route, never to a file template's server", async () => {
  const seen: Array<{ url: string; headers: Headers }> = [];
  const fetch = (url: string, init?: RequestInit) => {
    seen.push({ url, headers: new Headers(init?.headers) });
    return Promise.resolve(new Response(CIF));
  };
  await createArchiveClient({ apiBase: 'https://archive.test', fetch }).structureFile('4HHB');
  await createFileUrlClient(() => ({ apiBase: '', source: 'rcsb' }), fetch).structureFile('4HHB');
  assert.equal(seen[0]!.url, 'https://archive.test/download/4HHB.cif');
  for (const [name, value] of Object.entries(VIEWER_HEADERS)) assert.equal(seen[0]!.headers.get(name), value);
  assert.equal(seen[1]!.url, 'https://files.rcsb.org/download/4HHB.cif.gz');
  assert.deepEqual([...seen[1]!.headers.keys()], []);
});

test("the alignment view's call to our server carries them too, with the request-body it names", async () => {
  const seen: Array<{ url: string; headers: Headers; body: unknown }> = [];
  const fetch = (url: string, init?: RequestInit) => {
    seen.push({ url, headers: new Headers(init?.headers), body: init?.body });
    return Promise.resolve(new Response('{"tmScore":1}', { headers: { 'content-type': 'application/json' } }));
  };
  const query = { entryId: '4HHB', asymId: 'A' };
  const target = { entryId: '1HV4', asymId: 'A' };
  const files = Promise.resolve({ ok: false as const, status: 0, message: 'not needed' });
  const answer = await createArchiveClient({ apiBase: 'https://archive.test', fetch }).pairwiseAlignment(
    query,
    target,
    files,
  );
  assert.equal(answer.ok, true);
  assert.equal(seen[0]!.url, 'https://archive.test/search/pairwise-alignment');
  assert.equal(seen[0]!.body, encodeAlignmentRequest(query, target));
  for (const [name, value] of Object.entries(VIEWER_HEADERS)) assert.equal(seen[0]!.headers.get(name), value);
});
