// Full text over distinct values (issue 36, docs/scale.md): each distinct full-text value of an
// attribute in a store segment is one row of `text_value` and of the contentless FTS5 table
// `fts_value`, under an id that names its postings, (attribute, segment, code). A match thus
// yields postings (documents and records) from the store, and relevance is computed in JS from
// the value's tokens and occurrence counts (query/text-relevance.ts) as FTS5's bm25 computed it
// over a row per occurrence.

import type Database from 'better-sqlite3';
import { attributeToken, FTS_TOKENIZER } from '../schema.ts';

export const TEXT_VALUE_TABLES = `
CREATE TABLE text_value (
  id          INTEGER PRIMARY KEY,
  occurrences INTEGER NOT NULL,
  tokens      INTEGER NOT NULL,
  text        TEXT NOT NULL
);
CREATE VIRTUAL TABLE fts_value USING fts5(attr, value, content='', columnsize=0, tokenize='${FTS_TOKENIZER}');
`;

const CODE_BITS = 2 ** 26;
const SEGMENT_BITS = 2 ** 14;
const ATTRIBUTE_BITS = 2 ** 13;

/** (attribute, segment, code) as one id below 2^53. */
export function textValueId(attr: number, segment: number, code: number): number {
  if (attr >= ATTRIBUTE_BITS || segment >= SEGMENT_BITS || code >= CODE_BITS)
    throw new Error(`full-text value id out of range: attribute ${attr}, segment ${segment}, code ${code}`);
  return (attr * SEGMENT_BITS + segment) * CODE_BITS + code;
}

export function textValueKey(id: number): { attr: number; segment: number; code: number } {
  const code = id % CODE_BITS;
  const rest = (id - code) / CODE_BITS;
  return { attr: Math.floor(rest / SEGMENT_BITS), segment: rest % SEGMENT_BITS, code };
}

/**
 * The tokens FTS5's `unicode61 remove_diacritics 2` makes of a text: runs of letters, digits and
 * private-use characters, diacritics removed, lower-cased (the same on all 11,527 distinct
 * full-text values of the shared archive, compared with fts5vocab).
 */
export function ftsTokens(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{Co}]+/gu) ?? []
  );
}

export class TextValueWriter {
  private readonly insertValue: Database.Statement;
  private readonly insertFts: Database.Statement;

  constructor(db: Database.Database) {
    this.insertValue = db.prepare('INSERT INTO text_value (id, occurrences, tokens, text) VALUES (?, ?, ?, ?)');
    this.insertFts = db.prepare('INSERT INTO fts_value (rowid, attr, value) VALUES (?, ?, ?)');
  }

  /** One distinct value of a full-text attribute in a segment, with how many rows carry it. */
  add(attr: number, segment: number, code: number, text: string, occurrences: number): void {
    const id = textValueId(attr, segment, code);
    this.insertValue.run(id, occurrences, ftsTokens(text).length, text);
    this.insertFts.run(id, attributeToken(attr), text);
  }
}
