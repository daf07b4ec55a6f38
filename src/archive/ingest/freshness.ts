// Whether an existing index still matches its source: the server asks before it starts, and
// ingest() asks before it rebuilds.

import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { resolveIndexFile, resolveSchemaDir, resolveSourceDir } from '../config.ts';
import { readMetadata, type IndexMetadata } from '../index/metadata.ts';
import { INDEX_FORMAT_VERSION } from '../index/schema.ts';
import { compareManifest } from './manifest.ts';
import { scanSource, type SourceInventory } from './source-files.ts';

export interface Freshness {
  fresh: boolean;
  reason: string;
  metadata?: IndexMetadata;
}

/** Every input file of `source`, with the RCSB schemas from wherever resolveSchemaDir finds them. */
export function inventoryFor(source: string): SourceInventory {
  const schemaDir = resolveSchemaDir(source);
  const inSource = path.resolve(schemaDir) === path.resolve(source, 'schema');
  return scanSource(source, inSource ? undefined : schemaDir);
}

export function readIndexMetadata(file: string): IndexMetadata | undefined {
  if (!existsSync(file)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return readMetadata(db);
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

export function freshness(inventory: SourceInventory, out: string, verifyAll: boolean): Freshness {
  const metadata = readIndexMetadata(out);
  if (!metadata) return { fresh: false, reason: existsSync(out) ? 'index unreadable or incomplete' : 'no index' };
  if (metadata.formatVersion !== INDEX_FORMAT_VERSION) {
    return {
      fresh: false,
      reason: `index format ${metadata.formatVersion}, expected ${INDEX_FORMAT_VERSION}`,
      metadata,
    };
  }
  const comparison = compareManifest(inventory.files, metadata.manifest, verifyAll);
  return comparison.same
    ? { fresh: true, reason: 'input unchanged', metadata }
    : { fresh: false, reason: comparison.reason, metadata };
}

/** Whether `out` was built from exactly the current content of `source` (by this format version). */
export function checkIndexFreshness(source?: string, out?: string, options: { verifyAll?: boolean } = {}): Freshness {
  const sourceDir = resolveSourceDir(source);
  return freshness(inventoryFor(sourceDir), resolveIndexFile(out), options.verifyAll ?? false);
}

export function isIndexFresh(source?: string, out?: string): boolean {
  try {
    return checkIndexFreshness(source, out).fresh;
  } catch {
    return false;
  }
}
