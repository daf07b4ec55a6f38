// Issue 34, the mode-equivalence property: the same generated requests (fast-check, 50 in all)
// give the same identifiers, counts, facets and rendered item fields through `api-base` (our
// archive server's /search/data) and through the two public APIs (our server standing in for
// search.rcsb.org and data.rcsb.org), over the same archive. The seeds are fixed so a failure is
// reproducible; each test prints its seed's counterexample when one is found.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { createDirectClient } from '../../../src/client/direct/direct-client.ts';
import type { SearchDataBody, SearchRequest } from '../../../src/model/types.ts';
import { countRequest } from '../../../src/store/request-options.ts';
import { comparable, searchRequest, terminal } from '../../support/search-requests.ts';

let server: RunningServer;
let viaApiBase: ReturnType<typeof createArchiveClient>;
let direct: ReturnType<typeof createDirectClient>;
before(async () => {
  server = await startArchiveServer();
  viaApiBase = createArchiveClient({ apiBase: server.url });
  // the rate is the transport's own tests' concern: here the answers are
  direct = createDirectClient({ searchApi: server.url, dataApi: server.url, maxPerSecond: 10_000 });
  // the metadata schemas and the server's first searches are read here, not in the first test's time
  const warm: SearchRequest = { query: terminal({ value: 'kinase' }, 'full_text'), return_type: 'entry' };
  await Promise.all(
    [direct, viaApiBase].map((client) => client.searchData({ report: 'search_summary', request: warm })),
  );
});
after(() => server.close());

async function sameAnswers(request: SearchRequest): Promise<void> {
  const body: SearchDataBody = { report: 'search_summary', request, getDrilldown: true };
  const [server, viaApis] = await Promise.all([viaApiBase.searchData(body), direct.searchData(body)]);
  assert.ok(server.ok, server.ok ? '' : server.message);
  assert.ok(viaApis.ok, viaApis.ok ? '' : viaApis.message);
  assert.deepEqual(comparable(viaApis.value), comparable(server.value));

  // a count as the store asks it (no paging, no sort)
  const counted: SearchDataBody = { report: 'search_summary', request: countRequest(request) };
  const [serverCount, directCount] = await Promise.all([viaApiBase.searchData(counted), direct.searchData(counted)]);
  assert.ok(serverCount.ok, serverCount.ok ? '' : serverCount.message);
  assert.ok(directCount.ok, directCount.ok ? '' : directCount.message);
  assert.equal(directCount.value.total_count, serverCount.value.total_count);
}

// 10 seeds of 5 requests: each test stays well within the runner's 10 s on a busy machine
const SEEDS = [340101, 340102, 340103, 340104, 340105, 340106, 340107, 340108, 340109, 340110];
const RUNS = 5;
for (const [i, seed] of SEEDS.entries())
  test(`generated requests ${i * RUNS + 1}–${(i + 1) * RUNS}: the same answer through api-base and the public APIs`, async () => {
    await fc.assert(fc.asyncProperty(searchRequest, sameAnswers), { seed, numRuns: RUNS, endOnFailure: true });
  });
