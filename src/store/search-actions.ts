// Running a search (seed 000 §4), in the seed's order: clear the message; add or replace the
// history entry; set paging, sort and grouping and switch to the Search tab; reset selection and
// the tabular report; push browser history; then fetch. Each new search aborts the one before,
// and an answer that is no longer the latest is dropped, whether or not its fetch honoured the
// abort.

import type { HistoryQuery, Pager, Paginate, SearchDataBody, SearchRequest, SearchResponse } from '../model/types.ts';
import { addHistoryEntry, findHistoryEntry, updateHistoryEntry } from '../model/history.ts';
import {
  describeRequestHtml,
  describeRequestOptionsHtml,
  describeRequestText,
  type AttributeLabels,
} from '../model/describe.ts';
import { createPager } from '../model/paging.ts';
import { canonicalJson } from '../model/query-id.ts';
import { emptySelection } from '../model/selection.ts';
import { mergeCheckedBuckets } from '../model/facets.ts';
import type { ClientResult } from '../client/http.ts';
import type { ActionContext } from './action-context.ts';
import type { QueryDescription, SearchResults } from './state.ts';
import { responseRef } from './response-ref.ts';
import { defaultTabularReport } from './state.ts';
import { groupingOf, paginateOf, plainCopy, prepareRequest, sortOf } from './request-options.ts';
import { searchOutcome } from './outcome.ts';
import { saveHistory } from './history-storage.ts';
import { CUSTOM_REPORT, SEARCH_REPORT, reportNameFor, reportNeedsData } from './views.ts';
import { parsePath, requestUrl, viewerUrl } from './url-state.ts';
import { hasRoute } from '../model/viewer-request.ts';

export interface RunSearchOptions {
  /**
   * Browser history for this search (only with config.syncUrl): 'push' a new entry (default),
   * 'replace' the current one (page load, view re-runs), or 'none' (back/forward already moved).
   */
  historyMode?: 'push' | 'replace' | 'none';
}

export function describeRequest(request: SearchRequest, attributeLabels?: AttributeLabels): QueryDescription {
  const options = attributeLabels ? { attributeLabels } : {};
  let text = '';
  try {
    text = describeRequestText(request, options);
  } catch {
    // a request the describer cannot read still runs; the summary then leaves the query out
  }
  return { html: describeRequestHtml(request, options), options: describeRequestOptionsHtml(request), text };
}

/** The pager to show while the answer is on its way: the requested page, totals once known. */
function pendingPager(paginate: Paginate, previous: Pager | null): Pager {
  if (previous) {
    const known = createPager({
      ...paginate,
      total_count: previous.total_count,
      group_by_count: previous.group_by_count,
    });
    if (known.start === paginate.start) return known;
  }
  const page = Math.floor(paginate.start / paginate.rows) + 1;
  return {
    rows: paginate.rows,
    start: paginate.start,
    total_count: 0,
    page,
    total_pages: page,
    start_num: 0,
    end_num: 0,
  };
}

function pagerFor(request: SearchRequest, results: SearchResults | null, rows: number): Pager {
  const paginate = paginateOf(request, rows);
  if (!results) return createPager({ rows: paginate.rows });
  const grouped = request.request_options?.group_by !== undefined;
  return createPager({
    ...paginate,
    total_count: results.total_count,
    group_by_count: grouped
      ? (results.group_by_count ?? results.group_set?.length ?? results.result_set.length)
      : undefined,
  });
}

export function persistHistory(ctx: ActionContext): void {
  saveHistory(ctx.deps.storage, ctx.state.config.historyKey, ctx.state.history);
}

/**
 * `nameAttributesOf` starts loading the attributes' names when a request needs them (attribute-
 * names.ts); the search does not wait for them.
 */
export function createSearchActions(ctx: ActionContext, nameAttributesOf: (requests: SearchRequest[]) => void) {
  const { state, deps, runtime } = ctx;

  function recordHistory(request: SearchRequest, queryId: string, description: QueryDescription): void {
    const previous = findHistoryEntry(state.history, queryId);
    const entry: HistoryQuery = {
      request: plainCopy(request),
      // Same question, same count: keep the known count until the new answer arrives.
      count: previous?.count ?? null,
      html: description.html,
      options: description.options,
      query_id: queryId,
      last_run: deps.now().toISOString(),
    };
    state.history = addHistoryEntry(plainCopy(state.history), entry);
    persistHistory(ctx);
  }

  function updateHistoryCount(queryId: string, count: number): void {
    if (!findHistoryEntry(state.history, queryId)) return;
    state.history = updateHistoryEntry(plainCopy(state.history), queryId, { count });
    persistHistory(ctx);
  }

  function pushBrowserHistory(request: SearchRequest, mode: RunSearchOptions['historyMode']): void {
    if (!state.config.syncUrl || mode === 'none') return;
    const history = deps.browserHistory;
    // with the builder open the URL stays on /advanced, so a reload opens the same builder
    const base = parsePath(history.location().pathname).basePath;
    // an open view (a reload of its URL) keeps its route, the search beside it
    const url =
      state.viewer && hasRoute(state.viewer)
        ? viewerUrl(base, state.viewer, request)
        : requestUrl(state.queryBuilder.open ? `${base}/advanced` : base, request);
    const entryState = { pdbSearch: true as const, request: plainCopy(request), views: plainCopy(state.views) };
    const here = history.location();
    // the same search again adds no entry, as a browser does when a link leads to the page it is on
    if (mode === 'replace' || `${here.pathname}${here.search}` === url) history.replace(url, entryState);
    else history.push(url, entryState);
  }

  /** The current entry remembers the view the user switched to, so back and forward return to it. */
  function rememberViews(): void {
    if (!state.config.syncUrl || !state.request) return;
    const here = deps.browserHistory.location();
    deps.browserHistory.replace(`${here.pathname}${here.search}`, {
      pdbSearch: true,
      request: plainCopy(state.request),
      views: plainCopy(state.views),
    });
  }

  async function fetchData(body: SearchDataBody, signal: AbortSignal): Promise<ClientResult<SearchResponse>> {
    try {
      return await deps.client().searchData(body, signal);
    } catch (error) {
      // The real client returns errors as values; an injected one might still throw.
      const aborted = (error as { name?: string }).name === 'AbortError';
      return { ok: false, status: 0, message: String((error as Error).message ?? error), aborted };
    }
  }

  /** What a search asks the server: a second run of it while its answer is on its way joins that run. */
  function searchKey(request: SearchRequest): string {
    const report = reportNameFor(state.views);
    const attributes = report === CUSTOM_REPORT ? state.tabularReport.attributes : [];
    return canonicalJson({ report, request, attributes });
  }

  /**
   * Runs a request; resolves once its answer is applied (or dropped as stale). The same search
   * asked again while it loads (Enter pressed twice) is not sent, recorded or pushed again.
   */
  function runSearch(request: SearchRequest, options: RunSearchOptions = {}): Promise<void> {
    const prepared = prepareRequest(request, state.pager.rows);
    const key = searchKey(prepared);
    const inFlight = runtime.searchInFlight;
    if (inFlight?.key === key && state.dataLoading) return inFlight.done;
    const done = startSearch(prepared, options);
    runtime.searchInFlight = { key, done };
    return done;
  }

  async function startSearch(prepared: SearchRequest, options: RunSearchOptions): Promise<void> {
    const queryId = prepared.request_info?.query_id ?? '';
    const sameQuery = queryId === state.queryId;
    const paginate = paginateOf(prepared, state.pager.rows);
    // the same results in the same order, maybe another page (the request before is still state's)
    const sameOrder =
      state.request !== null && canonicalJson(sortOf(prepared)) === canonicalJson(sortOf(state.request));

    runtime.searchController?.abort();
    const controller = new AbortController();
    runtime.searchController = controller;
    const seq = ++runtime.searchSeq;

    state.message = null;

    const description =
      sameQuery && state.description
        ? { ...state.description }
        : describeRequest(prepared, state.attributeLabels ?? undefined);
    nameAttributesOf([prepared]);
    recordHistory(prepared, queryId, description);
    state.request = plainCopy(prepared);
    state.queryId = queryId;
    state.description = description;

    state.pager = pendingPager(paginate, sameQuery ? state.pager : null);
    state.sort = sortOf(prepared);
    state.grouping = groupingOf(prepared);
    state.tab = 'search';
    if (!sameQuery) state.facetMaxGroups = {};

    state.selection = emptySelection();
    // The chosen custom-report columns are the user's, not the search's; batch progress is per
    // search: another page of the same results (same query and order) keeps it, since the batches
    // cover the whole result set, not the page.
    if (!(sameQuery && sameOrder)) {
      state.tabularReport = { ...defaultTabularReport(), attributes: [...state.tabularReport.attributes] };
    }

    pushBrowserHistory(prepared, options.historyMode);

    const chosen = reportNameFor(state.views);
    const report = reportNeedsData(chosen) ? chosen : SEARCH_REPORT;
    const body: SearchDataBody = { report, request: plainCopy(prepared), getDrilldown: true };
    if (report === CUSTOM_REPORT) body.attributes = [...state.tabularReport.attributes];
    state.dataLoading = true;

    const result = await fetchData(body, controller.signal);
    if (seq !== runtime.searchSeq) return;
    runtime.searchController = null;
    state.dataLoading = false;

    const outcome = searchOutcome(result, prepared, report);
    switch (outcome.kind) {
      case 'aborted':
        return;
      case 'error':
        state.message = outcome.message;
        state.response = null;
        state.pager = pagerFor(prepared, null, state.pager.rows);
        return;
      case 'empty':
      case 'results': {
        const previousFacets = sameQuery ? (state.response?.facets ?? []) : [];
        // the response is parsed JSON that nothing else holds: no copy needed before freezing it
        const results =
          outcome.results && previousFacets.length > 0
            ? { ...outcome.results, facets: mergeCheckedBuckets(outcome.results.facets, previousFacets) }
            : outcome.results;
        state.response = results ? responseRef(results) : null;
        state.pager = pagerFor(prepared, results, paginate.rows);
        if (outcome.kind === 'empty') state.message = outcome.message;
        updateHistoryCount(queryId, outcome.count);
        return;
      }
    }
  }

  /**
   * Cancels the search in flight (its answer will be ignored) and clears the loading flag; true
   * when one was in flight.
   */
  function cancelSearch(): boolean {
    const inFlight = runtime.searchController !== null;
    runtime.searchController?.abort();
    runtime.searchController = null;
    runtime.searchSeq++;
    state.dataLoading = false;
    return inFlight;
  }

  /** Back to "no active query": the page shows its hint again. */
  function clearResults(): void {
    cancelSearch();
    state.request = null;
    state.queryId = null;
    state.description = null;
    state.response = null;
    state.message = null;
    state.selection = emptySelection();
    state.pager = createPager({ rows: state.pager.rows });
  }

  return { runSearch, cancelSearch, clearResults, rememberViews };
}

export type SearchActions = ReturnType<typeof createSearchActions>;
