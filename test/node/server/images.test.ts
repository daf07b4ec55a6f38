// Images of entries, assemblies and ligands (GET /search/image/...): SVG, caching headers, ETag
// and 304, 'No Image' for components without a structure, and the bounded cache itself.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, getTestServerArchive, type RunningServer } from './harness.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { SvgCache } from '../../../src/server/files/svg-cache.ts';

let server: RunningServer;

before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

async function svg(route: string): Promise<{ res: Response; text: string }> {
  const res = await fetch(`${server.url}${route}`);
  assert.equal(res.status, 200, route);
  assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/, route);
  return { res, text: await res.text() };
}

test('the entry image of 4HHB is an SVG drawn from its coordinates, with long caching and an ETag', async () => {
  const { res, text } = await svg('/search/image/entry/4HHB');
  assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(text, /<title>4HHB<\/title>/);
  assert.ok(!text.includes(MESSAGES.noImage), 'a real drawing');
  assert.match(res.headers.get('cache-control') ?? '', /max-age=\d{6,}/);
  assert.match(res.headers.get('etag') ?? '', /^W\/"[\w-]+"$/);
});

test('a second request answers the same ETag, and If-None-Match answers 304 without a body', async () => {
  const first = await fetch(`${server.url}/search/image/entry/4HHB`);
  const etag = first.headers.get('etag') ?? '';
  await first.text();
  const second = await fetch(`${server.url}/search/image/entry/4hhb`);
  assert.equal(second.headers.get('etag'), etag);
  await second.text();
  const revalidated = await fetch(`${server.url}/search/image/entry/4HHB`, { headers: { 'if-none-match': etag } });
  assert.equal(revalidated.status, 304);
  assert.equal(await revalidated.text(), '');
  assert.equal(revalidated.headers.get('etag'), etag);
  const strongForm = await fetch(`${server.url}/search/image/entry/4HHB`, {
    headers: { 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` },
  });
  assert.equal(strongForm.status, 304, 'weak comparison');
  const changed = await fetch(`${server.url}/search/image/entry/4HHB`, { headers: { 'if-none-match': '"stale"' } });
  assert.equal(changed.status, 200);
  await changed.text(); // an unread body would keep the connection busy past the server's close
});

test('the assembly image of 4HHB-1 is an SVG; undefined assemblies answer 404, bad ids 400', async () => {
  const { text } = await svg('/search/image/assembly/4HHB/1');
  assert.match(text, /<title>4HHB assembly 1<\/title>/);
  const missing = await fetch(`${server.url}/search/image/assembly/4HHB/9`);
  assert.equal(missing.status, 404);
  assert.deepEqual(await missing.json(), { statusCode: 404, msg: 'Assembly not found: 4HHB-9' });
  const bad = await fetch(`${server.url}/search/image/assembly/4HHB/1_%2F..`);
  assert.equal(bad.status, 400);
});

test("the HEM image is RDKit's depiction of its SMILES", async () => {
  const { res, text } = await svg('/search/image/ligand/HEM');
  assert.match(text, /xmlns:rdkit='http:\/\/www\.rdkit\.org\/xml'/);
  assert.ok(!text.includes(MESSAGES.noImage));
  assert.ok(res.headers.get('etag'));
});

test('UNL and components without SMILES show the No Image picture', async () => {
  const { text: unl } = await svg('/search/image/ligand/UNL');
  assert.ok(unl.includes(`>${MESSAGES.noImage}</text>`));
  const archive = await getTestServerArchive();
  const withoutSmiles = [...archive.index.rows('mol_definition')]
    .map((row) => ({ id: archive.index.ids[row] ?? '', body: archive.index.body(row) }))
    .find(({ id, body }) => id !== 'UNL' && body && !('rcsb_chem_comp_descriptor' in body));
  assert.ok(withoutSmiles);
  const { text } = await svg(`/search/image/ligand/${withoutSmiles.id}`);
  assert.ok(text.includes(`>${MESSAGES.noImage}</text>`));
});

test('unknown ids answer 404 and malformed ids 400, never 500', async () => {
  for (const [route, status] of [
    ['/search/image/entry/9ZZZ', 404],
    ['/search/image/ligand/ZZZZZ', 404],
    ['/search/image/assembly/9ZZZ/1', 404],
    ['/search/image/entry/..%2F..%2Fetc%2Fpasswd', 400],
    ['/search/image/ligand/%2Fetc%2Fpasswd', 400],
    ['/search/image/entry/4HHB%00', 400],
    [`/search/image/entry/${'A'.repeat(80)}`, 400],
  ] as const) {
    const res = await fetch(`${server.url}${route}`);
    assert.equal(res.status, status, route);
    assert.match(((await res.json()) as { msg: string }).msg, /\S/);
  }
});

test('the SVG cache keeps the most recently used images within its bounds and renders each once', async () => {
  const cache = new SvgCache({ maxEntries: 2, maxBytes: 1000 });
  let renders = 0;
  const render = (text: string) => async () => {
    renders++;
    return `<svg>${text}</svg>`;
  };
  const [a1, a2] = await Promise.all([cache.get('a', render('a')), cache.get('a', render('a'))]);
  assert.equal(renders, 1, 'concurrent requests share one rendering');
  assert.equal(a1, a2);
  await cache.get('b', render('b'));
  await cache.get('a', render('a')); // a is now the most recent
  await cache.get('c', render('c')); // evicts b
  assert.equal(cache.size, 2);
  renders = 0;
  await cache.get('a', render('a'));
  assert.equal(renders, 0, 'a stayed');
  await cache.get('b', render('b'));
  assert.equal(renders, 1, 'b was evicted');
  await cache.get('big', render('x'.repeat(2000)));
  assert.ok(cache.size <= 2);
  assert.equal(await cache.get('none', async () => undefined), undefined);
});
