// A MyPDB client for browser tests: it answers from an account the test gives (null: signed out,
// data answers 401), records each call, and keeps the bodies posted to save.
import { createMyPdbClient, type MyPdbClient } from '../../../src/client/mypdb-client.ts';
import { joinPath, type ClientResult } from '../../../src/client/http.ts';
import type { MyPdbAccount, QueryToSaveBody } from '../../../src/model/types.ts';
import type { PdbSearchContext } from '../../../elements/pdb-search-context.ts';
import { SEARCH_STORE_CONTEXT, type ContextRequestEvent } from '../../../src/store/context.ts';
import type { SearchStore } from '../../../src/store/create-search-store.ts';
import { fixture, html } from '@open-wc/testing';

export interface FakeMyPdb {
  client: MyPdbClient;
  calls: Array<[string, ...unknown[]]>;
  /** What each save posted. */
  saved: QueryToSaveBody[];
}

/** A MyPDB client answering from `account` (null: signed out, data answers 401), its URLs under `api`. */
export function fakeMyPdb(start: MyPdbAccount | null, api: string): FakeMyPdb {
  let account = start;
  const calls: FakeMyPdb['calls'] = [];
  const saved: QueryToSaveBody[] = [];
  const ok = <T>(value: T): Promise<ClientResult<T>> => Promise.resolve({ ok: true, status: 200, value });
  const unauthorized = { ok: false as const, status: 401, message: '401: Unauthorized' };
  // the URLs as the real client makes them; the calls answered here
  const real = createMyPdbClient({ apiBase: api }, '/mypdb');
  const client = {
    // the archive's own pages: sign-in by navigation and the download as a link (the embedded
    // mode, a popup and a bearer token, is the e2e test mypdb-embed's)
    signsInWithPopup: () => false,
    signInUrl: real.signInUrl,
    accountDataUrl: () => joinPath(api, 'mypdb', 'account-data'),
    providers: () => (calls.push(['providers']), ok([{ id: 'local', name: 'Local' }])),
    data: () => (calls.push(['data']), account ? ok(structuredClone(account)) : Promise.resolve(unauthorized)),
    save: (entry: QueryToSaveBody) => (
      calls.push(['save', entry.query_id]),
      saved.push(structuredClone(entry)),
      ok({ id: 'new' })
    ),
    updateEmail: (email: string) => (calls.push(['updateEmail', email]), ok({ email })),
    updateNotify: (queryId: string, notify: boolean) => (
      calls.push(['updateNotify', queryId, notify]),
      ok({ queryId, notify })
    ),
    deleteQuery: (id: string) => (calls.push(['deleteQuery', id]), ok(structuredClone(account!))),
    deleteAll: () => (calls.push(['deleteAll']), ok({ ...account!, queries: [] })),
    deleteAccount: () => {
      calls.push(['deleteAccount']);
      account = null;
      return ok(undefined);
    },
    signOut: () => {
      calls.push(['signOut']);
      account = null;
      return ok(undefined);
    },
  };
  return { client: client as unknown as MyPdbClient, calls, saved };
}

/**
 * <pdb-search-context><div provider><{tag}>: the div answers the element's context request with
 * `store`, so the element runs on the test's clients.
 */
export async function mountWithStore(store: SearchStore, api: string, tag: string): Promise<HTMLElement> {
  const ctx = await fixture<PdbSearchContext>(html`<pdb-search-context api-base=${api}></pdb-search-context>`);
  const provider = document.createElement('div');
  provider.addEventListener('context-request', (event) => {
    const request = event as ContextRequestEvent<SearchStore>;
    if (request.context !== SEARCH_STORE_CONTEXT) return;
    event.stopPropagation();
    request.callback(store);
  });
  ctx.append(provider);
  const el = document.createElement(tag);
  provider.append(el);
  return el;
}
