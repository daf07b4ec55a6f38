import { useResultsState } from './use-results-state.ts';
import { pagerRangeLabel } from '../../model/pager-moves.ts';
import { resultCount } from '../../model/result-count.ts';

/**
 * The one polite live region of the results: after a search it says how
 * many of what were found and which rows are shown, after paging the new rows, and the message
 * shown above the results (an error, no results) when there is one. Screen readers hear each
 * once: the visible count, pager and that message box do not announce themselves as well.
 */
export function ResultsAnnouncer({ message }: { message: string | null }) {
  const snap = useResultsState();
  let text = '';
  if (!snap.dataLoading) {
    const response = snap.response;
    if (message) text = message;
    else if (response && snap.request) {
      text = `${resultCount(response.total_count, response.result_type)} found. Showing ${pagerRangeLabel(snap.pager)}.`;
    }
  }
  return (
    <p className="pdb-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
