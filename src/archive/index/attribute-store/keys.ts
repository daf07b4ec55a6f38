// What one dictionary entry of the attribute store stands for, and the order of entries: the
// order of the `key` column (numbers first, numerically; then strings under SQLite's NOCASE;
// then the empty blob of a row with neither value nor number), with case variants adjacent and
// ordered by their exact text. Codes are positions in this order, so a numeric range or a
// case-insensitive string is a contiguous run of codes.

/**
 * One distinct (value, num) pair of an attribute's rows, as `attr` stored them. A full text too
 * long for `value` (over 1024 characters) is kept as `long`, so each such text has a code of its
 * own for full-text search, while exact matches, columns and statistics see no value.
 */
export interface ValuePair {
  value: string | null;
  num: number | null;
  long?: string;
}

/** SQLite's NOCASE collation: the 26 ASCII capitals fold to lower case, nothing else changes. */
export function foldAscii(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : text;
}

/**
 * Code point order (SQLite's BINARY order of UTF-8 text), which JS's `<` on UTF-16 code units
 * misses only where a surrogate pair meets a unit in U+E000..U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const high = (c: number): number => (c >= 0xd800 ? (c >= 0xe000 ? c - 0x800 : c + 0x2000) : c);
    return high(x) - high(y);
  }
  return a.length - b.length;
}

/** NOCASE order, ties by exact text: the order of the `key` column's strings and their codes. */
export function compareText(a: string, b: string): number {
  return compareCodePoints(foldAscii(a), foldAscii(b)) || compareCodePoints(a, b);
}

/** 0: a number (dates too: their epoch ms), 1: a string without a number, 2: neither. */
export const keyClass = (pair: ValuePair): number => (pair.num !== null ? 0 : pair.value !== null ? 1 : 2);

export function comparePairs(a: ValuePair, b: ValuePair): number {
  const ca = keyClass(a);
  const cb = keyClass(b);
  if (ca !== cb) return ca - cb;
  if (ca === 0) {
    const d = (a.num as number) - (b.num as number);
    if (d !== 0) return d;
    if (a.value === null || b.value === null) return a.value === null ? (b.value === null ? 0 : -1) : 1;
    return compareText(a.value, b.value);
  }
  if (ca === 1) return compareText(a.value as string, b.value as string);
  if (a.long === undefined || b.long === undefined) return a.long === undefined ? (b.long === undefined ? 0 : -1) : 1;
  return compareCodePoints(a.long, b.long);
}

/** The empty blob: sorts after every number and string in the `key` column. */
const NO_VALUE = Buffer.alloc(0);

/** The `key` and `text` columns of a dictionary row. */
export function storedKey(pair: ValuePair): [key: number | string | Buffer, text: string | null] {
  if (pair.num !== null) return [pair.num, pair.value];
  return [pair.value ?? NO_VALUE, pair.value === null ? (pair.long ?? null) : null];
}

/** A dictionary row back to the (value, num) pair it stands for. */
export function pairOf(key: unknown, text: string | null): ValuePair {
  if (typeof key === 'number') return { value: text, num: key };
  if (typeof key === 'bigint') return { value: text, num: Number(key) };
  if (typeof key === 'string') return { value: key, num: null };
  return text === null ? { value: null, num: null } : { value: null, num: null, long: text };
}
