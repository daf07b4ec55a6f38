// One query layer (issue 18): /search/data and the Search API v2 route are two faces of the same
// engine call. For 50 generated requests (queries, return types, paging, sorting, grouping,
// facets including filter facets) both routes give the same identifiers, counts and facets, and
// each answer costs exactly one engine search.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { getTestServerArchive, startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let engine: ArchiveSearch;
let engineCalls = 0;
let restore: () => void;

before(async () => {
  server = await startArchiveServer();
  engine = (await getTestServerArchive()).search;
  const search = engine.search.bind(engine);
  engine.search = (request) => {
    engineCalls++;
    return search(request);
  };
  restore = () => (engine.search = search);
});
after(async () => {
  restore();
  await server.close();
});

const text = (attribute: string, operator: string, value?: unknown) => ({
  type: 'terminal',
  service: 'text',
  parameters: { attribute, operator, ...(value === undefined ? {} : { value }) },
});
const TERMINALS = [
  { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
  { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
  text('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
  text('exptl.method', 'exact_match', 'SOLUTION NMR'),
  text('rcsb_entry_info.resolution_combined', 'range', { from: 1, to: 2.5, include_lower: true }),
  text('rcsb_entity_source_organism.scientific_name', 'exact_match', 'Homo sapiens'),
  text('rcsb_polymer_entity_annotation.type', 'exact_match', 'Pfam'),
  text('rcsb_accession_info.initial_release_date', 'greater', '2000-01-01'),
];
const FACETS = [
  { name: 'methods', aggregation_type: 'terms', attribute: 'exptl.method' },
  { name: 'organisms', aggregation_type: 'terms', attribute: 'rcsb_entity_source_organism.scientific_name' },
  {
    name: 'resolution',
    aggregation_type: 'histogram',
    attribute: 'rcsb_entry_info.resolution_combined',
    interval: 0.5,
  },
  {
    filter: text('rcsb_polymer_entity_annotation.type', 'exact_match', 'Pfam'),
    facets: [{ name: 'pfam', aggregation_type: 'terms', attribute: 'rcsb_polymer_entity_annotation.name' }],
  },
];
const GROUPINGS: Record<string, object[]> = {
  entry: [{ aggregation_method: 'matching_deposit_group_id' }],
  polymer_entity: [
    { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
    { aggregation_method: 'sequence_identity', similarity_cutoff: 30 },
    { aggregation_method: 'matching_uniprot_accession' },
  ],
};

const query = fc.oneof(
  fc.constantFrom(...TERMINALS),
  fc.record({
    type: fc.constant('group'),
    logical_operator: fc.constantFrom('and', 'or'),
    nodes: fc.uniqueArray(fc.constantFrom(...TERMINALS), { minLength: 2, maxLength: 3 }),
  }),
);
const requests = fc
  .record({
    query,
    return_type: fc.constantFrom('entry', 'polymer_entity'),
    start: fc.integer({ min: 0, max: 20 }),
    rows: fc.integer({ min: 1, max: 30 }),
    sort: fc.constantFrom(undefined, 'score', 'rcsb_accession_info.initial_release_date'),
    facets: fc.subarray(FACETS),
    grouped: fc.boolean(),
    groupPick: fc.nat(),
  })
  .map(({ query, return_type, start, rows, sort, facets, grouped, groupPick }) => {
    const groupings = GROUPINGS[return_type] ?? [];
    const group_by = grouped ? groupings[groupPick % groupings.length] : undefined;
    return {
      query,
      return_type,
      request_options: {
        paginate: { start, rows },
        ...(sort && !group_by ? { sort: [{ sort_by: sort, direction: 'desc' }] } : {}),
        ...(facets.length ? { facets } : {}),
        ...(group_by ? { group_by, group_by_return_type: 'groups' } : {}),
      },
    };
  });

interface Answer {
  total_count?: number;
  group_by_count?: number;
  result_set?: Array<{ identifier: string }>;
  group_set?: Array<{ identifier: string; count: number }>;
  facets?: unknown[];
}

/** What both routes must agree on; a facet's buckets as label and population. */
function comparable(answer: Answer) {
  return {
    total: answer.total_count ?? 0,
    groups: answer.group_by_count,
    ids: (answer.result_set ?? []).map((item) => item.identifier),
    groupIds: answer.group_set?.map((group) => [group.identifier, group.count]),
    facets: answer.facets?.map(bucketsOf),
  };
}
function bucketsOf(facet: unknown): unknown {
  const { name, value, buckets } = facet as { name: string; value?: number; buckets?: unknown[] };
  if (value !== undefined) return { name, value };
  return {
    name,
    buckets: (buckets ?? []).map((bucket) => {
      const { label, population, facets } = bucket as { label: string; population: number; facets?: unknown[] };
      return { label, population, ...(facets ? { facets: facets.map(bucketsOf) } : {}) };
    }),
  };
}

async function post(url: string, body: unknown): Promise<{ status: number; json: unknown; calls: number }> {
  engineCalls = 0;
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const raw = await res.text();
  return { status: res.status, json: raw ? JSON.parse(raw) : undefined, calls: engineCalls };
}

/** Half of the 50 requests per test, so that neither nears the per-test ceiling on a loaded runner. */
for (const [half, seed] of [
  ['first', 18],
  ['second', 1018],
] as const) {
  test(`50 generated requests, the ${half} 25: /search/data and /rcsbsearch/v2/query agree, one engine call each`, async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const v2 = await post('/rcsbsearch/v2/query', request);
        const data = await post('/search/data', { report: 'search_summary', request });
        // with the refinement panel's own facets (case-merged, labelled and checked there)
        const panel = await post('/search/data', { report: 'search_summary', request, getDrilldown: true });
        assert.equal(v2.calls, 1, 'v2: one engine call');
        assert.equal(data.calls, 1, '/search/data: one engine call');
        assert.equal(panel.calls, 1, '/search/data with the refinement facets: one engine call');
        assert.deepEqual(
          { ...comparable(panel.json as Answer), facets: [] },
          { ...comparable(data.json as Answer), facets: [] },
        );
        if (v2.status === 204) {
          // hits that fall in no group: /search/data says how many matched, for the UI's 'no results
          // remain after grouping'
          const { statusCode, group_by_count, group_set } = data.json as Answer & { statusCode?: number };
          if (statusCode !== 204) assert.deepEqual([group_by_count, group_set], [0, []]);
          return;
        }
        assert.equal(v2.status, 200, JSON.stringify(v2.json));
        answered++;
        assert.deepEqual(comparable(data.json as Answer), comparable(v2.json as Answer));
      }),
      { numRuns: 25, seed },
    );
    assert.ok(answered >= 12, `${answered} of 25 requests had hits`);
  });
}
