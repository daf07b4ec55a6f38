import { forwardRef } from 'react';
import { useResultsState } from './use-results-state.ts';
import { useResults } from './results-context.ts';
import { Button } from '../common/Button.tsx';
import { plainCopy } from '../../store/request-options.ts';
import { countOf } from '../../model/paging.ts';
import { resultCount } from '../../model/result-count.ts';
import { SKIP_TARGET } from '../common/skip-target.ts';

/**
 * The results summary the page scrolls to and focuses after a search: how many of what, and the
 * query in words (as text: the description is built from user input). ResultsAnnouncer says the
 * count to screen readers.
 */
export const ResultsSummary = forwardRef<HTMLDivElement>(function ResultsSummary(_props, ref) {
  const snap = useResultsState();
  const { store } = useResults();
  const request = snap.request;

  /** The current query in the builder, every group and option restored; a query it cannot hold says why. */
  function editInBuilder(): void {
    if (!store.state.request) return;
    const opened = store.actions.openInBuilder(plainCopy(store.state.request));
    if (opened.ok) store.actions.openBuilder();
    else store.actions.setMessage({ kind: 'warning', text: opened.message });
  }

  if (!request) return <div ref={ref} />;
  const response = snap.response;
  const returnType = response?.result_type ?? request.return_type;
  // A failed search has no count to show; its error message says what happened.
  const failed = !response && !snap.dataLoading && snap.message?.kind === 'error';
  const grouped = response?.group_by_count !== undefined && request.request_options?.group_by !== undefined;
  const query = snap.description?.text ?? '';
  return (
    <div className="results-summary" ref={ref} tabIndex={-1} {...{ [SKIP_TARGET]: '' }}>
      {failed ? null : (
        <h2 className="summary-count">
          {snap.dataLoading && !response ? (
            'Searching…'
          ) : response ? (
            <>
              {resultCount(response.total_count, returnType)}
              {grouped ? (
                <span className="summary-groups"> in {countOf(response.group_by_count ?? 0, 'group', 'groups')}</span>
              ) : null}
            </>
          ) : (
            resultCount(0, returnType)
          )}
        </h2>
      )}
      {query ? (
        <p className="summary-query">
          <span className="item-label">Query:</span> {query}{' '}
          <Button variant="link" className="edit-query" onClick={editInBuilder}>
            Edit in Advanced Search
          </Button>
        </p>
      ) : null}
    </div>
  );
});
