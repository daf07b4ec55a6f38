import { startTransition, useEffect, useState } from 'react';
import type { SearchResults } from '../../../store/state.ts';

/**
 * Rows drawn with the first paint of a new page, per view: what fills a screen 1,000 px tall under
 * the summary, functions bar and pager (a Summary row is about 200 px; a Gallery row of 4 cards
 * about 260 px; a Compact or report row about 60 px). Each Summary row costs 2 ms or so to draw.
 */
export const FIRST_ROWS = { summary: 4, gallery: 8, compact: 12, report: 12 } as const;

/**
 * How many of a page's `total` rows to draw now. A new page draws its `first` rows at once
 * (FIRST_ROWS of its view) and the rest in a transition after that paint, which React renders in
 * slices that leave the page answering input: a 100-row page otherwise held the main thread for the whole list before
 * anything showed. `source` is the page's frozen row list, so redrawing the
 * same page (a facet ticked, a row selected) draws it whole at once.
 */
export function useRowsToDraw(source: unknown, total: number, first: number): number {
  const [drawnWhole, setDrawnWhole] = useState<unknown>(null);
  const whole = total <= first || drawnWhole === source;
  useEffect(() => {
    if (whole) return;
    const timer = setTimeout(() => startTransition(() => setDrawnWhole(source)), 0);
    return () => clearTimeout(timer);
  }, [source, whole]);
  return whole ? total : first;
}

/** useRowsToDraw for a view of the search response: its groups, or else its results. */
export function useResponseRowsToDraw(
  response: SearchResults | null,
  view: Exclude<keyof typeof FIRST_ROWS, 'report'>,
): number {
  const total = response?.group_set?.length || response?.result_set.length || 0;
  return useRowsToDraw(response?.result_set, total, FIRST_ROWS[view]);
}
