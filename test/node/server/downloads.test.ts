// Batch downloads: ids of a result set (POST /search/data-download/ids) and the form targets
// /downloads and /downloads/ligands, checked byte for byte against the shared archive.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { startArchiveServer, getTestServerArchive, type RunningServer } from './harness.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { LIMITS } from '../../../src/model/constants/limits.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';

let server: RunningServer;
const archiveDir = resolveSourceDir();
const archiveBytes = (...parts: string[]) => readFileSync(path.join(archiveDir, ...parts));
const NOTICE = 'x-download-notice';

before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const HEMOGLOBIN = { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } };
const entryIds = (ids: string[]) => ({
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'in', value: ids },
});
const WITH_CSM = { results_content_type: ['experimental', 'computational'] };

function postJson(route: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** As a browser form submits it: application/x-www-form-urlencoded. */
function postForm(route: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}${route}`, { method: 'POST', body: new URLSearchParams(fields) });
}

const idsRequest = (request: unknown) =>
  postJson('/search/data-download/ids', { mode: 'download-files', reportRequest: { report: 'pdb_ids', request } });

async function bytes(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

async function message(res: Response): Promise<string> {
  return ((await res.json()) as { msg: string }).msg;
}

test('data-download/ids answers the entry ids of every hit, one per line, in result order', async () => {
  const archive = await getTestServerArchive();
  const expected = await archive.search.search({
    query: HEMOGLOBIN,
    return_type: 'entry',
    request_options: { return_all_hits: true, results_verbosity: 'compact' },
  } as never);
  const res = await idsRequest({ query: HEMOGLOBIN, return_type: 'entry' });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  const ids = (await res.text()).split('\n');
  assert.deepEqual(ids, expected.result_set);
  assert.ok(ids.includes('4HHB'));
});

test('data-download/ids maps entity results to their entries (once) and batches by paginate', async () => {
  const entities = await idsRequest({ query: entryIds(['4HHB', '1HV4']), return_type: 'polymer_entity' });
  assert.deepEqual((await entities.text()).split('\n').sort(), ['1HV4', '4HHB']);
  const all = (await (await idsRequest({ query: HEMOGLOBIN, return_type: 'entry' })).text()).split('\n');
  const batch = await idsRequest({
    query: HEMOGLOBIN,
    return_type: 'entry',
    request_options: { paginate: { start: 1, rows: 2 } },
  });
  assert.deepEqual((await batch.text()).split('\n'), all.slice(1, 3));
});

test('data-download/ids answers component ids for chemical results', async () => {
  const query = {
    type: 'terminal',
    service: 'text_chem',
    parameters: { attribute: 'rcsb_chem_comp_container_identifiers.comp_id', operator: 'in', value: ['HEM', 'ATP'] },
  };
  const res = await idsRequest({ query, return_type: 'mol_definition' });
  assert.deepEqual((await res.text()).split('\n').sort(), ['ATP', 'HEM']);
});

test('data-download/ids leaves computed models out, and refuses a result set of computed models only', async () => {
  const mixed = await idsRequest({
    query: entryIds(['4HHB', 'AF_AFQ76EI6F1']),
    return_type: 'entry',
    request_options: WITH_CSM,
  });
  assert.equal(mixed.status, 200);
  assert.equal(mixed.headers.get(NOTICE), MESSAGES.csmExcludedFromBatch);
  assert.equal(await mixed.text(), '4HHB');
  const onlyCsm = await idsRequest({
    query: entryIds(['AF_AFQ76EI6F1', 'MA_MABAKCEPC0003']),
    return_type: 'entry',
    request_options: WITH_CSM,
  });
  assert.equal(onlyCsm.status, 400);
  assert.equal(await message(onlyCsm), MESSAGES.batchUnavailable);
});

test('data-download/ids validates its body', async () => {
  const wrongMode = await postJson('/search/data-download/ids', {
    mode: 'zip',
    reportRequest: { request: { return_type: 'entry' } },
  });
  assert.equal(wrongMode.status, 400);
  assert.match(await message(wrongMode), /^Unknown mode: "zip" \(expected 'download-files'\)$/);
  const noRequest = await postJson('/search/data-download/ids', { mode: 'download-files' });
  assert.equal(noRequest.status, 400);
  const badRequest = await idsRequest({ return_type: 'galaxy' });
  assert.equal(badRequest.status, 400);
  assert.match(await message(badRequest), /^request query contains error\(s\): /);
});

test('POST /downloads with one id answers the archive file byte for byte', async () => {
  const res = await postForm('/downloads', { ids: '4HHB' });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/gzip');
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename="4HHB.cif.gz"');
  assert.deepEqual(await bytes(res), new Uint8Array(archiveBytes('entries', '4hhb.cif.gz')));

  const text = await postForm('/downloads', { ids: '4hhb', format: 'cif' });
  assert.equal(text.headers.get('content-disposition'), 'attachment; filename="4HHB.cif"');
  assert.deepEqual(await bytes(text), new Uint8Array(gunzipSync(archiveBytes('entries', '4hhb.cif.gz'))));
});

test('POST /downloads with many ids answers a zip of the files (the ids text of data-download/ids, as posted)', async () => {
  const ids = ['4HHB', '1HV4', '101M', '4HHB_1', 'pdb_00001hv4'];
  const res = await postForm('/downloads', { ids: ids.join('\n') });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/zip');
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename="pdb-entries.zip"');
  const files = unzipSync(await bytes(res));
  assert.deepEqual(Object.keys(files), ['4HHB.cif.gz', '1HV4.cif.gz', '101M.cif.gz']);
  for (const [name, data] of Object.entries(files)) {
    assert.deepEqual(data, new Uint8Array(archiveBytes('entries', name.toLowerCase())), name);
  }
});

test('POST /downloads takes JSON too, with cif text members deflated in the zip', async () => {
  const res = await postJson('/downloads', { ids: ['4HHB', '1HV4'], format: 'cif' });
  assert.equal(res.status, 200);
  const files = unzipSync(await bytes(res));
  assert.deepEqual(files['1HV4.cif'], new Uint8Array(gunzipSync(archiveBytes('entries', '1hv4.cif.gz'))));
});

test('POST /downloads leaves computed models out with the seed message, and refuses them alone', async () => {
  const mixed = await postForm('/downloads', { ids: '4HHB,AF_AFQ76EI6F1' });
  assert.equal(mixed.status, 200);
  assert.equal(mixed.headers.get(NOTICE), MESSAGES.csmExcludedFromBatch);
  assert.equal(mixed.headers.get('content-disposition'), 'attachment; filename="4HHB.cif.gz"');
  await mixed.body?.cancel(); // an unread body would keep the connection busy past the server's close
  const onlyCsm = await postForm('/downloads', { ids: 'AF_AFQ76EI6F1 MA_MABAKCEPC0003' });
  assert.equal(onlyCsm.status, 400);
  assert.equal(await message(onlyCsm), MESSAGES.batchUnavailable);
});

test('POST /downloads: no ids, too many ids, unknown ids and unknown formats answer clearly', async () => {
  const none = await postForm('/downloads', { ids: ' \n ' });
  assert.equal(none.status, 400);
  assert.equal(await message(none), MESSAGES.noResultIdsSelected);
  assert.equal((await postJson('/downloads', {})).status, 400);

  const many = Array.from(
    { length: LIMITS.batchFileDownloadThreshold + 1 },
    (_, i) => `${1 + (i % 9)}${String(i).padStart(3, '0')}`,
  );
  const tooMany = await postForm('/downloads', { ids: many.join(',') });
  assert.equal(tooMany.status, 400);
  assert.equal(
    await message(tooMany),
    `Batch file download is limited to 2500 files per request (2501 requested); download the results in batches`,
  );

  const unknown = await postForm('/downloads', { ids: '4HHB 9ZZZ' });
  assert.equal(unknown.status, 404);
  assert.equal(await message(unknown), 'Not in the archive: "9ZZZ"');

  const format = await postForm('/downloads', { ids: '4HHB', format: 'pdb' });
  assert.equal(format.status, 400);
  assert.match(await message(format), /^Unknown format: "pdb" \(expected one of cif\.gz, cif\)$/);
});

test('POST /downloads refuses traversal attempts and anything that is not an id', async () => {
  for (const id of [
    '../../etc/passwd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/etc/passwd',
    '4HHB\u0000',
    'C:\\Windows\\win.ini',
    '..',
    '.cif.gz',
  ]) {
    for (const route of ['/downloads', '/downloads/ligands']) {
      const res = await postForm(route, { ids: id });
      assert.ok(res.status === 400 || res.status === 404, `${route} ${JSON.stringify(id)} -> ${res.status}`);
      assert.match(await message(res), /^(Invalid|Not in the archive|Chemical component not found)/);
    }
  }
});

test('POST /downloads/ligands answers component files: one as it is, several zipped', async () => {
  const one = await postForm('/downloads/ligands', { ids: 'HEM' });
  assert.equal(one.status, 200);
  assert.equal(one.headers.get('content-disposition'), 'attachment; filename="HEM.cif.gz"');
  assert.deepEqual(await bytes(one), new Uint8Array(archiveBytes('ccd', 'HEM.cif.gz')));

  const many = await postForm('/downloads/ligands', { ids: 'HEM\nATP\nPRD_000001' });
  assert.equal(many.headers.get('content-disposition'), 'attachment; filename="pdb-ligands.zip"');
  const files = unzipSync(await bytes(many));
  assert.deepEqual(Object.keys(files), ['HEM.cif.gz', 'ATP.cif.gz', 'PRDCC_000001.cif.gz']);
  assert.deepEqual(files['PRDCC_000001.cif.gz'], new Uint8Array(archiveBytes('ccd', 'prd', 'PRDCC_000001.cif.gz')));
});

test('POST /downloads/ligands tells which components have no file, and 404s unknown ones', async () => {
  const partial = await postForm('/downloads/ligands', { ids: 'HEM UNL' });
  assert.equal(partial.status, 200);
  assert.equal(partial.headers.get(NOTICE), 'No definition file in the archive for: UNL');
  await partial.body?.cancel(); // an unread body would keep the connection busy past the server's close
  const unknown = await postForm('/downloads/ligands', { ids: 'HEM ZZZZZ' });
  assert.equal(unknown.status, 404);
  assert.equal(await message(unknown), 'Chemical component not found: "ZZZZZ"');
});

// ---------------------------------------------------------------------------------------------
// POST /search/data-download (seed 000 §2): report files of a batch, the same files /search/data
// answers for a body with `format` (one code path, server/reports/report-answer.ts).

const PROTEIN = { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } };
const paged = (query: unknown, start: number, rows: number, returnType = 'entry') => ({
  query,
  return_type: returnType,
  request_options: { paginate: { start, rows } },
});
const reportDownload = (body: Record<string, unknown>) => postJson('/search/data-download', body);

/** Every result id of `query`, in result order, as the ids report lists them. */
async function allIds(query: unknown): Promise<string[]> {
  const first = await reportDownload({ report: 'pdb_ids', request: paged(query, 0, 10_000), format: 'json' });
  assert.equal(first.status, 200);
  return ((await first.json()) as Array<{ identifier: string }>).map((row) => row.identifier);
}

test('data-download answers a CSV report batch as an attachment, byte for byte what /search/data answers', async () => {
  const ids = await allIds(HEMOGLOBIN);
  assert.ok(ids.length >= 3, `${ids.length} hemoglobin results`);
  const body = { report: 'structure_summary', request: paged(HEMOGLOBIN, 0, ids.length), format: 'csv' };
  const res = await reportDownload({ ...body, mode: 'download' });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
  assert.equal(
    res.headers.get('content-disposition'),
    `attachment; filename="pdb_structure_summary_1-${ids.length}.csv"`,
  );
  const csv = await res.text();
  assert.match(csv, /^Entry ID,Structure Title,/);
  assert.ok(csv.includes('4HHB'));
  const viaSearchData = await postJson('/search/data', body);
  assert.equal(viaSearchData.headers.get('content-disposition'), res.headers.get('content-disposition'));
  assert.equal(await viaSearchData.text(), csv);
});

test('data-download answers JSON rows keyed by attribute; custom reports take their attributes; display is inline', async () => {
  const res = await reportDownload({
    report: 'custom_report',
    request: paged(entryIds(['4HHB', '1HV4']), 0, 25),
    attributes: ['struct.title', 'audit_author.name'],
    format: 'json',
    mode: 'display',
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(res.headers.get('content-disposition'), 'inline; filename="pdb_custom_report_1-2.json"');
  const rows = (await res.json()) as Array<Record<string, unknown>>;
  assert.deepEqual(rows.map((row) => row.identifier).sort(), ['1HV4', '4HHB']);
  const hhb = rows.find((row) => row.identifier === '4HHB');
  assert.deepEqual(hhb?.['audit_author.name'], ['Fermi, G.', 'Perutz, M.F.']);
  assert.deepEqual(Object.keys(hhb ?? {}), ['identifier', 'struct.title', 'audit_author.name']);
});

test('data-download batches hold exactly their range of the whole result set, in order, without overlap', async () => {
  const ids = await allIds(PROTEIN);
  assert.ok(ids.length > 25, `${ids.length} protein results: more than a page`);
  const size = 11;
  const csvIds: string[] = [];
  const jsonIds: string[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const last = Math.min(start + size, ids.length);
    const csv = await reportDownload({ report: 'pdb_ids', request: paged(PROTEIN, start, size), format: 'csv' });
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get('content-disposition'), `attachment; filename="pdb_pdb_ids_${start + 1}-${last}.csv"`);
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    assert.equal(lines[0], 'Entry ID');
    assert.deepEqual(lines.slice(1), ids.slice(start, last), `csv batch ${start + 1}-${last}`);
    csvIds.push(...lines.slice(1));

    const json = await reportDownload({
      report: 'structure_summary',
      request: paged(PROTEIN, start, size),
      format: 'json',
    });
    const rows = (await json.json()) as Array<{ identifier: string }>;
    assert.deepEqual(
      rows.map((row) => row.identifier),
      ids.slice(start, last),
      `json batch ${start + 1}-${last}`,
    );
    jsonIds.push(...rows.map((row) => row.identifier));
  }
  assert.deepEqual(csvIds, ids);
  assert.deepEqual(jsonIds, ids);
});

test('data-download keeps the order the request asks for', async () => {
  const sort = [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }];
  const request = (start: number, rows: number) => ({
    ...paged(PROTEIN, start, rows),
    request_options: { paginate: { start, rows }, sort },
  });
  const whole = await reportDownload({ report: 'pdb_ids', request: request(0, 10_000), format: 'json' });
  const ids = ((await whole.json()) as Array<{ identifier: string }>).map((row) => row.identifier);
  assert.notDeepEqual(ids, await allIds(PROTEIN), 'the sort changes the order');
  const batch = await reportDownload({ report: 'pdb_ids', request: request(5, 5), format: 'json' });
  assert.deepEqual(
    ((await batch.json()) as Array<{ identifier: string }>).map((row) => row.identifier),
    ids.slice(5, 10),
  );
});

test('data-download of a search with no results answers the empty file', async () => {
  const csv = await reportDownload({
    report: 'structure_summary',
    request: paged(entryIds(['9ZZZ']), 0, 25),
    format: 'csv',
  });
  assert.equal(csv.status, 200);
  assert.equal(csv.headers.get('content-disposition'), 'attachment; filename="pdb_structure_summary_none.csv"');
  assert.match(await csv.text(), /^Entry ID,Structure Title,[^\n]*\r\n$/);
  const json = await reportDownload({ report: 'pdb_ids', request: paged(entryIds(['9ZZZ']), 0, 25), format: 'json' });
  assert.deepEqual(await json.json(), []);
});

test('data-download refuses malformed bodies with a 400 and a message, never a 500', async () => {
  const request = paged(HEMOGLOBIN, 0, 25);
  const cases: Array<[unknown, RegExp]> = [
    [[], /^Invalid request: the body must be a JSON object$/],
    ['csv', /^Invalid request: the body must be a JSON object$/],
    [null, /^Invalid request: the body must be a JSON object$/],
    [{ report: 'structure_summary', request }, /^Invalid request: a data download needs 'format' \(csv or json\)$/],
    [{ report: 'structure_summary', request, format: 'xml' }, /^Unknown format: "xml" \(expected one of csv, json\)$/],
    [{ report: 'structure_summary', request, format: 'csv', mode: 'print' }, /^Unknown mode: "print"/],
    [{ request, format: 'csv' }, /^Invalid request: 'report' must be a report name/],
    [{ report: 'x'.repeat(201), request, format: 'csv' }, /^Invalid request: 'report' must be a report name/],
    [{ report: 'no_such_report', request, format: 'csv' }, /^Unknown report: no_such_report$/],
    [{ report: 'custom_report', request, format: 'csv' }, /needs at least one attribute/],
    [{ report: 'custom_report', request, format: 'csv', attributes: 'struct.title' }, /'attributes' must be a list/],
    [{ report: 'custom_report', request, format: 'csv', attributes: [1] }, /'attributes' must be a list/],
    [{ report: 'custom_report', request, format: 'csv', attributes: ['no.such'] }, /^Unknown attribute: no\.such$/],
    [{ report: 'structure_summary', format: 'csv' }, /^ERROR: Missing argument for 'request'$/],
    [{ report: 'structure_summary', request: '{not json', format: 'csv' }, /^request query contains error\(s\): /],
    [
      { report: 'structure_summary', request: { return_type: 'galaxy' }, format: 'csv' },
      /^request query contains error\(s\): /,
    ],
    [
      { report: 'structure_summary', request: paged(HEMOGLOBIN, 0, 10_001), format: 'csv' },
      /paginate\.rows must be an integer from 0 to 10000/,
    ],
    [
      { report: 'structure_summary', request: paged(HEMOGLOBIN, -1, 25), format: 'csv' },
      /paginate\.start must be a non-negative integer/,
    ],
    [
      { report: 'structure_summary', request: paged(HEMOGLOBIN, 100_000, 25), format: 'csv' },
      /^The batch starts after the last result: paginate\.start is 100000, the results hold \d+$/,
    ],
    [
      {
        report: 'structure_summary',
        request: {
          return_type: 'entry',
          query: { type: 'terminal', service: 'full_text', parameters: { value: 'a '.repeat(6000) } },
        },
        format: 'csv',
      },
      /full text longer than 10,000 characters|full text with more than 400 terms/,
    ],
  ];
  for (const [body, expected] of cases) {
    const res = await reportDownload(body as Record<string, unknown>);
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 200));
    const answer = (await res.json()) as { statusCode: number; msg: string };
    assert.equal(answer.statusCode, 400);
    assert.match(answer.msg, expected, JSON.stringify(body).slice(0, 200));
  }
  const notJson = await fetch(`${server.url}/search/data-download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"report":',
  });
  assert.equal(notJson.status, 400);
  assert.equal(await message(notJson), 'Invalid request: the body is not valid JSON');
  const empty = await fetch(`${server.url}/search/data-download`, { method: 'POST' });
  assert.equal(empty.status, 400);
  assert.equal(await message(empty), 'Invalid request: the body must be a JSON object');
});
