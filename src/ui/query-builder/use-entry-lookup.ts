// A lookup of the entry typed in a service section's Entry ID input (seed 000 §4, §7): made only
// once the text looks like an entry id (seed 000 §5), after a short pause, the previous lookup
// aborted, so the section never shows another entry's answer.

import { useEffect, useRef, useState } from 'react';
import type { ClientResult } from '../../store/deps.ts';
import { SUGGEST_DEBOUNCE_MS } from '../search-bar/use-suggestions.ts';

export interface EntryAnswer<T> {
  /** The normalised id the answer is for ('' while the text is no entry id). */
  entryId: string;
  loading: boolean;
  value: T;
  /** What to tell the user ('No data found for Entry ID {id}', why the lookup failed), or null. */
  message: string | null;
}

export type EntryLookup<R> = (entryId: string, signal: AbortSignal) => Promise<ClientResult<R>>;

/**
 * `entryId` is '' while the text is no entry id; `read` turns the client's answer (never an
 * aborted one) into what the section shows.
 */
export function useEntryLookup<R, T>(
  entryId: string,
  lookup: EntryLookup<R>,
  read: (entryId: string, result: ClientResult<R>) => Pick<EntryAnswer<T>, 'value' | 'message'>,
  empty: T,
): EntryAnswer<T> {
  const none: EntryAnswer<T> = { entryId: '', loading: false, value: empty, message: null };
  const [answer, setAnswer] = useState<EntryAnswer<T>>(none);
  // The editor may pass new functions each render; only a new id starts a lookup.
  const latest = useRef({ lookup, read });
  useEffect(() => {
    latest.current = { lookup, read };
  });

  useEffect(() => {
    if (entryId === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void latest.current.lookup(entryId, controller.signal).then((result) => {
        if (controller.signal.aborted || (!result.ok && result.aborted)) return;
        setAnswer({ entryId, loading: false, ...latest.current.read(entryId, result) });
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [entryId]);

  // until its own answer comes, an id shows as loading: an answer held for another id is not shown
  return answer.entryId === entryId ? answer : { ...none, entryId, loading: entryId !== '' };
}
