// The small rules that turn mmCIF statements into RCSB attributes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CIF } from 'molstar/lib/mol-io/reader/cif.js';
import { oligomericState } from '../../../src/archive/ingest/symmetry/assembly-symmetry.ts';
import { parseOperExpression } from '../../../src/archive/images/assembly.ts';
import { coerceValue } from '../../../src/archive/ingest/category-copy.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { compositionCategories } from '../../../src/archive/ingest/composition.ts';
import { accessionInfo } from '../../../src/archive/ingest/accession.ts';
import {
  combinedResolution,
  experimentalMethodCategory,
  normaliseMethod,
} from '../../../src/archive/ingest/experimental.ts';
import { ecLineage, parseEcNumbers } from '../../../src/archive/ingest/ec-numbers.ts';
import { entryIdFor, notAnEntryReason } from '../../../src/archive/ingest/entry-builder.ts';
import { parseConcatenatedJson } from '../../../src/archive/ingest/annotations/holdings.ts';
import { operatorsFor } from '../../../src/archive/index/catalogue.ts';
import { supplyImpliedKeys } from '../../../src/archive/ingest/implied-keys.ts';

async function cif(text: string): Promise<CifData> {
  const parsed = await CIF.parseText(text).run();
  if (parsed.isError) throw new Error(parsed.message);
  return new CifData(parsed.result.blocks[0]!);
}

test('implied keys: old files get the refinement method, source ordinals and an untyped relation; written items stay', async () => {
  const old = await cif(`data_X
_exptl.method 'X-RAY DIFFRACTION'
_refine.ls_d_res_high 2.1
loop_
_entity_src_nat.entity_id
_entity_src_nat.pdbx_organism_scientific
1 'Homo sapiens'
1 'Mus musculus'
2 'Bos taurus'
loop_
_pdbx_database_related.db_name
_pdbx_database_related.db_id
PDB 1KIQ
PDB 1KIR
`);
  supplyImpliedKeys(old);
  assert.equal(old.str('refine', 'pdbx_refine_id'), 'X-RAY DIFFRACTION');
  assert.deepEqual(old.table('entity_src_nat')?.column('pdbx_src_id'), ['1', '2', '1']);
  assert.deepEqual(old.table('pdbx_database_related')?.column('content_type'), ['unspecified', 'unspecified']);
  assert.ok(old.table('refine')?.fieldNames().includes('pdbx_refine_id'));

  const current = await cif(`data_Y
loop_
_exptl.method
'X-RAY DIFFRACTION'
'NEUTRON DIFFRACTION'
loop_
_refine.pdbx_refine_id
_refine.ls_d_res_high
'X-RAY DIFFRACTION' 2.0
'NEUTRON DIFFRACTION' 2.5
_refine_hist.d_res_high 2.0
_entity_src_gen.entity_id 1
_entity_src_gen.pdbx_src_id 7
`);
  supplyImpliedKeys(current);
  assert.deepEqual(current.table('refine')?.column('pdbx_refine_id'), ['X-RAY DIFFRACTION', 'NEUTRON DIFFRACTION']);
  // two methods: which one a lone refine_hist row is for is not known
  assert.equal(current.str('refine_hist', 'pdbx_refine_id'), undefined);
  assert.equal(current.str('entity_src_gen', 'pdbx_src_id'), '7');
});

test('operator expressions expand ranges and multiply parenthesised groups', () => {
  const count = (expression: string) => parseOperExpression(expression).length;
  assert.deepEqual(parseOperExpression('1'), [['1']]);
  assert.deepEqual(parseOperExpression('1,2,5-7'), [['1'], ['2'], ['5'], ['6'], ['7']]);
  assert.equal(count('(1-60)'), 60);
  assert.equal(count('(X0)(1-60)'), 60);
  assert.equal(count('(1-5)(6-8)'), 15);
  assert.equal(count(''), 0);
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 1, max: 40 }),
      (a, b) => count(`(1-${a})(1-${b})`) === a * b,
    ),
  );
});

test('oligomeric state: monomer, homo- or hetero-oligomer by the number of kinds', () => {
  assert.equal(oligomericState(1, 1), 'Monomer');
  assert.equal(oligomericState(1, 6), 'Homo 6-mer');
  assert.equal(oligomericState(2, 4), 'Hetero 4-mer');
});

test('composition categories follow the RCSB enumerations', () => {
  const base = { protein: 0, dna: 0, rna: 0, hybrid: 0, other: 0, proteinEntities: 0, branched: 0 };
  assert.deepEqual(compositionCategories({ ...base, protein: 1, proteinEntities: 1 }), {
    polymer_composition: 'homomeric protein',
    selected_polymer_entity_types: 'Protein (only)',
  });
  assert.equal(
    compositionCategories({ ...base, protein: 2, proteinEntities: 2 }).polymer_composition,
    'heteromeric protein',
  );
  assert.deepEqual(compositionCategories({ ...base, protein: 1, proteinEntities: 1, dna: 2 }), {
    polymer_composition: 'protein/NA',
    selected_polymer_entity_types: 'Protein/NA',
    na_polymer_entity_types: 'DNA (only)',
  });
  assert.equal(
    compositionCategories({ ...base, protein: 1, proteinEntities: 1, branched: 1 }).polymer_composition,
    'protein/oligosaccharide',
  );
  assert.equal(compositionCategories({ ...base, dna: 1, rna: 1 }).na_polymer_entity_types, 'DNA/RNA (only)');
  assert.deepEqual(compositionCategories(base), {});
});

test('EC numbers: partial numbers keep their known levels; lineage lists every level once', () => {
  assert.deepEqual(parseEcNumbers('3.2.1.17, 3.4.21.-'), ['3.2.1.17', '3.4.21']);
  assert.deepEqual(parseEcNumbers('?'), []);
  assert.deepEqual(
    ecLineage(['3.2.1.17', '3.2.1.4']).map((l) => l.id),
    ['3', '3.2', '3.2.1', '3.2.1.17', '3.2.1.4'],
  );
});

test('values are typed by the schema or left out', () => {
  assert.equal(coerceValue('1.74', 'number'), 1.74);
  assert.equal(coerceValue('1.5', 'integer'), undefined);
  assert.equal(coerceValue('1984-07-17', 'date'), '1984-07-17');
  assert.equal(coerceValue('17-JUL-84', 'date'), undefined);
  assert.equal(coerceValue('2022-04-15', 'date-time'), '2022-04-15T00:00:00Z');
});

test('experimental methods: spelling normalised, categories, resolution per method', async () => {
  assert.equal(normaliseMethod('X-ray diffraction'), 'X-RAY DIFFRACTION');
  assert.equal(normaliseMethod('Something else'), 'Something else');
  assert.equal(experimentalMethodCategory(['X-RAY DIFFRACTION', 'X-RAY DIFFRACTION'], false), 'X-ray');
  assert.equal(experimentalMethodCategory(['X-RAY DIFFRACTION', 'NEUTRON DIFFRACTION'], false), 'Multiple methods');
  assert.equal(experimentalMethodCategory(['SOLID-STATE NMR'], false), 'NMR');
  assert.equal(experimentalMethodCategory([], true), 'Integrative');
  const em = await cif(`data_X
loop_
_em_3d_reconstruction.id
_em_3d_reconstruction.resolution
_em_3d_reconstruction.resolution_method
1 3.8 'FSC 0.5 CUT-OFF'
2 4.1 'FSC 0.143 CUT-OFF'
_refine.pdbx_refine_id 'ELECTRON MICROSCOPY'
_refine.ls_d_res_high 2.0
`);
  // the FSC 0.143 value is preferred; refine is ignored for non-diffraction methods
  assert.deepEqual(combinedResolution(em, ['ELECTRON MICROSCOPY']), [4.1]);
  const nmr = await cif('data_X\n_refine.ls_d_res_high 1.5\n');
  assert.deepEqual(combinedResolution(nmr, ['SOLUTION NMR']), []);
  const xray = await cif('data_X\n_reflns.d_resolution_high 2.2\n_refine.ls_d_res_high ?\n');
  assert.deepEqual(combinedResolution(xray, ['X-RAY DIFFRACTION']), [2.2]);
});

test('accession dates: audit revision history, else the legacy revision table', async () => {
  const legacy = await cif(`data_X
loop_
_database_PDB_rev.num
_database_PDB_rev.date
_database_PDB_rev.date_original
1 1981-07-28 1981-04-30
2 2009-02-24 ?
`);
  assert.deepEqual(accessionInfo(legacy), {
    deposit_date: '1981-04-30',
    initial_release_date: '1981-07-28',
    revision_date: '2009-02-24',
  });
  const modern = await cif(`data_X
_pdbx_database_status.recvd_initial_deposition_date 1984-03-07
_pdbx_database_status.status_code REL
loop_
_pdbx_audit_revision_history.ordinal
_pdbx_audit_revision_history.data_content_type
_pdbx_audit_revision_history.major_revision
_pdbx_audit_revision_history.minor_revision
_pdbx_audit_revision_history.revision_date
1 'Structure model' 1 0 1984-07-17
2 'Structure model' 4 2 2024-05-22
`);
  assert.deepEqual(accessionInfo(modern), {
    deposit_date: '1984-03-07',
    initial_release_date: '1984-07-17',
    revision_date: '2024-05-22',
    major_revision: 4,
    minor_revision: 2,
    status_code: 'REL',
  });
  assert.equal(accessionInfo(await cif('data_X\n_struct.title T\n')), undefined);
});

test('entry identifiers: computed models by file name, PDB entries by _entry.id', async () => {
  const model = await cif('data_X\n_entry.id AF-Q76EI6-F1\n_entity.id 1\n');
  assert.equal(entryIdFor(model, 'af_afq76ei6f1'), 'AF_AFQ76EI6F1');
  const pdb = await cif('data_X\n_entry.id 4hhb\n_entity.id 1\n');
  assert.equal(entryIdFor(pdb, 'whatever'), '4HHB');
  assert.equal(entryIdFor(await cif('data_X\n_struct.title T\n'), 'pdb_00001abc'), '1ABC');
  assert.match(
    notAnEntryReason(await cif('data_X\n_chem_comp.id ATP\n_chem_comp_atom.atom_id PA\n')) ?? '',
    /chemical component/,
  );
  assert.equal(notAnEntryReason(pdb), undefined);
});

test('holdings JSON streams of objects are split correctly, braces inside strings included', () => {
  assert.deepEqual(parseConcatenatedJson('{"a": "x}{"}\n{"b": [1, {"c": 2}]}'), [{ a: 'x}{' }, { b: [1, { c: 2 }] }]);
});

test('operators follow the search context and type', () => {
  assert.deepEqual(operatorsFor('string', ['exact-match']), ['exact_match', 'in', 'exists']);
  assert.deepEqual(operatorsFor('string', ['full-text']), ['contains_words', 'contains_phrase', 'exists']);
  assert.ok(operatorsFor('date', ['default-match']).includes('range'));
  assert.deepEqual(operatorsFor('integer', []), []);
});
