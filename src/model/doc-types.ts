// The kinds of document the archive holds: vocabulary of the whole archive, written by ingest
// and read by the index, the query engine, the services and the server, and by the result
// shaping (search-data/), which reads the same documents from the archive or from the Data API.

import type { ReturnType } from './types.ts';

/**
 * Document kinds. Names follow the Search API return types where one exists (`polymer_instance`
 * is the polymer entity instance `1ABC.A`); the others are searchable granularities that map onto
 * a return type through their parents.
 */
export const DOC_TYPES = [
  'entry',
  'polymer_entity',
  'non_polymer_entity',
  'branched_entity',
  'polymer_instance',
  'non_polymer_instance',
  'branched_instance',
  'assembly',
  'mol_definition',
] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** The document type a return type's results are. */
export const DOC_TYPE_OF_RETURN: Readonly<Record<ReturnType, DocType>> = {
  entry: 'entry',
  polymer_entity: 'polymer_entity',
  non_polymer_entity: 'non_polymer_entity',
  polymer_instance: 'polymer_instance',
  assembly: 'assembly',
  mol_definition: 'mol_definition',
};
