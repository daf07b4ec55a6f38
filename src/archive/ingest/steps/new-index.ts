// The index being built: a new SQLite file beside the target (renamed into place only when sealed,
// so a failed ingest leaves the previous index intact), with the services' ingest hooks that
// write their own tables into it.

import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { IndexWriter } from '../../index/index-writer.ts';
import type { IngestContext, ServiceIngest } from '../../services/ingest-hooks.ts';
import { serviceIngests } from '../../services/ingest-registry.ts';
import type { RcsbSchemas } from '../rcsb-schema.ts';

export interface NewIndex {
  /** Where it is written until sealed. */
  temporary: string;
  writer: IndexWriter;
  hooks: readonly ServiceIngest[];
  hookContext: IngestContext;
}

export function openNewIndex(out: string, schemas: RcsbSchemas): NewIndex {
  mkdirSync(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const writer = new IndexWriter(temporary, schemas);
  const hookContext: IngestContext = { db: writer.db, rowOf: (type, id) => writer.rowOf(type, id) };
  return { temporary, writer, hooks: serviceIngests(), hookContext };
}

/** A failed ingest leaves nothing behind: the writer is closed and every temporary file removed. */
export function discardNewIndex(index: NewIndex): void {
  index.writer.abort();
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${index.temporary}${suffix}`, { force: true });
}
