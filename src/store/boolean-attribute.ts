// Here in the store layer because <pdb-search-context> (no React) and the ui components both read
// boolean attributes, and elements must not import ui; it is element vocabulary, not the wire
// vocabulary of model.

/**
 * r2wc's boolean type ignores bare attributes (`<x include-csm>`), so booleans are declared as
 * strings and read by presence: present or empty means true; 'false', 'off', '0', 'no' mean false.
 */
export function parseBooleanAttribute(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return !['false', 'off', '0', 'no'].includes(value.trim().toLowerCase());
}
