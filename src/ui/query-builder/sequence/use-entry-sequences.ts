// The sequences of the entry typed in the sequence section's Entry ID input (seed 000 §2, §7).

import { useMemo } from 'react';
import type { SequenceLookupResponse } from '../../../model/types.ts';
import type { SearchStore } from '../../../store/create-search-store.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { isValidEntryId, normaliseEntryId } from '../../../model/input-values.ts';
import { useEntryLookup } from '../use-entry-lookup.ts';

export type EntrySequence = SequenceLookupResponse['items'][number];

/** store.actions.lookupSequences, or a stand-in with its shape. */
export type SequenceLookup = SearchStore['actions']['lookupSequences'];

export interface EntrySequences {
  entryId: string;
  loading: boolean;
  items: readonly EntrySequence[];
  /** 'No data found for Entry ID {id}' when the entry has no sequences, why the lookup failed, or null. */
  message: string | null;
}

const NO_SEQUENCES: readonly EntrySequence[] = [];

export function useEntrySequences(text: string, lookup: SequenceLookup): EntrySequences {
  const { value, entryId, loading, message } = useEntryLookup(
    isValidEntryId(text) ? normaliseEntryId(text) : '',
    lookup,
    (id, result) => {
      // the client hands failures over as '{status} {msg}': a missing entry gets the seed's words
      if (!result.ok)
        return {
          value: NO_SEQUENCES,
          message: result.status === 404 ? MESSAGE_TEMPLATES.noDataForEntry(id) : result.message,
        };
      const items = result.value.items ?? [];
      // an entry without sequences answers with its msg; say the seed's words if it gave none
      return {
        value: items,
        message: items.length > 0 ? null : (result.value.msg ?? MESSAGE_TEMPLATES.noDataForEntry(id)),
      };
    },
    NO_SEQUENCES,
  );
  // one object per answer: sections run effects on it
  return useMemo(() => ({ entryId, loading, message, items: value }), [entryId, loading, message, value]);
}
