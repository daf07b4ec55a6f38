// Whether the archive holds an id typed into the search bar, asked of the two calls a bar already
// makes: GET /search/entry-status for entry and computed-model ids (which also says removed or
// unreleased), and the suggestion menu for PRD ids and UniProt accessions (the menu lists the
// held ones by value, under Ligand and Sequence Accession). An id the archive does not hold stays
// in the app instead of sending the user to a page that does not exist.
//
// Every answer is a hint: a failed, refused or slow call reads as 'current', so the id goes to its
// page as it always did. Only a clear 'unknown' keeps the user here.

import type { ClientResult } from '../client/http.ts';
import type { EntryStatus, IdentifierKind } from '../model/identifiers.ts';
import type { EntryStatusResponse, SuggestionResponse } from '../model/types.ts';

/** The model's routing vocabulary, plus 'unknown' for an id nobody lists. */
export type Holding = EntryStatus | 'unknown';

/** Ids looked up through entry-status, and through the suggestion menu. */
export const ENTRY_STATUS_KINDS: ReadonlySet<IdentifierKind> = new Set(['entry', 'extended_entry', 'computed_model']);
export const SUGGESTED_KINDS: ReadonlySet<IdentifierKind> = new Set(['bird', 'uniprot']);

/** Server vocabulary -> holding; current and computational ids are current. */
const HOLDING: Partial<Record<EntryStatusResponse['status'], Holding>> = {
  obsolete: 'removed',
  unreleased: 'unreleased',
  unknown: 'unknown',
};

/** The call's answer, or null when it fails, throws or outlasts the timeout (it is then aborted). */
export async function withDeadline<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal).catch(() => null), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function holdingOfStatus(result: ClientResult<EntryStatusResponse> | null): Holding {
  return (result?.ok && HOLDING[result.value.status]) || 'current';
}

/** Held when the menu lists the id itself as a value; 'unknown' only for a menu that answered. */
export function holdingOfSuggestions(result: ClientResult<SuggestionResponse> | null, id: string): Holding {
  if (!result?.ok || !Array.isArray(result.value.items)) return 'current';
  const wanted = id.toUpperCase();
  const listed = result.value.items.some((item) => !item.header && (item.value ?? item.label).toUpperCase() === wanted);
  return listed ? 'current' : 'unknown';
}
