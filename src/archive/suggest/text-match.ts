// How typed text matches a stored value in suggestions: the whole value (exact), its start
// (prefix), or the start of a later word (word-prefix), all case-insensitive.

export type MatchKind = 'exact' | 'prefix' | 'word';

/** Better matches first: exact > prefix > word-prefix. */
export const MATCH_RANK: Readonly<Record<MatchKind, number>> = { exact: 0, prefix: 1, word: 2 };

/** Trimmed, inner whitespace collapsed: what users type is compared in this form. */
export function normaliseSuggestText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function foldCase(text: string): string {
  return text.toLowerCase();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** `text` must already be normalised; values are compared as stored. */
export function matchKind(value: string, text: string): MatchKind | undefined {
  const folded = foldCase(value);
  const wanted = foldCase(text);
  if (wanted === '') return undefined;
  if (folded === wanted) return 'exact';
  if (folded.startsWith(wanted)) return 'prefix';
  for (let at = folded.indexOf(wanted, 1); at > 0; at = folded.indexOf(wanted, at + 1)) {
    // a word starts here when the character before is not part of a word ('BAR-HEAD', '(DEOXY')
    if (!WORD_CHARACTER.test(folded[at - 1] ?? '')) return 'word';
  }
  return undefined;
}
