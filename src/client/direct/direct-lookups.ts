// The query builder's entry lookups in browser-direct mode (issue 34): an entry's sequences, its
// assemblies and chains, and its chains' polymer types, from one GraphQL read of the entry (the
// three ask the same query, so the transport's session cache answers the second and third), shaped
// by the code the archive's routes use (model/search-data/entry-lookups.ts) and refused as those
// routes refuse: 400 'Enter a valid Entry ID.', 404 'No data found for Entry ID {id}'.

import {
  entryNotHeldRefusal,
  entryPolymerTypes,
  entrySequences,
  entryStructure,
  readLookupEntryId,
  type EntryLookupRefusal,
} from '../../model/search-data/entry-lookups.ts';
import type { DocumentReader } from '../../model/search-data/document-reader.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { fetchEntryDocuments } from './graphql-documents.ts';
import { ENTRY_LOOKUP_TREE } from './item-fields.ts';

/** A refusal as the archive client reads the route's {statusCode, msg} (http.ts serverMessage). */
const refused = ({ statusCode, msg }: EntryLookupRefusal): ClientResult<never> => ({
  ok: false,
  status: statusCode,
  message: `${statusCode} ${msg}`,
});

export function createDirectLookups(data: ApiTransport) {
  const lookup =
    <T>(answer: (reader: DocumentReader, entryRow: number) => T) =>
    async (entryId: string, signal?: AbortSignal): Promise<ClientResult<T>> => {
      const id = readLookupEntryId(entryId);
      if (!id.ok) return refused(id.refusal);
      const documents = await fetchEntryDocuments(data, id.value, ENTRY_LOOKUP_TREE, signal);
      if (!documents.ok) return documents;
      const row = documents.value.rowOf('entry', id.value);
      if (row === undefined) return refused(entryNotHeldRefusal(id.value));
      return { ok: true, status: 200, value: answer(documents.value, row) };
    };
  return {
    sequences: lookup(entrySequences),
    structure: lookup(entryStructure),
    polymerTypes: lookup(entryPolymerTypes),
  };
}
