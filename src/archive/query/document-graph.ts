// The document graph of an index — per row its type, entry, parent, content type and identifier;
// the rows of each type; children per entry and per entity; the component links — read from the
// index file once, into typed arrays over SharedArrayBuffers. The server reads it on its main
// thread and hands it to the search workers in their workerData (shared memory crosses threads
// without a copy), so one copy serves every thread where each used to read its own: ≈ 40 MB a
// thread at 20,000 entries, ≈ 400 MB at 200,000. Identifiers are UTF-8 bytes with offsets, not a
// string per row (a V8 string and its array slot take ≈ 40 bytes; six bytes do here).

import type Database from 'better-sqlite3';
import { DOC_TYPES, type DocType } from '../doc-types.ts';
import { DOC_TYPE_CODES } from '../index/schema.ts';
import { STANDARD_MONOMERS } from '../ingest/standard-monomers.ts';

/** Compressed lists: the members of key k are values[offsets[k] .. offsets[k + 1]). */
export interface Adjacency {
  offsets: Int32Array;
  values: Int32Array;
}

export function members(adjacency: Adjacency, key: number): Int32Array {
  return adjacency.values.subarray(adjacency.offsets[key] ?? 0, adjacency.offsets[key + 1] ?? 0);
}

/** Identifiers by row: id r is bytes[starts[r] .. starts[r + 1]) (UTF-8; empty where no document). */
export interface PackedIds {
  bytes: Uint8Array;
  starts: Int32Array;
}

export interface DocumentGraph {
  /** Highest document row + 1; the arrays are indexed by row. */
  size: number;
  typeCode: Uint8Array;
  entryRow: Int32Array;
  parentRow: Int32Array;
  /** 1 computational, 0 experimental, -1 neither (mol_definition). */
  computational: Int8Array;
  ids: PackedIds;
  /** Per row, its rank among the rows of its type by identifier; valid for the types in `rankedTypes`. */
  idRank: Int32Array;
  rankedTypes: DocType[];
  rowsByType: Partial<Record<DocType, Int32Array>>;
  /** entry row -> rows of its documents (not itself) */
  childrenOfEntry: Adjacency;
  /** entity row -> its instances */
  childrenOfEntity: Adjacency;
  /** mol_definition row -> entity rows, entity row -> mol_definition rows, entry row -> mol_definition rows */
  entitiesOfComponent: Adjacency;
  componentsOfEntity: Adjacency;
  componentsOfEntry: Adjacency;
  entriesOfComponent: Adjacency;
}

type TypedArrayOf<T> = { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };

/** A zeroed typed array in shared memory. */
export function sharedArray<T>(Type: TypedArrayOf<T>, length: number): T {
  return new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT));
}

/** A growable list of int32 pairs (key, value). */
class PairList {
  data = new Int32Array(1024);
  length = 0;

  push(key: number, value: number): void {
    if (this.length + 2 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = key;
    this.data[this.length++] = value;
  }
}

function buildAdjacency(size: number, pairs: PairList): Adjacency {
  const count = pairs.length / 2;
  const data = pairs.data;
  const offsets = sharedArray(Int32Array, size + 1);
  for (let i = 0; i < count; i++) offsets[(data[2 * i] as number) + 1]! += 1;
  for (let k = 0; k < size; k++) offsets[k + 1]! += offsets[k]!;
  const cursor = offsets.slice(0, size);
  const values = sharedArray(Int32Array, count);
  for (let i = 0; i < count; i++) values[cursor[data[2 * i] as number]!++] = data[2 * i + 1] as number;
  return { offsets, values };
}

/** Appends UTF-8 bytes of ids, growing as needed. */
class ByteList {
  data = new Uint8Array(1 << 16);
  length = 0;

  push(text: string): void {
    const room = this.length + 3 * text.length;
    if (room > this.data.length) {
      const grown = new Uint8Array(Math.max(room, this.data.length * 2));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) ascii = false;
      this.data[this.length + i] = c;
    }
    if (ascii) this.length += text.length;
    else this.length += Buffer.from(this.data.buffer, this.data.byteOffset + this.length).write(text, 'utf8');
  }
}

/** The identifier of row r. */
export function idAt(ids: PackedIds, row: number): string {
  const from = ids.starts[row];
  if (from === undefined) return '';
  const to = ids.starts[row + 1] as number;
  const bytes = ids.bytes;
  let out = '';
  for (let i = from; i < to; i++) {
    const c = bytes[i] as number;
    if (c >= 128) return Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('utf8');
    out += String.fromCharCode(c);
  }
  return out;
}

/** The graph of an index file's documents and component links. */
export function readDocumentGraph(db: Database.Database): DocumentGraph {
  const max = (db.prepare('SELECT max(row) AS m FROM doc').get() as { m: number | null }).m ?? 0;
  const size = max + 1;
  const typeCode = sharedArray(Uint8Array, size);
  const entryRow = sharedArray(Int32Array, size).fill(-1);
  const parentRow = sharedArray(Int32Array, size).fill(-1);
  const computational = sharedArray(Int8Array, size).fill(-1);
  const idStarts = sharedArray(Int32Array, size + 1);
  const idBytes = new ByteList();
  const typeCounts = new Int32Array(256);
  const entryPairs = new PairList();
  const parentPairs = new PairList();
  let next = 0;
  for (const [r, id, code, entry, parent, comp] of db
    .prepare('SELECT row, id, type_code, entry_row, parent_row, computational FROM doc ORDER BY row')
    .raw()
    .iterate() as IterableIterator<[number, string, number, number | null, number | null, number | null]>) {
    // rows without a document get empty identifiers
    while (next <= r) idStarts[next++] = idBytes.length;
    idBytes.push(id);
    typeCode[r] = code;
    typeCounts[code]! += 1;
    if (entry !== null) entryRow[r] = entry;
    if (parent !== null) parentRow[r] = parent;
    if (comp !== null) computational[r] = comp;
    if (entry !== null && entry !== r) entryPairs.push(entry, r);
    if (parent !== null) parentPairs.push(parent, r);
  }
  while (next <= size) idStarts[next++] = idBytes.length;
  const ids: PackedIds = { bytes: sharedArray(Uint8Array, idBytes.length), starts: idStarts };
  ids.bytes.set(idBytes.data.subarray(0, idBytes.length));

  const rowsByType: Partial<Record<DocType, Int32Array>> = {};
  for (const type of DOC_TYPES) rowsByType[type] = sharedArray(Int32Array, typeCounts[DOC_TYPE_CODES[type]] as number);
  const filled = new Int32Array(256);
  const typeOfCode = new Map(DOC_TYPES.map((type) => [DOC_TYPE_CODES[type], type]));
  for (let r = 0; r < size; r++) {
    const type = typeOfCode.get(typeCode[r] as number);
    if (type) rowsByType[type]![filled[typeCode[r] as number]!++] = r;
  }

  const compEntity = new PairList();
  const entityComp = new PairList();
  const entryComp = new PairList();
  const compEntry = new PairList();
  const seenEntryComp = new Set<number>();
  for (const [comp, entity, entry, role] of db
    .prepare('SELECT comp_row, entity_row, entry_row, role FROM comp_link')
    .raw()
    .iterate() as IterableIterator<[number, number, number, string]>) {
    if (role === 'monomer' && STANDARD_MONOMERS.has(idAt(ids, comp))) continue;
    compEntity.push(comp, entity);
    entityComp.push(entity, comp);
    const key = entry * size + comp;
    if (!seenEntryComp.has(key)) {
      seenEntryComp.add(key);
      entryComp.push(entry, comp);
      compEntry.push(comp, entry);
    }
  }
  return {
    size,
    typeCode,
    entryRow,
    parentRow,
    computational,
    ids,
    idRank: sharedArray(Int32Array, size),
    rankedTypes: [],
    rowsByType,
    childrenOfEntry: buildAdjacency(size, entryPairs),
    childrenOfEntity: buildAdjacency(size, parentPairs),
    entitiesOfComponent: buildAdjacency(size, compEntity),
    componentsOfEntity: buildAdjacency(size, entityComp),
    componentsOfEntry: buildAdjacency(size, entryComp),
    entriesOfComponent: buildAdjacency(size, compEntry),
  };
}
