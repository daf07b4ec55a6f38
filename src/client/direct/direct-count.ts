// A count from the Search API (issue 34): the request with return_counts through
// /rcsbsearch/v2/query, answered as our /search/data answers a count (its answerCount): the totals
// alone, and for no hits (the API's 204 with no body) statusCode 204 with a total of 0.

import type { SearchRequest, SearchResponse } from '../../model/types.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { searchCall } from './public-api-calls.ts';

/** The fields of the API's count answer read here (search/response/json-schema-rcsb_search_results.json). */
interface CountAnswer {
  query_id?: string;
  result_type?: SearchResponse['result_type'];
  total_count?: number;
  group_by_count?: number;
  ungrouped_count?: number;
}

/** The request a count sends: no facets, sorting or page, which a count does not read. */
export function countQuery(request: SearchRequest): SearchRequest {
  const { facets: _facets, sort: _sort, paginate: _paginate, ...options } = request.request_options ?? {};
  return { ...request, request_options: { ...options, return_counts: true } };
}

export async function countFromSearchApi(
  search: ApiTransport,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<ClientResult<SearchResponse>> {
  const query = countQuery(request);
  const answer = await search.send<CountAnswer | null>(searchCall(query), signal);
  if (!answer.ok) return answer;
  const body = answer.value ?? {};
  const queryId = body.query_id ?? request.request_info?.query_id;
  const counted: SearchResponse = {
    ...(queryId !== undefined ? { query_id: queryId } : {}),
    result_type: body.result_type ?? request.return_type,
    total_count: body.total_count ?? 0,
  };
  if (!counted.total_count) return { ok: true, status: 200, value: { statusCode: 204, ...counted, total_count: 0 } };
  if (body.group_by_count !== undefined) counted.group_by_count = body.group_by_count;
  if (body.ungrouped_count !== undefined) counted.ungrouped_count = body.ungrouped_count;
  return { ok: true, status: 200, value: counted };
}
