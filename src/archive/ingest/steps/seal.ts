// Step 6 of ingest: seal the new index with its metadata (what it was built from, what it holds,
// what was skipped and why), rename it over the target, and let the services build their side
// files beside the published index.

import { renameSync } from 'node:fs';
import { INDEX_FORMAT_VERSION } from '../../index/schema.ts';
import { inputHash, manifestEntry } from '../manifest.ts';
import type { SchemaModel } from '../rcsb-schema.ts';
import type { Sources } from './collect-sources.ts';
import type { NewIndex } from './new-index.ts';
import { countsByType, secondsSince, type IngestRun, type IngestSummary } from './run.ts';

const OPTIONAL_INPUTS = ['sifts', 'sequence_clusters', 'holdings', 'computed_model_holdings', 'validation_reports'];

export async function seal(
  run: IngestRun,
  sources: Sources,
  { temporary, inPlace, writer, hooks }: NewIndex,
): Promise<IngestSummary> {
  for (const feature of OPTIONAL_INPUTS) {
    const note = `${feature.replace(/_/g, ' ')} unavailable (no input under extra/)`;
    if (!run.features[feature] && !run.notes.includes(note)) run.notes.push(note);
  }
  // Every input counts towards freshness, including files that joined nothing (a validation
  // report for an entry the archive lacks may match one added later).
  for (const file of run.inventory.files) run.manifest[file.relativePath] ??= manifestEntry(file);

  const counts = countsByType(writer.counts);
  const hash = inputHash(run.manifest, INDEX_FORMAT_VERSION);
  writer.finish({
    formatVersion: INDEX_FORMAT_VERSION,
    inputHash: hash,
    manifest: run.manifest,
    createdAt: new Date().toISOString(),
    sourceDir: run.source,
    documentCounts: counts,
    features: run.features,
    skipped: run.skipped,
    ingestSeconds: Math.round(secondsSince(run) * 10) / 10,
    notes: run.notes,
    searchableAttributes: {
      text: searchable(sources.schemas.structure),
      text_chem: searchable(sources.schemas.chemical),
    },
  });
  if (!inPlace) renameSync(temporary, run.out);
  for (const hook of hooks) await hook.published?.(run.out, hash);
  const summary: IngestSummary = {
    source: run.source,
    out: run.out,
    upToDate: false,
    addedInPlace: inPlace,
    ...(run.rebuiltBecause ? { rebuiltBecause: run.rebuiltBecause } : {}),
    inputHash: hash,
    documents: counts,
    skipped: run.skipped,
    seconds: secondsSince(run),
    features: run.features,
    notes: run.notes,
  };
  run.report({ phase: 'done', done: sources.total, total: sources.total });
  return summary;
}

/** Attributes a search can name: the schema leaves that have a search context. */
function searchable(model: SchemaModel): string[] {
  return [...model.leaves.values()]
    .filter((leaf) => leaf.contexts.length > 0)
    .map((leaf) => leaf.path)
    .sort();
}
