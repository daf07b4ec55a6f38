// The search bar's behaviour as a hook, so SearchBar.tsx only renders, gathered by job: its store,
// settings and links (use-bar-store.ts), the suggestion menu (use-bar-menu.ts), submissions
// (use-bar-submission.ts), and the input's events: typing, pasting and the keys over the menu.

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { setTerm, toggleDeveloperMode } from '../../store/state-actions.ts';
import { isSelectable } from './menu.ts';
import { useBarMenu } from './use-bar-menu.ts';
import { useBarStore, type SearchBarProps } from './use-bar-store.ts';
import { useBarSubmission } from './use-bar-submission.ts';
import { optionId } from './SuggestionMenu.tsx';
import { pasteSequence } from './paste.ts';

export type { SearchBarProps } from './use-bar-store.ts';

/**
 * Everything the search bar does, apart from what it draws: finds its store (or keeps a private
 * state and term actions configured from its own attributes), follows the suggestion menu, and
 * turns a submission or a chosen suggestion into a navigation or a search, announced first in the
 * cancelable pdb-search event. State changes go through store actions (state-actions.ts).
 */
export function useSearchBar(props: SearchBarProps) {
  const settings = useBarStore(props);
  const { store, snap } = settings;
  const input = useRef<HTMLInputElement>(null);
  const menuId = `${useId().replace(/:/g, '')}-suggestions`;
  const [typed, setTyped] = useState('');

  const { suggestions, items, menu, answers } = useBarMenu(
    typed,
    {
      suggest: store.actions.suggest,
      apiBase: snap.config.apiBase,
      includeCsm: snap.queryBuilder.includeCsm,
      currentText: () => input.current?.value ?? '',
    },
    input,
    settings.host,
  );
  const submission = useBarSubmission(settings, menu, items, suggestions.text, setTyped);
  const { showMenu, menuIndex } = menu;

  /**
   * Typing: the term, the suggestion query, and a newer submission than any still resolving. A
   * highlight was made for the text before the edit: it goes, so Enter searches what the box shows.
   */
  function onChange(value: string): void {
    setTerm(store.state, value);
    setTyped(value);
    menu.highlight(-1);
    submission.edited();
    if (value.trim().length < 2) menu.close();
  }

  return {
    // snap, hideLinks, links, followLink; showMenu, menuIndex, highlight; inputError, notFound, runOffer, selectSuggestion
    ...settings,
    ...menu,
    ...submission,
    input,
    menuId,
    items,
    /** The highlighted option, for aria-activedescendant. */
    active: showMenu && menuIndex >= 0 ? optionId(menuId, menuIndex) : undefined,
    onChange,
    onFocus(): void {
      if (answers(snap.term.trim())) menu.open();
    },
    /** A pasted FASTA record or multi-line sequence enters as its residues. */
    onPaste: (event: Parameters<typeof pasteSequence>[0]) => pasteSequence(event, onChange),
    onSubmit(event: FormEvent): void {
      event.preventDefault();
      void submission.submitTerm(input.current?.value ?? snap.term);
    },
    /** Arrows move over the menu, Enter chooses the highlight (else the form submits), Escape and Tab close it. */
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (!items.some(isSelectable)) return;
          event.preventDefault();
          menu.move(event.key === 'ArrowDown' ? 1 : -1);
          return;
        case 'Enter':
          if (showMenu && isSelectable(items[menuIndex])) {
            event.preventDefault();
            submission.selectSuggestion(menuIndex);
          }
          // Otherwise the form submits: Enter runs the search.
          return;
        case 'Escape':
          if (showMenu) {
            event.preventDefault();
            menu.close();
          }
          return;
        case 'Tab':
          menu.close();
          return;
      }
    },
    turnOffDeveloperMode: () => void toggleDeveloperMode(store.state, false),
  };
}
