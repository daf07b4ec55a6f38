// Issue 17: an element on another site signs in through a popup and holds a bearer token bound to
// its site. Over real HTTP with the embedded provider: the sign-in's last page posts the token to
// the listed site only and sets no cookie; the token works only with that site's Origin (and a
// cookie session's token never works as one); it needs no CSRF header; sign-out ends it; an
// unlisted site cannot start such a sign-in.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { EMBED_TOKEN_TTL_SECONDS } from '../../../src/model/mypdb-embed.ts';
import { startServer, type RunningServer } from './harness.ts';
import { Browser, signIn, signedInBrowser } from '../../support/mypdb-browser.ts';

const PARTNER = 'http://partner.example';
const OTHER = 'http://other.example';
let mypdb: MyPdbStore;
let server: RunningServer;

before(async () => {
  mypdb = MyPdbStore.open(':memory:');
  server = await startServer({ corsOrigins: [PARTNER, OTHER] }, { mypdb });
});
after(async () => {
  await server.close();
  mypdb.close();
});

/** Signs in for PARTNER as the popup would; the handoff page and the token it carries. */
async function embedSignIn(name: string, email: string): Promise<{ page: Response; html: string; token: string }> {
  const browser = new Browser(server.url);
  const callback = await signIn(browser, name, email, true, `/auth/local?embed=${encodeURIComponent(PARTNER)}`);
  const page = await browser.get(callback);
  const html = await page.text();
  const token = /"token":"([A-Za-z0-9_-]+)"/.exec(html)?.[1];
  assert.ok(token, html.slice(0, 300));
  return { page, html, token };
}

const asPartner = (path: string, token: string, init: RequestInit = {}, origin = PARTNER) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, origin, ...(init.headers as Record<string, string>) },
  });

test("the popup's last page posts the token to the listed site only, under a nonce, and sets no cookie", async () => {
  const { page, html } = await embedSignIn('Erin', 'erin@example.test');
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(page.headers.get('cache-control'), 'no-store');
  assert.equal(page.headers.get('cross-origin-opener-policy'), 'unsafe-none');
  const csp = page.headers.get('content-security-policy') ?? '';
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
  assert.ok(nonce, csp);
  assert.ok(html.includes(`<script nonce="${nonce}">`));
  assert.ok(html.includes(`window.opener.postMessage(message, "${PARTNER}")`));
  assert.ok(html.includes(`"expiresIn":${EMBED_TOKEN_TTL_SECONDS}`));
  assert.equal(
    page.headers.getSetCookie().some((line) => line.startsWith('pdb_session=') && !/Max-Age=0|1970/i.test(line)),
    false,
  );
});

test("the token works only with its site's Origin, and needs no CSRF header to save", async () => {
  const { token } = await embedSignIn('Erin', 'erin@example.test');
  const data = await asPartner('/mypdb/data', token);
  assert.equal(data.status, 200);
  assert.equal(data.headers.get('access-control-allow-origin'), PARTNER);
  assert.equal(((await data.json()) as { name: string }).name, 'Erin');

  for (const [why, res] of [
    ['another listed site', await asPartner('/mypdb/data', token, {}, OTHER)],
    ['no Origin', await fetch(`${server.url}/mypdb/data`, { headers: { authorization: `Bearer ${token}` } })],
    ['a forged token', await asPartner('/mypdb/data', `${token.slice(0, -2)}xx`)],
  ] as const) {
    assert.equal(res.status, 401, why);
    await res.arrayBuffer();
  }
  const asCookie = await fetch(`${server.url}/mypdb/data`, { headers: { cookie: `pdb_session=${token}` } });
  assert.deepEqual(await asCookie.json(), { signedIn: false }, 'as a cookie: nobody is signed in');

  const saved = await asPartner('/mypdb/save', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      request: {
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'actin' } },
        return_type: 'entry',
      },
      count: 3,
    }),
  });
  assert.equal(saved.status, 200, await saved.clone().text());
  await saved.arrayBuffer();
  const after = await asPartner('/mypdb/data', token);
  assert.equal(((await after.json()) as { queries: unknown[] }).queries.length, 1);
});

test("a cookie session's token is not a bearer token", async () => {
  const { browser } = await signedInBrowser(server.url, 'Finn', 'finn@example.test');
  const cookieToken = decodeURIComponent(browser.cookies.get('pdb_session')!).split('.')[0]!;
  const res = await asPartner('/mypdb/data', cookieToken);
  assert.equal(res.status, 401);
  await res.arrayBuffer();
});

test('the preflight lets the listed site send the token; sign-out ends it', async () => {
  const { token } = await embedSignIn('Gail', 'gail@example.test');
  const preflight = await fetch(`${server.url}/mypdb/save`, {
    method: 'OPTIONS',
    headers: {
      origin: PARTNER,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  assert.equal(preflight.headers.get('access-control-allow-origin'), PARTNER);
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/i);
  await preflight.arrayBuffer();

  const out = await asPartner('/auth/sign-out', token, { method: 'POST' });
  assert.equal(out.status, 204);
  await out.arrayBuffer();
  const gone = await asPartner('/mypdb/data', token);
  assert.equal(gone.status, 401);
  await gone.arrayBuffer();
});

test('a site not in CORS_ORIGINS cannot start a sign-in for itself', async () => {
  const res = await fetch(`${server.url}/auth/local?embed=${encodeURIComponent('https://evil.example')}`, {
    redirect: 'manual',
  });
  assert.equal(res.status, 400);
  assert.match(((await res.json()) as { msg: string }).msg, /may not sign in to MyPDB/);
});
