// Layouts L3 (a dictionary per attribute + postings chunked over runs of consecutive codes) and
// L4 (one row per distinct value holding its own postings), written from prepared attributes.

import type Database from 'better-sqlite3';
import { ByteWriter, writeList, type Mode } from './postings.ts';
import type { PreparedAttribute } from './prepare.ts';
import { scratchDatabase } from './source.ts';

/** Target bytes of one L3 postings row: rare values share a row instead of having one each. */
export const CHUNK_BYTES = 4096;

export interface PostingsLayout {
  name: string;
  db: Database.Database;
  /** Attribute id -> the mode its postings were written in. */
  modes: Map<number, Mode>;
  /** Milliseconds spent writing (preparing the codes is timed once, apart). */
  writeMs: number;
  postings: number;
}

// The key column has no declared type (no affinity): numbers stay numbers and sort before text,
// strings compare NOCASE like attr.value. `code` after `key` keeps case variants apart.
const DICT = `CREATE TABLE dict (attr INTEGER NOT NULL, key NOT NULL COLLATE NOCASE, code INTEGER NOT NULL,
  t TEXT, PRIMARY KEY (attr, key, code)) WITHOUT ROWID`;
// the dictionary as the brief sketched it: a rowid table indexed by value and by num; rows are
// inserted in code order, so a code is the rowid less the attribute's first rowid
const DICT_ROWID = `CREATE TABLE dict_rowid (attr INTEGER NOT NULL, value TEXT COLLATE NOCASE, num REAL)`;
const DICT_ROWID_INDEXES = `CREATE INDEX dict_rowid_by_value ON dict_rowid(attr, value);
  CREATE INDEX dict_rowid_by_num ON dict_rowid(attr, num) WHERE num IS NOT NULL`;
const POST = `CREATE TABLE post (attr INTEGER NOT NULL, first INTEGER NOT NULL, blob BLOB NOT NULL,
  PRIMARY KEY (attr, first)) WITHOUT ROWID`;
const VALS = `CREATE TABLE vals (attr INTEGER NOT NULL, key NOT NULL COLLATE NOCASE, code INTEGER NOT NULL,
  t TEXT, blob BLOB NOT NULL, PRIMARY KEY (attr, key, code)) WITHOUT ROWID`;
/** What a full-text match (dictionary codes) needs to reach an L4 row. */
export const VALS_BY_CODE = 'CREATE INDEX vals_by_code ON vals(attr, code)';

const NO_VALUE = Buffer.alloc(0);
const storedKey = (k: string | number | null): string | number | Buffer => k ?? NO_VALUE;

export class PostingsWriter {
  readonly layout: PostingsLayout;
  private readonly writer = new ByteWriter();
  private readonly statements: Database.Statement[];

  constructor(
    name: string,
    private readonly kind: 'chunked' | 'rows',
    private readonly elide: boolean,
    private readonly rowidDictionary = false,
  ) {
    const db = scratchDatabase(name);
    db.exec(kind === 'chunked' ? `${DICT}; ${POST}` : VALS);
    if (rowidDictionary) db.exec(DICT_ROWID);
    db.exec('BEGIN');
    this.statements =
      kind === 'chunked'
        ? [
            db.prepare('INSERT INTO dict (attr, key, code, t) VALUES (?, ?, ?, ?)'),
            db.prepare('INSERT INTO post (attr, first, blob) VALUES (?, ?, ?)'),
            ...(rowidDictionary ? [db.prepare('INSERT INTO dict_rowid (attr, value, num) VALUES (?, ?, ?)')] : []),
          ]
        : [db.prepare('INSERT INTO vals (attr, key, code, t, blob) VALUES (?, ?, ?, ?, ?)')];
    this.layout = { name, db, modes: new Map(), writeMs: 0, postings: 0 };
  }

  add(p: PreparedAttribute): void {
    const start = performance.now();
    const mode: Mode = this.elide ? p.mode : 2;
    const id = p.attribute.id;
    this.layout.modes.set(id, mode);
    this.layout.postings += p.order.length;
    const w = this.writer;
    const [dict, post, dictRowid] = this.statements as [Database.Statement, Database.Statement, Database.Statement];
    let first = 0;
    for (let code = 0; code < p.keys.length; code++) {
      const key = p.keys[code] as string | number | null;
      if (this.kind === 'rows') {
        writeList(w, mode, p.docs, p.recs, p.subrecs, p.order, p.starts[code] as number, p.starts[code + 1] as number);
        dict.run(id, storedKey(key), code, p.texts[code], w.take());
        continue;
      }
      dict.run(id, storedKey(key), code, p.texts[code]);
      if (this.rowidDictionary) {
        const text = typeof key === 'string' ? key : p.texts[code];
        dictRowid.run(id, text ?? null, typeof key === 'number' ? key : null);
      }
      writeList(w, mode, p.docs, p.recs, p.subrecs, p.order, p.starts[code] as number, p.starts[code + 1] as number);
      if (w.length >= CHUNK_BYTES) {
        post.run(id, first, w.take());
        first = code + 1;
      }
    }
    if (this.kind === 'chunked' && w.length > 0) post.run(id, first, w.take());
    this.layout.writeMs += performance.now() - start;
  }

  finish(): PostingsLayout {
    const start = performance.now();
    this.layout.db.exec('COMMIT');
    if (this.rowidDictionary) this.layout.db.exec(DICT_ROWID_INDEXES);
    this.layout.writeMs += performance.now() - start;
    return this.layout;
  }
}
