// The listbox half of an ARIA 1.2 combobox (the builder's value suggester and Entry ID menu, the
// tree search): whether the list is open, which option is highlighted (the input points at it with
// aria-activedescendant), and the keys that move through and choose options.

import { useCallback, useState, type KeyboardEvent } from 'react';

export interface ComboboxOptions {
  /** Enter with no option highlighted chooses the first (a search box's 'go to the best match'). */
  enterChoosesFirst?: boolean;
}

export interface Combobox {
  /** Open and with options to show. */
  expanded: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
  setActive(index: number): void;
  open(): void;
  close(): void;
  /** Chooses an option and closes the list. */
  choose(index: number): void;
  /**
   * Up and Down move (from no highlight to the first or the last option, wrapping) and open the
   * list; Enter chooses; Escape closes the list only, so a dialog around it stays open. Returns
   * whether the key was taken.
   */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

export function useCombobox(count: number, onChoose: (index: number) => void, options: ComboboxOptions = {}): Combobox {
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = isOpen && count > 0;
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const open = useCallback(() => setOpen(true), []);
  const choose = (index: number) => {
    if (index < 0 || index >= count) return;
    onChoose(index);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = expanded ? active : -1;
      setActive(from < 0 ? (step > 0 ? 0 : count - 1) : (from + step + count) % count);
      setOpen(true);
      return true;
    }
    if (event.key === 'Enter' && expanded && (active >= 0 || options.enterChoosesFirst)) {
      event.preventDefault();
      choose(active >= 0 ? active : 0);
      return true;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      close();
      return true;
    }
    return false;
  };
  return { expanded, active, setActive, open, close, choose, onKeyDown };
}
