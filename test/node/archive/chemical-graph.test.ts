// The chemical service's building blocks, checked over every molecule of the shared archive:
// the SMARTS written for each match type finds the molecule it was written from and, for the
// stereo-aware types, not its mirror image; InChI strings are read (by the InChI library, in
// Indigo) into molecules whose own InChI (as RDKit computes it) is the input; stored formulas are
// read with the PDB's conventions. The expectations are RDKit's own answers and known molecules.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import { loadRdkit } from '../../../src/archive/images/rdkit.ts';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import { inchiStructure } from '../../../src/archive/services/chemical/descriptor.ts';
import { parseStoredFormula } from '../../../src/archive/services/chemical/formula.ts';
import { graphQuerySmarts } from '../../../src/archive/services/chemical/graph-query.ts';
import { indigoStarts, refusalReason, REFUSALS_PER_INSTANCE } from '../../../src/archive/services/chemical/indigo.ts';
import { MATCH_TYPES } from '../../../src/archive/services/chemical/match-types.ts';
import { CHEMICAL_MESSAGES } from '../../../src/archive/services/chemical/parameters.ts';
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
      `SELECT id, json_extract(body_json(body), '$.rcsb_chem_comp_descriptor.SMILES_stereo') AS smiles, json_extract(body_json(body), '$.rcsb_chem_comp_descriptor.InChI') AS inchi
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

test('InChI -> molecule (the InChI library, in Indigo): known molecules come back as themselves', async () => {
  const cases: Array<[string, string]> = [
    ['aspirin', 'CC(=O)Oc1ccccc1C(=O)O'],
    ['L-alanine', 'C[C@H](N)C(=O)O'],
    ['D-alanine', 'C[C@@H](N)C(=O)O'],
    ['fumaric acid', 'O=C(O)/C=C/C(=O)O'],
    ['maleic acid', 'O=C(O)/C=C\\C(=O)O'],
    ['but-2-ene, its geometry left open', 'CC=CC'],
    ['cis-1,4-dimethylcyclohexane', 'C[C@H]1CC[C@@H](C)CC1'],
    ['caffeine', 'Cn1c(=O)c2c(ncn2C)n(C)c1=O'],
    ['2-aminopyrimidine', 'Nc1ncccn1'],
    ['guanine', 'Nc1nc2[nH]cnc2c(=O)[nH]1'],
    ['adenine', 'Nc1ncnc2[nH]cnc12'],
    ['tetramethylammonium', 'C[N+](C)(C)C'],
    ['acetate', 'CC(=O)[O-]'],
    ['dimethyl sulfone', 'CS(C)(=O)=O'],
    ['triphosphate', 'O=P(O)(O)OP(=O)(O)OP(=O)(O)O'],
    ['deuterated ethanol', '[2H]OCC'],
    ['sodium chloride', '[Na+].[Cl-]'],
  ];
  for (const [name, smiles] of cases) {
    const mol = rdkit.get_mol(smiles)!;
    const inchi = mol.get_inchi();
    const read = await inchiStructure(rdkit, inchi);
    assert.equal(read.get_inchi(), inchi, name);
    // a mobile hydrogen ('(H2,...)') goes where the InChI library puts it: 2-aminopyrimidine and
    // guanine come back as imino tautomers (N=c1nccc[nH]1), adenine with its ring NH moved
    if (!['2-aminopyrimidine', 'guanine', 'adenine'].includes(name))
      assert.equal(read.get_smiles(), mol.get_smiles(), name);
    read.delete();
    mol.delete();
  }
});

test("InChI -> molecule over the archive: all but a boron cage are read, nearly all to the input's InChI", async () => {
  // the archive's standard InChIs up to 400 characters (longer ones are peptides and macrocycles,
  // whose layout takes a tenth of a second each): the InChI of the molecule read is the input's,
  // but where a double bond's geometry is left open ('?') and another's given (then all are
  // left open), and where RDKit's InChI differs on its own (adamantane's relative stereo)
  let tried = 0;
  let same = 0;
  const unread: string[] = [];
  const mainDiffers: string[] = [];
  const layers = (inchi: string): string => inchi.replace(/\/[btms][^/]*/g, '');
  for (const { id, inchi } of molecules) {
    if (!inchi?.startsWith('InChI=1S/') || inchi.length > 400) continue;
    tried++;
    let mol: Mol;
    try {
      mol = await inchiStructure(rdkit, inchi);
    } catch (error) {
      assert.ok(error instanceof QueryError, id);
      unread.push(id);
      continue;
    }
    const read = mol.get_inchi();
    mol.delete();
    if (read === inchi) same++;
    else if (layers(read) !== layers(inchi)) mainDiffers.push(id);
  }
  console.log(
    `# ${same} of ${tried} InChIs read back the same; not read: ${unread.join(' ')}; other main layers: ${mainDiffers.join(' ')}`,
  );
  assert.deepEqual(unread, ['10R']); // a carborane RDKit's valence rules refuse
  assert.deepEqual(mainDiffers, ['G2O']); // a magnesium chlorin: one hydrogen placed otherwise
  assert.ok(same >= tried - 5, `${same} of ${tried}`);
});

test("heme's standard InChI is read without the library: the porphyrin and its iron, apart as the InChI has them", async () => {
  const heme = molecules.find((m) => m.id === 'HEM')?.inchi ?? '';
  assert.ok(heme.startsWith('InChI=1S/C34H34N4O4.Fe/'), heme);
  const mol = await inchiStructure(rdkit, heme);
  const smiles = mol.get_smiles();
  assert.equal(mol.get_num_atoms(), 43, smiles); // 34 C, 4 N, 4 O and the iron: hydrogens implicit
  assert.ok(smiles.split('.').includes('[Fe+2]'), smiles);
  assert.equal(mol.get_inchi(), heme);
  mol.delete();
});

test('InChI the InChI library refuses: a QueryError with the reason, never an exception of its own', async () => {
  const refused = async (inchi: string, reason: string): Promise<void> => {
    await assert.rejects(
      inchiStructure(rdkit, inchi),
      (e: unknown) => e instanceof QueryError && e.message === `${CHEMICAL_MESSAGES.invalidInchi}: ${reason}.`,
      inchi,
    );
  };
  const missing = 'its formula or its layers are missing';
  const malformed = 'a layer is malformed or does not fit the others (an atom number the formula does not have, say)';
  await refused('InChI=1S/', missing);
  await refused('InChI=1S/C2H6O', missing);
  await refused('InChI=1S/CCO', missing);
  await refused('InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3/q+x', malformed);
  await refused('InChI=1S/C2H6O/c1-2-(3', malformed);
  await refused('InChI=1S/C2H6O/c1-2-9', malformed);
  await refused('InChI=1S/C2H6O/c1-2-3-1-2', malformed);
  await refused('InChI=1S/C3H7NO2/c1-2(4)3(5)6/h9H', malformed);
  await refused('InChI=1S/Xx', malformed);
  assert.equal(
    refusalReason("could not be loaded: 'molecule auto loader: element L not supported'"),
    'it cannot be read as a molecule',
  );
  assert.equal(
    refusalReason("could not be loaded: 'inchi-wrapper: Something else.', 'scanner: ...'"),
    'the InChI library cannot read it (Something else)',
  );
});

test('Indigo is replaced before refusals wear it out (after ~1,170 it fails on everything)', async () => {
  (await inchiStructure(rdkit, 'InChI=1S/CH4/h1H4')).delete();
  const started = indigoStarts();
  for (let i = 0; i < REFUSALS_PER_INSTANCE; i++) await assert.rejects(inchiStructure(rdkit, 'InChI=1S//'), QueryError);
  const mol = await inchiStructure(rdkit, 'InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3');
  assert.equal(mol.get_smiles(), 'CCO');
  mol.delete();
  assert.equal(indigoStarts(), started + 1);
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
