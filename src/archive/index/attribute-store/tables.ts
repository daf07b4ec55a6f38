// The attribute store's tables (src/archive/README.md, "Index schema"). A segment covers a
// contiguous range of document rows; each attribute has, per segment, a dictionary of its
// distinct (value, num) pairs and the postings of every code.
//
// `key` has no declared type, so numbers stay numbers and sort before text; text compares NOCASE
// like attr.value, and `code` after it keeps case variants apart. Both tables are clustered on
// their lookup path (WITHOUT ROWID): a condition reads one run of dictionary rows and one run of
// postings blobs.

export const ATTRIBUTE_STORE_TABLES = `
CREATE TABLE value_segment (
  segment   INTEGER PRIMARY KEY,
  first_doc INTEGER NOT NULL,
  last_doc  INTEGER NOT NULL,
  postings  INTEGER NOT NULL
);

CREATE TABLE value_dict (
  attr    INTEGER NOT NULL,
  segment INTEGER NOT NULL,
  key     NOT NULL COLLATE NOCASE,
  code    INTEGER NOT NULL,
  text    TEXT,
  PRIMARY KEY (attr, segment, key, code)
) WITHOUT ROWID;

CREATE TABLE value_postings (
  attr       INTEGER NOT NULL,
  segment    INTEGER NOT NULL,
  first_code INTEGER NOT NULL,
  data       BLOB NOT NULL,
  PRIMARY KEY (attr, segment, first_code)
) WITHOUT ROWID;
`;

/**
 * The attached scratch database of a build holding the attributes no query uses: the catalogue
 * takes their statistics from it, then it is deleted (index-writer.ts).
 */
export const UNSEARCHABLE_STORE = 'unsearchable';

/** The tables in an attached database. */
export const attributeStoreTablesIn = (schema: string): string =>
  ATTRIBUTE_STORE_TABLES.replace(/CREATE TABLE /g, `CREATE TABLE ${schema}.`);
