// Browse Annotations' route: /browse/{tree}?node={id or name} (a facet bucket's 'show in tree'),
// read on load and on back/forward, written by showInTree; a tree change or the browser having
// opened the node forgets it. The tree calls answer "not available" from a client without them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLocation, parsePath, routeUrl } from '../../../src/store/url-state.ts';
import { flush, memoryHistory, testStore } from './fakes.ts';

test('?node= names the node of a browse route, and round-trips', () => {
  assert.deepEqual(parseLocation({ pathname: '/search/browse/taxonomy', search: '?node=Homo%20sapiens' }).route, {
    tab: 'browse',
    treeId: 'taxonomy',
    node: 'Homo sapiens',
  });
  // only on the browse tab
  assert.deepEqual(parseLocation({ pathname: '/search', search: '?node=9606' }).route, {
    tab: 'search',
    advanced: false,
    service: null,
  });
  const url = routeUrl('/pdb/search', { tab: 'browse', treeId: 'taxonomy', node: 'Homo sapiens' });
  assert.equal(url, '/pdb/search/browse/taxonomy?node=Homo%20sapiens');
  const [pathname, search] = url.split('?');
  assert.deepEqual(parseLocation({ pathname: pathname!, search: `?${search}` }).route, {
    tab: 'browse',
    treeId: 'taxonomy',
    node: 'Homo sapiens',
  });
  assert.deepEqual(parsePath(pathname!).route, { tab: 'browse', treeId: 'taxonomy' });
});

test('showInTree opens the tab at the node and records it; a tree change forgets it', async () => {
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: true }, { history });
  actions.showInTree('taxonomy', 'Eukaryota');
  assert.equal(state.tab, 'browse');
  assert.deepEqual({ ...state.route }, { service: null, treeId: 'taxonomy', treeNode: 'Eukaryota', mypdbView: null });
  assert.equal(history.url(), '/search/browse/taxonomy?node=Eukaryota');
  actions.clearTreeNode();
  assert.equal(state.route.treeNode, null);
  assert.equal(history.url(), '/search/browse/taxonomy?node=Eukaryota', 'the URL keeps it for a reload');
  actions.setBrowseTree('ec');
  assert.equal(history.url(), '/search/browse/ec');
  history.back();
  await flush();
  assert.equal(state.route.treeId, 'taxonomy');
  assert.equal(state.route.treeNode, 'Eukaryota', 'back/forward reads it again');
});

test('restoreFromLocation reads the node; tree calls without a tree client say so', async () => {
  const { actions, state } = testStore({}, { history: memoryHistory('/search/browse/taxonomy?node=9606') });
  await actions.restoreFromLocation();
  assert.equal(state.tab, 'browse');
  assert.equal(state.route.treeNode, '9606');
  const answer = await actions.fetchTreeNode('taxonomy', 'root');
  assert.equal(answer.ok, false);
});
