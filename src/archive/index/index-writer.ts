// Writes the index into a new SQLite file. The caller renames the finished file into place, so a
// reader never sees a half-built index. Bulk-load settings (no journal, no fsync until the end)
// are safe because an interrupted build only ever loses its own temporary file.

import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { ArchiveDocument, ComponentLink } from '../ingest/documents.ts';
import type { DocType } from '../doc-types.ts';
import type { RcsbSchemas, SchemaLeaf } from '../ingest/rcsb-schema.ts';
import type { HoldingRecord } from '../ingest/annotations/holdings.ts';
import { BodyEncoder } from './body-codec.ts';
import { DocumentRowBuilder, type DocumentText } from './document-rows.ts';
import { writeMetadata, type IndexMetadata } from './metadata.ts';
import { attributeStoreTablesIn, UNSEARCHABLE_STORE } from './attribute-store/tables.ts';
import { TEXT_VALUE_TABLES } from './attribute-store/text-values.ts';
import { AttributeStoreWriter } from './attribute-store/writer.ts';
import { keptForQueries } from './catalogue.ts';
import { CREATE_INDEXES, CREATE_TABLES, DOC_TYPE_CODES } from './schema.ts';

type Statement = Database.Statement;

export class IndexWriter {
  readonly db: Database.Database;
  private readonly rows: DocumentRowBuilder;
  private readonly attributeIds = new Map<string, number>();
  private readonly docRows = new Map<string, number>(); // `${type}|${id}` -> row
  private readonly insertDoc: Statement;
  private readonly insertAttribute: Statement;
  private readonly insertFtsDoc: Statement;
  private readonly insertFtsEntry: Statement;
  private readonly insertLink: Statement;
  private readonly insertHolding: Statement;
  private readonly insertCatalogue: Statement;
  private readonly bodies: BodyEncoder;
  /** Every value of the attributes queries use: dictionaries and postings (attribute-store/). */
  private readonly values: AttributeStoreWriter;
  /** The other attributes' values, in a scratch file until the catalogue has their statistics. */
  private readonly unsearchable: AttributeStoreWriter;
  private readonly unsearchableFile: string;
  private readonly keptForQueries = new Map<number, boolean>();
  /** Attributes with the full-text context: their distinct values are searchable as text. */
  private readonly fullText = new Set<number>();
  private nextRow = 1;
  private inTransaction = false;
  readonly counts: Record<string, number> = {};

  constructor(
    file: string,
    private readonly schemas: RcsbSchemas,
  ) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('locking_mode = EXCLUSIVE');
    this.db.pragma('temp_store = MEMORY');
    this.db.pragma('cache_size = -200000');
    this.db.exec(CREATE_TABLES);
    this.rows = new DocumentRowBuilder(schemas);
    this.db.exec(TEXT_VALUE_TABLES);
    this.values = new AttributeStoreWriter(this.db, { fullText: (attr) => this.fullText.has(attr) });
    this.unsearchableFile = `${file}.${UNSEARCHABLE_STORE}`;
    rmSync(this.unsearchableFile, { force: true });
    this.db.prepare(`ATTACH DATABASE ? AS ${UNSEARCHABLE_STORE}`).run(this.unsearchableFile);
    this.db.pragma(`${UNSEARCHABLE_STORE}.journal_mode = OFF`);
    this.db.pragma(`${UNSEARCHABLE_STORE}.synchronous = OFF`);
    this.db.exec(attributeStoreTablesIn(UNSEARCHABLE_STORE));
    this.unsearchable = new AttributeStoreWriter(this.db, { schema: UNSEARCHABLE_STORE });
    this.insertDoc = this.db.prepare(
      'INSERT INTO doc (row, id, type, type_code, entry_row, parent_row, computational, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertAttribute = this.db.prepare(
      'INSERT INTO attribute (id, name, service, value_type, nested_root) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertFtsDoc = this.db.prepare('INSERT INTO fts_doc (rowid, main, other) VALUES (?, ?, ?)');
    this.insertFtsEntry = this.db.prepare('INSERT INTO fts_entry (rowid, main, other) VALUES (?, ?, ?)');
    this.insertLink = this.db.prepare(
      'INSERT INTO comp_link (comp_row, entity_row, entry_row, role) VALUES (?, ?, ?, ?)',
    );
    this.insertHolding = this.db.prepare(
      'INSERT OR REPLACE INTO holding (id, status, in_archive, replaced_by, status_date, deposit_date, release_date, title, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertCatalogue = this.db.prepare('INSERT OR REPLACE INTO catalogue (service, name, json) VALUES (?, ?, ?)');
    const insertDictionary = this.db.prepare('INSERT INTO body_dictionary (type_code, dictionary) VALUES (?, ?)');
    this.bodies = new BodyEncoder(new Map(), (typeCode, dictionary) => insertDictionary.run(typeCode, dictionary));
  }

  begin(): void {
    if (!this.inTransaction) {
      this.db.exec('BEGIN');
      this.inTransaction = true;
    }
  }

  commit(): void {
    if (this.inTransaction) {
      this.db.exec('COMMIT');
      this.inTransaction = false;
    }
  }

  private attributeId(leaf: SchemaLeaf, service: string): number {
    const key = leaf.path;
    let id = this.attributeIds.get(key);
    if (id === undefined) {
      id = this.attributeIds.size + 1;
      this.attributeIds.set(key, id);
      this.insertAttribute.run(id, leaf.path, service, leaf.type, leaf.nestedRoot ?? null);
      this.keptForQueries.set(id, keptForQueries(this.schemas, leaf.path));
      if (leaf.contexts.includes('full-text')) this.fullText.add(id);
    }
    return id;
  }

  rowOf(type: DocType, id: string): number | undefined {
    return this.docRows.get(`${type}|${id}`);
  }

  hasDocument(type: DocType, id: string): boolean {
    return this.docRows.has(`${type}|${id}`);
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
    if (this.docRows.has(key)) return undefined; // first definition wins
    const row = this.nextRow++;
    this.docRows.set(key, row);
    const entryRow =
      doc.type === 'entry' ? row : doc.entryId ? (this.docRows.get(`entry|${doc.entryId}`) ?? null) : null;
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
      const attributeId = this.attributeId(r.leaf, service);
      (this.keptForQueries.get(attributeId) ? this.values : this.unsearchable).add(
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
      this.docRows.get(`polymer_entity|${entityId}`) ??
      this.docRows.get(`non_polymer_entity|${entityId}`) ??
      this.docRows.get(`branched_entity|${entityId}`)
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
    for (const r of records) {
      const details: Record<string, unknown> = {};
      if (r.authors) details.authors = r.authors;
      if (r.sequences) details.sequences = r.sequences;
      if (r.sourceDb) details.source_db = r.sourceDb;
      if (r.sourceId) details.source_id = r.sourceId;
      if (r.sourceUrl) details.source_url = r.sourceUrl;
      if (r.sourceFileName) details.source_filename = r.sourceFileName;
      this.insertHolding.run(
        r.id,
        r.status,
        inArchive(r.id) ? 1 : 0,
        r.replacedBy ? JSON.stringify(r.replacedBy) : null,
        r.statusDate ?? null,
        r.depositionDate ?? null,
        r.releaseDate ?? null,
        r.title ?? null,
        Object.keys(details).length > 0 ? JSON.stringify(details) : null,
      );
    }
  }

  addCatalogueEntry(service: string, name: string, value: unknown): void {
    this.insertCatalogue.run(service, name, JSON.stringify(value));
  }

  /** Secondary indexes, FTS merge and planner statistics, once all rows are in. */
  buildIndexes(): void {
    this.bodies.flush();
    this.values.flush();
    this.unsearchable.flush();
    this.commit();
    this.db.exec(CREATE_INDEXES);
    for (const table of ['fts_doc', 'fts_entry', 'fts_value'])
      this.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    this.db.exec('ANALYZE');
  }

  /** Metadata last; then switches the file to WAL for readers and closes it. */
  finish(meta: IndexMetadata): void {
    this.bodies.flush();
    this.commit();
    this.dropUnsearchable();
    writeMetadata(this.db, meta);
    this.db.pragma('locking_mode = NORMAL');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.close();
  }

  abort(): void {
    try {
      if (this.db.open) this.db.close();
    } catch {
      // the temporary file is removed by the caller either way
    }
    rmSync(this.unsearchableFile, { force: true });
  }

  /** The scratch store goes once the catalogue has been taken from it. */
  private dropUnsearchable(): void {
    this.db.exec(`DETACH DATABASE ${UNSEARCHABLE_STORE}`);
    rmSync(this.unsearchableFile, { force: true });
  }
}
