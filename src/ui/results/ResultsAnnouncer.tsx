import { useResultsState } from './use-results-state.ts';
import { RETURN_TYPE_LABELS } from '../../model/constants.ts';
import { formatCount, pagerRangeLabel } from '../../model/paging.ts';

/**
 * The one polite live region of the results (issue 13, point 9): after a search it says how
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
      const noun = RETURN_TYPE_LABELS[response.result_type] ?? response.result_type;
      text = `${formatCount(response.total_count)} ${noun} found. Showing ${pagerRangeLabel(snap.pager)}.`;
    }
  }
  return (
    <p className="pdb-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
