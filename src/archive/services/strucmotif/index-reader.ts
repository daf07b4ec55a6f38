// Read access to the strucmotif tables of an index: entry ordinals and, per residue-type pair,
// the posting directory and bytes (loaded on first use and kept: the whole index is some tens
// of megabytes and every query touches a few type pairs only).

import type Database from 'better-sqlite3';
import { STRUCMOTIF_ENTRY_TABLE, STRUCMOTIF_POSTINGS_TABLE } from './index-build.ts';
import { decodeDirectory, findCode, readPostings, type PostingDirectory, type PostingSink } from './postings.ts';

interface TypePairPostings {
  directory: PostingDirectory;
  postings: Uint8Array;
}

export class StrucmotifIndexReader {
  private entries: string[] | undefined;
  private readonly typePairs = new Map<number, TypePairPostings | null>();

  constructor(private readonly db: Database.Database) {}

  /** Whether the index was built with the strucmotif tables. */
  get available(): boolean {
    return (
      this.db
        .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
        .get(STRUCMOTIF_POSTINGS_TABLE) !== undefined
    );
  }

  /** Entry ids by ordinal. */
  entryIds(): readonly string[] {
    this.entries ??= this.available
      ? (this.db.prepare(`SELECT entry_id FROM ${STRUCMOTIF_ENTRY_TABLE} ORDER BY ordinal`).pluck().all() as string[])
      : [];
    return this.entries;
  }

  private typePair(key: number): TypePairPostings | undefined {
    let found = this.typePairs.get(key);
    if (found === undefined) {
      const row = this.available
        ? (this.db
            .prepare(`SELECT directory, postings FROM ${STRUCMOTIF_POSTINGS_TABLE} WHERE type_pair = ?`)
            .get(key) as { directory: Buffer; postings: Buffer } | undefined)
        : undefined;
      found = row ? { directory: decodeDirectory(row.directory), postings: row.postings } : null;
      this.typePairs.set(key, found);
    }
    return found ?? undefined;
  }

  /** Calls `sink` for every pair of type pair `key` with geometry code `code`; returns how many. */
  forEachPosting(key: number, code: number, sink: PostingSink): number {
    const stored = this.typePair(key);
    if (!stored) return 0;
    const slot = findCode(stored.directory, code);
    if (slot < 0) return 0;
    readPostings(stored.directory, stored.postings, slot, sink);
    return stored.directory.counts[slot]!;
  }
}
