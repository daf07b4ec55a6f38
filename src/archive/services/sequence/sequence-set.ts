// The polymer entity sequences of one type (protein, DNA or RNA): canonical one-letter sequences
// (entity_poly.pdbx_seq_one_letter_code_can) concatenated as residue codes, which is what the
// aligner scans, the seed index is built over and the MMseqs2 database holds. Held as a few
// typed arrays (the form the index stores, sequence-store.ts), not an object per entity: at
// 200,000 entries a record per entity would be most of the service's memory. Records, ids and
// the residue-to-sequence map are made only when something asks for them.

import type { SequenceType } from '../../../model/types.ts';
import { SCHEMES, type ScoringScheme } from './scoring.ts';

export const POLYMER_TYPE_OF: Readonly<Record<SequenceType, string>> = { protein: 'Protein', dna: 'DNA', rna: 'RNA' };

export interface SequenceRecord {
  row: number;
  /** Entity id ('4HHB_1'). */
  id: string;
  /** Upper-case one-letter sequence, whitespace removed. */
  sequence: string;
}

/** Every sequence of a set as columns: what the index stores and what the set is made from. */
export interface SequenceColumns {
  /**
   * The sequences' UTF-16 code units one byte each, one sequence after another; a unit outside
   * ASCII is written 0x80 (any byte ≥ 128 codes as the ambiguous residue, as the unit itself
   * does) and its sequence is kept whole in `wide`.
   */
  letters: Uint8Array;
  /** Sequence k occupies letters[starts[k], starts[k + 1]). */
  starts: Int32Array;
  /** Document rows, ascending. */
  rows: Int32Array;
  /** The entity ids, UTF-8, one after another: id k is idBytes[idStarts[k], idStarts[k + 1]). */
  idBytes: Uint8Array;
  idStarts: Int32Array;
  /**
   * The sequences read from text with a unit outside ASCII (none in the PDB), by index in the
   * set, whole: their letters cannot stand for them (nor, for the motif service, say how the
   * text read before upper-casing, which can turn such a unit into ASCII).
   */
  wide: ReadonlyMap<number, string>;
}

const utf8 = new TextDecoder();

/** Columns of records (in row order); `wide`: records to keep whole though their sequence is ASCII. */
export function columnsOf(records: readonly SequenceRecord[], alsoWide?: ReadonlySet<number>): SequenceColumns {
  let total = 0;
  for (const r of records) total += r.sequence.length;
  const letters = new Uint8Array(total);
  const starts = new Int32Array(records.length + 1);
  const rows = new Int32Array(records.length);
  const ids = records.map((r) => Buffer.from(r.id, 'utf8'));
  const idBytes = new Uint8Array(ids.reduce((sum, id) => sum + id.length, 0));
  const idStarts = new Int32Array(records.length + 1);
  const wide = new Map<number, string>();
  let at = 0;
  let idAt = 0;
  records.forEach((record, k) => {
    starts[k] = at;
    rows[k] = record.row;
    idStarts[k] = idAt;
    idBytes.set(ids[k]!, idAt);
    idAt += ids[k]!.length;
    const sequence = record.sequence;
    if (alsoWide?.has(k)) wide.set(k, sequence);
    for (let i = 0; i < sequence.length; i++) {
      const c = sequence.charCodeAt(i);
      if (c >= 128) wide.set(k, sequence);
      letters[at + i] = c < 128 ? c : 0x80;
    }
    at += sequence.length;
  });
  starts[records.length] = at;
  idStarts[records.length] = idAt;
  return { letters, starts, rows, idBytes, idStarts, wide };
}

export class SequenceSet {
  readonly scheme: ScoringScheme;
  /** Residue codes of every sequence, one after another. */
  readonly residues: Uint8Array;
  /** Sequence k occupies residues[starts[k], starts[k + 1]). */
  readonly starts: Int32Array;
  private sequenceOfResidue: Int32Array | undefined;
  private byId: Map<string, number> | undefined;
  private recordList: SequenceRecord[] | undefined;

  constructor(
    readonly type: SequenceType,
    readonly columns: SequenceColumns,
  ) {
    this.scheme = SCHEMES[type];
    this.starts = columns.starts;
    // encodeResidues over the letters: a byte ≥ 128 is the ambiguous code, as any unit ≥ 128 is
    const { codeOf } = this.scheme;
    const ambiguous = this.scheme.letters.length - 1;
    const letters = columns.letters;
    this.residues = new Uint8Array(letters.length);
    for (let i = 0; i < letters.length; i++) {
      const c = letters[i] as number;
      this.residues[i] = c < 128 ? (codeOf[c] as number) : ambiguous;
    }
  }

  static fromRecords(
    type: SequenceType,
    records: readonly SequenceRecord[],
    alsoWide?: ReadonlySet<number>,
  ): SequenceSet {
    return new SequenceSet(type, columnsOf(records, alsoWide));
  }

  get size(): number {
    return this.columns.rows.length;
  }

  /** Residues in the whole set: the database size n of the E-values. */
  get totalResidues(): number {
    return this.residues.length;
  }

  /** Which sequence each residue belongs to (made on first use: only the seed index needs it). */
  get sequenceOf(): Int32Array {
    if (!this.sequenceOfResidue) {
      const out = new Int32Array(this.residues.length);
      for (let k = 0; k < this.size; k++) out.fill(k, this.starts[k], this.starts[k + 1]);
      this.sequenceOfResidue = out;
    }
    return this.sequenceOfResidue;
  }

  /** The residue codes of sequence k (a view). */
  codes(k: number): Uint8Array {
    return this.residues.subarray(this.starts[k] as number, this.starts[k + 1] as number);
  }

  row(k: number): number {
    return this.columns.rows[k] as number;
  }

  id(k: number): string {
    const { idBytes, idStarts } = this.columns;
    return utf8.decode(idBytes.subarray(idStarts[k] as number, idStarts[k + 1] as number));
  }

  /** Upper-case one-letter sequence k. */
  sequence(k: number): string {
    const { letters, wide } = this.columns;
    const start = this.starts[k] as number;
    return (
      wide.get(k) ??
      Buffer.from(letters.buffer, letters.byteOffset + start, (this.starts[k + 1] as number) - start).toString('latin1')
    );
  }

  /** Every sequence as a record (made on first use, for ingest's clustering and for tests). */
  get records(): readonly SequenceRecord[] {
    this.recordList ??= Array.from({ length: this.size }, (_, k) => ({
      row: this.row(k),
      id: this.id(k),
      sequence: this.sequence(k),
    }));
    return this.recordList;
  }

  indexOfId(id: string): number | undefined {
    if (!this.byId) {
      this.byId = new Map();
      for (let k = 0; k < this.size; k++) this.byId.set(this.id(k), k);
    }
    return this.byId.get(id);
  }

  indexOfRow(row: number): number | undefined {
    const rows = this.columns.rows;
    let low = 0;
    let high = rows.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = rows[mid] as number;
      if (at === row) return mid;
      if (at < row) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }
}
