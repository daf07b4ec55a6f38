// The polymer entity sequences of one type (protein, DNA or RNA) read from an index: canonical
// one-letter sequences (entity_poly.pdbx_seq_one_letter_code_can) concatenated as residue codes,
// which is what the aligner scans, the seed index is built over and the MMseqs2 database holds.

import type Database from 'better-sqlite3';
import type { SequenceType } from '../../../model/types.ts';
import { bodyDecoder } from '../../index/body-codec.ts';
import { SCHEMES, encodeResidues, type ScoringScheme } from './scoring.ts';

export const POLYMER_TYPE_OF: Readonly<Record<SequenceType, string>> = { protein: 'Protein', dna: 'DNA', rna: 'RNA' };

export interface SequenceRecord {
  row: number;
  /** Entity id ('4HHB_1'). */
  id: string;
  /** Upper-case one-letter sequence, whitespace removed. */
  sequence: string;
}

export class SequenceSet {
  readonly scheme: ScoringScheme;
  /** Residue codes of every sequence, one after another. */
  readonly residues: Uint8Array;
  /** Sequence k occupies residues[starts[k], starts[k + 1]). */
  readonly starts: Int32Array;
  /** Which sequence each residue belongs to. */
  readonly sequenceOf: Int32Array;
  private readonly byId = new Map<string, number>();
  private readonly byRow = new Map<number, number>();

  constructor(
    readonly type: SequenceType,
    readonly records: readonly SequenceRecord[],
  ) {
    this.scheme = SCHEMES[type];
    let total = 0;
    for (const r of records) total += r.sequence.length;
    this.residues = new Uint8Array(total);
    this.starts = new Int32Array(records.length + 1);
    this.sequenceOf = new Int32Array(total);
    let at = 0;
    records.forEach((record, k) => {
      this.starts[k] = at;
      this.residues.set(encodeResidues(record.sequence, this.scheme), at);
      this.sequenceOf.fill(k, at, at + record.sequence.length);
      at += record.sequence.length;
      this.byId.set(record.id, k);
      this.byRow.set(record.row, k);
    });
    this.starts[records.length] = at;
  }

  get size(): number {
    return this.records.length;
  }

  /** Residues in the whole set: the database size n of the E-values. */
  get totalResidues(): number {
    return this.residues.length;
  }

  /** The residue codes of sequence k (a view). */
  codes(k: number): Uint8Array {
    return this.residues.subarray(this.starts[k] as number, this.starts[k + 1] as number);
  }

  indexOfId(id: string): number | undefined {
    return this.byId.get(id);
  }

  indexOfRow(row: number): number | undefined {
    return this.byRow.get(row);
  }
}

/** Every polymer entity sequence of an index by type, in document order. */
export function readSequenceSets(db: Database.Database): Map<SequenceType, SequenceSet> {
  const typeOf = new Map(Object.entries(POLYMER_TYPE_OF).map(([type, polymer]) => [polymer, type as SequenceType]));
  const byType = new Map<SequenceType, SequenceRecord[]>([
    ['protein', []],
    ['dna', []],
    ['rna', []],
  ]);
  bodyDecoder(db);
  const rows = db
    .prepare(
      // one json_extract of several paths: each body_json() in a row would decompress the body again
      `SELECT row, id, json_extract(body_json(body), '$.entity_poly.pdbx_seq_one_letter_code_can',
                                    '$.entity_poly.rcsb_entity_polymer_type') AS fields
         FROM doc WHERE type = 'polymer_entity' ORDER BY row`,
    )
    .raw()
    .iterate() as IterableIterator<[number, string, string]>;
  for (const [row, id, fields] of rows) {
    const [seq, polymerType] = JSON.parse(fields) as [unknown, unknown];
    const type = typeof polymerType === 'string' ? typeOf.get(polymerType) : undefined;
    if (!type || typeof seq !== 'string') continue;
    const sequence = seq.replace(/\s+/g, '').toUpperCase();
    if (sequence.length > 0) byType.get(type)!.push({ row, id, sequence });
  }
  return new Map([...byType].map(([type, records]) => [type, new SequenceSet(type, records)]));
}
