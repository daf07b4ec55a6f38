// Browser-direct mode's pairwise alignment (issue 37): the public Search API returns no
// superposition, so the page aligns the two chains itself, in a worker (alignment-worker.ts), on
// the structure files its view fetched. A worker the page cannot start (the bundle on another
// origin than the page) gives way to the same code imported into the page.

import type { PairwiseAlignment } from '../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../model/viewer-request.ts';
import type * as AlignmentWorker from './alignment-worker.ts';
import type { AlignmentJob, AlignmentOutcome } from './alignment-worker.ts';
import type { ClientResult } from './http.ts';
import { createViewerModuleClient } from './viewer-modules.ts';

type WorkerModule = typeof AlignmentWorker;

/** The worker's script: the built bundle, or the source when not running from a build. */
const workerScript = (): string =>
  createViewerModuleClient().moduleUrl('alignment-worker') ?? new URL('./alignment-worker.ts', import.meta.url).href;

function startWorker(): Worker | undefined {
  try {
    return new Worker(workerScript(), { type: 'module', name: 'pdb-alignment' });
  } catch {
    return undefined; // another origin's script, or no workers here
  }
}

function inWorker(worker: Worker, job: AlignmentJob, signal?: AbortSignal): Promise<AlignmentOutcome | 'no worker'> {
  return new Promise((resolve) => {
    const end = (outcome: AlignmentOutcome | 'no worker') => {
      worker.terminate();
      signal?.removeEventListener('abort', aborted);
      resolve(outcome);
    };
    const aborted = () => end({ ok: false, message: 'The alignment was cancelled' });
    signal?.addEventListener('abort', aborted);
    worker.onmessage = (event: MessageEvent<AlignmentOutcome>) => end(event.data);
    // a script that fails to load (blocked, missing) errors before any message
    worker.onerror = (event) => {
      event.preventDefault();
      end('no worker');
    };
    worker.postMessage(job);
  });
}

async function inPage(job: AlignmentJob): Promise<AlignmentOutcome> {
  try {
    const module = (await import(/* @vite-ignore */ workerScript())) as WorkerModule;
    return { ok: true, value: await module.alignCifChains(job.files, job.query, job.target) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The TM-align of two chains, from their entries' mmCIF texts (`files` resolves with them). */
export async function alignInPage(
  query: ChainRef,
  target: ChainRef,
  files: Promise<ClientResult<{ query: string; target: string }>>,
  signal?: AbortSignal,
): Promise<ClientResult<PairwiseAlignment>> {
  const texts = await files;
  if (!texts.ok) return texts;
  const job: AlignmentJob = { files: texts.value, query, target };
  const worker = startWorker();
  const outcome = (worker && (await inWorker(worker, job, signal))) ?? 'no worker';
  const result = outcome === 'no worker' ? await inPage(job) : outcome;
  return result.ok ? { ok: true, value: result.value, status: 200 } : { ok: false, status: 0, message: result.message };
}
