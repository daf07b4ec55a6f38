// Read access to the strucmotif tables of an index: entry ordinals, the entry segments and, per
// (residue-type pair, anchor-distance bin, segment), the posting directory and bytes. Rows are
// read on demand and kept in a least-recently-used cache bounded by bytes (ROW_CACHE_BYTES):
// at 200,000 entries the index is several gigabytes, while one query reads a few type pairs in
// one to three bins of each segment, and reads each row once per geometry code it looks up.

import type Database from 'better-sqlite3';
import { inflateRawSync } from 'node:zlib';
import { Lru } from '../../../model/lru.ts';
import { BACKBONE_BINS } from './descriptor.ts';
import {
  STRUCMOTIF_ENTRY_TABLE,
  STRUCMOTIF_POSTINGS_TABLE,
  STRUCMOTIF_SEGMENT_TABLE,
  backboneBin,
} from './index-build.ts';
import { decodeDirectory, findCode, readPostings, type PostingDirectory, type PostingSink } from './postings.ts';

/** Bytes of decoded rows kept: a query's working set even at 200,000 entries (≈ 1 MB a bin and type pair). */
export const ROW_CACHE_BYTES = 128 * 1024 * 1024;
/** Segments an index may have, for the cache's row keys. */
const MAX_SEGMENTS = 2 ** 20;
/** Rows (present or absent) kept at most. */
const ROW_CACHE_ROWS = 200_000;
/** Per row, a fixed weight beside its bytes (the directory's arrays and the entry itself). */
const ROW_OVERHEAD = 256;

interface Segment {
  segment: number;
  firstOrdinal: number;
}

interface SegmentRow {
  directory: PostingDirectory;
  postings: Uint8Array;
}

export class StrucmotifIndexReader {
  private entries: string[] | undefined;
  private origins: Float64Array | undefined;
  private segmentList: Segment[] | undefined;
  private hasTables: boolean | undefined;
  private readonly rows = new Lru<number, SegmentRow | null>({
    capacity: ROW_CACHE_ROWS,
    maxWeight: ROW_CACHE_BYTES,
    weigh: (row) => ROW_OVERHEAD + (row ? row.postings.byteLength + row.directory.codes.length * 12 : 0),
  });
  private readRow: Database.Statement | undefined;

  constructor(private readonly db: Database.Database) {}

  /** Whether the index was built with the strucmotif tables (of this format). */
  get available(): boolean {
    this.hasTables ??=
      this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(STRUCMOTIF_SEGMENT_TABLE) !==
      undefined;
    return this.hasTables;
  }

  /** Entry ids by ordinal. */
  entryIds(): readonly string[] {
    this.entries ??= this.available
      ? (this.db.prepare(`SELECT entry_id FROM ${STRUCMOTIF_ENTRY_TABLE} ORDER BY ordinal`).pluck().all() as string[])
      : [];
    return this.entries;
  }

  /** The origin of an entry's residue grid (index-build.ts), by ordinal. */
  origin(ordinal: number): [number, number, number] {
    if (!this.origins) {
      const rows = this.available
        ? (this.db
            .prepare(`SELECT origin_x, origin_y, origin_z FROM ${STRUCMOTIF_ENTRY_TABLE} ORDER BY ordinal`)
            .raw()
            .all() as Array<Array<number | null>>)
        : [];
      this.origins = Float64Array.from(rows.flat(), (v) => v ?? Infinity);
    }
    const at = 3 * ordinal;
    return [this.origins[at] ?? Infinity, this.origins[at + 1] ?? Infinity, this.origins[at + 2] ?? Infinity];
  }

  private segments(): Segment[] {
    this.segmentList ??= this.available
      ? (this.db
          .prepare(`SELECT segment, first_ordinal AS firstOrdinal FROM ${STRUCMOTIF_SEGMENT_TABLE} ORDER BY segment`)
          .all() as Segment[])
      : [];
    return this.segmentList;
  }

  private row(typePair: number, backbone: number, segment: number): SegmentRow | undefined {
    const key = (typePair * BACKBONE_BINS + backbone) * MAX_SEGMENTS + segment;
    let found = this.rows.get(key);
    if (found === undefined) {
      this.readRow ??= this.db.prepare(
        `SELECT directory, postings FROM ${STRUCMOTIF_POSTINGS_TABLE} WHERE type_pair = ? AND backbone = ? AND segment = ?`,
      );
      const stored = this.readRow.get(typePair, backbone, segment) as
        { directory: Buffer; postings: Buffer } | undefined;
      found = stored
        ? { directory: decodeDirectory(stored.directory), postings: inflateRawSync(stored.postings) }
        : null;
      this.rows.set(key, found);
    }
    return found ?? undefined;
  }

  /**
   * Calls `sink` for every entry holding pairs of type pair `key` with geometry code `code`
   * (entries ascending, with their number of such pairs); returns how many entries.
   */
  forEachPosting(key: number, code: number, sink: PostingSink): number {
    if (!this.available) return 0;
    const backbone = backboneBin(code);
    let count = 0;
    for (const { segment, firstOrdinal } of this.segments()) {
      const stored = this.row(key, backbone, segment);
      if (!stored) continue;
      const slot = findCode(stored.directory, code);
      if (slot < 0) continue;
      readPostings(
        stored.directory,
        stored.postings,
        slot,
        firstOrdinal === 0 ? sink : (entry, pairs) => sink(firstOrdinal + entry, pairs),
      );
      count += stored.directory.counts[slot]!;
    }
    return count;
  }
}
