// The attribute catalogue (model/attribute-catalogue.ts) built from the metadata schemas the real
// archive server serves, fetched with the client's own call: facts of the shared archive, the
// menu's order, nested pairs, filtering and matching typed text.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startArchiveServer, getTestServerArchive, type RunningServer } from '../server/harness.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import {
  catalogueFromSchema,
  filterCatalogue,
  findItemByName,
  itemDisplayName,
  nestedItemLookup,
  SEARCH_GROUP_ORDER,
  type AttributeCatalogue,
} from '../../../src/model/attribute-catalogue.ts';
import { readMetadataSchema } from '../../../src/model/attribute-schema.ts';
import { operatorsFor as modelOperatorsFor } from '../../../src/model/attribute-operators.ts';
import { operatorsFor as archiveOperatorsFor } from '../../../src/archive/index/catalogue.ts';
import { requestToBuilder } from '../../../src/model/builder/from-request.ts';
import { buildRequest } from '../../../src/model/builder/builder.ts';
import type { BuilderTerminalNode, SearchRequest, SelectorItem } from '../../../src/model/types.ts';

const PFAM = {
  attribute: 'rcsb_polymer_entity_annotation.annotation_id',
  nested_attribute: 'rcsb_polymer_entity_annotation.type',
  nested_attribute_value: 'Pfam',
};

const items = (catalogue: AttributeCatalogue): SelectorItem[] => catalogue.groups.flatMap((g) => g.items);
const itemNamed = (catalogue: AttributeCatalogue, name: string): SelectorItem | undefined =>
  items(catalogue).find((item) => item.name === name);

describe('attribute catalogue from the served metadata schemas', () => {
  let server: RunningServer;
  let schemas: Record<'text' | 'text_chem', unknown>;
  let text: AttributeCatalogue;
  let chemical: AttributeCatalogue;

  before(async () => {
    server = await startArchiveServer();
    const client = createArchiveClient({ apiBase: server.url });
    const [structure, chem] = await Promise.all([client.metadataSchema('text'), client.metadataSchema('text_chem')]);
    assert.ok(structure.ok && chem.ok, 'both schemas load');
    schemas = { text: structure.value, text_chem: chem.value };
    text = catalogueFromSchema(schemas.text, 'text');
    chemical = catalogueFromSchema(schemas.text_chem, 'text_chem');
  });
  after(() => server.close());

  it('the client reads both schemas from their routes', () => {
    assert.equal((schemas.text as { title: string }).title, 'Text Service Metadata');
    assert.equal((schemas.text_chem as { title: string }).title, 'Chemical Text Service Metadata');
  });

  it('every attribute the archive holds has a definition; only grouped, searchable ones are in the menu', async () => {
    const archive = await getTestServerArchive();
    for (const catalogue of [text, chemical]) {
      const held = archive.index.catalogue[catalogue.service];
      assert.deepEqual([...catalogue.definitions.keys()].sort(), [...held.keys()].sort());
      const reading = readMetadataSchema(schemas[catalogue.service]);
      const leaves = new Map(reading.attributes.map((a) => [a.path, a]));
      // the schema lists every official attribute; menus and nested pairs offer only the held ones
      for (const category of reading.nested)
        for (const context of category.contexts)
          for (const path of context.attributes) assert.ok(held.has(path), `${path} (nested) is held`);
      for (const group of catalogue.groups) {
        for (const item of group.items) {
          const definition = catalogue.definitions.get(item.attribute);
          assert.ok(definition && definition.operators.length > 0, `${item.attribute} is searchable`);
          assert.equal(definition.service, catalogue.service);
          assert.ok(
            leaves.get(item.attribute)?.groups.some((g) => g.group === group.name),
            item.name,
          );
          assert.equal(item.group, group.name);
        }
      }
      const listed = new Set(items(catalogue).map((i) => i.attribute));
      const ungrouped = [...leaves.values()].filter((leaf) => leaf.groups.length === 0);
      assert.ok(ungrouped.length > 0 && ungrouped.every((leaf) => !listed.has(leaf.path)));
    }
  });

  it('resolution: a number with units, archive min/max, the builder ranges and a placeholder', () => {
    const definition = text.definitions.get('rcsb_entry_info.resolution_combined');
    assert.equal(definition?.type, 'number');
    assert.equal(definition.name, 'Refinement Resolution');
    assert.equal(definition.units, 'angstroms');
    assert.ok(
      typeof definition.min === 'number' && typeof definition.max === 'number' && definition.min < definition.max,
    );
    assert.deepEqual(definition.operators, [
      'equals',
      'greater',
      'greater_or_equal',
      'less',
      'less_or_equal',
      'range_upper_excl',
      'range_upper_incl',
      'in',
      'exists',
    ]);
    const item = itemNamed(text, 'Refinement Resolution');
    assert.equal(item?.group, 'Methods');
    assert.equal(item.units, 'angstroms');
    assert.deepEqual(item.range, { min: definition.min, max: definition.max });
    assert.match(item.placeholder ?? '', /^Enter a number between [\d.]+ and [\d.]+$/);
    assert.ok(item.description?.startsWith('Combined estimates of experimental resolution'));
  });

  it('release date: a date with YYYY-MM-DD bounds and the last 7/30 days shortcuts', () => {
    const definition = text.definitions.get('rcsb_accession_info.initial_release_date');
    assert.equal(definition?.type, 'date');
    assert.match(String(definition.min), /^\d{4}-\d{2}-\d{2}$/);
    assert.match(String(definition.max), /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(String(definition.min) < String(definition.max));
    assert.deepEqual(definition.operators.slice(5, 9), [
      'range_upper_excl',
      'range_upper_incl',
      'last_seven_days_range',
      'last_thirty_days_range',
    ]);
    assert.match(itemNamed(text, 'Release Date')?.placeholder ?? '', /^Enter a date between \d{4}-\d{2}-\d{2} and /);
  });

  it('experimental method: an enumeration, exact-match operators in the builder order', () => {
    const definition = text.definitions.get('exptl.method');
    assert.ok(definition);
    assert.ok(definition.enumeration?.includes('X-RAY DIFFRACTION'));
    assert.ok(definition.context?.includes('exact-match'));
    assert.deepEqual(definition.operators, ['exact_match', 'in', 'exists']);
    assert.equal(itemNamed(text, 'Experimental Method')?.group, 'Methods');
  });

  it('strings: exact operators before word operators, exists last; full text only gets the word operators', () => {
    const both = [...text.definitions.values()].find(
      (d) => d.context?.includes('exact-match') && d.context.includes('full-text') && d.type === 'string',
    );
    assert.deepEqual(both?.operators, ['exact_match', 'in', 'contains_words', 'contains_phrase', 'exists']);
    assert.deepEqual(text.definitions.get('struct.title')?.operators, ['contains_words', 'contains_phrase', 'exists']);
    assert.equal(modelOperatorsFor, archiveOperatorsFor, 'the archive publishes the model rule');
  });

  it('organism: exact-match context (a suggester) and up to 10 real example values', async () => {
    const definition = text.definitions.get('rcsb_entity_source_organism.ncbi_scientific_name');
    assert.ok(definition);
    assert.ok(definition.context?.includes('exact-match'));
    const examples = definition.examples ?? [];
    assert.ok(examples.length > 0 && examples.length <= 10);
    const held = (await getTestServerArchive()).index.catalogue.text.get(definition.attribute);
    assert.ok(examples.every((e) => (held?.values ?? held?.examples ?? []).includes(e)));
  });

  it('serves at most 10 examples per leaf, and 10 where the archive has that many values', () => {
    for (const catalogue of [text, chemical]) {
      const counts = [...catalogue.definitions.values()].map((d) => d.examples?.length ?? 0);
      assert.ok(counts.every((n) => n <= 10));
      assert.ok(counts.includes(10), `${catalogue.service} has an attribute with 10 examples`);
    }
  });

  it('nested pairs: each context value of a category is its own item, named "<label> - <value>"', () => {
    const pfam = itemNamed(text, 'Identifier - Pfam');
    assert.deepEqual(
      { attribute: pfam?.attribute, nested_attribute: pfam?.nested_attribute, value: pfam?.nested_attribute_value },
      { attribute: PFAM.attribute, nested_attribute: PFAM.nested_attribute, value: 'Pfam' },
    );
    assert.equal(pfam?.group, 'Polymer Molecular Features');
    assert.equal(pfam?.placeholder, undefined, 'examples of other contexts are not offered as a hint');
    const accessions = items(text).filter((i) => i.name.startsWith('Accession Code(s) - '));
    assert.deepEqual(
      accessions.map((i) => i.nested_attribute_value),
      ['UniProt', 'GenBank', 'NORINE'],
    );
    const discriminator = 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_name';
    assert.ok(accessions.every((i) => i.nested_attribute === discriminator));
    // the context attribute is never offered without its sibling condition
    assert.equal(itemNamed(text, 'Identifier'), undefined);
    assert.ok(!items(text).some((i) => i.attribute === PFAM.attribute && !i.nested_attribute));
  });

  it('nestedItemLookup: requestToBuilder opens a pair as one terminal, and builds the same request back', () => {
    const lookup = nestedItemLookup([text, chemical]);
    assert.equal(lookup(PFAM.attribute, PFAM.nested_attribute, 'text', 'Pfam')?.name, 'Identifier - Pfam');
    assert.equal(lookup(PFAM.attribute, PFAM.nested_attribute, 'text', 'GO'), undefined, 'not a menu pair');
    assert.equal(lookup(PFAM.attribute, PFAM.nested_attribute, 'text_chem'), undefined);
    assert.equal(lookup('exptl.method', PFAM.nested_attribute, 'text'), undefined);
    const generic = lookup(PFAM.attribute, PFAM.nested_attribute, 'text');
    assert.equal(generic?.nested_attribute, PFAM.nested_attribute);
    assert.equal(generic.nested_attribute_value, undefined);

    const pair = (attribute: string, value: string) => ({
      type: 'terminal' as const,
      service: 'text' as const,
      parameters: { attribute, operator: 'exact_match' as const, value },
    });
    const request: SearchRequest = {
      query: {
        type: 'group',
        logical_operator: 'and',
        nodes: [pair(PFAM.attribute, 'PF00042'), pair(PFAM.nested_attribute, 'Pfam')],
      },
      return_type: 'polymer_entity',
    };
    const opened = requestToBuilder(request, { nestedItem: lookup });
    assert.ok(opened.ok);
    const terminal = opened.value.builder.sections[0]?.root.nodes[0] as BuilderTerminalNode;
    assert.equal(terminal.type, 'terminal');
    assert.equal(terminal.item?.nested_attribute_value, 'Pfam');
    assert.equal(itemDisplayName(text, terminal.item!), 'Identifier - Pfam');
    const rebuilt = buildRequest({ builder: opened.value.builder, return_type: 'polymer_entity' });
    assert.ok(rebuilt.ok);
    assert.deepEqual(rebuilt.value.query, request.query);
  });

  it('groups follow rcsb.org’s header order; items their priority within the group, then name', () => {
    const names = text.groups.map((g) => g.name);
    assert.deepEqual(names.slice(0, 2), ['ID(s) and Keywords', 'Structure Details']);
    assert.ok(names.indexOf('Methods') < names.indexOf('Publications All'));
    const priorities = text.groups.map((g) => g.priority);
    assert.deepEqual(
      priorities,
      [...priorities].sort((a, b) => a - b),
    );
    assert.ok(text.groups.every((g) => g.priority === SEARCH_GROUP_ORDER.indexOf(g.name)));
    const order = new Map(
      readMetadataSchema(schemas.text).attributes.flatMap((a) =>
        a.groups.map((g) => [`${g.group}|${a.path}`, g.priority]),
      ),
    );
    for (const group of text.groups) {
      const ranks = group.items.map((i) => order.get(`${group.name}|${i.attribute}`) ?? -1);
      assert.deepEqual(
        ranks,
        [...ranks].sort((a, b) => a - b),
        group.name,
      );
    }
    const methods = text.groups.find((g) => g.name === 'Methods')!.items.map((i) => i.name);
    assert.ok(methods.indexOf('Experimental Method') < methods.indexOf('Refinement Resolution'));
  });

  it('filterCatalogue: case-insensitive substring of names, only headers with hits', () => {
    const hits = filterCatalogue(text, '  RESOLUTION ');
    assert.ok(hits.length >= 2);
    assert.ok(hits.every((g) => g.items.length > 0 && g.items.every((i) => /resolution/i.test(i.name))));
    const all = items(text).filter((i) => /resolution/i.test(i.name));
    assert.equal(hits.flatMap((g) => g.items).length, all.length);
    assert.deepEqual(
      hits.map((g) => g.name),
      text.groups.filter((g) => g.items.some((i) => /resolution/i.test(i.name))).map((g) => g.name),
    );
    assert.equal(filterCatalogue(text, ''), text.groups);
    assert.deepEqual(filterCatalogue(text, 'no attribute is called this'), []);
  });

  it('findItemByName: the whole name, any case, surrounding spaces ignored', () => {
    assert.equal(findItemByName(text, ' refinement RESOLUTION ')?.attribute, 'rcsb_entry_info.resolution_combined');
    assert.equal(findItemByName(text, 'identifier - pfam')?.nested_attribute_value, 'Pfam');
    assert.equal(findItemByName(text, 'Resolution'), undefined, 'a part of a name is not a match');
    assert.equal(findItemByName(text, ''), undefined);
  });

  it('the chemical catalogue: its two headers, formula weight in daltons', () => {
    assert.equal(chemical.service, 'text_chem');
    assert.deepEqual(
      chemical.groups.map((g) => g.name),
      ['Chemical Components', 'Biologically Interesting Molecules (BIRD)'],
    );
    const weight = chemical.definitions.get('chem_comp.formula_weight');
    assert.equal(weight?.type, 'number');
    assert.equal(weight.units, 'daltons');
    assert.ok(typeof weight.min === 'number' && typeof weight.max === 'number');
    assert.equal(
      findItemByName(chemical, 'Chemical Component Molecular Weight')?.attribute,
      'chem_comp.formula_weight',
    );
    assert.ok(chemical.definitions.get('chem_comp.name')?.context?.includes('full-text'));
  });

  it("reads the RCSB's own schema too: nested pairs, entities in names, dates from epoch milliseconds", async () => {
    const file = path.join((await getTestServerArchive()).sourceDir, 'schema', 'structure_schema.json');
    const rcsb = catalogueFromSchema(JSON.parse(readFileSync(file, 'utf8')), 'text');
    const delta = itemNamed(rcsb, 'Binding Affinity Value - ΔG');
    assert.equal(delta?.nested_attribute_value, '&Delta;G');
    assert.equal(delta.nested_attribute, 'rcsb_binding_affinity.type');
    assert.ok(itemNamed(rcsb, 'Lineage Identifier - CATH'));
    assert.match(String(rcsb.definitions.get('rcsb_accession_info.initial_release_date')?.min), /^19\d\d-\d\d-\d\d$/);
    assert.deepEqual(rcsb.definitions.get('exptl.method')?.examples?.length, 9);
  });
});
