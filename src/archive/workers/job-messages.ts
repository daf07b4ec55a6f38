// What a job worker's thread (serveJobs, serve-jobs.ts) posts to its JobWorker (job-worker.ts):
// the protocol of the two sides, in a module of its own below both.

/**
 * refused: the job's input cannot be processed (the worker said why); deadline, memory: the job
 * needed more time or memory than allowed; stopped: the worker died under the job, or the
 * service closed; failed: the worker could not start, or a job hit an unexpected error.
 */
export type JobFailureKind = 'refused' | 'deadline' | 'memory' | 'stopped' | 'failed';

export type JobReply<A> =
  | { id: number; ok: true; answer: A }
  | { id: number; ok: false; kind: JobFailureKind; message: string; retire: boolean };

export type WorkerMessage<A> = JobReply<A> | { ready: true };

/** A job as JobWorker posts it: `deadlineMs` from its arrival, for the job's loops to check (job-deadline.ts). */
export interface JobMessage<J> {
  id: number;
  job: J;
  deadlineMs: number;
}
