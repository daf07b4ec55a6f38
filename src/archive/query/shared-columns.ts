// Columns as they cross from the thread that built them to the search workers (workerData): the
// arrays and postings in shared memory (one copy for every thread), the attribute by name, the
// dictionary copied (distinct values are few next to the rows and their values).

import type { ArchiveIndex } from './archive-index.ts';
import { adoptPostings, postingsSnapshot, type Postings } from './column-match.ts';
import type { Column, ColumnStore } from './columns.ts';

export interface ColumnSnapshot extends Omit<Column, 'attribute'> {
  attribute: string;
  postings: Postings | undefined;
}

/** The store's kept columns with any postings built. */
export function columnSnapshot(store: ColumnStore): ColumnSnapshot[] {
  return store.kept().map((column) => ({
    ...column,
    attribute: column.attribute.name,
    postings: postingsSnapshot(column),
  }));
}

/** Keeps another thread's columns in the store, with their postings; an attribute the index lacks is skipped. */
export function adoptColumns(store: ColumnStore, index: ArchiveIndex, columns: readonly ColumnSnapshot[]): void {
  for (const { attribute: name, postings, ...rest } of columns) {
    const attribute = index.attributes.get(name);
    if (!attribute) continue;
    const column: Column = { ...rest, attribute };
    store.keep(column);
    if (postings) adoptPostings(column, postings);
  }
}
