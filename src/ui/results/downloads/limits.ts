// How much one download may hold before it is offered in batches (seed 001 §4 'Downloads', §9).
// The seeds give the file-download threshold (2500 records, 50 per batch) and the ids batch
// (10000); they leave the CSV/JSON report limit open, so a report file holds at most as many rows
// as a file download may name records (2500), and larger reports come in batches of that size.

import { LIMITS } from '../../../model/constants/limits.ts';

export interface DownloadLimits {
  /** Rows of one CSV or JSON report file. */
  reportRowsPerFile: number;
  /** Records a file download may name before it switches to batches. */
  fileDownloadThreshold: number;
  /** Records per batch of a batch file download. */
  fileBatchSize: number;
  /** Ids per Download IDs file. */
  idsPerBatch: number;
}

const DEFAULT_LIMITS: DownloadLimits = {
  reportRowsPerFile: LIMITS.batchFileDownloadThreshold,
  fileDownloadThreshold: LIMITS.batchFileDownloadThreshold,
  fileBatchSize: LIMITS.batchFileDownloadSize,
  idsPerBatch: LIMITS.idsPerBatch,
};

let current: DownloadLimits = { ...DEFAULT_LIMITS };

export function downloadLimits(): Readonly<DownloadLimits> {
  return current;
}

/**
 * Lowers (or raises) the limits and returns a function restoring the defaults. The shared
 * archive holds a few hundred entries, so tests reach batch mode only this way.
 */
export function overrideDownloadLimits(patch: Partial<DownloadLimits>): () => void {
  current = { ...current, ...patch };
  return () => {
    current = { ...DEFAULT_LIMITS };
  };
}
