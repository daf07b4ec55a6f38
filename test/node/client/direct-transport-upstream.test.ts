// Issue 35, upstream mode: the server makes ONE browser-direct transport per upstream API for all
// its visitors, so the transport takes what a server needs and a page does not: a cache bounded in
// age per kind of call, a bounded queue that refuses at once (503 with a Retry-After) rather than
// letting visitors wait without end, and a Retry-After on a busy API's failure to pass on.
// A fake clock and a fake fetch: no real timer runs, nothing leaves the process.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FetchLike } from '../../../src/client/http.ts';
import {
  createApiTransport,
  type ApiCall,
  type ApiTransportOptions,
} from '../../../src/client/direct/api-transport.ts';
import { FakeClock, settle } from '../../support/fake-clock.ts';

const QUERY = '/rcsbsearch/v2/query';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Answer = (url: string, n: number) => Response;
type Extra = Omit<ApiTransportOptions, 'origin' | 'label' | 'fetch' | 'clock'>;

/** A transport over a fake fetch that records the clock time (since start) and URL of each request. */
function setUp(answer: Answer, options: Extra = {}) {
  const clock = new FakeClock();
  const sent: Array<{ at: number; url: string }> = [];
  const fetch: FetchLike = async (url) => {
    sent.push({ at: clock.elapsed(), url });
    return answer(url, sent.length);
  };
  const transport = createApiTransport({
    origin: 'https://search.test',
    label: 'RCSB Search API',
    fetch,
    clock,
    ...options,
  });
  return { clock, sent, transport };
}

const numbered: Answer = (_url, n) => Response.json({ n });
const search = (request: object): ApiCall => ({ path: QUERY, params: { json: request }, body: request });
const schema: ApiCall = { path: '/rcsbsearch/v2/metadata/schema' };

const busy = (status: 429 | 503, retryAfter?: string): Response =>
  new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } });

/** The most requests that started within any one rolling second. */
function mostInOneSecond(times: number[]): number {
  return Math.max(0, ...times.map((start) => times.filter((at) => at >= start && at < start + 1000).length));
}

test('an answer past its call’s max age is fetched again; one within it comes from the cache', async () => {
  const maxAgeMs = (call: ApiCall): number => (call.path === QUERY ? 5 * MINUTE : DAY);
  const { clock, sent, transport } = setUp(numbered, { maxAgeMs });
  void transport.send(search({ q: 1 }));
  void transport.send(schema);
  await clock.advance(5 * MINUTE);
  assert.deepEqual(await transport.send(search({ q: 1 })), { ok: true, status: 200, value: { n: 1 } }, 'within 5 min');
  await clock.advance(1000);
  const again = transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.deepEqual(await again, { ok: true, status: 200, value: { n: 3 } }, 'past 5 min: fetched again');
  assert.deepEqual(await transport.send(schema), { ok: true, status: 200, value: { n: 2 } }, 'a schema keeps a day');
  await clock.advance(DAY);
  const schemaAgain = transport.send(schema);
  await clock.advance(10);
  assert.deepEqual(await schemaAgain, { ok: true, status: 200, value: { n: 4 } }, 'past a day: fetched again');
  assert.equal(sent.length, 4);
});

test('the cache’s bounds are options: a server keeps more (or fewer) answers than a page', async () => {
  const { clock, sent, transport } = setUp(numbered, { cacheEntries: 2 });
  for (const q of [1, 2, 3]) void transport.send(search({ q }));
  await clock.advance(10);
  void transport.send(search({ q: 3 }));
  void transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.equal(sent.length, 4, 'the third answer pushed out the first');
});

test('a full queue refuses at once with 503 and a Retry-After; what was queued runs at the rate', async () => {
  const { clock, sent, transport } = setUp(numbered, { maxWaiting: 20 });
  // 10 start at once, 20 wait their turn: the queue is full
  const accepted = Array.from({ length: 30 }, (_, q) => transport.send(search({ q })));
  let refusal: unknown;
  void transport.send(search({ q: 30 })).then((result) => (refusal = result));
  await settle();
  assert.deepEqual(refusal, {
    ok: false,
    status: 503,
    message: 'Too many requests to the RCSB Search API are waiting (20); try again in 2 seconds.',
    retryAfterSeconds: 2,
  });
  assert.ok(!sent.some(({ url }) => url.includes(encodeURIComponent('"q":30'))), 'the refused call is never sent');
  void transport.send(search({ q: 1 })).then((result) => assert.ok(result.ok, 'a call already in flight is shared'));
  await clock.advance(3000);
  assert.ok((await Promise.all(accepted)).every((result) => result.ok));
  assert.equal(sent.length, 30);
  assert.ok(mostInOneSecond(sent.map(({ at }) => at)) <= 10);
  const later = transport.send(search({ q: 30 }));
  await clock.advance(10);
  assert.ok((await later).ok, 'once there is room, calls are taken again');
});

test('a 429 with Retry-After: 2 pauses everyone for 2 s, and no more than the rate reaches the API', async () => {
  const { clock, sent, transport } = setUp((_url, n) => (n === 1 ? busy(429, '2') : Response.json({ n })));
  const calls = Array.from({ length: 30 }, (_, q) => transport.send(search({ q })));
  await clock.advance(6000);
  assert.ok((await Promise.all(calls)).every((result) => result.ok));
  const times = sent.map(({ at }) => at);
  assert.equal(times.filter((at) => at === 0).length, 10, 'the first second’s ten went before the 429');
  assert.deepEqual(
    times.filter((at) => at > 0 && at < 2000),
    [],
    'nothing during the pause',
  );
  assert.equal(times.filter((at) => at === 2000).length, 10, 'the retry and nine more at 2 s');
  assert.equal(sent.length, 31);
  assert.ok(mostInOneSecond(times) <= 10);
});

test('a busy failure past the retries carries the Retry-After to pass on: the API’s, else the last backoff', async () => {
  const withHeader = setUp(() => busy(429, '2'));
  const told = withHeader.transport.send(search({ q: 1 }));
  await withHeader.clock.advance(20_000);
  assert.deepEqual(await told, {
    ok: false,
    status: 429,
    message: 'The RCSB Search API is busy (429 Too Many Requests); tried 5 times over 8 s. Try again in a minute.',
    retryAfterSeconds: 2,
  });
  const without = setUp(() => busy(503));
  const backedOff = without.transport.send(search({ q: 1 }));
  await without.clock.advance(20_000);
  const result = await backedOff;
  assert.equal(!result.ok && result.retryAfterSeconds, 16);
});

test('the busy policy’s numbers are options: fewer retries, a shorter longest wait', async () => {
  const { clock, sent, transport } = setUp(() => busy(503, '3'), { busyRetries: 1, busyMaxWaitMs: 5000 });
  const call = transport.send(search({ q: 1 }));
  await clock.advance(10_000);
  const result = await call;
  assert.equal(!result.ok && result.retryAfterSeconds, 3);
  assert.equal(sent.length, 2, 'one try and one retry');
  const long = setUp(() => busy(503, '10'), { busyMaxWaitMs: 5000 });
  const refused = long.transport.send(search({ q: 1 }));
  await long.clock.advance(10);
  assert.equal((await refused).status, 503);
  assert.equal(long.sent.length, 1, 'a Retry-After over the longest wait is not waited out');
});

test("a refusal's words: the Search API's {status, message} and our server's {statusCode, msg}", async () => {
  const refusing: Answer = (url) =>
    url.includes('ours')
      ? Response.json({ statusCode: 400, msg: 'Enter a valid Entry ID.' }, { status: 400 })
      : Response.json({ status: 400, message: 'JSON schema validation failed', link: 'https://x' }, { status: 400 });
  const { transport } = setUp(refusing);
  assert.deepEqual(await transport.send(search({ q: 'api' })), {
    ok: false,
    status: 400,
    message: '400 JSON schema validation failed',
  });
  assert.deepEqual(await transport.send({ path: '/ours' }), {
    ok: false,
    status: 400,
    message: '400 Enter a valid Entry ID.',
  });
});
