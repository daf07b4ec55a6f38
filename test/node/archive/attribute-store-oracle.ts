// The SQL answers the attribute store must give, written as attribute-terminal.ts's SQL path
// asks `attr` (an independent oracle: rows as sorted [doc, rec, subrec] triples).

import type Database from 'better-sqlite3';
import type { AttributeStore, StoreRows } from '../../../src/archive/index/attribute-store/reader.ts';
import type { ValueTest } from '../../../src/archive/index/attribute-store/value-test.ts';

type Triple = [number, number, number];
type ScanRow = [number, number, number, string | null, number | null];

const byTuple = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string | number | null;
    const y = b[i] as string | number | null;
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
};

export function clauseOf(t: ValueTest): [string, unknown[]] {
  const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
  if (t.on === 'any') return ['', []];
  if (t.on === 'value')
    return t.caseSensitive
      ? [
          ` AND value IN (${marks(t.equals.length)}) AND value COLLATE BINARY IN (${marks(t.equals.length)})`,
          [...t.equals, ...t.equals],
        ]
      : [` AND value IN (${marks(t.equals.length)})`, t.equals];
  if ('equals' in t) return [` AND num IN (${marks(t.equals.length)})`, t.equals];
  const clauses = ['num IS NOT NULL'];
  const args: number[] = [];
  if (t.lower !== undefined) {
    clauses.push(t.lowerInclusive ? 'num >= ?' : 'num > ?');
    args.push(t.lower);
  }
  if (t.upper !== undefined) {
    clauses.push(t.upperInclusive ? 'num <= ?' : 'num < ?');
    args.push(t.upper);
  }
  return [` AND ${clauses.join(' AND ')}`, args];
}

export function sqlRows(db: Database.Database, attr: number, t: ValueTest): Triple[] {
  const [clause, args] = clauseOf(t);
  const rows = db
    .prepare(`SELECT doc, rec, subrec FROM attr WHERE attr = ?${clause}`)
    .raw()
    .all(attr, ...args) as Triple[];
  return rows.sort(byTuple);
}

export function storeRowsSorted(rows: StoreRows): Triple[] {
  return Array.from(rows.docs, (doc, i): Triple => [doc, rows.recs![i]!, rows.subrecs![i]!]).sort(byTuple);
}

export function sqlScan(db: Database.Database, attr: number): ScanRow[] {
  const rows = db.prepare('SELECT doc, rec, subrec, value, num FROM attr WHERE attr = ?').raw().all(attr) as ScanRow[];
  return rows.sort(byTuple);
}

export function scanSorted(store: AttributeStore, attr: number): ScanRow[] {
  const scan = store.scan(attr);
  for (let i = 1; i < scan.docs.length; i++)
    if (scan.docs[i - 1]! > scan.docs[i]!) throw new Error('scan out of document order');
  return Array.from(scan.docs, (doc, i): ScanRow => {
    const pair = scan.pairs[scan.codes[i]!]!;
    return [doc, scan.recs[i]!, scan.subrecs[i]!, pair.value, pair.num];
  }).sort(byTuple);
}
