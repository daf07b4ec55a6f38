import type { ReturnType, SortEntry } from '../../../model/types.ts';
import { SORT_CHOICES, type SortChoice } from '../../../model/constants.ts';

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
