// Issue 35, the acceptance-style comparison: 100 generated requests (fast-check) to /search/data,
// /rcsbsearch/v2/query and /graphql give the same answers from the stand-in (our server on the test
// archive) and from an upstream-mode server in front of it. The generators and the normalisation
// are the mode-equivalence test's (test/support/search-requests.ts); the seeds are fixed.
//
// The upstream-mode server keeps to 10 requests a second per upstream API; most parts raise that
// rate through the engine's options so each test stays within the runner's 10 s, and one part of
// each route asks a second pair at the real rate.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { SearchRequest } from '../../../../src/model/types.ts';
import { countRequest } from '../../../../src/store/request-options.ts';
import { comparable, searchRequest, terminal } from '../../../support/search-requests.ts';
import { answerOf, postJson, type Answer } from './answers.ts';
import { startUpstreamPair, type UpstreamPair } from './harness.ts';

let fast: UpstreamPair;
let polite: UpstreamPair;
let entryIds: string[];

/** The same request to both servers of `pair`: the same status and, query_id aside, the same body. */
async function sameAnswer(pair: UpstreamPair, pathname: string, body: unknown): Promise<void> {
  const [standIn, upstream] = await Promise.all([
    answerOf(pair.standIn, pathname, postJson(body)),
    answerOf(pair.upstream, pathname, postJson(body)),
  ]);
  assert.equal(upstream.status, standIn.status, JSON.stringify(upstream.body).slice(0, 300));
  const comparableBody = (answer: Answer) => (answer.body === '' ? null : comparable(answer.body));
  assert.deepEqual(comparableBody(upstream), comparableBody(standIn));
}

function searchData(pair: UpstreamPair) {
  return async (request: SearchRequest): Promise<void> => {
    await sameAnswer(pair, '/search/data', { report: 'search_summary', request, getDrilldown: true });
    await sameAnswer(pair, '/search/data', { report: 'search_summary', request: countRequest(request) });
  };
}

const searchApi = (pair: UpstreamPair) => (request: SearchRequest) => sameAnswer(pair, '/rcsbsearch/v2/query', request);

/**
 * Queries of the Data API documentation's examples (data.rcsb.org, "Examples"), asked of the
 * archive's entries: an entry, several, an entity, an instance, an assembly, a component.
 */
const GRAPHQL_EXAMPLES: Array<(id: string, other: string) => string> = [
  (id) => `{ entry(entry_id: "${id}") { exptl { method } } }`,
  (id, other) => `{ entries(entry_ids: ["${id}", "${other}"]) { rcsb_id struct { title } exptl { method } } }`,
  (id) =>
    `{ entry(entry_id: "${id}") { rcsb_entry_info { resolution_combined nonpolymer_bound_components } rcsb_accession_info { initial_release_date } } }`,
  (id) =>
    `{ polymer_entity(entry_id: "${id}", entity_id: "1") { rcsb_polymer_entity_container_identifiers { entry_id entity_id } rcsb_entity_source_organism { ncbi_taxonomy_id ncbi_scientific_name } } }`,
  (id) => `{ polymer_entity_instance(entry_id: "${id}", asym_id: "A") { rcsb_id polymer_entity { rcsb_id } } }`,
  (id) => `{ assembly(entry_id: "${id}", assembly_id: "1") { rcsb_assembly_info { polymer_entity_instance_count } } }`,
  (id) =>
    `{ entry(entry_id: "${id}") { nonpolymer_entities { nonpolymer_comp { chem_comp { id type formula_weight name formula } } } } }`,
  (id, other) =>
    `{ polymer_entities(entity_ids: ["${id}_1", "${other}_1"]) { rcsb_id entity_poly { pdbx_seq_one_letter_code_can } } }`,
  () => `{ chem_comp(comp_id: "HEM") { chem_comp { type formula_weight name formula } } }`,
];

const graphqlQuery = () =>
  fc
    .tuple(fc.constantFrom(...GRAPHQL_EXAMPLES), fc.constantFrom(...entryIds), fc.constantFrom(...entryIds))
    .map(([example, id, other]) => example(id, other));

const graphql = (pair: UpstreamPair) => (query: string) => sameAnswer(pair, '/graphql', { query });

interface Part {
  route: string;
  runs: number;
  atRealRate: boolean;
  check(pair: UpstreamPair): Promise<void>;
}

function part<T>(
  route: string,
  arbitrary: () => fc.Arbitrary<T>,
  each: (pair: UpstreamPair) => (value: T) => Promise<void>,
  { seed, runs, atRealRate = false }: { seed: number; runs: number; atRealRate?: boolean },
): Part {
  return {
    route,
    runs,
    atRealRate,
    check: (pair) => fc.assert(fc.asyncProperty(arbitrary(), each(pair)), { seed, numRuns: runs, endOnFailure: true }),
  };
}

const views = (seed: number, atRealRate = false) =>
  part('/search/data', () => searchRequest, searchData, { seed, runs: 5, atRealRate });
const apiQueries = (seed: number, atRealRate = false) =>
  part('/rcsbsearch/v2/query', () => searchRequest, searchApi, { seed, runs: 10, atRealRate });
const graphqlQueries = (seed: number, atRealRate = false) =>
  part('/graphql', graphqlQuery, graphql, { seed, runs: 10, atRealRate });

// 100 in all: 40 to /search/data (each with its count), 40 to /rcsbsearch/v2/query, 20 to /graphql
const PARTS: Part[] = [
  ...[350101, 350102, 350103, 350104, 350105, 350106, 350107].map((seed) => views(seed)),
  views(350108, true),
  ...[350201, 350202, 350203].map((seed) => apiQueries(seed)),
  apiQueries(350204, true),
  graphqlQueries(350301),
  graphqlQueries(350302, true),
];

// a suite, so the servers' start and warm-up are no test's time (scripts/test-timing/node-reporter.mjs)
describe('upstream mode answers as the server it stands in front of', () => {
  before(async () => {
    [fast, polite] = await Promise.all([startUpstreamPair({ engine: { maxPerSecond: 10_000 } }), startUpstreamPair()]);
    entryIds = (await (await fetch(`${fast.standIn.url}/rest/v1/holdings/current/entry_ids`)).json()) as string[];
    // the stand-in's first searches of each return type and the upstream engines' metadata schemas,
    // outside any test's time
    const returnTypes = ['entry', 'polymer_entity', 'polymer_instance', 'non_polymer_entity', 'assembly'] as const;
    for (const pair of [fast, polite])
      await Promise.all(
        returnTypes.map((return_type) =>
          sameAnswer(pair, '/search/data', {
            report: 'search_summary',
            request: { query: terminal({ value: 'kinase' }, 'full_text'), return_type },
            getDrilldown: true,
          }),
        ),
      );
  });
  after(async () => {
    await Promise.all([fast?.close(), polite?.close()]);
  });

  let done = 0;
  for (const { route, runs, atRealRate, check } of PARTS) {
    const first = done + 1;
    done += runs;
    const rate = atRealRate ? 'at the real rate of 10 a second' : 'at a raised rate';
    test(`generated requests ${first}–${done} to ${route} (${rate}): the same answers from the stand-in and the upstream-mode server`, () =>
      check(atRealRate ? polite : fast));
  }
});
