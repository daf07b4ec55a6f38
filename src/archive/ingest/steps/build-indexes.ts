// Step 5 of ingest: with every document written, the SQL indexes over them, each service's own
// tables (sequence, chemical, structure... from what their hooks saw), and the attribute
// catalogue the query builder offers.

import { buildAttributeCatalogue } from '../../index/catalogue.ts';
import type { RcsbSchemas } from '../rcsb-schema.ts';
import type { NewIndex } from './new-index.ts';

export async function buildIndexes({ writer, hooks, hookContext }: NewIndex, schemas: RcsbSchemas): Promise<void> {
  writer.buildIndexes();
  for (const hook of hooks) await hook.finish?.(hookContext);
  for (const attribute of buildAttributeCatalogue(writer.db, schemas)) {
    writer.addCatalogueEntry(attribute.service, attribute.attribute, attribute);
  }
}
