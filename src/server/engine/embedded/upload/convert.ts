// Reading and re-encoding a 10 MB structure file takes seconds of CPU (molstar's parser and
// BinaryCIF encoder; 2.4 s for a 4.8 MB mmCIF.gz), which would stall every other request: it
// runs in a worker thread (convert-worker.ts), one upload at a time, under a deadline. A file
// that keeps the worker past the deadline, or past its memory, is refused, and the worker is
// replaced for the next upload.
//
// There is no fallback to this thread: the worker loads wherever the server runs
// (start-worker.ts), and a conversion here would hold every request for as long as the file
// takes, which is exactly what the worker is for.

import { JobWorker, JobWorkerError } from '../../../../archive/workers/job-worker.ts';
import type { StructureFileCheck, UploadFormat } from '../../types.ts';

export interface ConvertJob {
  bytes: Uint8Array;
  format: UploadFormat;
}

/** Longest a conversion may take: several times what the largest accepted upload needs. */
export const CONVERSION_TIMEOUT_MS = 30_000;

// one for the process: uploads are rare, and an idle worker never keeps the process alive
const converter = new JobWorker<ConvertJob, StructureFileCheck>(new URL('./convert-worker.ts', import.meta.url), {
  what: 'Reading the uploaded file',
  deadlineMs: CONVERSION_TIMEOUT_MS,
});

/** Starts the conversion worker (1-2 s of loading molstar) before the first upload needs it. */
export function warmUploadConversion(): Promise<void> {
  return converter.warm();
}

/** `convertToBinaryCif` in the conversion worker; a file over the time or memory allowed is refused. */
export async function convertUpload(
  bytes: Uint8Array,
  format: UploadFormat,
  timeoutMs = CONVERSION_TIMEOUT_MS,
): Promise<StructureFileCheck> {
  try {
    return await converter.run({ bytes, format }, timeoutMs);
  } catch (error) {
    if (!(error instanceof JobWorkerError)) throw error;
    if (error.kind === 'deadline') return { ok: false, reason: 'the file took too long to read' };
    if (error.kind === 'memory')
      return { ok: false, reason: 'the file needs more memory to read than the server allows' };
    throw error;
  }
}
