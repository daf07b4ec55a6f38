// The upstream pair the Python client's upstream-mode run starts (py-client-suite.ts): with uploads,
// the upstream-mode server listens where its public URL says, as the stand-in fetches an uploaded
// file from there. A fast guard for a precondition that suite, minutes long, depends on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startUpstreamPair } from './harness.ts';

test('a pair with uploads: the upstream-mode server answers at the public URL the stand-in may fetch', async () => {
  const pair = await startUpstreamPair({ uploads: true });
  try {
    assert.equal(pair.upstream.url, process.env.FETCH_ALLOW);
  } finally {
    await pair.close();
  }
});
