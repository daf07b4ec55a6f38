// What one /search/data answer means for the user (seed 000 §4/§8, seed 001 §8). Pure: the
// search action applies the outcome; this module only decides it, so every message is tested
// without a store.

import type { ReturnType, SearchRequest, SearchResponse } from '../model/types.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../model/constants/messages.ts';
import { resultCount } from '../model/result-count.ts';
import type { ClientResult } from '../client/http.ts';
import type { SearchResults, StoreMessage } from './state.ts';
import { onlyExperimental } from './request-options.ts';

export type SearchOutcome =
  /** The request was cancelled by a newer one; nothing may change. */
  | { kind: 'aborted' }
  | { kind: 'results'; results: SearchResults; count: number }
  /** Nothing to list; results (facets, totals) are kept when the server sent them. */
  | { kind: 'empty'; message: StoreMessage; results: SearchResults | null; count: number }
  | { kind: 'error'; message: StoreMessage };

/**
 * 'ERROR: {details}'. A refusal (an HTTP 4xx, or a 4xx statusCode in the body) is a request error:
 * the UI adds the seed's advice to use the Contact Us button (seed 000 §8).
 */
export function errorMessage(details: string, status?: number): StoreMessage {
  const text = MESSAGE_TEMPLATES.error(details);
  return status !== undefined && status >= 400 && status < 500
    ? { kind: 'error', text, contact: true }
    : { kind: 'error', text };
}

/** What a failed call or a non-2xx body means for the user. */
function failure(result: ClientResult<SearchResponse>): StoreMessage | null {
  if (!result.ok) return result.aborted ? null : errorMessage(result.message, result.status);
  const body = result.value;
  if (body === null || typeof body !== 'object') return errorMessage(MESSAGES.loadError);
  if (body.statusCode === 204 || isSuccessStatus(body.statusCode)) return null;
  const statusCode = body.statusCode as number;
  return errorMessage(MESSAGE_TEMPLATES.statusError(statusCode, body.msg ?? '').trim(), statusCode);
}

/** 'No results ...', in the archive's own wording when only experimental content was asked for. */
export function noResultsMessage(request: SearchRequest): StoreMessage {
  const experimental = onlyExperimental(request);
  return { kind: 'warning', text: experimental ? MESSAGES.noResultsPdb : MESSAGES.noResults, offerCsm: experimental };
}

/** '12 Structures', the <stats> of the grouping message. */
export function resultStats(total: number, returnType: ReturnType): string {
  return resultCount(total, returnType);
}

/**
 * Nothing survived grouping: seed 000 §8's line with the query's <stats>, then seed 001 §8's
 * details (how many of the kind matched but could not be grouped).
 */
function groupingWarning(results: SearchResults): StoreMessage {
  const text = [
    MESSAGE_TEMPLATES.noResultsAfterGrouping(resultStats(results.total_count, results.result_type)),
    MESSAGE_TEMPLATES.groupingWarningDetails(
      resultStats(results.ungrouped_count ?? results.total_count, results.result_type),
    ),
  ].join('\n');
  return { kind: 'warning', text };
}

function isSuccessStatus(statusCode: number | undefined): boolean {
  return statusCode === undefined || (statusCode >= 200 && statusCode < 300);
}

function toResults(body: SearchResponse, request: SearchRequest, report: string): SearchResults {
  const results: SearchResults = {
    result_type: body.result_type ?? request.return_type,
    total_count: body.total_count ?? body.result_set?.length ?? 0,
    result_set: body.result_set ?? [],
    facets: body.facets ?? [],
    report,
  };
  if (body.group_by_count !== undefined) results.group_by_count = body.group_by_count;
  if (body.ungrouped_count !== undefined) results.ungrouped_count = body.ungrouped_count;
  if (body.group_set !== undefined) results.group_set = body.group_set;
  if (body.result_set_count !== undefined) results.result_set_count = body.result_set_count;
  if (body.table !== undefined) results.table = body.table;
  if (body.result_ids !== undefined) results.result_ids = body.result_ids;
  return results;
}

/** Groups the answer holds: the server's count, else what the chosen group_by_return_type lists. */
function groupCount(results: SearchResults, request: SearchRequest): number {
  if (results.group_by_count !== undefined) return results.group_by_count;
  const asGroups = request.request_options?.group_by_return_type === 'groups';
  return asGroups ? (results.group_set?.length ?? 0) : results.result_set.length;
}

export function searchOutcome(
  result: ClientResult<SearchResponse>,
  request: SearchRequest,
  report: string,
): SearchOutcome {
  const failed = failure(result);
  if (failed) return { kind: 'error', message: failed };
  if (!result.ok) return { kind: 'aborted' };
  const body = result.value;
  if (body.statusCode === 204) return { kind: 'empty', message: noResultsMessage(request), results: null, count: 0 };
  const results = toResults(body, request, report);
  // Our archive answers an empty match with total_count 0 rather than 204; same meaning.
  if (results.total_count === 0) return { kind: 'empty', message: noResultsMessage(request), results, count: 0 };
  if (request.request_options?.group_by && groupCount(results, request) === 0)
    return { kind: 'empty', message: groupingWarning(results), results, count: results.total_count };
  return { kind: 'results', results, count: results.total_count };
}

/** The number a count request answered, or the message to show instead. */
export function countOutcome(
  result: ClientResult<SearchResponse>,
): { kind: 'count'; count: number } | { kind: 'aborted' } | { kind: 'error'; message: StoreMessage } {
  const failed = failure(result);
  if (failed) return { kind: 'error', message: failed };
  if (!result.ok) return { kind: 'aborted' };
  return { kind: 'count', count: result.value.statusCode === 204 ? 0 : (result.value.total_count ?? 0) };
}
