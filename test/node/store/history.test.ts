import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { HistoryQuery } from '../../../src/model/types.ts';
import { historyStorageKey, loadHistory, saveHistory } from '../../../src/store/history-storage.ts';
import { fullText, memoryStorage, ok, results, testStore } from './fakes.ts';

const SHARED_KEY = historyStorageKey('');
const stored = (data: Map<string, string>, key = SHARED_KEY): HistoryQuery[] =>
  JSON.parse(data.get(key) ?? '[]') as HistoryQuery[];

test('each search adds an entry at the top and persists it under the prefixed queryHistory', async () => {
  const { actions, state, storage } = testStore();
  await actions.search(fullText('a'));
  await actions.search(fullText('b'));
  assert.deepEqual(
    state.history.map((h) => h.request.query),
    [fullText('b').query, fullText('a').query],
  );
  assert.deepEqual(stored(storage.data), JSON.parse(JSON.stringify(state.history)));
});

test('the same query_id replaces its entry (moved to the top), not duplicated', async () => {
  const { actions, state } = testStore();
  await actions.search(fullText('a'));
  await actions.search(fullText('b'));
  await actions.search(fullText('a', { request_options: { paginate: { start: 25, rows: 25 } } }));
  assert.equal(state.history.length, 2);
  assert.deepEqual(state.history[0]!.request.query, fullText('a').query);
  assert.deepEqual(state.history[0]!.request.request_options?.paginate, { start: 25, rows: 25 });
});

test('history keeps the 50 most recent queries', async () => {
  const { actions, state, storage } = testStore();
  for (let i = 0; i < 53; i++) await actions.search(fullText(`q${i}`));
  assert.equal(state.history.length, 50);
  assert.deepEqual(state.history[0]!.request.query, fullText('q52').query);
  assert.deepEqual(state.history[49]!.request.query, fullText('q3').query);
  assert.equal(stored(storage.data).length, 50);
});

test('history is loaded from storage when the store is created', async () => {
  const first = testStore();
  await first.actions.search(fullText('remembered'));
  const second = testStore({}, { storage: memoryStorage(Object.fromEntries(first.storage.data)) });
  assert.equal(second.state.history.length, 1);
  assert.deepEqual(second.state.history[0]!.request.query, fullText('remembered').query);
  assert.equal(second.state.history[0]!.count, 3);
});

test('corrupt or foreign storage gives an empty history, then is overwritten', async () => {
  for (const text of ['{not json', '"a string"', '{"an":"object"}', '[1, null, {"query_id": 5}]']) {
    const setup = testStore({}, { storage: memoryStorage({ [SHARED_KEY]: text }) });
    assert.deepEqual(setup.state.history, [], text);
    await setup.actions.search(fullText('x'));
    assert.equal(stored(setup.storage.data).length, 1);
  }
});

test("the page's own 'queryHistory' is neither read nor overwritten (issue 31)", async () => {
  const pageValue = JSON.stringify({ the: 'host page keeps this' });
  const setup = testStore({}, { storage: memoryStorage({ queryHistory: pageValue }) });
  assert.deepEqual(setup.state.history, []);
  await setup.actions.search(fullText('x'));
  assert.equal(setup.storage.data.get('queryHistory'), pageValue);
  assert.equal(SHARED_KEY, 'pdb-search-elements:queryHistory');
});

test('two contexts with their own history-key keep their own history, after a reload too (issue 31)', async () => {
  const shared = memoryStorage({});
  const a = testStore({ historyKey: 'a' }, { storage: shared });
  const b = testStore({ historyKey: 'b' }, { storage: shared });
  await a.actions.search(fullText('from a'));
  await b.actions.search(fullText('from b'));
  assert.deepEqual(
    stored(shared.data, historyStorageKey('a')).map((h) => h.request.query),
    [fullText('from a').query],
  );
  // a reload: new stores on the same storage, the key arriving as an attribute after creation
  const reloaded = testStore({}, { storage: shared });
  reloaded.actions.configure({ historyKey: 'b' });
  assert.deepEqual(
    reloaded.state.history.map((h) => h.request.query),
    [fullText('from b').query],
  );
});

test('storage that throws on read or write never breaks a search', async () => {
  const unreadable = testStore({}, { storage: memoryStorage({}, { failReads: true }) });
  assert.deepEqual(unreadable.state.history, []);
  const full = testStore({}, { storage: memoryStorage({}, { failWrites: true }) });
  await full.actions.search(fullText('x'));
  assert.equal(full.state.history.length, 1, 'kept in memory');
  assert.equal(full.state.response?.total_count, 3);
  assert.equal(saveHistory(memoryStorage({}, { failWrites: true }).storage, '', full.state.history), false);
  assert.deepEqual(loadHistory(undefined, ''), []);
  assert.equal(saveHistory(undefined, '', []), false);
});

test('no storage at all (storage: null) works too', async () => {
  const { createSearchStore } = await import('../../../src/store/create-search-store.ts');
  const store = createSearchStore({}, { storage: null, client: { searchData: async () => ok(results(1)) } });
  await store.actions.search(fullText('x'));
  assert.equal(store.state.history.length, 1);
});

test('delete one and delete all persist at once', async () => {
  const { actions, state, storage } = testStore();
  await actions.search(fullText('a'));
  await actions.search(fullText('b'));
  actions.deleteHistory(state.history[0]!.query_id);
  assert.equal(state.history.length, 1);
  assert.equal(stored(storage.data).length, 1);
  actions.deleteAllHistory();
  assert.deepEqual(state.history, []);
  assert.equal(storage.data.has(SHARED_KEY), false);
});

test('re-running a history entry starts at its first page with its own content type', async () => {
  const { actions, state, calls } = testStore({}, { answer: () => ok(results(100)) });
  await actions.search(fullText('a', { request_options: { paginate: { start: 50, rows: 50 } } }));
  await actions.search(fullText('b'));
  const entry = state.history[1]!;
  await actions.rerunHistory(entry.query_id);
  const sent = calls.at(-1)!.body.request;
  assert.deepEqual(sent.query, fullText('a').query);
  assert.deepEqual(sent.request_options?.paginate, { start: 0, rows: 50 });
  assert.deepEqual(sent.request_options?.results_content_type, ['experimental']);
  assert.equal(state.history[0]!.query_id, entry.query_id, 'moved back to the top');
  assert.equal(state.tab, 'search');
});

test('re-running with CSM included sets results_content_type to computational and experimental', async () => {
  const { actions, state, calls } = testStore();
  await actions.search(fullText('a'));
  await actions.rerunHistory(state.history[0]!.query_id, { includeCsm: true });
  assert.deepEqual(calls.at(-1)!.body.request.request_options?.results_content_type, ['computational', 'experimental']);
  // An entry that included computed models keeps them, in the canonical order.
  await actions.search(fullText('c', { request_options: { results_content_type: ['experimental', 'computational'] } }));
  await actions.rerunHistory(state.history[0]!.query_id);
  assert.deepEqual(calls.at(-1)!.body.request.request_options?.results_content_type, ['computational', 'experimental']);
});

test('an unknown history id is only logged', async (t) => {
  const { actions, calls } = testStore();
  const log = t.mock.method(console, 'log', () => {});
  await actions.rerunHistory('nope');
  assert.equal(calls.length, 0);
  assert.equal(log.mock.callCount(), 1);
});

test('reloadHistory reads the stored list again', () => {
  const { actions, state, storage } = testStore();
  storage.data.set(SHARED_KEY, JSON.stringify([{ query_id: 'x', request: fullText('x'), count: 2 }]));
  actions.reloadHistory();
  assert.equal(state.history.length, 1);
  assert.equal(state.history[0]!.count, 2);
});
