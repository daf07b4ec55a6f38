// A worker for job-worker.test.ts: each job names what it does to the worker.

import { QueryError } from '../../../../src/archive/query/query-error.ts';
import { checkJobDeadline } from '../../../../src/archive/workers/job-deadline.ts';
import { serveJobs } from '../../../../src/archive/workers/serve-jobs.ts';

export type ToyJob =
  | { echo: number }
  | { refuse: string }
  | { spin: true }
  | { checkDeadline: true }
  | { exit: number }
  | { fail: string };

serveJobs((job: ToyJob) => {
  if ('echo' in job) return { echo: job.echo };
  if ('refuse' in job) throw new QueryError(job.refuse);
  if ('spin' in job) for (;;); // only the deadline ends this
  if ('checkDeadline' in job) for (;;) checkJobDeadline();
  if ('exit' in job) process.exit(job.exit);
  throw new Error(job.fail);
});
