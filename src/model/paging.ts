// Pager arithmetic: derive the displayed numbers from (rows, start, total) and move between pages.
// Every function returns a fresh, normalised Pager, so callers can never hold a start that is off
// the page grid or past the last page.

import type { Pager, Paginate } from './types.ts';
import { DEFAULT_ROWS, MAX_ROWS, MIN_ROWS } from './constants/core.ts';
import { plural } from './plural.ts';

export type PagingOperation = 'first' | 'previous' | 'next' | 'last';

export const PAGING_OPERATIONS: readonly PagingOperation[] = ['first', 'previous', 'next', 'last'];

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

/** Grouped results page over groups, so the group count is what the pager walks. */
export function pagedTotal(pager: Pick<Pager, 'total_count' | 'group_by_count'>): number {
  return pager.group_by_count ?? pager.total_count;
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

function withStart(pager: Pager, start: number): Pager {
  return createPager({ ...pager, start });
}

/** Moves to a page number, clamped to 1..total_pages. */
export function goToPage(pager: Pager, page: number): Pager {
  const target = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pager.total_pages);
  return withStart(pager, (target - 1) * pager.rows);
}

/** first / previous / next / last, clamped at both ends; any other name is a programming error. */
export function applyPagingOperation(pager: Pager, operation: string): Pager {
  switch (operation) {
    case 'first':
      return goToPage(pager, 1);
    case 'previous':
      return goToPage(pager, pager.page - 1);
    case 'next':
      return goToPage(pager, pager.page + 1);
    case 'last':
      return goToPage(pager, pager.total_pages);
    default:
      throw new Error(`Unsupported paging operation: ${operation}`);
  }
}

/** A new page size restarts at the first page (the old start may not be on the new grid). */
export function changeRows(pager: Pager, rows: number): Pager {
  return createPager({ ...pager, rows, start: 0 });
}

/** Sort and ranking changes reorder everything, so the first page is the only meaningful one. */
export function restartPaging(pager: Pager): Pager {
  return withStart(pager, 0);
}

/** New totals from a response, keeping rows and start (clamped if the result shrank). */
export function updateTotals(pager: Pager, totals: { total_count?: number; group_by_count?: number }): Pager {
  return createPager({
    rows: pager.rows,
    start: pager.start,
    total_count: totals.total_count,
    group_by_count: totals.group_by_count,
  });
}

export function toPaginate(pager: Pick<Pager, 'start' | 'rows'>): Paginate {
  return { start: pager.start, rows: pager.rows };
}

export function canGoPrevious(pager: Pager): boolean {
  return pager.page > 1;
}

export function canGoNext(pager: Pager): boolean {
  return pager.page < pager.total_pages;
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

/**
 * 'x to y of N {noun}'. The noun names what is paged ('Structures', 'Polymer Entities'); it
 * defaults to 'items', or to 'groups' when the pager is grouped (singular for one).
 */
export function pagerRangeLabel(pager: Pager, noun?: string): string {
  const total = pagedTotal(pager);
  const what =
    noun ?? (pager.group_by_count === undefined ? plural(total, 'item', 'items') : plural(total, 'group', 'groups'));
  return `${formatCount(pager.start_num)} to ${formatCount(pager.end_num)} of ${formatCount(total)} ${what}`;
}

/** 'Page p of q'. */
export function pagerPageLabel(pager: Pager): string {
  return `Page ${formatCount(pager.page)} of ${formatCount(pager.total_pages)}`;
}
