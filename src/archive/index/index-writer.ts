// Writes the index into a new SQLite file. The caller renames the finished file into place, so a
// reader never sees a half-built index. Bulk-load settings (no journal, no fsync until the end)
// are safe because an interrupted build only ever loses its own temporary file.
//
// Or adds documents to a published index (IndexWriter.append, docs/scale.md "Additions in
// place"): one write transaction from opening to finish(), so readers keep the previous snapshot
// (WAL) until it commits and a failure rolls everything back. New documents take rows after the
// last, the attribute store gains segments after its last, and full text and links are appended.

import Database from 'better-sqlite3';
import type { ArchiveDocument, ComponentLink } from '../ingest/documents.ts';
import type { JsonObject } from '../ingest/category-copy.ts';
import type { DocType } from '../doc-types.ts';
import type { RcsbSchemas } from '../ingest/rcsb-schema.ts';
import type { HoldingRecord } from '../ingest/annotations/holdings.ts';
import { BodyEncoder, bodyDecoder } from './body-codec.ts';
import { HoldingWriter } from './holding-writer.ts';
import { DocumentRowBuilder, type DocumentText } from './document-rows.ts';
import { readMetadata, writeMetadata, type IndexMetadata } from './metadata.ts';
import { ScratchStore } from './attribute-store/scratch-store.ts';
import { TEXT_VALUE_TABLES } from './attribute-store/text-values.ts';
import { AttributeStoreWriter } from './attribute-store/writer.ts';
import { AttributeIds } from './attribute-ids.ts';
import { buildAttributeCatalogue, readAttributeCatalogue } from './catalogue.ts';
import { mergedCatalogue } from './catalogue-merge.ts';
import { CREATE_INDEXES, CREATE_TABLES, DOC_TYPE_CODES } from './schema.ts';

type Statement = Database.Statement;

export class IndexWriter {
  readonly db: Database.Database;
  private readonly rows: DocumentRowBuilder;
  private readonly attributes: AttributeIds;
  private readonly docRows = new Map<string, number>(); // `${type}|${id}` -> row
  private readonly insertDoc: Statement;
  private readonly insertFtsDoc: Statement;
  private readonly insertFtsEntry: Statement;
  private readonly insertLink: Statement;
  private readonly holdings: HoldingWriter;
  private readonly insertCatalogue: Statement;
  private readonly bodies: BodyEncoder;
  /** Every value of the attributes queries use: dictionaries and postings (attribute-store/). */
  private readonly values: AttributeStoreWriter;
  /** The other attributes' values, in a scratch file until the catalogue has their statistics. */
  private readonly scratch: ScratchStore;
  private nextRow = 1;
  private inTransaction = false;
  readonly counts: Record<string, number> = {};
  /** The first row this writer wrote: 1 for a new index, past the last for an addition. */
  readonly firstRow: number;
  private readonly findRow: Statement | undefined;

  /** Opens a published index to add documents to it (see the header). */
  static append(file: string, schemas: RcsbSchemas): IndexWriter {
    return new IndexWriter(file, schemas, true);
  }

  constructor(
    file: string,
    private readonly schemas: RcsbSchemas,
    private readonly appending = false,
  ) {
    this.db = new Database(file, { fileMustExist: appending });
    if (appending) {
      this.db.pragma('synchronous = NORMAL');
    } else {
      this.db.pragma('journal_mode = OFF');
      this.db.pragma('synchronous = OFF');
      this.db.pragma('locking_mode = EXCLUSIVE');
    }
    this.db.pragma('temp_store = MEMORY');
    this.db.pragma('cache_size = -200000');
    if (!appending) this.db.exec(CREATE_TABLES);
    this.rows = new DocumentRowBuilder(schemas);
    if (!appending) this.db.exec(TEXT_VALUE_TABLES);
    this.attributes = new AttributeIds(this.db, schemas);
    this.values = new AttributeStoreWriter(this.db, { fullText: (attr) => this.attributes.isFullText(attr) });
    this.scratch = new ScratchStore(this.db, file);
    this.insertDoc = this.db.prepare(
      'INSERT INTO doc (row, id, type, type_code, entry_row, parent_row, computational, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertFtsDoc = this.db.prepare('INSERT INTO fts_doc (rowid, main, other) VALUES (?, ?, ?)');
    this.insertFtsEntry = this.db.prepare('INSERT INTO fts_entry (rowid, main, other) VALUES (?, ?, ?)');
    this.insertLink = this.db.prepare(
      'INSERT INTO comp_link (comp_row, entity_row, entry_row, role) VALUES (?, ?, ?, ?)',
    );
    this.holdings = new HoldingWriter(this.db);
    this.insertCatalogue = this.db.prepare('INSERT OR REPLACE INTO catalogue (service, name, json) VALUES (?, ?, ?)');
    const insertDictionary = this.db.prepare('INSERT INTO body_dictionary (type_code, dictionary) VALUES (?, ?)');
    const dictionaries = new Map(
      this.db.prepare('SELECT type_code, dictionary FROM body_dictionary').raw().all() as Array<[number, Buffer]>,
    );
    this.bodies = new BodyEncoder(dictionaries, (typeCode, dictionary) => insertDictionary.run(typeCode, dictionary));
    this.findRow = appending ? this.db.prepare('SELECT row FROM doc WHERE id = ? AND type = ?').pluck() : undefined;
    if (appending) this.resume();
    this.firstRow = this.nextRow;
  }

  /** An addition starts where the index ends: its attributes, its documents' count, the next row. */
  private resume(): void {
    this.db.exec('BEGIN IMMEDIATE');
    this.inTransaction = true;
    this.attributes.load();
    // the stored counts: counting would read every document's row (bodies and all)
    Object.assign(this.counts, readMetadata(this.db)?.documentCounts);
    this.nextRow = ((this.db.prepare('SELECT max(row) FROM doc').pluck().get() as number | null) ?? 0) + 1;
  }

  begin(): void {
    if (!this.inTransaction) {
      this.db.exec('BEGIN');
      this.inTransaction = true;
    }
  }

  /** Ends the build's current transaction; an addition has one, ended by finish(). */
  commit(): void {
    if (this.inTransaction && !this.appending) {
      this.db.exec('COMMIT');
      this.inTransaction = false;
    }
  }

  /** A document's row: one written here, or, in an addition, one the index already held. */
  rowOf(type: DocType, id: string): number | undefined {
    return this.docRows.get(`${type}|${id}`) ?? (this.findRow?.get(id, type) as number | undefined);
  }

  /** A document as the index held it before this addition. */
  storedBody(row: number): JsonObject | undefined {
    const blob = this.db.prepare('SELECT body FROM doc WHERE row = ?').pluck().get(row) as Buffer | undefined;
    return blob ? (JSON.parse(bodyDecoder(this.db).text(blob)) as JsonObject) : undefined;
  }

  hasDocument(type: DocType, id: string): boolean {
    return this.rowOf(type, id) !== undefined;
  }

  /**
   * Adds one entry's documents (entry first: children point at its row) and the entry-level
   * full-text row that aggregates all of their text. Returns false for an entry already present.
   */
  addEntryDocuments(documents: readonly ArchiveDocument[]): boolean {
    const entry = documents.find((d) => d.type === 'entry');
    if (!entry || this.hasDocument('entry', entry.id)) return false;
    const primary = new Set<string>();
    const secondary = new Set<string>();
    const ordered = [entry, ...documents.filter((d) => d !== entry)];
    for (const doc of ordered) {
      const text = this.addDocument(doc);
      if (!text) continue;
      for (const t of text.primary) primary.add(t);
      for (const t of text.secondary) secondary.add(t);
    }
    const row = this.rowOf('entry', entry.id);
    if (row !== undefined) this.insertFtsEntry.run(row, [...primary].join('\n'), [...secondary].join('\n'));
    return true;
  }

  /** Adds documents that belong to no entry (mol_definition). */
  addDocuments(documents: readonly ArchiveDocument[]): void {
    for (const doc of documents) this.addDocument(doc);
  }

  private addDocument(doc: ArchiveDocument): DocumentText | undefined {
    const key = `${doc.type}|${doc.id}`;
    if (this.hasDocument(doc.type, doc.id)) return undefined; // first definition wins
    const row = this.nextRow++;
    this.docRows.set(key, row);
    const entryRow = doc.type === 'entry' ? row : doc.entryId ? (this.rowOf('entry', doc.entryId) ?? null) : null;
    const parentRow = doc.entityId ? (this.entityRow(doc.entityId) ?? null) : null;
    const computational = doc.contentType === null ? null : doc.contentType === 'computational' ? 1 : 0;
    const typeCode = DOC_TYPE_CODES[doc.type];
    // the row may be written later (its type's dictionary waiting for samples): nothing reads doc before buildIndexes
    this.bodies.add(typeCode, JSON.stringify(doc.body), (body) =>
      this.insertDoc.run(row, doc.id, doc.type, typeCode, entryRow, parentRow, computational, body),
    );
    this.counts[doc.type] = (this.counts[doc.type] ?? 0) + 1;

    const service = doc.type === 'mol_definition' ? 'text_chem' : 'text';
    const { rows, text } = this.rows.build(doc.body, service, doc.id);
    for (const r of rows) {
      const attributeId = this.attributes.of(r.leaf, service);
      (this.attributes.keptForQueries(attributeId) ? this.values : this.scratch.writer).add(
        attributeId,
        row,
        r.rec,
        r.subrec,
        r.value,
        r.num,
        // a full text too long for `value` gets a code of its own, for full-text search
        r.value === null && r.num === null && r.text !== null ? r.text : undefined,
      );
    }
    this.insertFtsDoc.run(row, text.primary.join('\n'), text.secondary.join('\n'));
    return text;
  }

  private entityRow(entityId: string): number | undefined {
    return (
      this.rowOf('polymer_entity', entityId) ??
      this.rowOf('non_polymer_entity', entityId) ??
      this.rowOf('branched_entity', entityId)
    );
  }

  addComponentLinks(links: readonly ComponentLink[]): number {
    let missing = 0;
    for (const link of links) {
      const comp = this.rowOf('mol_definition', link.compId);
      const entity = this.entityRow(link.entityId);
      const entry = this.rowOf('entry', link.entryId);
      if (comp === undefined || entity === undefined || entry === undefined) {
        missing++;
        continue;
      }
      this.insertLink.run(comp, entity, entry, link.role);
    }
    return missing;
  }

  addHoldings(records: Iterable<HoldingRecord>, inArchive: (id: string) => boolean): void {
    this.holdings.add(records, inArchive);
  }

  /**
   * The attribute catalogue, once the documents are in: over every document of a new index; for
   * an addition, over the new documents, merged into the stored catalogue.
   */
  writeCatalogue(): void {
    const own = buildAttributeCatalogue(this.db, this.schemas, this.firstRow);
    const entries = this.appending ? mergedCatalogue(readAttributeCatalogue(this.db), own) : own;
    for (const a of entries) this.insertCatalogue.run(a.service, a.attribute, JSON.stringify(a));
  }

  /**
   * Secondary indexes, FTS merge and planner statistics, once all rows are in. An addition's
   * indexes exist and are kept up to date; merging the full-text b-trees or re-analysing the
   * whole index would cost as much as a build.
   */
  buildIndexes(): void {
    this.bodies.flush();
    this.values.flush();
    this.scratch.writer.flush();
    if (this.appending) return;
    this.commit();
    this.db.exec(CREATE_INDEXES);
    for (const table of ['fts_doc', 'fts_entry', 'fts_value'])
      this.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    this.db.exec('ANALYZE');
  }

  /** Metadata last; then switches the file to WAL for readers and closes it. An addition commits here. */
  finish(meta: IndexMetadata): void {
    this.bodies.flush();
    if (this.appending) {
      writeMetadata(this.db, meta);
      this.db.exec('COMMIT');
      this.inTransaction = false;
      this.scratch.drop();
      this.db.pragma('wal_checkpoint(TRUNCATE)');
      this.db.close();
      return;
    }
    this.commit();
    this.scratch.drop();
    writeMetadata(this.db, meta);
    this.db.pragma('locking_mode = NORMAL');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.close();
  }

  /** Gives up: a new index's file is the caller's to remove; an addition is rolled back. */
  abort(): void {
    try {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      if (this.db.open) this.db.close();
    } catch {
      // the temporary file is removed by the caller either way
    }
    this.scratch.remove();
  }
}
