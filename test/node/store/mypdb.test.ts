// Issue 17: MyPDB in the store (seed 001 §4/§8) with a client whose answers the test sets: signed
// in or out from GET data, the loading flag around each call, login moving to queries once the
// data loads, back to login at sign-out and account deletion, the seed's save messages, and
// e-mail and notify failures that only reach the log.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientResult } from '../../../src/client/http.ts';
import { MESSAGE_TEMPLATES, MESSAGES } from '../../../src/model/constants/messages.ts';
import type { HistoryQuery, MyPdbAccount, QueryToSaveBody } from '../../../src/model/types.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import { fakeClient, memoryHistory, memoryStorage } from './fakes.ts';

const ACCOUNT: MyPdbAccount = {
  id: 'alice',
  name: 'Alice',
  email: 'alice@example.test',
  provider: 'local',
  created: '2026-11-27T00:00:00Z',
  updated: '2026-11-27T00:00:00Z',
  queries: [],
};
const ENTRY: HistoryQuery = {
  request: { query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } }, return_type: 'entry' },
  count: 1,
  html: 'x',
  options: '',
  query_id: 'q',
  last_run: '2026-11-27T00:00:00Z',
};
const ok = <T>(value: T): ClientResult<T> => ({ ok: true, status: 200, value });
const failed = (status: number, message = `${status} refused`): ClientResult<never> => ({ ok: false, status, message });

function mypdbStore(mypdb: Record<string, (...args: never[]) => Promise<ClientResult<unknown>>>) {
  const { client } = fakeClient();
  const store = createSearchStore(
    {},
    {
      client: { ...client, mypdb: mypdb as never },
      storage: memoryStorage().storage,
      browserHistory: memoryHistory().adapter,
    },
  );
  return store;
}

test('GET data decides signed in or out; login moves to queries once the data loads; loading is up meanwhile', async () => {
  let seenLoading = false;
  const store = mypdbStore({
    data: async () => {
      seenLoading = store.state.mypdb.loading;
      return ok(ACCOUNT);
    },
    providers: async () => ok([{ id: 'local', name: 'Local' }]),
  });
  store.actions.setMyPdbView('login');
  await store.actions.loadMyPdb();
  assert.equal(seenLoading, true);
  assert.equal(store.state.mypdb.loading, false);
  assert.equal(store.state.mypdb.account?.name, 'Alice');
  assert.equal(store.state.route.mypdbView, 'queries');
  // signed in, the providers give the account's provider its name ('Signed in via Local')
  assert.deepEqual(store.state.mypdb.providers, [{ id: 'local', name: 'Local' }]);

  const out = mypdbStore({
    data: async () => failed(401),
    providers: async () => ok([{ id: 'local', name: 'Local' }]),
  });
  await out.actions.loadMyPdb();
  assert.deepEqual(
    {
      account: out.state.mypdb.account,
      known: out.state.mypdb.known,
      view: out.state.route.mypdbView,
      providers: out.state.mypdb.providers,
    },
    { account: null, known: true, view: 'login', providers: [{ id: 'local', name: 'Local' }] },
  );
});

test("saving says 'Query saved to MyPDB' and reloads the list; a failure gives the seed's words and the error", async () => {
  const saved = { ...ACCOUNT, queries: [{ ...ENTRY, id: 's1', saved: '2026-11-27T00:00:00Z', notify: false }] };
  const store = mypdbStore({ save: async () => ok({ id: 's1' }), data: async () => ok(saved) });
  await store.actions.saveToMyPdb(ENTRY);
  assert.deepEqual(store.state.message, { kind: 'info', text: MESSAGES.querySaved });
  assert.equal(store.state.mypdb.account?.queries.length, 1);

  const broken = mypdbStore({ save: async () => failed(400, '400 The query cannot be saved') });
  await broken.actions.saveToMyPdb(ENTRY);
  assert.deepEqual(broken.state.message, {
    kind: 'error',
    text: `${MESSAGES.saveQueryFailed}: 400 The query cannot be saved`,
  });
});

test("saving the custom report posts the current search with its columns and says 'Query saved to MyPDB'", async () => {
  const posted: unknown[] = [];
  const store = mypdbStore({
    save: async (body: never) => (posted.push(body), ok({ id: 's2' })),
    data: async () => ok(ACCOUNT),
  });
  await store.actions.search(ENTRY.request);
  store.actions.setTabularReport({ attributes: ['rcsb_id', 'struct.title'] });
  await store.actions.saveReportToMyPdb();
  assert.deepEqual(store.state.message, { kind: 'info', text: MESSAGES.querySaved });
  assert.equal(posted.length, 1);
  const body = posted[0] as QueryToSaveBody;
  assert.equal(body.query_id, store.state.queryId);
  assert.deepEqual(body.reportAttributes, ['rcsb_id', 'struct.title']);
  assert.deepEqual(body.request.query, ENTRY.request.query);
  assert.equal(store.state.mypdb.account?.name, 'Alice', 'the saved list is reloaded');
});

test("with no current search, saving the report gives the seed's error and posts nothing", async () => {
  const posted: unknown[] = [];
  const store = mypdbStore({ save: async (body: never) => (posted.push(body), ok({ id: 's3' })) });
  store.actions.setTabularReport({ attributes: ['rcsb_id'] });
  await store.actions.saveReportToMyPdb();
  assert.deepEqual(store.state.message, {
    kind: 'error',
    text: MESSAGE_TEMPLATES.saveQueryFailed(MESSAGES.noQueryToSave),
  });
  assert.equal(posted.length, 0);
});

test('running a saved report again opens the custom report with its columns, in one search call', async () => {
  const { client, calls } = fakeClient();
  const store = createSearchStore(
    {},
    { client, storage: memoryStorage().storage, browserHistory: memoryHistory().adapter },
  );
  await store.actions.rerunSavedQuery(ENTRY.request, ['rcsb_id', 'exptl.method']);
  assert.deepEqual(store.state.views.results, 'report');
  assert.deepEqual(store.state.views.report, 'custom_report');
  assert.deepEqual(store.state.tabularReport.attributes, ['rcsb_id', 'exptl.method']);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.body.report, 'custom_report');
  assert.deepEqual(calls[0]!.body.attributes, ['rcsb_id', 'exptl.method']);

  // a plain saved query leaves the view as it is
  const plain = createSearchStore(
    {},
    { client, storage: memoryStorage().storage, browserHistory: memoryHistory().adapter },
  );
  await plain.actions.rerunSavedQuery(ENTRY.request);
  assert.equal(plain.state.views.results, 'search');
});

test('e-mail and notify failures are logged only; sign-out and account deletion return to login', async () => {
  const warned: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => warned.push(line);
  try {
    const store = mypdbStore({
      data: async () => ok(ACCOUNT),
      updateEmail: async () => failed(400, '400 Enter a valid e-mail address'),
      updateNotify: async () => failed(404),
      signOut: async () => ok(undefined),
      deleteAccount: async () => ok(undefined),
      providers: async () => ok([]),
    });
    await store.actions.loadMyPdb();
    store.actions.setMyPdbEditEmail(true);
    await store.actions.updateMyPdbEmail('nope');
    await store.actions.setSavedQueryNotify('x', true);
    assert.equal(store.state.message, null);
    assert.equal(warned.length, 2);
    assert.equal(store.state.mypdb.editEmail, false, 'edit mode is left');
    assert.equal(store.state.mypdb.account?.email, 'alice@example.test');
    await store.actions.signOutOfMyPdb();
    assert.equal(store.state.mypdb.account, null);
    assert.equal(store.state.route.mypdbView, 'login');
    await store.actions.loadMyPdb();
    await store.actions.deleteMyPdbAccount();
    assert.equal(store.state.mypdb.account, null);
  } finally {
    console.warn = warn;
  }
});

test('issue 31 item 10: signed out with no provider to offer, the store says why', async () => {
  const shown = async (providers: ClientResult<unknown>) => {
    const store = mypdbStore({ data: async () => failed(0, 'Failed to fetch'), providers: async () => providers });
    await store.actions.loadMyPdb();
    return store.state.mypdb.signInProblem;
  };
  assert.equal(await shown(ok([{ id: 'local', name: 'Local' }])), null);
  assert.equal(await shown(ok([])), MESSAGES.noSignInProviders);
  assert.equal(await shown(failed(0, 'Failed to fetch')), MESSAGE_TEMPLATES.mypdbUnreachable('Failed to fetch'));
  // the server answers, but not to this page's origin: the page's origin is named
  const page = 'https://institution.example';
  const location = Object.getOwnPropertyDescriptor(globalThis, 'location');
  Object.defineProperty(globalThis, 'location', { value: { origin: page }, configurable: true });
  try {
    assert.equal(
      await shown({ ok: false, status: 0, message: 'Failed to fetch', corsRefused: true }),
      MESSAGE_TEMPLATES.originNotInCorsOrigins(page),
    );
  } finally {
    if (location) Object.defineProperty(globalThis, 'location', location);
    else delete (globalThis as { location?: unknown }).location;
  }
});

test('a changed address is unconfirmed until its link is opened: the store keeps where the confirmation mail went', async () => {
  const store = mypdbStore({
    data: async () => ok({ ...ACCOUNT, emailConfirmed: true }),
    updateEmail: async (email: string) => ok({ email, emailConfirmed: false, confirmationSent: true }),
    signOut: async () => ok(undefined),
    providers: async () => ok([]),
  });
  await store.actions.loadMyPdb();
  await store.actions.updateMyPdbEmail('alice@new.example');
  assert.equal(store.state.mypdb.account?.email, 'alice@new.example');
  assert.equal(store.state.mypdb.account?.emailConfirmed, false);
  assert.equal(store.state.mypdb.confirmationSentTo, 'alice@new.example');
  await store.actions.signOutOfMyPdb();
  assert.equal(store.state.mypdb.confirmationSentTo, null, 'forgotten at sign-out');
});
