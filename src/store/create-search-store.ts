// One search store per <pdb-search-context>: a valtio proxy of SearchState plus the actions that
// are its only writers. No React here: elements read it with useSnapshot, pages and tests call
// the actions directly.

import type { SearchRequest } from '../model/types.ts';
import { changeRows } from '../model/pager-moves.ts';
import { normaliseRows } from '../model/paging.ts';
import { createRuntime, type ActionContext } from './action-context.ts';
import { resolveDeps, type SearchStoreDeps } from './deps.ts';
import { loadHistory } from './history-storage.ts';
import { defaultGrouping, type SearchState, type SearchStoreConfig, type StoreMessage } from './state.ts';
import * as stateActions from './state-actions.ts';
import { createSearchActions, type RunSearchOptions } from './search-actions.ts';
import { createResultsActions } from './results-actions.ts';
import { createCountActions } from './count-actions.ts';
import { createTermActions } from './term-actions.ts';
import { createHistoryActions } from './history-actions.ts';
import { createNavigationActions } from './navigation-actions.ts';
import { createTransferActions } from './transfer-actions.ts';
import { createBuilderActions } from './builder-actions.ts';
import { createAttributeActions } from './attribute-actions.ts';
import { createAttributeNameActions } from './attribute-names.ts';
import { createServiceLookupActions } from './service-lookup-actions.ts';
import { createTreeActions } from './tree-actions.ts';
import { createMyPdbActions } from './mypdb-actions.ts';
import { createViewerActions } from './viewer-actions.ts';

export { DEFAULT_CONFIG } from './state.ts';
export type { ReturnTypeName, SearchState, SearchStoreConfig, StoreMessage } from './state.ts';
export type { SearchStoreDeps } from './deps.ts';

function buildActions(ctx: ActionContext) {
  const { state, runtime } = ctx;
  // the names reach the builder once it exists (it is built on the search actions)
  const names = createAttributeNameActions(ctx, (lookups) => builder.setAttributeLookups(lookups));
  const search = createSearchActions(ctx, names.nameAttributesOf);
  const results = createResultsActions(ctx, search);
  const counts = createCountActions(ctx);
  const navigation = createNavigationActions(ctx, search);
  const builder = createBuilderActions(ctx, search, counts);
  const history = createHistoryActions(ctx, search);

  return {
    ...results,
    ...counts,
    ...createTermActions(state, search.runSearch, ctx.deps.client),
    ...history,
    ...navigation,
    ...createTransferActions(ctx),
    ...builder,
    ...names,
    ...createAttributeActions(ctx),
    ...createServiceLookupActions(ctx),
    ...createTreeActions(ctx),
    ...createMyPdbActions(ctx),
    ...createViewerActions(ctx),

    /** Copies settings in (the context element's attributes). */
    configure(patch: Partial<SearchStoreConfig>): void {
      const before = stateActions.configure(state, patch);
      const after = state.config;
      if (patch.rows !== undefined && after.rows !== before.rows)
        state.pager = changeRows(state.pager, normaliseRows(after.rows));
      if (patch.returnType !== undefined && after.returnType !== before.returnType) state.grouping = defaultGrouping();
      if (after.historyKey !== before.historyKey) history.reloadHistory();
      if (after.syncUrl && !before.syncUrl) navigation.startUrlSync();
      if (!after.syncUrl && before.syncUrl) navigation.stopUrlSync();
    },

    setTerm: (term: string): void => stateActions.setTerm(state, term),

    /** Runs a request (from the builder, a page script or el.search()). */
    search(request: SearchRequest, options?: RunSearchOptions): Promise<void> {
      return search.runSearch(request, options);
    },

    /** Runs the current request again as it is. */
    rerun(): Promise<void> {
      return state.request ? search.runSearch(state.request) : Promise.resolve();
    },

    cancelSearch: search.cancelSearch,
    clearResults: search.clearResults,

    setMessage: (message: StoreMessage | null): void => stateActions.setMessage(state, message),
    clearMessage: (): void => stateActions.clearMessage(state),
    toggleDeveloperMode: (enabled?: boolean): void => void stateActions.toggleDeveloperMode(state, enabled),

    /**
     * Stops listening to back/forward and cancels everything in flight (element removed). A search
     * cut short here is remembered, so its request never stays on screen with another's rows.
     */
    dispose(): void {
      navigation.stopUrlSync();
      if (search.cancelSearch()) {
        runtime.interrupted = true;
        // the rows on screen answered the request before this one
        state.response = null;
      }
      counts.cancelCounts();
      runtime.stopUrlSync = null;
    },

    /** Back on the page (element re-added): runs again the search dispose cut short. */
    resume(): Promise<void> {
      if (!runtime.interrupted || !state.request) return Promise.resolve();
      runtime.interrupted = false;
      return search.runSearch(state.request, { historyMode: 'none' });
    },
  };
}

export type SearchActions = ReturnType<typeof buildActions>;

export interface SearchStore {
  state: SearchState;
  actions: SearchActions;
}

export function createSearchStore(config: Partial<SearchStoreConfig> = {}, deps: SearchStoreDeps = {}): SearchStore {
  const state = stateActions.createSearchState(config);
  const resolved = resolveDeps(deps, () => state.config);
  state.history = loadHistory(resolved.storage, state.config.historyKey);
  const ctx: ActionContext = { state, deps: resolved, runtime: createRuntime() };
  const actions = buildActions(ctx);
  if (state.config.syncUrl) actions.startUrlSync();
  return { state, actions };
}
