// The page's TM-align thread (issue 37, browser-direct mode): aligns two chains of two mmCIF texts
// off the main thread. Built as dist/viewers/alignment-worker.js (rollup.config.mjs) and started
// by page-alignment.ts; where the page cannot start it (a bundle served from another origin), that
// module imports this one and calls alignCifChains itself.

import { alignCifChains } from './direct/align-cif-chains.ts';
import type { PairwiseAlignment } from '../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../model/viewer-request.ts';

export { alignCifChains };

export interface AlignmentJob {
  files: { query: string; target: string };
  query: ChainRef;
  target: ChainRef;
}

export type AlignmentOutcome = { ok: true; value: PairwiseAlignment } | { ok: false; message: string };

declare const WorkerGlobalScope: (new () => unknown) | undefined;

// only as a worker: imported into the page, this module must not take the window's messages
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  self.onmessage = (event: MessageEvent<AlignmentJob>) => {
    const { files, query, target } = event.data;
    alignCifChains(files, query, target).then(
      (value) => postMessage({ ok: true, value } satisfies AlignmentOutcome),
      (error: unknown) =>
        postMessage({
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies AlignmentOutcome),
    );
  };
}
