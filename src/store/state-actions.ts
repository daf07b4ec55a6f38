// The writers every store shares, as valtio recommends: module-level functions taking the state
// proxy. A lone search bar (no <pdb-search-context>) imports only these and the term actions, so
// it keeps the store's state shape without loading the rest of the store; a full store binds them
// and adds the effects of its other parts (create-search-store.ts).

import { proxy } from 'valtio/vanilla';
import { createInitialState, type SearchState, type SearchStoreConfig, type StoreMessage } from './state.ts';

export function createSearchState(config: Partial<SearchStoreConfig> = {}): SearchState {
  return proxy<SearchState>(createInitialState(config));
}

/** Copies settings in and returns them as they were, for the effects a full store adds. */
export function configure(state: SearchState, patch: Partial<SearchStoreConfig>): SearchStoreConfig {
  const before = { ...state.config };
  Object.assign(state.config, patch);
  if (patch.includeCsm !== undefined && state.config.includeCsm !== before.includeCsm)
    state.queryBuilder.includeCsm = state.config.includeCsm;
  return before;
}

export function setTerm(state: SearchState, term: string): void {
  state.term = term;
}

export function setMessage(state: SearchState, message: StoreMessage | null): void {
  state.message = message ? { ...message } : null;
}

export function clearMessage(state: SearchState): void {
  state.message = null;
}

/** Returns the new setting. */
export function toggleDeveloperMode(state: SearchState, enabled: boolean = !state.developerMode): boolean {
  state.developerMode = enabled;
  return enabled;
}
