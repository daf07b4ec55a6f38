import { useEffect } from 'react';
import { LABELS } from '../../../model/constants/labels.ts';
import { Button } from '../../common/Button.tsx';
import { useResults } from '../results-context.ts';
import { useResultsState } from '../use-results-state.ts';

/**
 * 'Save to MyPDB' under the custom report's title: saves the search with the report's
 * columns, so running it from MyPDB opens this report again. Only signed in: signed out there is
 * nowhere to save to, and signing in is MyPDB's own view. The store's message says how it went.
 */
export function SaveReportButton() {
  const { store } = useResults();
  const snap = useResultsState();
  // signed in or not is known once GET {mypdb}/data has answered; the results may be the first to ask
  useEffect(() => {
    if (!store.state.mypdb.known) void store.actions.loadMyPdb();
  }, [store]);

  if (snap.mypdb.account === null) return null;
  return (
    <div className="custom-report-actions">
      <Button disabled={snap.mypdb.loading} onClick={() => void store.actions.saveReportToMyPdb()}>
        {LABELS.saveToMyPdb}
      </Button>
    </div>
  );
}
