// The upstream engine's small parts: how an upstream failure becomes the route's error, and the
// daily renewal of what browser-direct mode's parts keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BusyError, ClientError, UpstreamError } from '../../../src/server/errors.ts';
import { upstreamValue, upstreamValueOrNone } from '../../../src/server/engine/upstream/upstream-answers.ts';
import { RENEW_AFTER_MS, renewing } from '../../../src/server/engine/upstream/renewing.ts';
import { upstreamMaxAgeMs } from '../../../src/server/engine/upstream/upstream-apis.ts';

test('an upstream failure: its 4xx with its words, busy as 503 with Retry-After, no answer as 502', () => {
  assert.equal(upstreamValue({ ok: true, status: 200, value: 7 }), 7);
  const refused = () => upstreamValue({ ok: false, status: 400, message: 'Invalid query' });
  assert.throws(refused, (error: unknown) => error instanceof ClientError && error.statusCode === 400);
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
