// The wire-format checker the browser-direct tests rely on: it passes what the public APIs accept
// and what our stand-in answers, and it finds a wrong request or answer (so a test that uses it can fail).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { payloadOf, wireChecker, type WireChecker, type WireRequest } from '../../support/wire-format.ts';

let server: RunningServer;
let wire: WireChecker;
before(async () => {
  server = await startArchiveServer();
  wire = wireChecker();
});
after(() => server.close());

const SEARCH = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
  request_options: { facets: [{ name: 'Method', aggregation_type: 'terms', attribute: 'exptl.method' }] },
};
const GRAPHQL =
  '{ entries(entry_ids: ["4HHB", "1STP"]) { rcsb_id rcsb_entry_info { resolution_combined } exptl { method } } }';

async function sent(request: WireRequest): Promise<unknown> {
  const body = request.method === 'POST' ? JSON.stringify(request.payload) : undefined;
  const response = await fetch(request.url, {
    method: request.method,
    ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
  });
  assert.equal(response.status, 200);
  return response.json();
}

test('a Search API request: GET json= and POST read alike; the official schema passes it and its answer', async () => {
  const url = `${server.url}/rcsbsearch/v2/query?json=${encodeURIComponent(JSON.stringify(SEARCH))}`;
  const request = { url, method: 'GET', payload: payloadOf(url, 'GET') };
  assert.deepEqual(request.payload, SEARCH);
  assert.deepEqual(wire.request(request), []);
  assert.deepEqual(await wire.answer(request, await sent(request)), []);
});

test('a Search API request or answer the official schemas refuse is found', async () => {
  const url = `${server.url}/rcsbsearch/v2/query`;
  const wrong = { ...SEARCH, query: { type: 'terminal', service: 'fulltext', parameters: { value: 'x' } } };
  assert.equal(wire.request({ url, method: 'POST', payload: wrong }).length, 1);
  const request = { url, method: 'POST', payload: SEARCH };
  const answer = (await sent(request)) as { result_set: Array<Record<string, unknown>> };
  delete answer.result_set[0]!.identifier;
  assert.notDeepEqual(await wire.answer(request, answer), []);
});

test('a GraphQL query is validated against the Data API schema, and its answer re-typed by it', async () => {
  const url = `${server.url}/graphql?query=${encodeURIComponent(GRAPHQL)}`;
  const request = { url, method: 'GET', payload: payloadOf(url, 'GET') };
  assert.deepEqual(wire.request(request), []);
  const answer = (await sent(request)) as { data: { entries: Array<Record<string, unknown>> } };
  assert.deepEqual(await wire.answer(request, answer), []);

  assert.match(
    wire.request({ ...request, payload: { query: '{ entries(entry_ids: ["4HHB"]) { title } }' } })[0]!,
    /title/,
  );
  const wrongType = structuredClone(answer);
  (wrongType.data.entries[0]!.rcsb_entry_info as Record<string, unknown>).resolution_combined = ['1.74 Å'];
  assert.notDeepEqual(await wire.answer(request, wrongType), []);
  const missing = structuredClone(answer);
  missing.data.entries[0]!.rcsb_id = null;
  assert.match((await wire.answer(request, missing)).join(), /non-nullable/);
});

test('a suggester request and answer, and the Data API holdings routes', async () => {
  const suggest = {
    type: 'term',
    suggest: { text: 'hom', completion: [{ attribute: 'rcsb_entity_source_organism.taxonomy_lineage.name' }] },
  };
  const url = `${server.url}/rcsbsearch/v2/suggest?json=${encodeURIComponent(JSON.stringify(suggest))}`;
  const request = { url, method: 'GET', payload: payloadOf(url, 'GET') };
  assert.deepEqual(wire.request(request), []);
  assert.deepEqual(await wire.answer(request, await sent(request)), []);
  assert.deepEqual(wire.request({ url: `${server.url}/rest/v1/holdings/removed/1ABC`, method: 'GET' }), []);
  assert.equal(wire.request({ url: `${server.url}/search/data`, method: 'POST' }).length, 1);
});
