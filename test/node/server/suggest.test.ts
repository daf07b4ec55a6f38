import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getJson, startArchiveServer, getTestServerArchive, type RunningServer } from './harness.ts';
import type { SuggestionItem, SuggestionResponse } from '../../../src/model/types.ts';
import { validated } from '../../support/validated-request.ts';

let server: RunningServer;
let entryIds: Array<{ id: string; kind: string }>;

before(async () => {
  server = await startArchiveServer();
  const archive = await getTestServerArchive();
  const [header, ...lines] = readFileSync(path.join(archive.sourceDir, 'INDEX.tsv'), 'utf8').trimEnd().split('\n');
  const cols = (header ?? '').split('\t');
  entryIds = lines.map((line) => {
    const f = line.split('\t');
    return { id: (f[cols.indexOf('id')] ?? '').toUpperCase(), kind: f[cols.indexOf('kind')] ?? '' };
  });
});
after(() => server.close());

const get = <T>(pathname: string) => getJson<T>(server, pathname);

const under = (menu: SuggestionResponse, header: string): SuggestionItem[] => {
  const start = menu.items.findIndex((i) => i.header && i.label === header);
  if (start < 0) return [];
  const end = menu.items.findIndex((i, n) => n > start && i.header);
  return menu.items.slice(start + 1, end < 0 ? undefined : end);
};

/** Polymer entities whose source organism is `name`, counted by the search engine itself. */
async function polymerEntitiesOf(name: string, includeCsm: boolean): Promise<number> {
  const archive = await getTestServerArchive();
  return archive.search.count(
    validated({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
          operator: 'exact_match',
          value: name,
        },
      },
      return_type: 'polymer_entity',
      request_options: { results_content_type: includeCsm ? ['experimental', 'computational'] : ['experimental'] },
    }),
  );
}

test("GET /search/suggest: 'hemo' lists hemoglobin names and titles under their headers", async () => {
  const { status, body } = await get<SuggestionResponse>('/search/suggest/false/hemo');
  assert.equal(status, 200);
  assert.equal(body.items[0]?.header, true);
  const names = under(body, 'Macromolecule Name').map((i) => i.value);
  assert.ok(names.includes('Hemoglobin subunit alpha'), names.join(' | '));
  const titles = under(body, 'Structure Title').map((i) => i.value);
  assert.ok(
    titles.includes('TROUT HEMOGLOBIN I') &&
      titles.includes('CRYSTAL STRUCTURE ANALYSIS OF BAR-HEAD GOOSE HEMOGLOBIN (DEOXY FORM)'),
  );
  for (const item of body.items) {
    if (item.header) assert.deepEqual(Object.keys(item).sort(), ['header', 'label']);
    else
      assert.ok(
        item.label === item.value &&
          typeof item.attribute === 'string' &&
          Number.isInteger(item.count) &&
          item.count! > 0,
      );
  }
  assert.deepEqual(
    body.attributes.map((a) => a.attribute).sort(),
    [...new Set(body.items.filter((i) => !i.header).map((i) => i.attribute))].sort(),
  );
  assert.ok(body.attributes.find((a) => a.attribute === 'struct.title')?.name);
});

test("GET /search/suggest: '4hh' suggests 4HHB as an entry id", async () => {
  const { body } = await get<SuggestionResponse>('/search/suggest/false/4hh');
  assert.deepEqual(under(body, 'Entry ID'), [
    { label: '4HHB', value: '4HHB', attribute: 'rcsb_entry_container_identifiers.entry_id', count: 1 },
  ]);
});

test("GET /search/suggest: 'homo' -> Homo sapiens with the archive's count", async () => {
  for (const includeCsm of [false, true]) {
    const { body } = await get<SuggestionResponse>(`/search/suggest/${includeCsm}/homo`);
    const first = under(body, 'Source Organism')[0];
    assert.equal(first?.value, 'Homo sapiens');
    assert.equal(first?.count, await polymerEntitiesOf('Homo sapiens', includeCsm));
  }
});

test('GET /search/suggest: computed models only when includeCsm is true', async () => {
  const hidden = await get<SuggestionResponse>('/search/suggest/false/AF_AF');
  assert.deepEqual(under(hidden.body, 'Entry ID'), []);
  const shown = await get<SuggestionResponse>('/search/suggest/true/AF_AF');
  const ids = under(shown.body, 'Entry ID').map((i) => i.value);
  assert.equal(ids.length, 5);
  for (const id of ids)
    assert.ok(
      entryIds.some((e) => e.id === id && e.kind === 'csm'),
      String(id),
    );
});

test('GET /search/suggest: one character suggests nothing; a bad flag and an empty text are 400', async () => {
  assert.deepEqual((await get('/search/suggest/false/h')).body, { attributes: [], items: [] });
  assert.deepEqual((await get('/search/suggest/false/%20%20')).body, { attributes: [], items: [] });
  const flag = await get<{ statusCode: number; msg: string }>('/search/suggest/maybe/hemo');
  assert.equal(flag.status, 400);
  assert.match(flag.body.msg, /includeCsm/);
  assert.deepEqual(await get('/search/suggest/true/'), {
    status: 400,
    body: { statusCode: 400, msg: 'The suggestion text must not be empty' },
  });
  assert.equal((await get('/search/suggester/exptl.method/true/ab%1Fc')).status, 400);
});

// Issue 13, point 6: a pasted sequence answered 400 ('The suggestion text must be 1 to 100
// characters without control characters'). Any text a user can paste now answers 200.
const STREPTAVIDIN =
  'DPSKDSKAQVSAAEAGITGTWYNQLGSTFIVTAGADGALTGTYESAVGNAESRYVLTGRYDSAPATDGSGTALGWTVAWKNNYRNAHSATTWSGQYVGGAEARINTQWLLTSGTTEANAWKSTLVGHDTFTKVKPSAASIDAAKKAGVNN';

test('GET /search/suggest: a pasted sequence or FASTA record answers 200 with an empty menu', async () => {
  const empty = { status: 200, body: { attributes: [], items: [] } };
  assert.equal(STREPTAVIDIN.length, 150);
  assert.deepEqual(await get(`/search/suggest/false/${STREPTAVIDIN}`), empty);
  const fasta = `>1STP_1 mol:protein length:159  STREPTAVIDIN\n${STREPTAVIDIN.match(/.{1,60}/g)!.join('\r\n')}\n`;
  assert.deepEqual(await get(`/search/suggest/true/${encodeURIComponent(fasta)}`), empty);
  // titin-sized pastes still reach the route (the client sends only the prefix it matches)
  assert.deepEqual(await get(`/search/suggest/false/${'ACDEFGHIKLMNPQRSTVWY'.repeat(500)}`), empty);
  assert.deepEqual(await get('/search/suggest/true/ab%00c%7Fd'), empty);
});

test('GET /search/suggest: long text is suggested on its first 100 characters, line breaks as spaces', async () => {
  // a title of the archive longer than 100 characters, pasted whole and with its words on lines
  const title =
    'CRYSTAL STRUCTURE OF THE HIGHLY DISTORTED CHIMERIC DECAMER R(C)D(CGGCGCCG)R(G)-SPERMINE COMPLEX-SPERMINE BINDING TO PHOSPHATE ONLY AND MINOR GROOVE TERTIARY BASE-PAIRING';
  assert.ok(title.length > 100);
  for (const text of [title, title.replace(/ /g, '\n'), `\t ${title.replace(/ /g, ' \r\n ')}`]) {
    const { status, body } = await get<SuggestionResponse>(`/search/suggest/false/${encodeURIComponent(text)}`);
    assert.equal(status, 200);
    assert.deepEqual(
      under(body, 'Structure Title').map((i) => i.value),
      [title],
    );
  }
  // past the prefix nothing is read: a different ending suggests the same
  const changed = await get<SuggestionResponse>(
    `/search/suggest/false/${encodeURIComponent(`${title.slice(0, 100)}XYZ`)}`,
  );
  assert.deepEqual(
    under(changed.body, 'Structure Title').map((i) => i.value),
    [title],
  );
});

test('GET /search/suggester/{attribute}/{flag}/{text}: menu items for one attribute', async () => {
  const { status, body } = await get<SuggestionItem[]>(
    '/search/suggester/rcsb_entity_source_organism.ncbi_scientific_name/false/homo',
  );
  assert.equal(status, 200);
  assert.deepEqual(body[0], {
    label: 'Homo sapiens',
    value: 'Homo sapiens',
    attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
    count: await polymerEntitiesOf('Homo sapiens', false),
  });
  const methods = await get<SuggestionItem[]>('/search/suggester/exptl.method/true/x');
  assert.deepEqual(
    methods.body.map((i) => i.value),
    ['X-RAY DIFFRACTION'],
  );
  // a number asks for that many items
  assert.equal((await get<SuggestionItem[]>('/search/suggester/audit_author.name/3/a')).body.length, 3);
  assert.equal((await get<SuggestionItem[]>('/search/suggester/audit_author.name/true/zzzzqx')).body.length, 0);
});

test('GET /search/suggester: unknown or unsuggestible attributes are 400 "The attribute is not supported"', async () => {
  for (const pathname of [
    '/search/suggester/no.such.attribute/true/abc',
    '/search/suggester/rcsb_entry_info.resolution_combined/true/1',
    '/search/suggester/structure/struct.title/x/true/abc',
    '/search/suggester/chemical/struct.title/x/true/abc',
  ]) {
    const { status, body } = await get(pathname);
    assert.equal(status, 400, pathname);
    assert.deepEqual(body, { statusCode: 400, msg: 'The attribute is not supported' }, pathname);
  }
  const traversal = await get<{ msg: string }>('/search/suggester/..%2F..%2Fetc/true/abc');
  assert.equal(traversal.status, 400);
  assert.equal((await get('/search/suggester/exptl.method/yes/abc')).status, 400);
  assert.equal((await get('/search/suggester/exptl.method/101/abc')).status, 400);
});

test('GET /search/suggester/{structure|chemical}/{attribute}/{nestedValue}/{flag}/{text}: nested records, ~ for /', async () => {
  const accession = 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession';
  const { status, body } = await get<SuggestionItem[]>(`/search/suggester/structure/${accession}/UniProt/true/P0`);
  assert.equal(status, 200);
  assert.ok(body.length > 0);
  for (const item of body) {
    assert.equal(
      item.nested_attribute,
      'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_name',
    );
    assert.equal(item.nested_attribute_value, 'UniProt');
    assert.match(String(item.value), /^P0/);
  }
  assert.deepEqual((await get(`/search/suggester/structure/${accession}/GenBank/true/P0`)).body, []);
  // 'WURCS=2.0/1,2,1/...' values hold slashes; the nested value travels with ~ in their place
  const wurcs = await get<SuggestionItem[]>(
    '/search/suggester/structure/pdbx_entity_branch_descriptor.descriptor/WURCS/true/WURCS%3D2.0',
  );
  assert.ok(wurcs.body.length > 0 && wurcs.body.every((i) => i.value?.startsWith('WURCS=2.0/')));
  const linucs = await get<SuggestionItem[]>(
    '/search/suggester/structure/pdbx_entity_branch_descriptor.descriptor/LINUCS/true/WURCS',
  );
  assert.deepEqual(linucs.body, []);
  const tilde = await get<SuggestionItem[]>(
    '/search/suggester/structure/pdbx_entity_branch_descriptor.descriptor/a~b/true/x',
  );
  assert.deepEqual(tilde, { status: 200, body: [] });
});

test('GET /search/suggester/rcsb_entry_container_identifiers.entry_id/true/{text}: the count of matching ids', async () => {
  const exact = await get<SuggestionItem[]>('/search/suggester/rcsb_entry_container_identifiers.entry_id/true/4hhb');
  assert.deepEqual(
    exact.body.map((i) => i.value),
    ['4HHB'],
  );
  const prefix = await get<SuggestionItem[]>('/search/suggester/rcsb_entry_container_identifiers.entry_id/true/1a');
  const expected = entryIds
    .filter((e) => e.id.startsWith('1A'))
    .map((e) => e.id)
    .sort()
    .slice(0, 10);
  assert.deepEqual(prefix.body.map((i) => i.value).sort(), expected);
  assert.deepEqual((await get('/search/suggester/rcsb_entry_container_identifiers.entry_id/true/9ZZZ')).body, []);
});

test('a long attribute name reaches the route and gets a clear 400, not a bare 414', async () => {
  const res = await fetch(`${server.url}/search/suggester/${'a'.repeat(300)}/true/abc`);
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), {
    statusCode: 400,
    msg: 'Invalid request: params/attribute must NOT have more than 100 characters',
  });
});
