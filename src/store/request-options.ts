// Reading and rewriting the request_options of a request the store runs. Pure functions returning
// fresh plain objects: a request in flight, the one in state and the one in history must never
// share nested objects (valtio proxies the very object it is given, so sharing would let an edit
// of one leak into the others).

import type { GroupingOptions, Paginate, SearchRequest, SortEntry } from '../model/types.ts';
import { CSM_RESULTS_CONTENT_TYPE, DEFAULT_GROUP_BY_RETURN_TYPE, DEFAULT_SORT } from '../model/constants/core.ts';
import { DEFAULT_GROUPED_SORT, DEFAULT_RESULTS_CONTENT_TYPE } from '../model/constants/limits.ts';
import { groupingToGroupBy, normalisePaginate } from '../model/builder/builder.ts';
import { withQueryId } from '../model/query-id.ts';
import { filledPaginate } from '../model/request/paging.ts';
import { plainCopy } from './plain-copy.ts';

export { plainCopy };

export function includesComputed(request: SearchRequest): boolean {
  return request.request_options?.results_content_type?.includes('computational') === true;
}

/** No content type means the default, experimental only (seed 000 §9). */
export function onlyExperimental(request: SearchRequest): boolean {
  return !includesComputed(request);
}

export function withOptions(
  request: SearchRequest,
  patch: NonNullable<SearchRequest['request_options']>,
): SearchRequest {
  const copy = plainCopy(request);
  copy.request_options = { ...copy.request_options, ...plainCopy(patch) };
  return copy;
}

export function withContentType(request: SearchRequest, includeCsm: boolean): SearchRequest {
  return withOptions(request, {
    results_content_type: [...(includeCsm ? CSM_RESULTS_CONTENT_TYPE : DEFAULT_RESULTS_CONTENT_TYPE)],
  });
}

export function withPaginate(request: SearchRequest, paginate: Paginate): SearchRequest {
  return withOptions(request, { paginate: { start: paginate.start, rows: paginate.rows } });
}

export function withSort(request: SearchRequest, sort: readonly SortEntry[]): SearchRequest {
  return withOptions(request, { sort: sort.map((entry) => ({ ...entry })) });
}

function sameSort(a: readonly SortEntry[] | undefined, b: readonly SortEntry[]): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b);
}

/**
 * Sets or removes group_by. A default sort follows the grouping (score, then count, for groups);
 * a 'count' key means nothing without groups, so it is dropped when grouping is turned off.
 */
export function withGrouping(request: SearchRequest, grouping: GroupingOptions): SearchRequest {
  const copy = plainCopy(request);
  const options = { ...copy.request_options };
  const groupBy = groupingToGroupBy(grouping, copy.return_type);
  if (groupBy) {
    options.group_by = groupBy;
    options.group_by_return_type = grouping.group_by_return_type ?? DEFAULT_GROUP_BY_RETURN_TYPE;
    if (options.sort === undefined || sameSort(options.sort, DEFAULT_SORT))
      options.sort = DEFAULT_GROUPED_SORT.map((e) => ({ ...e }));
  } else {
    delete options.group_by;
    delete options.group_by_return_type;
    if (options.sort) {
      const sort = options.sort.filter((entry) => entry.sort_by !== 'count');
      if (sort.length > 0) options.sort = sort;
      else delete options.sort;
    }
  }
  copy.request_options = options;
  return copy;
}

export function paginateOf(request: SearchRequest, fallbackRows: number): Paginate {
  const paginate = request.request_options?.paginate;
  return normalisePaginate(filledPaginate(paginate, fallbackRows));
}

export function sortOf(request: SearchRequest): SortEntry[] {
  const sort = request.request_options?.sort;
  if (sort && sort.length > 0) return plainCopy(sort);
  const grouped = request.request_options?.group_by !== undefined;
  return (grouped ? DEFAULT_GROUPED_SORT : DEFAULT_SORT).map((entry) => ({ ...entry }));
}

export function groupingOf(request: SearchRequest): GroupingOptions {
  const options = request.request_options;
  const groupBy = options?.group_by;
  if (!groupBy) {
    return {
      aggregation_method: null,
      group_by_return_type: options?.group_by_return_type ?? DEFAULT_GROUP_BY_RETURN_TYPE,
      ranking_criteria_type: null,
    };
  }
  const grouping: GroupingOptions = {
    aggregation_method: groupBy.aggregation_method,
    group_by_return_type: options?.group_by_return_type ?? DEFAULT_GROUP_BY_RETURN_TYPE,
    ranking_criteria_type: groupBy.ranking_criteria_type ? plainCopy(groupBy.ranking_criteria_type) : null,
  };
  if ('similarity_cutoff' in groupBy) grouping.similarity_cutoff = groupBy.similarity_cutoff;
  return grouping;
}

/**
 * The request as the store runs it: a private copy with paging filled in (rows from the pager
 * when the request has none), an explicit content type (so the same question always hashes to
 * the same query_id whether or not its author spelled out the default), and its query_id.
 */
export function prepareRequest(request: SearchRequest, fallbackRows: number): SearchRequest {
  const copy = plainCopy(request);
  const options = { ...copy.request_options };
  options.paginate = paginateOf(copy, fallbackRows);
  if (!options.results_content_type || options.results_content_type.length === 0) {
    options.results_content_type = [...DEFAULT_RESULTS_CONTENT_TYPE];
  }
  delete options.return_counts;
  copy.request_options = options;
  return withQueryId(copy);
}

/** The same question for a count: no paging, sorting or facets, and return_counts set. */
export function countRequest(request: SearchRequest): SearchRequest {
  const copy = plainCopy(request);
  const options = { ...copy.request_options };
  delete options.paginate;
  delete options.sort;
  delete options.facets;
  options.return_counts = true;
  if (!options.results_content_type || options.results_content_type.length === 0) {
    options.results_content_type = [...DEFAULT_RESULTS_CONTENT_TYPE];
  }
  copy.request_options = options;
  return copy;
}
