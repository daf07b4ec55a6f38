import type { SuggestionResponse } from '../model/types.ts';
import { suggestPrefix } from '../model/suggest-text.ts';
import { getJson, joinPath, type ClientResult, type HttpOptions } from './http.ts';

/**
 * GET /search/suggest/{includeCsm}/{text}: the search-bar menu. A function of its own, apart from
 * createArchiveClient, so a lone search bar bundles this call alone and stays within its budget.
 * Only the prefix the server matches is sent, so a pasted sequence never makes a long URL.
 */
export function fetchSuggestions(
  http: HttpOptions,
  includeCsm: boolean,
  text: string,
  signal?: AbortSignal,
): Promise<ClientResult<SuggestionResponse>> {
  const prefix = suggestPrefix(text);
  if (!prefix) return Promise.resolve({ ok: true, status: 200, value: { attributes: [], items: [] } });
  return getJson(http, joinPath(http.apiBase, 'search', 'suggest', includeCsm, prefix), signal);
}
