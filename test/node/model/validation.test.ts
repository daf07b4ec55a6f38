import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { validateFullText } from '../../../src/model/validation/full-text.ts';
import { parseEvalueCutoff, parseIdentityCutoff, validateSequence } from '../../../src/model/validation/sequence.ts';
import { validateSeqmotif } from '../../../src/model/validation/seqmotif.ts';
import { validateStructure } from '../../../src/model/validation/structure.ts';
import {
  acceptExchangesInput,
  dropBlankResidues,
  filterResidueNumberInput,
  parseExchanges,
  strucmotifProblems,
  validateStrucmotif,
} from '../../../src/model/validation/strucmotif.ts';
import { unfetchableUrlMessage } from '../../../src/model/fetchable-url.ts';
import { validateChemical } from '../../../src/model/validation/chemical.ts';
import {
  attributeDisplayName,
  isEmptyAttributeValue,
  isRangeOperator,
  isValuelessOperator,
  parseAttributeScalar,
  splitIterableValue,
  validateAttribute,
} from '../../../src/model/validation/attribute.ts';
import {
  cleanSequence,
  invalidSequenceCharacters,
  isValidDate,
  isValidEntryId,
  isValidUrl,
  normaliseEntryId,
  parseNonNegativeNumber,
} from '../../../src/model/input-values.ts';
import { validateQueryNode, validateSearchRequest } from '../../../src/model/request/validation.ts';
import { validateRefinements } from '../../../src/model/refinements.ts';
import type { AttributeDefinition, BuilderResidue, BuilderStrucmotifParameters } from '../../../src/model/types.ts';

const HBA = 'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF';
const fail = (message: string) => ({ ok: false, message });

describe('numbers and identifiers', () => {
  test('E-value accepts scientific, decimal or integer notation', () => {
    for (const [input, value] of [
      ['0.1', 0.1],
      ['1e-5', 1e-5],
      ['1E+3', 1000],
      ['10', 10],
      ['.5', 0.5],
      ['2.', 2],
      [' 3 ', 3],
      [0.01, 0.01],
    ] as const) {
      assert.deepEqual(parseEvalueCutoff(input), { ok: true, value });
    }
    assert.deepEqual(parseEvalueCutoff(''), { ok: true, value: 0.1 });
    assert.deepEqual(parseEvalueCutoff(undefined), { ok: true, value: 0.1 });
    for (const bad of ['abc', '1e', '-1', '0x10', '1,5', 'Infinity', Number.NaN, -2, {}]) {
      assert.deepEqual(
        parseEvalueCutoff(bad),
        fail('Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation'),
        String(bad),
      );
    }
  });

  test('identity is an integer percent 0..100 sent as a fraction', () => {
    assert.deepEqual(parseIdentityCutoff('30'), { ok: true, value: 0.3 });
    assert.deepEqual(parseIdentityCutoff(100), { ok: true, value: 1 });
    assert.deepEqual(parseIdentityCutoff('0'), { ok: true, value: 0 });
    assert.deepEqual(parseIdentityCutoff(''), { ok: true, value: 0 });
    for (const bad of ['101', '-1', '30.5', 30.5, 'x', '1e2', {}]) {
      assert.deepEqual(
        parseIdentityCutoff(bad),
        fail(
          'Sequence Identity Cutoff must be an integer between 0 and 100 inclusive, representing a percentage value',
        ),
        String(bad),
      );
    }
  });

  test('non-negative numbers', () => {
    assert.equal(parseNonNegativeNumber('1.5'), 1.5);
    assert.equal(parseNonNegativeNumber(-1), null);
    assert.equal(parseNonNegativeNumber('1e999'), null);
    assert.equal(parseNonNegativeNumber(true), null);
  });

  test('entry ids: digit 1-9 + three alphanumerics, or computed-model ids; trimmed and upper-cased', () => {
    assert.equal(normaliseEntryId(' 4hhb '), '4HHB');
    assert.equal(normaliseEntryId(42), '');
    for (const id of ['4HHB', '4hhb', ' 1abc ', 'AF_AFP69905F1', 'MA_BAKCEPC0001']) assert.ok(isValidEntryId(id), id);
    for (const id of ['0ABC', 'ABCD', '4HH', '4HHBB', 'AF_12345', '', null, 'AF-AFP69905F1'])
      assert.ok(!isValidEntryId(id), String(id));
  });

  test('URLs must be absolute http(s) with a host', () => {
    assert.ok(isValidUrl('https://files.rcsb.org/download/4HHB.cif'));
    assert.ok(isValidUrl('http://127.0.0.1:8080/upload/abc'));
    for (const url of [
      'files.rcsb.org/x.cif',
      'ftp://x.org/a',
      'javascript:alert(1)',
      'http://',
      'https://a b.org',
      '',
      7,
    ]) {
      assert.ok(!isValidUrl(url), String(url));
    }
  });

  test('ranges without a definition are numeric or dated by their bounds', () => {
    assert.deepEqual(
      validateAttribute({ attribute: 'd', operator: 'range_upper_incl', value: ['2020-01-01', '2021-01-01'] }),
      {
        ok: true,
        value: {
          attribute: 'd',
          operator: 'range',
          value: { from: '2020-01-01', to: '2021-01-01', include_lower: true, include_upper: true },
        },
      },
    );
    assert.deepEqual(
      validateAttribute({ attribute: 'd', operator: 'range_upper_incl', value: ['a', 'b'] }),
      fail('d contains an invalid value.'),
    );
  });

  test('dates are real YYYY-MM-DD days', () => {
    assert.ok(isValidDate('2020-02-29'));
    for (const d of ['2021-02-29', '2020-13-01', '2020-1-01', '20-01-01', '2020/01/01', 3])
      assert.ok(!isValidDate(d), String(d));
  });
});

describe('full text', () => {
  test('sanitised value, or the seed messages', () => {
    assert.deepEqual(validateFullText({ value: '  kinase  ' }), { ok: true, value: { value: 'kinase' } });
    assert.deepEqual(validateFullText({ value: '<img src=x onerror=alert(1)>' }), fail('Invalid input detected'));
    assert.deepEqual(validateFullText({ value: '   ' }), fail('Please enter search criteria...'));
    assert.deepEqual(validateFullText({ value: ' * ' }), fail("The full-text wildcard '*' is not supported"));
    assert.deepEqual(validateFullText({ value: 'kin*' }), { ok: true, value: { value: 'kin*' } });
    assert.deepEqual(validateFullText({ value: 5 as unknown as string }), fail('Please enter search criteria...'));
  });
});

describe('sequence', () => {
  test('cleans whitespace, case and a FASTA header', () => {
    assert.equal(cleanSequence(' vls pad\nkt '), 'VLSPADKT');
    assert.equal(cleanSequence('>sp|P69905|HBA_HUMAN\nVLSP ADKT'), 'VLSPADKT');
  });

  test('at least 25 residues', () => {
    assert.deepEqual(
      validateSequence({ value: 'VLSPADKTNV', sequence_type: 'protein', evalue_cutoff: '0.1', identity_cutoff: '0' }),
      fail('The sequence must contain at least 25 residues'),
    );
    const ok = validateSequence({
      value: HBA.slice(0, 25),
      sequence_type: 'protein',
      evalue_cutoff: '0.1',
      identity_cutoff: '0',
    });
    assert.equal(ok.ok, true);
  });

  test('alphabet per type; the alert lists the allowed characters', () => {
    assert.deepEqual(invalidSequenceCharacters('ACGTXJ', 'dna'), ['X', 'J']);
    assert.deepEqual(
      validateSequence({
        value: 'ACGT'.repeat(7) + 'XJ',
        sequence_type: 'dna',
        evalue_cutoff: '',
        identity_cutoff: '',
      }),
      fail('The sequence contains invalid characters (XJ). Allowed characters for dna sequences are: ACTGUNI'),
    );
    assert.deepEqual(
      validateSequence({ value: 'ACGU'.repeat(7) + 'T', sequence_type: 'rna', evalue_cutoff: '', identity_cutoff: '' }),
      fail('The sequence contains invalid characters (T). Allowed characters for rna sequences are: ACUGNI'),
    );
    assert.deepEqual(
      validateSequence({ value: HBA + 'J1', sequence_type: 'protein', evalue_cutoff: '', identity_cutoff: '' }),
      fail(
        'The sequence contains invalid characters (J1). Allowed characters for protein sequences are: ARNDCEQGHILKMFPSTWYVOUBZX',
      ),
    );
    assert.equal(
      validateSequence({ value: 'acgu'.repeat(7), sequence_type: 'rna', evalue_cutoff: '', identity_cutoff: '' }).ok,
      true,
    );
  });

  test('builds wire parameters with the fraction identity', () => {
    assert.deepEqual(
      validateSequence({
        value: HBA.toLowerCase(),
        sequence_type: 'protein',
        evalue_cutoff: '1e-3',
        identity_cutoff: '90',
        entry_id: '4HHB',
      }),
      { ok: true, value: { value: HBA, sequence_type: 'protein', evalue_cutoff: 0.001, identity_cutoff: 0.9 } },
    );
  });

  test('cutoff messages', () => {
    assert.deepEqual(
      validateSequence({ value: HBA, sequence_type: 'protein', evalue_cutoff: 'x', identity_cutoff: '0' }),
      fail('Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation'),
    );
    assert.deepEqual(
      validateSequence({ value: HBA, sequence_type: 'protein', evalue_cutoff: '1', identity_cutoff: '200' }),
      fail('Sequence Identity Cutoff must be an integer between 0 and 100 inclusive, representing a percentage value'),
    );
  });

  test('unknown sequence type', () => {
    const result = validateSequence({
      value: HBA,
      sequence_type: 'peptide' as 'protein',
      evalue_cutoff: '',
      identity_cutoff: '',
    });
    assert.deepEqual(result, fail("request query contains error(s): sequence_type 'peptide' is not supported"));
  });
});

describe('sequence motif', () => {
  test('at least 2 characters', () => {
    assert.deepEqual(
      validateSeqmotif({ value: 'C', pattern_type: 'simple', sequence_type: 'protein' }),
      fail('The sequence motif must contain at least 2 characters'),
    );
    assert.deepEqual(validateSeqmotif({ value: ' C-x(2)-C ', pattern_type: 'prosite', sequence_type: 'protein' }), {
      ok: true,
      value: { value: 'C-x(2)-C', pattern_type: 'prosite', sequence_type: 'protein' },
    });
  });
  test('enumerations checked', () => {
    assert.equal(
      validateSeqmotif({ value: 'CC', pattern_type: 'glob' as 'simple', sequence_type: 'protein' }).ok,
      false,
    );
    assert.equal(validateSeqmotif({ value: 'CC', pattern_type: 'regex', sequence_type: 'x' as 'dna' }).ok, false);
  });
});

describe('structure similarity', () => {
  test('entry reference: trimmed, upper-cased; assembly -> assembly space, chain -> instance space', () => {
    assert.deepEqual(
      validateStructure({ operator: 'strict_shape_match', value: { entry_id: ' 4hhb ', assembly_id: '1' } }),
      {
        ok: true,
        value: {
          value: { entry_id: '4HHB', assembly_id: '1' },
          operator: 'strict_shape_match',
          target_search_space: 'assembly',
        },
      },
    );
    assert.deepEqual(
      validateStructure({ operator: 'relaxed_shape_match', value: { entry_id: '4HHB', asym_id: 'A' } }),
      {
        ok: true,
        value: {
          value: { entry_id: '4HHB', asym_id: 'A' },
          operator: 'relaxed_shape_match',
          target_search_space: 'polymer_entity_instance',
        },
      },
    );
    const defaulted = validateStructure({ operator: 'strict_shape_match', value: { entry_id: '4HHB' } });
    assert.deepEqual(defaulted.ok && defaulted.value.value, { entry_id: '4HHB', assembly_id: '1' });
  });

  test("'Enter a valid Entry ID' and 'Enter a valid URL'", () => {
    assert.deepEqual(
      validateStructure({ operator: 'strict_shape_match', value: { entry_id: 'XXXX' } }),
      fail('Enter a valid Entry ID'),
    );
    assert.deepEqual(validateStructure({ operator: 'strict_shape_match', value: {} }), fail('Enter a valid Entry ID'));
    assert.deepEqual(
      validateStructure({ operator: 'strict_shape_match', source: 'url', value: { url: 'not a url', format: 'cif' } }),
      fail('Enter a valid URL'),
    );
    assert.deepEqual(
      validateStructure({ operator: 'strict_shape_match', value: { url: 'https://x.org/a.cif' } }),
      fail('Enter a valid URL'),
    );
    assert.deepEqual(
      validateStructure({ operator: 'strict_shape_match', value: { url: 'https://x.org/a.map', format: 'ccp4' } }),
      fail('Enter a valid URL'),
    );
  });

  test('URL reference with format; chain or assembly optional; target is the chain space', () => {
    assert.deepEqual(
      validateStructure({
        operator: 'strict_shape_match',
        value: { url: ' https://x.org/a.pdb ', format: 'PDB', asym_id: 'B' },
      }),
      {
        ok: true,
        value: {
          value: { url: 'https://x.org/a.pdb', format: 'pdb', asym_id: 'B' },
          operator: 'strict_shape_match',
          target_search_space: 'polymer_entity_instance',
        },
      },
    );
    const withAssembly = validateStructure({
      operator: 'strict_shape_match',
      source: 'upload',
      value: { url: 'https://x.org/k', format: 'bcif', assembly_id: '2' },
    });
    assert.deepEqual(withAssembly.ok && withAssembly.value.value, {
      url: 'https://x.org/k',
      format: 'bcif',
      assembly_id: '2',
    });
  });

  test('bad enumerations', () => {
    assert.equal(
      validateStructure({ operator: 'fuzzy' as 'strict_shape_match', value: { entry_id: '4HHB' } }).ok,
      false,
    );
    assert.equal(
      validateStructure({
        operator: 'strict_shape_match',
        target_search_space: 'x' as 'assembly',
        value: { entry_id: '4HHB' },
      }).ok,
      false,
    );
  });
});

describe('structure motif', () => {
  const residues = (n: number): BuilderResidue[] =>
    Array.from({ length: n }, (_, i) => ({ label_asym_id: 'A', struct_oper_id: '1', label_seq_id: String(10 + i) }));
  const motif = (over: Partial<BuilderStrucmotifParameters>): BuilderStrucmotifParameters => ({
    value: { entry_id: '4HHB' },
    residues: residues(2),
    rmsd_cutoff: '2',
    atom_pairing_scheme: 'ALL',
    ...over,
  });
  const prefixed = (detail: string) => fail(`Structure Motif query is invalid. ${detail}`);

  test('input filters', () => {
    assert.equal(filterResidueNumberInput('12a-3'), '123');
    assert.deepEqual(acceptExchangesInput('his,lys,arg,asp'), { ok: true, value: 'HIS,LYS,ARG,ASP' });
    assert.deepEqual(acceptExchangesInput('his,lys,arg,asp,'), prefixed('Each residue may have at most 4 exchanges.'));
    assert.deepEqual(parseExchanges(' his, ,lys '), ['HIS', 'LYS']);
    assert.deepEqual(parseExchanges(undefined), []);
  });

  test('valid entry motif with exchanges and defaults', () => {
    assert.deepEqual(
      validateStrucmotif(
        motif({
          value: { entry_id: ' 1abc ' },
          residues: [
            { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '10', exchanges: 'his, lys' },
            { label_asym_id: '', struct_oper_id: '1', label_seq_id: '', exchanges: '' },
            { label_asym_id: 'B', struct_oper_id: '1', label_seq_id: 20 },
          ],
          rmsd_cutoff: '',
          atom_pairing_scheme: undefined as unknown as 'ALL',
        }),
      ),
      {
        ok: true,
        value: {
          value: {
            entry_id: '1ABC',
            residue_ids: [
              { label_asym_id: 'A', label_seq_id: 10, struct_oper_id: '1' },
              { label_asym_id: 'B', label_seq_id: 20, struct_oper_id: '1' },
            ],
          },
          rmsd_cutoff: 2,
          atom_pairing_scheme: 'ALL',
          exchanges: [
            { residue_id: { label_asym_id: 'A', label_seq_id: 10, struct_oper_id: '1' }, allowed: ['HIS', 'LYS'] },
          ],
        },
      },
    );
  });

  test('URL motif', () => {
    const r = validateStrucmotif(
      motif({
        value: { url: 'https://x.org/m.bcif', format: 'BCIF' },
        rmsd_cutoff: 1.5,
        atom_pairing_scheme: 'BACKBONE',
      }),
    );
    assert.ok(r.ok);
    assert.deepEqual(r.value.value, {
      url: 'https://x.org/m.bcif',
      format: 'bcif',
      residue_ids: r.value.value.residue_ids,
    });
    assert.equal(r.value.rmsd_cutoff, 1.5);
    assert.equal(r.value.atom_pairing_scheme, 'BACKBONE');
  });

  test('every seed message, prefixed', () => {
    assert.deepEqual(validateStrucmotif(motif({ value: { entry_id: '0XYZ' } })), prefixed('Invalid Entry ID.'));
    assert.deepEqual(validateStrucmotif(motif({ value: { url: 'notaurl', format: 'cif' } })), prefixed('Invalid URL.'));
    assert.deepEqual(
      validateStrucmotif(motif({ value: { url: 'https://x.org/m.cif' } })),
      prefixed('Format must be specified when searching by URL.'),
    );
    assert.deepEqual(validateStrucmotif(motif({ value: {} })), prefixed('Entry ID or (URL and format) must be set.'));
    assert.deepEqual(
      validateStrucmotif(motif({ source: 'url', value: { entry_id: '4HHB' } })),
      prefixed('Entry ID or (URL and format) must be set.'),
    );
    assert.deepEqual(
      validateStrucmotif(
        motif({ residues: [{ label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '' }, ...residues(2)] }),
      ),
      prefixed('Each residue must have a defined Chain ID, Operator, and Residue Number.'),
    );
    assert.deepEqual(
      validateStrucmotif(
        motif({ residues: [{ label_asym_id: 'A', struct_oper_id: '', label_seq_id: '5' }, ...residues(2)] }),
      ),
      prefixed('Each residue must have a defined Chain ID, Operator, and Residue Number.'),
    );
    assert.deepEqual(
      validateStrucmotif(
        motif({ residues: [{ label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '5a' }, ...residues(2)] }),
      ),
      prefixed('Each residue must have a defined Chain ID, Operator, and Residue Number.'),
    );
    assert.deepEqual(
      validateStrucmotif(motif({ residues: residues(1) })),
      prefixed('2 or more residues must be defined.'),
    );
    assert.deepEqual(
      validateStrucmotif(
        motif({ residues: [...residues(1), { label_asym_id: ' ', struct_oper_id: '1', label_seq_id: '' }] }),
      ),
      prefixed('2 or more residues must be defined.'),
    );
  });

  test('every problem of the section at once, each residue by its row (issue 29)', () => {
    const problems = strucmotifProblems(
      motif({
        value: { url: 'http://x.org/m.cif', format: 'cif' },
        residues: [
          { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '' },
          { label_asym_id: '', struct_oper_id: '', label_seq_id: '', exchanges: '' },
          { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '87', exchanges: 'his,xyz' },
        ],
        rmsd_cutoff: 'x',
      }),
    );
    const motifMessage = (detail: string) => `Structure Motif query is invalid. ${detail}`;
    assert.deepEqual(problems, [
      { field: 'reference', message: motifMessage(unfetchableUrlMessage('http://x.org/m.cif')!) },
      {
        field: 'residue',
        row: 0,
        inputs: ['label_seq_id'],
        message: motifMessage('Each residue must have a defined Chain ID, Operator, and Residue Number.'),
      },
      {
        field: 'residue',
        row: 2,
        inputs: ['exchanges'],
        message: motifMessage('Exchange XYZ is not a recognized residue code.'),
      },
      { field: 'options', message: motifMessage('RMSD Cutoff must be a non-negative number.') },
    ]);
    assert.deepEqual(validateStrucmotif(motif({ rmsd_cutoff: 'x' })), fail(problems[3]!.message));
    assert.deepEqual(strucmotifProblems(motif({})), []);
  });

  test('a URL the server will not fetch is refused with its words; an upload’s URL is not (issue 29)', () => {
    const refusal = 'The structure file could not be fetched: only https URLs can be fetched';
    assert.equal(unfetchableUrlMessage('http://files.rcsb.org/download/4HHB.cif'), refusal);
    assert.equal(unfetchableUrlMessage('https://files.rcsb.org/download/4HHB.cif'), null);
    assert.equal(unfetchableUrlMessage(`http://127.0.0.1:9/search/upload/${'a'.repeat(32)}/x.bcif`), null);
    assert.deepEqual(
      validateStructure({ operator: 'strict_shape_match', value: { url: 'http://x.org/m.cif', format: 'cif' } }),
      fail(refusal),
    );
    assert.deepEqual(
      validateStrucmotif(motif({ value: { url: 'http://x.org/m.cif', format: 'cif' } })),
      prefixed(refusal),
    );
  });

  test('limits beyond the seed wording', () => {
    assert.deepEqual(
      validateStrucmotif(motif({ residues: residues(11) })),
      prefixed('No more than 10 residues may be defined.'),
    );
    assert.equal(validateStrucmotif(motif({ residues: residues(10) })).ok, true);
    assert.deepEqual(
      validateStrucmotif(motif({ value: { url: 'https://x.org/m.pdb', format: 'pdb' } })),
      prefixed('Format must be cif or bcif when searching by URL.'),
    );
    assert.deepEqual(
      validateStrucmotif(motif({ residues: [{ ...residues(1)[0]!, exchanges: 'A,C,G,U,N' }, ...residues(1)] })),
      prefixed('Each residue may have at most 4 exchanges.'),
    );
    assert.deepEqual(
      validateStrucmotif(motif({ residues: [{ ...residues(1)[0]!, exchanges: 'XYZ' }, ...residues(1)] })),
      prefixed('Exchange XYZ is not a recognized residue code.'),
    );
    assert.deepEqual(
      validateStrucmotif(motif({ rmsd_cutoff: '-1' })),
      prefixed('RMSD Cutoff must be a non-negative number.'),
    );
    assert.equal(validateStrucmotif(motif({ atom_pairing_scheme: 'SOME' as 'ALL' })).ok, false);
  });

  test('blank rows are dropped', () => {
    assert.equal(
      dropBlankResidues([{ label_asym_id: '', struct_oper_id: '1', label_seq_id: '' }, ...residues(1)]).length,
      1,
    );
  });
});

describe('chemical', () => {
  test("value required: 'Enter a value.'", () => {
    assert.deepEqual(validateChemical({ type: 'formula', value: '  ' }), fail('Enter a value.'));
    assert.deepEqual(validateChemical({ type: 'descriptor', value: '' }), fail('Enter a value.'));
  });
  test('formula and descriptor with defaults', () => {
    assert.deepEqual(validateChemical({ type: 'formula', value: ' C6H12O6 ', match_subset: true }), {
      ok: true,
      value: { type: 'formula', value: 'C6H12O6', match_subset: true },
    });
    assert.deepEqual(validateChemical({ type: 'formula', value: 'C6' }), {
      ok: true,
      value: { type: 'formula', value: 'C6' },
    });
    assert.deepEqual(validateChemical({ type: 'descriptor', value: 'c1ccccc1' }), {
      ok: true,
      value: { type: 'descriptor', value: 'c1ccccc1', descriptor_type: 'SMILES', match_type: 'graph-relaxed-stereo' },
    });
    assert.deepEqual(validateChemical({ type: undefined as unknown as 'formula', value: 'C6' }).ok, true);
  });
  test('bad enumerations', () => {
    assert.equal(validateChemical({ type: 'smiles' as 'formula', value: 'x' }).ok, false);
    assert.equal(validateChemical({ type: 'descriptor', value: 'x', descriptor_type: 'MOL' as 'SMILES' }).ok, false);
    assert.equal(
      validateChemical({ type: 'descriptor', value: 'x', match_type: 'similar' as 'graph-exact' }).ok,
      false,
    );
  });
});

describe('attribute terminals', () => {
  const resolution: AttributeDefinition = {
    attribute: 'rcsb_entry_info.resolution_combined',
    name: 'Resolution',
    type: 'number',
    operators: ['equals', 'range_upper_excl'],
  };
  const releaseDate: AttributeDefinition = {
    attribute: 'rcsb_accession_info.initial_release_date',
    name: 'Release Date',
    type: 'date',
    operators: [],
  };
  const count: AttributeDefinition = {
    attribute: 'rcsb_entry_info.polymer_entity_count',
    name: 'Entity Count',
    type: 'integer',
    operators: [],
  };
  const method: AttributeDefinition = {
    attribute: 'exptl.method',
    name: 'Experimental Method',
    type: 'string',
    operators: [],
    enumeration: ['X-RAY DIFFRACTION', 'SOLUTION NMR'],
  };

  test('helpers', () => {
    assert.ok(
      isValuelessOperator('exists') && isValuelessOperator('last_thirty_days_range') && !isValuelessOperator('equals'),
    );
    assert.ok(isRangeOperator('range_upper_incl') && !isRangeOperator('in'));
    assert.ok(
      isEmptyAttributeValue('  ') && isEmptyAttributeValue([]) && isEmptyAttributeValue({ from: '', to: null }),
    );
    assert.ok(isEmptyAttributeValue(['', ' ']) && !isEmptyAttributeValue(0) && !isEmptyAttributeValue(false));
    assert.equal(attributeDisplayName({ attribute: 'a.b' }), 'a.b');
    assert.equal(attributeDisplayName({ attribute: 'a.b' }, undefined, { attribute: 'a.b', name: 'Item' }), 'Item');
    assert.equal(
      attributeDisplayName({ attribute: 'a.b' }, { attribute: 'a.b', name: ' ', type: 'string', operators: [] }),
      'a.b',
    );
    assert.deepEqual(splitIterableValue('4HHB, 1ABC  2XYZ'), ['4HHB', '1ABC', '2XYZ']);
    assert.deepEqual(splitIterableValue(['Homo sapiens', 3, '']), ['Homo sapiens', 3], 'a list keeps its items whole');
    assert.deepEqual(
      splitIterableValue('D-saccharide, alpha linking', ['D-saccharide, alpha linking', 'L-peptide linking']),
      ['D-saccharide, alpha linking'],
      'an enumeration entry with a comma stays whole',
    );
    assert.deepEqual(splitIterableValue(true), [true]);
    assert.deepEqual(splitIterableValue('X-RAY DIFFRACTION, SOLUTION NMR', ['X-RAY DIFFRACTION', 'SOLUTION NMR']), [
      'X-RAY DIFFRACTION',
      'SOLUTION NMR',
    ]);
    assert.equal(parseAttributeScalar('true', 'boolean'), true);
    assert.equal(parseAttributeScalar(false, 'boolean'), false);
    assert.equal(parseAttributeScalar('maybe', 'boolean'), null);
    assert.equal(parseAttributeScalar('1.5', 'integer'), null);
    assert.equal(parseAttributeScalar(12, 'string'), '12');
    assert.equal(parseAttributeScalar({}, 'string'), null);
  });

  test('empty values are dropped unless the operator takes none', () => {
    assert.deepEqual(validateAttribute({ attribute: 'struct.title', operator: 'contains_words', value: '' }), {
      ok: true,
      value: null,
    });
    assert.deepEqual(validateAttribute({ attribute: '', operator: 'exists' }), { ok: true, value: null });
    assert.deepEqual(validateAttribute({ attribute: 'struct.title', operator: 'exists', negation: true }), {
      ok: true,
      value: { attribute: 'struct.title', operator: 'exists', negation: true },
    });
    assert.deepEqual(
      validateAttribute({ attribute: releaseDate.attribute, operator: 'last_seven_days_range' }, releaseDate),
      {
        ok: true,
        value: { attribute: releaseDate.attribute, operator: 'range', value: { from: 'now-1w', to: 'now' } },
      },
    );
    assert.deepEqual(
      validateAttribute({ attribute: releaseDate.attribute, operator: 'last_thirty_days_range' }, releaseDate),
      {
        ok: true,
        value: { attribute: releaseDate.attribute, operator: 'range', value: { from: 'now-1M', to: 'now' } },
      },
    );
  });

  test('numbers parsed per type; NaN is an invalid value', () => {
    assert.deepEqual(validateAttribute({ attribute: count.attribute, operator: 'greater', value: ' 3 ' }, count), {
      ok: true,
      value: { attribute: count.attribute, operator: 'greater', value: 3 },
    });
    assert.deepEqual(
      validateAttribute({ attribute: count.attribute, operator: 'equals', value: 'three' }, count),
      fail('Entity Count contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: count.attribute, operator: 'equals', value: '2.5' }, count),
      fail('Entity Count contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: resolution.attribute, operator: 'less_or_equal', value: '2.5' }, resolution),
      {
        ok: true,
        value: { attribute: resolution.attribute, operator: 'less_or_equal', value: 2.5 },
      },
    );
    assert.deepEqual(validateAttribute({ attribute: 'x.y', operator: 'equals', value: 7 }), {
      ok: true,
      value: { attribute: 'x.y', operator: 'equals', value: 7 },
    });
  });

  test('ranges: upper-exclusive, upper-inclusive, open ends for numbers, two dates required', () => {
    assert.deepEqual(
      validateAttribute(
        { attribute: resolution.attribute, operator: 'range_upper_excl', value: ['1', '2.5'] },
        resolution,
      ),
      {
        ok: true,
        value: {
          attribute: resolution.attribute,
          operator: 'range',
          value: { from: 1, to: 2.5, include_lower: true, include_upper: false },
        },
      },
    );
    assert.deepEqual(
      validateAttribute(
        { attribute: resolution.attribute, operator: 'range_upper_incl', value: { from: '', to: 3 } },
        resolution,
      ),
      {
        ok: true,
        value: {
          attribute: resolution.attribute,
          operator: 'range',
          value: { to: 3, include_lower: true, include_upper: true },
        },
      },
    );
    assert.deepEqual(
      validateAttribute(
        { attribute: resolution.attribute, operator: 'range', value: { from: 1, to: 2, include_upper: true } },
        resolution,
      ),
      {
        ok: true,
        value: { attribute: resolution.attribute, operator: 'range', value: { from: 1, to: 2, include_upper: true } },
      },
    );
    assert.deepEqual(
      validateAttribute({ attribute: resolution.attribute, operator: 'range', value: [1, 2] }, resolution),
      {
        ok: true,
        value: {
          attribute: resolution.attribute,
          operator: 'range',
          value: { from: 1, to: 2, include_lower: true, include_upper: false },
        },
      },
    );
    assert.deepEqual(
      validateAttribute(
        { attribute: releaseDate.attribute, operator: 'range_upper_incl', value: ['2020-01-01', ''] },
        releaseDate,
      ),
      fail('Release Date contains an empty or invalid value.'),
    );
    assert.deepEqual(
      validateAttribute(
        { attribute: releaseDate.attribute, operator: 'range_upper_incl', value: ['2020-01-01', '2020-13-01'] },
        releaseDate,
      ),
      fail('Release Date contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: resolution.attribute, operator: 'range_upper_excl', value: ['x', 2] }, resolution),
      fail('Resolution contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: resolution.attribute, operator: 'range_upper_excl', value: [1, 'y'] }, resolution),
      fail('Resolution contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: resolution.attribute, operator: 'range_upper_excl', value: '1-2' }, resolution),
      fail('Resolution contains an empty or invalid value.'),
    );
    assert.deepEqual(
      validateAttribute(
        {
          attribute: resolution.attribute,
          operator: 'range_upper_excl',
          value: [1, 2, 3] as unknown as [number, number],
        },
        resolution,
      ),
      fail('Resolution contains an empty or invalid value.'),
    );
  });

  test('dates must be YYYY-MM-DD', () => {
    assert.deepEqual(
      validateAttribute({ attribute: releaseDate.attribute, operator: 'greater', value: '2020-05-01' }, releaseDate),
      {
        ok: true,
        value: { attribute: releaseDate.attribute, operator: 'greater', value: '2020-05-01' },
      },
    );
    assert.deepEqual(
      validateAttribute({ attribute: releaseDate.attribute, operator: 'greater', value: '05/01/2020' }, releaseDate),
      fail('Release Date contains an invalid value.'),
    );
  });

  test('iterable values split on comma or space, parsed per type, deduplicated', () => {
    assert.deepEqual(
      validateAttribute({
        attribute: 'rcsb_entry_container_identifiers.entry_id',
        operator: 'in',
        value: '4HHB, 1ABC 1ABC',
      }),
      {
        ok: true,
        value: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'in', value: ['4HHB', '1ABC'] },
      },
    );
    assert.deepEqual(validateAttribute({ attribute: count.attribute, operator: 'in', value: '1,2' }, count), {
      ok: true,
      value: { attribute: count.attribute, operator: 'in', value: [1, 2] },
    });
    assert.deepEqual(
      validateAttribute({ attribute: count.attribute, operator: 'in', value: '1,x' }, count),
      fail('Entity Count contains an invalid value.'),
    );
    assert.deepEqual(validateAttribute({ attribute: 'a', operator: 'in', value: ' , ' }), { ok: true, value: null });
    const iterable: AttributeDefinition = { ...method, is_iterable: true };
    assert.deepEqual(
      validateAttribute({ attribute: method.attribute, operator: 'exact_match', value: 'x-ray diffraction' }, iterable),
      {
        ok: true,
        value: { attribute: method.attribute, operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
      },
    );
    const author = validateAttribute(
      { attribute: 'citation.rcsb_authors', operator: 'exact_match', value: 'Smith, J.' },
      { attribute: 'citation.rcsb_authors', type: 'string', operators: [], is_iterable: true },
    );
    assert.deepEqual(
      author,
      { ok: true, value: { attribute: 'citation.rcsb_authors', operator: 'exact_match', value: 'Smith, J.' } },
      'one value of an array attribute stays one value; only `in` splits',
    );
    assert.deepEqual(
      validateAttribute(
        { attribute: 'b', operator: 'in', value: 'yes' },
        { attribute: 'b', name: 'Flag', type: 'boolean', operators: [] },
      ),
      fail('Flag contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: method.attribute, operator: 'in', value: 'X-RAY DIFFRACTION, BOGUS' }, method),
      fail('Experimental Method contains an invalid value.'),
    );
  });

  test('enumerations, kinds and operators', () => {
    assert.deepEqual(
      validateAttribute({ attribute: method.attribute, operator: 'exact_match', value: 'CRYO' }, method),
      fail('Experimental Method contains an invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: method.attribute, operator: 'exact_match', value: { from: 1 } }, method),
      fail('Experimental Method contains an empty or invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: 'struct.title', operator: 'contains_words', value: ['a', 'b'] }),
      fail('struct.title contains an empty or invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: 'struct.title', operator: 'contains_phrase', value: ['kinase', ''] }),
      {
        ok: true,
        value: { attribute: 'struct.title', operator: 'contains_phrase', value: 'kinase' },
      },
    );
    assert.deepEqual(
      validateAttribute({ attribute: 'a', operator: 'in', value: [{}] as unknown as string[] }),
      fail('a contains an empty or invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: 'a', operator: 'contains_words', value: true }),
      fail('a contains an empty or invalid value.'),
    );
    assert.deepEqual(
      validateAttribute({ attribute: 'a', operator: 'like' as 'equals', value: 'x' }),
      fail("request query contains error(s): operator 'like' is not supported"),
    );
    assert.deepEqual(
      validateAttribute({
        attribute: ' a ',
        operator: 'exact_match',
        value: ' x ',
        case_sensitive: true,
        negation: false,
      }),
      {
        ok: true,
        value: { attribute: 'a', operator: 'exact_match', value: 'x', case_sensitive: true },
      },
    );
  });
});

describe('refinements', () => {
  test("'No Refinements have been selected.'", () => {
    assert.deepEqual(validateRefinements([]), fail('No Refinements have been selected.'));
    assert.deepEqual(validateRefinements(undefined), fail('No Refinements have been selected.'));
    assert.deepEqual(
      validateRefinements([{ name: 'm', buckets: [{ label: 'X', population: 1, checked: false }] }]),
      fail('No Refinements have been selected.'),
    );
    const r = validateRefinements([
      {
        name: 'm',
        buckets: [
          { label: 'X', population: 1, checked: true },
          { label: 'Y', population: 2 },
        ],
      },
      { name: 'n', buckets: [] },
    ]);
    assert.ok(r.ok);
    assert.equal(r.value.length, 1);
    assert.deepEqual(
      r.value[0]?.buckets.map((b) => b.label),
      ['X'],
    );
  });
});

describe('validateSearchRequest', () => {
  const terminal = (service: string, parameters: unknown) => ({ type: 'terminal', service, parameters });
  const req = (query: unknown, extra: Record<string, unknown> = {}) => ({ return_type: 'entry', query, ...extra });
  const expectFail = (request: unknown, message: string) =>
    assert.deepEqual(validateSearchRequest(request), fail(message));
  const expectStructural = (request: unknown) => {
    const r = validateSearchRequest(request);
    assert.equal(r.ok, false);
    assert.ok(!r.ok && r.message.startsWith('request query contains error(s): '), !r.ok ? r.message : '');
  };
  const ok = (request: unknown) => assert.deepEqual(validateSearchRequest(request), { ok: true, value: request });

  test('missing, malformed and minimal requests', () => {
    expectFail(undefined, "ERROR: Missing argument for 'request'");
    expectFail('', "ERROR: Missing argument for 'request'");
    expectStructural([]);
    expectStructural({ return_type: 'entry', extra: 1 });
    expectStructural({ return_type: 'structure' });
    ok({ return_type: 'entry' });
    expectFail(req({ type: 'group', logical_operator: 'and', nodes: [] }), 'Please enter search criteria...');
    expectStructural(req({ type: 'group', logical_operator: 'xor', nodes: [terminal('full_text', { value: 'x' })] }));
    expectStructural(
      req({ type: 'group', logical_operator: 'and', nodes: [terminal('full_text', { value: 'x' })], id: 3 }),
    );
    expectStructural(req({ type: 'leaf' }));
    expectStructural(req('x'));
    expectFail(req({ type: 'terminal', service: 'text' }), 'No parameters found...');
    expectStructural(req(terminal('magic', { value: 'x' })));
    expectStructural(req({ ...terminal('full_text', { value: 'x' }), node_id: 'a' }));
    expectStructural(req({ ...terminal('full_text', { value: 'x' }), label: 4 }));
    expectStructural(req({ ...terminal('full_text', { value: 'x' }), count: 4 }));
    ok(req({ ...terminal('full_text', { value: 'x' }), node_id: 1, label: 'l' }));
  });

  test('nesting and size bounds', () => {
    let deep: unknown = terminal('full_text', { value: 'x' });
    for (let i = 0; i < 40; i++) deep = { type: 'group', logical_operator: 'and', nodes: [deep] };
    expectStructural(req(deep));
    const wide = {
      type: 'group',
      logical_operator: 'or',
      nodes: Array.from({ length: 1001 }, () => terminal('full_text', { value: 'x' })),
    };
    expectStructural(req(wide));
  });

  test('full text', () => {
    ok(req(terminal('full_text', { value: 'kinase' })));
    expectFail(req(terminal('full_text', { value: '<svg onload=1>' })), 'Invalid input detected');
    expectFail(req(terminal('full_text', { value: ' ' })), 'Please enter search criteria...');
    expectFail(req(terminal('full_text', { value: '*' })), "The full-text wildcard '*' is not supported");
    expectStructural(req(terminal('full_text', { value: 'x', other: 1 })));
  });

  test('attributes', () => {
    ok(req(terminal('text', { attribute: 'a', operator: 'exists', negation: true })));
    ok(req(terminal('text', { attribute: 'a', operator: 'range', value: { from: 1, to: 2, include_lower: true } })));
    ok(req(terminal('text', { attribute: 'd', operator: 'range', value: { from: 'now-1w', to: 'now' } })));
    ok(req(terminal('text', { attribute: 'd', operator: 'range', value: { from: '2020-01-01T00:00:00Z' } })));
    ok(req(terminal('text_chem', { attribute: 'a', operator: 'in', value: ['x', 2] })));
    ok(req(terminal('text', { attribute: 'a', operator: 'equals', value: false, case_sensitive: true })));
    expectFail(req(terminal('text', { attribute: '', operator: 'exists' })), 'The attribute is not supported');
    expectStructural(req(terminal('text', { attribute: 'a', operator: 'like', value: 'x' })));
    expectStructural(req(terminal('text', { attribute: 'a', operator: 'exists', value: 'x' })));
    expectStructural(req(terminal('text', { attribute: 'a', operator: 'exists', negation: 'yes' })));
    expectStructural(req(terminal('text', { attribute: 'a', operator: 'exists', case_sensitive: 1 })));
    expectStructural(req(terminal('text', { attribute: 'a', operator: 'exists', attrObj: {} })));
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'range', value: 3 })),
      'a contains an empty or invalid value.',
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'range', value: {} })),
      'a contains an empty or invalid value.',
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'range', value: { from: 'soon' } })),
      'a contains an invalid value.',
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'range', value: { to: 'later' } })),
      'a contains an invalid value.',
    );
    expectStructural(req(terminal('text', { attribute: 'a', operator: 'range', value: { from: 1, lo: 2 } })));
    expectStructural(
      req(terminal('text', { attribute: 'a', operator: 'range', value: { from: 1, include_lower: 'y' } })),
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'in', value: [] })),
      'a contains an empty or invalid value.',
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'in', value: [{}] })),
      'a contains an empty or invalid value.',
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'equals', value: ' ' })),
      'a contains an empty or invalid value.',
    );
    expectFail(
      req(terminal('text', { attribute: 'a', operator: 'equals', value: [1] })),
      'a contains an empty or invalid value.',
    );
  });

  test('sequence and motif', () => {
    ok(req(terminal('sequence', { value: HBA, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0.3 })));
    expectFail(req(terminal('sequence', { value: 'ACGT' })), 'The sequence must contain at least 25 residues');
    expectFail(req(terminal('sequence', { value: 7 })), 'The sequence must contain at least 25 residues');
    expectFail(
      req(terminal('sequence', { value: HBA, evalue_cutoff: 'x' })),
      'Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation',
    );
    // sent, the cutoff is a fraction: the seed's percent message (for the builder's field) would
    // tell a user that 30 is fine; the request check and the sequence service share this rule
    expectFail(
      req(terminal('sequence', { value: HBA, identity_cutoff: 30 })),
      'request query contains error(s): identity_cutoff must be a number between 0 and 1',
    );
    expectStructural(req(terminal('sequence', { value: HBA, target: 'pdb_protein_sequence' })));
    expectStructural(req(terminal('sequence', { value: HBA, sequence_type: 'x' })));
    ok(req(terminal('seqmotif', { value: 'CxxC', pattern_type: 'simple', sequence_type: 'protein' })));
    expectFail(
      req(terminal('seqmotif', { value: 'C', pattern_type: 'simple' })),
      'The sequence motif must contain at least 2 characters',
    );
    expectStructural(req(terminal('seqmotif', { value: 'CC', pattern_type: 'glob' })));
    expectStructural(req(terminal('seqmotif', { value: 'CC', pattern_type: 'regex', sequence_type: 'x' })));
    expectStructural(req(terminal('seqmotif', { value: 'CC', pattern_type: 'regex', x: 1 })));
  });

  test('structure', () => {
    ok(
      req(
        terminal('structure', {
          value: { entry_id: '4HHB', assembly_id: '1' },
          operator: 'strict_shape_match',
          target_search_space: 'assembly',
        }),
      ),
    );
    ok(
      req(
        terminal('structure', {
          value: { url: 'https://x.org/a.cif', format: 'cif', asym_id: 'A' },
          similarity_type: 'global',
          number_of_candidates: 100,
          ptmscore_cutoff: 0.5,
        }),
      ),
    );
    ok(req(terminal('structure', { value: { data: 'QUJD', format: 'pdb' } })));
    expectFail(req(terminal('structure', { value: { entry_id: 'X', assembly_id: '1' } })), 'Enter a valid Entry ID');
    expectFail(req(terminal('structure', { value: 'x' })), 'Enter a valid Entry ID');
    expectFail(req(terminal('structure', { value: {} })), 'Enter a valid Entry ID');
    expectFail(req(terminal('structure', { value: { url: 'x', format: 'cif' } })), 'Enter a valid URL');
    expectFail(req(terminal('structure', { value: { data: 'QUJD', format: 'ccp4' } })), 'Enter a valid URL');
    expectStructural(req(terminal('structure', { value: { data: '%%%', format: 'cif' } })));
    expectStructural(req(terminal('structure', { value: { data: 'QUJD', format: 'cif', x: 1 } })));
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB' } })));
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB', assembly_id: '1', asym_id: 'A' } })));
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB', assembly_id: '1', url: 'u' } })));
    expectStructural(
      req(terminal('structure', { value: { url: 'https://x.org/a', format: 'cif', asym_id: 'A', assembly_id: '1' } })),
    );
    expectStructural(req(terminal('structure', { value: { url: 'https://x.org/a', format: 'cif', y: 1 } })));
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'x' })));
    expectStructural(
      req(terminal('structure', { value: { entry_id: '4HHB', asym_id: 'A' }, target_search_space: 'x' })),
    );
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB', asym_id: 'A' }, similarity_type: 'x' })));
    expectStructural(
      req(terminal('structure', { value: { entry_id: '4HHB', asym_id: 'A' }, number_of_candidates: 20000 })),
    );
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB', asym_id: 'A' }, ptmscore_cutoff: 2 })));
    expectStructural(req(terminal('structure', { value: { entry_id: '4HHB', asym_id: 'A' }, extra: 2 })));
  });

  test('structure motif', () => {
    const ids = [
      { label_asym_id: 'A', label_seq_id: 1, struct_oper_id: '1' },
      { label_asym_id: 'A', label_seq_id: 2 },
    ];
    const p = (over: Record<string, unknown>) =>
      terminal('strucmotif', { value: { entry_id: '4HHB', residue_ids: ids }, ...over });
    const prefix = 'Structure Motif query is invalid. ';
    ok(
      req(
        p({
          rmsd_cutoff: 2,
          atom_pairing_scheme: 'ALL',
          exchanges: [{ residue_id: ids[0], allowed: ['HIS', 'LYS'] }],
          limit: 10,
          motif_pruning_strategy: 'NONE',
          angle_tolerance: 2,
          allowed_structures: ['1ABC'],
        }),
      ),
    );
    ok(req(terminal('strucmotif', { value: { url: 'https://x.org/m.cif', format: 'cif' } })));
    ok(req(terminal('strucmotif', { value: { data: 'QUJD', format: 'bcif', residue_ids: ids } })));
    expectFail(
      req(terminal('strucmotif', { value: { entry_id: 'X', residue_ids: ids } })),
      `${prefix}Invalid Entry ID.`,
    );
    expectFail(req(terminal('strucmotif', { value: { url: 'x', format: 'cif' } })), `${prefix}Invalid URL.`);
    expectFail(
      req(terminal('strucmotif', { value: { url: 'https://x.org/m' } })),
      `${prefix}Format must be specified when searching by URL.`,
    );
    expectFail(
      req(terminal('strucmotif', { value: { url: 'https://x.org/m', format: 'pdb' } })),
      `${prefix}Format must be cif or bcif when searching by URL.`,
    );
    expectFail(
      req(terminal('strucmotif', { value: { data: 'QUJD', format: 'pdb' } })),
      `${prefix}Format must be cif or bcif when searching by URL.`,
    );
    expectStructural(req(terminal('strucmotif', { value: { data: '!!', format: 'cif' } })));
    expectFail(req(terminal('strucmotif', { value: {} })), `${prefix}Entry ID or (URL and format) must be set.`);
    expectFail(req(terminal('strucmotif', { value: 3 })), `${prefix}Entry ID or (URL and format) must be set.`);
    expectFail(
      req(terminal('strucmotif', { value: { entry_id: '4HHB' } })),
      `${prefix}2 or more residues must be defined.`,
    );
    expectFail(
      req(
        terminal('strucmotif', {
          value: {
            entry_id: '4HHB',
            residue_ids: Array.from({ length: 11 }, (_, i) => ({ label_asym_id: 'A', label_seq_id: i })),
          },
        }),
      ),
      `${prefix}No more than 10 residues may be defined.`,
    );
    expectFail(
      req(
        terminal('strucmotif', {
          value: { entry_id: '4HHB', residue_ids: [ids[0], { label_asym_id: '', label_seq_id: 2 }] },
        }),
      ),
      `${prefix}Each residue must have a defined Chain ID, Operator, and Residue Number.`,
    );
    expectFail(
      req(
        terminal('strucmotif', {
          value: { entry_id: '4HHB', residue_ids: [ids[0], { label_asym_id: 'A', label_seq_id: '2' }] },
        }),
      ),
      `${prefix}Each residue must have a defined Chain ID, Operator, and Residue Number.`,
    );
    expectFail(
      req(
        terminal('strucmotif', {
          value: {
            entry_id: '4HHB',
            residue_ids: [ids[0], { label_asym_id: 'A', label_seq_id: 2, struct_oper_id: '' }],
          },
        }),
      ),
      `${prefix}Each residue must have a defined Chain ID, Operator, and Residue Number.`,
    );
    expectFail(
      req(
        terminal('strucmotif', {
          value: { entry_id: '4HHB', residue_ids: [ids[0], { label_asym_id: 'A', label_seq_id: 2, x: 1 }] },
        }),
      ),
      `${prefix}Each residue must have a defined Chain ID, Operator, and Residue Number.`,
    );
    expectFail(req(p({ rmsd_cutoff: -1 })), `${prefix}RMSD Cutoff must be a non-negative number.`);
    expectFail(
      req(p({ exchanges: [{ residue_id: ids[0], allowed: ['A', 'C', 'G', 'U', 'N'] }] })),
      `${prefix}Each residue may have at most 4 exchanges.`,
    );
    expectFail(
      req(p({ exchanges: [{ residue_id: ids[0], allowed: ['XXX'] }] })),
      `${prefix}Exchange XXX is not a recognized residue code.`,
    );
    expectFail(
      req(p({ exchanges: [{ residue_id: {}, allowed: ['HIS'] }] })),
      `${prefix}Each residue must have a defined Chain ID, Operator, and Residue Number.`,
    );
    expectStructural(req(p({ exchanges: [] })));
    expectStructural(req(p({ exchanges: [{ residue_id: ids[0], allowed: [] }] })));
    const many = Array.from({ length: 5 }, (_, i) => ({
      residue_id: { label_asym_id: 'A', label_seq_id: i },
      allowed: ['A', 'C', 'G', 'U'],
    }));
    expectStructural(req(p({ exchanges: many })));
    expectStructural(req(p({ atom_pairing_scheme: 'X' })));
    expectStructural(req(p({ motif_pruning_strategy: 'X' })));
    expectStructural(req(p({ angle_tolerance: 4 })));
    expectStructural(req(p({ limit: -1 })));
    expectStructural(req(p({ excluded_structures: [] })));
    expectStructural(req(p({ residues: [] })));
    expectStructural(req(terminal('strucmotif', { value: { entry_id: '4HHB', residue_ids: ids, x: 1 } })));
    expectStructural(req(terminal('strucmotif', { value: { url: 'https://x.org/m', format: 'cif', x: 1 } })));
    expectStructural(req(terminal('strucmotif', { value: { data: 'QUJD', format: 'cif', x: 1 } })));
  });

  test('chemical', () => {
    ok(req(terminal('chemical', { type: 'formula', value: 'C6H6', match_subset: false })));
    ok(
      req(
        terminal('chemical', {
          type: 'descriptor',
          value: 'c1ccccc1',
          descriptor_type: 'SMILES',
          match_type: 'graph-strict',
        }),
      ),
    );
    expectFail(req(terminal('chemical', { type: 'formula', value: '' })), 'Enter a value.');
    expectStructural(req(terminal('chemical', { type: 'formula', value: 'C', match_subset: 'no' })));
    expectStructural(req(terminal('chemical', { type: 'formula', value: 'C', descriptor_type: 'SMILES' })));
    expectStructural(req(terminal('chemical', { type: 'other', value: 'C' })));
    expectStructural(req(terminal('chemical', { type: 'descriptor', value: 'C' })));
    expectStructural(
      req(terminal('chemical', { type: 'descriptor', value: 'C', descriptor_type: 'InChI', match_type: 'x' })),
    );
    expectStructural(
      req(terminal('chemical', { type: 'descriptor', value: 'C', descriptor_type: 'InChI', match_subset: true })),
    );
  });

  test('request options and info', () => {
    const q = terminal('full_text', { value: 'x' });
    ok(
      req(q, {
        request_options: {
          paginate: { start: 0, rows: 25 },
          results_content_type: ['experimental'],
          scoring_strategy: 'combined',
          sort: [{ sort_by: 'score', direction: 'desc' }],
          results_verbosity: 'verbose',
          facets: [{ name: 'm', aggregation_type: 'terms', attribute: 'exptl.method' }],
          return_explain_metadata: true,
        },
      }),
    );
    ok({
      return_type: 'entry',
      query: q,
      request_options: {
        group_by: {
          aggregation_method: 'matching_deposit_group_id',
          ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
        },
        group_by_return_type: 'groups',
      },
    });
    ok({
      return_type: 'polymer_entity',
      query: q,
      request_options: { group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 } },
    });
    ok({
      return_type: 'polymer_entity',
      query: q,
      request_options: {
        group_by: { aggregation_method: 'matching_uniprot_accession', ranking_criteria_type: { sort_by: 'coverage' } },
      },
    });
    ok({
      return_type: 'non_polymer_entity',
      query: q,
      request_options: { group_by: { aggregation_method: 'matching_chemical_component_id' } },
    });
    ok(req(q, { request_options: { return_counts: true }, request_info: { query_id: 'abc', src: 'ui' } }));
    const bad = (request_options: unknown, return_type = 'entry') =>
      expectStructural({ return_type, query: q, request_options });
    bad(3);
    bad({ pager: {} });
    bad({ paginate: 1 });
    bad({ paginate: { start: -1 } });
    bad({ paginate: { rows: 10001 } });
    bad({ paginate: { rows: 25, page: 1 } });
    bad({ paginate: { rows: 25 }, return_counts: true });
    bad({ results_content_type: [] });
    bad({ results_content_type: ['predicted'] });
    bad({ results_verbosity: 'all' });
    bad({ scoring_strategy: 'best' });
    bad({ sort: [] });
    bad({ sort: [{ direction: 'asc' }] });
    bad({ sort: [{ sort_by: 'score', direction: 'up' }] });
    bad({ sort: [{ sort_by: 'score', order: 'asc' }] });
    bad({ sort: [{ sort_by: 'score', filter: 2 }] });
    bad({ facets: [] });
    bad({ group_by: 1 });
    bad({ group_by: { aggregation_method: 'nope' } });
    bad({ group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 } });
    bad({ group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 80 } }, 'polymer_entity');
    bad({ group_by: { aggregation_method: 'matching_deposit_group_id', similarity_cutoff: 80 } });
    bad({ group_by: { aggregation_method: 'matching_deposit_group_id', extra: 1 } });
    bad({ group_by: { aggregation_method: 'matching_deposit_group_id', ranking_criteria_type: {} } });
    bad({
      group_by: { aggregation_method: 'matching_deposit_group_id', ranking_criteria_type: { sort_by: 'coverage' } },
    });
    bad(
      {
        group_by: {
          aggregation_method: 'matching_uniprot_accession',
          ranking_criteria_type: { sort_by: 'coverage', direction: 'asc' },
        },
      },
      'polymer_entity',
    );
    bad({
      group_by: {
        aggregation_method: 'matching_deposit_group_id',
        ranking_criteria_type: { sort_by: 'score', direction: 'x' },
      },
    });
    bad({ group_by_return_type: 'groups' });
    bad({ group_by: { aggregation_method: 'matching_deposit_group_id' }, group_by_return_type: 'all' });
    bad({ return_counts: 'yes' });
    expectStructural(req(q, { request_info: {} }));
    expectStructural(req(q, { request_info: 'x' }));
    expectStructural(req(q, { request_info: { query_id: 1 } }));
    expectStructural(req(q, { request_info: { src: 'web' } }));
    expectStructural(req(q, { request_info: { who: 'me' } }));
  });

  test('validateQueryNode alone', () => {
    assert.deepEqual(validateQueryNode(terminal('full_text', { value: 'x' })), { ok: true, value: true });
    assert.deepEqual(validateQueryNode(terminal('chemical', { type: 'formula', value: '' })), fail('Enter a value.'));
  });
});
