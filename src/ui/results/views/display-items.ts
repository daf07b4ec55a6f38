import type { GroupResultItem, LigandResultItem, StructureResultItem } from '../../../model/types.ts';
import type { SearchResults } from '../../../store/state.ts';
import { isLigandItem } from '../items/item-text.ts';

export type DisplayItems =
  | { kind: 'ligands'; items: LigandResultItem[] }
  | { kind: 'groups'; groups: GroupResultItem[] }
  | { kind: 'structures'; items: StructureResultItem[] };

/** What a page of results holds: chemical components, groups, or structure items. */
export function displayItems(response: Pick<SearchResults, 'result_set' | 'group_set' | 'result_type'>): DisplayItems {
  if (response.group_set && response.group_set.length > 0) return { kind: 'groups', groups: [...response.group_set] };
  const items = [...response.result_set];
  if (response.result_type === 'mol_definition' || items.some(isLigandItem)) {
    return { kind: 'ligands', items: items.filter(isLigandItem) };
  }
  return { kind: 'structures', items: items.filter((item): item is StructureResultItem => !isLigandItem(item)) };
}

/** Gallery and compact rows show one structure per group: its representative. */
export function flatStructures(
  display: DisplayItems,
): Array<{ item: StructureResultItem | null; groupId?: string; count?: number }> {
  if (display.kind === 'groups') {
    return display.groups.map((g) => ({ item: g.representative_item ?? null, groupId: g.identifier, count: g.count }));
  }
  if (display.kind === 'structures') return display.items.map((item) => ({ item }));
  return [];
}
