// Filter facets inside filter facets, shaped as the RCSB's own refinements send them (GO, Pfam,
// EC): each bucket counts the hits whose filtered records carry the label, and equals the count
// computed from the tree files alone (test/support/tree-oracle.ts), not from the index.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { FacetRequest, FilterNode, QueryNode } from '../../../src/model/types.ts';
import type { FacetResult } from '../../../src/archive/query/search-response.ts';
import { entityAnnotations } from '../../support/tree-oracle.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

let engine: ArchiveSearch;
let db: Database.Database;
let entities: Set<string>;

before(async () => {
  const archive = await getTestArchive();
  engine = new ArchiveSearch(archive.file);
  db = archive.open();
  // experimental ones: the default results_content_type
  entities = new Set(
    (
      db.prepare("SELECT id FROM doc WHERE type = 'polymer_entity' AND computational = 0").all() as Array<{
        id: string;
      }>
    ).map((r) => r.id),
  );
});
after(() => {
  engine?.close();
  db?.close();
});

const exact = (attribute: string, value: string | number): FilterNode => ({
  type: 'terminal',
  parameters: { attribute, operator: typeof value === 'number' ? 'equals' : 'exact_match', value },
});
const terms = (attribute: string): FacetRequest => ({
  name: 'names',
  aggregation_type: 'terms',
  attribute,
  min_interval_population: 1,
});
const within = (filter: FilterNode, ...facets: FacetRequest[]): FacetRequest => ({ filter, facets });

/** The buckets of the one terms facet a request's nested filters hold, label -> population. */
async function buckets(
  query: QueryNode,
  facet: FacetRequest,
): Promise<{ hits: string[]; counts: Map<string, number> }> {
  const response = await engine.search(
    validated({
      query,
      return_type: 'polymer_entity',
      request_options: { facets: [facet], return_all_hits: true, results_verbosity: 'compact' },
    }),
  );
  const [result] = (response.facets ?? []) as Array<
    FacetResult & { buckets?: Array<{ label: string; population: number }> }
  >;
  return {
    hits: (response.result_set ?? []) as string[],
    counts: new Map((result?.buckets ?? []).map((b) => [b.label, b.population])),
  };
}

/** label -> number of the given entities annotated with it. */
function expectedCounts(annotated: Map<string, Set<string>>, hits: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entity of hits)
    for (const name of annotated.get(entity) ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

const sorted = (counts: Map<string, number>) => [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

test('GO molecular function: type GO, then lineage name molecular_function, then the annotation names', async () => {
  const type = exact('rcsb_polymer_entity_annotation.type', 'GO');
  const { hits, counts } = await buckets(
    { ...type, service: 'text' } as QueryNode,
    within(
      type,
      within(
        exact('rcsb_polymer_entity_annotation.annotation_lineage.name', 'molecular_function'),
        terms('rcsb_polymer_entity_annotation.name'),
      ),
    ),
  );
  const annotated = entityAnnotations('go', entities);
  assert.deepEqual([...hits].sort(), [...annotated.keys()].sort(), 'the entities with a GO annotation');
  const expected = expectedCounts(entityAnnotations('go', entities, { aspect: 'MF' }), hits);
  assert.ok(expected.size > 20, `${expected.size} molecular functions`);
  assert.deepEqual(sorted(counts), sorted(expected));
});

test('Pfam: type Pfam, then the family names; and its clans: lineage depth 1, then the lineage names', async () => {
  const type = exact('rcsb_polymer_entity_annotation.type', 'Pfam');
  const families = await buckets(
    { ...type, service: 'text' } as QueryNode,
    within(type, terms('rcsb_polymer_entity_annotation.name')),
  );
  const expected = expectedCounts(entityAnnotations('pfam', entities), families.hits);
  assert.ok(expected.size > 20, `${expected.size} Pfam families`);
  assert.deepEqual(sorted(families.counts), sorted(expected));

  const clans = await buckets(
    { ...type, service: 'text' } as QueryNode,
    within(
      type,
      within(
        exact('rcsb_polymer_entity_annotation.annotation_lineage.depth', 1),
        terms('rcsb_polymer_entity_annotation.annotation_lineage.name'),
      ),
    ),
  );
  assert.deepEqual(
    sorted(clans.counts),
    sorted(expectedCounts(entityAnnotations('pfam', entities, { top: true }), clans.hits)),
  );
});

test('EC: lineage depth 1, then the lineage names: the enzyme classes, each entity once', async () => {
  const anyEc = {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'rcsb_polymer_entity.rcsb_ec_lineage.id', operator: 'exists' },
  } as QueryNode;
  const { hits, counts } = await buckets(
    anyEc,
    within(exact('rcsb_polymer_entity.rcsb_ec_lineage.depth', 1), terms('rcsb_polymer_entity.rcsb_ec_lineage.name')),
  );
  const expected = expectedCounts(entityAnnotations('ec', entities, { top: true }), hits);
  assert.ok(expected.size >= 4, `${expected.size} enzyme classes`);
  assert.deepEqual(sorted(counts), sorted(expected));
});
