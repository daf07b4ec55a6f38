// The Data API's routes in upstream mode (issue 35): /graphql (GET and POST), its query editor,
// the REST types' schemas and the holdings answer as the upstream (a stand-in on the embedded
// archive) answers them, and a query the server can refuse itself never reaches the upstream.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { QUERY_BOUNDS } from '../../../../src/server/data-api/query-bounds.ts';
import { answerOf, postJson } from './answers.ts';
import { startUpstreamPair, startUpstreamServer, type UpstreamPair } from './harness.ts';

let pair: UpstreamPair;
let standIn: UpstreamPair['standIn'];
let upstream: UpstreamPair['upstream'];
// a suite, so the shared set-up is its hook's time, not the first test's
describe('the Data API through an upstream-mode server', () => {
  before(async () => {
    pair = await startUpstreamPair();
    ({ standIn, upstream } = pair);
    // both schemas built before the tests' clocks start: the stand-in's from its archive, then ours from it
    await upstream.engine.dataApi.schema();
  });
  after(async () => {
    await pair?.close();
  });

  /** `pathname` asked of both servers: the upstream-mode server answers as the stand-in does. */
  async function sameAnswer(pathname: string, init?: RequestInit): Promise<void> {
    const expected = await answerOf(standIn, pathname, init);
    const actual = await answerOf(upstream, pathname, init);
    assert.deepEqual(actual, expected, `${init?.method ?? 'GET'} ${pathname} ${String(init?.body ?? '')}`);
  }

  const ENTRY_QUERY = `query Entry($id: String!) { entry(entry_id: $id) { rcsb_id struct { title } exptl { method }
    polymer_entities { rcsb_id entity_poly { pdbx_seq_one_letter_code_can } } } }
    query Components { chem_comps(comp_ids: ["ATP", "HEM", "XXXX"]) { chem_comp { id name formula_weight } } }`;

  /** Queries that run, with their variables and operation names, as the tests' clients send them. */
  const RUNNING_QUERIES: unknown[] = [
    { query: ENTRY_QUERY, variables: { id: '4HHB' }, operationName: 'Entry' },
    { query: ENTRY_QUERY, operationName: 'Components' },
    { query: ENTRY_QUERY, variables: { id: 'NONE' }, operationName: 'Entry' },
  ];

  /** Queries that fail in a field, in validation, or cannot be read at all. */
  const FAILING_QUERIES: unknown[] = [
    { query: ENTRY_QUERY },
    // a variable of the wrong type: the error's location is in the query as the caller wrote it
    { query: `# an entry by its id\n${ENTRY_QUERY}`, variables: { id: 4 }, operationName: 'Entry' },
    { query: '{ entries(entry_ids: ["4HHB", "1STP"]) { rcsb_id no_such_field } }' },
    { query: '{ entry(entry_id: 4) { rcsb_id } }' },
    { query: '{ entry(entry_id: "4HHB") { rcsb_id ' },
    { query: '' },
    { query: '{ __typename }', variables: '[1]' },
  ];

  test('POST /graphql answers as the upstream: data, operations chosen by name, variables', async () => {
    for (const body of RUNNING_QUERIES) await sameAnswer('/graphql', postJson(body));
    await sameAnswer('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/graphql' },
      body: '{ entry(entry_id: "1STP") { rcsb_id rcsb_entry_info { resolution_combined } } }',
    });
  });

  test('POST /graphql answers as the upstream: field and validation errors, unreadable queries and bodies', async () => {
    for (const body of FAILING_QUERIES) await sameAnswer('/graphql', postJson(body));
    await sameAnswer('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
  });

  test('GET /graphql and the query editor page answer as the upstream', async () => {
    for (const body of [...RUNNING_QUERIES, ...FAILING_QUERIES]) {
      const { query, variables, operationName } = body as Record<string, unknown>;
      const params = new URLSearchParams({ query: String(query) });
      if (variables !== undefined)
        params.set('variables', typeof variables === 'string' ? variables : JSON.stringify(variables));
      if (typeof operationName === 'string') params.set('operationName', operationName);
      await sameAnswer(`/graphql?${params}`);
    }
    for (const query of ['{ entry(entry_id: "4HHB") { rcsb_id struct { title } } }', '{ entry { nope } }', ''])
      await sameAnswer(`/graphql/index.html?${new URLSearchParams({ query })}`);
  });

  test('the REST types schemas and the holdings lists and records answer as the upstream', async () => {
    for (const path of [
      '/rest/v1/schema/entry',
      '/rest/v1/schema/polymer_entity',
      '/rest/v1/schema/no_such_type',
      '/rest/v1/holdings/current/entry_ids',
      '/rest/v1/holdings/current/ccd_ids',
      '/rest/v1/holdings/current/prd_ids',
      '/rest/v1/holdings/current/no_such_list',
      '/rest/v1/holdings/removed/116l',
      '/rest/v1/holdings/removed/163D',
      '/rest/v1/holdings/unreleased/5BKN',
      '/rest/v1/holdings/removed/4HHB',
      '/rest/v1/holdings/unreleased/116L',
      `/rest/v1/holdings/removed/${'X'.repeat(100)}`,
    ])
      await sameAnswer(path);
  });

  test('a query the server can refuse itself never reaches the upstream; one that fails validation costs only the schema, once', async () => {
    // a server of its own: its schema is not loaded yet
    const fresh = await startUpstreamServer(pair.proxy.url);
    try {
      const deep = `{ entry(entry_id: "4HHB") ${'{ polymer_entities '.repeat(QUERY_BOUNDS.depth)}{ rcsb_id }${' }'.repeat(QUERY_BOUNDS.depth)} }`;
      const ids = JSON.stringify(Array.from({ length: QUERY_BOUNDS.ids + 1 }, (_, i) => String(i)));
      const before = pair.proxy.requests().length;
      for (const body of [
        { query: '{ entry(entry_id: "4HHB") { rcsb_id ' },
        { query: '' },
        { query: '{ __typename }', variables: '[1]' },
        { query: deep },
        { query: `{ entries(entry_ids: ${ids}) { rcsb_id } }` },
      ]) {
        const answer = await answerOf(fresh, '/graphql', postJson(body));
        assert.ok(answer.status === 200 || answer.status === 400, JSON.stringify(answer));
        assert.ok((answer.body as { errors?: unknown[] }).errors?.length, JSON.stringify(answer));
      }
      for (const type of ['Entry', 'a'.repeat(41), '..%2Fetc']) {
        const answer = await answerOf(fresh, `/rest/v1/schema/${type}`);
        assert.equal(answer.status, 404, JSON.stringify(answer));
      }
      assert.deepEqual(pair.proxy.requests().slice(before), [], 'no request reached the upstream');
      for (let i = 0; i < 3; i++) {
        const answer = await answerOf(fresh, '/graphql', postJson({ query: '{ entry(entry_id: "4HHB") { nope } }' }));
        const { errors } = answer.body as { errors: Array<{ message: string }> };
        assert.match(errors[0]?.message ?? '', /Cannot query field "nope"/);
      }
      assert.equal(
        pair.proxy.requests().length - before,
        1,
        `only the schema was asked for: ${pair.proxy.requests().slice(before)}`,
      );
    } finally {
      await fresh.close();
    }
  });
});
