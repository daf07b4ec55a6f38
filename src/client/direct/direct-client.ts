// Browser-direct mode (issue 34): the calls the store makes (store/deps.ts SearchClient), answered
// from the public RCSB Search API v2 and Data API, or any server speaking them, each through its
// own transport (api-transport.ts: the rate, the session cache, aborts, 429/503). Loaded as a lazy
// chunk (lazy-direct-client.ts) only when a page names a public API.
//
// So far: counts, the search views' results, the tabular reports and their files, the search
// bar's menu, entry status, the builder's metadata schemas, value suggesters and entry lookups,
// and Browse Annotations. A call left out is unavailable to the store, as with a test's fake
// client (the report-query view is our server's page, so reportQueryUrl is one); MyPDB and
// uploads go to `api-base` when the page names one.

import type { ApiSettings } from '../../model/api-settings.ts';
import { publicApis } from '../../model/public-apis.ts';
import type { SearchDataBody, SearchResponse } from '../../model/types.ts';
import type { ClientResult, FetchLike } from '../http.ts';
import { createTermClient } from '../term-client.ts';
import { createApiTransport, type Clock } from './api-transport.ts';
import { barSuggestions } from './bar-suggestions.ts';
import { countFromSearchApi } from './direct-count.ts';
import { createDirectSearchView } from './direct-search-view.ts';
import { createDirectTrees } from './trees/direct-trees.ts';
import { isSearchView } from '../../model/search-data/views.ts';
import { entryStatusFromDataApi } from './direct-entry-status.ts';
import { createServerOnlyClient } from './server-only-client.ts';
import { metadataSchemaCall } from './public-api-calls.ts';
import { createDirectLookups } from './direct-lookups.ts';
import { createValueSuggesters } from './value-suggestions.ts';
import { createDirectReports } from './direct-reports.ts';
import { downloadIdsFromSearchApi } from './direct-download-ids.ts';
import { bundleFiles, fileHostQueue, type BundledFile } from './file-bundle.ts';

export interface DirectClientOptions {
  /** A server speaking the Search API v2: 'https://search.rcsb.org'. */
  searchApi: string;
  /** A server speaking the Data API: 'https://data.rcsb.org'; entry status and entry lookups need one. */
  dataApi?: string;
  /** Our archive server, for MyPDB and uploads; without one they are unavailable. */
  apiBase?: string;
  fetch?: FetchLike;
  clock?: Clock;
  /** Requests a second to each API; the public services ask for at most 10 (the default). */
  maxPerSecond?: number;
}

const NO_DATA_API: ClientResult<never> = { ok: false, status: 0, message: 'No Data API is named (data-api).' };

export function createDirectClient(options: DirectClientOptions) {
  const { fetch, clock, maxPerSecond } = options;
  const transport = (origin: string, label: string) =>
    createApiTransport({
      origin,
      label,
      ...(fetch ? { fetch } : {}),
      ...(clock ? { clock } : {}),
      ...(maxPerSecond ? { maxPerSecond } : {}),
    });
  const search = transport(options.searchApi, 'Search API');
  const data = options.dataApi ? transport(options.dataApi, 'Data API') : undefined;
  const views = data ? createDirectSearchView({ search, data }) : undefined;
  const reports = data ? createDirectReports({ search, data }) : undefined;
  // one queue for the file host, shared by every bundle of the page
  const files = fileHostQueue(clock);

  return {
    /** Counts, the search views' results and the tabular reports (their values read from the Data API). */
    searchData(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<SearchResponse>> {
      if (body.request.request_options?.return_counts) return countFromSearchApi(search, body.request, signal);
      if (!views || !reports) return Promise.resolve(NO_DATA_API);
      return isSearchView(body.report) ? views(body, signal) : reports.searchData(body, signal);
    },
    suggest: (includeCsm: boolean, text: string, signal?: AbortSignal) =>
      barSuggestions(search, includeCsm, text, signal),
    metadataSchema: (service: 'text' | 'text_chem', signal?: AbortSignal) =>
      search.send<unknown>(metadataSchemaCall(service), signal),
    ...createValueSuggesters(search),
    /** The entry (or component) ids of a file download, as our /search/data-download/ids gives them. */
    downloadIds: (reportRequest: SearchDataBody, signal?: AbortSignal) =>
      downloadIdsFromSearchApi(search, reportRequest, signal),
    /** Files as one zip built in the page (no server of ours to post a download form to). */
    bundleFiles: (list: readonly BundledFile[], signal?: AbortSignal) =>
      bundleFiles(list, { queue: files, ...(fetch ? { fetch } : {}), ...(signal ? { signal } : {}) }),
    ...(data && reports
      ? {
          entryStatus: (id: string, signal?: AbortSignal) => entryStatusFromDataApi(data, id, signal),
          ...createDirectLookups(data),
          reportFile: reports.reportFile,
          customReportAttributes: reports.customReportAttributes,
          reportAttributes: reports.reportAttributes,
          ...createDirectTrees({ search, data }),
        }
      : {}),
    ...(options.apiBase ? createServerOnlyClient({ apiBase: options.apiBase, ...(fetch ? { fetch } : {}) }) : {}),
  };
}

export type DirectClient = ReturnType<typeof createDirectClient>;

/**
 * The client a page's settings name (what the lazy chunk builds): the public APIs', or, when none
 * of their URLs is safe to use, the archive server's calls of a search bar, as without them.
 */
export function clientFor(settings: ApiSettings): Partial<DirectClient> {
  const apis = publicApis(settings);
  if (!apis) return createTermClient({ apiBase: settings.apiBase });
  // every call a lone bar may make is there: without a Data API, entry status answers a failure
  return { entryStatus: () => Promise.resolve(NO_DATA_API), ...createDirectClient(apis) };
}
