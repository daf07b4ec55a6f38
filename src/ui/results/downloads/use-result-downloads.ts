// Download IDs, Display IDs and Download Files for the All / Selected choice (seed 000 §2,
// 001 §4 'Downloads' and §8): the selection is checked first ('No Result IDs have been
// selected.'), large sets ask before switching to batches, computed models are left out of
// file downloads with the seed's notice, and files go as the store delivers them: by form post to
// the server's download target, or as a zip built in the page (browser-direct mode).

import { useState } from 'react';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { isComputedModelResult } from '../../../model/computed-model-id.ts';
import { pagedTotal } from '../../../model/pager-moves.ts';
import { useResults } from '../results-context.ts';
import { batchRanges, needsBatches, type BatchRange } from './batches.ts';
import { batchConfirmation } from './download-messages.ts';
import { postForm } from './form-post.ts';
import { downloadLimits } from './limits.ts';
import { saveBlob, saveText } from './save-file.ts';
import { plainCopy } from '../../../store/plain-copy.ts';

export type BatchKind = 'ids' | 'files';

export interface BatchState {
  kind: BatchKind;
  total: number;
  ranges: BatchRange[];
  clicked: number[];
  /** File batches post these ids; id batches fetch their range. */
  ids?: string[];
}

export interface ResultDownloads {
  busy: boolean;
  batch: BatchState | null;
  displayed: { ids: string[]; total: number } | null;
  downloadIds: () => Promise<void>;
  displayIds: () => Promise<void>;
  downloadFiles: () => Promise<void>;
  pickBatch: (range: BatchRange) => Promise<void>;
  closeBatch: () => void;
  closeDisplay: () => void;
}

const IDS_FILE_TYPE = 'text/plain;charset=utf-8';

function idsFileName(start?: number, end?: number): string {
  return start === undefined ? 'pdb_result_ids.txt' : `pdb_result_ids_${start}-${end}.txt`;
}

export function useResultDownloads(
  confirm: (q: { message: string; title?: string }) => Promise<boolean>,
): ResultDownloads {
  const { store, transfers, root } = useResults();
  const [busy, setBusy] = useState(false);
  const [batch, setBatch] = useState<BatchState | null>(null);
  const [displayed, setDisplayed] = useState<{ ids: string[]; total: number } | null>(null);
  const state = store.state;
  const actions = store.actions;

  const notify = (kind: 'error' | 'warning' | 'info', text: string) => actions.setMessage({ kind, text });

  /** Selected ids, or null (with the seed's message) when 'Selected' has none. */
  function selectedIds(): string[] | null {
    if (actions.checkDownloadSelection()) return null;
    return [...state.selection.ids];
  }

  async function run(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  async function fetchIds(start: number, rows: number): Promise<string[] | null> {
    if (!state.request) return null;
    const result = await transfers.fetchResultIdentifiers(plainCopy(state.request), start, rows);
    if (!result.ok) {
      notify('error', result.message);
      return null;
    }
    return result.value;
  }

  async function downloadIds(): Promise<void> {
    if (!state.selection.all) {
      const ids = selectedIds();
      if (ids) saveText(ids.join(','), idsFileName(), IDS_FILE_TYPE, root);
      return;
    }
    const total = pagedTotal(state.pager);
    const { idsPerBatch } = downloadLimits();
    if (needsBatches(total, idsPerBatch)) {
      const ok = await confirm({ message: batchConfirmation(total, idsPerBatch, idsPerBatch, 'IDs') });
      if (ok) setBatch({ kind: 'ids', total, ranges: batchRanges(total, idsPerBatch), clicked: [] });
      return;
    }
    await run(async () => {
      const ids = await fetchIds(0, Math.max(total, 1));
      if (ids) saveText(ids.join(','), idsFileName(), IDS_FILE_TYPE, root);
    });
  }

  async function displayIds(): Promise<void> {
    if (!state.selection.all) {
      const ids = selectedIds();
      if (ids) setDisplayed({ ids, total: ids.length });
      return;
    }
    const total = pagedTotal(state.pager);
    await run(async () => {
      const ids = await fetchIds(0, Math.max(1, Math.min(total, downloadLimits().idsPerBatch)));
      if (ids) setDisplayed({ ids, total: Math.max(total, ids.length) });
    });
  }

  /** The files of these ids, as the store delivers them: a form posted to the server, or a zip made here. */
  async function deliverFiles(ids: readonly string[]): Promise<void> {
    const ligands = (state.response?.result_type ?? state.request?.return_type) === 'mol_definition';
    let delivered: Awaited<ReturnType<typeof transfers.fetchFiles>> | undefined;
    await run(async () => {
      delivered = await transfers.fetchFiles(ids, ligands ? 'ligands' : 'entries');
    });
    if (!delivered) return;
    if (!delivered.ok) {
      notify('error', delivered.message);
      return;
    }
    const delivery = delivered.value;
    if ('zip' in delivery) {
      saveBlob(delivery.zip, delivery.name, root);
      if (delivery.notice) notify('warning', delivery.notice);
      return;
    }
    postForm(delivery.form, { ids: ids.join(',') }, root, () =>
      notify('error', MESSAGE_TEMPLATES.cspBlocksDownload(new URL(delivery.form, document.baseURI).origin)),
    );
  }

  async function downloadFiles(): Promise<void> {
    let ids: string[];
    let excluded = false;
    if (state.selection.all) {
      if (!state.request) return;
      const request = plainCopy(state.request);
      let result: Awaited<ReturnType<typeof transfers.fetchDownloadIds>> | undefined;
      await run(async () => {
        result = await transfers.fetchDownloadIds({ report: 'search_summary', request });
      });
      if (!result) return;
      if (!result.ok) {
        notify('error', result.message);
        return;
      }
      ids = result.value.ids;
      excluded = result.value.notice !== undefined;
    } else {
      const selected = selectedIds();
      if (!selected) return;
      // by the entry's id, as the server's ids of all results leave them out (integrative
      // structures, PDBDEV_..., have the same shape of id but are downloaded)
      ids = selected.filter((id) => !isComputedModelResult(id));
      excluded = ids.length < selected.length;
    }
    if (ids.length === 0) {
      notify('warning', excluded ? MESSAGES.batchUnavailable : MESSAGES.noResultIdsSelected);
      return;
    }
    if (excluded) notify('info', MESSAGES.csmExcludedFromBatch);
    const limits = downloadLimits();
    // a download the client holds in the page is bounded by it too (one batch of the seed's)
    const perDownload = Math.min(limits.fileDownloadThreshold, transfers.filesPerDownload() ?? Infinity);
    const fileBatchSize = Math.min(limits.fileBatchSize, perDownload);
    if (needsBatches(ids.length, perDownload)) {
      const ok = await confirm({
        message: batchConfirmation(ids.length, perDownload, fileBatchSize, 'files'),
      });
      if (ok)
        setBatch({
          kind: 'files',
          total: ids.length,
          ranges: batchRanges(ids.length, fileBatchSize),
          clicked: [],
          ids,
        });
      return;
    }
    await deliverFiles(ids);
  }

  async function pickBatch(range: BatchRange): Promise<void> {
    if (!batch) return;
    setBatch({
      ...batch,
      clicked: batch.clicked.includes(range.index) ? batch.clicked : [...batch.clicked, range.index],
    });
    if (batch.kind === 'files') {
      await deliverFiles((batch.ids ?? []).slice(range.start, range.start + range.rows));
      return;
    }
    await run(async () => {
      const ids = await fetchIds(range.start, range.rows);
      if (ids) saveText(ids.join(','), idsFileName(range.start + 1, range.start + range.rows), IDS_FILE_TYPE, root);
    });
  }

  return {
    busy,
    batch,
    displayed,
    downloadIds: () => downloadIds().catch((error: unknown) => notify('error', MESSAGE_TEMPLATES.error(String(error)))),
    displayIds: () => displayIds().catch((error: unknown) => notify('error', MESSAGE_TEMPLATES.error(String(error)))),
    downloadFiles: () =>
      downloadFiles().catch((error: unknown) => notify('error', MESSAGE_TEMPLATES.error(String(error)))),
    pickBatch,
    closeBatch: () => setBatch(null),
    closeDisplay: () => setDisplayed(null),
  };
}
