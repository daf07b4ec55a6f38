// The suggestion menu as data: the server's flat list (header rows followed by their items) read
// into groups for rendering, and the arrow-key moves over it, which never land on a header.

import type { SuggestionItem } from '../../model/types.ts';

/** A server suggestion, or an action of the bar's own ahead of them ('Search by sequence'). */
export interface MenuItem extends SuggestionItem {
  action?: 'sequence_search';
  /** A second, quieter line of the option ('protein, 150 residues'). */
  detail?: string;
}

export interface MenuGroup {
  header: string;
  /** Items with their index in the flat list (the index arrow keys move and Enter selects). */
  options: Array<{ item: MenuItem; index: number }>;
}

/** Groups the flat list under its header rows; items before any header get an untitled group. */
export function groupMenuItems(items: readonly MenuItem[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  items.forEach((item, index) => {
    if (item.header) {
      groups.push({ header: item.label, options: [] });
      return;
    }
    let current = groups[groups.length - 1];
    if (!current) {
      current = { header: '', options: [] };
      groups.push(current);
    }
    current.options.push({ item, index });
  });
  return groups.filter((group) => group.options.length > 0);
}

export function isSelectable(item: SuggestionItem | undefined): item is SuggestionItem {
  return item !== undefined && !item.header;
}

/**
 * The next selectable index moving down (+1) or up (-1), wrapping around the ends. From -1 (no
 * highlight) down goes to the first item and up to the last. Returns -1 when nothing is selectable.
 */
export function moveMenuIndex(items: readonly SuggestionItem[], index: number, step: 1 | -1): number {
  const count = items.length;
  if (count === 0) return -1;
  let next = index < 0 ? (step === 1 ? -1 : count) : index;
  for (let tries = 0; tries < count; tries++) {
    next = (next + step + count) % count;
    if (isSelectable(items[next])) return next;
  }
  return -1;
}
