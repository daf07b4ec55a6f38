// Issue 30: sign-in walked as an attacker would, over real HTTP on loopback. The Local provider is
// served only to this machine (the socket's far end, never the Host header) when the server listens
// on loopback, or to anyone with LOCAL_SIGN_IN=on; an account is its provider and subject, so an
// e-mail address typed on the Local page reaches nobody else's account. No Host or X-Forwarded-*
// header steers a URL the server builds or a request it makes (a hostile discovery document waits
// on 127.0.0.2); sign-out means the next sign-in asks again; cookies are Secure under an https
// PUBLIC_URL, and behind a trusted proxy that says https.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app.ts';
import { readServerConfig, type ServerConfig } from '../../../src/server/config.ts';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { startServer, type RunningServer } from '../server/harness.ts';
import { Browser, signIn, signedInBrowser } from '../../support/mypdb-browser.ts';

const PARTNER = 'http://partner.example';
const SAVED = {
  request: {
    query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
    return_type: 'entry',
  },
  count: 12,
  html: 'Full Text = "hemoglobin"',
  options: '',
  query_id: 'q1',
};

let dir: string;
let mypdb: MyPdbStore;
let server: RunningServer;
let hostile: Server;
let hostileHost: string;
const hostileHits: string[] = [];

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'auth-walk-'));
  mypdb = MyPdbStore.open(path.join(dir, 'mypdb.sqlite'));
  server = await startServer({ corsOrigins: [PARTNER] }, { mypdb });
  // another local address: a discovery document that would send the browser away and the server's
  // token request elsewhere
  hostile = createServer((req, res) => {
    hostileHits.push(req.url ?? '');
    const issuer = `http://${hostileHost}/local-idp`;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: 'http://evil.example/authorize',
        token_endpoint: `http://${hostileHost}/steal`,
        jwks_uri: `http://${hostileHost}/jwks`,
        response_types_supported: ['code'],
      }),
    );
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.2', resolve));
  hostileHost = `127.0.0.2:${(hostile.address() as AddressInfo).port}`;
});
after(async () => {
  await server.close();
  hostile.closeAllConnections();
  await new Promise<void>((resolve) => hostile.close(() => resolve()));
  mypdb.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request with any Host header (fetch sets its own), its body read. */
function rawRequest(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An app of this configuration, not listening (answered through inject); the caller closes it. */
const appOf = (overrides: Partial<ServerConfig>) =>
  buildApp({ ...readServerConfig({}), port: 0, ...overrides }, { mypdb });

// imported when used, so that each test fails on its own when the module is missing
const localAccess = () => import('../../../src/server/auth/local-access.ts');

const localServedTo = async (app: Awaited<ReturnType<typeof appOf>>, remoteAddress = '127.0.0.1') => {
  const res = await app.inject({ url: '/local-idp/.well-known/openid-configuration', remoteAddress });
  return res.statusCode !== 404;
};

// ---- item 1: who the Local provider is served to ----

test('Local is refused to a client whose socket is not loopback, whatever its Host says, and to a relayed one', async () => {
  const host = new URL(server.url).host;
  const remoteAddress = '192.0.2.7';
  for (const url of ['/auth/local', '/local-idp/.well-known/openid-configuration']) {
    const res = await server.app.inject({ url, remoteAddress, headers: { host } });
    assert.equal(res.statusCode, 404, `${url} from ${remoteAddress} with Host ${host}`);
  }
  const listed = await server.app.inject({ url: '/auth/providers', remoteAddress, headers: { host } });
  assert.deepEqual(listed.json(), [], 'no Local button for a client that may not use it');
  const relayed = await fetch(`${server.url}/auth/local`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': '198.51.100.4' },
  });
  assert.equal(relayed.status, 404, 'a request a proxy relayed is not one from this machine');
  await relayed.arrayBuffer();
});

test('Local is not served when the server listens beyond loopback, is proxied or public, unless LOCAL_SIGN_IN=on', async () => {
  for (const [why, overrides] of [
    ['HOST=0.0.0.0', { host: '0.0.0.0' }],
    ['PUBLIC_URL beyond loopback', { publicUrl: 'https://pdb.example.test' }],
    ['TRUST_PROXY', { trustProxy: true }],
    ['LOCAL_SIGN_IN=off', { localSignIn: 'off' }],
  ] as const) {
    const app = await appOf(overrides);
    try {
      assert.equal(await localServedTo(app), false, why);
      const { localSignInNotice } = await localAccess();
      assert.equal(localSignInNotice({ ...readServerConfig({}), ...overrides }, 'http://127.0.0.1:8080'), undefined);
    } finally {
      await app.close();
    }
  }
  const open = await appOf({ host: '0.0.0.0', localSignIn: 'on' });
  try {
    assert.equal(await localServedTo(open, '192.0.2.7'), true, 'LOCAL_SIGN_IN=on serves anyone');
  } finally {
    await open.close();
  }
});

test('npm start says in one line when it serves Local: a note on loopback, a warning when switched on', async () => {
  const { localReach, localSignInNotice } = await localAccess();
  const base = 'http://127.0.0.1:8080';
  const loopback = localSignInNotice(readServerConfig({}), base);
  assert.ok(loopback && !loopback.includes('\n'), loopback);
  assert.match(loopback, /Local provider/);
  assert.match(loopback, /this machine only/);
  assert.throws(() => readServerConfig({ LOCAL_SIGN_IN: 'on', HOST: '0.0.0.0' }), /PUBLIC_URL must be set/);
  const on = readServerConfig({ LOCAL_SIGN_IN: 'on', HOST: '0.0.0.0', PUBLIC_URL: 'https://pdb.example.test' });
  assert.equal(localReach(on), 'anyone');
  const warning = localSignInNotice(on, 'https://pdb.example.test');
  assert.ok(warning && !warning.includes('\n'), warning);
  assert.match(warning, /^WARNING: LOCAL_SIGN_IN=on/);
  assert.throws(() => readServerConfig({ LOCAL_SIGN_IN: 'yes' }), /LOCAL_SIGN_IN must be/);
  assert.throws(() => readServerConfig({ TRUST_PROXY: 'my proxy' }), /TRUST_PROXY must be/);
  assert.throws(() => readServerConfig({ PUBLIC_URL: 'javascript:alert(1)' }), /PUBLIC_URL must be/);
});

test('typing another person’s e-mail address on the Local page reaches a new account, not theirs', async () => {
  const bob = await signedInBrowser(server.url, 'Bob', 'bob@example.test');
  const saved = await bob.browser.get('/mypdb/save', {
    method: 'POST',
    headers: { 'x-pdb-csrf': bob.csrf, 'content-type': 'application/json' },
    body: JSON.stringify(SAVED),
  });
  assert.equal(saved.status, 200, await saved.text());
  const bobData = (await (await bob.browser.get('/mypdb/data')).json()) as { id: string; queries: unknown[] };
  assert.equal(bobData.queries.length, 1);
  assert.notEqual(bobData.id, 'bob@example.test', 'the subject is not the typed address');

  // an account of another provider with the same address
  const orcid = mypdb.findOrCreateAccount({
    provider: 'orcid',
    subject: '0000-0002-1825-0097',
    name: 'Bob',
    email: 'bob@example.test',
  });
  mypdb.saveQuery(orcid.id, { ...SAVED, query_id: 'q2' } as never);

  const mallory = await signedInBrowser(server.url, 'Mallory', 'BOB@Example.test');
  const got = (await (await mallory.browser.get('/mypdb/data')).json()) as { id: string; queries: unknown[] };
  assert.notEqual(got.id, bobData.id);
  assert.deepEqual(got.queries, [], "none of Bob's queries, of either provider");

  // Bob, in his own browser, signs in again and finds his account
  const out = await bob.browser.get('/auth/sign-out', { method: 'POST', headers: { 'x-pdb-csrf': bob.csrf } });
  assert.equal(out.status, 204);
  await signIn(bob.browser, 'Bob', 'bob@example.test');
  const again = (await (await bob.browser.get('/mypdb/data')).json()) as { id: string; queries: unknown[] };
  assert.equal(again.id, bobData.id);
  assert.equal(again.queries.length, 1);
});

// ---- item 2: no URL and no server-side request from Host or X-Forwarded-* ----

test('Host naming another local server steers no server-side request: the sign-in goes to the configured issuer', async () => {
  const res = await rawRequest(`${server.url}/auth/local`, { host: hostileHost });
  assert.deepEqual(hostileHits, [], 'the server asked the hostile address nothing');
  assert.equal(res.status, 302, res.body);
  const location = String(res.headers.location);
  assert.ok(location.startsWith(`${server.url}/`), location);
  const browser = new Browser(server.url);
  const started = await browser.get(location);
  await started.arrayBuffer();
  assert.ok(String(started.headers.get('location')).startsWith(`${server.url}/local-idp/auth?`));
  assert.deepEqual(hostileHits, []);
});

test("the Local provider's discovery names the configured origin whatever Host says; one issuer", async () => {
  const issuers = new Set<string>();
  for (const host of ['127.0.0.9:1', hostileHost, 'localhost:9', new URL(server.url).host]) {
    const res = await rawRequest(`${server.url}/local-idp/.well-known/openid-configuration`, { host });
    assert.equal(res.status, 200, host);
    const doc = JSON.parse(res.body) as Record<string, unknown>;
    issuers.add(String(doc.issuer));
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'])
      assert.ok(String(doc[key]).startsWith(`${server.url}/local-idp/`), `${host}: ${key} ${String(doc[key])}`);
  }
  assert.deepEqual([...issuers], [`${server.url}/local-idp`]);
});

test('X-Forwarded-Host and -Proto rewrite nothing, even where Local is open to anyone', async () => {
  const open = await startServer({ localSignIn: 'on' } as Partial<ServerConfig>, { mypdb });
  try {
    const res = await rawRequest(`${open.url}/local-idp/.well-known/openid-configuration`, {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    assert.equal(res.status, 200);
    const doc = JSON.parse(res.body) as Record<string, unknown>;
    assert.equal(doc.issuer, `${open.url}/local-idp`);
    assert.ok(
      String(doc.authorization_endpoint).startsWith(`${open.url}/local-idp/`),
      String(doc.authorization_endpoint),
    );
  } finally {
    await open.close();
  }
});

test('a change is accepted from the configured origin only, not from whatever Host the request names', async () => {
  const carol = await signedInBrowser(server.url, 'Carol', 'carol@example.test');
  const res = await rawRequest(
    `${server.url}/auth/sign-out`,
    {
      host: 'evil.example',
      origin: 'http://evil.example',
      cookie: `pdb_session=${carol.browser.cookies.get('pdb_session')}`,
      'x-pdb-csrf': carol.csrf,
    },
    'POST',
  );
  assert.equal(res.status, 403, res.body);
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

// ---- item 6: Secure cookies ----

const secure = (browser: Browser, name: string) => {
  const line = browser.setCookies.find((l) => l.startsWith(`${name}=`));
  assert.ok(line, `${name} was set`);
  return /;\s*Secure/i.test(line);
};

test('with PUBLIC_URL=https://…, the session and sign-in cookies are Secure', async () => {
  const publicUrl = 'https://pdb.example.test';
  const tls = await startServer({ publicUrl, localSignIn: 'on' } as Partial<ServerConfig>, { mypdb });
  try {
    const browser = new Browser(tls.url, publicUrl);
    await signIn(browser, 'Erin', 'erin@example.test');
    assert.equal(secure(browser, 'pdb_sign_in'), true);
    assert.equal(secure(browser, 'pdb_session'), true);
  } finally {
    await tls.close();
  }
});

test('with TRUST_PROXY the forwarded protocol counts; without it, a forged one does not', async () => {
  const proxied = await startServer({ trustProxy: true, localSignIn: 'on' } as Partial<ServerConfig>, { mypdb });
  try {
    const viaTls = new Browser(proxied.url);
    const res = await viaTls.get('/auth/local', { headers: { 'x-forwarded-proto': 'https' } });
    await res.arrayBuffer();
    assert.equal(res.status, 302);
    assert.equal(secure(viaTls, 'pdb_sign_in'), true);
  } finally {
    await proxied.close();
  }
  // a server of its own: the one above has used its sign-ins of the minute
  const plain = await startServer({}, { mypdb });
  try {
    const forged = new Browser(plain.url);
    await signIn(forged, 'Finn', 'finn@example.test', false, '/auth/local');
    assert.equal(secure(forged, 'pdb_session'), false, 'plain http on loopback');
    const res = await forged.get('/auth/local', { headers: { 'x-forwarded-proto': 'https' } });
    await res.arrayBuffer();
    assert.equal(res.status, 302);
    assert.match(forged.setCookies.at(-1)!, /^pdb_sign_in=/);
    assert.doesNotMatch(forged.setCookies.at(-1)!, /;\s*Secure/i, 'a forged X-Forwarded-Proto counts for nothing');
  } finally {
    await plain.close();
  }
});
