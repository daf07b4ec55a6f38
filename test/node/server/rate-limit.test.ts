// Rate limiting by cost (src/server/limits): free routes are never limited; each costly service
// spends a budget of its own, so a client over its chemical budget can still run text queries.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getTestServerArchive, startServer, type RunningServer } from './harness.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { budgetRules } from '../../../src/server/limits/cost-limiter.ts';
import { costlyServicesIn } from '../../../src/server/limits/request-cost.ts';

const BASE = 100;
let server: RunningServer;
before(async () => {
  const defaults = readServerConfig({});
  server = await startServer(
    // two chemical searches a minute; the base budget is far below the 2,000 free requests
    { rateLimitPerMinute: BASE, rateLimitCosts: { ...defaults.rateLimitCosts, chemical: 50 } },
    { engine: await getTestServerArchive() },
  );
});
after(() => server.close());

const terminal = (service: string, parameters: Record<string, unknown>) => ({ type: 'terminal', service, parameters });
const HEME = terminal('chemical', { value: 'C34 H32 Fe N4 O4', type: 'formula' });
const TEXT = terminal('full_text', { value: 'hemoglobin' });

function searchData(query: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/search/data',
    payload: { report: 'search_summary', request: { query, return_type: 'entry' } },
  });
}

test('2,000 requests for static files, pages and /health from one client: none is refused', async () => {
  // (a file that does not exist is a 404 like any unknown path, and spends the base budget)
  const urls = [
    '/health',
    '/demo/',
    '/demo/demo.css',
    '/demo/page-url.js',
    '/search',
    '/search/advanced/sequence',
    '/',
  ];
  const statuses = new Map<number, number>();
  for (let batch = 0; batch < 2000; batch += 100) {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.app.inject({ method: 'GET', url: urls[(batch + i) % urls.length]! }),
      ),
    );
    for (const { statusCode } of answers) statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  }
  assert.equal(statuses.get(429), undefined, JSON.stringify([...statuses]));
});

test('a costly service over its budget answers 429 with Retry-After; a text query still passes', async () => {
  for (let i = 0; i < 2; i++) assert.equal((await searchData(HEME)).statusCode, 200);
  const refused = await searchData(HEME);
  assert.equal(refused.statusCode, 429);
  const retryAfter = Number(refused.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
  assert.match(refused.json<{ msg: string }>().msg, /chemical searches .* 2 per minute/);
  // the same service inside a group, or through the Search API route, spends the same budget
  const group = { type: 'group', logical_operator: 'and', nodes: [TEXT, HEME] };
  assert.equal((await searchData(group)).statusCode, 429);
  const api = await server.app.inject({
    method: 'GET',
    url: `/rcsbsearch/v2/query?json=${encodeURIComponent(JSON.stringify({ query: HEME, return_type: 'entry' }))}`,
  });
  assert.equal(api.statusCode, 429);
  assert.ok(api.headers['retry-after']);
  assert.equal(api.json<{ status: number }>().status, 429);

  assert.equal((await searchData(TEXT)).statusCode, 200);
  assert.equal((await server.app.inject('/search/suggest/false/hemo')).statusCode, 200);
});

test('budgets: the base per minute, each kind the base divided by its cost, uploads and MyPDB saves per hour', () => {
  const rules = budgetRules(readServerConfig({}));
  assert.deepEqual(
    Object.fromEntries(Object.entries(rules).map(([budget, rule]) => [budget, [rule.limit, rule.windowMs / 1000]])),
    {
      base: [1200, 60],
      upload: [60, 3600],
      save: [100, 3600],
      confirmation: [10, 3600],
      suggest: [1200, 60],
      sequence: [60, 60],
      seqmotif: [60, 60],
      chemical: [60, 60],
      structure: [30, 60],
      strucmotif: [30, 60],
    },
  );
  assert.equal(budgetRules(readServerConfig({ RATE_LIMIT_COST_STRUCTURE: '600' })).structure.limit, 2);
  assert.equal(budgetRules(readServerConfig({ MYPDB_SAVES_PER_HOUR: '7' })).save.limit, 7);
  assert.throws(() => readServerConfig({ RATE_LIMIT_COST_SEQUENCE: '0' }), /RATE_LIMIT_COST_SEQUENCE/);
});

test('the costly services of a request are read from any depth, from JSON text, and without recursion', () => {
  const nested = { request: { query: { type: 'group', nodes: [TEXT, { type: 'group', nodes: [HEME] }] } } };
  assert.deepEqual([...costlyServicesIn([nested])], ['chemical']);
  assert.deepEqual([...costlyServicesIn([{ request: JSON.stringify({ query: HEME }) }])], ['chemical']);
  assert.deepEqual([...costlyServicesIn([{ json: 'not json' }, null, 'text'])], []);
  let deep: unknown = terminal('structure', {});
  for (let i = 0; i < 200_000; i++) deep = { type: 'group', nodes: [deep] };
  assert.deepEqual([...costlyServicesIn([deep])], ['structure']);
});

test('a budget refills evenly: after the Retry-After a refused client is served again', async () => {
  const suggest = () => server.app.inject('/search/suggest/false/hemo');
  let refused;
  for (let i = 0; i <= BASE && !refused; i++) {
    const answer = await suggest();
    if (answer.statusCode === 429) refused = answer;
  }
  assert.ok(refused, `no refusal within ${BASE + 1} suggestions`);
  const retryAfter = Number(refused.headers['retry-after']);
  // the suggestion budget is BASE a minute: one comes back every 60 / BASE s, not at the minute's end
  assert.equal(retryAfter, 1);
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  assert.equal((await suggest()).statusCode, 200);
});
