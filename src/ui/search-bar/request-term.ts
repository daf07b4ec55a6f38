/**
 * The text of a plain full-text search (the whole query one full_text terminal), which the bar
 * shows when a page opens on ?q= or ?request=; '' for any other request.
 */
export function fullTextTermOf(request: { readonly query?: object } | null | undefined): string {
  const query = request?.query as { type?: unknown; service?: unknown; parameters?: { value?: unknown } } | undefined;
  if (query?.type !== 'terminal' || query.service !== 'full_text') return '';
  const value = query.parameters?.value;
  return typeof value === 'string' ? value.trim() : '';
}
