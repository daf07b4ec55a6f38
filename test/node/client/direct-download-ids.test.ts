// Issue 34, browser-direct mode: the ids of a file download from the Search API equal what our
// POST /search/data-download/ids answers for the same request (the reference): every hit or the
// request's batch, one entry per structure result in result order, computed models left out with
// the seed's notice, a set of nothing but computed models refused, chemical results as their ids.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { createDirectClient } from '../../../src/client/direct/direct-client.ts';
import type { FetchLike } from '../../../src/client/http.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type { SearchRequest } from '../../../src/model/types.ts';

let server: RunningServer;
const fetched: string[] = [];
const recording: FetchLike = (url, init) => {
  fetched.push(url);
  return fetch(url, init);
};

before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const text = (value: string, return_type: string, options: Record<string, unknown> = {}): SearchRequest =>
  ({
    query: { type: 'terminal', service: 'full_text', parameters: { value } },
    return_type,
    request_options: { results_content_type: ['experimental'], ...options },
  }) as SearchRequest;

const withCsm = { results_content_type: ['experimental', 'computational'] };
const onlyCsm = { results_content_type: ['computational'] };

const CASES: Array<[string, SearchRequest]> = [
  ['entries, every hit', text('hemoglobin', 'entry')],
  ['polymer entities as their entries, once each', text('kinase', 'polymer_entity')],
  ['assemblies as their entries', text('protein', 'assembly')],
  ['a batch: the request’s page', text('protein', 'entry', { paginate: { start: 5, rows: 10 } })],
  [
    'sorted',
    text('protein', 'entry', { sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }] }),
  ],
  [
    'grouped: one representative per group',
    text('protein', 'polymer_entity', {
      group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 },
      group_by_return_type: 'groups',
    }),
  ],
  ['computed models included: left out, with the notice', text('protein', 'entry', withCsm)],
  ['nothing but computed models: refused', text('protein', 'entry', onlyCsm)],
  ['chemical components', text('heme', 'mol_definition')],
  ['no hits', text('zzzznotaword', 'entry')],
];

for (const [name, request] of CASES) {
  test(`downloadIds: ${name}`, async () => {
    const body = { report: 'search_summary', request };
    const reference = await createArchiveClient({ apiBase: server.url }).downloadIds(body);
    fetched.length = 0;
    const direct = await createDirectClient({ searchApi: server.url, fetch: recording }).downloadIds(body);
    assert.ok(
      fetched.length > 0 && fetched.every((url) => url.startsWith(`${server.url}/rcsbsearch/v2/query`)),
      fetched.join('\n'),
    );
    if (!reference.ok) {
      // the same message, without our server's status prefix ('400 ...')
      assert.ok(
        !direct.ok && direct.message && reference.message.endsWith(direct.message),
        JSON.stringify([reference, direct]),
      );
      return;
    }
    assert.ok(direct.ok, direct.ok ? '' : direct.message);
    assert.deepEqual(direct.value, reference.value);
  });
}

test('the cases cover what the reference distinguishes', async () => {
  const archive = createArchiveClient({ apiBase: server.url });
  const all = await archive.downloadIds({ report: 'search_summary', request: text('protein', 'entry', withCsm) });
  assert.ok(all.ok && all.value.notice === MESSAGES.csmExcludedFromBatch && all.value.ids.length > 10);
  const none = await archive.downloadIds({ report: 'search_summary', request: text('protein', 'entry', onlyCsm) });
  assert.ok(!none.ok && none.message.includes(MESSAGES.batchUnavailable), JSON.stringify(none));
});
