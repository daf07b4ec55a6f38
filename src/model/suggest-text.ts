// The text a suggester looks at. Anything a user can type or paste gets an answer: line breaks,
// tabs and other control characters are whitespace, and only a bounded prefix is matched (no
// stored value is anywhere near 100 characters long, so a longer text matches nothing anyway). The
// client sends this prefix and the server reads it again, so a long paste never makes a long URL.
// Where that text matches a value (its start, or a later word's) is found here too, for the
// archive's ranking and the highlight of the Search API's suggester alike.

/** Longest text a suggester matches; longer input is cut to this many characters. */
export const SUGGEST_TEXT_MAX_LENGTH = 100;

const CONTROL_OR_SPACE = /[\p{Cc}\s]+/gu;

/** Whitespace and control characters as one space, trimmed, cut to SUGGEST_TEXT_MAX_LENGTH characters. */
export function suggestPrefix(text: string): string {
  const flat = text.replace(CONTROL_OR_SPACE, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= SUGGEST_TEXT_MAX_LENGTH) return flat;
  return characters.slice(0, SUGGEST_TEXT_MAX_LENGTH).join('').trimEnd();
}

/** Letter case as suggestions ignore it. */
export function foldCase(text: string): string {
  return text.toLowerCase();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Where `text` matches in `value` (case-folded): 0 for the whole value or its start, else the start
 * of the first later word beginning with it; undefined when it does not match. `text` must already
 * be normalised; values are compared as stored.
 */
export function matchStart(value: string, text: string): number | undefined {
  const folded = foldCase(value);
  const wanted = foldCase(text);
  if (wanted === '') return undefined;
  if (folded.startsWith(wanted)) return 0;
  for (let at = folded.indexOf(wanted, 1); at > 0; at = folded.indexOf(wanted, at + 1)) {
    // a word starts here when the character before is not part of a word ('BAR-HEAD', '(DEOXY')
    if (!WORD_CHARACTER.test(folded[at - 1] ?? '')) return at;
  }
  return undefined;
}
