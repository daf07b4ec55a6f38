import { useEffect, useState, type RefObject } from 'react';
import type { SuggestionItem } from '../../model/types.ts';
import { isSelectable, moveMenuIndex } from './menu.ts';

export interface MenuState {
  /** Open and with something to choose. */
  showMenu: boolean;
  /** Highlighted index into the items, -1 for none. */
  menuIndex: number;
  highlight: (index: number) => void;
  /** Arrow keys: opens a closed menu, else moves the highlight past headers. */
  move: (step: 1 | -1) => void;
  open: () => void;
  close: () => void;
}

function isFocused(element: HTMLElement | null): boolean {
  if (!element) return false;
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

/**
 * The seed's menu state (menuOpen, menuIndex over menuItems): a fresh answer opens the menu with
 * nothing highlighted if the input still has focus; a pointer-down anywhere outside the host
 * closes it. `current` says whether the items answer the input's text now: items kept on show
 * after an edit, until the answer for the new text comes, cannot be highlighted (Enter would run
 * a suggestion for text the box no longer holds).
 */
export function useMenuState(
  items: readonly SuggestionItem[],
  input: RefObject<HTMLInputElement | null>,
  host: HTMLElement | undefined,
  current: boolean,
): MenuState {
  const [menuOpen, setMenuOpen] = useState(false);
  const [highlighted, setMenuIndex] = useState(-1);
  const showMenu = menuOpen && items.some(isSelectable);
  const menuIndex = current ? highlighted : -1;

  useEffect(() => {
    setMenuIndex(-1);
    setMenuOpen(items.length > 0 && isFocused(input.current));
  }, [items, input]);

  useEffect(() => {
    if (!showMenu || !host) return;
    const onPointerDown = (event: Event) => {
      if (!event.composedPath().includes(host)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [showMenu, host]);

  return {
    showMenu,
    menuIndex,
    highlight: setMenuIndex,
    move(step) {
      if (!current || !items.some(isSelectable)) return;
      setMenuIndex(moveMenuIndex(items, menuOpen ? menuIndex : -1, step));
      setMenuOpen(true);
    },
    open: () => setMenuOpen(true),
    close() {
      setMenuOpen(false);
      setMenuIndex(-1);
    },
  };
}
