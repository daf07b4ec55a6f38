// Issue 15: the sketch tool's page and the app's search page as the client writes them, on the
// archive's apiBase (the builder's dialog frames the page of the server its element talks to).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createChemicalSketchClient } from '../../../src/client/chemical-sketch-urls.ts';
import { sketchDialogUrl, sketchSearchUrl } from '../../../src/store/chemical-sketch.ts';

test('the sketch page on the apiBase, embedded for the dialog', () => {
  assert.equal(createChemicalSketchClient('').pageUrl({}), '/chemical-sketch');
  assert.equal(
    createChemicalSketchClient('https://archive.example/api/').pageUrl({
      descriptor_type: 'InChI',
      value: 'InChI=1S/CH4/h1H4',
    }),
    'https://archive.example/api/chemical-sketch?descriptor_type=InChI&value=InChI%3D1S%2FCH4%2Fh1H4',
  );
  assert.equal(
    sketchDialogUrl(
      { apiBase: 'http://127.0.0.1:8080' },
      { descriptor_type: 'SMILES', match_type: 'graph-exact', value: '' },
    ),
    'http://127.0.0.1:8080/chemical-sketch?descriptor_type=SMILES&match_type=graph-exact&embed=1',
  );
});

test('the page’s Search opens /search?request= on the same apiBase', () => {
  assert.equal(createChemicalSketchClient('').searchPage, '/search');
  const url = sketchSearchUrl('', {
    query: {
      type: 'terminal',
      service: 'chemical',
      parameters: { type: 'descriptor', value: 'CCO', descriptor_type: 'SMILES' },
    },
    return_type: 'mol_definition',
    request_info: { query_id: 'dropped' },
  });
  assert.ok(url.startsWith('/search?request='));
  assert.deepEqual(JSON.parse(decodeURIComponent(url.slice('/search?request='.length))), {
    query: {
      type: 'terminal',
      service: 'chemical',
      parameters: { type: 'descriptor', value: 'CCO', descriptor_type: 'SMILES' },
    },
    return_type: 'mol_definition',
  });
});
