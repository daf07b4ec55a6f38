// Tabs, the builder panel and the page URL. With config.syncUrl the store mirrors searches and
// the advanced/browse tabs in the address bar and answers back/forward; without it the URL is
// never written, though restoreFromLocation may still read it (a results page receiving
// ?request= from a standalone search bar).

import type { MyPdbView, SearchRequest, ServiceType } from '../model/types.ts';
import { readSearchRequest } from '../model/legacy.ts';
import { DEFAULT_TREE_ID, treeDescriptor } from '../model/trees.ts';
import { searchBarText } from '../model/search-bar-text.ts';
import type { ActionContext } from './action-context.ts';
import type { SearchActions } from './search-actions.ts';
import type { MainTab } from './state.ts';
import { isHistoryEntryState } from './browser-history.ts';
import {
  parseLocation,
  parsePath,
  requestUrl,
  routeUrl,
  type LocationRoute,
  type ParsedLocation,
} from './url-state.ts';
import { plainCopy } from './request-options.ts';
import { createRouteRecorder } from './route-recorder.ts';

export function createNavigationActions(ctx: ActionContext, search: SearchActions) {
  const { state, deps, runtime } = ctx;
  const { basePath, pushUrl, recordRoute, replaceRoute } = createRouteRecorder(ctx);

  /** Browse Annotations at `treeId` in place of the tree the route named: the entry is replaced, not added. */
  function replaceBrowseTree(treeId: string): void {
    state.route.treeId = treeId;
    state.route.treeNode = null;
    replaceRoute({ tab: 'browse', treeId });
  }

  /**
   * A tree this archive cannot hold (the bar's /search/browse/atc, seed 001 §2) or no tree at all
   * is shown as the first tree it has, so the link does not end on a notice.
   */
  const browsableTree = (treeId: string): string =>
    treeDescriptor(treeId)?.available === true ? treeId : DEFAULT_TREE_ID;

  /** Shows what a URL path names, without writing history (it is already in the address bar). */
  function applyRoute(route: LocationRoute): void {
    state.tab = route.tab;
    if (route.tab === 'search') {
      if (route.advanced) {
        state.queryBuilder.open = true;
        state.route.service = route.service;
      }
    } else if (route.tab === 'browse') {
      state.route.treeId = route.treeId;
      state.route.treeNode = route.node ?? null;
      if (route.treeId !== null && browsableTree(route.treeId) !== route.treeId)
        replaceBrowseTree(browsableTree(route.treeId));
    } else if (route.tab === 'mypdb') {
      state.route.mypdbView = route.view;
    }
  }

  function locationDefaults() {
    return { returnType: state.config.returnType, includeCsm: state.queryBuilder.includeCsm };
  }

  /** Runs or shows what a location asks for; `historyMode` says what a search does to history. */
  function restore(parsed: ParsedLocation, historyMode: 'replace' | 'none'): Promise<void> {
    applyRoute(parsed.route);
    state.viewer = parsed.viewer;
    switch (parsed.search.kind) {
      case 'request':
        return search.runSearch(parsed.search.request, { historyMode });
      case 'error':
        search.clearResults();
        state.message = { kind: 'error', text: parsed.search.message };
        return Promise.resolve();
      case 'none':
        // Back to the bare search page: no active query, so the page shows its hint again.
        if (historyMode === 'none' && parsed.route.tab === 'search' && !parsed.route.advanced) search.clearResults();
        return Promise.resolve();
    }
  }

  /**
   * Back/forward: re-run the stored request in the view it was left in, else whatever the URL now
   * says; the search bar shows the entry's text either way.
   */
  function onPopState(entryState: unknown): void {
    // a view opens and closes with its URL, whatever the entry holds
    state.viewer = parseLocation(deps.browserHistory.location(), locationDefaults()).viewer;
    if (isHistoryEntryState(entryState) && entryState.request !== undefined) {
      const stored = readSearchRequest(entryState.request);
      if (stored.ok) {
        if (entryState.views) state.views = { ...entryState.views };
        state.term = searchBarText(stored.value);
        void search.runSearch(stored.value, { historyMode: 'none' });
        return;
      }
    }
    const parsed = parseLocation(deps.browserHistory.location(), locationDefaults());
    state.term = parsed.search.kind === 'request' ? searchBarText(parsed.search.request) : '';
    void restore(parsed, 'none');
  }

  function startUrlSync(): void {
    if (runtime.stopUrlSync) return;
    runtime.stopUrlSync = deps.browserHistory.listen(onPopState);
  }

  function stopUrlSync(): void {
    runtime.stopUrlSync?.();
    runtime.stopUrlSync = null;
  }

  return {
    startUrlSync,
    stopUrlSync,

    /**
     * On load: a request in the URL runs, replacing the history entry; a path selects its tab; a
     * bad request shows its message. Resolves once the search (if any) is answered.
     */
    restoreFromLocation(): Promise<ParsedLocation> {
      const parsed = parseLocation(deps.browserHistory.location(), locationDefaults());
      return restore(parsed, 'replace').then(() => parsed);
    },

    /**
     * Tab clicks. The browse, history and MyPDB tabs are recorded in browser history (the advanced one by openBuilder);
     * coming back to the Search tab from a tab's path restores the search URL, so a reload shows
     * what the user sees.
     */
    setTab(tab: MainTab): void {
      state.tab = tab;
      if (tab === 'browse') recordRoute({ tab: 'browse', treeId: state.route.treeId, node: state.route.treeNode });
      if (tab === 'history') recordRoute({ tab: 'history' });
      if (tab === 'mypdb') recordRoute({ tab: 'mypdb', view: state.route.mypdbView });
      if (
        tab === 'search' &&
        state.config.syncUrl &&
        parsePath(deps.browserHistory.location().pathname).route.tab !== 'search'
      ) {
        if (state.request)
          pushUrl(requestUrl(basePath(), state.request), { pdbSearch: true, request: plainCopy(state.request) });
        else recordRoute({ tab: 'search', advanced: false, service: null });
      }
    },

    /** Continue after an error (seed 001 §8): a clean search page, at /search. */
    continueToSearch(): void {
      search.clearResults();
      state.term = '';
      state.tab = 'search';
      recordRoute({ tab: 'search', advanced: false, service: null });
    },

    /**
     * Opens the query builder, optionally at one service section (/search/advanced/{service}).
     * The URL carries the request the builder holds (the current search unless it was opened with
     * another, such as a history row's), so a reload shows the builder holding it.
     */
    openBuilder(service: ServiceType | null = null, request: SearchRequest | null = state.request): void {
      state.tab = 'search';
      state.queryBuilder.open = true;
      state.route.service = service;
      const route: LocationRoute = { tab: 'search', advanced: true, service };
      if (request)
        pushUrl(requestUrl(routeUrl(basePath(), route), request), { pdbSearch: true, request: plainCopy(request) });
      else recordRoute(route);
    },

    toggleBuilder(open: boolean = !state.queryBuilder.open): void {
      state.queryBuilder.open = open;
      // hidden, the builder leaves /advanced behind, so a reload does not open it again
      const here = parsePath(deps.browserHistory.location().pathname).route;
      if (open || !state.config.syncUrl || here.tab !== 'search' || !here.advanced) return;
      if (state.request)
        pushUrl(requestUrl(basePath(), state.request), { pdbSearch: true, request: plainCopy(state.request) });
      else recordRoute({ tab: 'search', advanced: false, service: null });
    },

    /** A tree change is recorded in browser history like a tab change (a tree the archive cannot hold: its first). */
    setBrowseTree(treeId: string): void {
      const shown = browsableTree(treeId);
      state.tab = 'browse';
      state.route.treeId = shown;
      state.route.treeNode = null;
      recordRoute({ tab: 'browse', treeId: shown });
    },

    /**
     * The archive answered that it lacks the route's tree (404): show `treeId` instead, replacing
     * the history entry, so Back does not return to the dead end.
     */
    replaceBrowseTree(treeId: string): void {
      if (state.tab === 'browse') replaceBrowseTree(treeId);
    },

    /**
     * Browse Annotations at one node (a facet bucket's 'show in tree'): `node` is a node id or an
     * exact node name; recorded in browser history as /browse/{treeId}?node={node}.
     */
    showInTree(treeId: string, node: string): void {
      state.tab = 'browse';
      state.route.treeId = treeId;
      state.route.treeNode = node;
      recordRoute({ tab: 'browse', treeId, node });
    },

    /** The tree browser has opened the route's node: forget it (the URL keeps it for a reload). */
    clearTreeNode(): void {
      state.route.treeNode = null;
    },

    /**
     * The app's own URL of a screen, on the path the app is served at, for links that must open
     * in a new tab as the app (the bar's Advanced Search...); null when the address bar does not
     * follow the app (sync-url off), as such a URL would not show that screen.
     */
    routeHref(route: LocationRoute): string | null {
      return state.config.syncUrl ? routeUrl(basePath(), route) : null;
    },

    /** A MyPDB view is recorded in browser history like a tab change (/search/mypdb/{view}). */
    setMyPdbView(view: MyPdbView): void {
      state.tab = 'mypdb';
      state.route.mypdbView = view;
      recordRoute({ tab: 'mypdb', view });
    },
  };
}

export type NavigationActions = ReturnType<typeof createNavigationActions>;
