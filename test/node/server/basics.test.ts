import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startServer(
    { rateLimitPerMinute: 10_000 },
    {
      extend(app) {
        app.post('/test/echo', async (request) => request.body);
        app.get('/test/item/:id', async (request) => request.params);
        app.get('/test/boom', async () => {
          throw new Error('secret internals');
        });
      },
    },
  );
});
after(() => server.close());

test('GET /health answers ok with a request id and security headers', async () => {
  const res = await fetch(`${server.url}/health`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { status: 'ok', archive: 'none' });
  assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(res.headers.get('content-security-policy'));
});

test('malformed JSON answers 400 with a clear message, not 500', async () => {
  const res = await fetch(`${server.url}/test/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"request": ',
  });
  assert.equal(res.status, 400);
  const body = (await res.json()) as { statusCode: number; msg: string };
  assert.equal(body.statusCode, 400);
  assert.match(body.msg, /not valid JSON/);
});

test('an oversized body answers 413', async () => {
  const res = await fetch(`${server.url}/test/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pad: 'x'.repeat(2_000_000) }),
  });
  assert.equal(res.status, 413);
});

test('a handler error answers a clean 500 naming an error id, never the stack or message', async () => {
  const res = await fetch(`${server.url}/test/boom`);
  assert.equal(res.status, 500);
  const body = (await res.json()) as { statusCode: number; msg: string };
  assert.match(body.msg, /^Internal server error \(id [0-9a-f-]{36}\)$/);
  assert.doesNotMatch(JSON.stringify(body), /secret internals|at .*\.ts/);
});

test('unknown routes answer 404 with statusCode and msg', async () => {
  const res = await fetch(`${server.url}/search/nope`);
  assert.equal(res.status, 404);
  assert.deepEqual(await res.json(), { statusCode: 404, msg: 'Not found: GET /search/nope' });
});

test("a path parameter the router cannot read answers in the API's shape: bad percent-encoding 400, too long 414", async () => {
  const cases: Array<[string, number, RegExp]> = [
    ['%ZZ', 400, /is not a valid url component$/],
    ['x'.repeat(1001), 414, /is exceeding the max param length$/],
  ];
  for (const [id, status, msg] of cases) {
    const res = await fetch(`${server.url}/test/item/${id}`);
    const body = (await res.json()) as { statusCode: number; msg: string };
    assert.equal(res.status, status, id.slice(0, 10));
    assert.deepEqual(Object.keys(body).sort(), ['msg', 'statusCode'], JSON.stringify(body).slice(0, 200));
    assert.equal(body.statusCode, status);
    assert.match(body.msg, msg);
  }
});

test('serves the demo page and the built bundles', async () => {
  const res = await fetch(`${server.url}/demo/`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<pdb-search-(app|context)/);
});

test('the app page answers the seed routes, so URLs the app writes reload', async () => {
  for (const path of [
    '/search',
    '/search?request=%7B%7D',
    '/search/advanced/sequence',
    '/search/browse/atc',
    '/search/history',
    '/search/mypdb/queries',
  ]) {
    const res = await fetch(`${server.url}${path}`);
    assert.equal(res.status, 200, path);
    assert.match(await res.text(), /<pdb-search-app/, path);
  }
  const root = await fetch(`${server.url}/`, { redirect: 'manual' });
  assert.equal(root.headers.get('location'), '/search');
});

test("the server's own pages refuse to be framed by another site (README: embed the elements instead)", async () => {
  for (const path of ['/search', '/demo/']) {
    const res = await fetch(`${server.url}${path}`);
    await res.body?.cancel();
    assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', path);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, path);
  }
});
