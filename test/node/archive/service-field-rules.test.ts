// Issue 14, "one validator per rule": the archive's service parsers reuse the model's field rules
// (src/model/validation-*.ts) instead of restating them. For each rule, the same bad parameters
// get the same answer from the service parser as from the model's request check
// (validateQueryNode), and where the builder can type the input, from the builder's validator too.
// Each case is shaped as the schema wants, so both reach the field rule itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import { readChemicalParameters } from '../../../src/archive/services/chemical/parameters.ts';
import { compileSeqmotif } from '../../../src/archive/services/seqmotif/service.ts';
import { readSequenceQuery } from '../../../src/archive/services/sequence/parameters.ts';
import { readStrucmotifRequest } from '../../../src/archive/services/strucmotif/parameters.ts';
import { readStructureRequest } from '../../../src/archive/services/structure/parameters.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import { validateQueryNode } from '../../../src/model/request/validation.ts';
import type { BuilderResidue, Result } from '../../../src/model/types.ts';
import { validateChemical } from '../../../src/model/validation/chemical.ts';
import { validateSeqmotif } from '../../../src/model/validation/seqmotif.ts';
import { validateStructure } from '../../../src/model/validation/structure.ts';
import { validateStrucmotif } from '../../../src/model/validation/strucmotif.ts';

type Service = 'strucmotif' | 'structure' | 'chemical' | 'seqmotif' | 'sequence';

const READERS: Record<Service, (parameters: unknown) => unknown> = {
  strucmotif: readStrucmotifRequest,
  structure: readStructureRequest,
  chemical: readChemicalParameters,
  seqmotif: compileSeqmotif,
  sequence: readSequenceQuery,
};

const ACCEPTED = 'accepted';

function serviceAnswer(service: Service, parameters: unknown): string {
  try {
    READERS[service](parameters);
    return ACCEPTED;
  } catch (error) {
    assert.ok(error instanceof QueryError, String(error));
    return error.message;
  }
}

function modelAnswer(service: Service, parameters: unknown): string {
  const checked = validateQueryNode({ type: 'terminal', service, parameters });
  return checked.ok ? ACCEPTED : checked.message;
}

const builderAnswer = (checked: Result<unknown>): string => (checked.ok ? ACCEPTED : checked.message);

/** Both answer `expected` (a message, or a pattern for the wording the seeds leave open). */
function sameAnswer(service: Service, parameters: unknown, expected: string | RegExp): string {
  const model = modelAnswer(service, parameters);
  assert.equal(serviceAnswer(service, parameters), model, JSON.stringify(parameters));
  if (typeof expected === 'string') assert.equal(model, expected, JSON.stringify(parameters));
  else assert.match(model, expected, JSON.stringify(parameters));
  return model;
}

const motif = (text: string) => MESSAGE_TEMPLATES.strucmotif(text);
const unsupported = (option: string) => MESSAGE_TEMPLATES.requestQueryErrors(`${option} is not supported`);
const id = (seq: number, chain = 'A') => ({ label_asym_id: chain, label_seq_id: seq, struct_oper_id: '1' });
const entryMotif = (residueIds: unknown, extra: object = {}) => ({
  value: { entry_id: '1ABC', residue_ids: residueIds },
  ...extra,
});
const pair = [id(9), id(39)];
const row = (seq: number, exchanges = ''): BuilderResidue => ({
  label_asym_id: 'A',
  struct_oper_id: '1',
  label_seq_id: seq,
  exchanges,
});
const builderMotif = (residues: BuilderResidue[]) =>
  validateStrucmotif({ value: { entry_id: '1ABC' }, residues, rmsd_cutoff: '', atom_pairing_scheme: 'ALL' });

test('structure motif: residue count, residue ids, reference and format', () => {
  const eleven = Array.from({ length: 11 }, (_, i) => id(i + 1));
  const tooMany = sameAnswer('strucmotif', entryMotif(eleven), motif(MESSAGES.strucmotifTooManyResidues));
  assert.equal(builderAnswer(builderMotif(eleven.map((r) => row(r.label_seq_id)))), tooMany);
  const tooFew = sameAnswer('strucmotif', entryMotif([id(9)]), motif(MESSAGES.strucmotifTooFewResidues));
  assert.equal(builderAnswer(builderMotif([row(9)])), tooFew);

  const incomplete = motif(MESSAGES.strucmotifResidueIncomplete);
  sameAnswer('strucmotif', entryMotif([id(9), { label_asym_id: 'A' }]), incomplete);
  sameAnswer('strucmotif', entryMotif([id(9), { label_asym_id: ' ', label_seq_id: 3 }]), incomplete);
  // the server took a negative residue number and failed later, looking for it
  sameAnswer('strucmotif', entryMotif([id(9), id(-3)]), incomplete);

  const badEntry = sameAnswer(
    'strucmotif',
    { value: { entry_id: 'XXXX', residue_ids: pair } },
    motif(MESSAGES.strucmotifInvalidEntryId),
  );
  assert.equal(
    builderAnswer(
      validateStrucmotif({
        value: { entry_id: 'XXXX' },
        residues: [row(9), row(39)],
        rmsd_cutoff: '',
        atom_pairing_scheme: 'ALL',
      }),
    ),
    badEntry,
  );
  sameAnswer('strucmotif', { value: {} }, motif(MESSAGES.strucmotifReferenceRequired));
  const url = 'https://files.example.org/x.cif';
  sameAnswer('strucmotif', { value: { url: 'not a url', format: 'cif' } }, motif(MESSAGES.strucmotifInvalidUrl));
  sameAnswer('strucmotif', { value: { url } }, motif(MESSAGES.strucmotifFormatRequired));
  sameAnswer('strucmotif', { value: { url, format: 'pdb' } }, motif(MESSAGES.strucmotifUrlFormat));
  // the server lower-cased the format; the schema and the request checks take it as written
  sameAnswer('strucmotif', { value: { url, format: 'CIF' } }, motif(MESSAGES.strucmotifUrlFormat));
  sameAnswer('strucmotif', { value: { data: 'not base64!', format: 'cif' } }, /strucmotif data must be base64/);
  // Base64 data without a format: the request checks said 'must be cif or bcif', the server 'must be specified'
  sameAnswer('strucmotif', { value: { data: 'AAAA' } }, motif(MESSAGES.strucmotifFormatRequired));
});

test('structure motif: cutoff, pairing, pruning, tolerances, limit and structure lists', () => {
  sameAnswer('strucmotif', entryMotif(pair, { rmsd_cutoff: -1 }), motif(MESSAGES.strucmotifInvalidRmsd));
  sameAnswer('strucmotif', entryMotif(pair, { rmsd_cutoff: '2' }), motif(MESSAGES.strucmotifInvalidRmsd));
  sameAnswer('strucmotif', entryMotif(pair, { atom_pairing_scheme: 'CA' }), unsupported("atom_pairing_scheme 'CA'"));
  sameAnswer(
    'strucmotif',
    entryMotif(pair, { motif_pruning_strategy: 'PRIM' }),
    unsupported("motif_pruning_strategy 'PRIM'"),
  );
  sameAnswer('strucmotif', entryMotif(pair, { angle_tolerance: 5 }), /angle_tolerance must be an integer 0 to 3/);
  sameAnswer('strucmotif', entryMotif(pair, { limit: -1 }), /limit must be a non-negative integer/);
  sameAnswer('strucmotif', entryMotif(pair, { allowed_structures: [] }), /allowed_structures must be a non-empty/);
});

test('structure motif: exchanges', () => {
  const exchange = (allowed: unknown, residue_id: unknown = id(9)) =>
    entryMotif(pair, { exchanges: [{ residue_id, allowed }] });
  const five = ['ARG', 'HIS', 'ASN', 'GLN', 'GLU'];
  const tooMany = sameAnswer('strucmotif', exchange(five), motif(MESSAGES.strucmotifTooManyExchanges));
  assert.equal(builderAnswer(builderMotif([row(9, five.join(',')), row(39)])), tooMany);
  const unknown = sameAnswer(
    'strucmotif',
    exchange(['XYZ']),
    motif(MESSAGE_TEMPLATES.strucmotifUnknownExchange('XYZ')),
  );
  assert.equal(builderAnswer(builderMotif([row(9, 'XYZ'), row(39)])), unknown);
  // the server upper-cased codes; the schema's enumeration and the request checks take them as written
  sameAnswer('strucmotif', exchange(['his']), motif(MESSAGE_TEMPLATES.strucmotifUnknownExchange('his')));
  sameAnswer('strucmotif', exchange(['ARG'], { label_asym_id: 'A' }), motif(MESSAGES.strucmotifResidueIncomplete));
  sameAnswer('strucmotif', exchange([]), /exchanges need allowed residue codes/);
  sameAnswer('strucmotif', entryMotif(pair, { exchanges: [] }), /exchanges must be a non-empty list/);
  const sixteenPlus = [9, 39, 40, 41, 42].map((seq) => ({
    residue_id: id(seq),
    allowed: ['ARG', 'HIS', 'ASN', 'GLN'],
  }));
  const five_ = [9, 39, 40, 41, 42].map((seq) => id(seq));
  sameAnswer('strucmotif', entryMotif(five_, { exchanges: sixteenPlus }), /at most 16 exchanges in total/);
  // the schema lets an exchange leave out its codes; the request checks refused that, the server took it
  sameAnswer('strucmotif', exchange(undefined), ACCEPTED);
});

test('structure similarity: reference and options', () => {
  const chain = { entry_id: '4HHB', asym_id: 'A' };
  const badEntry = sameAnswer(
    'structure',
    { value: { entry_id: 'XYZ', asym_id: 'A' } },
    MESSAGES.structureInvalidEntryId,
  );
  assert.equal(
    builderAnswer(validateStructure({ operator: 'strict_shape_match', value: { entry_id: 'XYZ' } })),
    badEntry,
  );
  sameAnswer('structure', { value: 'four' }, MESSAGES.structureInvalidEntryId);
  const url = 'https://example.org/x.cif';
  const badUrl = sameAnswer(
    'structure',
    { value: { url: 'ftp://example.org/x.cif', format: 'cif' } },
    MESSAGES.structureInvalidUrl,
  );
  assert.equal(
    builderAnswer(validateStructure({ operator: 'strict_shape_match', value: { url: 'ftp://x' }, source: 'url' })),
    badUrl,
  );
  sameAnswer('structure', { value: { url } }, MESSAGES.structureInvalidUrl);
  sameAnswer('structure', { value: { url, format: 'ccp4' } }, MESSAGES.structureInvalidUrl);
  // the server lower-cased the format; the schema and the request checks take it as written
  sameAnswer('structure', { value: { url, format: 'CIF' } }, MESSAGES.structureInvalidUrl);
  sameAnswer('structure', { value: { data: 'not base64!', format: 'cif' } }, /structure data must be base64/);
  sameAnswer('structure', { value: chain, operator: 'exact_shape_match' }, unsupported("operator 'exact_shape_match'"));
  sameAnswer('structure', { value: chain, target_search_space: 'entry' }, unsupported("target_search_space 'entry'"));
  sameAnswer('structure', { value: chain, similarity_type: 'fuzzy' }, unsupported("similarity_type 'fuzzy'"));
  sameAnswer('structure', { value: chain, number_of_candidates: 20000 }, /number_of_candidates must be an integer/);
  sameAnswer('structure', { value: chain, ptmscore_cutoff: 2 }, /ptmscore_cutoff must be between 0 and 1/);
});

test('chemical similarity: value, type and options', () => {
  const empty = sameAnswer('chemical', { type: 'formula', value: '  ' }, MESSAGES.chemicalValueRequired);
  assert.equal(builderAnswer(validateChemical({ type: 'formula', value: ' ' })), empty);
  // the server answered a value that is not text with 'The chemical service needs a string value'
  sameAnswer('chemical', { type: 'formula', value: 42 }, MESSAGES.chemicalValueRequired);
  sameAnswer('chemical', { type: 'smiles', value: 'CCO' }, unsupported("type 'smiles'"));
  sameAnswer('chemical', { type: 'formula', value: 'C6H6', match_subset: 'yes' }, /match_subset must be a boolean/);
  const descriptor = { type: 'descriptor', value: 'CCO', descriptor_type: 'SMILES' };
  sameAnswer('chemical', { ...descriptor, descriptor_type: 'MOL' }, unsupported("descriptor_type 'MOL'"));
  sameAnswer('chemical', { ...descriptor, match_type: 'graph-fuzzy' }, unsupported("match_type 'graph-fuzzy'"));
});

test('sequence motif and sequence: the motif and the types', () => {
  // the server prefixed this one with 'Invalid sequence motif: '
  const short = sameAnswer('seqmotif', { value: ' C ', pattern_type: 'simple' }, MESSAGES.motifTooShort);
  assert.equal(
    builderAnswer(validateSeqmotif({ value: 'C', pattern_type: 'simple', sequence_type: 'protein' })),
    short,
  );
  sameAnswer('seqmotif', { value: 42, pattern_type: 'simple' }, MESSAGES.motifTooShort);
  sameAnswer('seqmotif', { value: 'CC', pattern_type: 'glob' }, unsupported("pattern_type 'glob'"));
  sameAnswer(
    'seqmotif',
    { value: 'CC', pattern_type: 'simple', sequence_type: 'peptide' },
    unsupported("sequence_type 'peptide'"),
  );
  sameAnswer('sequence', { value: 'A'.repeat(30), sequence_type: 'peptide' }, unsupported("sequence_type 'peptide'"));
});
