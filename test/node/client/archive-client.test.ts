import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createArchiveClient,
  encodeNestedValue,
  fetchEntryStatus,
  fileNameFromDisposition,
} from '../../../src/client/index.ts';
import type { FetchLike } from '../../../src/client/http.ts';
import type { HistoryQuery } from '../../../src/model/types.ts';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function recorder(respond: (call: Call) => Response | Promise<Response> = () => Response.json({})) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetch };
}

const request = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
} as const;

test('searchData posts JSON to /search/data under the api base', async () => {
  const { calls, fetch } = recorder(() => Response.json({ total_count: 3, result_set: [] }));
  const client = createArchiveClient({ apiBase: 'http://archive.test/', fetch });
  const result = await client.searchData({ report: 'search_summary', request, getDrilldown: true });
  assert.deepEqual(result, { ok: true, status: 200, value: { total_count: 3, result_set: [] } });
  assert.equal(calls[0]!.url, 'http://archive.test/search/data');
  assert.equal(calls[0]!.init!.method, 'POST');
  assert.equal(new Headers(calls[0]!.init!.headers).get('content-type'), 'application/json');
  assert.deepEqual(JSON.parse(String(calls[0]!.init!.body)), { report: 'search_summary', request, getDrilldown: true });
});

test('an HTTP failure becomes the value "status: statusText"', async () => {
  const { fetch } = recorder(() => new Response('nope', { status: 502, statusText: 'Bad Gateway' }));
  const result = await createArchiveClient({ apiBase: '', fetch }).searchData({ report: 'search_summary', request });
  assert.deepEqual(result, { ok: false, status: 502, message: '502: Bad Gateway' });
});

test('network failures and aborts are values, never exceptions', async () => {
  const failing: FetchLike = async () => {
    throw new TypeError('fetch failed');
  };
  assert.deepEqual(await createArchiveClient({ apiBase: '', fetch: failing }).structure('4HHB'), {
    ok: false,
    status: 0,
    message: 'fetch failed',
    aborted: false,
  });
  const controller = new AbortController();
  controller.abort();
  const aborting: FetchLike = async (_url, init) => {
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return Response.json({});
  };
  const aborted = await createArchiveClient({ apiBase: '', fetch: aborting }).searchData(
    { report: 'x', request },
    controller.signal,
  );
  assert.equal(aborted.ok, false);
  assert.equal(!aborted.ok && aborted.aborted, true);
});

test('user text in paths is encoded so it cannot change the route', async () => {
  const { calls, fetch } = recorder(() => Response.json({ attributes: [], items: [] }));
  const client = createArchiveClient({ apiBase: 'http://a.test', fetch });
  await client.suggest(true, '../../etc/passwd?x=1#y');
  assert.equal(calls[0]!.url, 'http://a.test/search/suggest/true/..%2F..%2Fetc%2Fpasswd%3Fx%3D1%23y');
  await client.sequences('1a b');
  assert.equal(calls[1]!.url, 'http://a.test/search/sequence/1a%20b');
});

test('the search-bar menu sends the prefix the server matches: a pasted sequence never makes a long URL', async () => {
  const { calls, fetch } = recorder(() => Response.json({ attributes: [], items: [] }));
  const client = createArchiveClient({ apiBase: '', fetch });
  await client.suggest(false, `>sp|P69905 HBA\n${'MVLSPADKTN\n'.repeat(4000)}`);
  const sent = decodeURIComponent(calls[0]!.url.replace('/search/suggest/false/', ''));
  assert.equal(sent.length, 100);
  assert.ok(sent.startsWith('>sp|P69905 HBA MVLSPADKTN MVLSPADKTN'), sent);
  // nothing worth asking about: no call, an empty menu
  assert.deepEqual(await client.suggest(false, ' \n\t '), {
    ok: true,
    status: 200,
    value: { attributes: [], items: [] },
  });
  assert.equal(calls.length, 1);
});

test('suggester paths follow the seed, with "~" for "/" in nested values', async () => {
  const { calls, fetch } = recorder(() => Response.json([]));
  const client = createArchiveClient({ apiBase: '', fetch });
  await client.suggester('struct.title', true, 'hemo');
  await client.nestedSuggester(
    'structure',
    'rcsb_polymer_entity_annotation.annotation_lineage.name',
    'GO/ID',
    3,
    'kin',
  );
  await client.entryIdSuggester('4hh');
  assert.deepEqual(
    calls.map((c) => c.url),
    [
      '/search/suggester/struct.title/true/hemo',
      '/search/suggester/structure/rcsb_polymer_entity_annotation.annotation_lineage.name/GO~ID/3/kin',
      '/search/suggester/rcsb_entry_container_identifiers.entry_id/true/4hh',
    ],
  );
  assert.equal(encodeNestedValue('a/b/c'), 'a~b~c');
});

test('lookups, reports and trees use the seed paths', async () => {
  const { calls, fetch } = recorder();
  const client = createArchiveClient({ apiBase: '', fetch });
  await client.structure('4HHB');
  await client.polymerTypes('4HHB');
  await client.customReportAttributes();
  await client.reportAttributes('pdb_ids');
  await client.tree('atc', 'root');
  await client.treeMenu('atc', 'ana');
  await client.treeSelect('atc', 'A01');
  assert.deepEqual(
    calls.map((c) => c.url),
    [
      '/search/structure/4HHB',
      '/search/polymer-type/4HHB',
      '/search/custom-report-attributes',
      '/search/attributes/pdb_ids',
      '/search/tree/atc/root',
      '/search/tree-menu/atc/ana',
      '/search/tree-select/atc/A01',
    ],
  );
});

test('downloadIds posts mode download-files with the report request and reads the ids and the notice', async () => {
  const { calls, fetch } = recorder(
    () => new Response('4HHB\n1CRN', { headers: { 'x-download-notice': 'Computed Structure Models are excluded.' } }),
  );
  const result = await createArchiveClient({ apiBase: '', fetch }).downloadIds({ report: 'pdb_ids', request });
  assert.deepEqual(result, {
    ok: true,
    status: 200,
    value: { ids: ['4HHB', '1CRN'], notice: 'Computed Structure Models are excluded.' },
  });
  assert.equal(calls[0]!.url, '/search/data-download/ids');
  assert.deepEqual(JSON.parse(String(calls[0]!.init!.body)), {
    mode: 'download-files',
    reportRequest: { report: 'pdb_ids', request },
  });
});

test('upload sends multipart fields format, name and file', async () => {
  const { calls, fetch } = recorder(() => Response.json({ key: 'abc' }));
  const result = await createArchiveClient({ apiBase: '', fetch }).upload(new Blob(['data_x']), 'cif', 'x.cif');
  assert.deepEqual(result, { ok: true, status: 200, value: { key: 'abc', url: '/search/upload/abc' } });
  const form = calls[0]!.init!.body as FormData;
  assert.equal(form.get('format'), 'cif');
  assert.equal(form.get('name'), 'x.cif');
  assert.ok(form.get('file') instanceof Blob);
});

test("upload: the answer carries the file's URL on the archive; a refusal carries the server's error", async () => {
  const ok = recorder(() => Response.json({ key: 'abc' }));
  const uploaded = await createArchiveClient({ apiBase: 'http://a.test/x/', fetch: ok.fetch }).upload(
    new Blob(['data_x']),
    'cif',
    'x.cif',
  );
  assert.deepEqual(uploaded, {
    ok: true,
    status: 200,
    value: { key: 'abc', url: 'http://a.test/x/search/upload/abc' },
  });
  const refused = recorder(() =>
    Response.json({ error: 'The file is not a valid cif structure file' }, { status: 400 }),
  );
  assert.deepEqual(
    await createArchiveClient({ apiBase: '', fetch: refused.fetch }).upload(new Blob(['x']), 'cif', 'x.cif'),
    {
      ok: false,
      status: 400,
      message: 'The file is not a valid cif structure file',
    },
  );
});

test('MyPDB: the first change loads the data for its CSRF token, then every change sends it; save drops paging', async () => {
  const { calls, fetch } = recorder((call) =>
    call.url.endsWith('/data')
      ? Response.json({ queries: [] }, { headers: { 'x-pdb-csrf': 'token-1' } })
      : Response.json({}),
  );
  const client = createArchiveClient({ apiBase: 'http://a.test', fetch, mypdbPrefix: '/account/mypdb/' });
  const entry: HistoryQuery = {
    request: { ...request, request_options: { paginate: { start: 25, rows: 25 }, scoring_strategy: 'combined' } },
    count: 4,
    html: 'q',
    options: '',
    query_id: 'abc',
    last_run: '2026-11-22T00:00:00Z',
  };
  await client.mypdb.save(entry);
  await client.mypdb.updateNotify('abc', true);
  await client.mypdb.deleteAll();
  assert.deepEqual(
    calls.map((c) => c.url),
    [
      'http://a.test/account/mypdb/data',
      'http://a.test/account/mypdb/save',
      'http://a.test/account/mypdb/update-notify',
      'http://a.test/account/mypdb/delete-all',
    ],
  );
  for (const call of calls.slice(1))
    assert.equal((call.init!.headers as Record<string, string>)['x-pdb-csrf'], 'token-1', call.url);
  const saved = JSON.parse(String(calls[1]!.init!.body)) as HistoryQuery;
  assert.deepEqual(saved.request.request_options, { scoring_strategy: 'combined' });
  assert.deepEqual(JSON.parse(String(calls[2]!.init!.body)), { notify: true, queryId: 'abc' });
  assert.equal(calls[3]!.init!.method, 'GET');
});

test("the server's {statusCode, msg} explanation of a refused request becomes '{statusCode} {msg}'", async () => {
  const { fetch } = recorder(() =>
    Response.json(
      { statusCode: 400, msg: 'request query contains error(s): bad' },
      { status: 400, statusText: 'Bad Request' },
    ),
  );
  const result = await createArchiveClient({ apiBase: '', fetch }).searchData({ report: 'search_summary', request });
  assert.deepEqual(result, { ok: false, status: 400, message: '400 request query contains error(s): bad' });
});

test('reportFile posts the report request and names the file as the server does', async () => {
  const { calls, fetch } = recorder(
    () =>
      new Response('a,b\n1,2\n', {
        headers: { 'content-disposition': 'attachment; filename="pdb_structure_summary_1-25.csv"' },
      }),
  );
  const result = await createArchiveClient({ apiBase: '', fetch }).reportFile({
    report: 'structure_summary',
    request,
    format: 'csv',
    mode: 'download',
  });
  assert.ok(result.ok);
  assert.equal(result.ok && result.value.fileName, 'pdb_structure_summary_1-25.csv');
  assert.equal(result.ok && (await result.value.blob.text()), 'a,b\n1,2\n');
  assert.equal(calls[0]!.url, '/search/data-download');
  assert.equal(fileNameFromDisposition(null, 'fallback.csv'), 'fallback.csv');
});

test('entryStatus and the standalone fetchEntryStatus GET /search/entry-status/{id}', async () => {
  const { calls, fetch } = recorder(() => Response.json({ id: '116L', status: 'obsolete', replaced_by: ['216L'] }));
  const controller = new AbortController();
  const result = await createArchiveClient({ apiBase: 'http://a.test/', fetch }).entryStatus('116L', controller.signal);
  assert.deepEqual(result, { ok: true, status: 200, value: { id: '116L', status: 'obsolete', replaced_by: ['216L'] } });
  assert.equal(calls[0]!.url, 'http://a.test/search/entry-status/116L');
  assert.equal(calls[0]!.init!.signal, controller.signal);
  await fetchEntryStatus({ apiBase: '', fetch }, '1a/b');
  assert.equal(calls[1]!.url, '/search/entry-status/1a%2Fb');
});
