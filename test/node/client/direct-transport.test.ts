// Issue 34, "a good citizen of a public service": the browser-direct client's transport to one API
// keeps to 10 requests a second (queued, never dropped), GETs what fits in 4,000 characters,
// caches repeated answers for the session, aborts what is superseded and waits out 429 and 503.
// A fake clock: no real timer runs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientResult, FetchLike } from '../../../src/client/http.ts';
import { createApiTransport, type ApiCall } from '../../../src/client/direct/api-transport.ts';
import { FakeClock, settle } from '../../support/fake-clock.ts';

const ORIGIN = 'https://search.test';
const QUERY = '/rcsbsearch/v2/query';

interface Sent {
  at: number;
  url: string;
  init: RequestInit;
}

type Answer = (sent: Sent, n: number) => Response | Promise<Response>;

/** A transport over a fake fetch that records when each request started (clock time since start). */
function setUp(answer: Answer = () => Response.json({ ok: true }), maxPerSecond?: number) {
  const clock = new FakeClock();
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    const one = { at: clock.elapsed(), url, init: init ?? {} };
    sent.push(one);
    return answer(one, sent.length);
  };
  const transport = createApiTransport({
    origin: ORIGIN,
    label: 'RCSB Search API',
    fetch,
    clock,
    ...(maxPerSecond ? { maxPerSecond } : {}),
  });
  return { clock, sent, transport };
}

const search = (request: object): ApiCall => ({ path: QUERY, params: { json: request }, body: request });

/** An answer that never comes until aborted, as fetch does with a signal. */
const hanging: Answer = ({ init }) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

test('a burst of 100 calls: at most 10 start in any 1-second window, all complete, in order', async () => {
  const { clock, sent, transport } = setUp(({ url }) => Response.json({ url }));
  const calls = Array.from({ length: 100 }, (_, i) => transport.send<{ url: string }>(search({ n: i })));
  await clock.advance(12_000);
  const results = await Promise.all(calls);
  assert.equal(sent.length, 100);
  for (let i = 0; i + 10 < sent.length; i++)
    assert.ok(sent[i + 10]!.at - sent[i]!.at >= 1000, `requests ${i} and ${i + 10} within one second`);
  const order = sent.map(({ url }) => JSON.parse(new URL(url).searchParams.get('json')!).n as number);
  assert.deepEqual(
    order,
    Array.from({ length: 100 }, (_, i) => i),
  );
  assert.ok(results.every((r) => r.ok));
  assert.equal(sent.at(-1)!.at, 9000, 'the queue runs at the full rate, not slower');
});

test('GET with json= up to 4,000 characters of URL, POST with a JSON body from 4,001', async () => {
  const { clock, sent, transport } = setUp();
  const prefix = `${ORIGIN}${QUERY}?json=`;
  const fitting = (extra: number) => ({
    s: 'a'.repeat(4000 - prefix.length - '%7B%22s%22%3A%22%22%7D'.length + extra),
  });
  const calls = [transport.send(search(fitting(0))), transport.send(search(fitting(1)))];
  await clock.advance(10);
  await Promise.all(calls);
  assert.equal(sent[0]!.url.length, 4000);
  assert.equal(sent[0]!.init.method, 'GET');
  assert.equal(new Headers(sent[0]!.init.headers).get('content-type'), null, 'a GET needs no preflight');
  assert.equal(sent[0]!.init.body, undefined);
  assert.equal(sent[1]!.url, `${ORIGIN}${QUERY}`);
  assert.equal(sent[1]!.init.method, 'POST');
  assert.equal(new Headers(sent[1]!.init.headers).get('content-type'), 'application/json');
  assert.deepEqual(JSON.parse(String(sent[1]!.init.body)), fitting(1));
  assert.ok(sent.every(({ init }) => init.credentials === 'omit'));
});

test('GraphQL: query= (and variables=) as text in a GET, {query, variables} in a POST', async () => {
  const { clock, sent, transport } = setUp();
  const query = 'query ($ids: [String!]!) { entries(entry_ids: $ids) { rcsb_id } }';
  const variables = { ids: ['4HHB'] };
  const long = { ids: Array.from({ length: 600 }, (_, i) => `${1000 + i}`) };
  const calls = [
    transport.send({ path: '/graphql', params: { query, variables }, body: { query, variables } }),
    transport.send({ path: '/graphql', params: { query, variables: long }, body: { query, variables: long } }),
  ];
  await clock.advance(10);
  await Promise.all(calls);
  const get = new URL(sent[0]!.url);
  assert.equal(get.searchParams.get('query'), query);
  assert.deepEqual(JSON.parse(get.searchParams.get('variables')!), variables);
  assert.equal(sent[1]!.init.method, 'POST');
  assert.deepEqual(JSON.parse(String(sent[1]!.init.body)), { query, variables: long });
});

test('the same call again is answered from the session cache; concurrent ones share one fetch', async () => {
  const { clock, sent, transport } = setUp((_sent, n) => Response.json({ n }));
  const [a, b] = [transport.send(search({ q: 1 })), transport.send(search({ q: 1 }))];
  await clock.advance(10);
  assert.deepEqual(
    [await a, await b],
    [
      { ok: true, status: 200, value: { n: 1 } },
      { ok: true, status: 200, value: { n: 1 } },
    ],
  );
  const later = transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.deepEqual(await later, { ok: true, status: 200, value: { n: 1 } });
  assert.equal(sent.length, 1);
});

test('errors are not cached, and map as every client call does', async () => {
  const { clock, sent, transport } = setUp((_sent, n) =>
    n === 1 ? new Response('oops', { status: 500, statusText: 'Internal Server Error' }) : Response.json({ n }),
  );
  const first = transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.deepEqual(await first, { ok: false, status: 500, message: '500: Internal Server Error' });
  const second = transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.deepEqual(await second, { ok: true, status: 200, value: { n: 2 } });
  assert.equal(sent.length, 2);
});

test('an aborted queued call is never sent; the queue moves on', async () => {
  const { clock, sent, transport } = setUp(undefined, 1);
  const controller = new AbortController();
  const first = transport.send(search({ q: 1 }));
  const queued = transport.send(search({ q: 2 }), controller.signal);
  const third = transport.send(search({ q: 3 }));
  await clock.advance(10);
  controller.abort();
  assert.deepEqual(await queued, { ok: false, status: 0, message: 'aborted', aborted: true });
  await clock.advance(3000);
  assert.ok((await first).ok && (await third).ok);
  assert.deepEqual(
    sent.map(({ url, at }) => [JSON.parse(new URL(url).searchParams.get('json')!).q, at]),
    [
      [1, 0],
      [3, 1000],
    ],
  );
});

test('an in-flight shared fetch is aborted only when every caller aborted', async () => {
  const { clock, sent, transport } = setUp(hanging);
  const [one, two] = [new AbortController(), new AbortController()];
  const a = transport.send(search({ q: 1 }), one.signal);
  const b = transport.send(search({ q: 1 }), two.signal);
  await clock.advance(10);
  one.abort();
  assert.deepEqual(await a, { ok: false, status: 0, message: 'aborted', aborted: true });
  await settle();
  assert.equal(sent[0]!.init.signal!.aborted, false, 'the other caller still waits for it');
  two.abort();
  assert.deepEqual(await b, { ok: false, status: 0, message: 'aborted', aborted: true });
  assert.equal(sent[0]!.init.signal!.aborted, true);
  assert.equal(sent.length, 1);
});

const busy = (status: 429 | 503, retryAfter?: string): Response =>
  new Response('{}', {
    status,
    statusText: status === 429 ? 'Too Many Requests' : 'Service Unavailable',
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  });

test('429 with Retry-After: 3 waits 3 s, then succeeds; other calls wait too', async () => {
  const { clock, sent, transport } = setUp((_sent, n) => (n === 1 ? busy(429, '3') : Response.json({ n })));
  const first = transport.send(search({ q: 1 }));
  await clock.advance(10);
  const other = transport.send(search({ q: 2 }));
  await clock.advance(5000);
  assert.deepEqual(await first, { ok: true, status: 200, value: { n: 2 } });
  assert.ok((await other).ok);
  assert.deepEqual(
    sent.map(({ at }) => at),
    [0, 3000, 3000],
  );
  assert.equal(JSON.parse(new URL(sent[1]!.url).searchParams.get('json')!).q, 1, 'the retry goes first');
});

test('Retry-After as an HTTP date is waited out too', async () => {
  const { clock, sent, transport } = setUp((_sent, n) =>
    n === 1 ? busy(503, new Date(clock.now() + 2000).toUTCString()) : Response.json({ n }),
  );
  const call = transport.send(search({ q: 1 }));
  await clock.advance(3000);
  assert.ok((await call).ok);
  assert.deepEqual(
    sent.map(({ at }) => at),
    [0, 2000],
  );
});

test('503 without a readable Retry-After backs off exponentially: 1 s, 2 s, 4 s', async () => {
  const { clock, sent, transport } = setUp((_sent, n) => (n <= 3 ? busy(503) : Response.json({ n })));
  const call = transport.send(search({ q: 1 }));
  await clock.advance(10_000);
  assert.deepEqual(await call, { ok: true, status: 200, value: { n: 4 } });
  assert.deepEqual(
    sent.map(({ at }) => at),
    [0, 1000, 3000, 7000],
  );
});

test('a persistent 429 is said plainly after 5 tries, and is not cached', async () => {
  const { clock, sent, transport } = setUp(() => busy(429));
  const call = transport.send(search({ q: 1 }));
  await clock.advance(20_000);
  const result: ClientResult<unknown> = await call;
  assert.deepEqual(result, {
    ok: false,
    status: 429,
    message: 'The RCSB Search API is busy (429 Too Many Requests); tried 5 times over 15 s. Try again in a minute.',
    retryAfterSeconds: 16,
  });
  assert.deepEqual(
    sent.map(({ at }) => at),
    [0, 1000, 3000, 7000, 15000],
  );
  void transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.equal(sent.length, 6);
});

test('a Retry-After longer than a minute is not waited out: said plainly at once', async () => {
  const { clock, sent, transport } = setUp(() => busy(503, '600'));
  const call = transport.send(search({ q: 1 }));
  await clock.advance(10);
  assert.deepEqual(await call, {
    ok: false,
    status: 503,
    message: 'The RCSB Search API is busy (503 Service Unavailable); tried 1 time over 0 s. Try again in 10 minutes.',
    retryAfterSeconds: 600,
  });
  assert.equal(sent.length, 1);
});

test('the session cache is bounded: the least recently used answer is asked again', async () => {
  const { clock, sent, transport } = setUp();
  for (let i = 0; i <= 200; i++) void transport.send(search({ q: i }));
  await clock.advance(21_000);
  void transport.send(search({ q: 200 }));
  void transport.send(search({ q: 0 }));
  await clock.advance(1000);
  assert.equal(sent.length, 202, 'the 201st answer pushed out the first, and only it');
});
