// The MyPDB database's schema, as numbered migrations (PRAGMA user_version; mypdb-store.ts runs
// them in order when it opens a file).

/**
 * Each entry upgrades the file by one version; never edit a shipped one, add the next. Exported
 * so the upgrade tests can build a file as an older server left it.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE account (
     id       INTEGER PRIMARY KEY,
     provider TEXT NOT NULL,
     subject  TEXT NOT NULL,
     name     TEXT NOT NULL,
     email    TEXT NOT NULL,
     created  TEXT NOT NULL,
     updated  TEXT NOT NULL,
     UNIQUE (provider, subject)
   );
   CREATE TABLE saved_query (
     id         TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
     request    TEXT NOT NULL,
     count      INTEGER,
     html       TEXT NOT NULL,
     options    TEXT NOT NULL,
     saved      TEXT NOT NULL,
     notify     INTEGER NOT NULL DEFAULT 0,
     last_ids   TEXT
   );
   CREATE INDEX saved_query_by_account ON saved_query(account_id, saved);
   CREATE TABLE session (
     token_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
     created    TEXT NOT NULL,
     expires    INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX session_by_account ON session(account_id);`,
  // what the notification run last saw (the archive it ran on) and the unsubscribe links' key
  `CREATE TABLE meta (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) WITHOUT ROWID;`,
  // a query saved from the custom report keeps its columns (JSON array); null for a plain one
  `ALTER TABLE saved_query ADD COLUMN report_attributes TEXT;`,
  // a session held by an element on another site (a bearer token), good only with that site's Origin
  `ALTER TABLE session ADD COLUMN origin TEXT;`,
  // notification mail goes only to an address its owner confirmed: the one confirmed
  // (null: none yet), and the pending confirmations, each a single-use token kept as its hash
  `ALTER TABLE account ADD COLUMN confirmed_email TEXT;
   CREATE TABLE email_confirmation (
     token_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
     email      TEXT NOT NULL,
     expires    INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX email_confirmation_by_account ON email_confirmation(account_id);`,
];
