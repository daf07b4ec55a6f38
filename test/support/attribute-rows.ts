// An oracle for the attribute store: the index no longer keeps a row per attribute value (the
// store's dictionaries and postings replaced the `attr` table), so tests that check the engine's
// answers with SQL get that table rebuilt from the index's own documents by the same row builder
// ingest uses, in a side file attached to their connection as `attr`, with its old indexes.
// The same file holds `fts_attr`, the occurrence-level full-text table the index kept before
// format 23 (a row per full-text value occurrence), the oracle for full text over distinct values.
// Built once per test archive (keyed like it) and reused; written to a temporary name and renamed,
// so concurrent test processes never read half a file.

import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DocumentRowBuilder } from '../../src/archive/index/document-rows.ts';
import { bodyDecoder } from '../../src/archive/index/body-codec.ts';
import { attributeToken, FTS_TOKENIZER } from '../../src/archive/index/schema.ts';
import { loadSchemaModel, RcsbSchemas } from '../../src/archive/ingest/rcsb-schema.ts';
import type { JsonObject } from '../../src/archive/ingest/category-copy.ts';

/** The table the index kept before format 19: a row per attribute value. */
export const ATTRIBUTE_ROWS_TABLE = `
CREATE TABLE attr (
  attr     INTEGER NOT NULL,
  doc      INTEGER NOT NULL,
  doc_type INTEGER NOT NULL,
  rec      INTEGER NOT NULL,
  subrec   INTEGER NOT NULL,
  value    TEXT COLLATE NOCASE,
  num      REAL
);`;

const ATTR_INDEXES = `
CREATE INDEX attr_by_value ON attr(attr, value, doc);
CREATE INDEX attr_by_num   ON attr(attr, num, doc) WHERE num IS NOT NULL;
CREATE INDEX attr_by_doc   ON attr(doc, attr);`;

/**
 * The full-text table the index kept before format 23. A rowid is the document's row × 2^20 +
 * the value's ordinal within it, so a match names its document.
 */
const OCCURRENCE_FTS_TABLE = `
CREATE VIRTUAL TABLE fts_attr USING fts5(attr, value, rec UNINDEXED, subrec UNINDEXED, content='',
  contentless_unindexed=1, tokenize='${FTS_TOKENIZER}');`;
export const FTS_ATTR_ROW_FACTOR = 2 ** 20;

/** Bumped when what the side file holds changes, so an older one is rebuilt. */
const SIDE_FILE_VERSION = 2;

/** The side file of an index holding its `attr` rows. */
export const attributeRowsFile = (indexFile: string): string => `${indexFile}.attr-rows-${SIDE_FILE_VERSION}`;

/** The archive's RCSB search schemas, as ingest reads them. */
export function archiveSchemas(source: string): RcsbSchemas {
  const schemaDir = path.join(source, 'schema');
  return new RcsbSchemas(
    loadSchemaModel(path.join(schemaDir, 'structure_schema.json'), 'text'),
    loadSchemaModel(path.join(schemaDir, 'chemical_schema.json'), 'text_chem'),
  );
}

function buildAttributeRows(indexFile: string, source: string, out: string): void {
  const builder = new DocumentRowBuilder(archiveSchemas(source));
  const index = new Database(indexFile, { readonly: true, fileMustExist: true });
  const temporary = `${out}.${process.pid}.tmp`;
  const rows = new Database(temporary);
  try {
    const decode = bodyDecoder(index);
    const ids = new Map(
      (index.prepare('SELECT name, id FROM attribute').raw().all() as Array<[string, number]>).map(([n, i]) => [n, i]),
    );
    rows.pragma('journal_mode = OFF');
    rows.pragma('synchronous = OFF');
    rows.exec(ATTRIBUTE_ROWS_TABLE);
    rows.exec(OCCURRENCE_FTS_TABLE);
    const insert = rows.prepare(
      'INSERT INTO attr (attr, doc, doc_type, rec, subrec, value, num) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertText = rows.prepare('INSERT INTO fts_attr (rowid, attr, value, rec, subrec) VALUES (?, ?, ?, ?, ?)');
    rows.transaction(() => {
      for (const [row, id, type, typeCode, body] of index
        .prepare('SELECT row, id, type, type_code, body FROM doc ORDER BY row')
        .raw()
        .iterate() as IterableIterator<[number, string, string, number, Buffer]>) {
        const service = type === 'mol_definition' ? 'text_chem' : 'text';
        const parsed = JSON.parse(decode.text(body)) as JsonObject;
        let textOrdinal = 0;
        for (const r of builder.build(parsed, service, id).rows) {
          const attr = ids.get(r.leaf.path);
          if (attr === undefined) throw new Error(`attribute ${r.leaf.path} is not in the index`);
          insert.run(attr, row, typeCode, r.rec, r.subrec, r.value, r.num);
          if (r.text === null) continue;
          textOrdinal++;
          insertText.run(row * FTS_ATTR_ROW_FACTOR + textOrdinal, attributeToken(attr), r.text, r.rec, r.subrec);
        }
      }
    })();
    rows.exec(ATTR_INDEXES);
    rows.exec("INSERT INTO fts_attr(fts_attr) VALUES ('optimize')");
    rows.close();
    renameSync(temporary, out);
  } catch (error) {
    if (rows.open) rows.close();
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    index.close();
  }
}

/**
 * Attaches the index's `attr` rows to a connection on it (built first when missing), so SQL
 * over `attr` reads them as it read the index's own table before format 19.
 */
export function attachAttributeRows(db: Database.Database, source: string): Database.Database {
  const indexFile = db.name;
  const file = attributeRowsFile(indexFile);
  if (!existsSync(file)) buildAttributeRows(indexFile, source, file);
  db.prepare('ATTACH DATABASE ? AS attribute_rows').run(file);
  return db;
}
