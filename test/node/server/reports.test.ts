// Tabular reports through POST /search/data and the report builder's lookups, over real HTTP on
// the shared archive. Values are checked against the mmCIF files and INDEX.tsv.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startArchiveServer, getTestServerArchive, type RunningServer } from './harness.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { readCifFile } from '../../../src/archive/ingest/cif-file.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { PREDEFINED_REPORTS } from '../../../src/model/reports/predefined-reports.ts';

let server: RunningServer;
let hhb: CifData;
const archiveDir = resolveSourceDir();

before(async () => {
  server = await startArchiveServer();
  const parsed = await readCifFile(path.join(archiveDir, 'entries', '4hhb.cif.gz'));
  assert.ok(parsed.ok && parsed.blocks[0]);
  hhb = new CifData(parsed.blocks[0]);
});
after(() => server.close());

interface TableAnswer {
  statusCode?: number;
  msg?: string;
  report: string;
  result_type: string;
  total_count: number;
  start: number;
  attributes: string[];
  table: { columns: string[]; rows: Array<Array<string | number | null>> };
  identifiers?: string[];
}

const HEMOGLOBIN = { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } };
const searchFor = (query: unknown, returnType = 'entry', paginate = { start: 0, rows: 100 }) => ({
  query,
  return_type: returnType,
  request_options: { paginate },
});
const entryIds = (ids: string[]) => ({
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'in', value: ids },
});

async function post(body: unknown): Promise<Response> {
  return fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function report(name: string, request: unknown, extra: Record<string, unknown> = {}): Promise<TableAnswer> {
  const res = await post({ report: name, request, ...extra });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as TableAnswer;
}

/** The row whose first cell is `id`, as a column-name -> value record. */
function rowOf(answer: TableAnswer, id: string): Record<string, string | number | null> {
  const row = answer.table.rows.find((r) => r[0] === id);
  assert.ok(row, `no row ${id} in ${answer.report}`);
  return Object.fromEntries(answer.table.columns.map((c, i) => [c, row[i] ?? null]));
}

/** RFC 4180 reader (quoted fields with commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  assert.equal(field + row.join(''), '', 'CSV ends with a line break');
  return rows;
}

function indexRow(id: string): Record<string, string> {
  const [header, ...lines] = readFileSync(path.join(archiveDir, 'INDEX.tsv'), 'utf8').trim().split('\n');
  const names = (header ?? '').split('\t');
  const line = lines.find((l) => l.startsWith(`${id}\t`));
  assert.ok(line);
  return Object.fromEntries(line.split('\t').map((v, i) => [names[i] ?? '', v]));
}

test('structure_summary lists one row per entry with title, method, resolution and release date from the files', async () => {
  const answer = await report('structure_summary', searchFor(HEMOGLOBIN));
  assert.equal(answer.report, 'structure_summary');
  assert.equal(answer.result_type, 'entry');
  assert.equal(answer.table.rows.length, answer.total_count);
  const row = rowOf(answer, '4HHB');
  const index = indexRow('4hhb');
  assert.equal(row['Structure Title'], hhb.str('struct', 'title'));
  assert.equal(row['Structure Title'], index.title);
  assert.equal(row['Experimental Method'], 'X-RAY DIFFRACTION');
  assert.equal(row['Experimental Method'], index.method);
  assert.equal(row['Resolution (Angstrom)'], 1.74);
  assert.equal(row['Release Date'], index.release_date);
  assert.equal(row['Structure Authors'], 'Fermi, G., Perutz, M.F.');
  assert.equal(row['Bound Ligands'], index.ligand_comp_ids?.split(',').join(', '));
});

test('entity_sequence expands entries to polymer entities with the sequences of the file', async () => {
  const answer = await report('entity_sequence', searchFor(HEMOGLOBIN));
  assert.deepEqual(answer.table.columns.slice(0, 3), ['Entity ID', 'Entry ID', 'Macromolecule Name']);
  assert.ok(answer.table.rows.length > answer.total_count, 'entity rows outnumber entry results');
  const poly = hhb.table('entity_poly');
  for (const [i, entityId] of ['1', '2'].entries()) {
    const row = rowOf(answer, `4HHB_${entityId}`);
    assert.equal(row['Entry ID'], '4HHB');
    assert.equal(row['Sequence'], poly?.str('pdbx_seq_one_letter_code_can', i)?.replace(/\s+/g, ''));
    assert.equal(row['Sequence Length'], (row['Sequence'] as string).length);
    assert.equal(row['Source Organism'], 'Homo sapiens');
  }
  assert.equal(rowOf(answer, '4HHB_1')['Macromolecule Name'], 'Hemoglobin subunit alpha');
  assert.equal(rowOf(answer, '4HHB_1')['Chain IDs (Author)'], 'A, C');
});

test('ligands lists the non-polymer entities with their component definitions', async () => {
  const answer = await report('ligands', searchFor(HEMOGLOBIN));
  const heme = rowOf(answer, '4HHB_3');
  assert.equal(heme['Ligand ID'], 'HEM');
  assert.equal(heme['Ligand Name'], 'PROTOPORPHYRIN IX CONTAINING FE');
  assert.equal(heme['Ligand Formula'], 'C34 H32 Fe N4 O4');
  assert.equal(heme['InChIKey'], 'KABFMIBPWCXCRK-RGGAHWMASA-L');
  assert.equal(heme['Number of Instances'], 4);
  const ligandIds = answer.table.rows.filter((r) => r[1] === '4HHB').map((r) => r[2]);
  assert.deepEqual(ligandIds, indexRow('4hhb').ligand_comp_ids?.split(','));
});

test('ligands on chemical results lists the components themselves', async () => {
  const query = {
    type: 'terminal',
    service: 'text_chem',
    parameters: { attribute: 'rcsb_chem_comp_container_identifiers.comp_id', operator: 'in', value: ['HEM', 'ATP'] },
  };
  const answer = await report('ligands', searchFor(query, 'mol_definition'));
  assert.equal(answer.table.columns[0], 'Ligand ID');
  assert.ok(!answer.table.columns.includes('Entry ID'));
  assert.deepEqual(answer.table.rows.map((r) => r[0]).sort(), ['ATP', 'HEM']);
  assert.equal(rowOf(answer, 'HEM')['Ligand Formula'], 'C34 H32 Fe N4 O4');

  const res = await post({ report: 'citation', request: searchFor(query, 'mol_definition') });
  assert.equal(res.status, 400);
  assert.match(
    ((await res.json()) as { msg: string }).msg,
    /Citation report is not available for Molecular Definitions/,
  );
});

test('citation gives the primary citation of the file', async () => {
  const answer = await report('citation', searchFor(HEMOGLOBIN));
  const row = rowOf(answer, '4HHB');
  const citation = hhb.table('citation');
  const primary = citation?.rowsWhere('id', 'primary')[0] ?? -1;
  assert.equal(row['Citation Title'], citation?.str('title', primary));
  assert.equal(row['Journal'], citation?.str('journal_abbrev', primary));
  assert.equal(row['Year'], citation?.int('year', primary));
  assert.equal(row['PubMed ID'], citation?.int('pdbx_database_id_PubMed', primary));
  assert.equal(row['DOI'], citation?.str('pdbx_database_id_DOI', primary));
  assert.equal(row['Citation Authors'], 'Fermi, G., Perutz, M.F., Shaanan, B., Fourme, R.');
});

test('experimental_details and refinement give method, resolution and R factors of the file', async () => {
  const details = rowOf(await report('experimental_details', searchFor(HEMOGLOBIN)), '4HHB');
  assert.equal(details['Experimental Method'], hhb.str('exptl', 'method'));
  assert.equal(details['Resolution (Angstrom)'], 1.74);
  const refinement = rowOf(await report('refinement', searchFor(HEMOGLOBIN)), '4HHB');
  assert.equal(refinement['High Resolution Limit (Angstrom)'], hhb.num('refine', 'ls_d_res_high'));
  assert.equal(refinement['High Resolution Limit (Angstrom)'], 1.74);
  assert.equal(refinement['R Work'], hhb.num('refine', 'ls_R_factor_R_work'));
  assert.equal(refinement['Refinement Method'], 'X-RAY DIFFRACTION');
});

test('sequence_clusters gives the cluster of each identity level (the line of the cluster file)', async () => {
  const row = rowOf(await report('sequence_clusters', searchFor(HEMOGLOBIN)), '4HHB_1');
  for (const identity of [100, 95, 90, 70, 50, 30]) {
    const lines = gunzipSync(
      readFileSync(path.join(archiveDir, 'extra', 'clusters', `clusters-by-entity-${identity}.txt.gz`)),
    )
      .toString('utf8')
      .split('\n');
    const line = lines.findIndex((l) => l.split(' ').includes('4HHB_1')) + 1;
    assert.ok(line > 0);
    assert.equal(row[`Cluster at ${identity}% Identity`], line, `identity ${identity}`);
  }
});

test('unit_cell gives the cell of the file', async () => {
  const row = rowOf(await report('unit_cell', searchFor(HEMOGLOBIN)), '4HHB');
  assert.equal(row['Length a (Angstrom)'], hhb.num('cell', 'length_a'));
  assert.equal(row['Angle beta (degrees)'], hhb.num('cell', 'angle_beta'));
  assert.equal(row['Space Group Number'], 4);
});

test('every predefined report answers for hemoglobin, and its attributes are custom-report attributes', async () => {
  const menu = (await (await fetch(`${server.url}/search/custom-report-attributes`)).json()) as {
    attributes: Record<string, unknown>;
  };
  for (const predefined of PREDEFINED_REPORTS) {
    const answer = await report(predefined.id, searchFor(HEMOGLOBIN));
    assert.equal(answer.table.columns.length, predefined.columns.length, predefined.id);
    assert.ok(answer.table.rows.length > 0, predefined.id);
    const res = await fetch(`${server.url}/search/attributes/${predefined.id}`);
    assert.equal(res.status, 200);
    const paths = (await res.json()) as string[];
    assert.ok(paths.length > 0);
    for (const attribute of paths)
      assert.ok(menu.attributes[attribute], `${predefined.id}: ${attribute} is in the catalogue`);
  }
});

test('pdb_ids lists the identifiers of the page, in the order of the search', async () => {
  const archive = await getTestServerArchive();
  const request = searchFor(HEMOGLOBIN, 'polymer_entity', { start: 0, rows: 25 });
  const expected = await archive.search.search({
    ...request,
    request_options: { ...request.request_options, results_verbosity: 'compact' },
  } as never);
  const answer = await report('pdb_ids', request);
  assert.deepEqual(answer.identifiers, expected.result_set);
  assert.deepEqual(answer.table.columns, ['Entity ID']);
  assert.equal(answer.total_count, expected.total_count);
});

test('grouped requests report one representative per group', async () => {
  const request = {
    query: HEMOGLOBIN,
    return_type: 'polymer_entity',
    request_options: {
      paginate: { start: 0, rows: 100 },
      group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 },
    },
  };
  const archive = await getTestServerArchive();
  const expected = await archive.search.search({
    ...request,
    request_options: { ...request.request_options, results_verbosity: 'compact' },
  } as never);
  const answer = await report('entity_sequence', request);
  assert.equal(answer.total_count, expected.group_by_count);
  assert.deepEqual(
    answer.table.rows.map((r) => r[0]),
    expected.result_set,
  );
});

test('csv downloads quote commas, quotes and line breaks (RFC 4180) and name the batch', async () => {
  const request = searchFor(entryIds(['200L', '4HHB']));
  const attributes = ['struct.title', 'refine.details', 'audit_author.name'];
  const res = await post({ report: 'custom_report', request, attributes, format: 'csv', mode: 'download' });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename="pdb_custom_report_1-2.csv"');
  const rows = parseCsv(await res.text());
  const json = await report('custom_report', request, { attributes });
  assert.deepEqual(rows[0], json.table.columns);
  assert.equal(rows.length, 3);
  const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
  const title200l = byId.get('200L')?.[1] ?? '';
  assert.ok(title200l.includes('"SIZE-SWITCH"'), title200l);
  const details = byId.get('4HHB')?.[2] ?? '';
  assert.ok(details.includes('\n'), 'refine.details keeps its line breaks');
  assert.equal(details, hhb.str('refine', 'details'));
  assert.equal(byId.get('4HHB')?.[3], 'Fermi, G., Perutz, M.F.');
});

test('json downloads keep lists as lists and key rows by attribute; display mode answers inline', async () => {
  const request = searchFor(entryIds(['4HHB']));
  const res = await post({ report: 'structure_summary', request, format: 'json', mode: 'display' });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(res.headers.get('content-disposition'), 'inline; filename="pdb_structure_summary_1-1.json"');
  const rows = (await res.json()) as Array<Record<string, unknown>>;
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.identifier, '4HHB');
  assert.deepEqual(rows[0]?.['audit_author.name'], ['Fermi, G.', 'Perutz, M.F.']);
  assert.equal(rows[0]?.['rcsb_entry_info.resolution_combined'], 1.74);
});

test('batches by paginate start/rows cover the whole result set without overlap', async () => {
  const whole = await report('structure_summary', searchFor(HEMOGLOBIN));
  assert.ok(whole.total_count >= 3);
  const batches: Array<Array<string | number | null>> = [];
  for (let start = 0; start < whole.total_count; start += 2) {
    const res = await post({
      report: 'structure_summary',
      request: searchFor(HEMOGLOBIN, 'entry', { start, rows: 2 }),
      format: 'csv',
    });
    const last = Math.min(start + 2, whole.total_count);
    assert.equal(
      res.headers.get('content-disposition'),
      `attachment; filename="pdb_structure_summary_${start + 1}-${last}.csv"`,
    );
    batches.push(...parseCsv(await res.text()).slice(1));
  }
  assert.deepEqual(
    batches.map((r) => r[0]),
    whole.table.rows.map((r) => r[0]),
  );
});

test('custom reports expand to entity rows for entity attributes and keep entry rows otherwise', async () => {
  const request = searchFor(entryIds(['4HHB']));
  const entryLevel = await report('custom_report', request, { attributes: ['struct.title', 'exptl.method'] });
  assert.deepEqual(entryLevel.table.columns, ['Entry ID', 'Structure Title', 'Experimental Method']);
  assert.deepEqual(entryLevel.table.rows, [['4HHB', hhb.str('struct', 'title') ?? '', 'X-RAY DIFFRACTION']]);

  const entityLevel = await report('custom_report', request, {
    attributes: ['struct.title', 'rcsb_polymer_entity.pdbx_description'],
  });
  assert.equal(entityLevel.table.columns[0], 'Entity ID');
  assert.deepEqual(
    entityLevel.table.rows.map((r) => [r[0], r[2]]),
    [
      ['4HHB_1', 'Hemoglobin subunit alpha'],
      ['4HHB_2', 'Hemoglobin subunit beta'],
    ],
  );
  assert.deepEqual(entityLevel.attributes, ['identifier', 'struct.title', 'rcsb_polymer_entity.pdbx_description']);
});

test('report errors answer 400 with a clear message', async () => {
  const cases: Array<[unknown, RegExp]> = [
    [{ report: 'no_such_report', request: searchFor(HEMOGLOBIN) }, /^Unknown report: no_such_report$/],
    [
      { report: 'custom_report', request: searchFor(HEMOGLOBIN), attributes: ['no.such_attribute'] },
      /^Unknown attribute: no\.such_attribute$/,
    ],
    [{ report: 'custom_report', request: searchFor(HEMOGLOBIN), attributes: [] }, /needs at least one attribute/],
    [{ report: 'citation', request: searchFor(HEMOGLOBIN), format: 'xml' }, /Unknown format/],
    [{ report: 'citation', request: searchFor(HEMOGLOBIN), format: 'csv', mode: 'print' }, /Unknown mode/],
    [
      {
        report: 'citation',
        request: {
          return_type: 'entry',
          query: { type: 'terminal', service: 'text', parameters: { attribute: 'no.such', operator: 'exists' } },
        },
      },
      /^request query contains error\(s\): /,
    ],
  ];
  for (const [body, message] of cases) {
    const res = await post(body);
    assert.equal(res.status, 400, JSON.stringify(body));
    const answer = (await res.json()) as { statusCode: number; msg: string };
    assert.equal(answer.statusCode, 400);
    assert.match(answer.msg, message);
    assert.notEqual(answer.msg, MESSAGES.reportLoadFailed);
  }
});

test('a report with no results answers statusCode 204 in the body', async () => {
  const answer = await report('structure_summary', searchFor(entryIds(['9ZZZ'])));
  assert.equal(answer.statusCode, 204);
  assert.equal(answer.total_count, 0);
});

test('GET /search/custom-report-attributes answers the attribute map, the grouped menu and the reports', async () => {
  const res = await fetch(`${server.url}/search/custom-report-attributes`);
  assert.equal(res.status, 200);
  const body = (await res.json()) as {
    attributes: Record<string, { attribute: string; name: string; group: string }>;
    menu: Array<{ group: string; attributes: Array<{ attribute: string; name: string }> }>;
    reports: Array<{ id: string; name: string }>;
  };
  assert.deepEqual(body.attributes['struct.title'], {
    ...body.attributes['struct.title'],
    attribute: 'struct.title',
    name: 'Structure Title',
    group: 'Entry',
  });
  assert.equal(body.attributes['chem_comp.formula']?.group, 'Chemical Component');
  assert.equal(body.attributes['rcsb_polymer_entity.pdbx_description']?.group, 'Polymer Entity');
  assert.deepEqual(body.menu.map((g) => g.group).slice(0, 2), ['Entry', 'Polymer Entity']);
  const listed = body.menu.flatMap((g) => g.attributes.map((a) => a.attribute));
  assert.equal(listed.length, Object.keys(body.attributes).length);
  for (const item of body.menu.flatMap((g) => g.attributes))
    assert.equal(body.attributes[item.attribute]?.name, item.name);
  assert.deepEqual(
    body.reports.map((r) => r.id),
    PREDEFINED_REPORTS.map((r) => r.id),
  );
});

test('GET /search/attributes/{reportId} lists the attributes of a predefined report, 404 otherwise', async () => {
  const res = await fetch(`${server.url}/search/attributes/citation`);
  assert.equal(res.status, 200);
  const paths = (await res.json()) as string[];
  assert.ok(paths.includes('rcsb_primary_citation.title'));
  assert.ok(!paths.includes('identifier'));
  const clusters = (await (await fetch(`${server.url}/search/attributes/sequence_clusters`)).json()) as string[];
  assert.equal(clusters.filter((p) => p === 'rcsb_cluster_membership.cluster_id').length, 1);
  const unknown = await fetch(`${server.url}/search/attributes/no_such_report`);
  assert.equal(unknown.status, 404);
  assert.deepEqual(await unknown.json(), { statusCode: 404, msg: 'Unknown report: no_such_report' });
});
