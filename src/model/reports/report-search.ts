// The search a report runs: the user's request with what a table needs (identifiers only, no
// facets) and the page the body asks for (a batch of a download is request_options.paginate
// start/rows, at most 10,000 rows as in the Search API). Grouped requests list one representative
// per group, as the search views do. Our engine and the public Search API are asked the same.

import { DEFAULT_ROWS, MAX_ROWS } from '../constants/core.ts';
import { filledPaginate } from '../request/paging.ts';
import type { Paginate, RequestOptions, SearchRequest } from '../types.ts';

/**
 * The options of a search for identifiers alone (a report's, a file download's): the request's
 * content types, sort and scoring, one representative per group, no facets, no paging.
 */
export function identifiersOnly(given: RequestOptions): RequestOptions {
  const options: RequestOptions = { results_verbosity: 'compact' };
  if (given.results_content_type) options.results_content_type = given.results_content_type;
  if (given.sort) options.sort = given.sort;
  if (given.scoring_strategy) options.scoring_strategy = given.scoring_strategy;
  if (given.group_by) {
    options.group_by = given.group_by;
    options.group_by_return_type = 'representatives';
  }
  return options;
}

/** `all` lists every hit (`return_all_hits`); otherwise the request's page, or the first DEFAULT_ROWS results. */
export function reportSearchRequest(request: SearchRequest, all: boolean): { request: SearchRequest; page: Paginate } {
  const given = request.request_options ?? {};
  const options = identifiersOnly(given);
  const page = filledPaginate(all ? undefined : given.paginate, DEFAULT_ROWS);
  if (all) options.return_all_hits = true;
  else options.paginate = page;
  const searched: SearchRequest = { return_type: request.return_type, request_options: options };
  if (request.query) searched.query = request.query;
  return { request: searched, page };
}

/** Whether a report lists every hit: `return_all_hits` is honoured while it stays within one page's bound. */
export const listsAllHits = (request: SearchRequest): boolean => request.request_options?.return_all_hits === true;

/** Why a report of every hit cannot be made at once, or undefined. */
export function allHitsRefusal(total: number): string | undefined {
  return total > MAX_ROWS
    ? `The results hold ${total} rows, more than a report returns at once (${MAX_ROWS}); request them in batches with request_options.paginate start and rows`
    : undefined;
}
