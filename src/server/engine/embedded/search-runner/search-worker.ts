// A search worker: opens the archive (its own read-only connection and services; the document
// graph and startup columns the main thread read, in shared memory), gets
// ready for its role, then answers the pool's jobs one at a time. An error meant for the client
// is an outcome; anything else fails the job and retires the worker (serve-jobs.ts), so a search
// that leaves a library broken cannot break the next.

import { parentPort, workerData } from 'node:worker_threads';
import type { ColumnSnapshot } from '../../../../archive/query/shared-columns.ts';
import { serveJobs } from '../../../../archive/workers/serve-jobs.ts';
import { openServerArchive } from '../archive.ts';
import { answerSearchViewFromArchive } from '../search-data/answer-search.ts';
import { encodeJson } from '../../../search-runner/encoded-json.ts';
import { apiAnswer } from './runner.ts';
import { alignOnArchive } from './search-parts.ts';
import { lowerThreadPriority } from '../../../search-runner/thread-priority.ts';
import {
  failedOutcome,
  type PooledJob,
  type SearchJob,
  type SearchOutcome,
  type SearchWorkerData,
} from './search-job.ts';

const { indexFile, sourceDir, role, nice, shared } = workerData as SearchWorkerData;
// started while the main thread built the startup columns: they come in the first message, and
// this worker is ready (takes jobs) once it has them, not building its own copy meanwhile
const columnsToCome =
  shared && !shared.columns
    ? new Promise<ColumnSnapshot[]>((resolve) =>
        parentPort!.once('message', (message: { columns: ColumnSnapshot[] }) => resolve(message.columns)),
      )
    : undefined;
// before the services start their threads and processes, which inherit it
if (nice > 0) lowerThreadPriority(nice);
const archive = openServerArchive(indexFile, sourceDir, { shared });
// a text worker never calls a costly service: its data would only take memory
if (role === 'costly') await archive.warmServices();
if (columnsToCome) archive.search.adoptColumns(await columnsToCome);

function answer(job: SearchJob): Promise<(SearchOutcome & { ok: true })['value']> {
  switch (job.kind) {
    case 'view':
      return answerSearchViewFromArchive(archive, job.input).then((response) => encodeJson(response, job.encoding));
    case 'api':
      return apiAnswer(archive, job.request, job.encoding);
    case 'engine':
      return archive.search.search(job.request);
    case 'align':
      return Promise.resolve(alignOnArchive(archive, job.query, job.target));
  }
}

async function run(job: PooledJob): Promise<SearchOutcome> {
  archive.servesAt?.(job.serverOrigins);
  try {
    return { ok: true, value: await answer(job) };
  } catch (error) {
    const outcome = failedOutcome(error);
    if (outcome) return outcome;
    throw error;
  }
}

serveJobs(run);
