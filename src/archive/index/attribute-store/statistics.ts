// The catalogue's statistics of one attribute from the attribute store, as catalogue.ts reads
// them from `attr` today: documents with a row, the numeric range, the distinct values (NOCASE,
// as `count(DISTINCT value)` counts them) and the first few in NOCASE order, and the document
// types present; over all documents or those of one type.

import { compareCodePoints, compareText, foldAscii } from './keys.ts';
import type { StoreScan } from './reader.ts';

export interface AttributeStatistics {
  docs: number;
  min: number | null;
  max: number | null;
  distinct: number;
  /** document type codes present, ascending */
  docTypes: number[];
  /** distinct values in NOCASE order (the first case variant of each), at most `valuesLimit` */
  values: string[];
}

/**
 * `typeOf[doc]` is the document's type code. Undefined when no row passes (no document of the
 * type has the attribute).
 */
export function attributeStatistics(
  scan: StoreScan,
  typeOf: ArrayLike<number>,
  options: { docType?: number; valuesLimit?: number; fromDoc?: number } = {},
): AttributeStatistics | undefined {
  const used = new Uint8Array(scan.pairs.length);
  const types = new Set<number>();
  let docs = 0;
  let last = -1;
  for (let i = 0; i < scan.docs.length; i++) {
    const doc = scan.docs[i] as number;
    const type = typeOf[doc] as number;
    if (options.docType !== undefined && type !== options.docType) continue;
    if (options.fromDoc !== undefined && doc < options.fromDoc) continue;
    if (doc !== last) {
      docs++;
      last = doc;
      types.add(type);
    }
    used[scan.codes[i] as number] = 1;
  }
  if (docs === 0) return undefined;
  let min: number | null = null;
  let max: number | null = null;
  const variants = new Map<string, string>();
  scan.pairs.forEach(({ value, num }, code) => {
    if (!used[code]) return;
    if (num !== null) {
      if (min === null || num < min) min = num;
      if (max === null || num > max) max = num;
    }
    if (value === null) return;
    const key = foldAscii(value);
    const seen = variants.get(key);
    if (seen === undefined || compareText(value, seen) < 0) variants.set(key, value);
  });
  const keys = [...variants.keys()].sort(compareCodePoints);
  return {
    docs,
    min,
    max,
    distinct: keys.length,
    docTypes: [...types].sort((a, b) => a - b),
    values: keys.slice(0, options.valuesLimit ?? keys.length).map((k) => variants.get(k) as string),
  };
}
