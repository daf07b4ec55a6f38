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
import { idAt, readDocumentGraph, type Adjacency, type DocumentGraph, type PackedIds } from './document-graph.ts';

export { members, type Adjacency } from './document-graph.ts';

export const TYPE_OF_CODE: readonly (DocType | undefined)[] = (() => {
  const out: (DocType | undefined)[] = [];
  for (const type of DOC_TYPES) out[DOC_TYPE_CODES[type]] = type;
  return out;
})();

/** JSON text of the parsed documents an index keeps (their objects take a few times more memory). */
const BODY_CACHE_CHARACTERS = 16_000_000;

const ROW_KEY = /^(0|[1-9][0-9]*)$/;

/** The identifiers as a read-only array (index access decodes one). */
function idList(ids: PackedIds, size: number): readonly string[] {
  return new Proxy([] as string[], {
    get(target, key, receiver) {
      if (key === 'length') return size;
      if (typeof key === 'string' && ROW_KEY.test(key)) {
        const row = Number(key);
        return row < size ? idAt(ids, row) : undefined;
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

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
  /**
   * Identifiers by row ('' where no document), read from the packed bytes on access: for a few
   * lookups (tests, tools); code reading many calls id(row).
   */
  readonly ids: readonly string[];
  /** The graph this index reads: its own, or one another thread read and shares (document-graph.ts). */
  readonly graph: DocumentGraph;
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

  /** `graph`: the index's document graph as another thread read it (shared memory), instead of reading it again. */
  constructor(file: string, graph?: DocumentGraph) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.metadata = readMetadata(this.db);
    this.store = new AttributeStore(this.db);
    this.graph = graph ?? readDocumentGraph(this.db);
    this.size = this.graph.size;
    this.typeCode = this.graph.typeCode;
    this.entryRow = this.graph.entryRow;
    this.parentRow = this.graph.parentRow;
    this.computational = this.graph.computational;
    this.ids = idList(this.graph.ids, this.size);
    for (const type of DOC_TYPES) this.rowsByType.set(type, this.graph.rowsByType[type] ?? new Int32Array(0));
    this.childrenOfEntry = this.graph.childrenOfEntry;
    this.childrenOfEntity = this.graph.childrenOfEntity;
    this.entitiesOfComponent = this.graph.entitiesOfComponent;
    this.componentsOfEntity = this.graph.componentsOfEntity;
    this.componentsOfEntry = this.graph.componentsOfEntry;
    this.entriesOfComponent = this.graph.entriesOfComponent;

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
    const { idRank, rankedTypes } = this.graph;
    // threads sharing the graph may rank a type at once: they write the same ranks
    if (!rankedTypes.includes(type)) {
      const rows = this.rows(type);
      const ids = Array.from(rows, (row) => this.id(row));
      const order = Array.from(ids.keys()).sort((a, b) => {
        const ia = ids[a] as string;
        const ib = ids[b] as string;
        return ia < ib ? -1 : ia > ib ? 1 : 0;
      });
      order.forEach((k, rank) => (idRank[rows[k] as number] = rank));
      rankedTypes.push(type);
    }
    return idRank;
  }

  /** The identifier of a row ('' where no document). */
  id(row: number): string {
    return idAt(this.graph.ids, row);
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
