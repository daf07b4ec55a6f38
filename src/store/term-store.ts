// A store for a search bar that has no <pdb-search-context> (a CMS embed): the same state shape,
// but only the term actions. It leaves out searching, results, history and URL sync, which is
// what keeps a lone bar within its bundle budget; such a bar sends the user to its results page
// (resultsUrl) or hands the request to the page through its pdb-search event.

import { proxy } from 'valtio/vanilla';
import type { SearchActions } from './create-search-store.ts';
import { createInitialState, type SearchState, type SearchStoreConfig, type StoreMessage } from './state.ts';
import { createTermClient } from '../client/term-client.ts';
import { clientPerApiBase } from './client-per-api-base.ts';
import { createTermActions, type TermCalls } from './term-actions.ts';

/** What a search bar uses of a store; a full SearchStore has all of it. */
export type TermStoreActions = Pick<
  SearchActions,
  | 'configure'
  | 'setTerm'
  | 'interpretTerm'
  | 'resolveTerm'
  | 'lookupEntryStatus'
  | 'submitTerm'
  | 'suggest'
  | 'toggleDeveloperMode'
  | 'setMessage'
  | 'clearMessage'
>;

export interface TermStoreDeps {
  /** Default: createTermClient({ apiBase: state.config.apiBase }), rebuilt when apiBase changes. */
  client?: TermCalls;
}

export interface TermStore {
  state: SearchState;
  actions: TermStoreActions;
}

export function createTermStore(config: Partial<SearchStoreConfig> = {}, deps: TermStoreDeps = {}): TermStore {
  const state = proxy<SearchState>(createInitialState(config));
  const injected = deps.client;
  const client = injected
    ? () => injected
    : clientPerApiBase(
        () => state.config.apiBase,
        (apiBase) => createTermClient({ apiBase }),
      );
  const actions: TermStoreActions = {
    ...createTermActions(state, null, client),
    configure(patch: Partial<SearchStoreConfig>): void {
      const includeCsmBefore = state.config.includeCsm;
      Object.assign(state.config, patch);
      if (state.config.includeCsm !== includeCsmBefore) state.queryBuilder.includeCsm = state.config.includeCsm;
    },
    setTerm(term: string): void {
      state.term = term;
    },
    toggleDeveloperMode(enabled: boolean = !state.developerMode): void {
      state.developerMode = enabled;
    },
    setMessage(message: StoreMessage | null): void {
      state.message = message ? { ...message } : null;
    },
    clearMessage(): void {
      state.message = null;
    },
  };
  return { state, actions };
}
