// The sequence sets as the index stores them (table sequence_set, one row per sequence type,
// written by the sequence service's ingest hook): the columns of sequence-set.ts as BLOBs, so a
// server reads them in one statement instead of decompressing and parsing every polymer entity
// body (11.6 s at 20,000 entries, ≈ 2 minutes at 200,000). Integer columns are Int32 in the
// platform's byte order, as the index's other typed BLOBs (structure_shape) are.
//
// An addition in place decodes only its new entities' bodies and appends them: new documents
// take rows after the last, so the sets stay in row order.

import type Database from 'better-sqlite3';
import { SEQUENCE_TYPES } from '../../../model/constants/vocabulary.ts';
import type { SequenceType } from '../../../model/types.ts';
import { bodyDecoder } from '../../index/body-codec.ts';
import { POLYMER_TYPE_OF, SequenceSet, type SequenceColumns, type SequenceRecord } from './sequence-set.ts';

export const SEQUENCE_SET_TABLE = 'sequence_set';

const CREATE = `CREATE TABLE IF NOT EXISTS ${SEQUENCE_SET_TABLE} (
  type TEXT PRIMARY KEY,
  letters BLOB NOT NULL,
  starts BLOB NOT NULL,
  rows BLOB NOT NULL,
  ids BLOB NOT NULL,
  id_starts BLOB NOT NULL,
  wide TEXT
) WITHOUT ROWID`;

/** The polymer entity sequences of an index's documents from `fromRow` on, by type, in row order. */
export function decodeSequenceSets(db: Database.Database, fromRow = 0): Map<SequenceType, SequenceSet> {
  const typeOf = new Map(Object.entries(POLYMER_TYPE_OF).map(([type, polymer]) => [polymer, type as SequenceType]));
  const byType = new Map<SequenceType, SequenceRecord[]>(SEQUENCE_TYPES.map((type) => [type, []]));
  // records whose text had a unit outside ASCII, even where upper-casing left ASCII ('ı' -> 'I')
  const wide = new Map<SequenceType, Set<number>>(SEQUENCE_TYPES.map((type) => [type, new Set()]));
  bodyDecoder(db);
  const rows = db
    .prepare(
      // one json_extract of several paths: each body_json() in a row would decompress the body again
      `SELECT row, id, json_extract(body_json(body), '$.entity_poly.pdbx_seq_one_letter_code_can',
                                    '$.entity_poly.rcsb_entity_polymer_type') AS fields
         FROM doc WHERE type = 'polymer_entity' AND row >= ? ORDER BY row`,
    )
    .raw()
    .iterate(fromRow) as IterableIterator<[number, string, string]>;
  for (const [row, id, fields] of rows) {
    const [seq, polymerType] = JSON.parse(fields) as [unknown, unknown];
    const type = typeof polymerType === 'string' ? typeOf.get(polymerType) : undefined;
    if (!type || typeof seq !== 'string') continue;
    const text = seq.replace(/\s+/g, '');
    const sequence = text.toUpperCase();
    if (sequence.length === 0) continue;
    const records = byType.get(type)!;
    if (/[^\0-\x7f]/.test(text)) wide.get(type)!.add(records.length);
    records.push({ row, id, sequence });
  }
  return new Map([...byType].map(([type, records]) => [type, SequenceSet.fromRecords(type, records, wide.get(type))]));
}

function blobOf(array: Uint8Array | Int32Array): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

/** An Int32Array over a BLOB's bytes (copied when SQLite's buffer is not 4-byte aligned). */
function int32Of(blob: Buffer): Int32Array {
  if (blob.byteOffset % 4 === 0) return new Int32Array(blob.buffer, blob.byteOffset, blob.byteLength / 4);
  return new Int32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
}

/** Writes the sets in place of any the index had. */
export function writeSequenceSets(db: Database.Database, sets: ReadonlyMap<SequenceType, SequenceSet>): void {
  db.exec(CREATE);
  const insert = db.prepare(
    `INSERT INTO ${SEQUENCE_SET_TABLE} (type, letters, starts, rows, ids, id_starts, wide) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.exec(`DELETE FROM ${SEQUENCE_SET_TABLE}`);
    for (const [type, { columns: c }] of sets) {
      const wide = c.wide.size > 0 ? JSON.stringify([...c.wide]) : null;
      insert.run(
        type,
        blobOf(c.letters),
        blobOf(c.starts),
        blobOf(c.rows),
        blobOf(c.idBytes),
        blobOf(c.idStarts),
        wide,
      );
    }
  })();
}

/** The stored sets; undefined when the index has none (built without the service's hook). */
export function storedSequenceSets(db: Database.Database): Map<SequenceType, SequenceSet> | undefined {
  const table = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(SEQUENCE_SET_TABLE);
  if (!table) return undefined;
  const stored = db
    .prepare(`SELECT type, letters, starts, rows, ids, id_starts, wide FROM ${SEQUENCE_SET_TABLE}`)
    .raw()
    .all() as Array<[SequenceType, Buffer, Buffer, Buffer, Buffer, Buffer, string | null]>;
  const sets = new Map<SequenceType, SequenceSet>();
  for (const [type, letters, starts, rows, ids, idStarts, wide] of stored) {
    const columns: SequenceColumns = {
      letters,
      starts: int32Of(starts),
      rows: int32Of(rows),
      idBytes: ids,
      idStarts: int32Of(idStarts),
      wide: new Map(wide ? (JSON.parse(wide) as Array<[number, string]>) : []),
    };
    sets.set(type, new SequenceSet(type, columns));
  }
  // the document reader's order of types, whatever order the rows came in
  return new Map(SEQUENCE_TYPES.filter((type) => sets.has(type)).map((type) => [type, sets.get(type)!]));
}

/** The index's sequence sets: the stored ones, else decoded from its documents. */
export function readSequenceSets(db: Database.Database): Map<SequenceType, SequenceSet> {
  return storedSequenceSets(db) ?? decodeSequenceSets(db);
}

function joined<T extends Uint8Array | Int32Array>(a: T, b: T, make: (length: number) => T): T {
  const out = make(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Set `a` followed by set `b` (of the same type; b's rows after a's). */
export function appendSequenceSet(a: SequenceSet, b: SequenceSet): SequenceSet {
  const x = a.columns;
  const y = b.columns;
  const shifted = (offsets: Int32Array, by: number): Int32Array => offsets.subarray(1).map((o) => o + by);
  const columns: SequenceColumns = {
    letters: joined(x.letters, y.letters, (n) => new Uint8Array(n)),
    starts: joined(x.starts, shifted(y.starts, x.letters.length), (n) => new Int32Array(n)),
    rows: joined(x.rows, y.rows, (n) => new Int32Array(n)),
    idBytes: joined(x.idBytes, y.idBytes, (n) => new Uint8Array(n)),
    idStarts: joined(x.idStarts, shifted(y.idStarts, x.idBytes.length), (n) => new Int32Array(n)),
    wide: new Map([...x.wide, ...[...y.wide].map(([k, s]): [number, string] => [k + a.size, s])]),
  };
  return new SequenceSet(a.type, columns);
}
