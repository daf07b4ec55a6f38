// Step 4 of ingest: what joins documents once all are written — entry -> component links and the
// holdings (the status of every entry, from extra/holdings when the archive has it).

import type { HoldingRecord } from '../annotations/holdings.ts';
import type { Sources } from './collect-sources.ts';
import type { IngestedEntries } from './ingest-entries.ts';
import type { NewIndex } from './new-index.ts';
import type { IngestRun } from './run.ts';

export function writeRelations(run: IngestRun, sources: Sources, { writer }: NewIndex, entries: IngestedEntries): void {
  run.report({ phase: 'index', done: sources.total, total: sources.total });
  const unlinked = writer.addComponentLinks(entries.links);
  if (unlinked > 0) run.notes.push(`${unlinked} component links without a definition (BIRD ids without PRD files)`);
  const holdings = sources.annotations.holdings;
  if (holdings) {
    // archive entries the holdings files do not list are still held
    for (const id of entries.ids) if (!holdings.records.has(id)) holdings.records.set(id, heldAs(id));
    // an addition rewrites them all: the index holds the entries it had and the new ones
    writer.addHoldings(holdings.records.values(), (id) => entries.ids.has(id) || writer.hasDocument('entry', id));
  } else {
    writer.addHoldings([...entries.ids].map(heldAs), () => true);
  }
}

/** Computed models (AlphaFold, ModelArchive) are computational; every other entry current. */
function heldAs(id: string): HoldingRecord {
  return { id, status: /^(AF|MA)_/.test(id) ? 'computational' : 'current' };
}
