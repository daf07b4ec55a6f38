// What the specialised services add to an index while it is built: each hook sees every entry's
// parsed file as it is ingested (so coordinates are read once, in the same pass as the documents)
// and then writes its own tables into the new index before it is sealed and renamed into place.
// A hook may also build side files beside the published index (an MMseqs2 database).

import type Database from 'better-sqlite3';
import type { CifData } from '../ingest/cif-table.ts';
import type { DocType } from '../doc-types.ts';

export interface IngestContext {
  /** The new index's database (not yet published). */
  db: Database.Database;
  rowOf(type: DocType, id: string): number | undefined;
  /**
   * The first row of this build: 1, or past the last row of the published index when entries
   * are added to it — the rows before belong to it and its services' tables already cover them.
   */
  firstRow: number;
}

export interface ServiceIngest {
  readonly name: string;
  /** One entry added to the index, with its parsed file (the first data block). */
  entry?(entryId: string, data: CifData, context: IngestContext): void;
  /** Every document is written: create and fill the service's own tables. */
  finish?(context: IngestContext): void | Promise<void>;
  /** The index is published at `indexFile`: build side files it needs (may be skipped when a tool is missing). */
  published?(indexFile: string, inputHash: string): void | Promise<void>;
}
