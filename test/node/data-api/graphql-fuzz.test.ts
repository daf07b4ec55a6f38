// Generated requests to the Data API's /graphql over real HTTP (fast-check, graphql-requests.ts):
// arbitrary strings, junk bodies and query strings, queries drawn from the served schema, the same
// broken by one edit, fragments, variables and operation names, and extremes at and past
// QUERY_BOUNDS. Every answer is JSON with status 200 (a GraphQL answer: data or errors) or 400
// (only for a bound), never a 5xx, and the server stays up.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { QUERY_BOUNDS } from '../../../src/server/data-api/query-bounds.ts';
import { MAX_RESOLVED_FIELDS } from '../../../src/server/engine/embedded/data-api/answer-budget.ts';
import { BODY_NOT_JSON } from '../../../src/server/errors.ts';
import { carried, junk, queryTexts, withVariables, type GraphQLRequest } from './graphql-requests.ts';

let server: RunningServer;
let schema: GraphQLSchema;
let entryIds: string[];
before(async () => {
  server = await startArchiveServer();
  const introspection = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  schema = buildClientSchema(((await introspection.json()) as { data: IntrospectionQuery }).data);
  const holdings = await fetch(`${server.url}/rest/v1/holdings/current/entry_ids`);
  entryIds = (await holdings.json()) as string[];
});
after(() => server.close());

const BOUND_MESSAGE = new RegExp(
  [
    `nested more than ${QUERY_BOUNDS.depth} levels deep`,
    `fragments within fragments more than ${QUERY_BOUNDS.fragmentDepth} levels deep`,
    `selects more than ${QUERY_BOUNDS.fields} fields`,
    `at most ${QUERY_BOUNDS.ids} are allowed`,
  ].join('|'),
);

interface Answered {
  status: number;
  contentType: string;
  text: string;
}

async function send({ method, path, contentType, body }: GraphQLRequest): Promise<Answered> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    ...(body !== undefined ? { body } : {}),
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What every answer must be; returns the GraphQL answer's shape for the tally. */
function checked(answer: Answered, request: GraphQLRequest): 'data' | 'errors' | 'bound' {
  const shown = `${answer.status} ${answer.text.slice(0, 300)} for ${request.method} ${request.path.slice(0, 300)} ${request.contentType ?? ''} ${(request.body ?? '').slice(0, 500)}`;
  assert.ok(answer.status === 200 || answer.status === 400, shown);
  assert.match(answer.contentType, /^application\/json/, shown);
  const body = JSON.parse(answer.text) as { data?: unknown; errors?: Array<{ message?: unknown }> };
  const errors = body.errors ?? [];
  assert.ok(
    errors.every((error) => typeof error.message === 'string' && error.message !== ''),
    shown,
  );
  if (answer.status === 400) {
    assert.match(String(errors[0]?.message), BOUND_MESSAGE, shown);
    return 'bound';
  }
  assert.ok('data' in body || errors.length > 0, shown);
  return errors.length > 0 ? 'errors' : 'data';
}

/** Requests in flight at once: enough to overlap work in the server, few enough to stay cheap. */
const BATCH = 8;

type Family = 'strings and junk' | 'schema-drawn queries' | 'broken queries' | 'fragments, variables, names' | 'bounds';

/** Runs per family (times BATCH requests): 2,112 requests in all. */
const RUNS: Record<Family, number> = {
  'strings and junk': 60,
  'schema-drawn queries': 60,
  'broken queries': 60,
  'fragments, variables, names': 50,
  bounds: 34,
};

function requestsOf(family: Family): fc.Arbitrary<GraphQLRequest> {
  const texts = queryTexts(schema, entryIds);
  switch (family) {
    case 'strings and junk':
      return fc.oneof(carried(texts.anyText), junk);
    case 'schema-drawn queries':
      return carried(texts.valid);
    case 'broken queries':
      return carried(texts.broken);
    case 'fragments, variables, names':
      return fc.oneof(
        carried(texts.fragments),
        carried(texts.twoOperations),
        withVariables.map((fields) => ({
          method: 'POST' as const,
          path: '/graphql',
          contentType: 'application/json',
          body: JSON.stringify(fields),
        })),
      );
    case 'bounds':
      return carried(texts.extremes);
  }
}

test(`the families send >= 2,000 requests`, () => {
  assert.ok(Object.values(RUNS).reduce((sum, runs) => sum + runs * BATCH, 0) >= 2_000);
});

/**
 * Runs per test at most: a family's runs go out as several tests (fast-check seeds each anew), so
 * none runs long. A request at a bound costs up to a second (5,000 selections to validate, 100,000
 * tokens to parse, a walk spending its whole budget), so that family goes out in smaller parts.
 */
const runsPerTest = (family: Family): number => (family === 'bounds' ? 4 : 15);

/** Answers by kind, per family over all its parts: the last part checks the family reached each kind it should. */
const tallies = new Map<Family, Record<'data' | 'errors' | 'bound', number>>();

for (const family of Object.keys(RUNS) as Family[]) {
  const parts = Math.ceil(RUNS[family] / runsPerTest(family));
  const runs = Math.ceil(RUNS[family] / parts);
  for (let part = 1; part <= parts; part++) {
    test(`/graphql fuzz, ${family} (part ${part} of ${parts}, ${runs * BATCH} requests): 200 or a bound's 400, JSON, never 5xx`, async () => {
      if (!tallies.has(family)) tallies.set(family, { data: 0, errors: 0, bound: 0 });
      const tally = tallies.get(family)!;
      await fc.assert(
        fc.asyncProperty(fc.array(requestsOf(family), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map(send));
          answers.forEach((answer, i) => tally[checked(answer, batch[i]!)]++);
        }),
        { numRuns: runs, endOnFailure: true },
      );
      if (part === parts) {
        assert.equal(tally.data + tally.errors + tally.bound, parts * runs * BATCH);
        if (family === 'schema-drawn queries') assert.ok(tally.data > 0, `some ran clean: ${JSON.stringify(tally)}`);
        if (family === 'bounds') assert.ok(tally.bound > 0 && tally.data + tally.errors > 0, JSON.stringify(tally));
      }
      const health = await fetch(`${server.url}/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: 'ok', archive: 'open' });
    });
  }
}

// Cases the fuzz found, fixed and kept.

test('fixed: a walk back and forth between an entry and its 29 entities answers one error, not 29^9 documents', async () => {
  const rounds = 9; // 20 levels deep, within QUERY_BOUNDS
  const walk = `{ entry(entry_id: "1FFK") { ${'polymer_entities { entry { '.repeat(rounds)}rcsb_id${' } }'.repeat(rounds)} } }`;
  const started = performance.now();
  const answer = await send({ method: 'POST', path: '/graphql', contentType: 'application/graphql', body: walk });
  assert.ok(performance.now() - started < 5_000, 'answered in seconds');
  assert.equal(answer.status, 200);
  const body = JSON.parse(answer.text) as { data?: unknown; errors: Array<{ message: string }> };
  assert.equal(body.data, null, 'no partial answer that would look complete');
  assert.deepEqual(
    body.errors.map((error) => error.message),
    [
      `The answer would hold more than ${MAX_RESOLVED_FIELDS} fields; ask for fewer ids, fields or levels of navigation`,
    ],
  );
});

/** A chain of `length` fragments, each spreading the next, under one entry. */
const fragmentChain = (length: number): string =>
  `{ entry(entry_id: "4HHB") { ...F0 } } ${Array.from({ length }, (_, i) =>
    i === length - 1 ? `fragment F${i} on CoreEntry { rcsb_id }` : `fragment F${i} on CoreEntry { ...F${i + 1} }`,
  ).join(' ')}`;

test('fixed: a chain of 4,000 fragments is refused with 400 at once, not a 500 from validation (stack overflow)', async () => {
  for (const [length, status] of [
    [QUERY_BOUNDS.fragmentDepth, 200],
    [QUERY_BOUNDS.fragmentDepth + 1, 400],
    [4_000, 400],
  ] as const) {
    const started = performance.now();
    const answer = await send({
      method: 'POST',
      path: '/graphql',
      contentType: 'application/graphql',
      body: fragmentChain(length),
    });
    assert.equal(answer.status, status, `${length}: ${answer.text.slice(0, 200)}`);
    assert.ok(performance.now() - started < 1_000, `${length}: refused in linear time, not quadratic`);
    if (status === 200) assert.deepEqual(JSON.parse(answer.text), { data: { entry: { rcsb_id: '4HHB' } } });
    else assert.match(answer.text, BOUND_MESSAGE);
  }
});

test("fixed: a JSON body that does not parse answers 200 in GraphQL's shape, as other unreadable requests do", async () => {
  for (const body of ['{"query":', '', '{"__proto__":{"query":"{ __typename }"}}']) {
    const answer = await send({ method: 'POST', path: '/graphql', contentType: 'application/json', body });
    assert.equal(answer.status, 200, body);
    assert.deepEqual(JSON.parse(answer.text), { errors: [{ message: BODY_NOT_JSON }] }, body);
  }
});
