// Public entry points of the embedded archive's build: ingest() reads an archive directory into
// a new SQLite index (written beside the target and renamed into place) — or, when the source
// only gained entries, adds them to the index in place (ingest/steps/addition.ts) — and isIndexFresh()
// tells the server whether an existing index still matches its source. Each step of ingest()
// lives in ingest/steps/.

import { writeTreeTables } from './index/tree-tables.ts';
import { beginRun, upToDateSummary } from './ingest/steps/begin.ts';
import { buildIndexes } from './ingest/steps/build-indexes.ts';
import { collectSources } from './ingest/steps/collect-sources.ts';
import { ingestComponents } from './ingest/steps/ingest-components.ts';
import { ingestEntries } from './ingest/steps/ingest-entries.ts';
import { discardNewIndex, openIndexForAddition, openNewIndex } from './ingest/steps/new-index.ts';
import { additionTo, RebuildNeeded, resumeRecord, type Addition } from './ingest/steps/addition.ts';
import type { IngestOptions, IngestRun, IngestSummary } from './ingest/steps/run.ts';
import { seal } from './ingest/steps/seal.ts';
import { writeRelations } from './ingest/steps/write-relations.ts';

export { checkIndexFreshness, isIndexFresh, readIndexMetadata, type Freshness } from './ingest/freshness.ts';
export type { IngestOptions, IngestPhase, IngestProgress, IngestSummary, SkippedFile } from './ingest/steps/run.ts';

export async function ingest(options: IngestOptions = {}): Promise<IngestSummary> {
  const run = beginRun(options);
  const current = options.force ? undefined : upToDateSummary(run);
  if (current) return current;
  const plan = options.force ? undefined : additionTo(run);
  if (plan?.kind !== 'add') {
    if (plan) run.rebuiltBecause = plan.reason;
    return write(run);
  }
  try {
    return await write(run, plan);
  } catch (error) {
    // what the new files hold turned out to change what the index holds: the addition was rolled back
    if (!(error instanceof RebuildNeeded)) throw error;
    const again = beginRun(options);
    again.rebuiltBecause = error.message;
    return write(again);
  }
}

/** A new index, or the addition's files written into the published one. */
async function write(run: IngestRun, addition?: Addition): Promise<IngestSummary> {
  if (addition) resumeRecord(run, addition);
  const sources = collectSources(run, addition?.added);
  const index = addition ? openIndexForAddition(run.out, sources.schemas) : openNewIndex(run.out, sources.schemas);
  try {
    index.writer.begin();
    const entries = await ingestEntries(run, sources, index);
    await ingestComponents(run, sources, index, entries);
    writeRelations(run, sources, index, entries);
    await buildIndexes(index);
    writeTreeTables(index.writer.db, sources.annotations.trees);
    return await seal(run, sources, index);
  } catch (error) {
    discardNewIndex(index);
    throw error;
  }
}
