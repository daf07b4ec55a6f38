// The in-page views' routes (issue 37, url-state.ts and viewer-actions.ts): /3d-view/{id},
// /3d-view?loadPdbIds= and /alignment?request-body= below the search page name a view; with sync-url opening one takes its
// route (the search beside it), closing returns to the search, back and forward open and close
// it, and a cold load of the URL opens it over the search it names.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  encodeAlignmentRequest,
  encodeLoadPdbIds,
  type MotifViewStructure,
} from '../../../src/model/viewer-request.ts';
import { encodeRequestParam, parseLocation, requestUrl, viewerUrl } from '../../../src/store/url-state.ts';
import { flush, fullText, memoryHistory, testStore } from './fakes.ts';

const MOTIF: MotifViewStructure[] = [
  { entryId: '3PTB', label: '3PTB: query motif', residues: [{ label_asym_id: 'A', label_seq_id: 42 }] },
  {
    entryId: '1A0J',
    label: '1A0J-1: RMSD 0.41 Å',
    assemblyId: '1',
    residues: [{ label_asym_id: 'A', label_seq_id: 40, struct_oper_id: '1' }],
    matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1],
  },
];
const PAIRWISE = {
  kind: 'pairwise',
  query: { entryId: '4HHB', asymId: 'A' },
  target: { entryId: '1A00', asymId: 'B' },
} as const;
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://page.test');
  return parseLocation({ pathname, search });
};

test('the view routes name a view below any base; malformed ones name none', () => {
  assert.deepEqual(at('/search/3d-view/4hhb').viewer, { kind: 'structure', entryId: '4HHB' });
  assert.deepEqual(at('/search/3d-view/4HHB-2').viewer, { kind: 'structure', entryId: '4HHB', assemblyId: '2' });
  assert.deepEqual(at('/search/3d-view/4hhb.C').viewer, { kind: 'structure', entryId: '4HHB', asymId: 'C' });
  assert.equal(at('/search/3d-view/4hhb').route.tab, 'search');
  assert.equal(at('/pdb/search/3d-view/4HHB').basePath, '/pdb/search');
  const motif = at(`/search/3d-view?loadPdbIds=${encodeURIComponent(encodeLoadPdbIds(MOTIF))}`).viewer;
  assert.deepEqual(motif, { kind: 'motif', structures: MOTIF });
  const pairwiseBody = encodeURIComponent(encodeAlignmentRequest(PAIRWISE.query, PAIRWISE.target));
  assert.deepEqual(at(`/search/alignment?request-body=${pairwiseBody}`).viewer, PAIRWISE);
  for (const url of [
    '/search/3d-view/not-an-id',
    '/search/3d-view',
    '/search/3d-view?loadPdbIds=%5B%5D',
    '/search',
    '/search/alignment',
    '/search/alignment?request-body=%7B%7D',
    '/search/3d-view/4HHB-',
    '/search/3d-view/4HHB.A.B',
  ])
    assert.equal(at(url).viewer, null, url);
  const request = fullText('hemoglobin');
  for (const view of [
    { kind: 'structure', entryId: '4HHB' } as const,
    { kind: 'structure', entryId: '4HHB', assemblyId: '1' } as const,
    { kind: 'structure', entryId: '4HHB', asymId: 'B' } as const,
    { kind: 'motif', structures: MOTIF } as const,
    PAIRWISE,
  ]) {
    const url = viewerUrl('/search', view, request);
    assert.deepEqual(at(url).viewer, view, url);
    assert.deepEqual(at(url).search, { kind: 'request', request }, 'the search beside the view');
  }
});

test('with sync-url a view takes its route, closing returns to the search, back and forward follow', async () => {
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: true }, { history });
  await actions.search(fullText('hemoglobin'));
  const resultsUrl = history.url();
  actions.openViewer({ kind: 'structure', entryId: '4HHB' });
  assert.equal(history.url(), viewerUrl('/search', { kind: 'structure', entryId: '4HHB' }, state.request));
  assert.ok(history.url().startsWith('/search/3d-view/4HHB?request='));
  actions.closeViewer();
  assert.equal(state.viewer, null);
  assert.equal(history.url(), resultsUrl);
  history.back();
  await flush();
  assert.deepEqual(state.viewer, { kind: 'structure', entryId: '4HHB' }, 'back reopens the view');
  history.back();
  await flush();
  assert.equal(state.viewer, null, 'and back again closes it');
});

test('a pairwise alignment takes /alignment?request-body=; a sequence alignment, which has no route, leaves the URL', async () => {
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: true }, { history });
  await actions.search(fullText('hemoglobin'));
  const resultsUrl = history.url();
  actions.openViewer(PAIRWISE);
  assert.ok(history.url().startsWith('/search/alignment?request-body='), history.url());
  actions.closeViewer();
  assert.equal(history.url(), resultsUrl);
  const match = {
    query_beg: 1,
    query_end: 3,
    subject_beg: 1,
    subject_end: 3,
    query_aligned_seq: 'VLS',
    subject_aligned_seq: 'VLT',
    sequence_identity: 0.67,
    evalue: 1e-5,
  };
  actions.openViewer({ kind: 'sequence', identifier: '1A00_1', match, reference: 'Query' });
  assert.equal(state.viewer?.kind, 'sequence');
  assert.equal(history.url(), resultsUrl);
  actions.closeViewer();
  assert.equal(state.viewer, null);
  assert.equal(history.url(), resultsUrl);
});

test('without sync-url the URL is never written', () => {
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: false }, { history });
  actions.openViewer({ kind: 'motif', structures: MOTIF });
  assert.deepEqual(state.viewer, { kind: 'motif', structures: MOTIF });
  actions.closeViewer();
  assert.deepEqual(history.log, []);
});

test("a cold load of a view's URL opens it over the search it names, keeping the route", async () => {
  const request = fullText('trypsin');
  const url = `/search/3d-view?loadPdbIds=${encodeURIComponent(encodeLoadPdbIds(MOTIF))}&request=${encodeRequestParam(request)}`;
  const history = memoryHistory(url);
  const { actions, calls, state } = testStore({ syncUrl: true }, { history });
  await actions.restoreFromLocation();
  assert.deepEqual(state.viewer, { kind: 'motif', structures: MOTIF });
  assert.equal(calls.length, 1, 'the search behind it runs');
  assert.equal(history.url(), viewerUrl('/search', { kind: 'motif', structures: MOTIF }, state.request));
  actions.closeViewer();
  assert.equal(history.url(), requestUrl('/search', state.request!));
});
