// Upstream mode's files and pictures (issue 35): an upstream-mode server whose file server is a
// stand-in of ours (files.rcsb.org's paths) streams the stand-in's entry and component files
// through its own routes, zips them for /downloads, draws the same pictures, aligns the same chains
// (the alignment view, issue 37) and answers the same 404s.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import { askBoth, postJson } from './answers.ts';
import { startUpstreamPair, type UpstreamPair } from './harness.ts';
import type { PairwiseAlignment } from '../../../../src/model/structure-alignment/pairwise.ts';
import { encodeAlignmentRequest } from '../../../../src/model/viewer-request.ts';

let pair: UpstreamPair;
before(async () => {
  pair = await startUpstreamPair();
  // the first files through warm the stand-in's file map and its Data API
  await askBoth(pair, '/download/4HHB.cif.gz');
  await askBoth(pair, '/ligand-file/HEM.cif.gz');
});
after(() => pair.close());

async function same(route: string, init: RequestInit = {}): Promise<void> {
  const { standIn, upstream } = await askBoth(pair, route, init);
  assert.deepEqual(upstream, standIn, route);
}

test('entry and component files stream through the upstream-mode server byte for byte', async () => {
  for (const route of [
    '/download/4HHB.cif',
    '/download/4hhb.cif.gz',
    '/download/pdb_00001hv4.cif',
    '/ligand-file/HEM.cif',
  ])
    await same(route);
});

test('the embedded server answers /ligands/download/{id}.cif (files.rcsb.org) as /ligand-file/{id}.cif', async () => {
  const [rcsbPath, ownPath] = await Promise.all(
    ['/ligands/download/HEM.cif', '/ligand-file/HEM.cif'].map((route) => fetch(`${pair.standIn.url}${route}`)),
  );
  assert.equal(rcsbPath?.status, 200);
  assert.deepEqual(Buffer.from(await rcsbPath!.arrayBuffer()), Buffer.from(await ownPath!.arrayBuffer()));
});

test('/downloads zips the upstream files as the stand-in zips its own', async () => {
  for (const [route, body] of [
    ['/downloads', { ids: ['4HHB', '1HV4', 'AF_AFQ76EI6F1'] }],
    ['/downloads', { ids: ['4HHB', '1HV4'], format: 'cif' }],
    ['/downloads/ligands', { ids: ['HEM', 'ATP'], format: 'cif' }],
  ] as const) {
    const { standIn, upstream } = await askBoth(pair, route, postJson(body));
    assert.deepEqual(upstream.headers, standIn.headers, route);
    assert.equal(upstream.status, standIn.status, route);
    assert.deepEqual(unzipSync(upstream.body), unzipSync(standIn.body), route);
  }
  await same('/downloads', postJson({ ids: ['4HHB'] }));
});

test('pictures of entries, assemblies and components are the embedded engine drawings', async () => {
  for (const route of ['/search/image/entry/4HHB', '/search/image/assembly/4HHB/1', '/search/image/ligand/HEM'])
    await same(route);
});

test('ids the archive does not hold answer the same 404s', async () => {
  for (const route of [
    '/download/9ZZZ.cif',
    '/ligand-file/ZZZZZ.cif',
    '/search/image/entry/9ZZZ',
    '/search/image/assembly/4HHB/99',
    '/search/image/ligand/ZZZZZ',
    '/download/bad..id.cif',
  ])
    await same(route);
  await same('/downloads', postJson({ ids: ['9ZZZ'] }));
});

test("a pairwise alignment in upstream mode: TM-align on the upstream's files, as the embedded engine aligns its own", async () => {
  const body = encodeAlignmentRequest({ entryId: '4HHB', asymId: 'A' }, { entryId: '4HHB', asymId: 'B' });
  const [standIn, upstream] = await Promise.all(
    [pair.standIn.url, pair.upstream.url].map(async (url) => {
      const res = await fetch(`${url}/search/pairwise-alignment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      assert.equal(res.status, 200, url);
      return (await res.json()) as PairwiseAlignment;
    }),
  );
  assert.deepEqual(upstream!.pairs, standIn!.pairs);
  assert.deepEqual(upstream!.text, standIn!.text);
  // the embedded engine's coordinates are 32-bit floats, the file's decimals are read as they are
  assert.ok(Math.abs(upstream!.tmScore - standIn!.tmScore) < 1e-5);
  assert.ok(Math.abs(upstream!.rmsd - standIn!.rmsd) < 1e-5);
});

test('a pairwise alignment upstream mode cannot do is refused as the embedded engine refuses it', async () => {
  // a chain too long to align within the deadline, and one with no Cα (DNA)
  for (const [query, target] of [
    [
      { entryId: '1SFO', asymId: 'C' },
      { entryId: '4HHB', asymId: 'A' },
    ],
    [
      { entryId: '4HHB', asymId: 'A' },
      { entryId: '101D', asymId: 'A' },
    ],
  ]) {
    const [standIn, upstream] = await Promise.all(
      [pair.standIn.url, pair.upstream.url].map(async (url) => {
        const res = await fetch(`${url}/search/pairwise-alignment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: encodeAlignmentRequest(query!, target!),
        });
        return { status: res.status, body: (await res.json()) as { msg: string } };
      }),
    );
    assert.equal(upstream!.status, 400);
    assert.deepEqual(upstream, standIn);
  }
});
