// How typed text matches a stored value in suggestions: the whole value (exact), its start
// (prefix), or the start of a later word (word-prefix), all case-insensitive.

import { foldCase, matchStart } from '../../model/suggest-text.ts';

export { foldCase };

export type MatchKind = 'exact' | 'prefix' | 'word';

/** Better matches first: exact > prefix > word-prefix. */
export const MATCH_RANK: Readonly<Record<MatchKind, number>> = { exact: 0, prefix: 1, word: 2 };

/** Trimmed, inner whitespace collapsed: what users type is compared in this form. */
export function normaliseSuggestText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** `text` must already be normalised; values are compared as stored. */
export function matchKind(value: string, text: string): MatchKind | undefined {
  const at = matchStart(value, text);
  if (at === undefined) return undefined;
  if (at > 0) return 'word';
  return foldCase(value) === foldCase(text) ? 'exact' : 'prefix';
}
