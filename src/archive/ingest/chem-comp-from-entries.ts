// A chemical component the archive has no definition file for, made from the chem_comp rows the
// entries that hold it carry (ingest-components.ts merges them: the first entry to give a field
// wins), and how to tell such a document from one made from a definition file.

import type { JsonObject } from './category-copy.ts';
import { synonyms } from './chem-comp-documents.ts';
import type { ArchiveDocument } from './documents.ts';

/** The members a component defined only by entries' chem_comp rows has (chemCompFromEntries). */
const FROM_ENTRIES_KEYS = new Set([
  'rcsb_id',
  'chem_comp',
  'rcsb_chem_comp_container_identifiers',
  'rcsb_chem_comp_synonyms',
]);

/** Whether a component's document was made from entries' chem_comp rows rather than a definition file. */
export function isFromEntries(body: Readonly<JsonObject>): boolean {
  return Object.keys(body).every((key) => FROM_ENTRIES_KEYS.has(key));
}

export function chemCompFromEntries(compId: string, chemComp: JsonObject): ArchiveDocument {
  const body: JsonObject = {
    rcsb_id: compId,
    chem_comp: chemComp,
    rcsb_chem_comp_container_identifiers: { comp_id: compId, rcsb_id: compId },
  };
  const syn = synonyms(
    compId,
    chemComp.name,
    typeof chemComp.pdbx_synonyms === 'string' ? chemComp.pdbx_synonyms : undefined,
  );
  if (syn.length > 0) body.rcsb_chem_comp_synonyms = syn;
  return { id: compId, type: 'mol_definition', entryId: null, entityId: null, contentType: null, body };
}
