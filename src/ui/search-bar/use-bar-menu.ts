// The bar's menu: the server's suggestions for what this bar's user typed, headed by 'Search by
// sequence' when the text reads as a sequence, and the open/highlight state over them.

import { useMemo, type RefObject } from 'react';
import type { MenuItem } from './menu.ts';
import { useMenuState } from './use-menu-state.ts';
import { useSuggestions } from './use-suggestions.ts';
import { sequenceMenuItem } from './sequence-item.ts';

export function useBarMenu(
  typed: string,
  options: Parameters<typeof useSuggestions>[1],
  input: RefObject<HTMLInputElement | null>,
  host: HTMLElement | undefined,
) {
  const suggestions = useSuggestions(typed, options);
  const sequenceItem = useMemo(() => sequenceMenuItem(typed), [typed]);
  const items: readonly MenuItem[] = useMemo(
    () => (sequenceItem ? [sequenceItem, ...suggestions.items] : suggestions.items),
    [sequenceItem, suggestions.items],
  );
  // The server's items answer the text they were asked for: after an edit they stay on show until
  // the answer for the new text comes, but none can be highlighted. The sequence item is the typed
  // text's own.
  const current = suggestions.items.length === 0 || suggestions.text === typed.trim();
  const menu = useMenuState(items, input, host, current);
  return {
    items,
    menu,
    suggestions,
    /** Whether the items answer `term` (the input's trimmed text), so focusing it may reopen the menu. */
    answers: (term: string): boolean =>
      items.length > 0 && (suggestions.text === term || (sequenceItem !== null && typed.trim() === term)),
  };
}
