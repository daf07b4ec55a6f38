// The query builder's per-entry lookups (model/search-data/entry-lookups.ts) over the archive index.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { DocumentReader } from '../../../../model/search-data/document-reader.ts';
import { entryPolymerTypes, entrySequences, entryStructure } from '../../../../model/search-data/entry-lookups.ts';
import type { EngineLookups } from '../../types.ts';
import { IndexDocumentReader } from './index-documents.ts';

/** The lookups over the index; undefined for an entry the archive does not hold. */
export function archiveLookups(index: ArchiveIndex): EngineLookups {
  const lookup =
    <T>(answer: (reader: DocumentReader, entryRow: number) => T) =>
    async (entryId: string): Promise<T | undefined> => {
      const reader = new IndexDocumentReader(index);
      const row = reader.rowOf('entry', entryId);
      return row === undefined ? undefined : answer(reader, row);
    };
  return {
    sequences: lookup(entrySequences),
    structure: lookup(entryStructure),
    polymerTypes: lookup(entryPolymerTypes),
  };
}
