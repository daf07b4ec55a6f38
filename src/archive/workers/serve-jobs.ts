// The worker side of job-worker.ts: a worker module sets itself up (top-level await), then
// calls serveJobs with what it does for one job. A QueryError thrown by a job is the user's
// input refused, and the worker stays; a JobRefused also says whether the worker must go (the
// library it called may be left broken); anything else fails the job and retires the worker.

import { parentPort, type Transferable } from 'node:worker_threads';
import { QueryError } from '../query/query-error.ts';
import { JobPastDeadline, startJobClock } from './job-deadline.ts';
import type { JobFailureKind, JobMessage, JobReply, WorkerMessage } from './job-messages.ts';

/** Input the job cannot process, told to the user; `retire`: replace the worker after it. */
export class JobRefused extends Error {
  constructor(
    message: string,
    readonly retire: boolean,
  ) {
    super(message);
    this.name = 'JobRefused';
  }
}

function failure(error: unknown): { kind: JobFailureKind; message: string; retire: boolean } {
  if (error instanceof QueryError) return { kind: 'refused', message: error.message, retire: false };
  // stopped in time by its own check: the thread is sound
  if (error instanceof JobPastDeadline) return { kind: 'deadline', message: error.message, retire: false };
  if (error instanceof JobRefused) return { kind: 'refused', message: error.message, retire: error.retire };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error), retire: true };
}

/** Answers the jobs the main thread sends, one at a time; tells it the worker is ready. */
export function serveJobs<J, A>(
  handle: (job: J) => A | Promise<A>,
  transferOf: (answer: A) => Transferable[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  const answer = async ({ id, job, deadlineMs }: JobMessage<J>): Promise<void> => {
    let reply: JobReply<A>;
    let transfer: Transferable[] = [];
    startJobClock(deadlineMs);
    try {
      const answer = await handle(job);
      reply = { id, ok: true, answer };
      transfer = transferOf(answer);
    } catch (error) {
      reply = { id, ok: false, ...failure(error) };
    } finally {
      startJobClock(undefined);
    }
    port.postMessage(reply satisfies WorkerMessage<A>, transfer);
  };
  port.on('message', (message: JobMessage<J>) => void answer(message));
  port.postMessage({ ready: true } satisfies WorkerMessage<A>);
}
