import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { subscribe } from 'valtio/vanilla';
import { createSearchStore, DEFAULT_CONFIG } from '../../../src/store/create-search-store.ts';
import { fullText, flush } from './fakes.ts';

test('a new store: defaults of both seeds, config merged', () => {
  const { state } = createSearchStore({ rows: 50, returnType: 'polymer_entity' }, { storage: null });
  assert.deepEqual(state.config, { ...DEFAULT_CONFIG, rows: 50, returnType: 'polymer_entity' });
  assert.equal(state.config.linkBase, 'https://www.rcsb.org');
  assert.equal(state.config.resultsUrl, '');
  assert.equal(state.tab, 'search');
  assert.equal(state.request, null);
  assert.equal(state.response, null);
  assert.equal(state.pager.rows, 50);
  assert.equal(state.pager.start, 0);
  assert.deepEqual(state.sort, [{ sort_by: 'score', direction: 'desc' }]);
  assert.deepEqual(state.grouping, {
    aggregation_method: null,
    group_by_return_type: 'representatives',
    ranking_criteria_type: null,
  });
  assert.deepEqual(state.selection, { all: false, ids: [] });
  assert.deepEqual(state.views, { results: 'search', search: 'summary', report: 'pdb_ids' });
  assert.deepEqual(state.tabularReport, { attributes: [], batch: null, format: 'csv', mode: 'download', clicked: [] });
  assert.deepEqual(state.queryBuilder, {
    open: false,
    includeCsm: false,
    count: null,
    sections: [],
    queryId: null,
    followedQueryId: null,
    carried: null,
  });
  assert.equal(state.dataLoading, false);
  assert.equal(state.countLoading, false);
  assert.equal(state.message, null);
  assert.equal(state.developerMode, false);
});

test('two stores never share state (valtio v2 does not copy the initial object)', () => {
  const a = createSearchStore({}, { storage: null });
  const b = createSearchStore({}, { storage: null });
  a.actions.setTerm('x');
  a.actions.toggleSelected('1ABC');
  assert.equal(b.state.term, '');
  assert.deepEqual(b.state.selection.ids, []);
  assert.notEqual(a.state.config, b.state.config);
});

test('configure copies attributes in; rows and include-csm reach the pager and the builder toggle', () => {
  const { state, actions } = createSearchStore({}, { storage: null });
  actions.configure({ apiBase: 'http://127.0.0.1:9', rows: 100, includeCsm: true });
  assert.equal(state.config.apiBase, 'http://127.0.0.1:9');
  assert.equal(state.pager.rows, 100);
  assert.equal(state.queryBuilder.includeCsm, true);
  actions.configure({ rows: 7 });
  assert.equal(state.pager.rows, 25, 'rows are at least 25');
});

test('setTerm and subscribers: the first store API still works', async () => {
  const { state, actions } = createSearchStore({}, { storage: null });
  let notified = 0;
  subscribe(state, () => notified++);
  actions.setTerm('hemoglobin');
  await flush();
  assert.equal(state.term, 'hemoglobin');
  assert.equal(notified, 1);
});

test('the default client is built from config.apiBase at call time', async (t) => {
  const urls: string[] = [];
  t.mock.method(globalThis, 'fetch', async (url: string) => {
    urls.push(url);
    return Response.json({ total_count: 1, result_set: [] });
  });
  const { actions } = createSearchStore({}, { storage: null });
  actions.configure({ apiBase: 'http://first.test' });
  await actions.search(fullText('a'));
  actions.configure({ apiBase: 'http://second.test/api' });
  await actions.search(fullText('b'));
  assert.deepEqual(urls, ['http://first.test/search/data', 'http://second.test/api/search/data']);
});

test('in Node (no window, no sessionStorage) the defaults degrade quietly', async () => {
  const { state, actions } = createSearchStore(
    { syncUrl: true },
    {
      client: { searchData: async () => ({ ok: true, status: 200, value: { total_count: 2, result_set: [] } }) },
    },
  );
  await actions.search(fullText('a'));
  assert.equal(state.history.length, 1);
  assert.equal(state.response?.total_count, 2);
  actions.dispose();
});

test('src/store imports no React and reaches valtio only through valtio/vanilla', () => {
  const dir = new URL('../../../src/store/', import.meta.url);
  for (const name of readdirSync(dir)) {
    const text = readFileSync(new URL(name, dir), 'utf8');
    assert.doesNotMatch(text, /from ['"]react|from ['"]valtio['"]|from ['"]valtio\/react/, name);
  }
});

test('setMessage, clearMessage and toggleDeveloperMode', () => {
  const { state, actions } = createSearchStore({}, { storage: null });
  actions.setMessage({ kind: 'info', text: 'hello' });
  assert.deepEqual(state.message, { kind: 'info', text: 'hello' });
  actions.clearMessage();
  assert.equal(state.message, null);
  actions.toggleDeveloperMode();
  assert.equal(state.developerMode, true);
  actions.toggleDeveloperMode(false);
  assert.equal(state.developerMode, false);
});
