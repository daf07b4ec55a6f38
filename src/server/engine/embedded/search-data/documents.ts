// Document bodies for one answer. An item needs its own body plus its entry's and the entry's
// entities'; items of one page share entries, so bodies and derived summaries are read once per
// answer and kept only for its duration.

import { members, type ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { DocType } from '../../../../archive/doc-types.ts';
import type { JsonObject } from '../../../search-data/json.ts';

export class DocumentReader {
  private readonly bodies = new Map<number, JsonObject>();
  private readonly memo = new Map<string, unknown>();

  constructor(readonly index: ArchiveIndex) {}

  id(row: number): string {
    return this.index.ids[row] ?? '';
  }

  type(row: number): DocType | undefined {
    return this.index.type(row);
  }

  body(row: number): JsonObject {
    let body = this.bodies.get(row);
    if (!body) {
      body = this.index.body(row) ?? {};
      this.bodies.set(row, body);
    }
    return body;
  }

  rowOf(type: DocType, id: string): number | undefined {
    return this.index.rowOf(type, id);
  }

  /** The entry a document belongs to (itself for an entry), or -1 for chemical definitions. */
  entryOf(row: number): number {
    return this.index.entryRow[row] ?? -1;
  }

  /** The entity of an instance, or -1. */
  parentOf(row: number): number {
    return this.index.parentRow[row] ?? -1;
  }

  /** Documents of one type inside an entry, in row (= file) order. */
  entryChildren(entryRow: number, type: DocType): number[] {
    return [...members(this.index.childrenOfEntry, entryRow)]
      .filter((row) => this.index.type(row) === type)
      .sort((a, b) => a - b);
  }

  /** Instances (chains) of an entity, in row order. */
  instancesOf(entityRow: number): number[] {
    return [...members(this.index.childrenOfEntity, entityRow)].sort((a, b) => a - b);
  }

  /** A value derived once per answer (entry summaries, component names). */
  cached<T>(key: string, make: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = make();
    this.memo.set(key, value);
    return value;
  }
}
