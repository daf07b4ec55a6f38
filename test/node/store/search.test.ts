import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshot } from 'valtio/vanilla';
import { computeQueryId } from '../../../src/model/query-id.ts';
import { prepareRequest } from '../../../src/store/request-options.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { historyStorageKey } from '../../../src/store/history-storage.ts';
import { FIXED_NOW, flush, fullText, ok, results, testStore, type Answer } from './fakes.ts';

/** The query_id the store gives a request (after filling in paging and the default content type). */
const idOf = (request: SearchRequest) => computeQueryId(prepareRequest(request, 25));

test("a search runs the seed's steps in order, all before the fetch", async () => {
  let atFetch: ReturnType<typeof snapshot> | undefined;
  let urlAtFetch = '';
  const setup = testStore(
    { syncUrl: true },
    {
      answer: () => {
        atFetch = snapshot(setup.state);
        urlAtFetch = setup.history.url();
        return ok(results(60));
      },
    },
  );
  const { state, actions, history } = setup;
  // Leave traces of an earlier state that each step must clear.
  actions.setMessage({ kind: 'error', text: 'old' });
  actions.toggleSelected('4HHB');
  actions.setTabularReport({ attributes: ['struct.title'], batch: 2, clicked: [1, 2] });
  actions.setTab('history');
  const pushedBefore = history.log.length;

  const request = fullText('hemoglobin', {
    request_options: {
      paginate: { start: 50, rows: 50 },
      sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }],
    },
  });
  const done = actions.search(request);
  assert.equal(state.dataLoading, true);
  await done;

  assert.ok(atFetch);
  const seen = atFetch as unknown as typeof state;
  // 1. message cleared
  assert.equal(seen.message, null);
  // 2. history entry added, stamped and persisted
  assert.equal(seen.history.length, 1);
  assert.equal(seen.history[0]!.query_id, idOf(request));
  assert.equal(seen.history[0]!.last_run, FIXED_NOW.toISOString());
  assert.match(seen.history[0]!.html, /hemoglobin/);
  assert.ok(setup.storage.data.get(historyStorageKey(''))?.includes(seen.history[0]!.query_id));
  // 3. paging, sort, grouping from the request; Search tab
  assert.equal(seen.pager.rows, 50);
  assert.equal(seen.pager.start, 50);
  assert.deepEqual(seen.sort, [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }]);
  assert.equal(seen.grouping.aggregation_method, null);
  assert.equal(seen.tab, 'search');
  // 4. selection and tabular report reset (the chosen report columns stay)
  assert.deepEqual(seen.selection, { all: false, ids: [] });
  assert.deepEqual(seen.tabularReport, {
    attributes: ['struct.title'],
    batch: null,
    format: 'csv',
    mode: 'download',
    clicked: [],
  });
  // 5. browser history pushed
  assert.deepEqual(
    history.log.slice(pushedBefore).map((e) => e.op),
    ['push'],
  );
  assert.match(urlAtFetch, /^\/search\?request=/);
  // then the fetch, with the loading flag up
  assert.equal(seen.dataLoading, true);
  assert.deepEqual(setup.calls[0]!.body.report, 'search_summary');
  assert.equal(setup.calls[0]!.body.getDrilldown, true);
  assert.equal(setup.calls[0]!.body.request.request_info?.query_id, idOf(request));

  // After the answer: results applied, flag down, pager totals, history count.
  assert.equal(state.dataLoading, false);
  assert.equal(state.response?.total_count, 60);
  assert.equal(state.pager.total_count, 60);
  assert.equal(state.pager.page, 2);
  assert.equal(state.history[0]!.count, 60);
  assert.equal(JSON.parse(setup.storage.data.get(historyStorageKey(''))!)[0].count, 60);
});

test('the request sent has paging and content type filled in, and its query_id', async () => {
  const { actions, calls, state } = testStore({ rows: 100 });
  await actions.search(fullText('kinase'));
  const sent = calls[0]!.body.request;
  assert.deepEqual(sent.request_options, { paginate: { start: 0, rows: 100 }, results_content_type: ['experimental'] });
  assert.equal(sent.request_info?.query_id, computeQueryId(sent));
  assert.equal(state.queryId, sent.request_info?.query_id);
  assert.deepEqual(state.request, sent);
});

test('a stale answer (first search answered after the second started) is ignored', async () => {
  const setup = testStore({}, { answer: () => 'manual' });
  const { actions, state, calls } = setup;
  const first = actions.search(fullText('first'));
  const second = actions.search(fullText('second'));
  assert.equal(calls.length, 2);
  assert.equal(calls[0]!.signal?.aborted, true, 'the first request is aborted');
  assert.equal(calls[1]!.signal?.aborted, false);

  calls[1]!.resolve(ok(results(2)));
  await second;
  assert.equal(state.response?.total_count, 2);
  assert.equal(state.dataLoading, false);

  calls[0]!.resolve(ok(results(99)));
  await first;
  assert.equal(state.response?.total_count, 2, 'the late first answer changed nothing');
  assert.equal(state.queryId, idOf(fullText('second')));
  assert.equal(state.history.find((h) => h.query_id === idOf(fullText('first')))?.count, null);
});

test('a stale answer arriving while the newer search is still loading keeps the loading flag', async () => {
  const { actions, state, calls } = testStore({}, { answer: () => 'manual' });
  const first = actions.search(fullText('first'));
  const second = actions.search(fullText('second'));
  calls[0]!.resolve({ ok: false, status: 500, message: '500: Internal Server Error' });
  await first;
  assert.equal(state.dataLoading, true);
  assert.equal(state.message, null, 'the old failure is not shown');
  calls[1]!.resolve(ok(results(1)));
  await second;
  assert.equal(state.dataLoading, false);
});

test('a client that honours abort: the aborted call settles quietly', async () => {
  const { actions, state, calls } = testStore(
    {},
    { answer: (_b, i) => (i === 0 ? 'manual' : ok(results(4))), honourAbort: true },
  );
  const first = actions.search(fullText('first'));
  await actions.search(fullText('second'));
  await first;
  assert.equal(calls.length, 2);
  assert.equal(state.response?.total_count, 4);
  assert.equal(state.message, null);
});

const failures: Array<[string, Answer, string]> = [
  ['HTTP not ok', { ok: false, status: 503, message: '503: Service Unavailable' }, 'ERROR: 503: Service Unavailable'],
  ['network failure', { ok: false, status: 0, message: 'fetch failed' }, 'ERROR: fetch failed'],
  ['statusCode in the body', ok({ statusCode: 500, msg: 'Internal error' }), 'ERROR: 500 Internal error'],
];

for (const [name, answer, text] of failures) {
  test(`failure (${name}): '${text}', flags cleared, results emptied`, async () => {
    let fail = false;
    const { actions, state } = testStore({}, { answer: () => (fail ? answer : ok(results(30))) });
    await actions.search(fullText('before'));
    assert.equal(state.response?.total_count, 30);
    fail = true;
    await actions.search(fullText('after'));
    assert.deepEqual(state.message, { kind: 'error', text });
    assert.equal(state.dataLoading, false);
    assert.equal(state.countLoading, false);
    assert.equal(state.response, null);
    assert.equal(state.pager.total_count, 0);
    assert.equal(state.history[0]!.count, null, 'a failed search leaves the count unknown');
  });
}

test('a thrown client error is a failure too', async () => {
  const store = createSearchStore(
    {},
    {
      client: {
        searchData: async () => {
          throw new Error('kaput');
        },
      },
      storage: null,
    },
  );
  await store.actions.search(fullText('x'));
  assert.deepEqual(store.state.message, { kind: 'error', text: 'ERROR: kaput' });
  assert.equal(store.state.dataLoading, false);
});

test('204: the no-results message, results emptied, history count 0', async () => {
  const { actions, state } = testStore({}, { answer: () => ok({ statusCode: 204 }) });
  await actions.search(fullText('nothing'));
  assert.deepEqual(state.message, {
    kind: 'warning',
    text: 'No results matching the current query were found in the PDB.',
    offerCsm: true,
  });
  assert.equal(state.response, null);
  assert.equal(state.history[0]!.count, 0);
  await actions.search(
    fullText('nothing', { request_options: { results_content_type: ['computational', 'experimental'] } }),
  );
  assert.equal(state.message?.text, 'No results matching the current query were found.');
});

test('zero groups after grouping: the grouping message, totals kept', async () => {
  const { actions, state } = testStore({}, { answer: () => ok(results(12, { group_by_count: 0, result_set: [] })) });
  await actions.search(
    fullText('x', { request_options: { group_by: { aggregation_method: 'matching_deposit_group_id' } } }),
  );
  assert.deepEqual(state.message, {
    kind: 'warning',
    text:
      'This query returned 12 Structures but no results remain after grouping.\n' +
      'This query matches 12 Structures but none of them could be grouped.',
  });
  assert.equal(state.history[0]!.count, 12);
  assert.equal(state.grouping.aggregation_method, 'matching_deposit_group_id');
  assert.deepEqual(state.sort, [
    { sort_by: 'score', direction: 'desc' },
    { sort_by: 'count', direction: 'desc' },
  ]);
});

test('the same query_id reuses the current description; a new one is described afresh', async () => {
  const { actions, state } = testStore();
  await actions.search(fullText('lysozyme'));
  assert.match(state.description!.html, /lysozyme/);
  assert.equal(state.description!.options, 'Return Structures');
  state.description!.html = 'kept';
  await actions.search(fullText('lysozyme', { request_options: { paginate: { start: 25, rows: 25 } } }));
  assert.equal(state.description!.html, 'kept');
  assert.equal(state.history[0]!.html, 'kept');
  await actions.search(fullText('myoglobin'));
  assert.match(state.description!.html, /myoglobin/);
});

test('the message is cleared at the start of every search', async () => {
  const { actions, state } = testStore({}, { answer: () => 'manual' });
  actions.setMessage({ kind: 'warning', text: 'x' });
  void actions.search(fullText('a'));
  assert.equal(state.message, null);
});

test('rerun() runs the current request again; nothing before the first search', async () => {
  const { actions, calls } = testStore();
  await actions.rerun();
  assert.equal(calls.length, 0);
  await actions.search(fullText('a'));
  await actions.rerun();
  assert.equal(calls.length, 2);
  assert.deepEqual(calls[1]!.body.request, calls[0]!.body.request);
});

test('clearResults goes back to no active query and drops a pending answer', async () => {
  const { actions, state, calls } = testStore({}, { answer: () => 'manual' });
  const pending = actions.search(fullText('a'));
  actions.clearResults();
  calls[0]!.resolve(ok(results(5)));
  await pending;
  assert.equal(state.request, null);
  assert.equal(state.response, null);
  assert.equal(state.dataLoading, false);
});

test('dispose cancels searches in flight', async () => {
  const { actions, state, calls } = testStore({}, { answer: () => 'manual' });
  const pending = actions.search(fullText('a'));
  actions.dispose();
  assert.equal(calls[0]!.signal?.aborted, true);
  calls[0]!.resolve(ok(results(5)));
  await pending;
  assert.equal(state.response, null);
  await flush();
});

test("state holds plain copies: editing the caller's request later changes nothing", async () => {
  const { actions, state } = testStore();
  const request: SearchRequest = fullText('a');
  await actions.search(request);
  (request.query as { parameters: { value: string } }).parameters.value = 'changed';
  assert.equal(JSON.stringify(state.request).includes('changed'), false);
  assert.equal(JSON.stringify(state.history).includes('changed'), false);
});
