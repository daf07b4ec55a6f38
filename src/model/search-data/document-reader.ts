// The documents one answer's items are built from, by handle. An item needs its own document plus
// its entry's and the entry's entities'; the server reads them from its archive index, the
// browser from the Data API's documents (which have the same field names). Handles are numbers
// the reader gives out; a handle it has no document for reads as an empty body.

import type { DocType } from '../doc-types.ts';
import type { JsonObject } from './json.ts';

export interface DocumentReader {
  /** The document's identifier ('4HHB', '4HHB_1', '4HHB.A', '4HHB-1', 'HEM'). */
  id(row: number): string;
  type(row: number): DocType | undefined;
  /** The document, shaped like the RCSB Data API's; {} when there is none. */
  body(row: number): JsonObject;
  /** The handle of a document by its kind and identifier, or undefined when there is none. */
  rowOf(type: DocType, id: string): number | undefined;
  /** The entry a document belongs to (itself for an entry), or -1 for chemical definitions. */
  entryOf(row: number): number;
  /** The entity of an instance, or -1. */
  parentOf(row: number): number;
  /** Documents of one type inside an entry, in file order. */
  entryChildren(entryRow: number, type: DocType): number[];
  /** Instances (chains) of an entity, in file order. */
  instancesOf(entityRow: number): number[];
  /** A value derived once per answer (entry summaries, component names). */
  cached<T>(key: string, make: () => T): T;
}
