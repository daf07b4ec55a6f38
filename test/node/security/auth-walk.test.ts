// Issue 30: sign-in walked as an attacker would, over real HTTP on loopback: sign-out means the
// next sign-in asks again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { startServer, type RunningServer } from '../server/harness.ts';
import { signedInBrowser } from '../../support/mypdb-browser.ts';

const PARTNER = 'http://partner.example';
let dir: string;
let mypdb: MyPdbStore;
let server: RunningServer;
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'auth-walk-'));
  mypdb = MyPdbStore.open(path.join(dir, 'mypdb.sqlite'));
  server = await startServer({ corsOrigins: [PARTNER] }, { mypdb });
});
after(async () => {
  await server.close();
  mypdb.close();
  rmSync(dir, { recursive: true, force: true });
});

// ---- item 5: sign-out, then the Local provider asks again ----

test('after sign-out, /auth/local shows its page again: no silent sign-in, no silent embed token', async () => {
  const dana = await signedInBrowser(server.url, 'Dana', 'dana@example.test');
  const out = await dana.browser.get('/auth/sign-out', { method: 'POST', headers: { 'x-pdb-csrf': dana.csrf } });
  assert.equal(out.status, 204);
  for (const start of ['/auth/local', `/auth/local?embed=${encodeURIComponent(PARTNER)}`]) {
    const { res, urls } = await dana.browser.follow(start, /\/auth\/local\/callback/);
    assert.doesNotMatch(urls.at(-1)!, /\/auth\/local\/callback/, `${start} went straight back: ${urls.join(' ')}`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<form method="post"/);
  }
});
