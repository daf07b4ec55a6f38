// The upstream engine's small parts: how an upstream failure becomes the route's error, and the
// daily renewal of what browser-direct mode's parts keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BusyError, ClientError, UpstreamError } from '../../../src/server/errors.ts';
import { upstreamValue, upstreamValueOrNone } from '../../../src/server/engine/upstream/upstream-answers.ts';
import { RENEW_AFTER_MS, renewing } from '../../../src/server/engine/upstream/renewing.ts';
import { upstreamMaxAgeMs } from '../../../src/server/engine/upstream/upstream-apis.ts';
import { ANSWER_CACHE_MAX_AGE_MS, answerCache } from '../../../src/server/engine/upstream/answer-cache.ts';
import { upstreamEngine } from '../../../src/server/engine/upstream/upstream-engine.ts';
import { readServerConfig } from '../../../src/server/config.ts';

test('an upstream failure: its 4xx with its words, busy as 503 with Retry-After, no answer as 502', () => {
  assert.equal(upstreamValue({ ok: true, status: 200, value: 7 }), 7);
  const refused = () => upstreamValue({ ok: false, status: 400, message: '400 Invalid query: 400 residues' });
  assert.throws(
    refused,
    (error: unknown) =>
      error instanceof ClientError && error.statusCode === 400 && error.message === 'Invalid query: 400 residues',
  );
  const busy = () => upstreamValue({ ok: false, status: 429, message: 'slow down', retryAfterSeconds: 3 });
  assert.throws(busy, (error: unknown) => error instanceof BusyError && error.retryAfterSeconds === 3);
  const unavailable = () => upstreamValue({ ok: false, status: 503, message: 'down' });
  assert.throws(unavailable, (error: unknown) => error instanceof BusyError && error.retryAfterSeconds > 0);
  const gone = () => upstreamValue({ ok: false, status: 0, message: 'connect ECONNREFUSED' });
  assert.throws(
    gone,
    (error: unknown) =>
      error instanceof UpstreamError &&
      error.statusCode === 502 &&
      /did not answer: connect ECONNREFUSED/.test(error.message),
  );
  const failing = () => upstreamValue({ ok: false, status: 500, message: 'oops' });
  assert.throws(failing, (error: unknown) => error instanceof UpstreamError);
  assert.equal(upstreamValueOrNone({ ok: false, status: 404, message: 'No data found' }), undefined);
});

test('a renewing part is made once, and again on the first use a day later', () => {
  let now = 1_000;
  let made = 0;
  const part = renewing(() => ({ n: ++made }), { now: () => now });
  assert.equal(made, 0, 'nothing is made before it is used');
  assert.equal(part().n, 1);
  now += RENEW_AFTER_MS - 1;
  assert.equal(part().n, 1);
  now += 1;
  assert.equal(part().n, 2);
  assert.equal(part().n, 2);
});

test('the shared cache keeps schemas a day and searches and documents five minutes', () => {
  const day = 24 * 3_600_000;
  assert.equal(upstreamMaxAgeMs({ path: '/rcsbsearch/v2/metadata/schema' }), day);
  assert.equal(upstreamMaxAgeMs({ path: '/rcsbsearch/v2/metadata/chemical/schema' }), day);
  assert.equal(upstreamMaxAgeMs({ path: '/rest/v1/schema/entry' }), day);
  assert.equal(upstreamMaxAgeMs({ path: '/rcsbsearch/v2/query' }), 300_000);
  assert.equal(upstreamMaxAgeMs({ path: '/graphql' }), 300_000);
});

test("in front of the RCSB, pictures are the RCSB's own, passed on; in front of a server of ours, drawn here", async () => {
  const rcsb = upstreamEngine(readServerConfig({ ARCHIVE: 'rcsb' }).upstream!);
  assert.deepEqual(await rcsb.files.picture({ entryId: '4HHB', assemblyId: '2' }), {
    url: 'https://cdn.rcsb.org/images/structures/hh/4hhb/4hhb_assembly-2.jpeg',
    stem: '4HHB',
    gzipped: false,
    binary: true,
  });
  assert.equal(
    (await rcsb.files.picture({ componentId: 'HEM' }))?.url,
    'https://cdn.rcsb.org/images/ccd/labeled/H/HEM.svg',
  );
  const ours = upstreamEngine({
    searchApi: 'http://127.0.0.1:9',
    dataApi: 'http://127.0.0.1:9',
    files: 'http://127.0.0.1:9',
    rcsb: false,
  });
  assert.equal(await ours.files.picture({ entryId: '4HHB', assemblyId: '1' }), undefined);
});

test('an answer asked again within five minutes is the one made; at the same time, one making; a failure is not kept', async () => {
  let now = 0;
  const cache = answerCache({ now: () => now });
  let made = 0;
  const make = async () => ({ body: `answer ${++made}`, encoding: 'identity' as const });
  const [first, together] = await Promise.all([cache('a', make), cache('a', make)]);
  assert.equal(first.body, 'answer 1');
  assert.equal(together.body, 'answer 1', 'asked at the same time: made once');
  now += ANSWER_CACHE_MAX_AGE_MS - 1;
  assert.equal((await cache('a', make)).body, 'answer 1');
  now += 1;
  assert.equal((await cache('a', make)).body, 'answer 2', 'older than its age: made again');
  await assert.rejects(cache('b', async () => Promise.reject(new Error('upstream down'))));
  assert.equal((await cache('b', make)).body, 'answer 3', 'a failure is asked again');
});
