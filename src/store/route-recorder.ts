// Writing the address bar (config.syncUrl): the one place that pushes or replaces the page URL,
// shared by the navigation actions (tabs, builder, trees) and MyPDB's (the view following the
// signed-in state).

import type { ActionContext } from './action-context.ts';
import type { HistoryEntryState } from './browser-history.ts';
import { parsePath, routeUrl, type LocationRoute } from './url-state.ts';

export function createRouteRecorder({ state, deps }: ActionContext) {
  function basePath(): string {
    return parsePath(deps.browserHistory.location().pathname).basePath;
  }

  /** Pushes a URL unless the address bar already shows it (a second click adds no entry). */
  function pushUrl(url: string, entry: HistoryEntryState): void {
    if (!state.config.syncUrl) return;
    const here = deps.browserHistory.location();
    if (`${here.pathname}${here.search}` === url) return;
    deps.browserHistory.push(url, entry);
  }

  return {
    basePath,
    pushUrl,

    recordRoute(route: LocationRoute): void {
      pushUrl(routeUrl(basePath(), route), { pdbSearch: true });
    },

    /** Shows `route` in place of the one the address bar named: its entry is replaced, not added. */
    replaceRoute(route: LocationRoute): void {
      if (state.config.syncUrl) deps.browserHistory.replace(routeUrl(basePath(), route), { pdbSearch: true });
    },

    /**
     * The MyPDB view changed without a click (signed out, or signed in on the login view): an
     * address bar showing MyPDB is corrected in place, so a reload shows the same screen and Back
     * does not return to a view that no longer exists.
     */
    followMyPdbView(): void {
      if (!state.config.syncUrl) return;
      const here = deps.browserHistory.location();
      if (parsePath(here.pathname).route.tab !== 'mypdb') return;
      const url = routeUrl(basePath(), { tab: 'mypdb', view: state.route.mypdbView });
      if (here.pathname !== url) deps.browserHistory.replace(url, { pdbSearch: true });
    },
  };
}
