// What the search bar shows for a request: the text of a plain full-text search (the query one
// full_text terminal, refinements aside), so the bar follows the results when a page opens on a
// URL or the user goes back and forward; '' for any other request.

import { baseQuery } from './refinement-group.ts';
import type { SearchRequest } from './types.ts';

export function searchBarText(request: SearchRequest | null | undefined): string {
  const query = baseQuery(request);
  if (query?.type !== 'terminal' || query.service !== 'full_text') return '';
  const value = (query.parameters as { value?: unknown }).value;
  return typeof value === 'string' ? value.trim() : '';
}
