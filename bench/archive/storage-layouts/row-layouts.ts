// Layouts with a row per attribute value: L1 (today's table and indexes, searchable attributes
// only) and L2 (a WITHOUT ROWID table clustered on the lookup key, optionally indexed by doc).

import type Database from 'better-sqlite3';
import { btreeSizes, scratchDatabase, sumOf, type Source } from './source.ts';

export interface Built {
  db: Database.Database;
  ms: number;
  /** Named parts of the layout and their bytes. */
  parts: Array<[string, number]>;
  rows: number;
}

const attach = (db: Database.Database, source: Source): void => {
  db.prepare('ATTACH DATABASE ? AS src').run(source.file);
};

export function buildL1(source: Source): Built {
  const db = scratchDatabase('l1');
  const start = performance.now();
  attach(db, source);
  db.exec(`CREATE TABLE attr (attr INTEGER NOT NULL, doc INTEGER NOT NULL, doc_type INTEGER NOT NULL,
    rec INTEGER NOT NULL, subrec INTEGER NOT NULL, value TEXT COLLATE NOCASE, num REAL)`);
  db.exec(`INSERT INTO attr SELECT * FROM src.attr WHERE attr IN (${source.searchableList})`);
  db.exec(`CREATE INDEX attr_by_value ON attr(attr, value, doc);
    CREATE INDEX attr_by_num ON attr(attr, num, doc) WHERE num IS NOT NULL;
    CREATE INDEX attr_by_doc ON attr(doc, attr);`);
  const ms = performance.now() - start;
  db.exec('DETACH DATABASE src');
  const sizes = btreeSizes(db);
  const rows = db.prepare('SELECT count(*) FROM attr').pluck().get() as number;
  return {
    db,
    ms,
    rows,
    parts: ['attr', 'attr_by_value', 'attr_by_num', 'attr_by_doc'].map((n) => [n, sizes.get(n) ?? 0]),
  };
}

/**
 * One key column `v` without affinity: the number for numbers and dates (the date's text kept in
 * `t`), else the string (NOCASE), else an empty blob for a value too long to be held exactly.
 * Equal (attr, v, doc, rec, subrec) rows collapse into one: no reader counts duplicates.
 */
export function buildL2(source: Source): Built & { withDocIndex: number } {
  const db = scratchDatabase('l2');
  const start = performance.now();
  attach(db, source);
  db.exec(`CREATE TABLE attr2 (attr INTEGER NOT NULL, v NOT NULL COLLATE NOCASE, doc INTEGER NOT NULL,
    rec INTEGER NOT NULL, subrec INTEGER NOT NULL, t TEXT,
    PRIMARY KEY (attr, v, doc, rec, subrec)) WITHOUT ROWID`);
  db.exec(`INSERT OR IGNORE INTO attr2
    SELECT attr, coalesce(num, value, x''), doc, rec, subrec, CASE WHEN num IS NOT NULL THEN value END
    FROM src.attr WHERE attr IN (${source.searchableList})
    ORDER BY 1, 2 COLLATE NOCASE, 3, 4, 5`);
  const ms = performance.now() - start;
  db.exec('DETACH DATABASE src');
  const table = sumOf(btreeSizes(db), (n) => n === 'attr2');
  const indexed = performance.now();
  db.exec('CREATE INDEX attr2_by_doc ON attr2(doc, attr)');
  const indexMs = performance.now() - indexed;
  const index = sumOf(btreeSizes(db), (n) => n === 'attr2_by_doc');
  const rows = db.prepare('SELECT count(*) FROM attr2').pluck().get() as number;
  return {
    db,
    ms,
    rows,
    parts: [
      ['attr2', table],
      [`attr2_by_doc (optional, ${(indexMs / 1000).toFixed(1)} s)`, index],
    ],
    withDocIndex: table + index,
  };
}
