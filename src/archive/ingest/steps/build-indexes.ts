// Step 5 of ingest: with every document written, the SQL indexes over them, each service's own
// tables (sequence, chemical, structure... from what their hooks saw), and the attribute
// catalogue the query builder offers.

import type { NewIndex } from './new-index.ts';

export async function buildIndexes({ writer, hooks, hookContext }: NewIndex): Promise<void> {
  writer.buildIndexes();
  for (const hook of hooks) await hook.finish?.(hookContext);
  writer.writeCatalogue();
}
