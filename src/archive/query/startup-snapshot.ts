// What a server reads and builds from its index before it serves — the document graph (with the
// identifier ranks of the types its first requests sort) and the startup columns with their
// postings — kept in a file beside the index. Reading them from the index takes tens of seconds
// at 200,000 entries (every document row, then every value of each column's attribute, and more
// from a cold page cache); the file is one sequential read of their arrays.
//
// The file is a cache, never the authority: it is stamped with the index file's identity (and its
// write-ahead log's), so an index rebuilt or added to in place is read afresh and the file
// rewritten; one that is missing, unreadable or of another layout is read afresh too.

import { existsSync, statSync } from 'node:fs';
import { INDEX_FORMAT_VERSION } from '../index/schema.ts';
import type { DocumentGraph } from './document-graph.ts';
import { readSharedFile, readSharedFileHeader, writeSharedFile } from './shared-file.ts';
import type { ColumnSnapshot } from './shared-columns.ts';

/** Bumped whenever DocumentGraph, Column or Postings change shape or meaning. */
const SNAPSHOT_LAYOUT = 1;

export interface StartupState {
  graph: DocumentGraph;
  columns: ColumnSnapshot[];
  /** which columns were built, as the opener names them: other ones are built afresh */
  columnSet: string;
}

export function startupSnapshotFile(indexFile: string): string {
  return `${indexFile}.startup`;
}

function identity(file: string): unknown[] {
  if (!existsSync(file)) return [];
  const { dev, ino, size, mtimeMs } = statSync(file);
  return [dev, ino, size, mtimeMs];
}

function stampOf(indexFile: string): string {
  return JSON.stringify([SNAPSHOT_LAYOUT, INDEX_FORMAT_VERSION, identity(indexFile), identity(`${indexFile}-wal`)]);
}

const stampIn = (header: unknown) => (header as { stamp?: unknown }).stamp;

/** The start-up state stored for this index as it is now, if any (a stale file's arrays are not read). */
export function readStartupSnapshot(indexFile: string): StartupState | undefined {
  const file = startupSnapshotFile(indexFile);
  if (!existsSync(file)) return undefined;
  const stamp = stampOf(indexFile);
  try {
    const stored = readSharedFile(file, (header) => stampIn(header) === stamp) as { state: StartupState } | undefined;
    return stored?.state;
  } catch {
    return undefined;
  }
}

/** Whether a start-up state is stored for this index as it is now (reads only the file's header). */
export function hasStartupSnapshot(indexFile: string): boolean {
  const file = startupSnapshotFile(indexFile);
  try {
    return existsSync(file) && stampIn(readSharedFileHeader(file)) === stampOf(indexFile);
  } catch {
    return false;
  }
}

/** Stores the start-up state for the next start; false (and why) where the file cannot be written. */
export function writeStartupSnapshot(indexFile: string, state: StartupState): true | { unwritten: string } {
  try {
    writeSharedFile(startupSnapshotFile(indexFile), { stamp: stampOf(indexFile), state });
    return true;
  } catch (error) {
    return { unwritten: (error as Error).message };
  }
}
