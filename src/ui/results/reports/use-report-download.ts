// CSV and JSON downloads of the tabular report (seed 001 §4 'Downloads'): within the direct limit
// the whole report is fetched and saved at once; above it the user is asked, then the report
// switches to batch mode (tabularReport.batch) with range links, each highlighted once clicked
// (tabularReport.clicked).

import { useState } from 'react';
import { useResultsState } from '../use-results-state.ts';
import type { ReportFormat } from '../../../model/types.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { pagedTotal } from '../../../model/pager-moves.ts';
import { useResults } from '../results-context.ts';
import { batchRanges, needsBatches, type BatchRange } from '../downloads/batches.ts';
import { batchConfirmation } from '../downloads/download-messages.ts';
import { downloadLimits } from '../downloads/limits.ts';
import { saveBlob } from '../downloads/save-file.ts';
import { CUSTOM_REPORT } from './report-catalogue.ts';
import { plainCopy } from '../../../store/plain-copy.ts';

export interface ReportDownload {
  busy: boolean;
  /** Ranges while in batch mode, else null. */
  ranges: BatchRange[] | null;
  download: (format: ReportFormat) => Promise<void>;
  pickBatch: (range: BatchRange) => Promise<void>;
  closeBatches: () => void;
}

export function useReportDownload(confirm: (q: { message: string }) => Promise<boolean>): ReportDownload {
  const { store, transfers, root } = useResults();
  const snap = useResultsState();
  const [busy, setBusy] = useState(false);
  const state = store.state;
  const total = pagedTotal(snap.pager);
  const limit = downloadLimits().reportRowsPerFile;
  const ranges = snap.tabularReport.batch !== null ? batchRanges(total, limit) : null;

  async function fetchAndSave(format: ReportFormat, start: number, rows: number): Promise<void> {
    if (!state.request) return;
    const report = state.views.report;
    setBusy(true);
    try {
      const result = await transfers.fetchReportFile({
        report,
        request: plainCopy(state.request),
        ...(report === CUSTOM_REPORT ? { attributes: [...state.tabularReport.attributes] } : {}),
        format,
        start,
        rows,
      });
      if (result.ok) saveBlob(result.value.blob, result.value.fileName, root);
      else store.actions.setMessage({ kind: 'error', text: MESSAGES.reportLoadFailed });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    ranges,
    async download(format) {
      // the limit as it is now (tests lower it after the element rendered)
      const limit = downloadLimits().reportRowsPerFile;
      store.actions.setTabularReport({ format, mode: 'download' });
      if (!needsBatches(total, limit)) {
        await fetchAndSave(format, 0, Math.max(total, 1));
        return;
      }
      const ok = await confirm({ message: batchConfirmation(total, limit, limit, 'rows') });
      if (ok) store.actions.setTabularReport({ format, batch: 0, clicked: [] });
    },
    async pickBatch(range) {
      const clicked = state.tabularReport.clicked.includes(range.index)
        ? [...state.tabularReport.clicked]
        : [...state.tabularReport.clicked, range.index];
      store.actions.setTabularReport({ batch: range.index, clicked });
      await fetchAndSave(state.tabularReport.format, range.start, range.rows);
    },
    closeBatches() {
      store.actions.setTabularReport({ batch: null, clicked: [] });
    },
  };
}
