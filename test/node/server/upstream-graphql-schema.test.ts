// The upstream's GraphQL schema in upstream mode (issue 35): read by introspection at first use
// (never at start), once for every caller waiting on it, kept a day, and a day-old one still
// checks queries while the upstream cannot be read. A stand-in transport answers here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, getIntrospectionQuery, graphqlSync, type GraphQLSchema } from 'graphql';
import type { ApiCall, ApiTransport } from '../../../src/client/direct/api-transport.ts';
import type { ClientResult } from '../../../src/client/http.ts';
import { BusyError, UpstreamError } from '../../../src/server/errors.ts';
import { GRAPHQL_SCHEMA_MAX_AGE_MS, upstreamDataApi } from '../../../src/server/engine/upstream/upstream-data-api.ts';
import type { UpstreamApis } from '../../../src/server/engine/upstream/upstream-apis.ts';

const INTROSPECTION = graphqlSync({
  schema: buildSchema('type Query { entry(entry_id: String!): Entry } type Entry { rcsb_id: String }'),
  source: getIntrospectionQuery(),
});

/** A Data API transport answering `answer()` to every call, with the calls it received. */
function standInData(answer: () => ClientResult<unknown>): {
  apis: Pick<UpstreamApis, 'data' | 'search'>;
  calls: ApiCall[];
} {
  const calls: ApiCall[] = [];
  const data: ApiTransport = {
    send: async <T>(call: ApiCall) => {
      calls.push(call);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer() as ClientResult<T>;
    },
  };
  const unused: ApiTransport = { send: async () => assert.fail('only the Data API is asked') };
  return { apis: { data, search: unused }, calls };
}

/** Long enough for a reading behind an answer to end (the stand-in answers in 5 ms). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

const introspected = (): ClientResult<unknown> => ({ ok: true, status: 200, value: INTROSPECTION });

test('the schema is read at first use, once for every caller waiting on it, and kept a day', async () => {
  let now = 1_000;
  const { apis, calls } = standInData(introspected);
  const dataApi = upstreamDataApi({ ...apis, clock: { now: () => now, setTimeout } });
  assert.equal(calls.length, 0, 'nothing is asked before a query needs the schema');
  const [first, ...others] = await Promise.all([dataApi.schema(), dataApi.schema(), dataApi.schema()]);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]?.path, '/graphql');
  assert.ok(first?.getQueryType()?.getFields()['entry']);
  for (const other of others) assert.equal(other, first);
  now += GRAPHQL_SCHEMA_MAX_AGE_MS - 1;
  assert.equal(await dataApi.schema(), first, 'kept within the day');
  assert.equal(calls.length, 1);
  now += 1;
  assert.equal(await dataApi.schema(), first, 'a day-old schema answers while it is read again');
  await settled();
  assert.equal(calls.length, 2, 'read again after a day');
  assert.notEqual(await dataApi.schema(), first);
  assert.equal(calls.length, 2);
});

test("a day-old schema still checks queries while the upstream cannot be read; without one, the upstream's error", async () => {
  let now = 0;
  let answer: () => ClientResult<unknown> = introspected;
  const { apis } = standInData(() => answer());
  const dataApi = upstreamDataApi({ ...apis, clock: { now: () => now, setTimeout } });
  const first: GraphQLSchema = await dataApi.schema();
  answer = () => ({ ok: false, status: 503, message: 'busy', retryAfterSeconds: 30 });
  now += GRAPHQL_SCHEMA_MAX_AGE_MS;
  assert.equal(await dataApi.schema(), first);
  await settled();
  assert.equal(await dataApi.schema(), first, 'still the day-old one after a failed reading');

  const busy = upstreamDataApi({ ...standInData(() => answer()).apis, clock: { now: () => now, setTimeout } });
  await assert.rejects(busy.schema(), (error) => error instanceof BusyError && error.retryAfterSeconds === 30);
  answer = () => ({ ok: true, status: 200, value: { errors: [{ message: 'introspection is off' }] } });
  const silent = upstreamDataApi({ ...standInData(() => answer()).apis, clock: { now: () => now, setTimeout } });
  await assert.rejects(
    silent.schema(),
    (error) => error instanceof UpstreamError && /introspection is off/.test(error.message),
  );
});
