// The first step of ingest: resolve where it reads and writes and scan the source; an index that
// already matches the source is reused as it is.

import { resolveIndexFile, resolveSourceDir } from '../../config.ts';
import { freshness, inventoryFor } from '../freshness.ts';
import { countsByType, secondsSince, type IngestOptions, type IngestRun, type IngestSummary } from './run.ts';

export function beginRun(options: IngestOptions): IngestRun {
  const started = performance.now();
  const source = resolveSourceDir(options.source);
  const out = resolveIndexFile(options.out);
  const report = options.onProgress ?? (() => undefined);
  report({ phase: 'scan', done: 0, total: 1 });
  return {
    source,
    out,
    started,
    inventory: inventoryFor(source),
    report,
    manifest: {},
    skipped: [],
    notes: [],
    features: {},
  };
}

/** The summary of the existing index when it was built from exactly this source, else undefined. */
export function upToDateSummary(run: IngestRun): IngestSummary | undefined {
  const fresh = freshness(run.inventory, run.out, false);
  if (!fresh.fresh || !fresh.metadata) return undefined;
  run.report({ phase: 'done', done: 1, total: 1 });
  return {
    source: run.source,
    out: run.out,
    upToDate: true,
    addedInPlace: false,
    inputHash: fresh.metadata.inputHash,
    documents: countsByType(fresh.metadata.documentCounts),
    skipped: fresh.metadata.skipped,
    seconds: secondsSince(run),
    features: fresh.metadata.features,
    notes: fresh.metadata.notes,
  };
}
