// Issue 34, browser-direct mode: createDirectClient's calls against our own server as the
// stand-in for search.rcsb.org and data.rcsb.org (it speaks both APIs). Counts equal our
// /search/data counts; the bar's menu comes from the public suggester (no counts); entry status
// from the Data API's GraphQL and holdings routes equals our /search/entry-status; the builder's
// metadata schemas are the Search API's. Every request goes to the two APIs, none to api-base.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createDirectClient } from '../../../src/client/direct/direct-client.ts';
import type { FetchLike } from '../../../src/client/http.ts';
import { SEARCH_BAR_MENU } from '../../../src/model/search-bar-menu.ts';
import type { EntryStatusResponse, SearchRequest, SearchResponse } from '../../../src/model/types.ts';

let server: RunningServer;
/** Every URL the client fetched. */
const fetched: string[] = [];
const recording: FetchLike = (url, init) => {
  fetched.push(url);
  return fetch(url, init);
};

before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const direct = () => createDirectClient({ searchApi: server.url, dataApi: server.url, fetch: recording });

async function archiveCount(request: SearchRequest): Promise<SearchResponse> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ report: 'search_summary', request, getDrilldown: false }),
  });
  assert.equal(res.status, 200);
  return (await res.json()) as SearchResponse;
}

const counted = (request: SearchRequest): SearchRequest => ({
  ...request,
  request_options: {
    results_content_type: ['experimental'],
    ...request.request_options,
    return_counts: true,
  },
});

const fullText = (value: string): SearchRequest => ({
  query: { type: 'terminal', service: 'full_text', parameters: { value } },
  return_type: 'entry',
});

const COUNTS: Record<string, SearchRequest> = {
  'full text': fullText('hemoglobin'),
  'an attribute, polymer entities': {
    query: {
      type: 'terminal',
      service: 'text',
      parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
    },
    return_type: 'polymer_entity',
  },
  'grouped by deposit group': {
    ...fullText('protein'),
    request_options: { group_by: { aggregation_method: 'matching_deposit_group_id' } },
  },
  'with computed models': {
    ...fullText('kinase'),
    request_options: { results_content_type: ['computational', 'experimental'] },
  },
  'no hits (204)': fullText('zzzqqqxxyy'),
};

for (const [name, request] of Object.entries(COUNTS)) {
  test(`a count through the Search API equals our /search/data count: ${name}`, async () => {
    const body = counted(request);
    const result = await direct().searchData({ report: 'search_summary', request: body, getDrilldown: false });
    assert.ok(result.ok, JSON.stringify(result));
    const ours = await archiveCount(body);
    const { query_id: _theirs, ...got } = result.value;
    const { query_id: _ours, ...want } = ours;
    assert.deepEqual(got, want);
  });
}

test('a count keeps none of the options a count does not read, and the request goes to the Search API', async () => {
  fetched.length = 0;
  const request = counted({
    ...fullText('hemoglobin'),
    request_options: { paginate: { start: 0, rows: 25 }, sort: [{ sort_by: 'score', direction: 'desc' }] },
  });
  const result = await direct().searchData({ report: 'search_summary', request });
  assert.ok(result.ok && (result.value.total_count ?? 0) > 0, JSON.stringify(result));
  assert.equal(fetched.length, 1);
  const url = new URL(fetched[0]!);
  assert.equal(url.pathname, '/rcsbsearch/v2/query');
  const sent = JSON.parse(url.searchParams.get('json')!) as SearchRequest;
  assert.deepEqual(Object.keys(sent.request_options ?? {}).sort(), ['results_content_type', 'return_counts']);
});

test("a search view's results and a tabular report's table and files come from the public APIs", async () => {
  const client = direct();
  const view = await client.searchData({ report: 'search_summary', request: fullText('hemoglobin') });
  assert.ok(view.ok, view.ok ? '' : view.message);
  assert.ok((view.value.result_set ?? []).some((item) => 'identifier' in item && item.identifier === '4HHB'));
  // test/node/client/direct-reports.test.ts compares every report with the server's
  const body = { report: 'structure_summary', request: fullText('hemoglobin') };
  const report = await client.searchData(body);
  assert.ok(report.ok, report.ok ? '' : report.message);
  assert.equal(report.value.table?.columns[0], 'Entry ID');
  assert.ok(report.value.table?.rows.some((row) => row[0] === '4HHB'));
  assert.ok(client.reportFile && client.customReportAttributes && client.reportAttributes);
  const file = await client.reportFile({ ...body, format: 'csv', mode: 'download' });
  assert.ok(file.ok, file.ok ? '' : file.message);
  assert.match(file.value.fileName, /^pdb_structure_summary_1-\d+\.csv$/);
});

test('the bar menu comes from the public suggester: headers and values of the menu groups, no counts', async () => {
  fetched.length = 0;
  const result = await direct().suggest(false, 'hem');
  assert.ok(result.ok, JSON.stringify(result));
  const { items, attributes } = result.value;
  assert.ok(items.length > 0);
  assert.equal(items[0]?.header, true);
  const headers = items.filter((item) => item.header).map((item) => item.label);
  const order = SEARCH_BAR_MENU.map((group) => group.header);
  assert.deepEqual(
    headers,
    order.filter((header) => headers.includes(header)),
  );
  for (const item of items.filter((one) => !one.header)) {
    assert.equal(item.count, undefined);
    assert.equal(item.label, item.value);
    assert.doesNotMatch(item.label, /<em>/);
    assert.ok(attributes.some((a) => a.attribute === item.attribute));
  }
  assert.deepEqual(
    fetched.map((url) => new URL(url).pathname),
    ['/rcsbsearch/v2/suggest'],
  );
  const ids = await direct().suggest(false, '4hh');
  assert.ok(ids.ok);
  assert.deepEqual(
    ids.value.items.slice(0, 2).map((item) => item.label),
    ['Entry ID', '4HHB'],
  );
  const blank = await direct().suggest(false, '  ');
  assert.deepEqual(blank.ok && blank.value, { attributes: [], items: [] });
});

async function archiveStatus(id: string): Promise<EntryStatusResponse> {
  const res = await fetch(`${server.url}/search/entry-status/${encodeURIComponent(id)}`);
  return (await res.json()) as EntryStatusResponse;
}

test('entry status from the Data API equals our /search/entry-status', async () => {
  const client = direct();
  // 116L obsoleted by 216L, 5BKN awaiting release, 163D a withdrawn theoretical model, 4HHB held,
  // an AF_ computed model held, 9ZZZ listed nowhere
  for (const id of ['116l', '5BKN', '163D', '4hhb', 'pdb_00004hhb', 'af_afa0a0r0fwm3f1', '9ZZZ', 'AF_AFZZZZZZF9']) {
    const result = await client.entryStatus!(id);
    assert.ok(result.ok, `${id}: ${JSON.stringify(result)}`);
    assert.deepEqual(result.value, await archiveStatus(id), id);
  }
  const junk = await client.entryStatus!('hemoglobin');
  assert.equal(junk.ok, false);
  assert.equal(junk.status, 400);
});

test('a current id costs one GraphQL request; an id it does not hold asks both holdings routes', async () => {
  const client = direct();
  fetched.length = 0;
  await client.entryStatus!('1STP');
  assert.deepEqual(
    fetched.map((url) => new URL(url).pathname),
    ['/graphql'],
  );
  fetched.length = 0;
  await client.entryStatus!('5BKN');
  assert.deepEqual(fetched.map((url) => new URL(url).pathname).sort(), [
    '/graphql',
    '/rest/v1/holdings/removed/5BKN',
    '/rest/v1/holdings/unreleased/5BKN',
  ]);
});

test('the metadata schemas are the Search API’s', async () => {
  const client = direct();
  for (const [service, path] of [
    ['text', '/rcsbsearch/v2/metadata/schema'],
    ['text_chem', '/rcsbsearch/v2/metadata/chemical/schema'],
  ] as const) {
    const result = await client.metadataSchema(service);
    assert.ok(result.ok);
    assert.deepEqual(result.value, await (await fetch(`${server.url}${path}`)).json());
  }
});

test('without a Data API there is no entry status; MyPDB and uploads only with api-base', () => {
  const searchOnly = createDirectClient({ searchApi: server.url });
  assert.equal(searchOnly.entryStatus, undefined);
  assert.equal(searchOnly.mypdb, undefined);
  assert.equal(searchOnly.upload, undefined);
  const withServer = createDirectClient({ searchApi: server.url, dataApi: server.url, apiBase: server.url });
  assert.equal(typeof withServer.upload, 'function');
  assert.equal(withServer.mypdb?.signInUrl('local'), `${server.url}/auth/local`);
});
