// Issue 34, browser-direct mode in the store: the attributes (source, search-api, data-api) and how
// they are read; the store's default client switching to the public APIs (the lazy chunk) when one
// is named, with no action changed; a lone bar's term actions doing the same; and MyPDB saying why
// it is unavailable when no archive server is named. Our own server stands in for the RCSB.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { publicApis, RCSB_DATA_API, RCSB_SEARCH_API } from '../../../src/model/public-apis.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { CONTEXT_ATTRIBUTES } from '../../../src/store/context-attributes.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import { defaultClient } from '../../../src/store/deps.ts';
import { createLoneTermActions } from '../../../src/store/lone-term-actions.ts';
import { createSearchState } from '../../../src/store/state-actions.ts';
import { DEFAULT_CONFIG } from '../../../src/store/state.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const settings = (patch: Partial<typeof DEFAULT_CONFIG>) => ({ ...DEFAULT_CONFIG, ...patch });

test('source="rcsb" names the RCSB’s two APIs; search-api and data-api win over it; unsafe URLs are ignored', () => {
  assert.equal(publicApis(settings({})), null);
  assert.deepEqual(publicApis(settings({ source: 'rcsb' })), {
    searchApi: RCSB_SEARCH_API,
    dataApi: RCSB_DATA_API,
    apiBase: '',
  });
  assert.deepEqual(publicApis(settings({ source: ' RCSB ', searchApi: 'https://mirror.example/search' })), {
    searchApi: 'https://mirror.example/search',
    dataApi: RCSB_DATA_API,
    apiBase: '',
  });
  assert.deepEqual(publicApis(settings({ searchApi: 'http://127.0.0.1:9', apiBase: 'http://127.0.0.1:8' })), {
    searchApi: 'http://127.0.0.1:9',
    dataApi: '',
    apiBase: 'http://127.0.0.1:8',
  });
  // a data API alone does not leave the archive server's routes
  assert.equal(publicApis(settings({ dataApi: 'https://data.example' })), null);
  assert.equal(publicApis(settings({ source: 'elsewhere' })), null);
  for (const unsafe of ['javascript:alert(1)', 'data:text/plain,x', 'https://x.example/\u0000'])
    assert.equal(publicApis(settings({ searchApi: unsafe })), null, unsafe);
  assert.equal(publicApis(settings({ source: 'rcsb', dataApi: 'javascript:alert(1)' }))?.dataApi, RCSB_DATA_API);
});

test('the context maps source, search-api and data-api into its config, as given', () => {
  assert.deepEqual(CONTEXT_ATTRIBUTES.source('rcsb'), { source: 'rcsb' });
  assert.deepEqual(CONTEXT_ATTRIBUTES['search-api']('https://search.example'), { searchApi: 'https://search.example' });
  assert.deepEqual(CONTEXT_ATTRIBUTES['data-api']('https://data.example'), { dataApi: 'https://data.example' });
  assert.deepEqual(CONTEXT_ATTRIBUTES['search-api'](null), { searchApi: '' });
});

test('the default client: the archive’s routes, or the public APIs with MyPDB and uploads only on api-base', () => {
  const archive = defaultClient(settings({ apiBase: 'http://archive.test' }));
  assert.equal(typeof archive.mypdb, 'object');
  assert.equal(typeof archive.tree, 'function');
  const rcsb = defaultClient(settings({ source: 'rcsb' }));
  assert.deepEqual(Object.keys(rcsb).sort(), [
    'bundleFiles',
    'customReportAttributes',
    'downloadIds',
    'entryIdSuggester',
    'entryStatus',
    'fileUrl',
    'imageUrl',
    'ligandImageUrl',
    'metadataSchema',
    'pairwiseAlignment',
    'polymerTypes',
    'reportAttributes',
    'reportFile',
    'searchApiUrl',
    'searchData',
    'sequences',
    'structure',
    'structureFile',
    'suggest',
    'suggester',
    'tree',
    'treeMenu',
    'treeSelect',
    'valueSuggestContext',
  ]);
  const both = defaultClient(settings({ source: 'rcsb', apiBase: 'http://archive.test' }));
  assert.equal(both.mypdb?.signInUrl('local'), 'http://archive.test/auth/local');
  assert.equal(typeof both.upload, 'function');
  const searchOnly = defaultClient(settings({ searchApi: 'http://search.test' }));
  assert.equal(searchOnly.entryStatus, undefined);
  assert.equal(searchOnly.tree, undefined, 'trees read documents: no Data API, no Browse Annotations');
  assert.equal(searchOnly.sequences, undefined);
  assert.equal(typeof searchOnly.suggester, 'function');
  assert.equal(searchOnly.reportFile, undefined, 'reports read their values from a Data API');
});

test('the builder’s value inputs: the public suggester suggests suggest-context attributes alone, nothing nested', () => {
  const direct = createSearchStore({ source: 'rcsb' }, { storage: null });
  assert.equal(direct.actions.valueSuggestContext(false), 'suggest');
  assert.equal(direct.actions.valueSuggestContext(true), null);
  const ours = createSearchStore({ apiBase: 'http://archive.test' }, { storage: null });
  assert.equal(ours.actions.valueSuggestContext(false), 'exact-match');
  assert.equal(ours.actions.valueSuggestContext(true), 'exact-match');
  const fake = createSearchStore(
    {},
    { storage: null, client: { searchData: () => Promise.reject(new Error('unused')) } },
  );
  assert.equal(fake.actions.valueSuggestContext(false), null);
  for (const store of [direct, ours, fake]) store.actions.dispose();
});

test('a store naming the APIs looks entries up and suggests values through the lazy chunk', async () => {
  const store = createSearchStore({ searchApi: server.url, dataApi: server.url }, { storage: null });
  const sequences = await store.actions.lookupSequences('4HHB');
  assert.equal(sequences.ok && sequences.value.items.length, 2);
  const structure = await store.actions.lookupStructure('4HHB');
  assert.deepEqual(structure.ok && structure.value.assembly_ids, ['1']);
  const types = await store.actions.fetchPolymerTypes('4HHB');
  assert.deepEqual(types.ok && types.value, { A: 'Protein', B: 'Protein', C: 'Protein', D: 'Protein' });
  const ids = await store.actions.suggestEntryIds('4HHB');
  assert.deepEqual(ids.ok && ids.value.map((item) => item.value), ['4HHB']);
  const authors = await store.actions.suggestValues('text', 'audit_author.name', 'sm', new AbortController().signal);
  assert.ok(authors.length > 0);
  store.actions.dispose();
});

const hemoglobin: SearchRequest = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
};

async function archiveCount(request: SearchRequest): Promise<number | undefined> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      request: { ...request, request_options: { return_counts: true, results_content_type: ['experimental'] } },
    }),
  });
  return ((await res.json()) as { total_count?: number }).total_count;
}

test('a store naming a Search API counts through it, and through api-base again once it is unset', async (t) => {
  const paths: string[] = [];
  const realFetch = globalThis.fetch;
  t.mock.method(globalThis, 'fetch', (url: string, init?: RequestInit) => {
    paths.push(new URL(url).pathname);
    return realFetch(url, init);
  });
  const store = createSearchStore({ searchApi: server.url, apiBase: server.url }, { storage: null });
  const counted = await store.actions.count(hemoglobin);
  assert.ok(counted.ok, JSON.stringify(counted));
  assert.equal(counted.count, await archiveCount(hemoglobin));
  assert.deepEqual(paths.slice(0, 1), ['/rcsbsearch/v2/query']);
  paths.length = 0;
  store.actions.configure({ searchApi: '' });
  const again = await store.actions.count(hemoglobin);
  assert.ok(again.ok);
  assert.deepEqual(paths, ['/search/data']);
  store.actions.dispose();
});

test('a lone bar naming the APIs gets its menu from the suggester and sends a removed id to its page', async () => {
  const state = createSearchState({ searchApi: server.url, dataApi: server.url });
  const actions = createLoneTermActions(state);
  const items = await actions.suggest('4hh');
  assert.deepEqual(
    items?.slice(0, 2).map((item) => item.label),
    ['Entry ID', '4HHB'],
  );
  const plan = await actions.resolveTerm('116L');
  assert.equal(plan.kind, 'navigate');
  assert.match(plan.kind === 'navigate' ? plan.url : '', /\/structure\/removed\/redirect\/116L$/);
  const unknown = await actions.resolveTerm('9ZZZ');
  assert.equal(unknown.kind, 'not_found');
});

test('without an archive server MyPDB says why it is unavailable, and asks nobody', async (t) => {
  const fetchMock = t.mock.method(globalThis, 'fetch', () => Promise.reject(new Error('no request expected')));
  const store = createSearchStore({ source: 'rcsb' }, { storage: null });
  await store.actions.loadMyPdb();
  assert.equal(store.state.mypdb.signInProblem, MESSAGES.mypdbNeedsServer);
  assert.equal(store.state.mypdb.known, true);
  assert.equal(store.state.mypdb.account, null);
  assert.equal(fetchMock.mock.callCount(), 0);
  store.actions.dispose();
});
