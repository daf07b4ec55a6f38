// The index's meta table: format version, input manifest and hash, counts and features. Read by
// the freshness check and by the server at start-up.

import type Database from 'better-sqlite3';
import type { Manifest } from '../ingest/manifest.ts';

export interface IndexMetadata {
  formatVersion: number;
  inputHash: string;
  manifest: Manifest;
  createdAt: string;
  sourceDir: string;
  documentCounts: Record<string, number>;
  /** Which optional inputs were present ('sifts', 'clusters', ...) and which were not. */
  features: Record<string, boolean>;
  skipped: Array<{ file: string; reason: string }>;
  ingestSeconds: number;
  notes: string[];
  /**
   * Every attribute the RCSB schemas make searchable, held here or not: a query on one the
   * archive lacks matches nothing, while a name outside this list is a request error.
   */
  searchableAttributes?: { text: string[]; text_chem: string[] };
}

type Db = Database.Database;

export function writeMetadata(db: Db, meta: IndexMetadata): void {
  const insert = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(meta)) insert.run(key, JSON.stringify(value));
}

export function readMetadata(db: Db): IndexMetadata | undefined {
  let rows: Array<{ key: string; value: string }>;
  try {
    rows = db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>;
  } catch {
    return undefined;
  }
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      out[row.key] = JSON.parse(row.value);
    } catch {
      return undefined;
    }
  }
  if (typeof out.inputHash !== 'string' || typeof out.formatVersion !== 'number' || !out.manifest) return undefined;
  return out as unknown as IndexMetadata;
}
