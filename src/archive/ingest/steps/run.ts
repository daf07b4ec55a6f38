// What the steps of one ingest share: where it reads and writes, how it reports progress, and the
// record it keeps on the way (every input file's manifest entry, skipped files, notes, features)
// that the sealed index carries.

import { readFileSync } from 'node:fs';
import { DOC_TYPES, type DocType } from '../../doc-types.ts';
import { manifestEntry, type Manifest } from '../manifest.ts';
import type { SourceFile, SourceInventory } from '../source-files.ts';

export type IngestPhase = 'scan' | 'annotations' | 'entries' | 'components' | 'index' | 'done';

export interface IngestProgress {
  phase: IngestPhase;
  done: number;
  total: number;
  /** The file just processed, relative to the source directory. */
  file?: string;
}

export interface IngestOptions {
  /** Archive directory; default $PDB_ARCHIVE_DIR, else ../shared/archive. */
  source?: string;
  /** Index file; default .data/archive.sqlite. */
  out?: string;
  onProgress?: (progress: IngestProgress) => void;
  /** Rebuild even when the index is fresh. */
  force?: boolean;
}

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface IngestSummary {
  source: string;
  out: string;
  /** True when the existing index already matched the input and nothing was written. */
  upToDate: boolean;
  /** True when the source only gained entries and they were added to the existing index. */
  addedInPlace: boolean;
  /** Why an existing index was rebuilt rather than added to. */
  rebuiltBecause?: string;
  inputHash: string;
  documents: Record<DocType, number>;
  skipped: SkippedFile[];
  seconds: number;
  features: Record<string, boolean>;
  notes: string[];
}

export interface IngestRun {
  readonly source: string;
  readonly out: string;
  /** performance.now() when the ingest began. */
  readonly started: number;
  readonly inventory: SourceInventory;
  readonly report: (progress: IngestProgress) => void;
  readonly manifest: Manifest;
  readonly skipped: SkippedFile[];
  readonly notes: string[];
  readonly features: Record<string, boolean>;
  /** Why an existing index was rebuilt rather than added to (steps/addition.ts). */
  rebuiltBecause?: string;
}

/** Reads one input file and records it in the manifest, so the index knows what it was built from. */
export function readInput(run: IngestRun, file: SourceFile): Buffer {
  const bytes = readFileSync(file.absolutePath);
  run.manifest[file.relativePath] = manifestEntry(file, bytes);
  return bytes;
}

export function skip(run: IngestRun, file: SourceFile, reason: string): void {
  run.skipped.push({ file: file.relativePath, reason });
}

export function secondsSince(run: IngestRun): number {
  return (performance.now() - run.started) / 1000;
}

/** A count for every document type, zero where `found` has none. */
export function countsByType(found: Partial<Record<string, number>>): Record<DocType, number> {
  const counts = Object.fromEntries(DOC_TYPES.map((t) => [t, 0])) as Record<DocType, number>;
  return Object.assign(counts, found);
}
