// The strucmotif ingest hook: once every entry's coordinates are stored (table entry_structure,
// written by the coordinates hook, which runs first), enumerate each entry's residue pairs and
// write the inverted index at entry level: per (residue-type pair, geometry code), the entries
// holding such pairs and how many (postings.ts). Residues are left out (a query enumerates a
// candidate entry's pairs from its coordinates, candidate-pairs.ts), which takes the index from
// 2.78 bytes a pair to about a byte per distinct (type pair, code) of an entry. Entries are taken
// in ordinal order and cut into segments of consecutive ordinals, each closed once it holds
// `segmentPairs` pairs, so the build buffers one segment at a time whatever the archive's size.
// A segment has a row per (residue-type pair, anchor-distance bin) holding its postings grouped
// by geometry code (deflated), entries counted from the segment's first ordinal: a query reads
// the rows of its type pairs and bins in every segment, never a whole type pair across the
// archive. Entries added later take ordinals after the last and rows of new segments only.

import type Database from 'better-sqlite3';
import { decodeEntryStructure } from '../coordinates/structure-codec.ts';
import { ENTRY_STRUCTURE_TABLE } from '../coordinates/store.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import type { ServiceIngest } from '../ingest-hooks.ts';
import { deflateRawSync } from 'node:zlib';
import { ANGLE_BINS, BACKBONE_BINS, GEOMETRY_CODES, SIDE_CHAIN_BINS } from './descriptor.ts';
import { forEachEntryPair } from './entry-pairs.ts';
import { encodePostings } from './postings.ts';

export const STRUCMOTIF_ENTRY_TABLE = 'strucmotif_entry';
export const STRUCMOTIF_POSTINGS_TABLE = 'strucmotif_postings';
export const STRUCMOTIF_SEGMENT_TABLE = 'strucmotif_segment';

/** Pairs a segment holds at most (ends with the entry that reaches it): ≲ 200 MB of buffers. */
export const SEGMENT_PAIRS = 1 << 24;

/** The anchor-distance bin of a geometry code: rows split by it, as a query's codes span few. */
export const backboneBin = (code: number): number => Math.floor(code / (SIDE_CHAIN_BINS * ANGLE_BINS));

/** Growable parallel Int32 columns: geometry code, entry ordinal, pairs of the entry with that code. */
class PostingColumns {
  codes = new Int32Array(256);
  entries = new Int32Array(256);
  pairs = new Int32Array(256);
  count = 0;

  push(code: number, entry: number, pairs: number): void {
    if (this.count === this.codes.length) {
      const grow = (a: Int32Array) => {
        const next = new Int32Array(a.length * 2);
        next.set(a);
        return next;
      };
      this.codes = grow(this.codes);
      this.entries = grow(this.entries);
      this.pairs = grow(this.pairs);
    }
    const i = this.count++;
    this.codes[i] = code;
    this.entries[i] = entry;
    this.pairs[i] = pairs;
  }

  /** Stable counting sort by geometry code (entries stay ascending within a code). */
  sortedByCode(): PostingColumns {
    const starts = new Int32Array(GEOMETRY_CODES + 1);
    for (let i = 0; i < this.count; i++) starts[this.codes[i]! + 1]!++;
    for (let c = 0; c < GEOMETRY_CODES; c++) starts[c + 1]! += starts[c]!;
    const out = new PostingColumns();
    out.codes = new Int32Array(this.count);
    out.entries = new Int32Array(this.count);
    out.pairs = new Int32Array(this.count);
    out.count = this.count;
    for (let i = 0; i < this.count; i++) {
      const at = starts[this.codes[i]!]!++;
      out.codes[at] = this.codes[i]!;
      out.entries[at] = this.entries[i]!;
      out.pairs[at] = this.pairs[i]!;
    }
    return out;
  }

  /** Pairs the postings stand for. */
  pairTotal(): number {
    let total = 0;
    for (let i = 0; i < this.count; i++) total += this.pairs[i]!;
    return total;
  }
}

/** One entry's pairs as sorted (type pair, code) keys, reusing its buffer from entry to entry. */
class EntryKeys {
  private keys = new Int32Array(1 << 16);
  private count = 0;

  /** Collects the pairs of `structure`; returns the origin of its residue grid. */
  collect(structure: EntryStructure): readonly [number, number, number] {
    this.count = 0;
    const table = forEachEntryPair(structure, (typePair, code) => {
      if (this.count === this.keys.length) {
        const next = new Int32Array(this.keys.length * 2);
        next.set(this.keys);
        this.keys = next;
      }
      this.keys[this.count++] = typePair * GEOMETRY_CODES + code;
    });
    return table.origin;
  }

  get pairs(): number {
    return this.count;
  }

  /** Calls `visit` per distinct (type pair, code), ascending, with its number of pairs. */
  forEachKey(visit: (typePair: number, code: number, pairs: number) => void): void {
    const keys = this.keys.subarray(0, this.count).sort();
    for (let i = 0; i < keys.length;) {
      let end = i + 1;
      while (end < keys.length && keys[end] === keys[i]) end++;
      visit(Math.floor(keys[i]! / GEOMETRY_CODES), keys[i]! % GEOMETRY_CODES, end - i);
      i = end;
    }
  }
}

function createTables(db: Database.Database): void {
  // the origin of the entry's residue grid (the minima of its anchors; NULL without residues), which
  // a query's table of a few residue types needs to order pairs as the whole table does
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${STRUCMOTIF_ENTRY_TABLE} (ordinal INTEGER PRIMARY KEY, entry_id TEXT NOT NULL, origin_x REAL, origin_y REAL, origin_z REAL)`,
  );
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${STRUCMOTIF_SEGMENT_TABLE} (segment INTEGER PRIMARY KEY, first_ordinal INTEGER NOT NULL, entries INTEGER NOT NULL)`,
  );
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${STRUCMOTIF_POSTINGS_TABLE} (type_pair INTEGER NOT NULL, backbone INTEGER NOT NULL, segment INTEGER NOT NULL, pairs INTEGER NOT NULL, directory BLOB NOT NULL, postings BLOB NOT NULL, PRIMARY KEY (type_pair, backbone, segment))`,
  );
}

/** Writes one segment: its rows in key order, then the segment's entry range. */
function writeSegment(
  db: Database.Database,
  segment: number,
  firstOrdinal: number,
  entries: number,
  byKey: Map<number, PostingColumns>,
): void {
  const insertPostings = db.prepare(
    `INSERT INTO ${STRUCMOTIF_POSTINGS_TABLE} (type_pair, backbone, segment, pairs, directory, postings) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const key of [...byKey.keys()].sort((a, b) => a - b)) {
    const sorted = byKey.get(key)!.sortedByCode();
    byKey.delete(key);
    const { directory, postings } = encodePostings(sorted.codes, sorted.entries, sorted.pairs, sorted.count);
    const typePair = Math.floor(key / BACKBONE_BINS);
    insertPostings.run(typePair, key % BACKBONE_BINS, segment, sorted.pairTotal(), directory, deflateRawSync(postings));
  }
  db.prepare(`INSERT INTO ${STRUCMOTIF_SEGMENT_TABLE} (segment, first_ordinal, entries) VALUES (?, ?, ?)`).run(
    segment,
    firstOrdinal,
    entries,
  );
}

/**
 * Fills the strucmotif tables of `db` from its entry_structure table: the entries from row
 * `fromRow` on, after those already indexed (ordinals and segments continue), so entries added to
 * an index get segments of their own.
 */
export function buildStrucmotifIndex(
  db: Database.Database,
  { segmentPairs = SEGMENT_PAIRS, fromRow = 0 }: { segmentPairs?: number; fromRow?: number } = {},
): { entries: number; pairs: number; segments: number } {
  createTables(db);
  const hasCoordinates =
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(ENTRY_STRUCTURE_TABLE) !==
    undefined;
  if (!hasCoordinates) return { entries: 0, pairs: 0, segments: 0 };
  const ids = db
    .prepare(`SELECT entry_row, entry_id FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_row >= ? ORDER BY entry_row`)
    .raw()
    .all(fromRow) as Array<[number, string]>;
  const read = db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_row = ?`).pluck();
  const insertEntry = db.prepare(
    `INSERT INTO ${STRUCMOTIF_ENTRY_TABLE} (ordinal, entry_id, origin_x, origin_y, origin_z) VALUES (?, ?, ?, ?, ?)`,
  );
  const firstOrdinal = db.prepare(`SELECT count(*) FROM ${STRUCMOTIF_ENTRY_TABLE}`).pluck().get() as number;
  const firstSegment =
    ((db.prepare(`SELECT max(segment) FROM ${STRUCMOTIF_SEGMENT_TABLE}`).pluck().get() as number | null) ?? -1) + 1;
  let byKey = new Map<number, PostingColumns>();
  const entryKeys = new EntryKeys();
  let pairs = 0;
  let segments = 0;
  let segmentFirst = firstOrdinal;
  let buffered = 0;
  ids.forEach(([row, id], at) => {
    const ordinal = firstOrdinal + at;
    const local = ordinal - segmentFirst;
    const origin = entryKeys.collect(decodeEntryStructure(read.get(row) as Buffer));
    insertEntry.run(ordinal, id, ...origin.map((v) => (Number.isFinite(v) ? v : null)));
    entryKeys.forEachKey((typePair, code, count) => {
      const key = typePair * BACKBONE_BINS + backboneBin(code);
      let columns = byKey.get(key);
      if (!columns) byKey.set(key, (columns = new PostingColumns()));
      columns.push(code, local, count);
    });
    buffered += entryKeys.pairs;
    if (buffered >= segmentPairs || at === ids.length - 1) {
      writeSegment(db, firstSegment + segments++, segmentFirst, ordinal + 1 - segmentFirst, byKey);
      byKey = new Map();
      pairs += buffered;
      buffered = 0;
      segmentFirst = ordinal + 1;
    }
  });
  return { entries: ids.length, pairs, segments };
}
export function strucmotifIngest(): ServiceIngest {
  return {
    name: 'strucmotif',
    finish({ db, firstRow }) {
      buildStrucmotifIndex(db, { fromRow: firstRow });
    },
  };
}
