// The stored sequence sets (table sequence_set): what the server reads at start must be exactly
// what decoding every polymer entity body gives — the same rows, ids, letters and residue codes
// in the same order — on the shared archive; a set split at a row and appended back is the
// whole set (what an addition in place does); a sequence with characters outside ASCII keeps
// them through the table and codes as before; the motif service's sequences read from the
// table are those it decoded from the bodies.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { SCHEMES, encodeResidues } from '../../../src/archive/services/sequence/scoring.ts';
import { SequenceSet, type SequenceRecord } from '../../../src/archive/services/sequence/sequence-set.ts';
import {
  SEQUENCE_SET_TABLE,
  appendSequenceSet,
  decodeSequenceSets,
  storedSequenceSets,
  writeSequenceSets,
} from '../../../src/archive/services/sequence/sequence-store.ts';
import { decodeMotifSequences, motifSequences } from '../../../src/archive/services/seqmotif/sequences.ts';
import { getTestArchive } from './fixture.ts';

function assertSameSet(actual: SequenceSet, expected: SequenceSet, what: string): void {
  assert.equal(actual.type, expected.type, what);
  assert.equal(actual.size, expected.size, what);
  assert.deepEqual(actual.records, expected.records, what);
  assert.deepEqual(actual.residues, expected.residues, what);
  assert.deepEqual(actual.starts, expected.starts, what);
  assert.deepEqual(actual.sequenceOf, expected.sequenceOf, what);
  for (let k = 0; k < expected.size; k++) {
    const record = expected.records[k]!;
    assert.deepEqual(actual.codes(k), encodeResidues(record.sequence, expected.scheme), `${what} ${record.id}`);
    assert.equal(actual.indexOfId(record.id), k);
    assert.equal(actual.indexOfRow(record.row), k);
  }
  assert.equal(actual.indexOfRow(-1), undefined);
  assert.equal(actual.indexOfId('NONE_1'), undefined);
}

test('the stored sequence sets are those the documents give', async () => {
  const archive = await getTestArchive();
  const db = archive.open();
  try {
    const stored = storedSequenceSets(db);
    assert.ok(stored, `the index has a ${SEQUENCE_SET_TABLE} table`);
    const decoded = decodeSequenceSets(db);
    assert.deepEqual([...stored.keys()], [...decoded.keys()]);
    for (const [type, set] of decoded) {
      assert.ok(set.size > 0, `${type} sequences in the shared archive`);
      assertSameSet(stored.get(type)!, set, type);
    }
  } finally {
    db.close();
  }
});

test('a set split at a row and appended back is the whole set', async () => {
  const archive = await getTestArchive();
  const db = archive.open();
  try {
    for (const [type, whole] of decodeSequenceSets(db)) {
      const split = whole.records[Math.floor(whole.size / 3)]!.row;
      const before = SequenceSet.fromRecords(
        type,
        whole.records.filter((r) => r.row < split),
      );
      const added = decodeSequenceSets(db, split).get(type)!;
      assertSameSet(appendSequenceSet(before, added), whole, type);
    }
  } finally {
    db.close();
  }
});

test('a sequence with characters outside ASCII keeps them through the table', () => {
  const records: SequenceRecord[] = [
    { row: 3, id: '1ABC_1', sequence: 'MKVL' },
    { row: 5, id: '1ABC_2', sequence: 'AC\u00c9GZ\u2603W' },
    { row: 9, id: '1ÅBC_3', sequence: 'GGH' },
  ];
  const db = new Database(':memory:');
  try {
    const set = SequenceSet.fromRecords('protein', records);
    writeSequenceSets(db, new Map([['protein', set]]));
    const read = storedSequenceSets(db)!.get('protein')!;
    assert.deepEqual(read.records, records);
    for (const [k, r] of records.entries())
      assert.deepEqual(read.codes(k), encodeResidues(r.sequence, SCHEMES.protein));
    const appended = appendSequenceSet(
      read,
      SequenceSet.fromRecords('protein', [{ row: 12, id: '2X_1', sequence: 'Ω' }]),
    );
    assert.equal(appended.sequence(1), records[1]!.sequence);
    assert.equal(appended.sequence(3), 'Ω');
    assert.equal(appended.id(2), '1ÅBC_3');
  } finally {
    db.close();
  }
});

test('the motif service reads from the stored sets what the bodies give', async () => {
  const archive = await getTestArchive();
  const db = archive.open();
  try {
    const expected = decodeMotifSequences(db);
    const actual = motifSequences(db);
    assert.deepEqual([...actual.keys()], [...expected.keys()]);
    for (const [type, sequences] of expected) {
      // the bodies' empty sequences are left out of the sets: they hold no match
      const nonEmpty = sequences.filter((s) => s.residues.length > 0);
      assert.ok(nonEmpty.length > 0, type);
      assert.deepEqual(actual.get(type), nonEmpty, type);
    }
  } finally {
    db.close();
  }
});

test('a sequence read from text outside ASCII is kept whole even when upper-cased to ASCII', () => {
  const records: SequenceRecord[] = [
    { row: 1, id: '1ABC_1', sequence: 'MKI' },
    { row: 2, id: '1ABC_2', sequence: 'GGS' },
  ];
  const db = new Database(':memory:');
  try {
    writeSequenceSets(db, new Map([['protein', SequenceSet.fromRecords('protein', records, new Set([0]))]]));
    const read = storedSequenceSets(db)!.get('protein')!;
    assert.deepEqual([...read.columns.wide], [[0, 'MKI']]);
    assert.deepEqual(read.records, records);
  } finally {
    db.close();
  }
});
