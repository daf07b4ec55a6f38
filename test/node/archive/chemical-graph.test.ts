// The chemical service's building blocks, checked over every molecule of the shared archive:
// the SMARTS written for each match type finds the molecule it was written from and, for the
// stereo-aware types, not its mirror image; InChI strings are turned back into molecules whose
// own InChI (as RDKit computes it) has the input's layers; stored formulas are read with the
// PDB's conventions. The expectations are RDKit's own answers and known molecules.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { loadRdkit } from '../../../src/archive/images/rdkit.ts';
import { parseStoredFormula } from '../../../src/archive/services/chemical/formula.ts';
import { graphQuerySmarts } from '../../../src/archive/services/chemical/graph-query.ts';
import { InchiSyntaxError, parseInchi } from '../../../src/archive/services/chemical/inchi-layers.ts';
import { InchiStructureError, molFromInchi } from '../../../src/archive/services/chemical/inchi-structure.ts';
import { MATCH_TYPES } from '../../../src/archive/services/chemical/match-types.ts';
import { getTestArchive } from './fixture.ts';

let db: Database.Database;
let rdkit: RDKitModule;
let molecules: Array<{ id: string; smiles: string; inchi: string | null }>;

before(async () => {
  const archive = await getTestArchive();
  db = archive.open();
  rdkit = await loadRdkit();
  molecules = db
    .prepare(
      `SELECT id, json_extract(body, '$.rcsb_chem_comp_descriptor.SMILES_stereo') AS smiles, json_extract(body, '$.rcsb_chem_comp_descriptor.InChI') AS inchi
         FROM doc WHERE type = 'mol_definition' AND smiles IS NOT NULL`,
    )
    .all() as typeof molecules;
});
after(() => db?.close());

const mirror = (smiles: string): string => smiles.replace(/@@|@/g, (at) => (at === '@' ? '@@' : '@'));

test("every match type's pattern finds its own molecule; stereo-aware ones not its mirror image", () => {
  let chiral = 0;
  let checked = 0;
  for (const { id, smiles } of molecules) {
    const mol = rdkit.get_mol(smiles);
    if (!mol) continue; // the few RDKit reads only unsanitised
    const image = rdkit.get_mol(mirror(mol.get_smiles()))!;
    const isChiral = image.get_smiles() !== mol.get_smiles();
    if (isChiral) chiral++;
    for (const [name, type] of Object.entries(MATCH_TYPES)) {
      if (type.kind !== 'substructure' || !type.rules) continue;
      const pattern = rdkit.get_qmol(graphQuerySmarts(rdkit, mol, type.rules));
      assert.ok(pattern, `${id} ${name}`);
      const details = JSON.stringify({ useChirality: type.rules.stereo });
      assert.notEqual(mol.get_substruct_match(pattern, details), '{}', `${id} ${name} finds itself`);
      if (isChiral)
        assert.equal(
          image.get_substruct_match(pattern, details) !== '{}',
          !type.rules.stereo,
          `${id} ${name} and its mirror image`,
        );
      pattern.delete();
      checked++;
    }
    image.delete();
    mol.delete();
  }
  assert.ok(checked > 500 && chiral > 50, `${checked} patterns, ${chiral} chiral molecules`);
});

test('double-bond geometry counts for the stereo-aware types only', () => {
  const trans = rdkit.get_mol('F/C=C/F')!;
  const cis = rdkit.get_mol('F/C=C\\F')!;
  for (const [name, type] of Object.entries(MATCH_TYPES)) {
    if (type.kind !== 'substructure' || !type.rules) continue;
    const pattern = rdkit.get_qmol(graphQuerySmarts(rdkit, trans, type.rules))!;
    const details = JSON.stringify({ useChirality: type.rules.stereo });
    assert.notEqual(trans.get_substruct_match(pattern, details), '{}', name);
    assert.equal(cis.get_substruct_match(pattern, details) !== '{}', !type.rules.stereo, name);
    pattern.delete();
  }
});

test('InChI -> molecule: known molecules come back as themselves', () => {
  const cases: Array<[string, string]> = [
    ['aspirin', 'CC(=O)Oc1ccccc1C(=O)O'],
    ['L-alanine', 'C[C@H](N)C(=O)O'],
    ['D-alanine', 'C[C@@H](N)C(=O)O'],
    ['fumaric acid', 'O=C(O)/C=C/C(=O)O'],
    ['maleic acid', 'O=C(O)/C=C\\C(=O)O'],
    ['caffeine', 'Cn1c(=O)c2c(ncn2C)n(C)c1=O'],
    ['2-aminopyrimidine (amino, not imino)', 'Nc1ncccn1'],
    ['guanine', 'Nc1nc2[nH]cnc2c(=O)[nH]1'],
    ['tetramethylammonium', 'C[N+](C)(C)C'],
    ['acetate', 'CC(=O)[O-]'],
    ['dimethyl sulfone', 'CS(C)(=O)=O'],
    ['triphosphate', 'O=P(O)(O)OP(=O)(O)OP(=O)(O)O'],
    ['sodium chloride', '[Na+].[Cl-]'],
  ];
  for (const [name, smiles] of cases) {
    const mol = rdkit.get_mol(smiles)!;
    const inchi = mol.get_inchi();
    const rebuilt = molFromInchi(rdkit, inchi);
    assert.equal(rebuilt.get_inchi(), inchi, name);
    if (!name.startsWith('guanine')) assert.equal(rebuilt.get_smiles(), mol.get_smiles(), name); // guanine's tautomer is a choice
    rebuilt.delete();
    mol.delete();
  }
});

test('InChI -> molecule over the archive: the main layers always agree; most succeed', () => {
  let tried = 0;
  let rebuilt = 0;
  const failed: string[] = [];
  for (const { id, inchi } of molecules) {
    if (!inchi?.startsWith('InChI=1S/')) continue;
    tried++;
    try {
      const mol = molFromInchi(rdkit, inchi);
      const input = parseInchi(inchi).main;
      const output = parseInchi(mol.get_inchi()).main;
      assert.deepEqual(output, input, id);
      rebuilt++;
      mol.delete();
    } catch (error) {
      if (!(error instanceof InchiStructureError)) throw error;
      failed.push(id);
    }
  }
  // metal clusters and porphyrins (which a standard InChI disconnects), boranes, some peptides
  console.log(`# rebuilt ${rebuilt} of ${tried} standard InChIs; not: ${failed.join(' ')}`);
  assert.ok(rebuilt >= 0.8 * tried, `${rebuilt} of ${tried}`);
});

test('InChI syntax errors are reported as such', () => {
  for (const bad of [
    'CCO',
    'InChI=1S/',
    'InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3/q+x',
    'InChI=1S/C2H6O/c1-2-(3',
    'InChI=1S/C2H6O/c1-2-9',
    'InChI=1S/C2H6O/c1-2-3-1-2',
  ]) {
    assert.throws(() => molFromInchi(rdkit, bad), InchiSyntaxError, bad);
  }
});

test('stored formulas: one element per token, any case, a trailing charge dropped', () => {
  const plain = (text: string): Record<string, number> => Object.fromEntries(parseStoredFormula(text) ?? []);
  assert.deepEqual(plain('C34 H32 Fe N4 O4'), { C: 34, H: 32, Fe: 1, N: 4, O: 4 });
  assert.deepEqual(plain('CD 2'), { Cd: 1 }); // cadmium(2+), as older entries write it
  assert.deepEqual(plain('C28 H33 CL N10 O4 S'), { C: 28, H: 33, Cl: 1, N: 10, O: 4, S: 1 });
  assert.deepEqual(plain('N O3 -1'), { N: 1, O: 3 });
  assert.deepEqual(plain('C4 H6 N O2 X2'), { C: 4, H: 6, N: 1, O: 2, X: 2 });
  assert.deepEqual(plain('D2 O'), { D: 2, O: 1 });
  assert.equal(parseStoredFormula('?'), undefined);
  assert.equal(parseStoredFormula(undefined), undefined);
});
