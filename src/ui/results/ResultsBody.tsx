import { useRef } from 'react';
import { useResultsState } from './use-results-state.ts';
import { LABELS } from '../../model/constants/labels.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import { pagedTotal } from '../../model/pager-moves.ts';
import { LoadingBar } from '../common/LoadingBar.tsx';
import { Message } from '../common/Message.tsx';
import { contactHrefOf } from '../common/ContactAdvice.tsx';
import { useConfirm } from '../common/use-confirm.tsx';
import { FunctionsBar } from './functions-bar/FunctionsBar.tsx';
import { useScrollToSummary } from './layout/use-scroll-to-summary.ts';
import { Pager } from './pager/Pager.tsx';
import { AppliedRefinements } from './refinements/AppliedRefinements.tsx';
import { RefinementsPanel } from './refinements/RefinementsPanel.tsx';
import { ReportView } from './reports/ReportView.tsx';
import { useReportDownload } from './reports/use-report-download.ts';
import { useResults } from './results-context.ts';
import { SKIP_TARGET } from '../common/skip-target.ts';
import { ResultsAnnouncer } from './ResultsAnnouncer.tsx';
import { ResultsSummary } from './ResultsSummary.tsx';
import { SearchViews } from './SearchViews.tsx';

/** Messages the refinements panel shows next to its own button instead of at the top. */
const PANEL_MESSAGES: readonly string[] = [MESSAGES.noRefinements];

/** What the live region says of a message: its text, and the Contact Us advice the box shows under a refusal. */
function spokenText(message: { text: string; contact?: boolean | undefined }): string {
  return message.contact ? `${message.text} ${MESSAGES.contactUsAdvice}` : message.text;
}

/**
 * Everything below the element's styles: the hint before any search, the loading bar, the
 * store's message, the summary, the functions bar, and the results with the refinements panel
 * beside them (LG) or under them (narrower).
 */
export function ResultsBody() {
  const { store, layout } = useResults();
  const snap = useResultsState();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [dialog, confirm] = useConfirm();
  const reportDownload = useReportDownload(confirm);
  useScrollToSummary(summaryRef, snap.queryId, snap.dataLoading);

  const message = snap.message;
  const hasResults = snap.response !== null;
  const inReport = snap.views.results === 'report';
  // a grouping that kept nothing has no page to move to: the warning says why the list is empty
  const showPager = !inReport && snap.views.search !== 'stats' && pagedTotal(snap.pager) > 0;
  const showTopMessage = message !== null && !(hasResults && PANEL_MESSAGES.includes(message.text));

  if (!snap.request && !snap.dataLoading) {
    return (
      <div className="results-empty" tabIndex={-1} {...{ [SKIP_TARGET]: '' }}>
        {message ? (
          <Message kind={message.kind} text={message.text} contactHref={contactHrefOf(message, snap.config)} />
        ) : (
          <Message kind="info" text={MESSAGES.noActiveQuery} />
        )}
      </div>
    );
  }

  return (
    <div className="results-layout" data-layout={layout} aria-busy={snap.dataLoading}>
      {dialog}
      <LoadingBar active={snap.dataLoading} />
      {snap.dataLoading ? (
        <p className="loading-text" role="status">
          {MESSAGES.loadingData}
        </p>
      ) : null}
      <ResultsAnnouncer message={showTopMessage ? spokenText(message) : null} />
      <ResultsSummary ref={summaryRef} />
      <AppliedRefinements />
      {showTopMessage ? (
        <Message
          kind={message.kind}
          text={message.text}
          announce={false}
          contactHref={contactHrefOf(message, snap.config)}
          offerCsm={message.offerCsm === true}
          onRerunWithCsm={() => void store.actions.rerunWithCsm()}
          {...(hasResults ? { onDismiss: () => store.actions.clearMessage() } : {})}
        />
      ) : null}
      {showTopMessage && message.kind === 'error' && !hasResults && !inReport ? (
        // Seed 001 §8: an error offers Continue, back to a clean search page.
        <button
          type="button"
          className="pdb-button continue-button"
          data-variant="primary"
          onClick={() => store.actions.continueToSearch()}
        >
          {LABELS.continue}
        </button>
      ) : null}
      {hasResults || inReport ? <FunctionsBar reportDownload={reportDownload} /> : null}
      {hasResults ? (
        <div className={inReport ? 'results-columns single' : 'results-columns'}>
          {inReport ? null : <RefinementsPanel />}
          <section className="results-main" aria-label={inReport ? 'Tabular report' : 'Results'}>
            {showPager ? <Pager /> : null}
            {inReport ? <ReportView download={reportDownload} /> : <SearchViews />}
          </section>
        </div>
      ) : inReport ? (
        <section className="results-main" aria-label="Tabular report">
          <ReportView download={reportDownload} />
        </section>
      ) : null}
    </div>
  );
}
