// HTML escaping for descriptions and other markup the model produces from user-supplied text.
// Query descriptions are stored in history and MyPDB and later injected as HTML, so every string
// that came from a user or a server must pass through here first.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes &, <, >, " and ' so the text is inert in element content and quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Quotes user text in a message without letting a long or odd value take it over. */
export function quoteInput(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
}
