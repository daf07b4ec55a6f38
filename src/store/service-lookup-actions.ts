// The archive calls behind the service sections of the builder (seed 001 §7): an entry's
// sequences (sequence section), its assemblies and chains (structure sections), entry-id
// suggestions with their count (the suggester-count rule of seed 000 §5), and the upload of a
// structure file. Answers come back as the client gives them, so each section words its own
// messages ('No data found for Entry ID {id}', 'File upload failed - Status: ...').

import type {
  SequenceLookupResponse,
  StructureLookupResponse,
  SuggestionItem,
  UploadResponse,
} from '../model/types.ts';
import type { ClientResult } from '../client/http.ts';
import type { ActionContext } from './action-context.ts';

/** What a call answers when the injected client (a test's fake) lacks it. */
export const unavailable = <T>(what: string): ClientResult<T> => ({
  ok: false,
  status: 0,
  message: `not available from this server: ${what}`,
});

export function createServiceLookupActions({ deps }: ActionContext) {
  return {
    /** GET /search/sequence/{entryId}: the entry's sequences (label, sequence, type), or msg when none. */
    lookupSequences(entryId: string, signal?: AbortSignal): Promise<ClientResult<SequenceLookupResponse>> {
      const client = deps.client();
      return client.sequences ? client.sequences(entryId, signal) : Promise.resolve(unavailable('sequences'));
    },

    /** GET /search/structure/{entryId}: the entry's assembly ids and chains, or msg. */
    lookupStructure(entryId: string, signal?: AbortSignal): Promise<ClientResult<StructureLookupResponse>> {
      const client = deps.client();
      return client.structure ? client.structure(entryId, signal) : Promise.resolve(unavailable('structure'));
    },

    /** Entry ids starting with the text (computed models included): its length is the suggester count. */
    suggestEntryIds(text: string, signal?: AbortSignal): Promise<ClientResult<SuggestionItem[]>> {
      const client = deps.client();
      return client.entryIdSuggester
        ? client.entryIdSuggester(text, signal)
        : Promise.resolve(unavailable('entry id suggestions'));
    },

    /** Whether structure files can be uploaded: not in browser-direct mode without an archive server (api-base). */
    canUploadFiles(): boolean {
      return Boolean(deps.client().upload);
    },

    /** POST the multipart upload: a key whose file URL the structure services read, or the server's error. */
    uploadStructureFile(
      file: Blob,
      format: string,
      name: string,
      signal?: AbortSignal,
    ): Promise<ClientResult<UploadResponse>> {
      const client = deps.client();
      return client.upload ? client.upload(file, format, name, signal) : Promise.resolve(unavailable('upload'));
    },
  };
}

export type ServiceLookupActions = ReturnType<typeof createServiceLookupActions>;
