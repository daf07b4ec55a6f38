// Items the current PDBx/mmCIF dictionary makes mandatory that files written before it leave out:
// the method a refinement belongs to, the ordinal of an entity's source, the content type of a
// related entry. The RCSB's loader supplies them and the Data API declares them non-null (a null
// there voids the whole record: 1KIP's refinement, 1A4W's organisms), so ingest supplies the same
// values, before any document is read from the file. An item the file writes is never replaced.

import type { CifData } from './cif-table.ts';

/** Categories keyed by pdbx_refine_id, the experimental method the refinement is for. */
const REFINEMENT_CATEGORIES = ['refine', 'refine_hist', 'refine_ls_restr', 'refine_analyze'];

/** An entity's source categories, keyed by (entity_id, pdbx_src_id). */
const SOURCE_CATEGORIES = ['entity_src_gen', 'entity_src_nat', 'pdbx_entity_src_syn'];

/** The dictionary's value for a related entry whose relation the file does not type. */
const UNTYPED_RELATION = 'unspecified';

export function supplyImpliedKeys(data: CifData): void {
  // Only a lone method names a refinement unambiguously; with several, the item stays absent.
  const methods = data.table('exptl')?.column('method') ?? [];
  const method = methods.length === 1 ? methods[0] : undefined;
  if (method !== undefined)
    for (const category of REFINEMENT_CATEGORIES) data.table(category)?.supply('pdbx_refine_id', () => method);

  for (const category of SOURCE_CATEGORIES) {
    const table = data.table(category);
    if (!table) continue;
    const seen = new Map<string | undefined, number>();
    table.supply('pdbx_src_id', (row) => {
      const entity = table.str('entity_id', row);
      const ordinal = (seen.get(entity) ?? 0) + 1;
      seen.set(entity, ordinal);
      return String(ordinal);
    });
  }

  data.table('pdbx_database_related')?.supply('content_type', () => UNTYPED_RELATION);
}
