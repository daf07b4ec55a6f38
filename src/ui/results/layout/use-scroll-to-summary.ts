import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a search (a new query_id whose answer has arrived) the page scrolls to the results
 * summary (seed 000 §2) and focus moves there, so keyboard and screen-reader users continue from
 * the results rather than from the button they pressed (which a removed refinement chip no
 * longer is). Paging, sorting and view switches keep the query_id and move nothing.
 */
export function useScrollToSummary(
  target: RefObject<HTMLElement | null>,
  queryId: string | null,
  loading: boolean,
): void {
  // An element mounted after the answer arrived (a tab switch) does not jump the page.
  const scrolledFor = useRef<string | null>(loading ? null : queryId);
  useEffect(() => {
    if (loading || !queryId || scrolledFor.current === queryId) return;
    scrolledFor.current = queryId;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.focus({ preventScroll: true });
    target.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [target, queryId, loading]);
}
