// `npm run check:rcsb` walks the public APIs as a page on another origin calls them; pointed at
// our server, the stand-in of the browser-direct tests, every check passes, and a server that does
// not speak the APIs fails them.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { walkPublicApis } from '../../../scripts/check-rcsb/walk.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

test('our server passes the walk the public APIs are checked with', async () => {
  const findings = await walkPublicApis({ searchApi: server.url, dataApi: server.url });
  assert.deepEqual(
    findings.filter((f) => !f.ok),
    [],
  );
  assert.ok(findings.length >= 20, `${findings.length} checks`);
  const retryAfter = findings.find((f) => f.check.includes('Retry-After'));
  assert.equal(retryAfter?.detail, 'exposed');
});

test('a server that does not speak the APIs fails it', async () => {
  const findings = await walkPublicApis({ searchApi: `${server.url}/nowhere`, dataApi: `${server.url}/nowhere` });
  assert.ok(findings.filter((f) => !f.ok).length >= 8);
});
