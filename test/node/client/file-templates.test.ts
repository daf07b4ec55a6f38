// Issue 34: pictures and files through templates in browser-direct mode. The filler names every
// placeholder the README lists and encodes each value; rcsb.org's paths under source="rcsb"; the
// Data API server's own routes without a template; a template read at each call.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  chooseFileTemplate,
  fillFileTemplate,
  FILE_PLACEHOLDERS,
  RCSB_FILE_TEMPLATES,
} from '../../../src/model/file-templates.ts';
import {
  assemblyImagePath,
  entryImagePath,
  imageOfPath,
  ligandImagePath,
} from '../../../src/model/search-data/links.ts';
import { createFileUrlClient, type FileSettings } from '../../../src/client/direct/file-urls.ts';

test('every placeholder is filled, each value URL-encoded', () => {
  assert.equal(
    fillFileTemplate('https://x.example/{first}/{mid}/{id_lower}/{id}-{assembly}.jpeg', { id: '4HHB', assembly: '2' }),
    'https://x.example/4/hh/4hhb/4HHB-2.jpeg',
  );
  assert.equal(fillFileTemplate('/img/{id}_{assembly}', { id: '1ABC' }), '/img/1ABC_1', 'assembly 1 by default');
  assert.equal(fillFileTemplate('/f/{id}', { id: 'a/b?c#d e' }), '/f/a%2Fb%3Fc%23d%20e');
  assert.equal(
    fillFileTemplate('/f/{mid}', { id: 'pdb_00004hhb' }),
    '/f/hh',
    'an extended id keeps the classic middle',
  );
  assert.equal(fillFileTemplate('/f/{unknown}/{id}', { id: 'HEM' }), '/f/{unknown}/HEM');
});

test('the README names every placeholder the filler accepts', () => {
  const readme = readFileSync('README.md', 'utf8');
  for (const { name } of FILE_PLACEHOLDERS) {
    assert.match(readme, new RegExp(`\\| \`${name.replace(/[{}]/g, '\\$&')}\``), name);
    assert.notEqual(fillFileTemplate(name, { id: '4HHB', assembly: '1' }), name, `${name} is filled`);
  }
});

test('rcsb.org’s paths: a structure’s assembly picture, a component’s labelled picture, the files', () => {
  assert.equal(
    fillFileTemplate(RCSB_FILE_TEMPLATES.imageUrl, { id: '4HHB', assembly: '1' }),
    'https://cdn.rcsb.org/images/structures/hh/4hhb/4hhb_assembly-1.jpeg',
  );
  assert.equal(
    fillFileTemplate(RCSB_FILE_TEMPLATES.ligandImageUrl, { id: 'HEM' }),
    'https://cdn.rcsb.org/images/ccd/labeled/H/HEM.svg',
  );
  assert.equal(
    fillFileTemplate(RCSB_FILE_TEMPLATES.fileUrl, { id: '4HHB' }),
    'https://files.rcsb.org/download/4HHB.cif.gz',
  );
  assert.equal(
    fillFileTemplate(RCSB_FILE_TEMPLATES.ligandFileUrl, { id: 'HEM' }),
    'https://files.rcsb.org/ligands/download/HEM.cif',
  );
});

test('a template that is not a safe http(s) or relative URL with {id}, or spells a scheme from an id, is not used', () => {
  assert.equal(chooseFileTemplate(' https://img.example/{id}.png ', 'fallback'), 'https://img.example/{id}.png');
  assert.equal(chooseFileTemplate('/img/{id_lower}.png'), '/img/{id_lower}.png');
  for (const unsafe of [
    'javascript:alert({id})',
    '{first}avascript:x{id}',
    'https://img.example/x.png',
    'data:{id}',
    'a\n{id}',
  ])
    assert.equal(chooseFileTemplate(unsafe, 'fallback'), 'fallback', unsafe);
});

test('an item’s image path names its entry, assembly or component', () => {
  assert.deepEqual(imageOfPath(assemblyImagePath('4HHB', '2')), { kind: 'structure', id: '4HHB', assembly: '2' });
  assert.deepEqual(imageOfPath(entryImagePath('1ABC')), { kind: 'structure', id: '1ABC' });
  assert.deepEqual(imageOfPath(ligandImagePath('A/B')), { kind: 'ligand', id: 'A/B' });
  for (const other of ['/search/image/ligand/HEM/1', '/search/image/entry/%E0', '/structure/4HHB', 'https://x/y'])
    assert.equal(imageOfPath(other), null, other);
});

test('the direct client’s pictures and files: the page’s template, rcsb.org’s, else the Data API server’s routes', () => {
  const settings: FileSettings = {
    apiBase: '',
    source: 'rcsb',
    searchApi: 'https://search.rcsb.org',
    dataApi: 'https://data.rcsb.org',
  };
  const urls = createFileUrlClient(() => settings);
  assert.equal(
    urls.imageUrl(assemblyImagePath('4HHB', '1')),
    'https://cdn.rcsb.org/images/structures/hh/4hhb/4hhb_assembly-1.jpeg',
  );
  assert.equal(
    urls.imageUrl(entryImagePath('4HHB')),
    'https://cdn.rcsb.org/images/structures/hh/4hhb/4hhb_assembly-1.jpeg',
  );
  assert.equal(urls.ligandImageUrl('HEM', ligandImagePath('HEM')), 'https://cdn.rcsb.org/images/ccd/labeled/H/HEM.svg');
  assert.equal(urls.imageUrl(ligandImagePath('HEM')), 'https://cdn.rcsb.org/images/ccd/labeled/H/HEM.svg');
  assert.equal(urls.fileUrl('4HHB', 'entries'), 'https://files.rcsb.org/download/4HHB.cif.gz');
  assert.equal(urls.fileUrl('HEM', 'ligands'), 'https://files.rcsb.org/ligands/download/HEM.cif');

  // the page's own templates win, read at each call
  settings.imageUrl = 'https://img.example/{id_lower}/{assembly}.png';
  settings.fileUrl = 'https://files.example/{id}.cif';
  assert.equal(urls.imageUrl(assemblyImagePath('4HHB', '2')), 'https://img.example/4hhb/2.png');
  assert.equal(urls.fileUrl('4HHB', 'entries'), 'https://files.example/4HHB.cif');

  // a stand-in named alone: its own image and file routes
  const standIn = createFileUrlClient(() => ({
    apiBase: '',
    searchApi: 'http://127.0.0.1:9',
    dataApi: 'http://127.0.0.1:9/',
  }));
  assert.equal(standIn.imageUrl(assemblyImagePath('4HHB', '1')), 'http://127.0.0.1:9/search/image/assembly/4HHB/1');
  assert.equal(standIn.ligandImageUrl('HEM'), 'http://127.0.0.1:9/search/image/ligand/HEM');
  assert.equal(standIn.fileUrl('4HHB', 'entries'), 'http://127.0.0.1:9/download/4HHB.cif.gz');
  assert.equal(standIn.fileUrl('HEM', 'ligands'), 'http://127.0.0.1:9/ligand-file/HEM.cif.gz');
});
