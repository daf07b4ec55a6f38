import { useEffect, useRef, type ReactNode } from 'react';
import { LABELS } from '../../../model/constants/labels.ts';
import { useConfirm } from '../../common/use-confirm.tsx';
import { BatchPanel } from '../downloads/BatchPanel.tsx';
import { IdsDialog } from '../downloads/IdsDialog.tsx';
import { BATCH_TITLE, batchIntro } from '../downloads/download-messages.ts';
import { useResultDownloads } from '../downloads/use-result-downloads.ts';
import { CREATE_CUSTOM_REPORT } from '../reports/report-catalogue.ts';
import type { ReportDownload } from '../reports/use-report-download.ts';
import { useResults } from '../results-context.ts';
import { useResultsState } from '../use-results-state.ts';
import { AlignmentTools } from './AlignmentTools.tsx';
import { RepresentBySelect } from './RepresentBySelect.tsx';
import { SelectionScope } from './SelectionScope.tsx';
import { ViewSwitcher } from './ViewSwitcher.tsx';
import { offersAlignmentReference } from './alignment.ts';

interface ActionButtonProps {
  /** Nothing to act on yet. */
  disabled: boolean;
  /** Work in progress: the button keeps its focus (aria-disabled) but ignores clicks. */
  busy: boolean;
  onRun: () => unknown;
  children: ReactNode;
}

function ActionButton({ disabled, busy, onRun, children }: ActionButtonProps) {
  return (
    <button
      type="button"
      className="pdb-button"
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void onRun();
      }}
    >
      {children}
    </button>
  );
}

/**
 * The functions bar above the results (seed 000 §2): views and reports, Return to Search Results
 * with CSV/JSON in the report view, All/Selected with Download IDs, Display IDs and file
 * download, the alignment tools for protein sequence searches, and Represent by for groups.
 */
export function FunctionsBar({ reportDownload }: { reportDownload: ReportDownload }) {
  const { store } = useResults();
  const snap = useResultsState();
  const [dialog, confirm] = useConfirm();
  const downloads = useResultDownloads(confirm);
  const inReport = snap.views.results === 'report';
  const noResults = snap.response === null;
  const grouped = snap.request?.request_options?.group_by !== undefined;
  const alignment = offersAlignmentReference(snap.request, !inReport && snap.views.search === 'summary');
  const viewsRow = useRef<HTMLDivElement>(null);
  /** Return to Search Results was pressed while focused: it goes away with the report view. */
  const returning = useRef(false);

  // keyboard users continue from the view they returned to, not from the page's body
  useEffect(() => {
    if (inReport || !returning.current) return;
    returning.current = false;
    viewsRow.current?.querySelector<HTMLButtonElement>('.segment[aria-pressed=true]')?.focus();
  }, [inReport]);

  return (
    <div className="functions-bar" role="region" aria-label="Results functions">
      {dialog}
      <IdsDialog
        ids={downloads.displayed?.ids ?? null}
        total={downloads.displayed?.total}
        onClose={downloads.closeDisplay}
      />
      <div className="functions-row" ref={viewsRow}>
        <ViewSwitcher />
        {inReport ? (
          <div className="report-actions">
            <button
              type="button"
              className="pdb-button"
              onClick={(e) => {
                returning.current = e.currentTarget.matches(':focus');
                void store.actions.returnToSearchResults();
              }}
            >
              {LABELS.returnToResults}
            </button>
            {snap.views.report !== CREATE_CUSTOM_REPORT ? (
              <>
                <ActionButton
                  disabled={noResults}
                  busy={reportDownload.busy}
                  onRun={() => reportDownload.download('csv')}
                >
                  CSV
                </ActionButton>
                <ActionButton
                  disabled={noResults}
                  busy={reportDownload.busy}
                  onRun={() => reportDownload.download('json')}
                >
                  JSON
                </ActionButton>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="functions-row">
        <div className="download-group">
          <SelectionScope />
          <ActionButton disabled={noResults} busy={downloads.busy} onRun={downloads.downloadIds}>
            {LABELS.downloadIds}
          </ActionButton>
          <ActionButton disabled={noResults} busy={downloads.busy} onRun={downloads.displayIds}>
            {LABELS.displayIds}
          </ActionButton>
          <ActionButton disabled={noResults} busy={downloads.busy} onRun={downloads.downloadFiles}>
            Download Files
          </ActionButton>
        </div>
        {alignment ? <AlignmentTools /> : null}
        {grouped ? <RepresentBySelect /> : null}
      </div>
      {downloads.batch ? (
        <BatchPanel
          title={BATCH_TITLE}
          intro={batchIntro(downloads.batch.kind === 'files' ? 'files' : 'IDs', downloads.batch.total)}
          ranges={downloads.batch.ranges}
          clicked={downloads.batch.clicked}
          busy={downloads.busy}
          onPick={(range) => void downloads.pickBatch(range)}
          onClose={downloads.closeBatch}
        />
      ) : null}
    </div>
  );
}
