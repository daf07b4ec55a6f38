// The deadline of the job this thread runs now, for long loops to stop at. serveJobs starts the
// clock as a job arrives (with the deadline JobWorker gave it); a loop that checks it stops with
// JobPastDeadline, which the worker answers as the job's deadline failure — what JobWorker's
// timer would have given, without terminating the thread. A terminated worker is replaced at
// once, and under load the process held both threads' memory for a while (a motif search cut at
// its deadline left the 200,000-entry server 0.3–0.4 GB larger each time, and the next search
// waited 40 s for the replacement to load). Outside a job (the main thread, tests) there is no
// deadline.

export class JobPastDeadline extends Error {
  constructor() {
    super('the job ran past its deadline');
    this.name = 'JobPastDeadline';
  }
}

let deadline = Infinity;

/** The job now running must end within `ms`; undefined: the job has ended (no deadline). */
export function startJobClock(ms: number | undefined): void {
  deadline = ms === undefined ? Infinity : performance.now() + ms;
}

/** Throws JobPastDeadline once the running job's deadline has passed. */
export function checkJobDeadline(): void {
  if (performance.now() > deadline) throw new JobPastDeadline();
}
