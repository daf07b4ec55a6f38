// Readers of typed values that the builder and whole-request validation check alike, and that the
// archive services and server reuse, so every layer reads a number, id, URL, date or sequence the
// same way. They answer a value or a yes/no; the messages belong to the validators.

import type { SequenceType } from './types.ts';
import { CSM_ID_PATTERN, ENTRY_ID_PATTERN, SEQUENCE_ALPHABETS } from './constants/core.ts';
import { DATE_PATTERN } from './constants/vocabulary.ts';

/** Scientific, decimal or integer notation, unsigned ('0.1', '1e-5', '10', '.5', '2.'). */
const DECIMAL_PATTERN = /^\+?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Reads a non-negative number typed in scientific, decimal or integer notation. */
export function parseNonNegativeNumber(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!DECIMAL_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Entry ids are typed loosely: trimmed and upper-cased before any check or lookup. */
export function normaliseEntryId(input: unknown): string {
  return typeof input === 'string' ? input.trim().toUpperCase() : '';
}

/** A PDB entry id (digit 1-9 + three alphanumerics) or a computed-model id. */
export function isValidEntryId(input: unknown): boolean {
  const id = normaliseEntryId(input);
  return ENTRY_ID_PATTERN.test(id) || CSM_ID_PATTERN.test(id);
}

/** An absolute http(s) URL with a host. */
export function isValidUrl(input: unknown): boolean {
  if (typeof input !== 'string' || input.trim() === '' || /\s/.test(input.trim())) return false;
  try {
    const url = new URL(input.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Calendar date written YYYY-MM-DD (2021-02-30 is rejected). */
export function isValidDate(input: unknown): boolean {
  if (typeof input !== 'string' || !DATE_PATTERN.test(input)) return false;
  const [y, m, d] = input.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Old requests used a bare '*' to match everything; full text has no wildcard, so a value made only
 * of asterisks is refused rather than searched literally. ('kin*' stays an ordinary term.)
 */
export function isWildcardOnly(value: unknown): boolean {
  return typeof value === 'string' && /^[\s*]*\*[\s*]*$/.test(value);
}

/**
 * Whitespace removed and upper-cased. A pasted FASTA header line ('>sp|P69905|...') is dropped,
 * since researchers paste FASTA more often than bare sequences.
 */
export function cleanSequence(input: string): string {
  const withoutHeader = input.trimStart().startsWith('>') ? input.trimStart().replace(/^>[^\n]*\n?/, '') : input;
  return withoutHeader.replace(/\s+/g, '').toUpperCase();
}

/** Characters of a cleaned sequence outside the alphabet of its type, each listed once. */
export function invalidSequenceCharacters(sequence: string, type: SequenceType): string[] {
  const allowed = SEQUENCE_ALPHABETS[type];
  return [...new Set([...sequence].filter((c) => !allowed.includes(c)))];
}
