// Coordinates kept in the index (table entry_structure, one blob per entry) so the structure
// services never re-read mmCIF files at query time. The ingest hook writes the table; the store
// reads and decodes entries on demand and keeps them.

import type Database from 'better-sqlite3';
import { Lru } from '../../../model/lru.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ServiceIngest } from '../ingest-hooks.ts';
import { entryStructureOf, type EntryStructure } from './entry-structure.ts';
import { decodeEntryStructure, encodeEntryStructure } from './structure-codec.ts';

export const ENTRY_STRUCTURE_TABLE = 'entry_structure';

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${ENTRY_STRUCTURE_TABLE} (entry_row INTEGER PRIMARY KEY, entry_id TEXT NOT NULL, data BLOB NOT NULL)`;

/**
 * Writes entries' structures into an index being built: what the hook does with each parsed file,
 * and what a builder without files (the scale bench's synthetic archive) does with structures it
 * made itself.
 */
export class EntryStructureWriter {
  private insert: Database.Statement | undefined;

  constructor(private readonly db: Database.Database) {}

  write(entryRow: number, structure: EntryStructure): void {
    if (!this.insert) {
      this.db.exec(CREATE_TABLE);
      this.insert = this.db.prepare(
        `INSERT INTO ${ENTRY_STRUCTURE_TABLE} (entry_row, entry_id, data) VALUES (?, ?, ?)`,
      );
    }
    this.insert.run(entryRow, structure.entryId, encodeEntryStructure(structure));
  }
}

export function entryStructureIngest(): ServiceIngest {
  let writer: EntryStructureWriter | undefined;
  return {
    name: 'coordinates',
    entry(entryId, data, { db, rowOf }) {
      const row = rowOf('entry', entryId);
      if (row === undefined) return;
      writer ??= new EntryStructureWriter(db);
      writer.write(row, entryStructureOf(entryId, data));
    },
    finish({ db }) {
      db.exec(CREATE_TABLE);
      db.exec(`CREATE INDEX IF NOT EXISTS entry_structure_by_id ON ${ENTRY_STRUCTURE_TABLE}(entry_id)`);
    },
  };
}

/** Decoded entries kept at most (of any size). */
export const DECODED_ENTRIES_KEPT = 4_096;
/** An archive this small (≈ 290 kB an entry decoded, on average) is kept decoded whole. */
const WHOLE_ARCHIVE_BYTES = 768 * 1024 * 1024;
const AVERAGE_DECODED_BYTES = 290 * 1024;
/**
 * Beyond that, the most recently used up to this: a motif query at 20,000 entries and more decodes
 * a thousand candidates it seldom meets again, so a larger store only adds garbage-collection work
 * (20,000 entries, the scale bench's motifs: 768 MB kept ran 12 % slower than 256 MB, with 650 MB
 * more resident).
 */
const LARGE_ARCHIVE_BYTES = 256 * 1024 * 1024;

/** Bytes of decoded entries a store keeps for an archive of `entries`. */
export function decodedBytesKept(entries: number): number {
  return entries * AVERAGE_DECODED_BYTES <= WHOLE_ARCHIVE_BYTES ? WHOLE_ARCHIVE_BYTES : LARGE_ARCHIVE_BYTES;
}

/** Heap bytes of a decoded structure, near enough (measured 289 kB for 7,985 atoms, 1,049 residues). */
function decodedBytes(structure: EntryStructure | null): number {
  let bytes = 1024;
  for (const chain of structure?.chains ?? []) bytes += 32 * chain.atomNames.length + 48 * chain.seqIds.length;
  return bytes;
}

export class StructureStore {
  private readonly cache: Lru<string, EntryStructure | null>;
  private statement: Database.Statement | null | undefined;

  constructor(private readonly index: ArchiveIndex) {
    this.cache = new Lru({
      capacity: DECODED_ENTRIES_KEPT,
      maxWeight: decodedBytesKept(index.rows('entry').length),
      weigh: decodedBytes,
    });
  }

  /** Reads an entry's coordinates (null: the index has none); prepared once, as a motif query reads a thousand. */
  private get readData(): Database.Statement | null {
    if (this.statement === undefined) {
      const present =
        this.index.db
          .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
          .get(ENTRY_STRUCTURE_TABLE) !== undefined;
      this.statement = present
        ? this.index.db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_id = ?`).pluck()
        : null;
    }
    return this.statement;
  }

  /** The entry's structure by entry id (any case), or undefined when the archive has no coordinates for it. */
  get(entryId: string): EntryStructure | undefined {
    const id = entryId.toUpperCase();
    let found = this.cache.get(id);
    if (found === undefined) {
      const data = this.readData?.get(id) as Buffer | undefined;
      found = data ? decodeEntryStructure(data) : null;
      this.cache.set(id, found);
    }
    return found ?? undefined;
  }

  /** Every entry id with coordinates. */
  entryIds(): string[] {
    if (!this.readData) return [];
    return this.index.db
      .prepare(`SELECT entry_id FROM ${ENTRY_STRUCTURE_TABLE} ORDER BY entry_row`)
      .pluck()
      .all() as string[];
  }
}
