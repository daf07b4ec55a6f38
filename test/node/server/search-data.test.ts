// POST /search/data over real HTTP against the shared archive: answers checked against the entry
// files and INDEX.tsv, the refinement round trip through the model, grouping, paging, counts, the
// 204 body and the error answers.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { readCifFile } from '../../../src/archive/ingest/cif-file.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { applyRefinements } from '../../../src/model/refinements.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { toggleBucket } from '../../../src/model/facets.ts';
import type {
  Facet,
  GroupResultItem,
  LigandResultItem,
  QueryNode,
  SearchRequest,
  SearchResponse,
  StructureResultItem,
} from '../../../src/model/types.ts';
import { matchFields } from '../../../src/model/search-data/match-fields.ts';
import { startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const SOURCE = resolveSourceDir();

/** INDEX.tsv rows of the PDB entries (computed models are listed as kind 'csm'). */
function indexRows(): Array<Record<string, string>> {
  const [header, ...lines] = readFileSync(path.join(SOURCE, 'INDEX.tsv'), 'utf8').trim().split('\n');
  const names = (header ?? '').split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [names[i] ?? String(i), value])));
}
const PDB_ROWS = indexRows().filter((row) => row.kind === 'pdb');
const methodsOf = (row: Record<string, string>): Set<string> => new Set((row.method ?? '').toUpperCase().split(';'));

async function entryFile(id: string): Promise<CifData> {
  const read = await readCifFile(path.join(SOURCE, 'entries', `${id.toLowerCase()}.cif.gz`));
  assert.ok(read.ok && read.blocks[0], `reads ${id}`);
  return new CifData(read.blocks[0]);
}

interface Answer<T = SearchResponse> {
  status: number;
  body: T;
}

async function postRaw(body: string, contentType = 'application/json'): Promise<Answer> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: res.status, body: (await res.json()) as SearchResponse };
}

const post = (body: unknown): Promise<Answer> => postRaw(JSON.stringify(body));

function search(request: SearchRequest, getDrilldown = false, report = 'search_summary'): Promise<Answer> {
  return post({ report, request, getDrilldown });
}

const fullText = (value: string): QueryNode => ({ type: 'terminal', service: 'full_text', parameters: { value } });
const attribute = (name: string, operator: string, value?: unknown): QueryNode =>
  ({
    type: 'terminal',
    service: 'text',
    parameters: { attribute: name, operator, ...(value !== undefined ? { value } : {}) },
  }) as QueryNode;
const entryIdIs = (id: string): QueryNode => attribute('rcsb_entry_container_identifiers.entry_id', 'exact_match', id);
const componentIs = (id: string): QueryNode => ({
  type: 'terminal',
  service: 'text_chem',
  parameters: { attribute: 'rcsb_chem_comp_container_identifiers.comp_id', operator: 'exact_match', value: id },
});

async function only<T>(request: SearchRequest): Promise<T> {
  const { status, body } = await search(request);
  assert.equal(status, 200);
  assert.equal(body.result_set?.length, 1, JSON.stringify(body).slice(0, 300));
  return body.result_set?.[0] as T;
}

function facet(answer: SearchResponse, name: string): Facet {
  const found = answer.facets?.find((f) => f.name === name);
  assert.ok(found, `facet ${name} in ${answer.facets?.map((f) => f.name).join(', ')}`);
  return found;
}

const population = (f: Facet): number => f.buckets.reduce((sum, b) => sum + b.population, 0);

// ---------------------------------------------------------------------------------------------
// Search results against the data

test("full text 'hemoglobin' finds 4HHB with the title of its file", async () => {
  const { status, body } = await search({ query: fullText('hemoglobin'), return_type: 'entry' });
  assert.equal(status, 200);
  assert.equal(body.result_type, 'entry');
  const item = body.result_set?.find((i) => (i as StructureResultItem).identifier === '4HHB') as
    StructureResultItem | undefined;
  assert.ok(item, 'finds 4HHB');
  assert.equal(item.title, (await entryFile('4HHB')).str('struct', 'title'));
  const expected = PDB_ROWS.filter((row) => /h(a)?emoglobin/i.test(row.title ?? '')).map((row) =>
    (row.id ?? '').toUpperCase(),
  );
  for (const id of expected)
    assert.ok(
      body.result_set?.some((i) => (i as StructureResultItem).identifier === id),
      `finds ${id}`,
    );
  assert.equal(body.total_count, body.result_set?.length);
});

test('an entry item carries every field the renderers read, from 4HHB and its file', async () => {
  const item = await only<StructureResultItem>({ query: entryIdIs('4HHB'), return_type: 'entry' });
  const file = await entryFile('4HHB');
  const row = PDB_ROWS.find((r) => r.id === '4hhb');
  assert.ok(row);
  for (const field of [
    'identifier',
    'entryId',
    'name',
    'title',
    'imgSrc',
    'sspHref',
    'initial_release_date',
    'audit_author',
    'publication',
    'exptl',
    'organisms',
    'macromoleculeCount',
    'polymer_entity_count_protein',
    'polymer_entity_count_nucleic_acid',
    'polymer_entity_count_nucleic_acid_hybrid',
    'proteinChains',
    'nucleicAcidChains',
    'hybridChains',
    'ligands',
    'branched_monosaccharides',
    'referencedGroup',
    'return_type',
    'isCsm',
    'isIhm',
    'structure_determination_methodology',
  ]) {
    assert.ok(field in item, `has ${field}`);
  }
  assert.equal(item.identifier, '4HHB');
  assert.equal(item.entryId, '4HHB');
  assert.equal(item.return_type, 'entry');
  assert.equal(item.imgSrc, '/search/image/entry/4HHB');
  assert.equal(item.sspHref, '/structure/4HHB');
  assert.equal(item.initial_release_date, row.release_date);
  assert.deepEqual(
    item.audit_author,
    file
      .table('audit_author')
      ?.column('name')
      .map((name) => ({ name })),
  );
  assert.deepEqual(item.exptl, [{ method: row.method, resolution: Number(row.resolution) }]);
  assert.equal(item.macromoleculeCount, Number(row.n_polymer_entities));
  assert.equal(item.polymer_entity_count_protein, 2);
  assert.equal(item.polymer_entity_count_nucleic_acid, 0);
  assert.deepEqual(
    item.proteinChains,
    file
      .table('entity')
      ?.rowsWhere('type', 'polymer')
      .map((r) => file.str('entity', 'pdbx_description', r)),
  );
  assert.deepEqual(item.nucleicAcidChains, []);
  assert.deepEqual(
    item.ligands?.map((l) => l.id),
    (row.ligand_comp_ids ?? '').split(','),
  );
  assert.equal(item.ligands?.find((l) => l.id === 'HEM')?.name, 'PROTOPORPHYRIN IX CONTAINING FE');
  assert.deepEqual(item.organisms, ['Homo sapiens']);
  assert.deepEqual(item.branched_monosaccharides, []);
  assert.equal(item.referencedGroup, null);
  assert.equal(item.isCsm, false);
  assert.equal(item.isIhm, false);
  assert.equal(item.structure_determination_methodology, 'experimental');
  assert.match(
    item.publication ?? '',
    /^Fermi, G\., Perutz, M\.F\., Shaanan, B\., Fourme, R\. \(1984\) <i>J\.Mol\.Biol\.<\/i> 175: 159-174 <a href="https:\/\/doi\.org\/10\.1016\/0022-2836\(84\)90472-8"/,
  );
  assert.equal(typeof item.score, 'number');
});

test('entity, chain and assembly items add the entity, author mapping and assembly', async () => {
  const entity = (await search({ query: entryIdIs('4HHB'), return_type: 'polymer_entity' })).body
    .result_set as StructureResultItem[];
  assert.deepEqual(entity.map((i) => i.identifier).sort(), ['4HHB_1', '4HHB_2']);
  const alpha = entity.find((i) => i.identifier === '4HHB_1');
  assert.ok(alpha?.entity);
  assert.equal(alpha.name, 'Hemoglobin subunit alpha');
  assert.deepEqual(alpha.entity.chains, ['A', 'C']);
  assert.equal(alpha.entity.type, 'Protein');
  assert.deepEqual(alpha.entity.organisms, ['Homo sapiens']);
  const file = await entryFile('4HHB');
  assert.equal(alpha.entity.sequence, file.str('entity_poly', 'pdbx_seq_one_letter_code_can', 0)?.replace(/\s+/g, ''));
  assert.deepEqual(Object.keys(alpha.auth_mapping ?? {}), ['A', 'C']);
  assert.equal(alpha.auth_mapping?.A?.auth_asym_id, 'A');
  assert.equal(alpha.auth_mapping?.A?.auth_to_entity_poly_seq_mapping?.length, 141);

  const chain = await only<StructureResultItem>({
    query: attribute('rcsb_polymer_entity_instance_container_identifiers.rcsb_id', 'exact_match', '4HHB.B'),
    return_type: 'polymer_instance',
  });
  assert.equal(chain.identifier, '4HHB.B');
  assert.equal(chain.entity?.asym_id, 'B');
  assert.equal(chain.entity?.pdbx_description, 'Hemoglobin subunit beta');
  assert.deepEqual(Object.keys(chain.auth_mapping ?? {}), ['B']);

  const heme = (await search({ query: entryIdIs('4HHB'), return_type: 'non_polymer_entity' })).body
    .result_set as StructureResultItem[];
  const hem = heme.find((i) => i.entity?.chem_comp_id === 'HEM');
  assert.equal(hem?.entity?.chem_comp_formula, 'C34 H32 Fe N4 O4');
  assert.deepEqual(hem?.entity?.chains, ['E', 'G', 'H', 'J']);

  const assembly = await only<StructureResultItem>({ query: entryIdIs('4HHB'), return_type: 'assembly' });
  assert.equal(assembly.identifier, '4HHB-1');
  assert.deepEqual(assembly.assembly, {
    id: '1',
    oligomeric_count: 4,
    symmetry: [
      { kind: 'Global Symmetry', type: 'Cyclic', symbol: 'C2' },
      { kind: 'Pseudo Symmetry', type: 'Dihedral', symbol: 'D2' },
    ],
  });
  assert.equal(assembly.imgSrc, '/search/image/assembly/4HHB/1');
  assert.equal(assembly.title, file.str('struct', 'title'));
});

test('a computed model carries its pLDDT and provenance from its file', async () => {
  const item = await only<StructureResultItem>({
    query: entryIdIs('AF_AFQ76EI6F1'),
    return_type: 'entry',
    request_options: { results_content_type: ['computational', 'experimental'] },
  });
  const file = await entryFile('AF_AFQ76EI6F1');
  assert.equal(item.isCsm, true);
  assert.equal(item.structure_determination_methodology, 'computational');
  assert.deepEqual(item.pLDDTs, [file.num('ma_qa_metric_global', 'metric_value')]);
  assert.equal(item.rcsb_comp_model_provenance?.source_db, 'AlphaFoldDB');
  assert.equal(item.rcsb_comp_model_provenance?.entry_id, 'AF-Q76EI6-F1');
  assert.equal(item.rcsb_comp_model_provenance?.source_db_href, 'https://alphafold.ebi.ac.uk/entry/Q76EI6');
  assert.ok(item.title, 'a computed model is titled by its macromolecule');
  // experimental content only (the default) leaves it out
  assert.equal((await search({ query: entryIdIs('AF_AFQ76EI6F1'), return_type: 'entry' })).body.statusCode, 204);
});

test('chemical component items: name, formula, weight, type, identifiers, InChIKey and image', async () => {
  const item = await only<LigandResultItem>({ query: componentIs('HEM'), return_type: 'mol_definition' });
  assert.equal(item.id, 'HEM');
  assert.equal(item.name, 'PROTOPORPHYRIN IX CONTAINING FE');
  assert.equal(item.formula, 'C34 H32 Fe N4 O4');
  assert.equal(item.formula_weight, 616.487);
  assert.equal(item.type, 'NON-POLYMER');
  assert.equal(item.InChIKey, 'KABFMIBPWCXCRK-RGGAHWMASA-L');
  assert.equal(item.image, '/search/image/ligand/HEM');
  assert.ok((item.identifiers?.length ?? 0) > 0);
  assert.equal(item.drugbank_id, undefined, 'no DrugBank id unless the definition names one');
});

test('a BIRD molecule DrugBank names carries its DrugBank id and name; its family members do not', async () => {
  const family = gunzipSync(readFileSync(path.join(SOURCE, 'ccd', 'prd', 'FAM_000001.cif.gz'))).toString('utf8');
  assert.match(family, /FAM_000001 PRD_000001 \d+ DrugBank Dactinomycin/);
  assert.match(family, /FAM_000001 PRD_000001 \d+ \d+ DrugBank External_Reference_ID DB00970/);
  const { body } = await search({
    query: {
      type: 'terminal',
      service: 'text_chem',
      parameters: {
        attribute: 'rcsb_chem_comp_container_identifiers.comp_id',
        operator: 'in',
        value: ['PRD_000001', 'PRD_000006'],
      },
    },
    return_type: 'mol_definition',
  });
  const items = body.result_set as LigandResultItem[];
  const actinomycin = items.find((i) => i.id === 'PRD_000001');
  assert.equal(actinomycin?.drugbank_id, 'DB00970');
  assert.equal(actinomycin?.drugbank_name, 'Dactinomycin');
  assert.equal(actinomycin?.image, '/search/image/ligand/PRD_000001');
  const variant = items.find((i) => i.id === 'PRD_000006');
  assert.ok(variant);
  assert.equal(variant.drugbank_id, undefined);
});

test('an X-ray resolution refinement counts as INDEX.tsv does, bin by bin', async () => {
  const xray = PDB_ROWS.filter((row) => methodsOf(row).has('X-RAY DIFFRACTION') && row.resolution !== '');
  const { body } = await search(
    {
      query: attribute('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
      return_type: 'entry',
      request_options: { paginate: { start: 0, rows: 0 } },
    },
    true,
  );
  const resolution = facet(body, 'Refinement Resolution (Å)');
  for (const bucket of resolution.buckets) {
    const [from, to] = bucket.label.startsWith('>=')
      ? [Number(bucket.label.slice(2)), Infinity]
      : bucket.label.split(' - ').map(Number);
    const expected = xray.filter(
      (row) => Number(row.resolution) >= (from ?? 0) && Number(row.resolution) < (to ?? 0),
    ).length;
    assert.equal(bucket.population, expected, bucket.label);
  }
  assert.equal(population(resolution), xray.length);

  const count = await search({
    query: {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        attribute('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
        attribute('rcsb_entry_info.resolution_combined', 'range', {
          from: 1.5,
          to: 2,
          include_lower: true,
          include_upper: false,
        }),
      ],
    },
    return_type: 'entry',
    request_options: { return_counts: true },
  });
  assert.equal(
    count.body.total_count,
    xray.filter((row) => Number(row.resolution) >= 1.5 && Number(row.resolution) < 2).length,
  );
});

test('facets: methods match INDEX.tsv, single-valued facets sum to the total, empty bins are left out', async () => {
  const { body } = await search({ return_type: 'entry', request_options: { paginate: { start: 0, rows: 0 } } }, true);
  const total = body.total_count ?? 0;
  const methods = facet(body, 'Experimental Method');
  const expected = new Map<string, number>();
  for (const row of PDB_ROWS)
    for (const method of methodsOf(row)) expected.set(method, (expected.get(method) ?? 0) + 1);
  assert.deepEqual(new Map(methods.buckets.map((b) => [b.label, b.population])), expected);
  assert.equal(population(facet(body, 'Polymer Entity Type')), total, 'every entry has one polymer entity type');

  const dates = facet(body, 'Release Date');
  assert.ok(
    dates.buckets.every(
      (b) => /^\d{4} - \d{4}$/.test(b.label) && Number(b.label.slice(7)) === Number(b.label.slice(0, 4)) + 4,
    ),
  );
  assert.ok(dates.buckets.every((b) => b.population > 0 && b.checked === false));
  const dated = await search({
    query: attribute('rcsb_accession_info.initial_release_date', 'exists'),
    return_type: 'entry',
    request_options: { return_counts: true },
  });
  assert.equal(population(dates), dated.body.total_count);
  for (const f of body.facets ?? []) {
    assert.ok(f.attribute && f.aggregation_type, `${f.name} names its attribute`);
    assert.equal(
      new Set(f.buckets.map((b) => b.label.toLowerCase())).size,
      f.buckets.length,
      `${f.name}: one bucket per spelling`,
    );
  }
  // 'Homo sapiens' and 'HOMO SAPIENS' are one refinement (exact_match ignores case): one bucket, its real count
  const human = facet(body, 'Scientific Name of the Source Organism').buckets.find(
    (b) => b.label.toLowerCase() === 'homo sapiens',
  );
  const humanCount = await search({
    query: attribute('rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match', 'homo sapiens'),
    return_type: 'entry',
    request_options: { return_counts: true },
  });
  assert.equal(human?.population, humanCount.body.total_count);
  // no facets unless the UI asks for drilldown data
  assert.equal((await search({ return_type: 'entry' })).body.facets, undefined);
});

test('every facet of every return type refines through the model and comes back checked', async () => {
  const requests: SearchRequest[] = [
    { query: fullText('protein'), return_type: 'entry', request_options: { paginate: { start: 0, rows: 25 } } },
    { query: fullText('kinase'), return_type: 'polymer_entity' },
    { query: fullText('hemoglobin'), return_type: 'assembly' },
    {
      query: {
        type: 'terminal',
        service: 'text_chem',
        parameters: { attribute: 'chem_comp.formula_weight', operator: 'greater', value: 100 },
      },
      return_type: 'mol_definition',
    },
  ];
  for (const request of requests) {
    const first = (await search(request, true)).body;
    assert.ok((first.facets?.length ?? 0) >= 2, request.return_type);
    for (const f of first.facets ?? []) {
      // the last bucket: the least populated, so the refinement visibly narrows the results
      const bucket = f.buckets[f.buckets.length - 1];
      assert.ok(bucket, `${request.return_type} ${f.name}`);
      const refined = applyRefinements(request, toggleBucket(first.facets ?? [], f.name, bucket.label));
      assert.ok(refined.ok);
      const second = await search(refined.value, true);
      const where = `${request.return_type} ${f.name} ${bucket.label}`;
      assert.equal(second.status, 200, where);
      assert.equal(second.body.total_count, bucket.population, where);
      const again = facet(second.body, f.name).buckets.find((b) => b.label === bucket.label);
      assert.equal(again?.checked, true, where);
      assert.equal(again?.population, bucket.population, where);
    }
  }
});

test('the polymer entity annotation type refinement shows only the labels the schema allows (seed 001 §5)', async () => {
  const schema = JSON.parse(readFileSync(path.join(SOURCE, 'schema', 'structure_schema.json'), 'utf8')) as {
    properties: { rcsb_polymer_entity_annotation: { items: { properties: { type: { enum: string[] } } } } };
  };
  const allowed = schema.properties.rcsb_polymer_entity_annotation.items.properties.type.enum;
  const { body } = await search({ query: fullText('globin'), return_type: 'polymer_entity' }, true);
  const labels = facet(body, 'Annotation Type').buckets.map((b) => b.label);
  assert.ok(labels.includes('GO') && labels.includes('Pfam'), labels.join(', '));
  for (const label of labels) assert.ok(allowed.includes(label), label);
  const entries = (await search({ query: fullText('globin'), return_type: 'entry' }, true)).body;
  assert.equal(
    entries.facets?.find((f) => f.name === 'Annotation Type'),
    undefined,
    'a polymer entity refinement',
  );
});

test('paging is stable: two pages of 25 are the first 50', async () => {
  const page = async (start: number, rows: number): Promise<string[]> =>
    (
      (await search({ return_type: 'polymer_entity', request_options: { paginate: { start, rows } } })).body
        .result_set as StructureResultItem[]
    ).map((i) => i.identifier);
  const [one, two, both] = await Promise.all([page(0, 25), page(25, 25), page(0, 50)]);
  assert.equal(one.length, 25);
  assert.deepEqual([...one, ...two], both);
  assert.equal(new Set(both).size, 50);
  assert.deepEqual(await page(0, 25), one, 'the same page twice');
  // without paginate the UI's default page of 25
  assert.equal((await search({ return_type: 'entry' })).body.result_set?.length, 25);
});

test('grouping by deposit group answers group items with the group from the entry file', async () => {
  const { status, body } = await search({
    return_type: 'entry',
    request_options: { group_by: { aggregation_method: 'matching_deposit_group_id' }, group_by_return_type: 'groups' },
  });
  assert.equal(status, 200);
  const file = await entryFile('7GSA');
  const groupId = file.str('pdbx_deposit_group', 'group_id');
  const group = body.group_set?.find((g) => g.identifier === groupId);
  assert.ok(group, `group ${groupId}`);
  assert.equal(body.group_by_count, body.group_set?.length);
  assert.equal(group.representative_item?.identifier, '7GSA');
  assert.equal(group.data?.rcsb_group_info?.group_members_granularity, 'entry');
  assert.equal(group.data?.rcsb_group_info?.group_name, file.str('pdbx_deposit_group', 'group_title'));
  assert.equal(
    group.data?.rcsb_group_container_identifiers?.group_provenance_id,
    'provenance_matching_deposit_group_id',
  );
  assert.equal(group.data?.gspHref, `/groups/summary/entry/${groupId}`);
  assert.ok((body.ungrouped_count ?? 0) > (body.total_count ?? 0), 'entries outside every group drop out');
});

test('grouping by UniProt accession: groups with members, or representatives pointing at their group', async () => {
  const request: SearchRequest = {
    query: fullText('hemoglobin'),
    return_type: 'polymer_entity',
    request_options: { group_by: { aggregation_method: 'matching_uniprot_accession' }, group_by_return_type: 'groups' },
  };
  const groups = (await search(request)).body;
  const alpha = groups.group_set?.find((g) => g.identifier === 'P69905') as GroupResultItem | undefined;
  assert.ok(alpha, 'the human hemoglobin alpha group');
  assert.equal(alpha.representative_item?.identifier, '4HHB_1');
  assert.equal(alpha.data?.rcsb_group_info?.group_members_granularity, 'polymer_entity');
  assert.ok((alpha.data?.rcsb_group_info?.group_members_count ?? 0) >= alpha.count);
  assert.equal(alpha.data?.rcsb_group_info?.group_name, 'Hemoglobin subunit alpha');
  assert.equal(alpha.data?.orphan, alpha.data?.rcsb_group_info?.group_members_count === 1);
  assert.equal(typeof alpha.data?.countDiscrepancy, 'boolean');

  const representatives = (
    await search({
      ...request,
      request_options: { ...request.request_options, group_by_return_type: 'representatives' },
    })
  ).body;
  assert.equal(representatives.group_set, undefined);
  assert.equal(representatives.result_set?.length, groups.group_set?.length);
  const item = representatives.result_set?.find((i) => (i as StructureResultItem).identifier === '4HHB_1') as
    StructureResultItem | undefined;
  assert.deepEqual(item?.referencedGroup, { id: 'P69905', count: alpha.count });
});

test('grouping by sequence identity: every group holds at least the members that matched', async () => {
  const { body } = await search({
    query: fullText('hemoglobin'),
    return_type: 'polymer_entity',
    request_options: {
      group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 },
      group_by_return_type: 'groups',
    },
  });
  assert.ok((body.group_set?.length ?? 0) > 0);
  for (const group of body.group_set ?? []) {
    assert.match(group.identifier, /^\d+_95$/);
    assert.ok((group.data?.rcsb_group_info?.group_members_count ?? 0) >= group.count, group.identifier);
    assert.equal(group.data?.rcsb_group_container_identifiers?.group_provenance_id, 'provenance_sequence_identity');
    assert.ok(group.representative_item?.entity?.sequence);
  }
  assert.equal(
    body.group_set?.reduce((sum, g) => sum + g.count, 0),
    body.total_count,
  );
});

test('grouping by sequence identity counts the members of groups clustered at ingest', async () => {
  const { body } = await search({
    return_type: 'polymer_entity',
    request_options: {
      group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 30 },
      group_by_return_type: 'groups',
      paginate: { start: 0, rows: 10000 },
    },
  });
  const groups = body.group_set ?? [];
  // entities missing from the cluster tables form groups named after an entity ('101M_1_30')
  assert.ok(
    groups.some((g) => /^[0-9A-Z]{4}_\d+_30$/.test(g.identifier)),
    'a group clustered at ingest',
  );
  for (const group of groups)
    assert.ok((group.data?.rcsb_group_info?.group_members_count ?? 0) >= group.count, group.identifier);
});

test('grouping that leaves nothing grouped keeps the matched total for the after-grouping message', async () => {
  const { body } = await search({
    query: entryIdIs('4HHB'),
    return_type: 'entry',
    request_options: { group_by: { aggregation_method: 'matching_deposit_group_id' }, group_by_return_type: 'groups' },
  });
  assert.equal(body.statusCode, undefined);
  assert.equal(body.group_by_count, 0);
  assert.equal(body.total_count, 1);
  assert.deepEqual(body.group_set, []);
});

// ---------------------------------------------------------------------------------------------
// Counts, no results, views

test('a count answers the totals only, equal to the search', async () => {
  const request: SearchRequest = { query: fullText('kinase'), return_type: 'polymer_entity' };
  const full = (await search(request)).body;
  const { status, body } = await search({ ...request, request_options: { return_counts: true } });
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ['query_id', 'result_type', 'total_count']);
  assert.equal(body.total_count, full.total_count);
  assert.ok((body.total_count ?? 0) > 0);
  const none = await search({
    query: fullText('qqqzzzxxy'),
    return_type: 'entry',
    request_options: { return_counts: true },
  });
  assert.equal(none.body.statusCode, 204);
  assert.equal(none.body.total_count, 0);
});

test('no results answer HTTP 200 with statusCode 204 and the echo fields', async () => {
  const { status, body } = await search({ query: fullText('qqqzzzxxy'), return_type: 'assembly' }, true);
  assert.equal(status, 200);
  assert.equal(body.statusCode, 204);
  assert.equal(body.result_type, 'assembly');
  assert.equal(body.total_count, 0);
  assert.equal(body.result_set, undefined);
});

test('summary, gallery, compact and stats get the same search answer', async () => {
  const request: SearchRequest = { query: fullText('hemoglobin'), return_type: 'entry' };
  const ids = async (report: string): Promise<string[]> =>
    ((await search(request, false, report)).body.result_set as StructureResultItem[]).map((i) => i.identifier);
  const summary = await ids('search_summary');
  for (const view of ['summary', 'gallery', 'compact', 'stats']) assert.deepEqual(await ids(view), summary, view);
  // the report defaults to the search view
  assert.equal((await post({ request })).body.total_count, summary.length);
});

test('tabular reports are handed to the reports module', async () => {
  const { status, body } = await search({ query: fullText('hemoglobin'), return_type: 'entry' }, false, 'pdb_ids');
  assert.ok(status < 500);
  assert.ok(
    !(body.result_set as StructureResultItem[] | undefined)?.some((i) => i.imgSrc),
    'not shaped as search items',
  );
});

// ---------------------------------------------------------------------------------------------
// Old requests and bad ones

test('old requests are normalised: JSON text, pager, upper-case operators, range_closed pairs', async () => {
  const modern = await search({
    query: {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        fullText('hemoglobin'),
        attribute('rcsb_entry_info.resolution_combined', 'range', {
          from: 1,
          to: 2,
          include_lower: true,
          include_upper: true,
        }),
      ],
    },
    return_type: 'entry',
    request_options: { paginate: { start: 0, rows: 25 } },
  });
  const legacy = await post({
    report: 'search_summary',
    request: JSON.stringify({
      query: {
        type: 'group',
        logical_operator: 'AND',
        nodes: [fullText('hemoglobin'), attribute('rcsb_entry_info.resolution_combined', 'range_closed', [1, 2])],
      },
      return_type: 'entry',
      request_options: { pager: { start: 0, rows: 25 } },
    }),
  });
  assert.equal(legacy.status, 200);
  assert.equal(legacy.body.total_count, modern.body.total_count);
  assert.ok((modern.body.total_count ?? 0) > 0);
});

test("a missing request answers the seed's message", async () => {
  for (const body of [
    { report: 'search_summary' },
    { report: 'search_summary', request: null },
    { report: 'search_summary', request: '' },
  ]) {
    const answer = await post(body);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, { statusCode: 400, msg: MESSAGES.missingRequest });
  }
});

test("bad requests answer 400 'request query contains error(s): ...'", async () => {
  const cases: Array<[unknown, RegExp]> = [
    [
      {
        query: { type: 'terminal', service: 'sequence', parameters: { value: 'MVLS', sequence_type: 'protein' } },
        return_type: 'polymer_entity',
      },
      /The sequence must contain at least 25 residues/,
    ],
    [{ query: attribute('no.such.attribute', 'exact_match', 'x'), return_type: 'entry' }, /no\.such\.attribute/],
    [{ query: fullText('x'), return_type: 'galaxy' }, /return_type/],
    [
      { query: { type: 'terminal', service: 'telepathy', parameters: { value: 'x' } }, return_type: 'entry' },
      /telepathy/,
    ],
    [
      { query: fullText('x'), return_type: 'entry', request_options: { paginate: { start: -1, rows: 25 } } },
      /paginate/,
    ],
    [{ query: fullText('x'), return_type: 'entry', extra: 1 }, /unknown property 'extra'/],
    [
      {
        query: fullText('x'),
        return_type: 'entry',
        request_options: { facets: [{ name: 'f', aggregation_type: 'terms' }] },
      },
      /needs an attribute/,
    ],
    [
      { query: fullText('x'), return_type: 'entry', request_options: { facets: [{ filter: 'x', facets: [] }] } },
      /filter/,
    ],
    [{ query: fullText('*'), return_type: 'entry' }, /wildcard/],
    [{ query: fullText('<script>alert(1)</script>'), return_type: 'entry' }, /Invalid input detected/],
    ['{"query": ', /not valid JSON/],
  ];
  for (const [request, message] of cases) {
    const { status, body } = await post({ report: 'search_summary', request });
    assert.equal(status, 400, JSON.stringify(request));
    assert.equal(body.statusCode, 400);
    assert.ok(body.msg?.startsWith(MESSAGES.requestQueryErrorsPrefix), body.msg);
    assert.match(body.msg ?? '', message);
  }
});

test('requests nested absurdly deep or holding reserved keys are refused, not crashed on', async () => {
  const group = '{"type":"group","logical_operator":"and","nodes":[';
  const query = `${group.repeat(5000)}${JSON.stringify(fullText('x'))}${']}'.repeat(5000)}`;
  // as JSON text inside the body, which the model parses itself
  const deep = await postRaw(
    `{"report":"search_summary","request":${JSON.stringify(`{"return_type":"entry","query":${query}}`)}}`,
  );
  assert.equal(deep.status, 400);
  assert.match(deep.body.msg ?? '', /nested deeper than/);
  const reserved = await search({
    query: { type: 'terminal', service: { toString: true }, parameters: { value: 'x' } },
    return_type: 'entry',
  } as unknown as SearchRequest);
  assert.equal(reserved.status, 400);
  assert.match(reserved.body.msg ?? '', /reserved key 'toString'/);
});

test('match contexts the engine reports become the match fields of an item', () => {
  const fields = matchFields({
    identifier: '4HHB_1',
    score: 1,
    services: [
      {
        service_type: 'sequence',
        nodes: [
          {
            node_id: 0,
            original_score: 9,
            norm_score: 1,
            match_context: [
              {
                sequence_identity: 0.98,
                evalue: 1e-50,
                bitscore: 280,
                query_beg: 1,
                query_end: 141,
                subject_beg: 1,
                subject_end: 141,
                query_aligned_seq: 'VLS',
                subject_aligned_seq: 'VLS',
              },
            ],
          },
        ],
      },
      {
        service_type: 'seqmotif',
        nodes: [{ node_id: 1, original_score: 1, norm_score: 1, match_context: [{ start: 5, end: 9 }] }],
      },
      {
        service_type: 'structure',
        nodes: [{ node_id: 2, original_score: 0.7, norm_score: 1, match_context: [{ tmscore: 0.82 }] }],
      },
      { service_type: 'full_text', nodes: [{ node_id: 3, original_score: 1, norm_score: 1 }] },
    ],
  });
  assert.deepEqual(fields.sequence_match, [
    {
      query_beg: 1,
      query_end: 141,
      subject_beg: 1,
      subject_end: 141,
      query_aligned_seq: 'VLS',
      subject_aligned_seq: 'VLS',
      sequence_identity: 0.98,
      evalue: 1e-50,
    },
  ]);
  assert.deepEqual(fields.seqmotif_match, [{ start: 5, end: 9 }]);
  assert.deepEqual(fields.structure_match, [{ score: 0.82 }]);
  assert.equal(fields.strucmotif_match, undefined);
  assert.deepEqual(matchFields({ identifier: '4HHB', score: 1 }), {});
});

test('a malformed envelope answers 400 with a message, never 500', async () => {
  const cases: Array<[string, string?]> = [
    ['{"report": '],
    ['[]'],
    ['null'],
    ['"search_summary"'],
    [JSON.stringify({ report: {}, request: { return_type: 'entry' } })],
    [JSON.stringify({ report: 'search_summary', request: { return_type: 'entry' }, getDrilldown: 'perhaps' })],
    [JSON.stringify({ report: 'search_summary', request: { return_type: 'entry' }, attributes: [{}] })],
    [JSON.stringify({ report: '', request: { return_type: 'entry' } })],
    ['report=search_summary', 'application/x-www-form-urlencoded'],
    ['just text', 'text/plain'],
  ];
  for (const [body, contentType] of cases) {
    const answer = await postRaw(body, contentType);
    assert.ok(answer.status >= 400 && answer.status < 500, `${body}: ${answer.status}`);
    assert.equal(answer.body.statusCode, answer.status);
    assert.ok(answer.body.msg, body);
  }
});
