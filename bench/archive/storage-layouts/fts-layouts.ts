// Full text of attributes: a row per value occurrence (the index's fts_attr before format 23)
// against an FTS5 table over distinct (attribute, value) dictionary entries, whose rowid names
// the dictionary code; both rebuilt here from attr.value for comparison (values longer than the
// exact-value limit are absent from attr and so from both rebuilds).

import type Database from 'better-sqlite3';
import { attributeToken, FTS_TOKENIZER } from '../../../src/archive/index/schema.ts';
import type { PreparedAttribute } from './prepare.ts';
import { btreeSizes, scratchDatabase, sumOf, type SourceAttribute } from './source.ts';

/** rowid = attribute * 2^32 + code: a full-text attribute may have millions of distinct values. */
export const CODE_FACTOR = 2 ** 32;

export interface FtsBuilt {
  db: Database.Database;
  occurrences: { bytes: number; rows: number; ms: number };
  distinct: { bytes: number; rows: number; ms: number };
}

const ftsBytes = (db: Database.Database, table: string): number =>
  sumOf(btreeSizes(db), (n) => n.startsWith(`${table}_`));

export function buildFts(prepared: readonly PreparedAttribute[]): FtsBuilt {
  const db = scratchDatabase('fts');
  db.exec(`CREATE VIRTUAL TABLE fts_occ USING fts5(attr, value, rec UNINDEXED, subrec UNINDEXED, content='',
      contentless_unindexed=1, tokenize='${FTS_TOKENIZER}');
    CREATE VIRTUAL TABLE fts_dict USING fts5(attr, value, content='', tokenize='${FTS_TOKENIZER}');`);
  const fullText = prepared.filter((p) => p.attribute.fullText && p.attribute.searchable);

  let start = performance.now();
  const occ = db.prepare('INSERT INTO fts_occ (rowid, attr, value, rec, subrec) VALUES (?, ?, ?, ?, ?)');
  let occRows = 0;
  db.exec('BEGIN');
  for (const p of fullText) {
    const token = attributeToken(p.attribute.id);
    for (let code = 0; code < p.keys.length; code++) {
      const value = p.keys[code];
      if (typeof value !== 'string') continue;
      for (let i = p.starts[code] as number; i < (p.starts[code + 1] as number); i++) {
        const row = p.order[i] as number;
        occ.run(++occRows, token, value, p.recs[row], p.subrecs[row]);
      }
    }
  }
  db.exec('COMMIT');
  const occMs = performance.now() - start;

  start = performance.now();
  const dict = db.prepare('INSERT INTO fts_dict (rowid, attr, value) VALUES (?, ?, ?)');
  let dictRows = 0;
  db.exec('BEGIN');
  for (const p of fullText) {
    const token = attributeToken(p.attribute.id);
    p.keys.forEach((value, code) => {
      if (typeof value !== 'string') return;
      dict.run(p.attribute.id * CODE_FACTOR + code, token, value);
      dictRows++;
    });
  }
  db.exec('COMMIT');
  const dictMs = performance.now() - start;
  return {
    db,
    occurrences: { bytes: ftsBytes(db, 'fts_occ'), rows: occRows, ms: occMs },
    distinct: { bytes: ftsBytes(db, 'fts_dict'), rows: dictRows, ms: dictMs },
  };
}

export const wordsMatch = (a: SourceAttribute, word: string): string =>
  `attr:${attributeToken(a.id)} AND value:("${word}")`;

/** The occurrence table's path (the index's fts_attr before format 23), on the rebuilt fts_occ. */
export function currentWords(db: Database.Database, a: SourceAttribute, word: string, scored: boolean): number {
  const sql = scored
    ? 'SELECT rowid, bm25(fts_occ, 0.0, 1.0) FROM fts_occ WHERE fts_occ MATCH ?'
    : 'SELECT rowid FROM fts_occ WHERE fts_occ MATCH ?';
  return db.prepare(sql).raw().all(wordsMatch(a, word)).length;
}

/** Dictionary codes whose value has the word, with bm25 as FTS5 computes it over distinct values. */
export function dictionaryWords(db: Database.Database, a: SourceAttribute, word: string): Array<[number, number]> {
  return (
    db
      .prepare('SELECT rowid, bm25(fts_dict, 0.0, 1.0) FROM fts_dict WHERE fts_dict MATCH ?')
      .raw()
      .all(wordsMatch(a, word)) as Array<[number, number]>
  ).map(([rowid, score]) => [rowid - a.id * CODE_FACTOR, -score]);
}

/** bm25 per occurrence row of the rebuilt occurrence table, in row order of (code, posting). */
export function occurrenceScores(db: Database.Database, a: SourceAttribute, word: string): number[] {
  return (
    db
      .prepare('SELECT bm25(fts_occ, 0.0, 1.0) FROM fts_occ WHERE fts_occ MATCH ? ORDER BY rowid')
      .pluck()
      .all(wordsMatch(a, word)) as number[]
  ).map((s) => -s);
}
