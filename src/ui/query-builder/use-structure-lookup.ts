// The assemblies and chains of the entry typed in a structure section's Entry ID input (seed 000
// §4, §7): looked up only once the text looks like an entry id (seed 000 §5), after a short pause,
// the previous lookup aborted, so the options never show another entry's assemblies.

import { useEffect, useRef, useState } from 'react';
import type { SearchStore } from '../../store/create-search-store.ts';
import { MESSAGES } from '../../model/constants.ts';
import {
  entryIdToLookUp,
  lookupFoundNothing,
  referenceChoices,
  type ReferenceChoice,
} from '../../model/structure-reference.ts';
import { SUGGEST_DEBOUNCE_MS } from '../search-bar/use-suggestions.ts';

/** store.actions.lookupStructure, or a stand-in with its shape. */
export type StructureLookup = SearchStore['actions']['lookupStructure'];

export interface StructureOptions {
  /** The normalised id the answer is for ('' while the text is no entry id). */
  entryId: string;
  loading: boolean;
  choices: readonly ReferenceChoice[];
  /** 'No data found for Entry ID {id}', or why the lookup failed; else null. */
  message: string | null;
}

const NONE: StructureOptions = { entryId: '', loading: false, choices: [], message: null };

export function useStructureLookup(text: string | undefined, lookup: StructureLookup): StructureOptions {
  const entryId = entryIdToLookUp(text);
  const [answer, setAnswer] = useState<StructureOptions>(NONE);
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
        // the archive answers an unknown entry with 404 and empty lists: both read as 'No data found'
        const found = result.ok ? result.value : null;
        const nothing = result.ok || result.status === 404 ? lookupFoundNothing(entryId, found) : MESSAGES.loadError;
        setAnswer({ entryId, loading: false, choices: found ? referenceChoices(found) : [], message: nothing });
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
