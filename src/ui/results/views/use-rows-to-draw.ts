import { startTransition, useEffect, useState } from 'react';

/**
 * Rows drawn with the first paint of a new page of results: more than the first screen shows
 * under the summary, functions bar and pager in any view (a Summary row is about 200 px, a
 * Gallery row of 4 cards about 260 px).
 */
export const FIRST_ROWS = 8;

/**
 * How many of a page's `total` rows to draw now. A new page draws its first FIRST_ROWS at once
 * and the rest in a transition after that paint, which React renders in slices that leave the
 * page answering input: a 100-row page otherwise held the main thread for the whole list before
 * anything showed (issue 13, point 10). `source` is the page's frozen row list, so redrawing the
 * same page (a facet ticked, a row selected) draws it whole at once.
 */
export function useRowsToDraw(source: unknown, total: number): number {
  const [drawnWhole, setDrawnWhole] = useState<unknown>(null);
  const whole = total <= FIRST_ROWS || drawnWhole === source;
  useEffect(() => {
    if (whole) return;
    const timer = setTimeout(() => startTransition(() => setDrawnWhole(source)), 0);
    return () => clearTimeout(timer);
  }, [source, whole]);
  return whole ? total : FIRST_ROWS;
}
