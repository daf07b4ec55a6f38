// Issue 19, slice 5: a polymer entity's sequence differences and modified monomers
// (rcsb_polymer_entity_feature and the entity_poly counts), checked against rows read by hand
// from the files.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

interface EntityBody {
  entity_poly?: Record<string, unknown>;
  rcsb_polymer_entity_feature?: Array<{ type: string; feature_positions: unknown[] }>;
  rcsb_polymer_entity_feature_summary?: Array<{ type: string; count: number; coverage?: number }>;
}

let db: Database.Database;
let engine: ArchiveSearch;
before(async () => {
  const archive = await getTestArchive();
  db = archive.open();
  engine = new ArchiveSearch(archive.file);
});
after(() => {
  db?.close();
  engine?.close();
});

function entity(id: string): EntityBody {
  const row = db
    .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'polymer_entity' AND id = ?")
    .get(id) as { body: string };
  return JSON.parse(row.body) as EntityBody;
}

const counts = (body: EntityBody) =>
  Object.fromEntries(
    ['mutation', 'artifact_monomer', 'conflict', 'deletion', 'insertion'].map((kind) => [
      kind,
      body.entity_poly?.[`rcsb_${kind}_count`],
    ]),
  );

test("6OA8: struct_ref_seq_dif's expression tag (2-3) is one artifact region, five conflicts, two deletions; the chromophore row a modified monomer", () => {
  // 1 6OA8 MET A 1 ... 'initiating methionine' | VAL A 2, SER A 3 'expression tag' | conflicts at
  // 31, 66, 71, 79, 205 | THR 65, TYR 66 deletion (no seq_num) | pdbx_struct_mod_residue: A ARG 31
  const body = entity('6OA8_1');
  assert.deepEqual(counts(body), { mutation: 0, artifact_monomer: 1, conflict: 5, deletion: 2, insertion: 0 });
  assert.deepEqual(
    body.rcsb_polymer_entity_feature?.map((f) => [f.type, f.feature_positions]),
    [
      ['artifact', [{ beg_comp_id: 'VAL', beg_seq_id: 2, end_seq_id: 3 }]],
      ['modified_monomer', [{ beg_comp_id: 'ARG', beg_seq_id: 31, end_seq_id: 31 }]],
    ],
  );
  const length = body.entity_poly?.rcsb_sample_sequence_length as number;
  assert.deepEqual(
    body.rcsb_polymer_entity_feature_summary?.map((s) => [s.type, s.count, s.coverage]),
    [
      ['artifact', 1, Math.round((2 / length) * 1e4) / 1e4],
      ['modified_monomer', 1, Math.round((1 / length) * 1e4) / 1e4],
    ],
  );
});

test('101M: its two engineered mutations (F46V at 47, D122N at 123), found by the mutation count', async () => {
  const body = entity('101M_1');
  assert.deepEqual(counts(body), { mutation: 2, artifact_monomer: 0, conflict: 0, deletion: 0, insertion: 0 });
  assert.deepEqual(body.rcsb_polymer_entity_feature?.[0]?.feature_positions, [
    { beg_comp_id: 'VAL', beg_seq_id: 47, end_seq_id: 47 },
    { beg_comp_id: 'ASN', beg_seq_id: 123, end_seq_id: 123 },
  ]);
  const response = await engine.search(
    validated({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'entity_poly.rcsb_mutation_count', operator: 'equals', value: 2 },
      },
      return_type: 'polymer_entity',
      request_options: { return_all_hits: true, results_verbosity: 'compact' },
    }),
  );
  assert.ok((response.result_set as string[]).includes('101M_1'));
});

function document(type: string, id: string): Record<string, unknown> {
  const row = db.prepare('SELECT body_json(body) AS body FROM doc WHERE type = ? AND id = ?').get(type, id) as {
    body: string;
  };
  return JSON.parse(row.body) as Record<string, unknown>;
}

test("5ZYH's 9N0 is the author's subject of investigation: a feature and an annotation of its entity, found by type", async () => {
  // _pdbx_entity_instance_feature.comp_id 9N0, feature_type 'SUBJECT OF INVESTIGATION'; entity 2 is 9N0
  const body = document('non_polymer_entity', '5ZYH_2');
  const record = { type: 'SUBJECT_OF_INVESTIGATION', comp_id: '9N0', provenance_source: 'Author', ordinal: 1 };
  assert.deepEqual(body.rcsb_nonpolymer_entity_feature, [record]);
  assert.deepEqual(body.rcsb_nonpolymer_entity_annotation, [record]);
  const response = await engine.search(
    validated({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_nonpolymer_entity_annotation.type',
          operator: 'exact_match',
          value: 'SUBJECT_OF_INVESTIGATION',
        },
      },
      return_type: 'entry',
      request_options: { return_all_hits: true, results_verbosity: 'compact' },
    }),
  );
  assert.ok((response.result_set as string[]).includes('5ZYH'));
});

test('entry facts the files state: latest revision (4HHB), deuterated waters (5PTI), representative model (1AS5), NA features (100D)', () => {
  // 4HHB's last pdbx_audit_revision_history row: 8 'Structure model' 4 2 2024-05-22
  assert.deepEqual(document('entry', '4HHB').rcsb_latest_revision, {
    major_revision: 4,
    minor_revision: 2,
    revision_date: '2024-05-22',
  });
  const info = (id: string) => document('entry', id).rcsb_entry_info as Record<string, unknown>;
  assert.equal(info('5PTI').deposited_deuterated_water_count, 63); // 63 DOD rows in pdbx_nonpoly_scheme
  assert.equal(info('4HHB').deposited_deuterated_water_count, 0);
  assert.equal(info('1AS5').representative_model, 14); // _pdbx_nmr_representative.conformer_id 14
  assert.deepEqual(info('100D').ndb_struct_conf_na_feature_combined, ['a-form double helix']);
});

test('PDBDEV_00000004: its five datasets by kind, their source databases, three states, no ordered state', () => {
  // ihm_dataset_list: SAS data, Experimental model x2, CX-MS data, Single molecule FRET data;
  // ihm_dataset_related_db_reference: SASBDB SASDCG7, PDB 1UBQ, PDB 2N2K; ihm_multi_state_modeling: states 1-3
  const entry = document('entry', 'PDBDEV_00000004');
  assert.deepEqual(entry.rcsb_ihm_dataset_list, [
    { name: 'SAS data', count: 1 },
    { name: 'Experimental model', count: 2 },
    { name: 'CX-MS data', count: 1 },
    { name: 'Single molecule FRET data', count: 1 },
  ]);
  assert.deepEqual(entry.rcsb_ihm_dataset_source_db_reference, [
    { db_name: 'SASBDB', accession_code: 'SASDCG7' },
    { db_name: 'PDB', accession_code: '1UBQ' },
    { db_name: 'PDB', accession_code: '2N2K' },
  ]);
  const info = entry.rcsb_entry_info as Record<string, unknown>;
  assert.deepEqual([info.ihm_multi_state_flag, info.ihm_ordered_state_flag], ['Y', 'N']);
});

test("4HHB_1's combined names: its description preferred, its common name a synonym, both the depositor's", () => {
  const entity = document('polymer_entity', '4HHB_1').rcsb_polymer_entity as Record<string, unknown>;
  assert.deepEqual(entity.rcsb_macromolecular_names_combined, [
    { name: 'Hemoglobin subunit alpha', provenance_source: 'PDB Preferred Name', provenance_code: 'ECO:0000304' },
    { name: 'Alpha-globin,Hemoglobin alpha chain', provenance_source: 'PDB Synonym', provenance_code: 'ECO:0000304' },
  ]);
  assert.deepEqual(entity.rcsb_polymer_name_combined, {
    names: ['Hemoglobin subunit alpha'],
    provenance_source: 'PDB Description',
  });
});
