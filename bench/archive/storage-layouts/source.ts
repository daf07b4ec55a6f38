// What every layout of the storage-layouts bench shares: the source index (read-only), its
// attributes with their catalogue flags, dbstat sizes, timing, and scratch files.

import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { attachAttributeRows } from '../../../test/support/attribute-rows.ts';

export type ValueKind = 'string' | 'number' | 'date';

export interface SourceAttribute {
  id: number;
  name: string;
  kind: ValueKind;
  searchable: boolean;
  fullText: boolean;
}

export interface Source {
  file: string;
  db: Database.Database;
  entries: number;
  attributes: Map<number, SourceAttribute>;
  byName: Map<string, SourceAttribute>;
  /** `attr IN (...)` of the searchable attributes, for SQL that copies rows. */
  searchableList: string;
}

const kindOf = (valueType: string): ValueKind =>
  valueType === 'integer' || valueType === 'number' ? 'number' : valueType.startsWith('date') ? 'date' : 'string';

/**
 * The index, with its attribute rows (the `attr` table the layouts are measured against, gone
 * from the index since format 19) rebuilt from its documents and attached.
 */
export function openSource(file: string): Source {
  const db = attachAttributeRows(new Database(file, { readonly: true, fileMustExist: true }), resolveSourceDir());
  const entries = db.prepare("SELECT count(*) FROM doc WHERE type = 'entry'").pluck().get() as number;
  const rows = db
    .prepare(
      `SELECT a.id, a.name, a.value_type AS valueType,
              coalesce(json_extract(c.json, '$.searchable'), 0) AS searchable,
              coalesce(json_extract(c.json, '$.full_text'), 0) AS fullText
       FROM attribute a LEFT JOIN catalogue c ON c.name = a.name AND c.service = a.service`,
    )
    .all() as Array<{ id: number; name: string; valueType: string; searchable: number; fullText: number }>;
  const attributes = new Map<number, SourceAttribute>();
  const byName = new Map<string, SourceAttribute>();
  for (const r of rows) {
    const a = { id: r.id, name: r.name, kind: kindOf(r.valueType), searchable: !!r.searchable, fullText: !!r.fullText };
    attributes.set(a.id, a);
    byName.set(a.name, a);
  }
  const ids = [...attributes.values()].filter((a) => a.searchable).map((a) => a.id);
  return { file, db, entries, attributes, byName, searchableList: ids.join(', ') };
}

/** Bytes per b-tree (table or index) of a database, from dbstat. */
export function btreeSizes(db: Database.Database, schema = 'main'): Map<string, number> {
  const rows = db.prepare(`SELECT name, sum(pgsize) AS bytes FROM dbstat('${schema}') GROUP BY name`).all() as Array<{
    name: string;
    bytes: number;
  }>;
  return new Map(rows.map((r) => [r.name, r.bytes]));
}

export const sumOf = (sizes: Map<string, number>, names: (name: string) => boolean): number =>
  [...sizes].filter(([n]) => names(n)).reduce((s, [, b]) => s + b, 0);

/** Milliseconds of fn (best of `repeat` runs after one warm-up) and its last result. */
export function timed<T>(fn: () => T, repeat = 3): { ms: number; result: T } {
  let result = fn();
  let best = Infinity;
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    result = fn();
    best = Math.min(best, performance.now() - start);
  }
  return { ms: best, result };
}

let scratchDir: string | undefined;

/** A new, empty database file in a scratch directory removed by cleanScratch(). */
export function scratchDatabase(name: string): Database.Database {
  scratchDir ??= mkdtempSync(path.join(os.tmpdir(), 'storage-layouts-'));
  const db = new Database(path.join(scratchDir, `${name}.sqlite`));
  // build speed only: a lost scratch file is rebuilt
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  return db;
}

export function cleanScratch(): void {
  if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  scratchDir = undefined;
}

export const kB = (bytes: number): string => (bytes / 1024).toFixed(1);
export const MB = (bytes: number): string => (bytes / 1048576).toFixed(1);
