// The Data API's load for the HTTP bench: POST /graphql asking `entries` for 1, 25 and 1,000
// entries, 20 scalar fields of CoreEntry each, the fields a client's table of entries shows.

import { QUERY_BOUNDS } from '../../src/server/data-api/query-bounds.ts';

/** 20 leaves of CoreEntry that the archive's entry documents hold, grouped by the object they sit in. */
const ENTRY_FIELDS = `
  rcsb_id
  struct { title }
  struct_keywords { pdbx_keywords }
  exptl { method }
  rcsb_entry_info {
    resolution_combined molecular_weight deposited_atom_count polymer_entity_count nonpolymer_entity_count
    experimental_method selected_polymer_entity_types
  }
  rcsb_accession_info { initial_release_date deposit_date revision_date }
  rcsb_entry_container_identifiers { entry_id polymer_entity_ids }
  cell { length_a }
  symmetry { space_group_name_H_M }
  rcsb_primary_citation { journal_abbrev year }`;

/** The largest request the Data API takes. */
const MOST_ENTRIES = QUERY_BOUNDS.ids;

const entriesQuery = (ids: readonly string[]) => ({
  query: `{ entries(entry_ids: ${JSON.stringify(ids)}) {${ENTRY_FIELDS}\n} }`,
});

/** The three requests, labelled, from the archive's entry ids (repeated to reach 1,000: it holds fewer). */
export function graphqlLoads(entryIds: readonly string[]): Array<[label: string, body: unknown]> {
  if (entryIds.length === 0) throw new Error('The archive holds no entries to ask the Data API for');
  const many = Array.from({ length: MOST_ENTRIES }, (_, i) => entryIds[i % entryIds.length]!);
  const repeated = entryIds.length < MOST_ENTRIES ? ` (${entryIds.length} ids repeated)` : '';
  return [
    ['1 entry', entriesQuery(entryIds.slice(0, 1))],
    ['25 entries', entriesQuery(entryIds.slice(0, 25))],
    [`1,000 entries${repeated}`, entriesQuery(many)],
  ];
}
