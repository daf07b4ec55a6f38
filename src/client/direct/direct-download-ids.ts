// The ids of a file download in browser-direct mode (issue 34), as our POST
// /search/data-download/ids answers them (src/server/engine/embedded/reports/result-ids.ts is the
// reference; the upstream engine answers that route with this module): the request's hits from
// the Search API (every hit with return_all_hits, or the request's page when it names one, a
// batch), each structure result given as its entry once, in result order; computed models (by
// their ids: AlphaFold DB's and ModelArchive's) left out with the seed's notice (seed 001 §8), and
// a set of nothing but computed models refused with the seed's message; chemical results as their ids.

import { MESSAGES } from '../../model/constants/messages.ts';
import { COMPUTED_MODEL_ENTRY_ID } from '../../model/computed-model-id.ts';
import { parseIdentifier } from '../../model/identifiers.ts';
import { identifiersOnly } from '../../model/reports/report-search.ts';
import type { SearchDataBody, SearchRequest } from '../../model/types.ts';
import type { DownloadIds } from '../archive-client.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { searchCall } from './public-api-calls.ts';

interface IdsAnswer {
  result_set?: Array<string | { identifier: string }>;
}

/** The ids a download asks for: identifiers only, no facets, one representative per group. */
export function downloadIdsQuery(request: SearchRequest): SearchRequest {
  const given = request.request_options ?? {};
  const options = identifiersOnly(given);
  if (given.paginate) options.paginate = given.paginate;
  else options.return_all_hits = true;
  return {
    ...(request.query ? { query: request.query } : {}),
    return_type: request.return_type,
    request_options: options,
  };
}

/** The entries of a download's hits and how many computed models were left out (counted, not listed). */
export interface HitEntries {
  ids: string[];
  excluded: number;
}

/** The entries (or components) of a download's hits, computed models left out and counted. */
export function entriesOfHits(returnType: string, identifiers: readonly string[]): ClientResult<HitEntries> {
  if (returnType === 'mol_definition') return { ok: true, status: 200, value: { ids: [...identifiers], excluded: 0 } };
  const ids: string[] = [];
  const seen = new Set<string>();
  let excluded = 0;
  for (const identifier of identifiers) {
    const entry = parseIdentifier(identifier)?.entryId;
    if (!entry || seen.has(entry)) continue;
    seen.add(entry);
    if (COMPUTED_MODEL_ENTRY_ID.test(entry)) excluded++;
    else ids.push(entry);
  }
  if (ids.length === 0 && excluded > 0) return { ok: false, status: 400, message: MESSAGES.batchUnavailable };
  return { ok: true, status: 200, value: { ids, excluded } };
}

/** The entries (or components) of a download's hits, with the notice of what was left out. */
export function idsOfHits(returnType: string, identifiers: readonly string[]): ClientResult<DownloadIds> {
  const entries = entriesOfHits(returnType, identifiers);
  if (!entries.ok) return entries;
  const { ids, excluded } = entries.value;
  return { ok: true, status: 200, value: { ids, ...(excluded > 0 ? { notice: MESSAGES.csmExcludedFromBatch } : {}) } };
}

/** The identifiers of a download's hits, in result order. */
export async function downloadHits(
  search: ApiTransport,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<ClientResult<string[]>> {
  const answer = await search.send<IdsAnswer | null>(searchCall(downloadIdsQuery(request)), signal);
  if (!answer.ok) return answer;
  const identifiers = (answer.value?.result_set ?? []).map((hit) => (typeof hit === 'string' ? hit : hit.identifier));
  return { ok: true, status: answer.status, value: identifiers };
}

export async function downloadIdsFromSearchApi(
  search: ApiTransport,
  reportRequest: SearchDataBody,
  signal?: AbortSignal,
): Promise<ClientResult<DownloadIds>> {
  const { request } = reportRequest;
  const hits = await downloadHits(search, request, signal);
  return hits.ok ? idsOfHits(request.return_type, hits.value) : hits;
}
