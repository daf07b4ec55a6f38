// Suggestions over the shared archive's attribute index. Expected values come from INDEX.tsv and
// from the document bodies, not from the attr table the suggester reads.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { ValueSuggester, type ValueSuggestion } from '../../../src/archive/suggest/value-suggester.ts';
import { matchKind, normaliseSuggestText } from '../../../src/archive/suggest/text-match.ts';
import { ValueTable, wordsOf } from '../../../src/archive/suggest/value-table.ts';
import { searchBarSuggestions } from '../../../src/archive/suggest/search-bar.ts';
import { attributeSuggestions, suggestibleAttribute } from '../../../src/archive/suggest/attribute-suggester.ts';
import { readableBodies } from '../../support/document-body.ts';
import { getTestArchive } from './fixture.ts';

let index: ArchiveIndex;
let suggester: ValueSuggester;
let entries: Array<{ id: string; kind: string; title: string }>;

const ORGANISM = 'rcsb_entity_source_organism.ncbi_scientific_name';
const ACCESSION = 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession';

before(async () => {
  const archive = await getTestArchive();
  index = new ArchiveIndex(archive.file);
  suggester = new ValueSuggester(index);
  const [header, ...lines] = readFileSync(path.join(archive.source, 'INDEX.tsv'), 'utf8').trimEnd().split('\n');
  const cols = (header ?? '').split('\t');
  entries = lines.map((line) => {
    const f = line.split('\t');
    return {
      id: (f[cols.indexOf('id')] ?? '').toUpperCase(),
      kind: f[cols.indexOf('kind')] ?? '',
      title: f[cols.indexOf('title')] ?? '',
    };
  });
});
after(() => index.close());

/** Organism name -> polymer entities naming it, read from the document bodies. */
function organismCounts(includeComputational: boolean): Map<string, number> {
  const counts = new Map<string, number>();
  const rows = readableBodies(index.db)
    .prepare("SELECT computational, body_json(body) AS body FROM doc WHERE type = 'polymer_entity'")
    .all() as Array<{
    computational: number;
    body: string;
  }>;
  for (const row of rows) {
    if (!includeComputational && row.computational === 1) continue;
    const body = JSON.parse(row.body) as { rcsb_entity_source_organism?: Array<{ ncbi_scientific_name?: string }> };
    const names = new Set(
      (body.rcsb_entity_source_organism ?? []).map((o) => o.ncbi_scientific_name?.toLowerCase()).filter(Boolean),
    );
    for (const name of names) counts.set(name as string, (counts.get(name as string) ?? 0) + 1);
  }
  return counts;
}

const values = (list: readonly ValueSuggestion[]): string[] => list.map((s) => s.value);

test('match kinds: exact, prefix, word-prefix at punctuation, nothing inside a word', () => {
  assert.equal(matchKind('Homo sapiens', 'homo sapiens'), 'exact');
  assert.equal(matchKind('Homo sapiens', 'HOMO'), 'prefix');
  assert.equal(matchKind('Plexaura homomalla', 'homo'), 'word');
  assert.equal(matchKind('BAR-HEAD GOOSE HEMOGLOBIN (DEOXY FORM)', 'deoxy'), 'word');
  assert.equal(matchKind('BAR-HEAD GOOSE', 'head'), 'word');
  assert.equal(matchKind('DEOXYHAEMOGLOBIN', 'haemo'), undefined);
  assert.equal(matchKind('anything', ''), undefined);
  assert.equal(normaliseSuggestText('  human   hemo '), 'human hemo');
  assert.deepEqual(wordsOf('BAR-HEAD Goose (deoxy)'), ['bar', 'head', 'goose', 'deoxy']);
});

test("'4hh' suggests 4HHB; entry id prefixes give exactly the archive's ids", () => {
  assert.deepEqual(
    suggester.suggest('rcsb_entry_container_identifiers.entry_id', '4hh', {
      limit: 10,
      includeComputational: false,
      prefixOnly: true,
    }),
    [{ value: '4HHB', count: 1, match: 'prefix' }],
  );
  const expected = entries
    .filter((e) => e.kind === 'pdb' && e.id.startsWith('1A'))
    .map((e) => e.id)
    .sort();
  const found = suggester.suggest('rcsb_entry_container_identifiers.entry_id', '1a', {
    limit: 100,
    includeComputational: false,
    prefixOnly: true,
  });
  assert.deepEqual(values(found).sort(), expected);
  assert.ok(expected.length > 3);
  // an exact id comes alone and first: the structure search needs exactly one match
  assert.deepEqual(
    values(
      suggester.suggest('rcsb_entry_container_identifiers.entry_id', '101m', {
        limit: 10,
        includeComputational: true,
        prefixOnly: true,
      }),
    ),
    ['101M'],
  );
});

test('computed models are suggested only when included', () => {
  const csmIds = entries
    .filter((e) => e.kind === 'csm' && e.id.startsWith('AF_'))
    .map((e) => e.id)
    .sort();
  assert.ok(csmIds.length > 0);
  assert.deepEqual(
    suggester.suggest('rcsb_entry_container_identifiers.entry_id', 'af_', { limit: 100, includeComputational: false }),
    [],
  );
  const found = suggester.suggest('rcsb_entry_container_identifiers.entry_id', 'af_', {
    limit: 100,
    includeComputational: true,
  });
  assert.deepEqual(values(found).sort(), csmIds);
});

test("organism 'homo' -> Homo sapiens first, with the number of polymer entities naming it", () => {
  for (const includeComputational of [false, true]) {
    const counts = organismCounts(includeComputational);
    const found = suggester.suggest(ORGANISM, 'homo', { limit: 10, includeComputational });
    assert.equal(found[0]?.value, 'Homo sapiens');
    assert.equal(found[0]?.match, 'prefix');
    for (const s of found) assert.equal(s.count, counts.get(s.value.toLowerCase()), s.value);
    // every organism with a word starting 'homo' is there, prefix matches before word matches
    const expected = [...counts.keys()].filter((name) => matchKind(name, 'homo')).sort();
    assert.deepEqual(
      values(found)
        .map((v) => v.toLowerCase())
        .sort(),
      expected,
    );
  }
});

test('ranking: exact > prefix > word-prefix, then by count; values are distinct and limited', () => {
  const found = suggester.suggest('rcsb_polymer_entity.pdbx_description', 'hemoglobin', {
    limit: 50,
    includeComputational: true,
  });
  const ranks = found.map((s) => ['exact', 'prefix', 'word'].indexOf(s.match));
  assert.deepEqual(
    ranks,
    [...ranks].sort((a, b) => a - b),
  );
  for (let i = 1; i < found.length; i++) {
    if (found[i]!.match === found[i - 1]!.match)
      assert.ok(found[i]!.count <= found[i - 1]!.count, `${found[i - 1]!.value} before ${found[i]!.value}`);
  }
  assert.equal(new Set(found.map((s) => s.value.toLowerCase())).size, found.length);
  assert.equal(
    suggester.suggest('rcsb_polymer_entity.pdbx_description', 'hemoglobin', { limit: 2, includeComputational: true })
      .length,
    2,
  );
});

test("'hemo' finds hemoglobin titles and names of the archive, by word-prefix too", () => {
  const expectedTitles = entries
    .filter((e) => /(^|[^a-z0-9])hemo/i.test(e.title))
    .map((e) => e.title.toLowerCase())
    .sort();
  assert.ok(expectedTitles.length >= 2);
  const titles = suggester.suggest('struct.title', 'hemo', { limit: 100, includeComputational: true });
  assert.deepEqual(
    values(titles)
      .map((t) => t.toLowerCase())
      .sort(),
    expectedTitles,
  );
  assert.ok(titles.every((t) => t.match === 'word'));
  const names = values(
    suggester.suggest('rcsb_polymer_entity.pdbx_description', 'HEMO', { limit: 10, includeComputational: true }),
  );
  assert.ok(names.includes('Hemoglobin subunit alpha') && names.includes('HEMOGLOBIN BETA CHAIN'), names.join(' | '));
});

test('a value table merges case variants, counts computed models apart, and ranks within the limit', () => {
  const table = new ValueTable([
    { value: 'Homo sapiens', count: 80, experimental: 70 },
    { value: 'HOMO SAPIENS', count: 5, experimental: 5 },
    { value: 'Homo erectus', count: 3, experimental: 0 },
    { value: 'Enterobacteria phage T4, Homo sapiens', count: 2, experimental: 2 },
    { value: '(Homo) in parentheses', count: 1, experimental: 1 },
    { value: 'Homologue', count: 9, experimental: 9 },
  ]);
  assert.equal(table.size, 5);
  assert.deepEqual(table.match('homo sapiens', { limit: 10, includeComputational: true }), [
    { value: 'Homo sapiens', count: 85, match: 'exact' },
    { value: 'Enterobacteria phage T4, Homo sapiens', count: 2, match: 'word' },
  ]);
  assert.deepEqual(
    table.match('homo', { limit: 10, includeComputational: false }).map((s) => [s.value, s.count, s.match]),
    [
      ['Homo sapiens', 75, 'prefix'],
      ['Homologue', 9, 'prefix'],
      ['Enterobacteria phage T4, Homo sapiens', 2, 'word'],
      ['(Homo) in parentheses', 1, 'word'],
    ],
  );
  assert.equal(
    table.match('homo', { limit: 10, includeComputational: true }).find((s) => s.value === 'Homo erectus')?.count,
    3,
  );
  assert.deepEqual(
    table.match('homo', { limit: 2, includeComputational: true, prefixOnly: true }).map((s) => s.value),
    ['Homo sapiens', 'Homologue'],
  );
  assert.deepEqual(table.match('sapiens', { limit: 10, includeComputational: true, prefixOnly: true }), []);
  assert.deepEqual(table.match('zebra', { limit: 10, includeComputational: true }), []);
});

test('word-prefixes match inside short values too (experimental methods)', () => {
  const found = suggester.suggest('exptl.method', 'diffraction', { limit: 10, includeComputational: false });
  const methods = entries.filter((e) => e.kind === 'pdb');
  assert.ok(found.some((s) => s.value === 'X-RAY DIFFRACTION'));
  assert.ok(found.every((s) => s.match === 'word' && s.count > 0 && s.count <= methods.length));
});

test('nested suggestions keep to records of the context value', async () => {
  const uniprot = suggester.suggest(ACCESSION, 'P0', { limit: 20, includeComputational: true, nestedValue: 'UniProt' });
  assert.ok(uniprot.length > 0);
  // a UniProt accession is the database_accession on a record whose database_name is UniProt
  const rows = (await getTestArchive())
    .openWithAttributeRows()
    .prepare(
      `SELECT DISTINCT a.value FROM attr a JOIN attr n ON n.doc = a.doc AND n.rec = a.rec
       WHERE a.attr = (SELECT id FROM attribute WHERE name = ?) AND n.attr = (SELECT id FROM attribute WHERE name = ?) AND n.value = ?`,
    )
    .pluck()
    .all(ACCESSION, `${ACCESSION.slice(0, ACCESSION.lastIndexOf('.'))}.database_name`, 'UniProt') as string[];
  for (const s of uniprot) assert.ok(rows.includes(s.value), s.value);
  assert.deepEqual(
    suggester.suggest(ACCESSION, 'P0', { limit: 20, includeComputational: true, nestedValue: 'GenBank' }),
    [],
  );
  assert.deepEqual(
    suggester.suggest(ACCESSION, 'P0', { limit: 20, includeComputational: true, nestedValue: 'No such database' }),
    [],
  );
});

test('the search bar groups items under headers, and the attribute suggester knows what it supports', () => {
  const menu = searchBarSuggestions(suggester, 'hemo', { includeComputational: false });
  assert.equal(menu.items[0]?.header, true);
  const headers = menu.items.filter((i) => i.header).map((i) => i.label);
  assert.ok(headers.includes('Macromolecule Name') && headers.includes('Structure Title'), headers.join(', '));
  for (const item of menu.items.filter((i) => !i.header)) {
    assert.ok(item.value && item.attribute && typeof item.count === 'number');
    assert.ok(menu.attributes.some((a) => a.attribute === item.attribute));
  }
  assert.equal(suggestibleAttribute(index.catalogue, { attribute: 'no.such.attribute' }), undefined);
  assert.equal(suggestibleAttribute(index.catalogue, { attribute: 'rcsb_entry_info.resolution_combined' }), undefined);
  assert.equal(suggestibleAttribute(index.catalogue, { attribute: 'struct.title', nestedValue: 'x' }), undefined);
  const chem = suggestibleAttribute(index.catalogue, { attribute: 'chem_comp.name', service: 'text_chem' });
  assert.ok(chem);
  const items = attributeSuggestions(
    suggester,
    { attribute: 'chem_comp.name', text: 'prot', includeComputational: false },
    chem,
  );
  assert.ok(
    items.some((i) => /^PROTOPORPHYRIN IX/i.test(i.label)),
    items.map((i) => i.label).join(' | '),
  );
});
