// The kinds of document the archive holds: vocabulary of the whole archive, written by ingest
// and read by the index, the query engine, the services and the server.

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
