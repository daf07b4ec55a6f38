// One attribute's rows as dictionary codes: distinct values sorted as the index compares them
// (NOCASE for strings, numerically for numbers and dates; SQLite sorts, so the order is its own),
// and the rows ordered by (code, doc, rec, subrec), ready to be written as postings.

import type { Mode } from './postings.ts';
import type { Source, SourceAttribute } from './source.ts';

export type Key = string | number | null;

export interface PreparedAttribute {
  attribute: SourceAttribute;
  /** Distinct values in code order (null: rows with no exact value, e.g. a long full text). */
  keys: Key[];
  /** Date attributes: the value as written (the key is its epoch ms). */
  texts: Array<string | null>;
  docs: Int32Array;
  recs: Int32Array;
  subrecs: Int32Array;
  /** Rows in (code, doc, rec, subrec) order. */
  order: Uint32Array;
  /** order[starts[c] .. starts[c + 1]) are the rows of code c. */
  starts: Int32Array;
  /** The smallest mode that holds every row (postings.ts). */
  mode: Mode;
}

const DISTINCT: Record<SourceAttribute['kind'], string> = {
  string:
    'SELECT value AS k, NULL AS t FROM attr WHERE attr = ? GROUP BY value COLLATE BINARY ORDER BY value COLLATE NOCASE, value COLLATE BINARY',
  number: 'SELECT num AS k, NULL AS t FROM attr WHERE attr = ? GROUP BY num ORDER BY num',
  date: 'SELECT coalesce(num, value) AS k, value AS t FROM attr WHERE attr = ? GROUP BY k, value COLLATE BINARY ORDER BY k, value COLLATE BINARY',
};

const rowKey = (kind: SourceAttribute['kind'], value: string | null, num: number | null): string =>
  kind === 'string' ? `s${value ?? '\u0000'}` : kind === 'number' ? `n${num}` : `d${num ?? value}\u0001${value}`;

export function prepareAttribute(source: Source, attribute: SourceAttribute): PreparedAttribute {
  const { kind } = attribute;
  const distinct = source.db.prepare(DISTINCT[kind]).raw().all(attribute.id) as Array<[Key, string | null]>;
  const codeOf = new Map<string, number>();
  distinct.forEach(([k, t], code) => {
    const value = kind === 'number' ? null : kind === 'date' ? t : (k as string | null);
    const num = kind === 'string' ? null : typeof k === 'number' ? k : null;
    codeOf.set(rowKey(kind, value, num), code);
  });
  const rows = source.db
    .prepare('SELECT value, num, doc, rec, subrec FROM attr WHERE attr = ?')
    .raw()
    .all(attribute.id) as Array<[string | null, number | null, number, number, number]>;
  const n = rows.length;
  const codes = new Int32Array(n);
  const docs = new Int32Array(n);
  const recs = new Int32Array(n);
  const subrecs = new Int32Array(n);
  let mode: Mode = 0;
  rows.forEach(([value, num, doc, rec, subrec], i) => {
    const code = codeOf.get(rowKey(kind, value, num));
    if (code === undefined) throw new Error(`${attribute.name}: no code for ${value} / ${num}`);
    codes[i] = code;
    docs[i] = doc;
    recs[i] = rec;
    subrecs[i] = subrec;
    if (subrec !== rec) mode = 2;
    else if (rec !== 0 && mode === 0) mode = 1;
  });
  const order = new Uint32Array(n).map((_, i) => i);
  order.sort(
    (a, b) =>
      (codes[a] as number) - (codes[b] as number) ||
      (docs[a] as number) - (docs[b] as number) ||
      (recs[a] as number) - (recs[b] as number) ||
      (subrecs[a] as number) - (subrecs[b] as number),
  );
  const starts = new Int32Array(distinct.length + 1);
  for (let i = 0; i < n; i++) starts[(codes[i] as number) + 1] = (starts[(codes[i] as number) + 1] as number) + 1;
  for (let c = 0; c < distinct.length; c++) starts[c + 1] = (starts[c + 1] as number) + (starts[c] as number);
  return {
    attribute,
    keys: distinct.map(([k]) => k),
    texts: distinct.map(([, t]) => (kind === 'date' ? t : null)),
    docs,
    recs,
    subrecs,
    order,
    starts,
    mode,
  };
}
