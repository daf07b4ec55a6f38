// Browser-direct mode (issue 34): which public APIs a page's attributes name. `source="rcsb"` is
// shorthand for the RCSB's Search API and Data API; `search-api` and `data-api` name any server
// speaking those APIs (and win over `source`). The attributes are kept as given and read here, like
// the link templates (link-templates.ts): an unsafe URL (javascript:, control characters) is ignored.

import type { ApiSettings } from './api-settings.ts';
import { isSafeUrl } from './link-templates.ts';

export const RCSB_SEARCH_API = 'https://search.rcsb.org';
export const RCSB_DATA_API = 'https://data.rcsb.org';

/** Where browser-direct mode sends each call. */
export interface PublicApis {
  searchApi: string;
  /** '' when none is named: the calls that need the Data API are then unavailable. */
  dataApi: string;
  /** What only an archive server of ours offers (MyPDB, uploads); '' when the page names none. */
  apiBase: string;
}

const safeUrl = (value: string | undefined): string => {
  const url = value?.trim();
  return url && isSafeUrl(url) ? url : '';
};

/** The public APIs the settings name, or null when searches go to the archive server (api-base). */
export function publicApis(settings: ApiSettings): PublicApis | null {
  const rcsb = settings.source?.trim().toLowerCase() === 'rcsb';
  const searchApi = safeUrl(settings.searchApi) || (rcsb ? RCSB_SEARCH_API : '');
  if (!searchApi) return null;
  return { searchApi, dataApi: safeUrl(settings.dataApi) || (rcsb ? RCSB_DATA_API : ''), apiBase: settings.apiBase };
}
