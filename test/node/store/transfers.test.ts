import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import type { SearchClient } from '../../../src/store/deps.ts';
import type { SearchDataBody } from '../../../src/model/types.ts';
import { fullText } from './fakes.ts';

function storeWith(client: SearchClient) {
  return createSearchStore({}, { storage: null, client });
}

test('report files are asked for one batch, in the chosen format, as a download', async () => {
  const bodies: SearchDataBody[] = [];
  const store = storeWith({
    searchData: async () => ({ ok: true, status: 200, value: {} }),
    reportFile: async (body) => {
      bodies.push(body);
      return { ok: true, status: 200, value: { blob: new Blob(['x']), fileName: 'pdb_citation_26-50.json' } };
    },
  });
  const result = await store.actions.fetchReportFile({
    report: 'citation',
    request: fullText('kinase'),
    format: 'json',
    start: 25,
    rows: 25,
  });
  assert.equal(result.ok && result.value.fileName, 'pdb_citation_26-50.json');
  assert.deepEqual(bodies[0]!.request.request_options?.paginate, { start: 25, rows: 25 });
  assert.equal(bodies[0]!.format, 'json');
  assert.equal(bodies[0]!.mode, 'download');
});

test('result identifiers come from the pdb_ids report; failures read "ERROR: ..."', async () => {
  const reports: string[] = [];
  const store = storeWith({
    searchData: async (body) => {
      reports.push(body.report);
      return body.request.request_options?.paginate?.start === 0
        ? { ok: true, status: 200, value: { identifiers: ['4HHB', '2HHB'] } as never }
        : { ok: false, status: 502, message: '502: Bad Gateway' };
    },
  });
  assert.deepEqual(await store.actions.fetchResultIdentifiers(fullText('hemoglobin'), 0, 10000), {
    ok: true,
    value: ['4HHB', '2HHB'],
  });
  assert.deepEqual(await store.actions.fetchResultIdentifiers(fullText('hemoglobin'), 10000, 10000), {
    ok: false,
    message: 'ERROR: 502: Bad Gateway',
  });
  assert.deepEqual(reports, ['pdb_ids', 'pdb_ids']);
});

test('download ids, report columns and the custom menu pass through; a client without them says so', async () => {
  const store = storeWith({
    searchData: async () => ({ ok: true, status: 200, value: {} }),
    downloadIds: async () => ({ ok: true, status: 200, value: { ids: ['4HHB'], notice: 'excluded' } }),
    reportAttributes: async () => ({ ok: true, status: 200, value: ['struct.title'] }),
    customReportAttributes: async () => ({ ok: true, status: 200, value: { attributes: {}, menu: [], reports: [] } }),
  });
  assert.deepEqual(await store.actions.fetchDownloadIds({ report: 'search_summary', request: fullText('x') }), {
    ok: true,
    value: { ids: ['4HHB'], notice: 'excluded' },
  });
  assert.deepEqual(await store.actions.fetchReportAttributes('citation'), { ok: true, value: ['struct.title'] });
  assert.deepEqual(await store.actions.fetchCustomReportAttributes(), {
    ok: true,
    value: { attributes: {}, menu: [], reports: [] },
  });
  const bare = storeWith({ searchData: async () => ({ ok: true, status: 200, value: {} }) });
  assert.deepEqual(await bare.actions.fetchReportAttributes('citation'), {
    ok: false,
    message: 'ERROR: not available from this server: the report columns',
  });
});
