// The text a suggester looks at. Anything a user can type or paste gets an answer: line breaks,
// tabs and other control characters are whitespace, and only a bounded prefix is matched (no
// stored value is anywhere near 100 characters long, so a longer text matches nothing anyway). The
// client sends this prefix and the server reads it again, so a long paste never makes a long URL.

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
