import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, getTestServerArchive, type RunningServer } from './harness.ts';
import { OPERATORS } from '../../../src/model/constants/vocabulary.ts';
import { RETURN_TYPES, SERVICES } from '../../../src/model/constants/labels.ts';
import { GROUP_BY_MODES, SORT_CHOICES } from '../../../src/model/constants/sorting.ts';
import { LIMITS, PAGE_SIZES } from '../../../src/model/constants/limits.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

interface AttributeMapEntry {
  name: string;
  type: string;
  operators: string[];
  contexts: string[];
  doc_count: number;
}

test('GET /search/tests is an index page linking every developer page, each of which answers', async () => {
  const res = await fetch(`${server.url}/search/tests`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  const html = await res.text();
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] as string);
  assert.deepEqual(links.sort(), [
    '/rcsbsearch/v2/metadata/chemical/schema',
    '/rcsbsearch/v2/metadata/schema',
    '/search/tests/attr-map/chemical/',
    '/search/tests/attr-map/structure/',
    '/search/tests/ui-metadata/html',
    '/search/tests/ui-metadata/text',
  ]);
  for (const link of links) assert.equal((await fetch(`${server.url}${link}`)).status, 200, link);
});

test('attribute maps list the catalogue: attribute -> name, type, operators', async () => {
  const archive = await getTestServerArchive();
  for (const [kind, service] of [
    ['structure', 'text'],
    ['chemical', 'text_chem'],
  ] as const) {
    const map = (await (await fetch(`${server.url}/search/tests/attr-map/${kind}/`)).json()) as Record<
      string,
      AttributeMapEntry
    >;
    assert.deepEqual(Object.keys(map).sort(), [...archive.index.catalogue[service].keys()].sort());
    const withoutSlash = (await (await fetch(`${server.url}/search/tests/attr-map/${kind}`)).json()) as Record<
      string,
      AttributeMapEntry
    >;
    assert.deepEqual(withoutSlash, map);
  }
  const structure = (await (await fetch(`${server.url}/search/tests/attr-map/structure/`)).json()) as Record<
    string,
    AttributeMapEntry
  >;
  assert.deepEqual(structure['exptl.method']?.operators, ['exact_match', 'in', 'exists']);
  assert.equal(structure['struct.title']?.name, 'Structure Title');
  assert.deepEqual(structure['struct.title']?.contexts, ['full-text', 'suggest']);
  assert.equal(structure['rcsb_entry_info.resolution_combined']?.type, 'number');
  assert.ok(structure['rcsb_entry_info.resolution_combined']?.operators.includes('range'));
  assert.equal(structure['rcsb_entry_container_identifiers.entry_id']?.doc_count, archive.index.rows('entry').length);
  const chemical = (await (await fetch(`${server.url}/search/tests/attr-map/chemical/`)).json()) as Record<
    string,
    AttributeMapEntry
  >;
  assert.equal(chemical['chem_comp.formula_weight']?.type, 'number');
});

test('GET /search/tests/ui-metadata/text lists the model constants as plain text', async () => {
  const res = await fetch(`${server.url}/search/tests/ui-metadata/text`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  const text = await res.text();
  for (const heading of [
    'Services',
    'Return types',
    'Operators',
    'Sort choices',
    'Group-by modes',
    'Page sizes',
    'Limits',
    'Defaults',
  ]) {
    assert.ok(text.includes(`# ${heading}\n`), heading);
  }
  for (const s of SERVICES) assert.ok(text.includes(`${s.service}\t${s.label}`), s.service);
  for (const r of RETURN_TYPES) assert.ok(text.includes(`${r.value}\t${r.label}`), r.value);
  for (const op of OPERATORS) assert.ok(text.includes(`\n${op}\t`), op);
  for (const c of SORT_CHOICES) assert.ok(text.includes(`${c.id}\t${c.label}\t${c.sort_by}\t${c.direction}`), c.id);
  for (const m of GROUP_BY_MODES)
    assert.ok(text.includes(`${m.aggregation_method}\t${m.label}\t${m.return_type}`), m.aggregation_method);
  assert.ok(text.includes(`# Page sizes\nrows\n${PAGE_SIZES.join('\n')}\n`));
  assert.ok(text.includes(`uploadMaxBytes\t${LIMITS.uploadMaxBytes}`));
});

test('GET /search/tests/ui-metadata/html is an escaped HTML page of tables; other formats are 400', async () => {
  const res = await fetch(`${server.url}/search/tests/ui-metadata/html`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  const html = await res.text();
  assert.ok(html.startsWith('<!doctype html>'));
  assert.equal((html.match(/<table>/g) ?? []).length, 11);
  // range labels hold brackets, defaults hold JSON quotes: all escaped
  assert.ok(html.includes('<td>range [ )</td>'));
  assert.ok(html.includes('<td>[{&quot;sort_by&quot;:&quot;score&quot;,&quot;direction&quot;:&quot;desc&quot;}]</td>'));
  assert.ok(!/<td>[^<]*"[^<]*<\/td>/.test(html));
  for (const format of ['json', 'csv', '%3Cscript%3E']) {
    const bad = await fetch(`${server.url}/search/tests/ui-metadata/${format}`);
    assert.equal(bad.status, 400, format);
    assert.deepEqual(await bad.json(), {
      statusCode: 400,
      msg: `Unknown format '${decodeURIComponent(format)}': use text or html`,
    });
  }
});
