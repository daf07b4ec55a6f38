// The archive's documents as the Data API's resolvers read them: one by its id, and the documents
// related to it (an entry's entities and assemblies, an entity's instances, an instance's entity,
// an assembly's instances, the chemical components an entity names). A document is the stored,
// frozen body; the row it came from is remembered beside it, not written into it.

import { members, type ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { DocType } from '../../../../archive/doc-types.ts';
import { isRecord } from '../../../../model/json-shape.ts';
import { documentRow } from '../files/document-lookup.ts';
import { childId } from './data-kinds.ts';

export type DataDocument = Readonly<Record<string, unknown>>;

export interface DataDocuments {
  /** The document of a row of the index. */
  byRow(row: number): DataDocument | undefined;
  /** The document of `type` named `id`, as written or upper-cased (the public API's ids are case-blind). */
  byId(type: DocType, id: string): DataDocument | undefined;
  /** Documents of `type` named by the ids an entry's document lists, in that order ('1' -> '4HHB_1'). */
  byParts(type: DocType, entryId: string, parts: readonly unknown[]): DataDocument[];
  /** The entry of a child document. */
  entryOf(doc: DataDocument): DataDocument | undefined;
  /** An instance's entity. */
  parentOf(doc: DataDocument): DataDocument | undefined;
  /** An entry's children of one type (entities, assemblies) or an entity's instances, in archive order. */
  childrenOf(doc: DataDocument, type: DocType): DataDocument[];
}

export function dataDocuments(index: ArchiveIndex): DataDocuments {
  const rowOfDoc = new WeakMap<object, number>();

  const byRow = (row: number): DataDocument | undefined => {
    if (row < 0) return undefined;
    const body = index.body(row);
    if (body) rowOfDoc.set(body, row);
    return body;
  };
  const present = (doc: DataDocument | undefined): doc is DataDocument => doc !== undefined;
  const byId = (type: DocType, id: string): DataDocument | undefined => {
    const row = documentRow(index, type, id) ?? documentRow(index, type, id.toUpperCase());
    return row === undefined ? undefined : byRow(row);
  };

  return {
    byRow,
    byId,
    byParts: (type, entryId, parts) =>
      parts.map((part) => byId(type, childId(type, entryId, String(part)))).filter(present),
    entryOf: (doc) => byRow(index.entryRow[rowOfDoc.get(doc) ?? -1] ?? -1),
    parentOf: (doc) => byRow(index.parentRow[rowOfDoc.get(doc) ?? -1] ?? -1),
    childrenOf: (doc, type) => {
      const row = rowOfDoc.get(doc);
      if (row === undefined) return [];
      const adjacency = index.type(row) === 'entry' ? index.childrenOfEntry : index.childrenOfEntity;
      return Array.from(members(adjacency, row))
        .filter((child) => index.type(child) === type)
        .map(byRow)
        .filter(present);
    },
  };
}

/** The record a document keeps under `key` (its container identifiers, say), or an empty one. */
export function recordAt(doc: DataDocument, key: string): Readonly<Record<string, unknown>> {
  const value = doc[key];
  return isRecord(value) ? value : {};
}
