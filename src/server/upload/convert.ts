// Reading and re-encoding a 10 MB structure file takes seconds of CPU (molstar's parser and
// BinaryCIF encoder), which would stall every other request: it runs in a worker thread, one
// per upload (uploads are rare; a fresh worker also frees its memory at once).

import { Worker } from 'node:worker_threads';
import { convertToBinaryCif, type StructureFileCheck, type UploadFormat } from './structure-file.ts';

const WORKER_URL = new URL('./convert-worker.ts', import.meta.url);

export const CONVERSION_TIMEOUT_MS = 120_000;

class WorkerUnavailable extends Error {}

/** A worker thread cannot load .ts modules when the process runs without a TypeScript loader. */
const LOADER_ERRORS = new Set(['ERR_UNKNOWN_FILE_EXTENSION', 'ERR_MODULE_NOT_FOUND']);

function convertInWorker(bytes: Uint8Array, format: UploadFormat, timeoutMs: number): Promise<StructureFileCheck> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_URL, { workerData: { bytes, format } });
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => resolve({ ok: false, reason: 'the file took too long to read' })),
      timeoutMs,
    );
    worker.once('message', (result: StructureFileCheck) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          resolve({ ok: false, reason: 'the file needs more memory to read than the server allows' });
        else reject(LOADER_ERRORS.has(error.code ?? '') ? new WorkerUnavailable(error.message) : error);
      }),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`upload conversion worker exited with code ${code}`))));
  });
}

/** `convertToBinaryCif` in a worker thread; in this thread when workers cannot load our modules. */
export async function convertUpload(
  bytes: Uint8Array,
  format: UploadFormat,
  timeoutMs = CONVERSION_TIMEOUT_MS,
): Promise<StructureFileCheck> {
  try {
    return await convertInWorker(bytes, format, timeoutMs);
  } catch (error) {
    if (error instanceof WorkerUnavailable) return convertToBinaryCif(bytes, format);
    throw error;
  }
}
