// Issue 17: sign-in with the embedded local OpenID Connect provider over real HTTP, driven as a
// browser would (redirects followed by hand, a cookie jar): the code flow with PKCE ends in one
// HttpOnly SameSite=Lax session cookie and the account's data; a replayed callback, a forged state
// and a callback without its sign-in are refused; sign-out ends the session for a stolen copy too;
// sign-in starts are limited per client.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { SIGN_IN_STARTS_PER_MINUTE } from '../../../src/server/routes/auth.ts';
import { startServer, type RunningServer } from './harness.ts';
import { Browser, signIn, signedInBrowser } from '../../support/mypdb-browser.ts';

let dir: string;
let mypdb: MyPdbStore;
let server: RunningServer;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sign-in-'));
  mypdb = MyPdbStore.open(path.join(dir, 'mypdb.sqlite'));
  server = await startServer({}, { mypdb });
});
after(async () => {
  await server.close();
  mypdb.close();
  rmSync(dir, { recursive: true, force: true });
});

test('signed out, GET /mypdb/data answers 200 {signedIn: false}: an anonymous visitor is not an error', async () => {
  const res = await fetch(`${server.url}/mypdb/data`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { signedIn: false });
});

test('sign-in through the local provider: one HttpOnly SameSite=Lax session cookie, then the account', async () => {
  const browser = new Browser(server.url);
  await signIn(browser, 'Alice Liddell', 'alice@example.test');
  const session = browser.setCookies.find((line) => line.startsWith('pdb_session='));
  assert.ok(session);
  assert.match(session, /HttpOnly/i);
  assert.match(session, /SameSite=Lax/i);
  assert.match(session, /Path=\//);
  const res = await browser.get('/mypdb/data');
  assert.equal(res.status, 200);
  const data = (await res.json()) as { id: string; name: string; email: string; provider: string; queries: unknown[] };
  assert.deepEqual(
    { name: data.name, email: data.email, provider: data.provider, queries: data.queries },
    { name: 'Alice Liddell', email: 'alice@example.test', provider: 'local', queries: [] },
  );
  // the subject is the address with this browser's key (issue 30), never the address alone
  assert.match(data.id, /^[A-Za-z0-9_-]{43}$/);
});

test('a replayed callback, a forged state and a callback without its sign-in are refused', async () => {
  const browser = new Browser(server.url);
  const callback = await signIn(browser, 'Bob', 'bob@example.test');
  const replay = await browser.get(callback);
  assert.equal(replay.status, 400, 'the same callback twice');
  await replay.arrayBuffer();

  const forged = await signIn(browser, 'Bob', 'bob@example.test', true);
  const tampered = forged.replace(/state=[^&]+/, 'state=forged');
  const refused = await browser.get(tampered);
  assert.equal(refused.status, 400, 'a state that is not the sign-in’s');
  await refused.arrayBuffer();

  const stranger = new Browser(server.url);
  const another = await signIn(new Browser(server.url), 'Eve', 'eve@example.test', true);
  const foreign = await stranger.get(another);
  assert.equal(foreign.status, 400, "another browser's callback");
  await foreign.arrayBuffer();
});

test('after sign-out a copied session cookie signs nobody in', async () => {
  const { browser, csrf } = await signedInBrowser(server.url, 'Carol', 'carol@example.test');
  const stolen = browser.cookies.get('pdb_session')!;
  const refused = await browser.get('/auth/sign-out', { method: 'POST' });
  assert.equal(refused.status, 403, 'sign-out without the CSRF header');
  await refused.arrayBuffer();
  const out = await browser.get('/auth/sign-out', { method: 'POST', headers: { 'x-pdb-csrf': csrf } });
  assert.equal(out.status, 204);
  assert.equal(browser.cookies.has('pdb_session'), false, 'the cookie is removed');
  const res = await fetch(`${server.url}/mypdb/data`, { headers: { cookie: `pdb_session=${stolen}` } });
  assert.deepEqual(await res.json(), { signedIn: false });
});

test(`at most ${SIGN_IN_STARTS_PER_MINUTE} sign-in starts a minute per client, then 429`, async () => {
  const limited = await startServer({}, { mypdb });
  try {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_STARTS_PER_MINUTE; i++) {
      const res = await fetch(`${limited.url}/auth/local`, { redirect: 'manual' });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    assert.deepEqual(statuses.slice(0, SIGN_IN_STARTS_PER_MINUTE), Array(SIGN_IN_STARTS_PER_MINUTE).fill(302));
    assert.equal(statuses.at(-1), 429);
  } finally {
    await limited.close();
  }
});
