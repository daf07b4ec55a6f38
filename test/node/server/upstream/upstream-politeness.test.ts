// Issue 35, politeness across all visitors: while the stand-in answers 429 or 503 with Retry-After
// (through the counting proxy), the upstream-mode server queues its callers' requests, waits, and
// never passes more than 10 requests a second on; its callers get their answers after the wait, or
// our own 503 with Retry-After when the wait would be beyond the bound (the Retry-After is past
// PUBLIC_API_LIMITS.busyMaxWaitMs, or the queue is full).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PUBLIC_API_LIMITS } from '../../../../src/model/constants/limits.ts';
import type { SearchRequest } from '../../../../src/model/types.ts';
import { comparable, terminal } from '../../../support/search-requests.ts';
import { startUpstreamPair, type UpstreamPair } from './harness.ts';

const RATE = PUBLIC_API_LIMITS.requestsPerSecond;
/** Counted where the stand-in would count them, on arrival, in any rolling second. */
const SECOND_MS = 1000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

async function ask(url: string, request: SearchRequest): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text === '' ? null : (JSON.parse(text) as unknown),
    ms: performance.now() - started,
  };
}

/** `count` requests no other test asks (each its own upstream call: nothing comes from the cache). */
let asked = 0;
function distinctRequests(count: number): SearchRequest[] {
  return Array.from({ length: count }, () => ({
    query: terminal({ attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' }),
    return_type: 'entry',
    request_options: { paginate: { start: asked++, rows: 5 } },
  }));
}

describe('upstream mode waits out a busy upstream, politely', () => {
  let pair: UpstreamPair;
  before(async () => {
    pair = await startUpstreamPair();
  });
  after(() => pair?.close());

  for (const status of [429, 503] as const)
    test(`the stand-in answering ${status} for 1.5 s: 25 callers get their answers after the wait, never more than ${RATE} requests a second reaching it`, async () => {
      pair.proxy.reset();
      pair.proxy.refuse(status, 1, 1500);
      const requests = distinctRequests(25);
      const answers = await Promise.all(requests.map((request) => ask(pair.upstream.url, request)));
      assert.ok(pair.proxy.refused() > 0, 'the proxy refused nothing: the test tested nothing');
      assert.ok(
        pair.proxy.mostPerWindow('search', SECOND_MS) <= RATE,
        `${pair.proxy.mostPerWindow('search', SECOND_MS)} requests within a second reached the stand-in`,
      );
      assert.ok(Math.min(...answers.map((a) => a.ms)) >= 1000, 'an answer came before the upstream asked us to wait');
      for (const [i, answer] of answers.entries()) {
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        const direct = await ask(pair.standIn.url, requests[i]!);
        assert.deepEqual(comparable(answer.body), comparable(direct.body));
      }
    });

  test('a Retry-After beyond the bound: our 503 with Retry-After at once, the request sent once', async () => {
    pair.proxy.reset();
    const beyond = PUBLIC_API_LIMITS.busyMaxWaitMs / 1000 + 60;
    pair.proxy.refuse(503, beyond, 5000);
    const [request] = distinctRequests(1);
    const answer = await ask(pair.upstream.url, request!);
    const sent = pair.proxy.arrivals('search').length;
    pair.proxy.reset();
    assert.equal(sent, 1, 'a wait beyond the bound is not waited out, nor asked again');
    assert.equal(answer.status, 503);
    assert.equal(answer.retryAfter, String(beyond), "the upstream's Retry-After passed on");
    assert.ok(answer.ms < 2000, `answered after ${Math.round(answer.ms)} ms`);
    assert.equal((answer.body as { status?: number }).status, 503, "in the Search API's shape");
  });
});

describe('upstream mode with a bounded queue', () => {
  let pair: UpstreamPair;
  const MAX_WAITING = 3;
  before(async () => {
    // maxWaiting: the transports' bounded queue (issue 35, api-transport.ts)
    const bounded = { maxPerSecond: RATE, maxWaiting: MAX_WAITING };
    pair = await startUpstreamPair({ engine: bounded });
  });
  after(() => pair?.close());

  test('while the stand-in answers 503, callers beyond the queue get our 503 with Retry-After at once; the rest their answers', async () => {
    pair.proxy.reset();
    pair.proxy.refuse(503, 1, 1500);
    const answers = await Promise.all(distinctRequests(20).map((request) => ask(pair.upstream.url, request)));
    const refused = answers.filter((answer) => answer.status === 503);
    assert.ok(refused.length > 0, 'nobody was turned away: the queue is not bounded');
    for (const answer of refused) {
      assert.match(answer.retryAfter ?? '', /^[1-9]\d*$/, 'Retry-After in whole seconds');
      assert.ok(answer.ms < 1000, `turned away only after ${Math.round(answer.ms)} ms`);
    }
    assert.ok(
      answers.every((answer) => answer.status === 200 || answer.status === 503),
      answers.map((a) => a.status).join(' '),
    );
    assert.ok(
      answers.some((answer) => answer.status === 200),
      'the queued callers were answered',
    );
  });
});
