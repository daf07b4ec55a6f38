// Issue 17: configured sign-in providers. The parsing of AUTH_PROVIDERS (presets, every refusal),
// then sign-in against a real second issuer: an oidc-provider on its own port, configured twice,
// as an OpenID Connect provider (discovery, ID token, nonce) and as a plain OAuth 2.0 provider (its
// authorization, token and userinfo endpoints), both with a client secret it checks. The flow is
// driven as a browser would (redirects followed by hand, a cookie jar); with providers configured,
// the local provider is gone.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Provider from 'oidc-provider';
import { memoryAdapterFactory } from '../../../src/server/auth/memory-adapter.ts';
import { grantWithoutConsent } from '../../../src/server/auth/local-provider.ts';
import { parseAuthProviders, readAuthProviders } from '../../../src/server/auth/provider-config.ts';
import { identityOf } from '../../../src/server/auth/sign-in.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { startServer, type RunningServer } from './harness.ts';
import { Browser } from '../../support/mypdb-browser.ts';

// ---- provider-config parsing ----

const parse = (entries: unknown) => parseAuthProviders(JSON.stringify(entries), 'AUTH_PROVIDERS');

/** Asserts that `run` throws an Error whose message matches `message`. */
function throwsMessage(run: () => unknown, message: RegExp, label?: string): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof Error, label);
    assert.match(error.message, message, label);
    return true;
  });
}

test('presets: google, orcid and facebook need only a client id (and secret)', () => {
  const providers = parse([
    { id: 'google', clientId: 'g-id', clientSecret: 'g-secret' },
    { id: 'orcid', clientId: 'APP-1' },
    { id: 'facebook', clientId: 'fb-id', clientSecret: 'fb-secret' },
  ]);
  assert.deepEqual(providers, [
    {
      id: 'google',
      name: 'Google',
      type: 'oidc',
      issuer: 'https://accounts.google.com',
      clientId: 'g-id',
      clientSecret: 'g-secret',
      scope: 'openid email profile',
    },
    {
      id: 'orcid',
      name: 'ORCID',
      type: 'oidc',
      issuer: 'https://orcid.org',
      clientId: 'APP-1',
      clientSecret: undefined,
      scope: 'openid',
    },
    {
      id: 'facebook',
      name: 'Facebook',
      type: 'oauth2',
      issuer: 'https://www.facebook.com',
      authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
      clientId: 'fb-id',
      clientSecret: 'fb-secret',
      scope: 'email public_profile',
    },
  ]);
});

test('an entry overrides its preset; a custom oidc entry gets the default scope', () => {
  const [google, custom] = parse([
    { id: 'google', name: 'Google account', clientId: 'g', scope: 'openid email' },
    { id: 'campus', name: 'Campus', type: 'oidc', issuer: 'http://127.0.0.1:9/idp', clientId: 'c' },
  ]);
  assert.equal(google!.name, 'Google account');
  assert.equal(google!.scope, 'openid email');
  assert.equal(custom!.scope, 'openid email profile');
  assert.equal(custom!.type, 'oidc');
});

test('every refused entry names itself and the fault', () => {
  const ok = { name: 'Campus', type: 'oidc', issuer: 'https://idp.example.org', clientId: 'c' };
  const oauth2 = {
    name: 'Campus',
    type: 'oauth2',
    authorizationEndpoint: 'https://idp.example.org/authorize',
    tokenEndpoint: 'https://idp.example.org/token',
    userinfoEndpoint: 'https://idp.example.org/me',
    clientId: 'c',
  };
  const cases: Array<[unknown, RegExp]> = [
    [{ id: 'x' }, /^AUTH_PROVIDERS must be a JSON array of sign-in providers$/],
    [['google'], /^AUTH_PROVIDERS entry 1 must be an object/],
    [[{ ...ok, id: 'Campus' }], /^AUTH_PROVIDERS entry 1: id must be lower-case letters, digits and '-'/],
    [[{ ...ok, id: 'a'.repeat(33) }], /^AUTH_PROVIDERS entry 1: id must be/],
    [[{ ...ok }], /^AUTH_PROVIDERS entry 1: id must be/],
    [[{ ...ok, id: 'local' }], /^AUTH_PROVIDERS entry 1 \('local'\): the id 'local' is reserved$/],
    [[{ ...ok, id: 'sign-out' }], /the id 'sign-out' is reserved$/],
    [[{ ...ok, id: 'providers' }], /the id 'providers' is reserved$/],
    [
      [
        { id: 'google', clientId: 'a' },
        { id: 'google', clientId: 'b' },
      ],
      /^AUTH_PROVIDERS names the provider 'google' twice$/,
    ],
    [[{ ...ok, id: 'campus', clientID: 'c' }], /^AUTH_PROVIDERS entry 1 \('campus'\): unknown field 'clientID'$/],
    [[{ id: 'google' }], /^AUTH_PROVIDERS entry 1 \('google'\): clientId is required$/],
    [[{ id: 'google', clientId: '  ' }], /\('google'\): clientId must be a non-empty string$/],
    [[{ id: 'google', clientId: 7 }], /\('google'\): clientId must be a non-empty string$/],
    [[{ ...ok, id: 'campus', name: undefined }], /\('campus'\): name is required/],
    [[{ ...ok, id: 'campus', type: 'saml' }], /\('campus'\): type must be 'oidc' or 'oauth2'$/],
    [[{ ...ok, id: 'campus', type: undefined }], /\('campus'\): type must be 'oidc' or 'oauth2'$/],
    [[{ ...ok, id: 'campus', issuer: undefined }], /\('campus'\): issuer is required$/],
    [[{ ...ok, id: 'campus', issuer: 'idp.example.org' }], /\('campus'\): issuer is not a URL: 'idp.example.org'$/],
    [
      [{ ...ok, id: 'campus', issuer: 'http://idp.example.org' }],
      /\('campus'\): issuer must be an https URL \(http only on loopback\), got 'http:\/\/idp.example.org'$/,
    ],
    [[{ ...ok, id: 'campus', issuer: 'ftp://127.0.0.1' }], /issuer must be an https URL/],
    [[{ ...ok, id: 'campus', issuer: 'https://u:p@idp.example.org' }], /issuer must not carry credentials/],
    [
      [{ ...ok, id: 'campus', tokenEndpoint: 'https://idp.example.org/token' }],
      /\('campus'\): an oidc provider's endpoints come from its issuer's discovery; remove tokenEndpoint$/,
    ],
    [[{ ...ok, id: 'campus', scope: 'email' }], /\('campus'\): an oidc provider's scope must include 'openid'$/],
    [[{ ...oauth2, id: 'campus', tokenEndpoint: undefined }], /\('campus'\): tokenEndpoint is required$/],
    [
      [{ ...oauth2, id: 'campus', userinfoEndpoint: 'http://idp.example.org/me' }],
      /\('campus'\): userinfoEndpoint must be an https URL/,
    ],
    [[{ id: 'facebook', type: 'oidc', clientId: 'f' }], /\('facebook'\): an oidc provider's endpoints come from/],
  ];
  for (const [entries, message] of cases) throwsMessage(() => parse(entries), message, JSON.stringify(entries));
  throwsMessage(
    () => parseAuthProviders('[{', '/etc/auth-providers.json'),
    /^\/etc\/auth-providers.json is not valid JSON/,
  );
});

test('http is allowed on loopback hosts; an oauth2 issuer may be given', () => {
  const [entry] = parse([
    {
      id: 'dev',
      name: 'Dev',
      type: 'oauth2',
      issuer: 'http://localhost:4000',
      authorizationEndpoint: 'http://localhost:4000/authorize',
      tokenEndpoint: 'http://127.0.0.1:4000/token',
      userinfoEndpoint: 'http://[::1]:4000/me',
      clientId: 'c',
    },
  ]);
  assert.equal(entry!.issuer, 'http://localhost:4000');
});

test('AUTH_PROVIDERS first, else AUTH_PROVIDERS_FILE, else the default file when it exists', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-providers-'));
  try {
    const file = path.join(dir, 'auth-providers.json');
    const missing = path.join(dir, 'none.json');
    assert.deepEqual(readAuthProviders({}, missing), [], 'no file: no configured provider');
    writeFileSync(file, JSON.stringify([{ id: 'orcid', clientId: 'from-file' }]));
    assert.equal(readAuthProviders({}, file)[0]!.clientId, 'from-file');
    assert.equal(readAuthProviders({ AUTH_PROVIDERS_FILE: file }, missing)[0]!.clientId, 'from-file');
    const env = { AUTH_PROVIDERS: JSON.stringify([{ id: 'google', clientId: 'from-env' }]), AUTH_PROVIDERS_FILE: file };
    assert.equal(readAuthProviders(env, file)[0]!.clientId, 'from-env');
    throwsMessage(
      () => readAuthProviders({ AUTH_PROVIDERS_FILE: missing }, file),
      /^AUTH_PROVIDERS_FILE names .*none\.json, which does not exist$/,
    );
    throwsMessage(() => readServerConfig({ AUTH_PROVIDERS: '{}' }), /^AUTH_PROVIDERS must be a JSON array/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the account's subject: sub, else Facebook's id", () => {
  assert.deepEqual(identityOf('facebook', { id: '10228', name: 'Ada', email: 'ada@example.test' }), {
    provider: 'facebook',
    subject: '10228',
    name: 'Ada',
    email: 'ada@example.test',
  });
  assert.equal(identityOf('x', { sub: 's', id: 'i' }).subject, 's');
  assert.equal(identityOf('x', { sub: 's' }).name, 's', 'no name: the subject stands in');
  assert.throws(() => identityOf('x', { name: 'nobody' }), /did not say who signed in/);
});

// ---- sign-in against a real second issuer ----

const CLIENT_ID = 'pdb-campus';
const CLIENT_SECRET = randomBytes(24).toString('base64url');
const NAMES: Record<string, string> = { ada: 'Ada Lovelace', grace: 'Grace Hopper' };

let dir: string;
let mypdb: MyPdbStore;
let idp: Server;
let issuer: string;
let server: RunningServer;
let provider: Provider | undefined;

function providersJson(): string {
  return JSON.stringify([
    { id: 'campus', name: 'Campus OIDC', type: 'oidc', issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    {
      id: 'campus-oauth',
      name: 'Campus OAuth',
      type: 'oauth2',
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      userinfoEndpoint: `${issuer}/me`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      // the issuer's userinfo endpoint answers only tokens with the openid scope
      scope: 'openid email profile',
    },
  ]);
}

/** The second issuer: a confidential client that must use PKCE and client_secret_post. */
function campusProvider(redirectUris: string[]): Provider {
  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    use: 'sig',
    alg: 'RS256',
  };
  return new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    routes: { authorization: '/auth', token: '/token', userinfo: '/me' },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    adapter: memoryAdapterFactory(),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    // its built-in sign-in page: any login name makes an account
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: () => ({ sub, name: NAMES[sub] ?? sub, email: `${sub}@campus.test` }) };
    },
    // no consent page for the one client
    loadExistingGrant: grantWithoutConsent,
  });
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sign-in-configured-'));
  mypdb = MyPdbStore.open(path.join(dir, 'mypdb.sqlite'));
  // the issuer's port is needed for our configuration, ours for its client's redirect URIs
  idp = createServer((req, res) => {
    if (provider) void provider.callback()(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const { authProviders } = readServerConfig({ AUTH_PROVIDERS: providersJson() });
  server = await startServer({ authProviders }, { mypdb });
  provider = campusProvider([`${server.url}/auth/campus/callback`, `${server.url}/auth/campus-oauth/callback`]);
});
after(async () => {
  await server.close();
  idp.closeAllConnections();
  await new Promise<void>((resolve) => idp.close(() => resolve()));
  mypdb.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Follows redirects across both servers until a page, or until a URL matching `stopAt`. */
async function follow(browser: Browser, url: string, stopAt: RegExp): Promise<{ res: Response; urls: string[] }> {
  const urls = [new URL(url, server.url).href];
  let res = await browser.get(urls[0]!);
  while (res.status >= 300 && res.status < 400) {
    const next = new URL(res.headers.get('location')!, urls.at(-1)).href;
    await res.arrayBuffer();
    urls.push(next);
    if (stopAt.test(next)) return { res, urls };
    res = await browser.get(next);
  }
  return { res, urls };
}

/** Signs in at the campus issuer as `login` through our provider `id`; returns the callback URL and the URLs passed. */
async function reachCallback(
  browser: Browser,
  id: string,
  login: string,
): Promise<{ callback: string; urls: string[] }> {
  const callbackUrl = new RegExp(`/auth/${id}/callback\\?`);
  const start = await follow(browser, `/auth/${id}`, callbackUrl);
  const urls = [...start.urls];
  if (!callbackUrl.test(urls.at(-1)!)) {
    const page = await start.res.text();
    assert.equal(start.res.status, 200, page.slice(0, 300));
    const action = /<form autocomplete="off" action="([^"]+)" method="post">/.exec(page)?.[1];
    assert.ok(action, "the issuer's sign-in page has its form");
    const posted = await browser.get(new URL(action.replace(/&amp;/g, '&'), urls.at(-1)).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    assert.equal(posted.status, 303);
    await posted.arrayBuffer();
    const resumed = await follow(browser, new URL(posted.headers.get('location')!, urls.at(-1)).href, callbackUrl);
    urls.push(...resumed.urls);
  }
  const callback = urls.at(-1)!;
  assert.ok(callback.startsWith(`${server.url}/auth/${id}/callback?code=`), callback);
  return { callback, urls };
}

async function accountOf(browser: Browser): Promise<Record<string, unknown>> {
  const res = await browser.get('/mypdb/data');
  assert.equal(res.status, 200);
  const data = (await res.json()) as Record<string, unknown>;
  return { id: data.id, name: data.name, email: data.email, provider: data.provider };
}

test('GET /auth/providers lists the configured providers and no Local', async () => {
  const res = await fetch(`${server.url}/auth/providers`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), [
    { id: 'campus', name: 'Campus OIDC' },
    { id: 'campus-oauth', name: 'Campus OAuth' },
  ]);
});

test('OpenID Connect: discovery, PKCE, state and nonce, a client secret; the account is the provider id and sub', async () => {
  const browser = new Browser(server.url);
  const { callback, urls } = await reachCallback(browser, 'campus', 'ada');
  const authorize = new URL(urls[1]!);
  assert.equal(authorize.origin + authorize.pathname, `${issuer}/auth`);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.equal(authorize.searchParams.get('redirect_uri'), `${server.url}/auth/campus/callback`);
  assert.ok(authorize.searchParams.get('state'));
  assert.ok(authorize.searchParams.get('nonce'));
  assert.equal(authorize.searchParams.get('scope'), 'openid email profile');
  const done = await browser.get(callback);
  await done.arrayBuffer();
  assert.equal(done.status, 302);
  assert.equal(done.headers.get('location'), '/search/mypdb/queries');
  assert.deepEqual(await accountOf(browser), {
    id: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@campus.test',
    provider: 'campus',
  });
});

test('OAuth 2.0: no nonce, no ID token needed, the profile from the userinfo endpoint', async () => {
  const browser = new Browser(server.url);
  const { callback, urls } = await reachCallback(browser, 'campus-oauth', 'grace');
  const authorize = new URL(urls[1]!);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorize.searchParams.get('state'));
  assert.equal(authorize.searchParams.get('nonce'), null);
  const done = await browser.get(callback);
  await done.arrayBuffer();
  assert.equal(done.status, 302);
  assert.deepEqual(await accountOf(browser), {
    id: 'grace',
    name: 'Grace Hopper',
    email: 'grace@campus.test',
    provider: 'campus-oauth',
  });
});

test('a forged state and a replayed callback are refused', async () => {
  for (const id of ['campus', 'campus-oauth']) {
    const browser = new Browser(server.url);
    const { callback } = await reachCallback(browser, id, 'ada');
    const forged = await browser.get(callback.replace(/state=[^&]+/, 'state=forged'));
    assert.equal(forged.status, 400, `${id}: a state that is not the sign-in's`);
    await forged.arrayBuffer();
    const replayed = await browser.get(callback);
    assert.equal(replayed.status, 400, `${id}: the sign-in was used up by the forged attempt`);
    await replayed.arrayBuffer();
    assert.equal(browser.cookies.has('pdb_session'), false);
  }
});

test('a provider that is not configured answers 404, the local one included', async () => {
  for (const pathname of ['/auth/google', '/auth/local', '/auth/google/callback?code=x&state=y']) {
    const res = await fetch(`${server.url}${pathname}`, { redirect: 'manual' });
    assert.equal(res.status, 404, pathname);
    await res.arrayBuffer();
  }
  const local = await fetch(`${server.url}/local-idp/.well-known/openid-configuration`);
  assert.equal(local.status, 404, 'the embedded provider is not mounted');
  await local.arrayBuffer();
});

test('configured providers send people back to PUBLIC_URL, else to the listening address; never to the Host', async () => {
  const host = { host: 'pdb.example.test' };
  const unset = await server.app.inject({ url: '/auth/campus', headers: host });
  assert.equal(unset.statusCode, 302);
  assert.equal(unset.headers.location, `${server.url}/auth/campus`, 'the sign-in starts at the listening address');
  assert.throws(
    () => readServerConfig({ AUTH_PROVIDERS: providersJson(), HOST: '0.0.0.0' }),
    /PUBLIC_URL must be set when HOST \(0\.0\.0\.0\) is not loopback and sign-in is offered/,
  );
  const { authProviders } = readServerConfig({ AUTH_PROVIDERS: providersJson() });
  const published = await startServer({ authProviders, publicUrl: 'https://pdb.example.test/archive' }, { mypdb });
  try {
    const res = await published.app.inject({ url: '/auth/campus', headers: host });
    assert.equal(res.statusCode, 302);
    const authorize = new URL(res.headers.location as string);
    assert.equal(authorize.searchParams.get('redirect_uri'), 'https://pdb.example.test/archive/auth/campus/callback');
  } finally {
    await published.close();
  }
});
