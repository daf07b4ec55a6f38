// The two calls a search bar makes (the suggestion menu and the entry-status lookup), as a client
// of their own: a lone bar builds this one and so bundles neither the rest of the calls nor the
// rest of the store. The full client answers the same calls with the same signatures.

import type { EntryStatusResponse, SuggestionResponse } from '../model/types.ts';
import type { ClientResult, HttpOptions } from './http.ts';
import { fetchEntryStatus } from './entry-status.ts';
import { fetchSuggestions } from './suggest.ts';

export interface TermClient {
  suggest(includeCsm: boolean, text: string, signal?: AbortSignal): Promise<ClientResult<SuggestionResponse>>;
  entryStatus(id: string, signal?: AbortSignal): Promise<ClientResult<EntryStatusResponse>>;
}

export function createTermClient(http: HttpOptions): TermClient {
  return {
    suggest: (includeCsm, text, signal) => fetchSuggestions(http, includeCsm, text, signal),
    entryStatus: (id, signal) => fetchEntryStatus(http, id, signal),
  };
}
