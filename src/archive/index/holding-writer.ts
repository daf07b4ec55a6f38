// The holding table's rows (the status of every entry the holdings files list, and whether the
// archive has it), written in place of any row of the same id.

import type Database from 'better-sqlite3';
import type { HoldingRecord } from '../ingest/annotations/holdings.ts';

export class HoldingWriter {
  private readonly insert: Database.Statement;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      'INSERT OR REPLACE INTO holding (id, status, in_archive, replaced_by, status_date, deposit_date, release_date, title, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
  }

  add(records: Iterable<HoldingRecord>, inArchive: (id: string) => boolean): void {
    for (const r of records) {
      const details: Record<string, unknown> = {};
      if (r.authors) details.authors = r.authors;
      if (r.sequences) details.sequences = r.sequences;
      if (r.sourceDb) details.source_db = r.sourceDb;
      if (r.sourceId) details.source_id = r.sourceId;
      if (r.sourceUrl) details.source_url = r.sourceUrl;
      if (r.sourceFileName) details.source_filename = r.sourceFileName;
      this.insert.run(
        r.id,
        r.status,
        inArchive(r.id) ? 1 : 0,
        r.replacedBy ? JSON.stringify(r.replacedBy) : null,
        r.statusDate ?? null,
        r.depositionDate ?? null,
        r.releaseDate ?? null,
        r.title ?? null,
        Object.keys(details).length > 0 ? JSON.stringify(details) : null,
      );
    }
  }
}
