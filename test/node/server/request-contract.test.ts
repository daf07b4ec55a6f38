// One request contract: every rule of a search request lives in the model (request/contract.ts),
// and both request routes refuse a request that breaks one with the model's rule and message.
// The requests below pass the official JSON schema (the v2 route's gate on the wire shape), so
// what refuses them is the model's contract, on either route.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { PUBLIC_API_RULES, checkSearchRequest } from '../../../src/model/request/contract.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const fullText = (value: string) => ({ type: 'terminal', service: 'full_text', parameters: { value } });
const terms = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  aggregation_type: 'terms',
  attribute: 'exptl.method',
  ...extra,
});

/** [what the rule is, a request breaking it, the reason the model gives] */
const CASES: Array<[string, Record<string, unknown>, RegExp]> = [
  [
    'grouping fits its return type',
    {
      query: fullText('kinase'),
      return_type: 'entry',
      request_options: { group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 } },
    },
    /grouping by sequence_identity needs return_type polymer_entity/,
  ],
  [
    'paging is not combined with all hits',
    {
      query: fullText('kinase'),
      return_type: 'entry',
      request_options: { paginate: { start: 0, rows: 25 }, return_all_hits: true },
    },
    /paginate cannot be combined with return_counts or return_all_hits/,
  ],
  [
    'group_by_return_type needs group_by',
    { query: fullText('kinase'), return_type: 'entry', request_options: { group_by_return_type: 'groups' } },
    /group_by_return_type needs group_by/,
  ],
  [
    'a sequence is long enough',
    {
      query: { type: 'terminal', service: 'sequence', parameters: { value: 'MVLS', sequence_type: 'protein' } },
      return_type: 'polymer_entity',
    },
    /The sequence must contain at least 25 residues/,
  ],
  ['full text is not a bare wildcard', { query: fullText('*'), return_type: 'entry' }, /wildcard/],
  [
    'facets nest at most four levels',
    {
      query: fullText('kinase'),
      return_type: 'entry',
      request_options: {
        facets: [
          terms('a', {
            facets: [
              terms('b', {
                facets: [terms('c', { facets: [terms('d', { facets: [terms('e', { facets: [terms('f')] })] })] })],
              }),
            ],
          }),
        ],
      },
    },
    /facets are nested deeper than 4 levels/,
  ],
  [
    'coverage ranking applies to UniProt grouping',
    {
      query: fullText('kinase'),
      return_type: 'entry',
      request_options: {
        group_by: { aggregation_method: 'matching_deposit_group_id', ranking_criteria_type: { sort_by: 'coverage' } },
      },
    },
    /coverage ranking applies to UniProt grouping and takes no direction/,
  ],
];

async function refusal(pathname: string, body: unknown): Promise<{ status: number; message: string }> {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const answer = (text === '' ? {} : JSON.parse(text)) as { msg?: string; message?: string };
  return { status: res.status, message: answer.msg ?? answer.message ?? '' };
}

for (const [rule, request, reason] of CASES) {
  test(`one rule, one message on both routes: ${rule}`, async () => {
    const model = checkSearchRequest(request);
    assert.ok(!model.ok, 'the model refuses it');
    assert.match(model.message, reason);
    const searchData = await refusal('/search/data', { report: 'search_summary', request });
    assert.deepEqual(searchData, { status: 400, message: model.message }, '/search/data');
    const v2 = await refusal('/rcsbsearch/v2/query', request);
    assert.deepEqual(v2, { status: 400, message: model.message }, '/rcsbsearch/v2/query');
  });
}

test('where the public API and the app part: a blank full-text query has no hits on v2, is refused by the app', async () => {
  const request = { query: fullText(' '), return_type: 'entry', request_options: { return_counts: true } };
  const app = checkSearchRequest(request);
  assert.ok(!app.ok);
  assert.equal((await refusal('/search/data', { report: 'search_summary', request })).message, app.message);
  assert.ok(checkSearchRequest(request, PUBLIC_API_RULES).ok);
  const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  await res.body?.cancel();
  assert.equal(res.status, 204);
});
