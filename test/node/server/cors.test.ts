// The two CORS policies (src/server/cors.ts): public routes answer any site without credentials;
// the session-cookie routes (MyPDB, sign-in) answer only the allow-listed sites, with credentials.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getTestServerArchive, startServer, type RunningServer } from './harness.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { VIEWER_HEADERS } from '../../../src/client/structure-file.ts';

const LISTED = 'https://institution.example';
const ELSEWHERE = 'https://elsewhere.example';
const QUERY = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
};

let server: RunningServer;
before(async () => {
  server = await startServer(
    { corsOrigins: [LISTED], rateLimitPerMinute: 1_000_000, sessionRoutePrefixes: ['/api/mypdb', '/mypdb', '/auth'] },
    {
      engine: await getTestServerArchive(),
      // stand-ins for the MyPDB and sign-in routes, under the prefixes the configuration names
      extend(app) {
        for (const url of ['/api/mypdb/data', '/mypdb/account-data', '/auth/orcid'])
          app.route({ method: ['GET', 'POST'], url, handler: async () => ({ ok: true }) });
      },
    },
  );
});
after(() => server.close());

function send(method: 'GET' | 'POST' | 'OPTIONS', url: string, origin: string, extra: Record<string, string> = {}) {
  const body = method === 'POST' ? { report: 'search_summary', request: QUERY } : undefined;
  return server.app.inject({ method, url, headers: { origin, ...extra }, ...(body ? { payload: body } : {}) });
}

const SESSION_ROUTES = ['/api/mypdb/data', '/mypdb/account-data', '/auth/orcid'];

test('public routes answer any origin with * and no credentials header', async () => {
  for (const origin of [ELSEWHERE, LISTED]) {
    const res = await send('POST', '/search/data', origin);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['access-control-allow-origin'], '*', origin);
    assert.equal(res.headers['access-control-allow-credentials'], undefined, origin);
  }
  for (const url of ['/health', '/rcsbsearch/v2/metadata/schema', '/search/custom-report-attributes']) {
    const res = await send('GET', url, ELSEWHERE);
    assert.equal(res.headers['access-control-allow-origin'], '*', url);
    assert.equal(res.headers['access-control-allow-credentials'], undefined, url);
  }
});

test('a page on another site may read the file name and notice of a download', async () => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/search/data-download',
    headers: { origin: ELSEWHERE },
    payload: { report: 'pdb_ids', request: QUERY, format: 'csv' },
  });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-disposition'] as string, /^attachment; filename="pdb_pdb_ids_1-\d+\.csv"$/);
  const exposed = String(res.headers['access-control-expose-headers'])
    .toLowerCase()
    .split(/\s*,\s*/);
  assert.ok(exposed.includes('content-disposition'), exposed.join());
  assert.ok(exposed.includes('x-download-notice'), exposed.join());
});

test('session routes give another origin no CORS headers at all', async () => {
  for (const url of SESSION_ROUTES) {
    const res = await send('GET', url, ELSEWHERE);
    assert.equal(res.headers['access-control-allow-origin'], undefined, url);
    assert.equal(res.headers['access-control-allow-credentials'], undefined, url);
  }
});

test('session routes echo an allow-listed origin with credentials', async () => {
  for (const url of SESSION_ROUTES) {
    const res = await send('GET', url, LISTED);
    assert.equal(res.headers['access-control-allow-origin'], LISTED, url);
    assert.equal(res.headers['access-control-allow-credentials'], 'true', url);
    assert.match(String(res.headers.vary), /origin/i, url);
  }
});

test('preflight requests follow the same split', async () => {
  const preflight = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
  const open = await send('OPTIONS', '/search/data', ELSEWHERE, preflight);
  assert.equal(open.statusCode, 204);
  assert.equal(open.headers['access-control-allow-origin'], '*');
  assert.equal(open.headers['access-control-allow-credentials'], undefined);
  assert.match(String(open.headers['access-control-allow-methods']), /POST/);

  const refused = await send('OPTIONS', '/api/mypdb/data', ELSEWHERE, preflight);
  assert.notEqual(refused.statusCode, 204);
  assert.equal(refused.headers['access-control-allow-origin'], undefined);

  const listed = await send('OPTIONS', '/auth/orcid', LISTED, preflight);
  assert.equal(listed.statusCode, 204);
  assert.equal(listed.headers['access-control-allow-origin'], LISTED);
  assert.equal(listed.headers['access-control-allow-credentials'], 'true');
});

test("the viewers' headers (seed 001 §7) are allowed on our file route from any site", async () => {
  const names = Object.keys(VIEWER_HEADERS).join(',').toLowerCase();
  const preflight = { 'access-control-request-method': 'GET', 'access-control-request-headers': names };
  const res = await send('OPTIONS', '/download/4HHB.cif', ELSEWHERE, preflight);
  assert.equal(res.statusCode, 204);
  assert.equal(res.headers['access-control-allow-origin'], '*');
  const allowed = String(res.headers['access-control-allow-headers'])
    .toLowerCase()
    .split(/\s*,\s*/);
  for (const name of names.split(',')) assert.ok(allowed.includes(name), `${name} in ${allowed.join(', ')}`);
});

test('a path that only starts like a session prefix is public', async () => {
  const res = await send('GET', '/search/mypdb/queries', ELSEWHERE);
  assert.equal(res.headers['access-control-allow-origin'], '*');
});

test('configuration: MYPDB_PREFIX joins the fixed session prefixes; * is refused for credentials', () => {
  assert.deepEqual(readServerConfig({}).sessionRoutePrefixes, ['/mypdb', '/auth']);
  assert.deepEqual(readServerConfig({ MYPDB_PREFIX: '/api/mypdb' }).sessionRoutePrefixes, [
    '/api/mypdb',
    '/mypdb',
    '/auth',
  ]);
  assert.throws(() => readServerConfig({ MYPDB_PREFIX: 'mypdb/' }), /MYPDB_PREFIX/);
  assert.throws(() => readServerConfig({ CORS_ORIGINS: '*' }), /CORS_ORIGINS/);
  assert.deepEqual(readServerConfig({ CORS_ORIGINS: ` ${LISTED}, https://b.example ` }).corsOrigins, [
    LISTED,
    'https://b.example',
  ]);
});
