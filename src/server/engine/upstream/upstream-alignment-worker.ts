// Upstream mode's pairwise alignments, off the main thread (see upstream-alignment.ts): reading two
// mmCIF texts and TM-align take up to seconds of CPU each, which would hold every other request.

import { alignCifChains, type AlignmentJob } from '../../../client/alignment-worker.ts';
import { JobRefused, serveJobs } from '../../../archive/workers/serve-jobs.ts';

serveJobs(async ({ files, query, target }: AlignmentJob) => {
  try {
    return await alignCifChains(files, query, target);
  } catch (error) {
    // a chain missing, too short or too long, or a file that cannot be read: told to the user; the
    // worker keeps no state between jobs, so it stays
    throw new JobRefused(error instanceof Error ? error.message : String(error), false);
  }
});
