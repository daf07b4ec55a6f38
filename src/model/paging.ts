// Pager arithmetic: derive the displayed numbers from (rows, start, total), and the counts every
// element writes. Moving between pages and the pager's labels are pager-moves.ts: only the results
// need them, and this module is in every element's initial load (the store's state makes a pager).
// Every function returns a fresh, normalised Pager, so callers can never hold a start that is off
// the page grid or past the last page.

import type { Pager } from './types.ts';
import { DEFAULT_ROWS, MAX_ROWS, MIN_ROWS } from './constants/core.ts';
import { plural } from './plural.ts';

export interface PagerInput {
  rows?: number;
  start?: number;
  total_count?: number;
  /** Present when results are grouped; paging then counts groups. */
  group_by_count?: number;
}

function wholeNumber(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;
}

/**
 * Rows are at least the minimum (25) and at most the API's bound; anything that is not a number
 * gives the default. Other sizes than the 25/50/100 menu are kept: shared URLs may carry them.
 */
export function normaliseRows(rows: number | undefined): number {
  if (typeof rows !== 'number' || !Number.isFinite(rows)) return DEFAULT_ROWS;
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, Math.floor(rows)));
}

/**
 * A normalised pager. The start is moved onto the page grid and clamped to the last page of the
 * known total, so build it from a response's totals (a restored request's start survives only
 * if the total reaches it).
 */
export function createPager(input: PagerInput = {}): Pager {
  const rows = normaliseRows(input.rows);
  const total_count = wholeNumber(input.total_count, 0);
  const group_by_count = input.group_by_count === undefined ? undefined : wholeNumber(input.group_by_count, 0);
  const total = group_by_count ?? total_count;
  // An empty result still shows "Page 1 of 1" rather than a page 1 of 0.
  const total_pages = Math.max(1, Math.ceil(total / rows));
  const requestedPage = Math.floor(wholeNumber(input.start, 0) / rows) + 1;
  const page = Math.min(requestedPage, total_pages);
  const start = (page - 1) * rows;
  const pager: Pager = {
    rows,
    start,
    total_count,
    page,
    total_pages,
    start_num: total === 0 ? 0 : start + 1,
    end_num: Math.min(start + rows, total),
  };
  if (group_by_count !== undefined) pager.group_by_count = group_by_count;
  return pager;
}

/** US-locale digit grouping ('1,234,567') without depending on the host's Intl data. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** '1 group', '2,000 groups': a formatted count with its noun in the number it needs. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${plural(n, one, many)}`;
}
