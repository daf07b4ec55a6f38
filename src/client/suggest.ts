import type { SuggestionResponse } from '../model/types.ts';
import { getJson, joinPath, type ClientResult, type HttpOptions } from './http.ts';

/**
 * GET /search/suggest/{includeCsm}/{text}: the search-bar menu. A function of its own, apart from
 * createArchiveClient, so a lone search bar bundles this call alone and stays within its budget.
 */
export function fetchSuggestions(
  http: HttpOptions,
  includeCsm: boolean,
  text: string,
  signal?: AbortSignal,
): Promise<ClientResult<SuggestionResponse>> {
  return getJson(http, joinPath(http.apiBase, 'search', 'suggest', includeCsm, text), signal);
}
