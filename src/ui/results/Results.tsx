import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { contactUrl } from '../../model/link-templates.ts';
import { createSearchStore, type SearchStore } from '../../store/create-search-store.ts';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { themeStyles } from '../common/theme.ts';
import { hostOf, useContextStore } from '../common/use-context-store.ts';
import { useLayoutClass } from './layout/use-layout-class.ts';
import { useResultsEvents } from './layout/use-results-events.ts';
import { ResultsBody } from './ResultsBody.tsx';
import { ResultsContext, type AlignmentReference, type ResultsContextValue } from './results-context.ts';
import { resultsStyles } from './styles.ts';
import { resultsPrintStyles } from './print-styles.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';
import { ViewerDialog } from '../viewers/ViewerDialog.tsx';
import { viewerStyles } from '../viewers/viewer-styles.ts';

export interface ResultsProps {
  /** r2wc's hidden prop: the shadow root the element renders into. */
  container?: ShadowRoot | HTMLElement;
}

/**
 * <pdb-results>: the results of the surrounding <pdb-search-context>'s search, with its
 * functions bar, pager, refinements and views. Without a context it keeps a private store that
 * page scripts can reach only through events (it still renders what it is given).
 */
export function Results({ container }: ResultsProps) {
  const store = useContextStore<SearchStore>(container, () => createSearchStore());
  const host = hostOf(container);
  const layout = useLayoutClass(host);
  const [alignmentReference, setAlignmentReference] = useState<AlignmentReference>('Query');
  const transfers = store.actions;
  useResultsEvents(store, host);
  const contactHref = contactUrl(useSnapshot(store.state.config).contactUrl);

  const root = container ?? document.body;
  const value = useMemo<ResultsContextValue>(
    () => ({ store, transfers, root, layout, alignmentReference, setAlignmentReference }),
    [store, transfers, root, layout, alignmentReference],
  );

  return (
    <ResultsContext.Provider value={value}>
      <ShadowStyles first css={[themeStyles, resultsStyles, resultsPrintStyles, viewerStyles]} />
      <div className="pdb-results" data-layout={layout}>
        <ErrorBoundary contactHref={contactHref} onContinue={() => store.actions.continueToSearch()}>
          <ResultsBody />
        </ErrorBoundary>
        <ViewerDialog store={store} />
      </div>
    </ResultsContext.Provider>
  );
}
