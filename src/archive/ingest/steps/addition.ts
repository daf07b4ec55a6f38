// Whether ingest may add to the published index instead of rebuilding it (docs/scale.md,
// "Additions in place"): the index is of this format, every input it was built from is still
// there unchanged, and every new input is an entry file, a validation report (of a new entry, or
// of none the index holds), or the definition of a chemical component the index does not hold
// yet. Anything else — a changed or removed file, new annotation tables or schemas, BIRD files, a
// component defined anew, a report for an entry already held — changes documents already
// written, so it takes a full rebuild.

import Database from 'better-sqlite3';
import { readMetadata, type IndexMetadata } from '../../index/metadata.ts';
import { INDEX_FORMAT_VERSION } from '../../index/schema.ts';
import { storedInputChange } from '../manifest.ts';
import { fileStem, namedEntryId, type SourceFile } from '../source-files.ts';
import type { IngestRun } from './run.ts';

/**
 * Thrown while an addition is written when a new file turns out to change what the index holds
 * (an entry it has already, a component definition that would merge differently): ingest rolls
 * the addition back and rebuilds, giving the message as the reason.
 */
export class RebuildNeeded extends Error {}

export interface Addition {
  kind: 'add';
  /** Relative paths of the new inputs. */
  added: ReadonlySet<string>;
  /** What the index holds now. */
  metadata: IndexMetadata;
}

const ADDABLE_ROLES: ReadonlySet<SourceFile['role']> = new Set(['entry', 'integrative', 'validation', 'chem_comp']);

/** The addition the source's new files make to the index at `run.out`, or why it needs a rebuild. */
export function additionTo(run: IngestRun): Addition | { kind: 'rebuild'; reason: string } {
  let db: Database.Database;
  try {
    db = new Database(run.out, { readonly: true, fileMustExist: true });
  } catch {
    return { kind: 'rebuild', reason: 'no index' };
  }
  try {
    const metadata = readMetadata(db);
    if (!metadata) return { kind: 'rebuild', reason: 'index unreadable or incomplete' };
    if (metadata.formatVersion !== INDEX_FORMAT_VERSION)
      return { kind: 'rebuild', reason: `index format ${metadata.formatVersion}, expected ${INDEX_FORMAT_VERSION}` };
    const changed = storedInputChange(run.inventory.files, metadata.manifest);
    if (changed) return { kind: 'rebuild', reason: changed };
    const fresh = run.inventory.files.filter((f) => metadata.manifest[f.relativePath] === undefined);
    const newEntries = new Set(fresh.filter((f) => f.role !== 'validation').map((f) => namedEntryId(f)));
    const held = db.prepare('SELECT 1 FROM doc WHERE id = ? AND type = ?').pluck();
    for (const file of fresh) {
      const why = `input added: ${file.relativePath}`;
      if (!ADDABLE_ROLES.has(file.role))
        return { kind: 'rebuild', reason: `${why} (${file.role} files change what is written)` };
      // a report joins its entry when that is written: one on an entry held already would change it
      if (file.role === 'validation' && !newEntries.has(namedEntryId(file)) && held.get(namedEntryId(file), 'entry'))
        return { kind: 'rebuild', reason: `${why} (a report on an entry the index holds)` };
      if (file.role === 'chem_comp' && held.get(fileStem(file.relativePath).toUpperCase(), 'mol_definition'))
        return { kind: 'rebuild', reason: `${why} (a component the index defines)` };
    }
    return { kind: 'add', added: new Set(fresh.map((f) => f.relativePath)), metadata };
  } finally {
    db.close();
  }
}

/** An addition's record starts from the index's: its inputs (not hashed again), skipped files and notes. */
export function resumeRecord(run: IngestRun, { metadata }: Addition): void {
  Object.assign(run.manifest, metadata.manifest);
  run.skipped.push(...metadata.skipped);
  run.notes.push(...metadata.notes);
}
