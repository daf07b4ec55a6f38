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

/**
 * Decoded entries kept: the whole shared archive, and at the PDB's size the most recently used
 * up to a bound in bytes (≈ 290 kB each decoded on average, so about 2,700), rather than every
 * entry a query ever touched: a motif query at 200,000 entries may decode a thousand.
 */
export const DECODED_ENTRIES_KEPT = 4_096;
export const DECODED_BYTES_KEPT = 768 * 1024 * 1024;

/** Heap bytes of a decoded structure, near enough (measured 289 kB for 7,985 atoms, 1,049 residues). */
function decodedBytes(structure: EntryStructure | null): number {
  let bytes = 1024;
  for (const chain of structure?.chains ?? []) bytes += 32 * chain.atomNames.length + 48 * chain.seqIds.length;
  return bytes;
}

export class StructureStore {
  private readonly cache = new Lru<string, EntryStructure | null>({
    capacity: DECODED_ENTRIES_KEPT,
    maxWeight: DECODED_BYTES_KEPT,
    weigh: decodedBytes,
  });

  constructor(private readonly index: ArchiveIndex) {}

  private get hasTable(): boolean {
    return (
      this.index.db
        .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
        .get(ENTRY_STRUCTURE_TABLE) !== undefined
    );
  }

  /** The entry's structure by entry id (any case), or undefined when the archive has no coordinates for it. */
  get(entryId: string): EntryStructure | undefined {
    const id = entryId.toUpperCase();
    let found = this.cache.get(id);
    if (found === undefined) {
      const row = this.hasTable
        ? (this.index.db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_id = ?`).get(id) as
            { data: Buffer } | undefined)
        : undefined;
      found = row ? decodeEntryStructure(row.data) : null;
      this.cache.set(id, found);
    }
    return found ?? undefined;
  }

  /** Every entry id with coordinates. */
  entryIds(): string[] {
    if (!this.hasTable) return [];
    return this.index.db
      .prepare(`SELECT entry_id FROM ${ENTRY_STRUCTURE_TABLE} ORDER BY entry_row`)
      .pluck()
      .all() as string[];
  }
}
