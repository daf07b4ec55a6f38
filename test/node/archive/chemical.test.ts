// The chemical service on the shared archive: formula search (any order, match_subset), the
// descriptor match types (graph, substructure, fingerprint), SMILES and InChI input, errors, and
// the engine's mapping of component hits to entries. Expected answers come from elsewhere: the
// Chemical Component Dictionary files themselves (formulas, other programs' SMILES, InChI),
// INDEX.tsv (which entries hold which ligand), plain RDKit calls in this file (canonical SMILES,
// SMARTS searches, Morgan fingerprints as bit strings) and a formula reader written here.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { loadRdkit } from '../../../src/archive/images/rdkit.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { hillFormula, parseQueryFormula } from '../../../src/archive/services/chemical/formula.ts';
import { MIN_SIMILARITY } from '../../../src/archive/services/chemical/match-types.ts';
import { CHEMICAL_MESSAGES } from '../../../src/archive/services/chemical/parameters.ts';
import { ChemicalService } from '../../../src/archive/services/chemical/service.ts';
import { archiveServices } from '../../../src/archive/services/index.ts';
import { ALL_CHEMICAL_MATCH_TYPES } from '../../../src/model/constants/vocabulary.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import type { ChemicalMatchType } from '../../../src/model/types.ts';
import { getTestArchive, type TestArchive } from './fixture.ts';
import { refusalOf, validated } from '../../support/validated-request.ts';
import { requestErrorMessage } from '../../../src/model/request/contract.ts';

interface Component {
  row: number;
  id: string;
  name: string;
  type: string;
  formula: string | undefined;
  smiles: string | undefined;
  descriptors: Array<{ type: string; program: string; descriptor: string }>;
}

let archive: TestArchive;
let db: Database.Database;
let index: ArchiveIndex;
let service: ChemicalService;
let engine: ArchiveSearch;
let rdkit: RDKitModule;
let components: Component[];
const byId = new Map<string, Component>();
let ligandsOf: Map<string, Set<string>>; // INDEX.tsv: comp id -> entry ids

before(async () => {
  archive = await getTestArchive();
  db = archive.open();
  index = new ArchiveIndex(archive.file);
  service = new ChemicalService(index);
  engine = new ArchiveSearch(index, { services: archiveServices(index) });
  rdkit = await loadRdkit();
  const rows = db
    .prepare(
      `SELECT row, id, json_extract(body_json(body), '$.chem_comp.name') AS name, json_extract(body_json(body), '$.chem_comp.type') AS type,
              coalesce(json_extract(body_json(body), '$.chem_comp.formula'), json_extract(body_json(body), '$.pdbx_reference_molecule.formula')) AS formula,
              json_extract(body_json(body), '$.rcsb_chem_comp_descriptor.SMILES_stereo') AS smiles,
              json_extract(body_json(body), '$.pdbx_chem_comp_descriptor') AS descriptors
         FROM doc WHERE type = 'mol_definition'`,
    )
    .all() as Array<Omit<Component, 'descriptors'> & { descriptors: string | null }>;
  components = rows.map((r) => ({
    ...r,
    name: r.name ?? '',
    type: r.type ?? '',
    formula: r.formula ?? undefined,
    smiles: r.smiles ?? undefined,
    descriptors: r.descriptors ? JSON.parse(r.descriptors) : [],
  }));
  for (const c of components) byId.set(c.id, c);

  const [header, ...lines] = readFileSync(path.join(archive.source, 'INDEX.tsv'), 'utf8').trimEnd().split('\n');
  const cols = (header ?? '').split('\t');
  ligandsOf = new Map();
  for (const line of lines) {
    const f = line.split('\t');
    const entry = (f[cols.indexOf('id')] ?? '').toUpperCase();
    for (const comp of (f[cols.indexOf('ligand_comp_ids')] ?? '').split(',').filter(Boolean)) {
      if (!ligandsOf.has(comp)) ligandsOf.set(comp, new Set());
      ligandsOf.get(comp)!.add(entry);
    }
  }
});
after(() => {
  engine?.close();
  db?.close();
});

// ---------------------------------------------------------------- helpers

function ccdFile(id: string): string {
  return gunzipSync(readFileSync(path.join(archive.source, 'ccd', `${id}.cif.gz`))).toString('utf8');
}

/** A descriptor row of a CCD file: `ID TYPE PROGRAM VERSION "value"`. */
function ccdDescriptor(id: string, type: string, program: string): string {
  const line = ccdFile(id)
    .split('\n')
    .find((l) => l.startsWith(`${id} ${type} ${program} `) || l.startsWith(`${id} ${type} "${program}" `));
  const value = line?.match(/"([^"]+)"\s*$/)?.[1] ?? line?.split(/\s+/).pop();
  assert.ok(value, `${id} has a ${type} from ${program}`);
  return value;
}

function ccdFormula(id: string): string {
  const m = /_chem_comp\.formula\s+"([^"]+)"/.exec(ccdFile(id));
  assert.ok(m, `${id} has a formula`);
  return m[1] as string;
}

/** The archive's formula text read here: one element per token, a trailing bare charge dropped. */
function countsOf(formula: string | undefined): Map<string, number> | undefined {
  if (!formula) return undefined;
  const counts = new Map<string, number>();
  for (const token of formula.trim().split(/\s+/)) {
    const m = /^([A-Za-z]+)(\d*)$/.exec(token);
    if (!m) continue; // the charge
    const symbol = m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase();
    counts.set(symbol, (counts.get(symbol) ?? 0) + (m[2] ? Number(m[2]) : 1));
  }
  return counts;
}

async function hits(parameters: object): Promise<Map<string, number>> {
  const answer = (await service.evaluate(parameters)) as Iterable<[number, number]>;
  return new Map([...answer].map(([row, score]) => [index.ids[row] as string, score]));
}

const descriptor = (value: string, match_type: ChemicalMatchType, descriptor_type: 'SMILES' | 'InChI' = 'SMILES') => ({
  type: 'descriptor' as const,
  value,
  descriptor_type,
  match_type,
});

function canonical(smiles: string): string | undefined {
  const mol = rdkit.get_mol(smiles);
  if (!mol) return undefined;
  try {
    return mol.get_smiles();
  } finally {
    mol.delete();
  }
}

const sorted = (values: Iterable<string>): string[] => [...values].sort();

// ---------------------------------------------------------------- formula

test('formula: the dictionary formula of HEM finds HEM, in any order, spacing or case of lone symbols', async () => {
  const formula = ccdFormula('HEM');
  const wanted = countsOf(formula)!;
  const expected = components.filter((c) => {
    const counts = countsOf(c.formula);
    return counts && counts.size === wanted.size && [...wanted].every(([e, n]) => counts.get(e) === n);
  });
  assert.ok(expected.some((c) => c.id === 'HEM'));
  for (const value of [formula, 'C34H32FeN4O4', 'FeC34H32N4O4', 'O4 N4 Fe H32 C34', '  C34 H32 FE N4 O4 ']) {
    const found = await hits({ value });
    assert.deepEqual(sorted(found.keys()), sorted(expected.map((c) => c.id)), value);
    assert.ok([...found.values()].every((s) => s === 1));
  }
});

test('formula: match_subset finds the formulas holding at least the queried atoms', async () => {
  const matching = (query: Record<string, number>, subset: boolean): string[] =>
    components
      .filter((c) => {
        const counts = countsOf(c.formula);
        if (!counts) return false;
        if (subset) return Object.entries(query).every(([e, n]) => (counts.get(e) ?? 0) >= n);
        return (
          counts.size === Object.keys(query).length && Object.entries(query).every(([e, n]) => counts.get(e) === n)
        );
      })
      .map((c) => c.id)
      .sort();

  const heme = await hits({ value: 'C34 Fe N4 O4', match_subset: true });
  assert.deepEqual(sorted(heme.keys()), matching({ C: 34, Fe: 1, N: 4, O: 4 }, true));
  assert.ok(heme.has('HEM') && heme.has('HEA'), 'heme, and heme A (C49 H56 Fe N4 O6) which holds more');
  assert.deepEqual(
    sorted((await hits({ value: 'C34 Fe N4 O4' })).keys()),
    matching({ C: 34, Fe: 1, N: 4, O: 4 }, false),
  );

  const subset = await hits({ value: 'C3 N O2', match_subset: true });
  const exact = await hits({ value: 'C3 H7 N O2', match_subset: false });
  assert.deepEqual(sorted(subset.keys()), matching({ C: 3, N: 1, O: 2 }, true));
  assert.deepEqual(sorted(exact.keys()), matching({ C: 3, H: 7, N: 1, O: 2 }, false));
  assert.ok(exact.has('ALA') && exact.has('DAL') && !exact.has('CYS'));
  assert.ok(subset.has('ALA') && subset.has('CYS'), 'cysteine (C3 H7 N O2 S) holds the subset');
});

test('formula: Hill order, groups and charges; unreadable formulas are refused', async () => {
  assert.equal(hillFormula(parseQueryFormula('O2NC3H7')), 'C3 H7 N O2');
  assert.equal(hillFormula(parseQueryFormula('NaCl')), 'Cl Na');
  assert.equal(hillFormula(parseQueryFormula('H2O')), 'H2 O');
  assert.equal(hillFormula(parseQueryFormula('CH3COOH')), 'C2 H4 O2');
  assert.equal(hillFormula(parseQueryFormula('(CH3)2SO')), 'C2 H6 O S');
  assert.equal(hillFormula(parseQueryFormula('CO')), 'C O');
  assert.equal(hillFormula(parseQueryFormula('Co')), 'Co');
  assert.equal(hillFormula(parseQueryFormula('C7 H16 N O2 1')), 'C7 H16 N O2'); // the PDB's charge suffix
  for (const [value, detail] of [
    ['C34 Xy2', "'Xy'"],
    ['C0 H4', 'at least 1'],
    ['12', 'no element symbol before it'],
    ['C(H4', "missing ')'"],
    ['C6H6)', "unexpected ')'"],
    ['c6h6', "'c'"],
  ] as const) {
    await assert.rejects(
      service.evaluate({ value }),
      (e: unknown) =>
        e instanceof QueryError && e.message.startsWith(CHEMICAL_MESSAGES.invalidFormula) && e.message.includes(detail),
      value,
    );
  }
});

// ---------------------------------------------------------------- descriptors

test("graph-exact: another program's SMILES of the same molecule finds the component itself", async () => {
  const atp = await hits(descriptor(ccdDescriptor('ATP', 'SMILES_CANONICAL', 'CACTVS'), 'graph-exact'));
  assert.deepEqual([...atp], [['ATP', 1]]);

  // every component whose CACTVS SMILES is, to RDKit, the molecule of its RCSB SMILES
  let checked = 0;
  for (const c of components) {
    const cactvs = c.descriptors.find((d) => d.type === 'SMILES_CANONICAL' && d.program === 'CACTVS')?.descriptor;
    if (!cactvs || !c.smiles) continue;
    const same = canonical(cactvs);
    if (!same || same !== canonical(c.smiles)) continue;
    const found = await hits(descriptor(cactvs, 'graph-exact'));
    assert.equal(found.get(c.id), 1, `${c.id} ${cactvs}`);
    checked++;
  }
  assert.ok(checked >= 100, `${checked} components checked`);
});

test('stereo: L- and D-alanine are told apart by the stereo-aware types only', async () => {
  const ala = ccdDescriptor('ALA', 'SMILES_CANONICAL', 'CACTVS');
  const dal = ccdDescriptor('DAL', 'SMILES_CANONICAL', 'CACTVS');
  assert.notEqual(canonical(ala), canonical(dal));
  const aware: ChemicalMatchType[] = [
    'graph-exact',
    'graph-strict',
    'graph-relaxed-stereo',
    'sub-struct-graph-exact',
    'sub-struct-graph-strict',
    'sub-struct-graph-relaxed-stereo',
  ];
  for (const matchType of aware) {
    const l = await hits(descriptor(ala, matchType));
    const d = await hits(descriptor(dal, matchType));
    assert.ok(l.has('ALA') && !l.has('DAL'), `${matchType} ALA`);
    assert.ok(d.has('DAL') && !d.has('ALA'), `${matchType} DAL`);
  }
  for (const matchType of ['graph-relaxed', 'sub-struct-graph-relaxed', 'fingerprint-similarity'] as const) {
    const l = await hits(descriptor(ala, matchType));
    assert.ok(l.has('ALA') && l.has('DAL'), matchType);
    assert.equal(l.get('ALA'), l.get('DAL'), `${matchType}: enantiomers are equally similar`);
  }
  // exact and strict find the molecule itself; the relaxed ones also its close relatives
  assert.deepEqual(sorted((await hits(descriptor(ala, 'graph-exact'))).keys()), ['ALA']);
});

test('no tautomers or Kekulé forms in play: benzene drawn either way, against plain RDKit SMARTS', async () => {
  for (const matchType of ALL_CHEMICAL_MATCH_TYPES) {
    assert.deepEqual(
      await hits(descriptor('C1=CC=CC=C1', matchType)),
      await hits(descriptor('c1ccccc1', matchType)),
      matchType,
    );
  }
  // strict: six uncharged aromatic carbons joined by aromatic bonds, as a plain SMARTS
  // (over the components RDKit reads as they are; a few only read unsanitised are left out)
  const ring = rdkit.get_qmol('[c+0]1:[c+0]:[c+0]:[c+0]:[c+0]:[c+0]:1')!;
  const expected: string[] = [];
  const readable = new Set<string>();
  for (const c of components) {
    const mol = c.smiles ? rdkit.get_mol(c.smiles) : null;
    if (!mol) continue;
    readable.add(c.id);
    if (mol.get_substruct_match(ring) !== '{}') expected.push(c.id);
    mol.delete();
  }
  ring.delete();
  const strict = await hits(descriptor('c1ccccc1', 'sub-struct-graph-strict'));
  assert.deepEqual(sorted([...strict.keys()].filter((id) => readable.has(id))), expected.sort());
  assert.ok(strict.has('PHE') && strict.has('TYR') && strict.has('TRP') && !strict.has('ALA'));
  const relaxed = await hits(descriptor('c1ccccc1', 'sub-struct-graph-relaxed'));
  assert.ok([...strict.keys()].every((id) => relaxed.has(id)));
  // bond orders still count: cyclohexane is not a benzene ring
  assert.ok(!(await hits(descriptor('C1CCCCC1', 'sub-struct-graph-relaxed'))).has('PHE'));
});

test('substructure: adenine is in the adenosine nucleotides, not in alanine', async () => {
  const adenine = 'Nc1ncnc2[nH]cnc12';
  const adenosines = components.filter((c) => c.smiles && /ADENOSINE|ADENINE/.test(c.name)).map((c) => c.id);
  assert.ok(adenosines.includes('ATP') && adenosines.length >= 4, adenosines.join(' '));
  for (const matchType of [
    'sub-struct-graph-relaxed',
    'sub-struct-graph-relaxed-stereo',
    'sub-struct-graph-strict',
  ] as const) {
    const found = await hits(descriptor(adenine, matchType));
    for (const id of adenosines) assert.ok(found.has(id), `${matchType} ${id}`);
    assert.ok(!found.has('ALA'), matchType);
    assert.ok([...found.values()].every((s) => s >= 0 && s <= 1));
  }
  // exact compares each atom's neighbours and hydrogens: the free base only, which is not here
  assert.equal((await hits(descriptor(adenine, 'sub-struct-graph-exact'))).size, 0);
});

test('fingerprint similarity: Morgan Tanimoto against an independent computation, self = 1, ranked', async () => {
  const bits = (smiles: string): string => {
    const mol = rdkit.get_mol(smiles)!;
    mol.remove_hs_in_place(JSON.stringify({ removeDefiningBondStereo: true }));
    const fp = mol.get_morgan_fp(JSON.stringify({ radius: 2, nBits: 2048 }));
    mol.delete();
    return fp;
  };
  const similarity = (a: string, b: string): number => {
    let both = 0;
    let either = 0;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === '1' && b[i] === '1') both++;
      if (a[i] === '1' || b[i] === '1') either++;
    }
    return either ? both / either : 0;
  };
  const withSmiles = components.filter((c) => c.smiles && rdkit.get_mol(c.smiles));
  const prints = new Map(withSmiles.map((c) => [c.id, bits(c.smiles!)]));
  for (const id of ['ATP', 'HEM', 'NAG', 'ALA']) {
    const all = await hits(descriptor(byId.get(id)!.smiles!, 'fingerprint-similarity'));
    // (over the components RDKit reads as they are; a few only read unsanitised are left out)
    const found = new Map([...all].filter(([other]) => prints.has(other)));
    const expected = new Map(
      [...prints]
        .map(([other, fp]) => [other, similarity(prints.get(id)!, fp)])
        .filter(([, s]) => (s as number) >= MIN_SIMILARITY) as Array<[string, number]>,
    );
    assert.deepEqual(sorted(found.keys()), sorted(expected.keys()), id);
    for (const [other, score] of found) assert.ok(Math.abs(score - expected.get(other)!) < 1e-12, `${id}-${other}`);
    assert.equal(found.get(id), 1);
  }
  // every molecule is its own best match
  for (const c of withSmiles)
    assert.equal((await hits(descriptor(c.smiles!, 'fingerprint-similarity'))).get(c.id), 1, c.id);

  const ranked = await engine.search(
    validated({
      query: {
        type: 'terminal',
        service: 'chemical',
        parameters: descriptor(byId.get('ATP')!.smiles!, 'fingerprint-similarity'),
      },
      return_type: 'mol_definition',
      request_options: { return_all_hits: true },
    }),
  );
  const scores = (ranked.result_set ?? []).map((item) => (typeof item === 'string' ? NaN : item.score));
  assert.ok(scores.length > 1 && scores[0] === 1);
  assert.deepEqual(
    [...scores].sort((a, b) => b - a),
    scores,
  );
  assert.ok(scores.every((s) => s >= 0 && s <= 1));
});

test('InChI: the dictionary InChI finds the component itself', async () => {
  for (const id of ['ALA', 'DAL', 'ATP', 'HEM']) {
    const found = await hits(descriptor(ccdDescriptor(id, 'InChI', 'InChI'), 'graph-exact', 'InChI'));
    assert.deepEqual([...found.keys()], [id]);
  }
});

test('a SMILES and an InChI of the same ligand find the same hits under every match type', async () => {
  const inchiOf = (smiles: string): string => {
    const mol = rdkit.get_mol(smiles)!;
    const inchi = mol.get_inchi();
    mol.delete();
    return inchi;
  };
  const stored = db.prepare(
    `SELECT count(*) AS n FROM doc WHERE type = 'mol_definition'
        AND (json_extract(body_json(body), '$.rcsb_chem_comp_descriptor.InChI') = ? OR json_extract(body_json(body), '$.rcsb_chem_comp_descriptor.InChIKey') = ?)`,
  );
  const inArchive = (inchi: string): boolean =>
    (stored.get(inchi, rdkit.get_inchikey_for_inchi(inchi)) as { n: number }).n > 0;
  const flat = (smiles: string): string => smiles.replace(/[/\\]/g, '');
  const cases: Array<{ name: string; smiles: string; inchi: string; known: boolean }> = [
    // components whose InChI the archive holds: the InChI stands for the dictionary's drawing
    ...['HEM', 'ATP', 'GOL'].map((id) => ({
      name: id,
      smiles: byId.get(id)!.smiles!,
      inchi: ccdDescriptor(id, 'InChI', 'InChI'),
      known: true,
    })),
    // InChIs no component has, read by the InChI library: benzoic acid (no component here), and
    // the octaprenyl phosphate 0K3 drawn without its Z double bonds (so no /b layer)
    { name: 'benzoic acid', smiles: 'OC(=O)c1ccccc1', inchi: inchiOf('OC(=O)c1ccccc1'), known: false },
    {
      name: '0K3, double bonds open',
      smiles: flat(byId.get('0K3')!.smiles!),
      inchi: inchiOf(flat(byId.get('0K3')!.smiles!)),
      known: false,
    },
  ];
  for (const { name, smiles, inchi, known } of cases) {
    assert.equal(inArchive(inchi), known, `${name}: ${inchi}`);
    let found = 0;
    for (const matchType of ALL_CHEMICAL_MATCH_TYPES) {
      const bySmiles = await hits(descriptor(smiles, matchType));
      assert.deepEqual(await hits(descriptor(inchi, matchType, 'InChI')), bySmiles, `${name} ${matchType}`);
      found += bySmiles.size;
    }
    assert.ok(found > 0, `${name} finds something`);
  }
  // and the open double bonds find the Z isomer that the stereo-aware types ask for
  assert.ok((await hits(descriptor(cases[4]!.inchi, 'graph-exact', 'InChI'))).has('0K3'));
});

test('bad input answers with a QueryError the user can act on', async () => {
  const refused = async (parameters: unknown, message: RegExp | string): Promise<void> => {
    const check = (e: unknown): boolean =>
      e instanceof QueryError && (typeof message === 'string' ? e.message === message : message.test(e.message));
    await assert.rejects(service.evaluate(parameters), check, JSON.stringify(parameters));
    // through a route: the model's contract refuses a request-shape problem, the engine the rest
    const request = { query: { type: 'terminal', service: 'chemical', parameters }, return_type: 'mol_definition' };
    const reason = await refusalOf(request, (checked) => engine.search(checked));
    const same =
      typeof message === 'string' ? requestErrorMessage(reason) === requestErrorMessage(message) : message.test(reason);
    assert.ok(same, reason);
  };
  await refused({ value: '' }, MESSAGES.chemicalValueRequired);
  await refused({ type: 'descriptor', value: '   ' }, MESSAGES.chemicalValueRequired);
  await refused({ type: 'formula' }, MESSAGES.chemicalValueRequired);
  await refused(undefined, /No parameters/);
  await refused(descriptor('C1CC(', 'graph-exact'), new RegExp(`^${CHEMICAL_MESSAGES.invalidSmiles}`));
  await refused(descriptor('not a molecule', 'graph-relaxed'), new RegExp(`^${CHEMICAL_MESSAGES.invalidSmiles}`));
  await refused(
    descriptor(ccdDescriptor('ALA', 'InChI', 'InChI'), 'graph-exact'),
    /^Enter a valid SMILES string: this is an InChI/,
  );
  await refused(descriptor('CCO', 'graph-exact', 'InChI'), new RegExp(`^${CHEMICAL_MESSAGES.invalidInchi}`));
  await refused(
    descriptor('InChI=1S/C3H7NO2/c1-2(4', 'graph-exact', 'InChI'),
    new RegExp(`^${CHEMICAL_MESSAGES.invalidInchi}`),
  );
  await refused(
    descriptor('InChI=1S/C3H7NO2/c1-2(4)3(5)6/h9H', 'graph-exact', 'InChI'),
    new RegExp(`^${CHEMICAL_MESSAGES.invalidInchi}`),
  );
  // what the InChI library refuses (chemical-graph.test.ts has the reasons), and what never reaches it
  await refused(
    descriptor('InChI=1S/C2H6O/c1-2-9', 'graph-relaxed', 'InChI'),
    `${CHEMICAL_MESSAGES.invalidInchi}: a layer is malformed or does not fit the others (an atom number the formula does not have, say).`,
  );
  await refused(
    descriptor('InChI=1S/C2H6O', 'graph-relaxed', 'InChI'),
    `${CHEMICAL_MESSAGES.invalidInchi}: its formula or its layers are missing.`,
  );
  await refused(
    descriptor('InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3 CCO', 'graph-relaxed', 'InChI'),
    `${CHEMICAL_MESSAGES.invalidInchi}: an InChI has no spaces.`,
  );
  // the field rules are the model's (validation/chemical.ts), worded as the request checks word them
  const unsupported = (option: string) => MESSAGE_TEMPLATES.requestQueryErrors(`${option} is not supported`);
  await refused(
    { type: 'descriptor', value: 'CCO', match_type: 'graph-fuzzy' },
    unsupported("match_type 'graph-fuzzy'"),
  );
  await refused({ type: 'descriptor', value: 'CCO', descriptor_type: 'MOL' }, unsupported("descriptor_type 'MOL'"));
  await refused({ type: 'smiles', value: 'CCO' }, unsupported("type 'smiles'"));
  await refused({ value: 'C6H6', match_subset: 'yes' }, /match_subset/);
  await refused({ value: 42 }, MESSAGES.chemicalValueRequired);
});

// ---------------------------------------------------------------- the engine

test('the engine: component hits become the entries holding them; AND with a text_chem terminal', async () => {
  const all = (query: object, return_type: 'entry' | 'mol_definition') =>
    engine.search(
      validated({
        query: query as never,
        return_type,
        request_options: { return_all_hits: true, results_content_type: ['experimental', 'computational'] },
      }),
    );
  const ids = (r: Awaited<ReturnType<typeof all>>): string[] =>
    sorted((r.result_set ?? []).map((i) => (typeof i === 'string' ? i : i.identifier)));
  const chemical = (parameters: object) => ({ type: 'terminal', service: 'chemical', parameters });

  const heme = chemical({ type: 'formula', value: ccdFormula('HEM') });
  assert.deepEqual(ids(await all(heme, 'mol_definition')), ['HEM']);
  assert.deepEqual(ids(await all(heme, 'entry')), sorted(ligandsOf.get('HEM')!));

  const atp = chemical(descriptor(ccdDescriptor('ATP', 'SMILES_CANONICAL', 'CACTVS'), 'graph-exact'));
  assert.deepEqual(ids(await all(atp, 'entry')), sorted(ligandsOf.get('ATP') ?? []));
  assert.ok((ligandsOf.get('ATP')?.size ?? 0) > 0);

  const similar = chemical(descriptor(byId.get('ATP')!.smiles!, 'fingerprint-similarity'));
  const nonPolymer = {
    type: 'terminal',
    service: 'text_chem',
    parameters: { attribute: 'chem_comp.type', operator: 'exact_match', value: 'NON-POLYMER' },
  };
  const alone = ids(await all(similar, 'mol_definition'));
  const both = ids(
    await all({ type: 'group', logical_operator: 'and', nodes: [similar, nonPolymer] }, 'mol_definition'),
  );
  const expected = alone.filter((id) => byId.get(id)!.type.toUpperCase() === 'NON-POLYMER');
  assert.deepEqual(both, expected);
  assert.ok(expected.includes('ATP') && expected.length < alone.length, `${alone} -> ${both}`);
});
