import { useResultsState } from '../use-results-state.ts';
import { useResults } from '../results-context.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { BatchPanel } from '../downloads/BatchPanel.tsx';
import { BATCH_TITLE, batchIntro } from '../downloads/download-messages.ts';
import { Pager } from '../pager/Pager.tsx';
import { CustomReportBuilder } from './CustomReportBuilder.tsx';
import { ReportTable } from './ReportTable.tsx';
import { SaveReportButton } from './SaveReportButton.tsx';
import { CREATE_CUSTOM_REPORT, CUSTOM_REPORT, PDB_IDS_REPORT, reportLabel } from './report-catalogue.ts';
import type { ReportDownload } from './use-report-download.ts';
import { pagedTotal } from '../../../model/pager-moves.ts';
import { formatCount } from '../../../model/paging.ts';

/**
 * The tabular report view: the column editor, or the chosen report as batch links, an ids list
 * or a table of the current page with the pager (pages, rows per page and sort re-run the report
 * for that page, as in the search views); 'Error retrieving data.' when the report failed, the
 * no-results message when empty. Downloads cover the whole result set, not the page. The custom
 * report can be saved to MyPDB with its columns (signed in only).
 */
export function ReportView({ download }: { download: ReportDownload }) {
  const snap = useResultsState();
  const { transfers } = useResults();
  const report = snap.views.report;
  const label = reportLabel(report);

  if (report === CREATE_CUSTOM_REPORT) return <CustomReportBuilder />;

  const heading = <h2 className="view-title">{label}</h2>;
  if (snap.message?.kind === 'error' && !snap.response) {
    return (
      <div className="report-view">
        {heading}
        <p className="inline-alert" role="alert">
          {MESSAGES.reportLoadFailed}
        </p>
      </div>
    );
  }
  const response = snap.response;
  if (!response || response.report !== report) {
    const empty = !response && !snap.dataLoading && snap.request !== null && snap.message !== null;
    return (
      <div className="report-view">
        {heading}
        {empty ? <p className="empty-note">{MESSAGES.noTabularResults}</p> : null}
      </div>
    );
  }
  const table = response.table;
  const batches = download.ranges ? (
    <BatchPanel
      title={BATCH_TITLE}
      intro={batchIntro('rows', pagedTotal(snap.pager))}
      ranges={download.ranges}
      clicked={snap.tabularReport.clicked}
      busy={download.busy}
      onPick={(range) => void download.pickBatch(range)}
      onClose={download.closeBatches}
    />
  ) : null;

  if (!table || table.rows.length === 0) {
    return (
      <div className="report-view">
        {heading}
        <p className="empty-note">{MESSAGES.noTabularResults}</p>
      </div>
    );
  }
  const queryUrl =
    report === PDB_IDS_REPORT || !response.result_ids?.length
      ? undefined
      : transfers.reportQueryUrl({
          identifiers: response.result_ids,
          returnType: response.result_type,
          report,
          ...(report === CUSTOM_REPORT ? { attributes: snap.tabularReport.attributes } : {}),
        });
  return (
    <div className="report-view">
      {heading}
      {queryUrl ? (
        <a className="report-query-link" href={queryUrl} target="_blank" rel="noopener noreferrer">
          {LABELS.reportQuery}
        </a>
      ) : null}
      {report === CUSTOM_REPORT ? <SaveReportButton /> : null}
      <Pager />
      {batches}
      {report === PDB_IDS_REPORT ? (
        <p className="ids-list" aria-label={`${formatCount(table.rows.length)} identifiers`}>
          {table.rows.map((row) => String(row[0] ?? '')).join(', ')}
        </p>
      ) : (
        <ReportTable table={table} caption={label} />
      )}
    </div>
  );
}
