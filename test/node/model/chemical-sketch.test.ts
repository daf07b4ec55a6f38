// Issue 15: the Chemical Sketch Tool's address (seed 001 §2: /chemical-sketch?descriptor_type=
// &value=&match_type=), the search its page runs, and the Chemical section's edits (seed 000 §4:
// choosing the descriptor query type sets default descriptor and match types if absent).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_SKETCH_VALUE_LENGTH,
  isEmbeddedSketch,
  parseSketchParams,
  sketchQueryString,
  sketchSearchRequest,
} from '../../../src/model/chemical-sketch.ts';
import { chemicalTypePatch, sketchParamsOf, sketchedDescriptorPatch } from '../../../src/model/builder/chemical.ts';
import { DEFAULTS } from '../../../src/model/constants/limits.ts';
import { validateQueryNode } from '../../../src/model/request/validation.ts';

const params = (query: string) => parseSketchParams(new URLSearchParams(query));

test('the page reads its three parameters; missing or unknown choices are the seed defaults', () => {
  assert.deepEqual(params('descriptor_type=InChI&value=%20InChI%3D1S%2FCH4%2Fh1H4%20&match_type=graph-exact'), {
    descriptor_type: 'InChI',
    match_type: 'graph-exact',
    value: 'InChI=1S/CH4/h1H4',
  });
  const defaults = { descriptor_type: DEFAULTS.descriptorType, match_type: DEFAULTS.matchType, value: '' };
  assert.deepEqual(params(''), defaults);
  assert.deepEqual(params('descriptor_type=smiles&match_type=graph-strict'), defaults, 'only the builder’s choices');
  assert.equal(params(`value=${'C'.repeat(MAX_SKETCH_VALUE_LENGTH + 1)}`).value, '', 'an oversized value is dropped');
  assert.equal(params(`value=${'C'.repeat(MAX_SKETCH_VALUE_LENGTH)}`).value.length, MAX_SKETCH_VALUE_LENGTH);
});

test('the address is written in the seed’s order, and read back the same', () => {
  const written = sketchQueryString({ descriptor_type: 'SMILES', value: 'C1=CC=CC=C1', match_type: 'graph-relaxed' });
  assert.equal(written, 'descriptor_type=SMILES&value=C1%3DCC%3DCC%3DC1&match_type=graph-relaxed');
  assert.deepEqual(params(written), { descriptor_type: 'SMILES', value: 'C1=CC=CC=C1', match_type: 'graph-relaxed' });
  assert.equal(sketchQueryString({ descriptor_type: 'SMILES', value: '' }, true), 'descriptor_type=SMILES&embed=1');
  assert.equal(isEmbeddedSketch(new URLSearchParams('embed=1')), true);
  assert.equal(isEmbeddedSketch(new URLSearchParams(written)), false);
});

test('the page’s Search: the drawn descriptor, returning chemical components as rcsb.org does', () => {
  const request = sketchSearchRequest({ descriptor_type: 'SMILES', value: 'C1C=CC=CC=1', match_type: 'graph-exact' });
  assert.deepEqual(request, {
    query: {
      type: 'terminal',
      service: 'chemical',
      parameters: { type: 'descriptor', value: 'C1C=CC=CC=1', descriptor_type: 'SMILES', match_type: 'graph-exact' },
    },
    return_type: 'mol_definition',
  });
  assert.equal(validateQueryNode(request.query).ok, true);
});

test('choosing Descriptor sets SMILES and graph-relaxed-stereo only where absent; Formula changes nothing else', () => {
  assert.deepEqual(chemicalTypePatch({ type: 'formula', value: 'C6 H6' }, 'descriptor'), {
    type: 'descriptor',
    descriptor_type: 'SMILES',
    match_type: 'graph-relaxed-stereo',
  });
  const chosen = {
    type: 'formula' as const,
    value: '',
    descriptor_type: 'InChI' as const,
    match_type: 'graph-exact' as const,
  };
  assert.deepEqual(chemicalTypePatch(chosen, 'descriptor'), {
    type: 'descriptor',
    descriptor_type: 'InChI',
    match_type: 'graph-exact',
  });
  assert.deepEqual(chemicalTypePatch(chosen, 'formula'), { type: 'formula' });
});

test('the sketcher opens with the section’s descriptor (a formula cannot be drawn) and fills it in', () => {
  assert.deepEqual(sketchParamsOf({ type: 'formula', value: 'C6 H6' }), {
    descriptor_type: 'SMILES',
    match_type: 'graph-relaxed-stereo',
    value: '',
  });
  assert.deepEqual(
    sketchParamsOf({ type: 'descriptor', value: ' CCO ', descriptor_type: 'SMILES', match_type: 'graph-exact' }),
    { descriptor_type: 'SMILES', match_type: 'graph-exact', value: 'CCO' },
  );
  assert.deepEqual(
    sketchedDescriptorPatch({ type: 'formula', value: 'C6 H6', match_subset: true }, 'c1ccccc1', 'SMILES'),
    {
      type: 'descriptor',
      value: 'c1ccccc1',
      descriptor_type: 'SMILES',
      match_type: 'graph-relaxed-stereo',
    },
  );
  assert.deepEqual(
    sketchedDescriptorPatch(
      { type: 'descriptor', value: 'CCO', match_type: 'sub-struct-graph-relaxed' },
      'InChI=1S/CH4/h1H4',
      'InChI',
    ),
    {
      type: 'descriptor',
      value: 'InChI=1S/CH4/h1H4',
      descriptor_type: 'InChI',
      match_type: 'sub-struct-graph-relaxed',
    },
  );
});
