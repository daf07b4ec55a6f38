// What the developer tools show of the store: plain data cut down to what a person reads. The
// whole state holds the response (100 results with their chains and ligands), 50 history entries
// and every facet bucket; drawn as is, the panel would redraw thousands of nodes at each change.

import type { Snapshot } from 'valtio';
import type { SearchState } from '../../store/state.ts';

/** Items of an array shown before the rest is only counted. */
export const MAX_ITEMS = 20;
/** Nesting shown before a deeper object is only named. */
export const MAX_DEPTH = 10;
/** Characters of a string shown (descriptions are HTML and can be long). */
export const MAX_STRING = 2000;

const more = (count: number, unit: string): string => `… ${count} more ${unit}`;

/**
 * A copy of `value` with arrays past MAX_ITEMS cut to their first items and a note of the rest,
 * strings past MAX_STRING cut, and objects below MAX_DEPTH named instead of shown.
 */
export function summarise(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_STRING
      ? `${value.slice(0, MAX_STRING)}${more(value.length - MAX_STRING, 'characters')}`
      : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_ITEMS).map((item: unknown) => summarise(item, depth + 1));
    return value.length > MAX_ITEMS ? [...shown, more(value.length - MAX_ITEMS, 'items')] : shown;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = summarise(item, depth + 1);
  return copy;
}

const rowCount = (rows: readonly unknown[] | undefined, unit: string): string | undefined =>
  rows ? `${rows.length} ${unit} (not shown)` : undefined;

/** The state with the response's rows as counts, everything else summarised. */
export function summariseState(state: Snapshot<SearchState>): unknown {
  const response = state.response;
  const light = response && {
    ...response,
    result_set: rowCount(response.result_set, 'results'),
    ...(response.group_set ? { group_set: rowCount(response.group_set, 'groups') } : {}),
    ...(response.table
      ? { table: { columns: response.table.columns, rows: rowCount(response.table.rows, 'rows') } }
      : {}),
  };
  return summarise({ ...state, response: light });
}
