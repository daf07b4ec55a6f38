// What the attribute selector's menu shows in each mode (seed 000 §4): collapse (every header,
// one group open), expand (every group open) and filter (typed text: the matching items under
// their headers). Pure, so the component only renders rows and moves a highlight over them.

import type { SelectorItem } from '../../../model/types.ts';
import {
  filterCatalogue,
  itemKey,
  type AttributeCatalogue,
  type CatalogueGroup,
} from '../../../model/attribute-catalogue.ts';

export type MenuMode = 'collapse' | 'expand' | 'filter';

export interface MenuGroup {
  group: CatalogueGroup;
  headerId: string;
  /** Its items are shown. */
  open: boolean;
  items: Array<{ item: SelectorItem; id: string }>;
}

/** A row the highlight can rest on: a header (Enter toggles it) or an item (Enter chooses it). */
export type MenuRow =
  | { kind: 'header'; id: string; group: CatalogueGroup; open: boolean }
  | { kind: 'item'; id: string; group: CatalogueGroup; item: SelectorItem };

export interface Menu {
  groups: MenuGroup[];
  rows: MenuRow[];
}

/** Row ids from each row's place in the whole catalogue, so a highlight survives filtering. */
export function menuIds(catalogue: AttributeCatalogue, prefix: string): Map<string, string> {
  const ids = new Map<string, string>();
  catalogue.groups.forEach((group, g) => {
    ids.set(group.name, `${prefix}-g${g}`);
    group.items.forEach((item, i) => ids.set(`${group.name}\u0000${itemKey(item)}`, `${prefix}-g${g}-i${i}`));
  });
  return ids;
}

export function itemRowId(ids: ReadonlyMap<string, string>, group: string, item: SelectorItem): string | undefined {
  return ids.get(`${group}\u0000${itemKey(item)}`);
}

export function buildMenu(
  catalogue: AttributeCatalogue,
  ids: ReadonlyMap<string, string>,
  mode: MenuMode,
  openGroup: string | null,
  text: string,
): Menu {
  const shown = mode === 'filter' ? filterCatalogue(catalogue, text) : catalogue.groups;
  const groups = shown.map((group): MenuGroup => {
    const open = mode !== 'collapse' || group.name === openGroup;
    return {
      group,
      headerId: ids.get(group.name) ?? group.name,
      open,
      items: open ? group.items.map((item) => ({ item, id: itemRowId(ids, group.name, item) ?? item.name })) : [],
    };
  });
  const rows = groups.flatMap((g): MenuRow[] => [
    { kind: 'header', id: g.headerId, group: g.group, open: g.open },
    ...g.items.map(({ item, id }): MenuRow => ({ kind: 'item', id, group: g.group, item })),
  ]);
  return { groups, rows };
}

/** The next row from `active` (wrapping), or the first/last row when nothing is highlighted. */
export function moveHighlight(rows: readonly MenuRow[], active: string | null, step: 1 | -1): string | null {
  if (rows.length === 0) return null;
  const at = rows.findIndex((row) => row.id === active);
  if (at < 0) return (step > 0 ? rows[0] : rows[rows.length - 1])?.id ?? null;
  return rows[(at + step + rows.length) % rows.length]?.id ?? null;
}

/** Seed 001 §9: the menu is at most 22 px × (number of headers + 4) tall. */
export function menuMaxHeight(headerCount: number): number {
  return 22 * (headerCount + 4);
}
