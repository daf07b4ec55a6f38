import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchDataBody } from '../../../src/model/types.ts';
import { encodeRequestParam, requestUrl } from '../../../src/store/url-state.ts';
import { flush, fullText, memoryHistory, ok, results, testStore } from './fakes.ts';

test('restoreFromLocation runs ?request= and replaces the history entry', async () => {
  const history = memoryHistory(`/search?request=${encodeRequestParam(fullText('lysozyme'))}`);
  const { actions, calls, state } = testStore({ syncUrl: true }, { history });
  await actions.restoreFromLocation();
  assert.deepEqual(calls[0]!.body.request.query, fullText('lysozyme').query);
  assert.deepEqual(
    history.log.map((e) => e.op),
    ['replace'],
  );
  assert.equal(history.entries.length, 1);
  assert.equal(state.response?.total_count, 3);
});

test('restoreFromLocation reads ?q=, ?query=, rt/return_type and include_csm', async () => {
  const cases: Array<[string, (body: SearchDataBody) => void]> = [
    ['/search?q=kinase&rt=polymer_entity', (b) => assert.equal(b.request.return_type, 'polymer_entity')],
    [
      '/search?q=kinase&return_type=assembly&include_csm=true',
      (b) => {
        assert.equal(b.request.return_type, 'assembly');
        assert.deepEqual(b.request.request_options?.results_content_type, ['computational', 'experimental']);
      },
    ],
    [
      `/search?query=${encodeURIComponent(JSON.stringify(fullText('x').query))}`,
      (b) => assert.deepEqual(b.request.query, fullText('x').query),
    ],
  ];
  for (const [url, check] of cases) {
    const { actions, calls } = testStore({}, { history: memoryHistory(url) });
    await actions.restoreFromLocation();
    check(calls[0]!.body);
  }
});

test('restoreFromLocation reads the URL even without sync-url, but never writes it', async () => {
  const history = memoryHistory(`/pdb/search?request=${encodeRequestParam(fullText('a'))}`);
  const { actions, calls } = testStore({ syncUrl: false }, { history });
  await actions.restoreFromLocation();
  assert.equal(calls.length, 1);
  assert.deepEqual(history.log, []);
  assert.equal(history.listeners.size, 0);
});

test('a bad URL request shows its message and runs nothing', async () => {
  const { actions, calls, state } = testStore({}, { history: memoryHistory('/search?request=') });
  await actions.restoreFromLocation();
  assert.equal(calls.length, 0);
  assert.deepEqual(state.message, { kind: 'error', text: "ERROR: Missing argument for 'request'" });
});

test('restoreFromLocation selects the tab a path names', async () => {
  const browse = testStore({}, { history: memoryHistory('/search/browse/go') });
  const parsed = await browse.actions.restoreFromLocation();
  assert.equal(parsed.route.tab, 'browse');
  assert.equal(browse.state.tab, 'browse');
  assert.equal(browse.state.route.treeId, 'go');
  const advanced = testStore({}, { history: memoryHistory('/search/advanced/chemical') });
  await advanced.actions.restoreFromLocation();
  assert.equal(advanced.state.queryBuilder.open, true);
  assert.equal(advanced.state.route.service, 'chemical');
  const mypdb = testStore({}, { history: memoryHistory('/search/mypdb/account') });
  await mypdb.actions.restoreFromLocation();
  assert.equal(mypdb.state.tab, 'mypdb');
  assert.equal(mypdb.state.route.mypdbView, 'account');
});

test("the bar's /search/browse/atc, or an unknown tree, replaces itself with the first tree the archive has", async () => {
  for (const path of ['/search/browse/atc', '/search/browse/nonsense?node=A01']) {
    const history = memoryHistory(path);
    const { actions, state } = testStore({ syncUrl: true }, { history });
    await actions.restoreFromLocation();
    assert.equal(state.route.treeId, 'taxonomy', path);
    assert.equal(state.route.treeNode, null, path);
    assert.equal(history.url(), '/search/browse/taxonomy', path);
    assert.deepEqual(
      history.log.map((e) => e.op),
      ['replace'],
      path,
    );
  }
  // in the app the bar's link sets the tree: the first tree the archive has is what is recorded
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: true }, { history });
  actions.setBrowseTree('atc');
  assert.equal(state.route.treeId, 'taxonomy');
  assert.equal(history.url(), '/search/browse/taxonomy');
  assert.equal(history.entries.length, 2);
  // a tree the archive answered it lacks (404) gives way to another, in place
  actions.replaceBrowseTree('ec');
  assert.equal(history.url(), '/search/browse/ec');
  assert.equal(history.entries.length, 2);
});

test('with sync-url each search pushes /search?request=...; without it nothing is written', async () => {
  const synced = testStore({ syncUrl: true });
  await synced.actions.search(fullText('a'));
  await synced.actions.search(fullText('b'));
  assert.deepEqual(
    synced.history.log.map((e) => e.op),
    ['push', 'push'],
  );
  const url = new URL(synced.history.url(), 'http://x.test');
  assert.equal(url.pathname, '/search');
  assert.deepEqual(JSON.parse(url.searchParams.get('request')!).query, fullText('b').query);
  const plain = testStore();
  await plain.actions.search(fullText('a'));
  assert.deepEqual(plain.history.log, []);
});

test("pushed URLs keep the page's own base path", async () => {
  const history = memoryHistory('/pdb/search/browse/atc');
  const { actions } = testStore({ syncUrl: true }, { history });
  await actions.search(fullText('a'));
  assert.equal(
    history.url(),
    requestUrl('/pdb/search', {
      ...fullText('a'),
      request_options: { paginate: { start: 0, rows: 25 }, results_content_type: ['experimental'] },
    }),
  );
});

test('back and forward re-run the stored requests without pushing', async () => {
  const history = memoryHistory('/search');
  const { actions, calls, state } = testStore(
    { syncUrl: true },
    {
      history,
      answer: (body) =>
        ok(
          results(
            body.request.query?.type === 'terminal' &&
              'value' in body.request.query.parameters &&
              body.request.query.parameters.value === 'a'
              ? 10
              : 20,
          ),
        ),
    },
  );
  await actions.search(fullText('a'));
  await actions.search(fullText('b'));
  assert.equal(state.response?.total_count, 20);

  history.back();
  await flush();
  assert.equal(calls.length, 3);
  assert.deepEqual(calls[2]!.body.request.query, fullText('a').query);
  assert.equal(state.response?.total_count, 10);
  assert.equal(history.entries.length, 3, 'back pushes nothing');

  history.forward();
  await flush();
  assert.deepEqual(calls[3]!.body.request.query, fullText('b').query);
  assert.equal(state.response?.total_count, 20);
  assert.deepEqual(
    history.log.map((e) => e.op),
    ['push', 'push'],
  );

  history.back();
  history.back();
  await flush();
  assert.equal(state.request, null, 'back at the bare /search page: no active query');
  assert.equal(calls.length, 5, 'the entry before the first search re-runs nothing');
});

test('back and forward bring back the bar text and the view each entry was left in', async () => {
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: true }, { history });
  await actions.search(fullText('a'));
  await actions.search(fullText('b'));
  await actions.setSearchView('gallery');
  actions.setTerm('b, edited');
  history.back();
  await flush();
  assert.equal(state.term, 'a');
  assert.equal(state.views.search, 'summary');
  history.forward();
  await flush();
  assert.equal(state.term, 'b');
  assert.equal(state.views.search, 'gallery');
  assert.equal(history.entries.length, 3, 'a view change replaces the entry, it adds none');
  history.back();
  history.back();
  await flush();
  assert.equal(state.term, '', 'the bare search page has an empty bar');
});

test('back to a page opened with ?q= re-reads its URL (no stored state)', async () => {
  const history = memoryHistory('/search?q=kinase');
  const { actions, calls } = testStore({ syncUrl: true }, { history });
  history.entries[0]!.state = null;
  await actions.search(fullText('other'));
  history.back();
  await flush();
  assert.deepEqual(calls.at(-1)!.body.request.query, fullText('kinase').query);
});

test('tab changes: browse, advanced and history (issue 29, beyond seed 001 §4) are recorded; back returns to the tab', async () => {
  const history = memoryHistory('/search');
  const { actions, state } = testStore({ syncUrl: true }, { history });
  actions.setTab('history');
  assert.equal(history.url(), '/search/history');
  actions.setBrowseTree('go');
  assert.equal(history.url(), '/search/browse/go');
  actions.openBuilder('sequence');
  assert.equal(history.url(), '/search/advanced/sequence');
  assert.equal(state.tab, 'search');
  assert.equal(state.queryBuilder.open, true);
  actions.setTab('browse');
  assert.equal(history.url(), '/search/browse/go');
  history.back();
  await flush();
  assert.equal(state.tab, 'search');
  history.back();
  await flush();
  assert.equal(state.tab, 'browse');
  assert.equal(state.route.treeId, 'go');
  actions.setMyPdbView('queries');
  assert.equal(state.tab, 'mypdb');
  actions.toggleBuilder();
  assert.equal(state.queryBuilder.open, false);
});

test('turning sync-url on after creation starts answering back/forward; off stops it', async () => {
  const history = memoryHistory('/search');
  const { actions } = testStore({}, { history });
  assert.equal(history.listeners.size, 0);
  actions.configure({ syncUrl: true });
  assert.equal(history.listeners.size, 1);
  actions.configure({ syncUrl: true });
  assert.equal(history.listeners.size, 1);
  actions.configure({ syncUrl: false });
  assert.equal(history.listeners.size, 0);
  actions.configure({ syncUrl: true });
  actions.dispose();
  assert.equal(history.listeners.size, 0);
});

test('coming back to the Search tab from a tab path restores the search URL; repeated clicks add nothing', async () => {
  const history = memoryHistory('/search');
  const { actions } = testStore({ syncUrl: true }, { history });
  actions.setTab('search');
  assert.deepEqual(history.log, [], 'already on the search URL');
  await actions.search(fullText('a'));
  actions.setBrowseTree('go');
  actions.setBrowseTree('go');
  assert.equal(history.entries.length, 3);
  actions.setTab('search');
  assert.equal(new URL(history.url(), 'http://x.test').pathname, '/search');
  assert.deepEqual(
    JSON.parse(new URL(history.url(), 'http://x.test').searchParams.get('request')!).query,
    fullText('a').query,
  );
  const empty = testStore({ syncUrl: true }, { history: memoryHistory('/search/mypdb/login') });
  empty.actions.setTab('search');
  assert.equal(empty.history.url(), '/search');
});
