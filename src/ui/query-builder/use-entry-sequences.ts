// The sequences of the entry typed in the sequence section's Entry ID input (seed 000 §2, §7):
// looked up only once the text looks like an entry id (seed 000 §5), after a short pause, the
// previous lookup aborted, so the menu never shows another entry's sequences.

import { useEffect, useRef, useState } from 'react';
import type { SequenceLookupResponse } from '../../model/types.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { MESSAGE_TEMPLATES } from '../../model/constants.ts';
import { isValidEntryId, normaliseEntryId } from '../../model/input-values.ts';
import { SUGGEST_DEBOUNCE_MS } from '../search-bar/use-suggestions.ts';

export type EntrySequence = SequenceLookupResponse['items'][number];

/** store.actions.lookupSequences, or a stand-in with its shape. */
export type SequenceLookup = SearchStore['actions']['lookupSequences'];

export interface EntrySequences {
  /** The normalised id the answer is for ('' while the text is no entry id). */
  entryId: string;
  loading: boolean;
  items: readonly EntrySequence[];
  /** 'No data found for Entry ID {id}' when the entry has no sequences, why the lookup failed, or null. */
  message: string | null;
}

const NONE: EntrySequences = { entryId: '', loading: false, items: [], message: null };

export function useEntrySequences(text: string, lookup: SequenceLookup): EntrySequences {
  const entryId = isValidEntryId(text) ? normaliseEntryId(text) : '';
  const [answer, setAnswer] = useState<EntrySequences>(NONE);
  // The editor may pass a new function each render; only a new id starts a lookup.
  const latest = useRef(lookup);
  useEffect(() => {
    latest.current = lookup;
  });

  useEffect(() => {
    if (entryId === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void latest.current(entryId, controller.signal).then((result) => {
        if (controller.signal.aborted || (!result.ok && result.aborted)) return;
        if (!result.ok) {
          // the client hands failures over as '{status} {msg}': a missing entry gets the seed's words
          const message = result.status === 404 ? MESSAGE_TEMPLATES.noDataForEntry(entryId) : result.message;
          setAnswer({ entryId, loading: false, items: [], message });
          return;
        }
        const items = result.value.items ?? [];
        // an entry without sequences answers with its msg; say the seed's words if it gave none
        const message = items.length > 0 ? null : (result.value.msg ?? MESSAGE_TEMPLATES.noDataForEntry(entryId));
        setAnswer({ entryId, loading: false, items, message });
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [entryId]);

  // until its own answer comes, an id shows as loading: an answer held for another id is not shown
  return answer.entryId === entryId ? answer : { ...NONE, entryId, loading: entryId !== '' };
}
