// The sequences the motif service scans, per polymer type: each polymer entity's canonical
// sequence (entity_poly.pdbx_seq_one_letter_code_can, whitespace removed) as letter codes (A-Z as
// 0-25, anything else -1, case ignored). Read from the sequence service's stored sets
// (sequence_set, sequence-store.ts) where they give exactly these codes — always in the PDB:
// their letters are the same sequences upper-cased, and the entities they leave out (empty
// sequences) hold no match — else decoded from every polymer entity body (seconds at 20,000
// entries, minutes at 200,000).

import type Database from 'better-sqlite3';
import { SEQUENCE_TYPES } from '../../../model/constants/vocabulary.ts';
import type { SequenceType } from '../../../model/types.ts';
import { bodyDecoder } from '../../index/body-codec.ts';
import { POLYMER_TYPE_OF, type SequenceSet } from '../sequence/sequence-set.ts';
import { storedSequenceSets } from '../sequence/sequence-store.ts';
import { encodeSequence } from './matcher.ts';

export interface MotifSequence {
  row: number;
  residues: Int8Array;
}

/** The sequences of every polymer entity body, by type, in row order. */
export function decodeMotifSequences(db: Database.Database): Map<SequenceType, MotifSequence[]> {
  const byType = new Map<SequenceType, MotifSequence[]>(SEQUENCE_TYPES.map((t) => [t, []]));
  const typeOf = new Map(Object.entries(POLYMER_TYPE_OF).map(([k, v]) => [v, k as SequenceType]));
  bodyDecoder(db);
  const rows = db
    .prepare(
      // one json_extract of both paths: each body_json() in a row would decompress the body again
      `SELECT row, json_extract(body_json(body), '$.entity_poly.pdbx_seq_one_letter_code_can',
                               '$.entity_poly.rcsb_entity_polymer_type') AS fields
         FROM doc WHERE type = 'polymer_entity' ORDER BY row`,
    )
    .raw()
    .iterate() as IterableIterator<[number, string]>;
  for (const [row, fields] of rows) {
    const [seq, type] = JSON.parse(fields) as [unknown, unknown];
    const sequenceType = typeof type === 'string' ? typeOf.get(type) : undefined;
    if (!sequenceType || typeof seq !== 'string') continue;
    byType.get(sequenceType)!.push({ row, residues: encodeSequence(seq.replace(/\s+/g, '')) });
  }
  return byType;
}

/** A stored set's sequences as motif codes: views of one array over all its letters. */
function fromSet(set: SequenceSet): MotifSequence[] {
  const letters = set.columns.letters;
  const codes = new Int8Array(letters.length);
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i] as number;
    codes[i] = c >= 65 && c <= 90 ? c - 65 : -1;
  }
  return Array.from({ length: set.size }, (_, k) => ({
    row: set.row(k),
    residues: codes.subarray(set.starts[k] as number, set.starts[k + 1] as number),
  }));
}

/** The stored sets when every letter is ASCII (a letter outside it upper-cases unlike encodeSequence reads it), else the bodies. */
export function motifSequences(db: Database.Database): Map<SequenceType, MotifSequence[]> {
  const stored = storedSequenceSets(db);
  if (!stored || [...stored.values()].some((set) => set.columns.wide.size > 0)) return decodeMotifSequences(db);
  return new Map(SEQUENCE_TYPES.map((type) => [type, stored.has(type) ? fromSet(stored.get(type)!) : []]));
}
