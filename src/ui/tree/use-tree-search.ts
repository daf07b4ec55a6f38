// The tree search box's suggestions (seed 001 §5): asked for only when the text has more than 2
// characters, a moment after typing stops; an answer for text the box no longer holds is dropped.

import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../model/constants/limits.ts';
import type { SuggestionItem } from '../../model/types.ts';
import type { SearchStore } from '../../store/create-search-store.ts';

/** Typing pauses this long before the box asks. */
export const TREE_SEARCH_DELAY_MS = 150;

/** Whether the text is long enough for the tree search (more than 2 characters). */
export const searchableText = (text: string): boolean => text.trim().length >= LIMITS.treeSearchMinChars;

const NO_ITEMS: readonly SuggestionItem[] = [];

export interface TreeSearchState {
  text: string;
  items: readonly SuggestionItem[];
  /** The text the items answer ('' before the first answer). */
  answered: string;
  pending: boolean;
  error: string | null;
  setText(text: string): void;
  clear(): void;
}

export function useTreeSearch(store: Pick<SearchStore, 'actions'>, treeId: string | null): TreeSearchState {
  // Text and answers carry the tree they belong to: another tree starts with an empty box, and the
  // old suggestions (nodes it does not have) are never shown for it.
  const [box, setBox] = useState<{ treeId: string | null; text: string }>({ treeId, text: '' });
  const [answer, setAnswer] = useState<{
    treeId: string | null;
    text: string;
    items: readonly SuggestionItem[];
    error: string | null;
  } | null>(null);
  const [pending, setPending] = useState(false);
  /** What the box holds now: an answer is kept only if it is for this text. */
  const latest = useRef('');
  const text = box.treeId === treeId ? box.text : '';
  const current = answer && answer.treeId === treeId && answer.text === text ? answer : null;

  const setText = useCallback(
    (next: string) => {
      latest.current = next;
      setBox({ treeId, text: next });
    },
    [treeId],
  );
  const clear = useCallback(() => setText(''), [setText]);

  useEffect(() => {
    if (!treeId || !searchableText(text)) {
      setPending(false);
      return;
    }
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      void store.actions.fetchTreeMenu(treeId, text.trim(), controller.signal).then((result) => {
        // stale: the box has moved on (or another tree is shown)
        if (controller.signal.aborted || latest.current !== text) return;
        setPending(false);
        setAnswer(
          result.ok
            ? { treeId, text, items: result.value.filter((item) => !item.header), error: null }
            : { treeId, text, items: [], error: result.message },
        );
      });
    }, TREE_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [store, treeId, text]);

  return {
    text,
    items: current?.items ?? NO_ITEMS,
    answered: current ? current.text : '',
    pending,
    error: current?.error ?? null,
    setText,
    clear,
  };
}
