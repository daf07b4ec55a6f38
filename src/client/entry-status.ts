import type { EntryStatusResponse } from '../model/types.ts';
import { getJson, joinPath, type ClientResult, type HttpOptions } from './http.ts';

/**
 * GET /search/entry-status/{id}: current, obsolete (with replacements), unreleased, computational
 * or unknown. Its own module, like fetchSuggestions, so a lone search bar bundles this call alone.
 */
export function fetchEntryStatus(
  http: HttpOptions,
  id: string,
  signal?: AbortSignal,
): Promise<ClientResult<EntryStatusResponse>> {
  return getJson(http, joinPath(http.apiBase, 'search', 'entry-status', id), signal);
}
