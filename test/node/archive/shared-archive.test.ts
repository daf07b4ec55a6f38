// The shared sample archive, ingested once (fixture.ts), checked against an independent reading
// of its INDEX.tsv and of the raw annotation tables.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import { readAttributeCatalogue } from '../../../src/archive/index/catalogue.ts';
import { AttributeStore, recordKey } from '../../../src/archive/index/attribute-store/reader.ts';
import type { ValueTest } from '../../../src/archive/index/attribute-store/value-test.ts';
import { getTestArchive, type TestArchive } from './fixture.ts';

interface IndexRow {
  id: string;
  kind: string;
  method: string;
  title: string;
  release: string;
  releaseFromLegacy: boolean;
  resolution: number | undefined;
  polymerEntities: number;
  ligands: string[];
}

function readIndexTsv(source: string): IndexRow[] {
  const [header, ...lines] = readFileSync(path.join(source, 'INDEX.tsv'), 'utf8').trimEnd().split('\n');
  const columns = (header ?? '').split('\t');
  const col = (name: string): number => columns.indexOf(name);
  return lines.map((line) => {
    const f = line.split('\t');
    const release = f[col('release_date')] ?? '';
    const resolution = f[col('resolution')] ?? '';
    return {
      id: (f[col('id')] ?? '').toUpperCase(),
      kind: f[col('kind')] ?? '',
      method: f[col('method')] ?? '',
      title: f[col('title')] ?? '',
      release: release.slice(0, 10),
      releaseFromLegacy: release.includes('database_PDB_rev'),
      resolution: resolution ? Number(resolution) : undefined,
      polymerEntities: Number(f[col('n_polymer_entities')] || 0),
      ligands: (f[col('ligand_comp_ids')] ?? '').split(',').filter(Boolean),
    };
  });
}

let archive: TestArchive;
let db: Database.Database;
let store: AttributeStore;
let attributeIds: Map<string, number>;
let rows: IndexRow[];
const entryBodies = new Map<string, any>();

before(async () => {
  archive = await getTestArchive();
  db = archive.open();
  store = new AttributeStore(db);
  attributeIds = new Map(db.prepare('SELECT name, id FROM attribute').raw().all() as Array<[string, number]>);
  rows = readIndexTsv(archive.source);
  for (const r of db.prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'entry'").all() as Array<{
    id: string;
    body: string;
  }>) {
    entryBodies.set(r.id, JSON.parse(r.body));
  }
});
after(() => db?.close());

const body = (type: string, id: string): any => {
  const row = db.prepare('SELECT body_json(body) AS body FROM doc WHERE type = ? AND id = ?').get(type, id) as
    { body: string } | undefined;
  return row ? JSON.parse(row.body) : undefined;
};

// How fast ingest runs is the archive bench's figure (npm run bench -- archive), not a test's.
test('ingest skips nothing and reports every document type', () => {
  const meta = archive.metadata;
  assert.deepEqual(meta.skipped, []);
  for (const type of [
    'entry',
    'polymer_entity',
    'non_polymer_entity',
    'branched_entity',
    'polymer_instance',
    'assembly',
    'mol_definition',
  ]) {
    assert.ok((meta.documentCounts[type] ?? 0) > 0, `no ${type} documents`);
  }
  // 306 entry files plus the 5 integrative models under extra/ihm
  assert.equal(meta.documentCounts.entry, rows.length + 5);
  for (const feature of ['sifts', 'sequence_clusters', 'holdings', 'computed_model_holdings', 'validation_reports']) {
    assert.equal(meta.features[feature], true, feature);
  }
});

test('every entry of INDEX.tsv is present, computed models flagged computational', () => {
  for (const row of rows) {
    const entry = entryBodies.get(row.id);
    assert.ok(entry, `${row.id} missing`);
    const methodology = entry.rcsb_entry_info.structure_determination_methodology;
    assert.equal(methodology, row.kind === 'csm' ? 'computational' : 'experimental', row.id);
  }
  const computational = db
    .prepare("SELECT count(*) AS n FROM doc WHERE type = 'entry' AND computational = 1")
    .get() as { n: number };
  assert.equal(computational.n, rows.filter((r) => r.kind === 'csm').length);
  // every document of a computed model carries the flag, so results_content_type can filter any type
  const mixed = db
    .prepare(
      'SELECT count(*) AS n FROM doc d JOIN doc e ON e.row = d.entry_row WHERE d.computational IS NOT e.computational',
    )
    .get() as { n: number };
  assert.equal(mixed.n, 0);
  assert.equal(entryBodies.get('PDBDEV_00000004')?.rcsb_entry_info.structure_determination_methodology, 'integrative');
});

test('release dates match INDEX.tsv', () => {
  for (const row of rows) {
    const info = entryBodies.get(row.id)?.rcsb_accession_info ?? {};
    if (!row.release) {
      assert.equal(info.initial_release_date, undefined, row.id);
    } else if (row.releaseFromLegacy) {
      // INDEX.tsv took _database_PDB_rev.date_original for these older files: that is the HEADER
      // (deposition) date; the first revision's date is the release.
      assert.equal(info.deposit_date, row.release, row.id);
      assert.ok(info.initial_release_date >= row.release, row.id);
    } else {
      assert.equal(info.initial_release_date, row.release, row.id);
    }
  }
});

test('methods, polymer entity counts and ligands match INDEX.tsv', () => {
  for (const row of rows.filter((r) => r.kind === 'pdb')) {
    const entry = entryBodies.get(row.id);
    const methods = new Set<string>(entry.exptl.map((e: { method: string }) => e.method));
    assert.deepEqual(methods, new Set(row.method.split(';').map((m) => m.toUpperCase())), row.id);
  }
  for (const row of rows) {
    const entry = entryBodies.get(row.id);
    assert.equal(entry.rcsb_entry_info.polymer_entity_count, row.polymerEntities, row.id);
    assert.deepEqual(entry.rcsb_entry_info.nonpolymer_bound_components ?? [], [...row.ligands].sort(), row.id);
  }
});

/** The documents with a value of the attribute passing the test, as the attribute store holds them. */
const docsWhere = (attribute: string, test: ValueTest): number[] =>
  store.docs(attributeIds.get(attribute) as number, test);

test('resolution: X-ray entries under 2.0 Å counted from INDEX.tsv equal the attribute rows', () => {
  const expected = rows.filter(
    (r) => /X-RAY/i.test(r.method) && r.resolution !== undefined && r.resolution < 2.0,
  ).length;
  // what the index holds, read from its attribute store
  const xray = new Set(docsWhere('exptl.method', { on: 'value', equals: ['X-RAY DIFFRACTION'], caseSensitive: false }));
  const actual = {
    n: new Set(
      docsWhere('rcsb_entry_info.resolution_combined', { on: 'num', upper: 2.0, upperInclusive: false }).filter((d) =>
        xray.has(d),
      ),
    ).size,
  };
  assert.ok(expected > 50);
  assert.equal(actual.n, expected);
  for (const row of rows.filter((r) => r.resolution !== undefined)) {
    const values: number[] = entryBodies.get(row.id).rcsb_entry_info.resolution_combined ?? [];
    assert.ok(values.includes(row.resolution as number), `${row.id}: ${row.resolution} not in ${values}`);
  }
});

test('4HHB: two polymer entities from Homo sapiens, A2B2 tetramer, HEM ligand', () => {
  const entry = entryBodies.get('4HHB');
  assert.equal(entry.struct.title, rows.find((r) => r.id === '4HHB')?.title);
  assert.equal(entry.rcsb_entry_info.polymer_entity_count_protein, 2);
  assert.equal(entry.rcsb_entry_info.deposited_polymer_entity_instance_count, 4);
  assert.equal(entry.rcsb_entry_info.deposited_atom_count, 4779);
  assert.equal(entry.rcsb_primary_citation.pdbx_database_id_PubMed, 6726807);
  assert.equal(entry.rcsb_accession_info.deposit_date, '1984-03-07');
  const entities = db
    .prepare(
      "SELECT id, body_json(body) AS body FROM doc WHERE type = 'polymer_entity' AND entry_row = (SELECT row FROM doc WHERE type='entry' AND id='4HHB')",
    )
    .all() as Array<{ id: string; body: string }>;
  assert.deepEqual(entities.map((e) => e.id).sort(), ['4HHB_1', '4HHB_2']);
  for (const e of entities) {
    const b = JSON.parse(e.body);
    assert.equal(b.rcsb_entity_source_organism[0].ncbi_scientific_name, 'Homo sapiens');
    assert.equal(b.rcsb_entity_source_organism[0].ncbi_taxonomy_id, 9606);
    assert.equal(b.entity_poly.rcsb_entity_polymer_type, 'Protein');
  }
  assert.equal(body('polymer_entity', '4HHB_1').entity_poly.rcsb_sample_sequence_length, 141);
  assert.deepEqual(
    body('polymer_instance', '4HHB.A').rcsb_polymer_entity_instance_container_identifiers.entity_id,
    '1',
  );
  const assembly = body('assembly', '4HHB-1');
  assert.deepEqual(assembly.rcsb_struct_symmetry[0].stoichiometry, ['A2', 'B2']);
  assert.equal(assembly.rcsb_struct_symmetry[0].oligomeric_state, 'Hetero 4-mer');
  assert.equal(assembly.rcsb_assembly_info.polymer_entity_instance_count, 4);
});

test('mol_definition links map ligands to the entries that contain them', () => {
  const hemEntries = rows
    .filter((r) => r.ligands.includes('HEM'))
    .map((r) => r.id)
    .sort();
  const linked = (
    db
      .prepare(
        `SELECT DISTINCT e.id FROM comp_link l JOIN doc c ON c.row = l.comp_row JOIN doc e ON e.row = l.entry_row
          WHERE c.type = 'mol_definition' AND c.id = 'HEM' AND l.role = 'ligand' ORDER BY e.id`,
      )
      .all() as Array<{ id: string }>
  ).map((r) => r.id);
  assert.deepEqual(linked, hemEntries);
  const atp = body('mol_definition', 'ATP');
  assert.equal(atp.rcsb_chem_comp_descriptor.InChIKey, 'ZKHQWZAMYRWXGA-KQYNXXCUSA-N');
  assert.equal(atp.chem_comp.formula_weight, 507.181);
  const prd = body('mol_definition', 'PRD_000009');
  assert.equal(prd.pdbx_reference_molecule.name, 'Actinomycin Z3');
  assert.equal(prd.rcsb_chem_comp_container_identifiers.prd_id, 'PRD_000009');
  assert.ok(prd.chem_comp, 'PRDCC representation merged');
});

test('annotation tables join by entity and chain', () => {
  // Independent reading of the raw tables for 4HHB chain A.
  const extra = path.join(archive.source, 'extra');
  const pfam = gunzipSync(readFileSync(path.join(extra, 'sifts', 'pdb_chain_pfam.csv.gz')))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.startsWith('4hhb,A,'))
    .map((l) => l.split(',')[3]);
  assert.ok(pfam.length > 0);
  const entity = body('polymer_entity', '4HHB_1');
  assert.deepEqual(
    entity.rcsb_polymer_entity_annotation
      .filter((a: any) => a.type === 'Pfam')
      .map((a: any) => a.annotation_id)
      .sort(),
    [...new Set(pfam)].sort(),
  );
  const clusterLines = gunzipSync(readFileSync(path.join(extra, 'clusters', 'clusters-by-entity-100.txt.gz')))
    .toString('utf8')
    .split('\n');
  const line = clusterLines.findIndex((l) => l.split(' ').includes('4HHB_1')) + 1;
  assert.ok(line > 0);
  const membership = entity.rcsb_cluster_membership.find((m: any) => m.identity === 100);
  assert.equal(membership.cluster_id, line);
  assert.ok(entity.rcsb_polymer_entity_container_identifiers.uniprot_ids.includes('P69905'));
  const obsolete = db.prepare("SELECT status, replaced_by, in_archive FROM holding WHERE id = '116L'").get() as any;
  assert.equal(obsolete.status, 'obsolete');
  assert.deepEqual(JSON.parse(obsolete.replaced_by), ['216L']);
  const current = db.prepare("SELECT status, in_archive FROM holding WHERE id = '4HHB'").get() as any;
  assert.deepEqual({ ...current }, { status: 'current', in_archive: 1 });
  const af = entryBodies.get('AF_AFA0A1D6P8V9F1');
  assert.equal(af.rcsb_comp_model_provenance.source_db, 'AlphaFoldDB');
  assert.match(af.rcsb_comp_model_provenance.source_url, /^https:\/\/alphafold\.ebi\.ac\.uk\//);
  assert.equal(af.rcsb_ma_qa_metric_global[0].ma_qa_metric_global[0].type, 'pLDDT');
});

test('nested attributes keep their record: organism name and taxonomy id on one source record', () => {
  const records = (attribute: string, test: ValueTest): Map<number, number> => {
    const found = store.rows(attributeIds.get(attribute) as number, test, { records: true });
    return new Map(Array.from(found.docs, (doc, i) => [recordKey(doc, found.recs?.[i] as number), doc]));
  };
  const names = records('rcsb_entity_source_organism.ncbi_scientific_name', {
    on: 'value',
    equals: ['Homo sapiens'],
    caseSensitive: false,
  });
  // the taxonomy id itself is not searchable: its lineage (ending at the organism) is
  const onNamedRecord = (taxonomy: number): number[] =>
    [
      ...records('rcsb_entity_source_organism.taxonomy_lineage.id', {
        on: 'value',
        equals: [String(taxonomy)],
        caseSensitive: true,
      }),
    ].flatMap(([record, doc]) => (names.has(record) ? [doc] : []));
  const sameRecord = { n: new Set(onNamedRecord(9606)).size };
  assert.ok(sameRecord.n > 10);
  // a chimeric entity has two source records; a name from one and an id from the other must not pair up
  const crossed = { n: onNamedRecord(10090).length };
  assert.equal(crossed.n, 0);
});

test('full text: per document and aggregated per entry, bm25-ranked; per-attribute words and phrases', () => {
  const hits = (
    db
      .prepare(
        'SELECT d.id FROM fts_entry JOIN doc d ON d.row = fts_entry.rowid WHERE fts_entry MATCH ? ORDER BY bm25(fts_entry) LIMIT 5',
      )
      .all('hemoglobin') as Array<{ id: string }>
  ).map((h) => h.id);
  assert.ok(hits.includes('4HHB'), hits.join());
  // entity-level text (source organism) reaches the entry through aggregation
  const human = db.prepare("SELECT count(*) AS n FROM fts_entry WHERE fts_entry MATCH 'sapiens'").get() as {
    n: number;
  };
  assert.ok(human.n > 10);
  const attributeId = (db.prepare("SELECT id FROM attribute WHERE name = 'struct.title'").get() as { id: number }).id;
  // rows carrying the values that hold the phrase
  const phrase = db
    .prepare(
      'SELECT coalesce(sum(occurrences), 0) AS n FROM text_value WHERE id IN (SELECT rowid FROM fts_value WHERE fts_value MATCH ?)',
    )
    .get(`attr:a${attributeId} AND value:"sperm whale myoglobin"`) as { n: number };
  const expected = rows.filter((r) => /sperm whale myoglobin/i.test(r.title)).length;
  assert.ok(expected > 0);
  assert.equal(phrase.n, expected);
});

test('attribute catalogue lists only held attributes, with types, operators and ranges', () => {
  const text = readAttributeCatalogue(db, 'text');
  const chem = readAttributeCatalogue(db, 'text_chem');
  const byName = new Map(text.map((a) => [a.attribute, a]));
  const title = byName.get('struct.title');
  assert.ok(
    title?.full_text && title.operators.includes('contains_phrase') && !title.operators.includes('exact_match'),
  );
  const method = byName.get('exptl.method');
  assert.ok(method?.enumeration?.includes('X-RAY DIFFRACTION'));
  assert.deepEqual(method?.operators, ['exact_match', 'in', 'exists']);
  const resolution = byName.get('rcsb_entry_info.resolution_combined');
  assert.equal(resolution?.units, 'angstroms');
  assert.equal(typeof resolution?.min, 'number');
  assert.ok(resolution?.operators.includes('range'));
  const released = byName.get('rcsb_accession_info.initial_release_date');
  assert.match(String(released?.min), /^19\d\d-\d\d-\d\d$/);
  assert.deepEqual(byName.get('rcsb_entity_source_organism.ncbi_scientific_name')?.doc_types, ['polymer_entity']);
  assert.equal(
    byName.get('rcsb_ma_qa_metric_global.ma_qa_metric_global.value')?.nested?.root,
    'rcsb_ma_qa_metric_global.ma_qa_metric_global',
  );
  assert.ok(!byName.has('rcsb_binding_affinity.value'), 'binding affinities are not in the archive');
  assert.ok(chem.some((a) => a.attribute === 'chem_comp.name' && a.full_text));
  assert.ok(chem.some((a) => a.attribute === 'rcsb_chem_comp_descriptor.InChIKey'));
  const held = new Set((db.prepare('SELECT name FROM attribute').all() as Array<{ name: string }>).map((r) => r.name));
  for (const a of [...text, ...chem]) assert.ok(held.has(a.attribute), a.attribute);
});

test('granularity joins and attribute lookups are indexed', () => {
  const plans = [
    'SELECT row FROM doc WHERE entry_row = 1 AND type_code = 2',
    'SELECT row FROM doc WHERE parent_row = 5',
    'SELECT entry_row FROM comp_link WHERE comp_row = 7',
    'SELECT comp_row FROM comp_link WHERE entry_row = 7',
    "SELECT code FROM value_dict WHERE attr = 3 AND segment = 1 AND key = 'x'",
    'SELECT code FROM value_dict WHERE attr = 3 AND segment = 1 AND key BETWEEN 1 AND 2',
    'SELECT data FROM value_postings WHERE attr = 3 AND segment = 1 AND first_code BETWEEN 1 AND 9',
  ].map((sql) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((r) => r.detail).join(' '),
  );
  for (const plan of plans) assert.match(plan, /USING (COVERING )?INDEX|USING PRIMARY KEY/, plan);
});

test('renderer fields: author chain and residue numbering per instance, ligands per entry', () => {
  const instance = body('polymer_instance', '4HHB.B').rcsb_polymer_entity_instance_container_identifiers;
  assert.equal(instance.auth_asym_id, 'B');
  assert.equal(instance.auth_to_entity_poly_seq_mapping.length, 146);
  assert.equal(instance.auth_to_entity_poly_seq_mapping[0], '1');
  const entity = body('non_polymer_entity', '4HHB_3').rcsb_nonpolymer_entity_container_identifiers;
  assert.deepEqual(entity.auth_asym_ids, ['A', 'B', 'C', 'D']);
  assert.equal(entity.nonpolymer_comp_id, 'HEM');
  const branched = db.prepare("SELECT count(*) AS n FROM doc WHERE type = 'branched_entity'").get() as { n: number };
  assert.ok(branched.n >= 30);
  const exptl = entryBodies.get('5PTI').exptl.map((e: { method: string }) => e.method);
  assert.deepEqual(exptl, ['X-RAY DIFFRACTION', 'NEUTRON DIFFRACTION']);
});
