// Where the 'Advanced Search' and 'Browse Annotations' links under the bar point (seed 001 §2:
// /search/advanced and /search/browse/atc), first match wins: the advanced-url / browse-url
// attribute; in the app, its own routes on the path it is served at (so open-in-new-tab stays in
// the app; the store gives them while sync-url keeps its address bar); relative to the results
// page (a lone bar with results-url="/pdb/search" links to /pdb/search/advanced); else the site of
// link-base (rcsb.org by default).

import type { LocationRoute } from '../../store/url-state.ts';

export const DEFAULT_BROWSE_TREE = 'atc';

/** The app's own URL of a screen (the store's routeHref), null when the app cannot show it by URL. */
export type AppRouteHref = (route: LocationRoute) => string | null;

function withoutQuery(url: string): string {
  return (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
}

export function searchPageLinks(options: {
  resultsUrl: string;
  linkBase: string;
  advancedUrl?: string;
  browseUrl?: string;
  appRoute?: AppRouteHref;
}): {
  advanced: string;
  browse: string;
} {
  const base = options.resultsUrl ? withoutQuery(options.resultsUrl) : `${options.linkBase.replace(/\/+$/, '')}/search`;
  return {
    advanced:
      options.advancedUrl || options.appRoute?.({ tab: 'search', advanced: true, service: null }) || `${base}/advanced`,
    browse:
      options.browseUrl ||
      options.appRoute?.({ tab: 'browse', treeId: DEFAULT_BROWSE_TREE }) ||
      `${base}/browse/${DEFAULT_BROWSE_TREE}`,
  };
}
