// Issue 30: sign-in walked as an attacker would, over real HTTP on loopback. No Host or
// X-Forwarded-* header steers a URL the server builds or a request it makes (a hostile discovery
// document waits on 127.0.0.2); sign-out means the next sign-in asks again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { startServer, type RunningServer } from '../server/harness.ts';
import { Browser, signedInBrowser } from '../../support/mypdb-browser.ts';

const PARTNER = 'http://partner.example';
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

test('X-Forwarded-Host and -Proto rewrite nothing', async () => {
  const open = await startServer({}, { mypdb });
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
