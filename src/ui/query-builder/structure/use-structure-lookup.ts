// The assemblies and chains of the entry typed in a structure section's Entry ID input (seed 000
// §4, §7).

import { useMemo } from 'react';
import type { SearchStore } from '../../../store/create-search-store.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import {
  entryIdToLookUp,
  lookupFoundNothing,
  referenceChoices,
  type ReferenceChoice,
} from '../../../model/structure-reference.ts';
import { useEntryLookup } from '../use-entry-lookup.ts';

/** store.actions.lookupStructure, or a stand-in with its shape. */
export type StructureLookup = SearchStore['actions']['lookupStructure'];

export interface StructureOptions {
  entryId: string;
  loading: boolean;
  choices: readonly ReferenceChoice[];
  /** 'No data found for Entry ID {id}', or why the lookup failed; else null. */
  message: string | null;
}

const NO_CHOICES: readonly ReferenceChoice[] = [];

export function useStructureLookup(text: string | undefined, lookup: StructureLookup): StructureOptions {
  const { value, entryId, loading, message } = useEntryLookup(
    entryIdToLookUp(text),
    lookup,
    (id, result) => {
      // the archive answers an unknown entry with 404 and empty lists: both read as 'No data found'
      const found = result.ok ? result.value : null;
      const message = result.ok || result.status === 404 ? lookupFoundNothing(id, found) : MESSAGES.loadError;
      return { value: found ? referenceChoices(found) : NO_CHOICES, message };
    },
    NO_CHOICES,
  );
  // one object per answer: sections run effects on it
  return useMemo(() => ({ entryId, loading, message, choices: value }), [entryId, loading, message, value]);
}
