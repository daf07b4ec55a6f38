import { useEffect, useRef, type RefObject } from 'react';
import { revealInDocument } from '../../common/reveal.ts';

/**
 * After a search (a new query_id whose answer has arrived) the page scrolls to the results
 * summary (seed 000 §2) and focus moves there, so keyboard and screen-reader users continue from
 * the results rather than from the button they pressed (which a removed refinement chip no
 * longer is). A summary already in sight moves nothing, so the bar above it stays in view, and a
 * page that frames this one never scrolls. Paging, sorting and view switches keep the query_id
 * and move nothing.
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
    const summary = target.current;
    if (!summary) return;
    summary.focus({ preventScroll: true });
    revealInDocument(summary, { block: 'start-if-hidden', smooth: true });
  }, [target, queryId, loading]);
}
