// The SQLite schema of the archive index. Tables are created before the bulk load; secondary
// indexes after it (building a b-tree once is much faster than maintaining it row by row).
// src/archive/README.md explains the layout.

import { DOC_TYPES, type DocType } from '../doc-types.ts';
import { ATTRIBUTE_STORE_TABLES } from './attribute-store/tables.ts';

/** Bumped whenever ingest output or this schema changes; an index of another version is stale. */
export const INDEX_FORMAT_VERSION = 25;

/** Small integer codes for document types (stored in doc.type_code and attr.doc_type). */
export const DOC_TYPE_CODES: Record<DocType, number> = Object.fromEntries(
  DOC_TYPES.map((t, i) => [t, i + 1]),
) as Record<DocType, number>;

export const FTS_TOKENIZER = 'unicode61 remove_diacritics 2';

export const CREATE_TABLES = `
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE doc (
  row           INTEGER PRIMARY KEY,
  id            TEXT    NOT NULL,
  type          TEXT    NOT NULL,
  type_code     INTEGER NOT NULL,
  entry_row     INTEGER,
  parent_row    INTEGER,
  computational INTEGER,
  body          BLOB    NOT NULL
);

CREATE TABLE body_dictionary (
  type_code  INTEGER PRIMARY KEY,
  dictionary BLOB    NOT NULL
);

CREATE TABLE attribute (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  service     TEXT NOT NULL,
  value_type  TEXT NOT NULL,
  nested_root TEXT
);

CREATE TABLE comp_link (
  comp_row   INTEGER NOT NULL,
  entity_row INTEGER NOT NULL,
  entry_row  INTEGER NOT NULL,
  role       TEXT    NOT NULL
);

CREATE TABLE holding (
  id           TEXT PRIMARY KEY,
  status       TEXT NOT NULL,
  in_archive   INTEGER NOT NULL,
  replaced_by  TEXT,
  status_date  TEXT,
  deposit_date TEXT,
  release_date TEXT,
  title        TEXT,
  details      TEXT
) WITHOUT ROWID;

CREATE TABLE catalogue (
  service TEXT NOT NULL,
  name    TEXT NOT NULL,
  json    TEXT NOT NULL,
  PRIMARY KEY (service, name)
) WITHOUT ROWID;

CREATE TABLE tree_node (
  tree        TEXT    NOT NULL,
  id          TEXT    NOT NULL,
  name        TEXT    NOT NULL,
  rank        TEXT    NOT NULL,
  depth       INTEGER NOT NULL,
  entries     INTEGER NOT NULL DEFAULT 0,
  all_entries INTEGER NOT NULL DEFAULT 0,
  members     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tree, id)
) WITHOUT ROWID;
CREATE TABLE tree_edge (
  tree   TEXT NOT NULL,
  parent TEXT NOT NULL,
  child  TEXT NOT NULL,
  PRIMARY KEY (tree, parent, child)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE fts_doc   USING fts5(main, other, content='', tokenize='${FTS_TOKENIZER}', prefix='2 3');
CREATE VIRTUAL TABLE fts_entry USING fts5(main, other, content='', tokenize='${FTS_TOKENIZER}', prefix='2 3');
${ATTRIBUTE_STORE_TABLES}`;

export const CREATE_INDEXES = `
CREATE UNIQUE INDEX doc_by_id     ON doc(id, type);
CREATE INDEX doc_by_entry         ON doc(entry_row, type_code);
CREATE INDEX doc_by_parent        ON doc(parent_row) WHERE parent_row IS NOT NULL;
CREATE INDEX doc_by_type          ON doc(type_code, row);
CREATE INDEX comp_link_by_comp    ON comp_link(comp_row, entry_row);
CREATE INDEX comp_link_by_entity  ON comp_link(entity_row);
CREATE INDEX comp_link_by_entry   ON comp_link(entry_row);
`;

/** The token that stands for an attribute in fts_value's `attr` column. */
export const attributeToken = (attributeId: number): string => `a${attributeId}`;
