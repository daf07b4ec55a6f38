// The index being built: a new SQLite file beside the target (renamed into place only when sealed,
// so a failed ingest leaves the previous index intact), or the published index itself when new
// entries are added to it in one transaction (IndexWriter.append); with the services' ingest
// hooks that write their own tables into it.

import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { IndexWriter } from '../../index/index-writer.ts';
import type { IngestContext, ServiceIngest } from '../../services/ingest-hooks.ts';
import { serviceIngests } from '../../services/ingest-registry.ts';
import type { RcsbSchemas } from '../rcsb-schema.ts';

export interface NewIndex {
  /** Where it is written until sealed: a temporary file, or the index itself for an addition. */
  temporary: string;
  /** Entries are added to the published index rather than a new one built. */
  inPlace: boolean;
  writer: IndexWriter;
  hooks: readonly ServiceIngest[];
  hookContext: IngestContext;
}

export function openNewIndex(out: string, schemas: RcsbSchemas): NewIndex {
  mkdirSync(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  return withHooks(temporary, new IndexWriter(temporary, schemas), false);
}

/** The published index at `out`, open for an addition. */
export function openIndexForAddition(out: string, schemas: RcsbSchemas): NewIndex {
  return withHooks(out, IndexWriter.append(out, schemas), true);
}

function withHooks(temporary: string, writer: IndexWriter, inPlace: boolean): NewIndex {
  const hookContext: IngestContext = {
    db: writer.db,
    rowOf: (type, id) => writer.rowOf(type, id),
    firstRow: writer.firstRow,
  };
  return { temporary, inPlace, writer, hooks: serviceIngests(), hookContext };
}

/**
 * A failed ingest leaves nothing behind: the writer is closed and every temporary file removed;
 * a failed addition is rolled back, leaving the index as it was.
 */
export function discardNewIndex(index: NewIndex): void {
  index.writer.abort();
  if (index.inPlace) return;
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${index.temporary}${suffix}`, { force: true });
}
