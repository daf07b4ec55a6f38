// The upstream engine's pairwise alignment (issue 37): the public Search API returns no
// superposition, so the server aligns the two chains itself from the upstream's mmCIF files with
// browser-direct mode's code (client/direct/align-cif-chains.ts), which is the archive's TM-align.
// It runs in a worker thread under the searches' deadline, as the embedded engine's does in its
// pool: the event loop stays free for every other request.

import type { AlignmentJob } from '../../../client/alignment-worker.ts';
import { JobWorker, JobWorkerError } from '../../../archive/workers/job-worker.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import type { PairwiseAlignment } from '../../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../../model/viewer-request.ts';
import { ClientError } from '../../errors.ts';
import { readFileAs } from '../../files/file-content.ts';
import type { EngineFiles, EngineSearches } from '../types.ts';

export interface UpstreamAlignment {
  align: EngineSearches['align'];
  close(): Promise<void>;
}

export function upstreamAlignment(files: EngineFiles, deadlineMs: number): UpstreamAlignment {
  // started by the first alignment; an idle worker never keeps the process alive
  const worker = new JobWorker<AlignmentJob, PairwiseAlignment>(
    new URL('./upstream-alignment-worker.ts', import.meta.url),
    { what: 'the alignment', deadlineMs },
  );
  const text = async (chain: ChainRef): Promise<string> => {
    const file = await files.entryFile(chain.entryId);
    if (!file) throw new ClientError(404, MESSAGE_TEMPLATES.noDataForEntry(chain.entryId));
    return new TextDecoder().decode(await readFileAs(file, 'cif'));
  };
  return {
    async align(query, target) {
      const [queryText, targetText] = await Promise.all([text(query), text(target)]);
      try {
        return await worker.run({ files: { query: queryText, target: targetText }, query, target });
      } catch (error) {
        if (error instanceof JobWorkerError) throw new ClientError(error.statusCode, error.message);
        throw error;
      }
    },
    close: () => worker.close(),
  };
}
