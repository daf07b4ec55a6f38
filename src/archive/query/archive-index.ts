// A read-only view of an index file with the document graph held in typed arrays: type, entry,
// parent and content type per document row, children per entry and per entity, and the
// component links. Mapping hits between granularities then costs array lookups, not SQL.

import Database from 'better-sqlite3';
import { Lru } from '../../model/lru.ts';
import { DOC_TYPES, type DocType } from '../doc-types.ts';
import { AttributeStore } from '../index/attribute-store/reader.ts';
import { bodyDecoder } from '../index/body-codec.ts';
import { readAttributeCatalogue, type CatalogueAttribute } from '../index/catalogue.ts';
import { readMetadata, type IndexMetadata } from '../index/metadata.ts';
import { DOC_TYPE_CODES } from '../index/schema.ts';
import { STANDARD_MONOMERS } from '../ingest/standard-monomers.ts';

/** Compressed lists: the members of key k are values[offsets[k] .. offsets[k + 1]). */
export interface Adjacency {
  offsets: Int32Array;
  values: Int32Array;
}

function buildAdjacency(size: number, pairs: ArrayLike<number>, pairCount: number): Adjacency {
  // pairs = [key0, value0, key1, value1, ...]
  const counts = new Int32Array(size + 1);
  for (let i = 0; i < pairCount; i++) counts[(pairs[2 * i] as number) + 1]! += 1;
  for (let k = 0; k < size; k++) counts[k + 1]! += counts[k]!;
  const offsets = counts.slice();
  const cursor = counts.slice(0, size);
  const values = new Int32Array(pairCount);
  for (let i = 0; i < pairCount; i++) {
    const key = pairs[2 * i] as number;
    values[cursor[key]!++] = pairs[2 * i + 1] as number;
  }
  return { offsets, values };
}

export function members(adjacency: Adjacency, key: number): Int32Array {
  return adjacency.values.subarray(adjacency.offsets[key] ?? 0, adjacency.offsets[key + 1] ?? 0);
}

export const TYPE_OF_CODE: readonly (DocType | undefined)[] = (() => {
  const out: (DocType | undefined)[] = [];
  for (const type of DOC_TYPES) out[DOC_TYPE_CODES[type]] = type;
  return out;
})();

/** JSON text of the parsed documents an index keeps (their objects take a few times more memory). */
const BODY_CACHE_CHARACTERS = 16_000_000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export interface AttributeInfo {
  id: number;
  name: string;
  service: string;
  valueType: string;
  nestedRoot: string | null;
}

export class ArchiveIndex {
  readonly db: Database.Database;
  readonly metadata: IndexMetadata | undefined;
  /** Highest document row + 1; arrays below are indexed by row. */
  readonly size: number;
  readonly typeCode: Uint8Array;
  readonly entryRow: Int32Array;
  readonly parentRow: Int32Array;
  /** 1 computational, 0 experimental, -1 neither (mol_definition). */
  readonly computational: Int8Array;
  readonly ids: string[];
  private readonly idRank: Int32Array;
  private readonly rankedTypes = new Set<DocType>();
  readonly rowsByType = new Map<DocType, Int32Array>();
  /** entry row -> rows of its documents (not itself) */
  readonly childrenOfEntry: Adjacency;
  /** entity row -> its instances */
  readonly childrenOfEntity: Adjacency;
  /** mol_definition row -> entity rows, entity row -> mol_definition rows, entry row -> mol_definition rows */
  readonly entitiesOfComponent: Adjacency;
  readonly componentsOfEntity: Adjacency;
  readonly componentsOfEntry: Adjacency;
  readonly entriesOfComponent: Adjacency;
  readonly attributes = new Map<string, AttributeInfo>();
  /** Every attribute value, dictionary-coded with postings per value (the attribute store). */
  readonly store: AttributeStore;
  readonly catalogue: { text: Map<string, CatalogueAttribute>; text_chem: Map<string, CatalogueAttribute> };
  private rowQuery: Database.Statement | undefined;
  private bodyQuery: Database.Statement | undefined;
  /** Parsed documents, bounded by the length of their JSON text. */
  private readonly bodies = new Lru<number, { value: Record<string, unknown>; length: number }>({
    capacity: 50_000,
    maxWeight: BODY_CACHE_CHARACTERS,
    weigh: (body) => body.length,
  });

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.metadata = readMetadata(this.db);
    this.store = new AttributeStore(this.db);
    const max = (this.db.prepare('SELECT max(row) AS m FROM doc').get() as { m: number | null }).m ?? 0;
    this.size = max + 1;
    this.typeCode = new Uint8Array(this.size);
    this.entryRow = new Int32Array(this.size).fill(-1);
    this.parentRow = new Int32Array(this.size).fill(-1);
    this.computational = new Int8Array(this.size).fill(-1);
    this.ids = new Array<string>(this.size).fill('');
    this.idRank = new Int32Array(this.size);
    const byType = new Map<DocType, number[]>();
    const entryPairs: number[] = [];
    const parentPairs: number[] = [];
    for (const row of this.db
      .prepare('SELECT row, id, type_code, entry_row, parent_row, computational FROM doc')
      .raw()
      .iterate() as IterableIterator<[number, string, number, number | null, number | null, number | null]>) {
      const [r, id, code, entry, parent, computational] = row;
      this.typeCode[r] = code;
      this.ids[r] = id;
      if (entry !== null) this.entryRow[r] = entry;
      if (parent !== null) this.parentRow[r] = parent;
      if (computational !== null) this.computational[r] = computational;
      const type = TYPE_OF_CODE[code];
      if (type) {
        let list = byType.get(type);
        if (!list) byType.set(type, (list = []));
        list.push(r);
      }
      if (entry !== null && entry !== r) entryPairs.push(entry, r);
      if (parent !== null) parentPairs.push(parent, r);
    }
    for (const type of DOC_TYPES) this.rowsByType.set(type, Int32Array.from(byType.get(type) ?? []));
    this.childrenOfEntry = buildAdjacency(this.size, entryPairs, entryPairs.length / 2);
    this.childrenOfEntity = buildAdjacency(this.size, parentPairs, parentPairs.length / 2);

    const compEntity: number[] = [];
    const entityComp: number[] = [];
    const entryComp: number[] = [];
    const compEntry: number[] = [];
    const seenEntryComp = new Set<number>();
    for (const [comp, entity, entry, role] of this.db
      .prepare('SELECT comp_row, entity_row, entry_row, role FROM comp_link')
      .raw()
      .iterate() as IterableIterator<[number, number, number, string]>) {
      if (role === 'monomer' && STANDARD_MONOMERS.has(this.ids[comp] ?? '')) continue;
      compEntity.push(comp, entity);
      entityComp.push(entity, comp);
      const key = entry * this.size + comp;
      if (!seenEntryComp.has(key)) {
        seenEntryComp.add(key);
        entryComp.push(entry, comp);
        compEntry.push(comp, entry);
      }
    }
    this.entitiesOfComponent = buildAdjacency(this.size, compEntity, compEntity.length / 2);
    this.componentsOfEntity = buildAdjacency(this.size, entityComp, entityComp.length / 2);
    this.componentsOfEntry = buildAdjacency(this.size, entryComp, entryComp.length / 2);
    this.entriesOfComponent = buildAdjacency(this.size, compEntry, compEntry.length / 2);

    for (const a of this.db.prepare('SELECT id, name, service, value_type, nested_root FROM attribute').all() as Array<{
      id: number;
      name: string;
      service: string;
      value_type: string;
      nested_root: string | null;
    }>) {
      this.attributes.set(a.name, {
        id: a.id,
        name: a.name,
        service: a.service,
        valueType: a.value_type,
        nestedRoot: a.nested_root,
      });
    }
    this.catalogue = {
      text: new Map(readAttributeCatalogue(this.db, 'text').map((a) => [a.attribute, a])),
      text_chem: new Map(readAttributeCatalogue(this.db, 'text_chem').map((a) => [a.attribute, a])),
    };
  }

  type(row: number): DocType | undefined {
    return TYPE_OF_CODE[this.typeCode[row] ?? 0];
  }

  /** Row of a document by identifier (an indexed lookup; not for hot loops). */
  rowOf(type: DocType, id: string): number | undefined {
    this.rowQuery ??= this.db.prepare('SELECT row FROM doc WHERE id = ? AND type = ?');
    const found = this.rowQuery.get(id, type) as { row: number } | undefined;
    return found?.row;
  }

  /**
   * Per row, its position among the rows of its type ordered by identifier: results are ordered
   * by identifier last, and comparing two integers is much cheaper than comparing two strings
   * 100,000 times per query. Computed per type on first use.
   */
  idRanks(type: DocType): Int32Array {
    if (!this.rankedTypes.has(type)) {
      const ids = this.ids;
      const rows = Array.from(this.rows(type)).sort((a, b) => {
        const ia = ids[a] as string;
        const ib = ids[b] as string;
        return ia < ib ? -1 : ia > ib ? 1 : 0;
      });
      rows.forEach((row, rank) => (this.idRank[row] = rank));
      this.rankedTypes.add(type);
    }
    return this.idRank;
  }

  rows(type: DocType): Int32Array {
    return this.rowsByType.get(type) ?? new Int32Array(0);
  }

  /**
   * The stored document of a row. Recently read documents are kept parsed and shared between
   * callers (a results page reads the same few hundred documents over and over; parsing them was
   * most of a text search's time), frozen so that no caller can change what the next one reads.
   */
  body(row: number): Readonly<Record<string, unknown>> | undefined {
    const kept = this.bodies.get(row);
    if (kept) return kept.value;
    this.bodyQuery ??= this.db.prepare('SELECT body FROM doc WHERE row = ?');
    const found = this.bodyQuery.get(row) as { body: Buffer } | undefined;
    if (!found) return undefined;
    const text = bodyDecoder(this.db).text(found.body);
    const value = deepFreeze(JSON.parse(text) as Record<string, unknown>);
    this.bodies.set(row, { value, length: text.length });
    return value;
  }

  close(): void {
    this.db.close();
  }
}
