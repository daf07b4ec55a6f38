// The strucmotif ingest hook: once every entry's coordinates are stored (table entry_structure,
// written by the coordinates hook, which runs first), enumerate each entry's residue pairs and
// write the inverted index: one row per residue-type pair with its postings grouped by
// geometry code (postings.ts), and the entry ordinals the postings refer to.

import type Database from 'better-sqlite3';
import { decodeEntryStructure } from '../coordinates/structure-codec.ts';
import { ENTRY_STRUCTURE_TABLE } from '../coordinates/store.ts';
import type { ServiceIngest } from '../ingest-hooks.ts';
import { GEOMETRY_CODES } from './descriptor.ts';
import { forEachEntryPair } from './entry-pairs.ts';
import { encodePostings } from './postings.ts';

export const STRUCMOTIF_ENTRY_TABLE = 'strucmotif_entry';
export const STRUCMOTIF_POSTINGS_TABLE = 'strucmotif_postings';

/** Growable parallel Int32 columns: geometry code, entry ordinal, first and second residue. */
class PairColumns {
  codes = new Int32Array(256);
  entries = new Int32Array(256);
  first = new Int32Array(256);
  second = new Int32Array(256);
  count = 0;

  push(code: number, entry: number, r1: number, r2: number): void {
    if (this.count === this.codes.length) {
      const grow = (a: Int32Array) => {
        const next = new Int32Array(a.length * 2);
        next.set(a);
        return next;
      };
      this.codes = grow(this.codes);
      this.entries = grow(this.entries);
      this.first = grow(this.first);
      this.second = grow(this.second);
    }
    const i = this.count++;
    this.codes[i] = code;
    this.entries[i] = entry;
    this.first[i] = r1;
    this.second[i] = r2;
  }

  /** Stable counting sort by geometry code (entries stay ascending within a code). */
  sortedByCode(): PairColumns {
    const starts = new Int32Array(GEOMETRY_CODES + 1);
    for (let i = 0; i < this.count; i++) starts[this.codes[i]! + 1]!++;
    for (let c = 0; c < GEOMETRY_CODES; c++) starts[c + 1]! += starts[c]!;
    const out = new PairColumns();
    out.codes = new Int32Array(this.count);
    out.entries = new Int32Array(this.count);
    out.first = new Int32Array(this.count);
    out.second = new Int32Array(this.count);
    out.count = this.count;
    for (let i = 0; i < this.count; i++) {
      const at = starts[this.codes[i]!]!++;
      out.codes[at] = this.codes[i]!;
      out.entries[at] = this.entries[i]!;
      out.first[at] = this.first[i]!;
      out.second[at] = this.second[i]!;
    }
    return out;
  }
}

function createTables(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${STRUCMOTIF_ENTRY_TABLE} (ordinal INTEGER PRIMARY KEY, entry_id TEXT NOT NULL)`);
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${STRUCMOTIF_POSTINGS_TABLE} (type_pair INTEGER PRIMARY KEY, pairs INTEGER NOT NULL, directory BLOB NOT NULL, postings BLOB NOT NULL)`,
  );
}

/** Fills the strucmotif tables of `db` from its entry_structure table. */
export function buildStrucmotifIndex(db: Database.Database): { entries: number; pairs: number } {
  createTables(db);
  const hasCoordinates =
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(ENTRY_STRUCTURE_TABLE) !==
    undefined;
  if (!hasCoordinates) return { entries: 0, pairs: 0 };
  const ids = db
    .prepare(`SELECT entry_row, entry_id FROM ${ENTRY_STRUCTURE_TABLE} ORDER BY entry_row`)
    .raw()
    .all() as Array<[number, string]>;
  const read = db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_row = ?`).pluck();
  const byTypePair = new Map<number, PairColumns>();
  let pairs = 0;
  ids.forEach(([row], ordinal) => {
    const structure = decodeEntryStructure(read.get(row) as Buffer);
    forEachEntryPair(structure, (typePair, code, r1, r2) => {
      let columns = byTypePair.get(typePair);
      if (!columns) byTypePair.set(typePair, (columns = new PairColumns()));
      columns.push(code, ordinal, r1, r2);
      pairs++;
    });
  });
  const insertEntry = db.prepare(`INSERT INTO ${STRUCMOTIF_ENTRY_TABLE} (ordinal, entry_id) VALUES (?, ?)`);
  ids.forEach(([, id], ordinal) => insertEntry.run(ordinal, id));
  const insertPostings = db.prepare(
    `INSERT INTO ${STRUCMOTIF_POSTINGS_TABLE} (type_pair, pairs, directory, postings) VALUES (?, ?, ?, ?)`,
  );
  for (const [typePair, columns] of [...byTypePair].sort((a, b) => a[0] - b[0])) {
    const sorted = columns.sortedByCode();
    byTypePair.delete(typePair);
    const { directory, postings } = encodePostings(
      sorted.codes,
      sorted.entries,
      sorted.first,
      sorted.second,
      sorted.count,
    );
    insertPostings.run(typePair, sorted.count, directory, postings);
  }
  return { entries: ids.length, pairs };
}

export function strucmotifIngest(): ServiceIngest {
  return {
    name: 'strucmotif',
    finish({ db }) {
      buildStrucmotifIndex(db);
    },
  };
}
