// The index's attribute table: an id per schema path, given in order of first sight (an addition
// starts from the ids the index has), with what the writer needs to know of each — whether
// queries use it (kept in the store) and whether it is full text.

import type Database from 'better-sqlite3';
import type { RcsbSchemas, SchemaLeaf, SchemaService } from '../ingest/rcsb-schema.ts';
import { keptForQueries } from './catalogue.ts';

export class AttributeIds {
  private readonly ids = new Map<string, number>();
  private readonly kept = new Set<number>();
  private readonly fullText = new Set<number>();
  private readonly insert: Database.Statement;

  constructor(
    private readonly db: Database.Database,
    private readonly schemas: RcsbSchemas,
  ) {
    this.insert = db.prepare(
      'INSERT INTO attribute (id, name, service, value_type, nested_root) VALUES (?, ?, ?, ?, ?)',
    );
  }

  /** The attributes the index holds already (an addition). */
  load(): void {
    for (const { id, name, service } of this.db.prepare('SELECT id, name, service FROM attribute').all() as Array<{
      id: number;
      name: string;
      service: SchemaService;
    }>)
      this.note(id, name, this.schemas.leaf(name, service)?.contexts.includes('full-text') ?? false);
  }

  /** The leaf's id, written to the table the first time it is seen. */
  of(leaf: SchemaLeaf, service: SchemaService): number {
    let id = this.ids.get(leaf.path);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.insert.run(id, leaf.path, service, leaf.type, leaf.nestedRoot ?? null);
      this.note(id, leaf.path, leaf.contexts.includes('full-text'));
    }
    return id;
  }

  keptForQueries(id: number): boolean {
    return this.kept.has(id);
  }

  isFullText(id: number): boolean {
    return this.fullText.has(id);
  }

  private note(id: number, path: string, fullText: boolean): void {
    this.ids.set(path, id);
    if (keptForQueries(this.schemas, path)) this.kept.add(id);
    if (fullText) this.fullText.add(id);
  }
}
