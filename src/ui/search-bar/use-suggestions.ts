import { useEffect, useRef, useState } from 'react';
import type { SuggestionItem } from '../../model/types.ts';
import { SUGGEST_MIN_CHARS } from '../../model/constants/core.ts';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 150;

export interface SuggestionsState {
  items: SuggestionItem[];
  /** The text the items answer (stale answers are dropped, so it matches the input). */
  text: string;
}

const EMPTY: SuggestionsState = { items: [], text: '' };

/**
 * Suggestions for what the user typed into this bar (seed 001 §5): only from the second
 * character on, debounced, one request at a time. An answer is applied only if the input still
 * holds the text it was asked for, even when the fetch ignored its abort signal.
 *
 * `query` is this bar's own typing, not the shared store term, so a bar does not open its menu
 * when another bar of the same context is typed into or a suggestion fills the term.
 */
export function useSuggestions(
  query: string,
  options: {
    suggest: (text: string, signal: AbortSignal) => Promise<SuggestionItem[] | null>;
    apiBase: string;
    includeCsm: boolean;
    currentText: () => string;
  },
): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(EMPTY);
  // The latest callbacks, read when the debounce fires; a new search starts only when the text,
  // the server or the computed-model switch change.
  const latest = useRef(options);
  latest.current = options;
  const { apiBase, includeCsm } = options;

  useEffect(() => {
    const text = query.trim();
    if (text.length < SUGGEST_MIN_CHARS) {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void latest.current.suggest(text, controller.signal).then((items) => {
        if (items === null || controller.signal.aborted || latest.current.currentText().trim() !== text) return;
        setState(items.length ? { items, text } : EMPTY);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, apiBase, includeCsm]);

  return state;
}
