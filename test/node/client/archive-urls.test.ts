// The URLs the browser loads or posts to without a fetch (images, the download form) come from the
// client, so its apiBase moves them with the calls.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createArchiveUrls } from '../../../src/client/archive-urls.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { createTermClient } from '../../../src/client/term-client.ts';

test('image paths from result items resolve on the archive; absolute URLs are kept', () => {
  const urls = createArchiveUrls('http://127.0.0.1:9/');
  assert.equal(urls.imageUrl('/search/image/entry/4HHB'), 'http://127.0.0.1:9/search/image/entry/4HHB');
  assert.equal(urls.imageUrl('https://cdn.example/a.png'), 'https://cdn.example/a.png');
  assert.equal(urls.imageUrl('//cdn.example/a.png'), '//cdn.example/a.png');
  assert.equal(createArchiveUrls('').imageUrl('/search/image/entry/4HHB'), '/search/image/entry/4HHB');
});

test("a ligand's picture is its item's own path, else the archive's image route (id encoded)", () => {
  const urls = createArchiveUrls('http://a.test');
  assert.equal(urls.ligandImageUrl('ATP'), 'http://a.test/search/image/ligand/ATP');
  assert.equal(urls.ligandImageUrl('A/B'), 'http://a.test/search/image/ligand/A%2FB');
  assert.equal(urls.ligandImageUrl('ATP', '/img/atp.svg'), 'http://a.test/img/atp.svg');
});

test('file downloads post to /downloads, chemical components to /downloads/ligands', () => {
  assert.equal(createArchiveUrls('').downloadFormTarget('entries'), '/downloads');
  assert.equal(
    createArchiveUrls('http://a.test/api/').downloadFormTarget('ligands'),
    'http://a.test/api/downloads/ligands',
  );
});

test('the report-query view names the results, their type and the report, or its attributes', () => {
  const urls = createArchiveUrls('http://a.test/api');
  assert.equal(
    urls.reportQueryUrl({ identifiers: ['4HHB', '1STP'], returnType: 'entry', report: 'structure_summary' }),
    'http://a.test/api/search/report-query?identifiers=4HHB%2C1STP&returnType=entry&report=structure_summary',
  );
  assert.equal(
    urls.reportQueryUrl({
      identifiers: ['4HHB_1'],
      returnType: 'polymer_entity',
      report: 'custom_report',
      attributes: ['struct.title', 'exptl.method'],
    }),
    'http://a.test/api/search/report-query?identifiers=4HHB_1&returnType=polymer_entity&attributes=struct.title%2Cexptl.method',
  );
});

test('the full client carries the URLs and the term calls of the smaller clients', () => {
  const client = createArchiveClient({ apiBase: 'http://a.test' });
  assert.equal(client.downloadFormTarget('entries'), 'http://a.test/downloads');
  assert.equal(typeof client.suggest, 'function');
  assert.deepEqual(Object.keys(createTermClient({ apiBase: '' })).sort(), ['entryStatus', 'suggest']);
});
