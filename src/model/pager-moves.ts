// Moving between pages, and the pager's labels: what the results' pager and the store's paging
// actions need, kept out of paging.ts, which every element loads. Every move returns a fresh,
// normalised Pager (createPager).

import type { Pager, Paginate } from './types.ts';
import { createPager, formatCount } from './paging.ts';
import { plural } from './plural.ts';

export type PagingOperation = 'first' | 'previous' | 'next' | 'last';

export const PAGING_OPERATIONS: readonly PagingOperation[] = ['first', 'previous', 'next', 'last'];

/** Grouped results page over groups, so the group count is what the pager walks. */
export function pagedTotal(pager: Pick<Pager, 'total_count' | 'group_by_count'>): number {
  return pager.group_by_count ?? pager.total_count;
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
