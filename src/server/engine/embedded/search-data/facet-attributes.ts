// The archive's attribute catalogue as the refinement facets' plan reads it
// (model/search-data/default-facets.ts): an attribute counts only when the index holds its values.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { FacetAttributeLookup } from '../../../../model/search-data/default-facets.ts';

export function archiveFacetAttributes(index: ArchiveIndex): FacetAttributeLookup {
  return (service, attribute) =>
    index.attributes.has(attribute) ? index.catalogue[service].get(attribute) : undefined;
}
