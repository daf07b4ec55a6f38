// Issue 31 item 10: a cross-origin call that failed at the network is told apart from a CORS
// refusal by a no-cors request to the same URL, which a server that is there always answers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientResult, FetchLike } from '../../../src/client/http.ts';
import { markCorsRefusal } from '../../../src/client/cors-refusal.ts';

const URL_ = 'http://archive.test/auth/providers';
const networkFailure: ClientResult<string[]> = { ok: false, status: 0, message: 'Failed to fetch' };

/** A fetch that answers only the modes listed, opaquely, and fails like the network otherwise. */
function answering(...modes: RequestMode[]): { fetch: FetchLike; asked: RequestInit[] } {
  const asked: RequestInit[] = [];
  const fetch: FetchLike = async (_url, init) => {
    asked.push(init ?? {});
    if (!modes.includes(init?.mode ?? 'cors')) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  };
  return { fetch, asked };
}

test('the server answers a no-cors request: the failure is marked corsRefused', async () => {
  const { fetch, asked } = answering('no-cors');
  const marked = await markCorsRefusal({ apiBase: 'http://archive.test', fetch }, URL_, networkFailure);
  assert.deepEqual(marked, { ...networkFailure, corsRefused: true });
  assert.equal(asked[0]!.mode, 'no-cors');
  assert.equal(asked[0]!.credentials, 'omit');
});

test('nothing answers at all: the failure stays as it was', async () => {
  const { fetch } = answering();
  assert.deepEqual(
    await markCorsRefusal({ apiBase: 'http://archive.test', fetch }, URL_, networkFailure),
    networkFailure,
  );
});

test('an answer, an HTTP refusal or an abort is left alone, with no second request', async () => {
  const { fetch, asked } = answering('no-cors');
  const http = { apiBase: 'http://archive.test', fetch };
  const answers: Array<ClientResult<string[]>> = [
    { ok: true, status: 200, value: [] },
    { ok: false, status: 403, message: '403 Forbidden' },
    { ok: false, status: 0, message: 'aborted', aborted: true },
  ];
  for (const answer of answers) assert.deepEqual(await markCorsRefusal(http, URL_, answer), answer);
  assert.equal(asked.length, 0);
});
