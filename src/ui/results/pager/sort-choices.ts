import type { ReturnType, SortEntry } from '../../../model/types.ts';
import { GROUP_ORDER_OPTIONS, SORT_CHOICES, type SortChoice } from '../../../model/constants/sorting.ts';

/** The seed's 12 sort choices that apply to a return type (Component ID to ligands only, ...). */
export function sortChoicesFor(returnType: ReturnType): SortChoice[] {
  return SORT_CHOICES.filter((choice) =>
    choice.returnTypes ? choice.returnTypes.includes(returnType) : returnType !== 'mol_definition',
  );
}

/** The choice matching the primary sort key, or undefined for a sort the menu does not offer. */
export function currentSortChoice(sort: readonly SortEntry[], choices: readonly SortChoice[]): SortChoice | undefined {
  const primary = sort[0];
  if (!primary) return choices.find((c) => c.id === 'score');
  return choices.find((c) => c.sort_by === primary.sort_by) ?? undefined;
}

/** Grouped results keep the group size as the tie-breaker, as the default grouped sort does. */
export function sortEntriesFor(choice: SortChoice, grouped: boolean): SortEntry[] {
  const entry: SortEntry = { sort_by: choice.sort_by, direction: choice.direction };
  return grouped ? [entry, { sort_by: 'count', direction: 'desc' }] : [entry];
}

/** One option of the Sort by select: what it is called and the sort it sets. */
export interface SortMenuItem {
  id: string;
  label: string;
  sort: SortEntry[];
}

/** The grouping order options (seed 000 §3), each broken by the other key, descending. */
const GROUP_ORDER_ITEMS: readonly SortMenuItem[] = GROUP_ORDER_OPTIONS.map(({ label, sort }) => ({
  id: `group-${sort.sort_by}-${sort.direction}`,
  label,
  sort: [sort, { sort_by: sort.sort_by === 'score' ? 'count' : 'score', direction: 'desc' }],
}));

/**
 * The Sort by options: the sort choices of the return type, or for grouped results the grouping
 * order options (score and matched count, each either way) then the representatives' attributes.
 */
export function sortMenuFor(returnType: ReturnType, grouped: boolean): SortMenuItem[] {
  const choices = sortChoicesFor(returnType)
    .filter((choice) => !grouped || choice.id !== 'score')
    .map((choice) => ({ id: choice.id, label: choice.label, sort: sortEntriesFor(choice, grouped) }));
  return grouped ? [...GROUP_ORDER_ITEMS, ...choices] : choices;
}

/** The option the current sort is, by its primary key (and direction, for the grouping order); undefined for another. */
export function currentSortItem(sort: readonly SortEntry[], items: readonly SortMenuItem[]): SortMenuItem | undefined {
  const primary = sort[0] ?? { sort_by: 'score', direction: 'desc' };
  const ordered = (item: SortMenuItem) => item.id.startsWith('group-');
  return (
    items.find(
      (item) =>
        ordered(item) &&
        item.sort[0]?.sort_by === primary.sort_by &&
        item.sort[0]?.direction === (primary.direction ?? 'desc'),
    ) ?? items.find((item) => !ordered(item) && item.sort[0]?.sort_by === primary.sort_by)
  );
}
