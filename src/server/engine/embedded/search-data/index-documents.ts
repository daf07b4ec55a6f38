// The documents of one /search/data answer, read from the archive index by row: handles are index
// rows. Items of one page share entries, so bodies and derived summaries are read once per
// answer and kept only for its duration.

import { members, type ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { DocType } from '../../../../model/doc-types.ts';
import type { DocumentReader } from '../../../../model/search-data/document-reader.ts';
import type { JsonObject } from '../../../../model/search-data/json.ts';

export class IndexDocumentReader implements DocumentReader {
  private readonly bodies = new Map<number, JsonObject>();
  private readonly memo = new Map<string, unknown>();

  constructor(readonly index: ArchiveIndex) {}

  id(row: number): string {
    return this.index.id(row);
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

  entryOf(row: number): number {
    return this.index.entryRow[row] ?? -1;
  }

  parentOf(row: number): number {
    return this.index.parentRow[row] ?? -1;
  }

  /** Rows are in file order. */
  entryChildren(entryRow: number, type: DocType): number[] {
    return [...members(this.index.childrenOfEntry, entryRow)]
      .filter((row) => this.index.type(row) === type)
      .sort((a, b) => a - b);
  }

  instancesOf(entityRow: number): number[] {
    return [...members(this.index.childrenOfEntity, entityRow)].sort((a, b) => a - b);
  }

  cached<T>(key: string, make: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = make();
    this.memo.set(key, value);
    return value;
  }
}
