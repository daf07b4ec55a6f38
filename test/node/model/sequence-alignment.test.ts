// A sequence hit's alignment as the view draws it (model/sequence-alignment.ts): columns marked by
// the query and subject residues (BLOSUM62 decides similar), runs of each kind, the
// positives over the paired columns, rows in the Alignment Reference's order, and each row's
// residue number at a column.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blosum62 } from '../../../src/model/blosum62.ts';
import { alignmentColumns, residueAt, sequenceAlignmentLayout } from '../../../src/model/sequence-alignment.ts';

const MATCH = {
  query_beg: 5,
  query_end: 12,
  subject_beg: 20,
  subject_end: 26,
  query_aligned_seq: 'VLS-PADKW',
  subject_aligned_seq: 'VIT-P-DRW',
  sequence_identity: 0.5,
  evalue: 1e-9,
};

test('BLOSUM62 is the published table: symmetric, its diagonal and a few known cells', () => {
  assert.equal(blosum62('W', 'W'), 11);
  assert.equal(blosum62('C', 'C'), 9);
  assert.equal(blosum62('I', 'L'), 2);
  assert.equal(blosum62('K', 'R'), 2);
  assert.equal(blosum62('W', 'G'), -2);
  assert.equal(blosum62('?', 'A'), blosum62('X', 'A'));
  const letters = 'ARNDCQEGHILKMFPSTWYV';
  for (const a of letters) for (const b of letters) assert.equal(blosum62(a, b), blosum62(b, a), `${a}${b}`);
});

test('each column is identical, similar (a positive BLOSUM62 score), different or a gap', () => {
  assert.deepEqual(alignmentColumns(MATCH.query_aligned_seq, MATCH.subject_aligned_seq), [
    'identical', // V V
    'similar', // L I: 2
    'similar', // S T: 1
    'gap',
    'identical', // P P
    'gap', // A -
    'identical', // D D
    'similar', // K R: 2
    'identical', // W W
  ]);
  // nucleotides have no similar letters
  assert.deepEqual(alignmentColumns('ACGT', 'ACCT', false), ['identical', 'identical', 'different', 'identical']);
});

test('the layout: runs, positives over the paired columns, rows by the reference', () => {
  const layout = sequenceAlignmentLayout(MATCH, 'Query');
  assert.deepEqual(layout.runs.slice(0, 3), [
    { kind: 'identical', begin: 1, end: 1 },
    { kind: 'similar', begin: 2, end: 3 },
    { kind: 'gap', begin: 4, end: 4 },
  ]);
  assert.equal(layout.positives, 7 / 7);
  assert.equal(sequenceAlignmentLayout({ ...MATCH, subject_aligned_seq: 'VWT-P-DRW' }, 'Query').positives, 6 / 7);
  assert.deepEqual(
    layout.rows.map((r) => r.label),
    ['Query', 'Subject'],
  );
  assert.equal(layout.pairwise, false);
  assert.deepEqual(
    sequenceAlignmentLayout(MATCH, 'Subject').rows.map((r) => r.label),
    ['Subject', 'Query'],
  );
  assert.equal(sequenceAlignmentLayout(MATCH, 'Pairwise').pairwise, true);
});

test("a row's residue number at a column counts its own residues, none at a gap", () => {
  const [query, subject] = sequenceAlignmentLayout(MATCH, 'Query').rows;
  assert.equal(residueAt(query!, 1), 5);
  assert.equal(residueAt(query!, 4), undefined);
  assert.equal(residueAt(query!, 5), 8);
  assert.equal(residueAt(query!, 9), 12);
  assert.equal(residueAt(subject!, 6), undefined);
  assert.equal(residueAt(subject!, 9), 26);
});
