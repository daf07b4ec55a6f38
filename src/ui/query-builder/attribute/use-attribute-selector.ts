import { useEffect, useMemo, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { SelectorItem } from '../../../model/types.ts';
import {
  findItemByName,
  itemDisplayName,
  itemKey,
  locateItem,
  type AttributeCatalogue,
} from '../../../model/attribute-catalogue.ts';
import {
  buildMenu,
  itemRowId,
  menuIds,
  moveHighlight,
  type Menu,
  type MenuMode,
  type MenuRow,
} from './attribute-selector-menu.ts';

export interface SelectorState {
  open: boolean;
  /** What the input shows: the chosen item's name, or what is being typed. */
  text: string;
  mode: MenuMode;
  menu: Menu | null;
  /** The highlighted row (aria-activedescendant), if any. */
  active: MenuRow | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onClick: (event: MouseEvent<HTMLInputElement>) => void;
  highlight: (rowId: string) => void;
  choose: (row: MenuRow) => void;
  toggleExpandAll: () => void;
}

/**
 * The attribute selector's state machine (seed 000 §4, 001 §4): closed; open in collapse mode with
 * the current value's group open; expand mode (every group); filter mode while typed text is in
 * the input. Closing matches typed text to an item by name; text naming none is only logged and
 * the input shows the current value again.
 */
export function useAttributeSelector(
  catalogue: AttributeCatalogue | null,
  value: SelectorItem | undefined,
  onSelect: (item: SelectorItem) => void,
  menuId: string,
): SelectorState {
  const current = value ? itemDisplayName(catalogue, value) : '';
  const [open, setOpen] = useState(false);
  const [expandAll, setExpandAll] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [text, setText] = useState(current);
  const [typed, setTyped] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  useEffect(() => {
    if (!open) setText(current);
  }, [current, open]);

  const filtering = open && typed && text.trim() !== '';
  const mode: MenuMode = filtering ? 'filter' : expandAll ? 'expand' : 'collapse';
  const ids = useMemo(() => (catalogue ? menuIds(catalogue, menuId) : null), [catalogue, menuId]);
  const menu = useMemo(
    () => (catalogue && ids && open ? buildMenu(catalogue, ids, mode, openGroup, text) : null),
    [catalogue, ids, open, mode, openGroup, text],
  );
  const rows = menu?.rows ?? [];
  const active = rows.find((row) => row.id === activeId) ?? null;
  const located = catalogue && value ? locateItem(catalogue, value) : undefined;

  /** Opens in collapse mode with the current value's group open (or every group: Alt+ArrowDown). */
  function openMenu(all: boolean, highlightCurrent: boolean): void {
    if (!catalogue || !ids) return;
    const first = catalogue.groups[0]?.name ?? null;
    setOpen(true);
    setTyped(false);
    setExpandAll(all);
    setOpenGroup(located?.group.name ?? first);
    let highlight: string | null = null;
    if (highlightCurrent) {
      highlight = located ? (itemRowId(ids, located.group.name, located.item) ?? null) : (ids.get(first ?? '') ?? null);
    }
    setActiveId(highlight);
  }

  function close(matchTyped: boolean): void {
    let next = current;
    const wanted = text.trim();
    if (matchTyped && typed && wanted !== '' && wanted !== current && catalogue) {
      const found = findItemByName(catalogue, wanted);
      if (found) {
        next = found.name;
        if (!value || itemKey(found) !== itemKey(value)) onSelect(found);
      } else {
        console.info(
          `Attribute selector: no attribute is named "${wanted}"; keeping ${current ? `"${current}"` : 'none'}.`,
        );
      }
    }
    setText(next);
    setOpen(false);
    setTyped(false);
    setActiveId(null);
  }

  function select(item: SelectorItem): void {
    if (!value || itemKey(item) !== itemKey(value)) onSelect(item);
    setText(item.name);
    setOpen(false);
    setTyped(false);
    setActiveId(null);
  }

  /** Collapse mode: a header opens its group and closes the others (a second time closes it). */
  function toggleGroup(name: string, only?: 'open' | 'close'): void {
    if (mode === 'filter') return;
    if (mode === 'expand') {
      setExpandAll(false);
      setOpenGroup(only === 'close' ? null : name);
      return;
    }
    const isOpen = openGroup === name;
    if (only === 'open' || (!only && !isOpen)) setOpenGroup(name);
    else if (isOpen) setOpenGroup(null);
  }

  function toggleExpandAll(): void {
    if (mode === 'filter') return;
    if (expandAll) setOpenGroup(active?.group.name ?? located?.group.name ?? openGroup);
    setExpandAll(!expandAll);
  }

  function choose(row: MenuRow): void {
    setActiveId(row.id);
    if (row.kind === 'header') toggleGroup(row.group.name);
    else select(row.item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) {
        if (key === 'ArrowUp') close(true);
        else if (!open) openMenu(true, false);
        else toggleExpandAll();
      } else if (!open) openMenu(false, true);
      else setActiveId(moveHighlight(rows, activeId, key === 'ArrowDown' ? 1 : -1));
      return;
    }
    if (!open) return;
    if ((key === 'Home' || key === 'End') && rows.length > 0) {
      event.preventDefault();
      setActiveId((key === 'Home' ? rows[0] : rows[rows.length - 1])?.id ?? null);
    } else if (key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
      else close(true);
    } else if (key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (key === 'ArrowRight' && active?.kind === 'header') {
      event.preventDefault();
      toggleGroup(active.group.name, 'open');
    } else if (key === 'ArrowLeft' && active) {
      event.preventDefault();
      toggleGroup(active.group.name, 'close');
      setActiveId(menu?.groups.find((g) => g.group.name === active.group.name)?.headerId ?? null);
    }
  }

  return {
    open,
    text,
    mode,
    menu,
    active,
    onKeyDown,
    onChange(event) {
      setText(event.currentTarget.value);
      setTyped(true);
      setActiveId(null);
      if (!open) {
        setOpen(catalogue !== null);
        setExpandAll(false);
        setOpenGroup(located?.group.name ?? catalogue?.groups[0]?.name ?? null);
      }
    },
    onBlur() {
      if (open || typed) close(true);
    },
    onClick(event) {
      if (open) return;
      openMenu(false, false);
      // typing then replaces the shown name instead of appending to it
      event.currentTarget.select();
    },
    highlight: setActiveId,
    choose,
    toggleExpandAll,
  };
}
