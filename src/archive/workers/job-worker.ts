// One worker thread that runs a service's jobs one at a time, so that whatever a job does to the
// worker (a WebAssembly abort, a library left in a broken state, memory exhausted, a loop that
// never ends) is paid by that job alone: the job fails with a JobWorkerError, the worker is
// replaced, and the jobs queued behind it run on the fresh one. A job runs under a deadline, which
// the worker is told: a job whose loops check it (job-deadline.ts) stops there and the worker
// stays; one still running a grace period later is terminated (the only way to stop synchronous
// code) and its worker replaced.
//
// The worker module answers with serveJobs (serve-jobs.ts). Jobs wait in order here, not in
// the worker, so a worker that dies takes no queued job with it.

import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { JobFailureKind, JobMessage, JobReply, WorkerMessage } from './job-messages.ts';
import { startWorker } from './start-worker.ts';

/**
 * How long past its deadline a job may take to stop by itself before its worker is terminated:
 * up to a second, and no longer than the deadline (a job allowed 1 ms has 1 ms more).
 */
const graceMs = (deadlineMs: number) => Math.min(1000, deadlineMs);

const STATUS: Record<JobFailureKind, number> = { refused: 400, deadline: 400, memory: 400, stopped: 503, failed: 500 };

export class JobWorkerError extends Error {
  /** What the server answers for a failure nobody translated into a service's own error. */
  readonly statusCode: number;
  constructor(
    readonly kind: JobFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'JobWorkerError';
    this.statusCode = STATUS[kind];
  }
}

export interface JobWorkerOptions {
  /** The work, for messages: 'the chemical search'. */
  what: string;
  workerData?: unknown;
  /** Longest a job may run once the worker has it (run() can shorten it). */
  deadlineMs: number;
  resourceLimits?: ResourceLimits;
}

interface Pending<J, A> {
  job: J;
  deadlineMs: number;
  resolve(answer: A): void;
  reject(error: JobWorkerError): void;
}

interface Slot<J, A> {
  thread: Worker;
  ready: boolean;
  /** The job the worker has, with its deadline timer. */
  busy?: { id: number; pending: Pending<J, A>; timer: NodeJS.Timeout };
}

export class JobWorker<J, A> {
  private slot: Slot<J, A> | undefined;
  private readonly queue: Array<Pending<J, A>> = [];
  private readonly waiting: Array<{ resolve(): void; reject(error: Error): void }> = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly entry: URL,
    private readonly options: JobWorkerOptions,
  ) {}

  /** Runs `job` in the worker (starting one if needed); rejects with a JobWorkerError. */
  run(job: J, deadlineMs = this.options.deadlineMs): Promise<A> {
    if (this.closed) return Promise.reject(new JobWorkerError('stopped', `${this.options.what} has stopped`));
    return new Promise<A>((resolve, reject) => {
      this.queue.push({ job, deadlineMs, resolve, reject });
      this.pump();
    });
  }

  /** Starts the worker now rather than on the first job; resolves once it can take work. */
  warm(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.start().ready) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.reference();
    });
  }

  /** Posts a message beside the jobs to the thread now running, if any (a search worker's columns). */
  post(message: unknown): void {
    this.slot?.thread.postMessage(message);
  }

  /** The worker thread now running, if any (tests terminate it to see the replacement). */
  get thread(): Worker | undefined {
    return this.slot?.thread;
  }

  /** Whether the worker has a job now. */
  get busy(): boolean {
    return this.slot?.busy !== undefined;
  }

  /** Stops the worker; queued jobs fail as stopped. */
  async close(): Promise<void> {
    this.closed = true;
    const slot = this.slot;
    const stopped = new JobWorkerError('stopped', `${this.options.what} has stopped`);
    this.drop(stopped);
    for (const pending of this.queue.splice(0)) pending.reject(stopped);
    for (const waiter of this.waiting.splice(0)) waiter.resolve();
    await slot?.thread.terminate();
  }

  private start(): Slot<J, A> {
    if (this.slot) return this.slot;
    const thread = startWorker(this.entry, {
      workerData: this.options.workerData,
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    const slot: Slot<J, A> = { thread, ready: false };
    this.slot = slot;
    thread.on('message', (message: WorkerMessage<A>) => {
      if (this.slot !== slot) return;
      if ('ready' in message) {
        slot.ready = true;
        for (const waiter of this.waiting.splice(0)) waiter.resolve();
        this.pump();
      } else this.answer(slot, message);
    });
    thread.on('error', (error: Error & { code?: string }) => {
      if (this.slot !== slot) return;
      if (!slot.ready) return this.failStart(`could not start: ${error.message}`);
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.replace(
        outOfMemory
          ? new JobWorkerError('memory', `${this.options.what} needs more memory than the server allows`)
          : new JobWorkerError('stopped', `${this.options.what} failed: ${error.message}`),
      );
    });
    thread.on('exit', (code) => {
      if (this.slot !== slot) return;
      if (!slot.ready) return this.failStart(`stopped before it was ready (exit code ${code})`);
      this.replace(new JobWorkerError('stopped', `${this.options.what} stopped (exit code ${code})`));
    });
    this.reference();
    return slot;
  }

  /** A worker that never started: nothing waiting can run (the next job tries a fresh worker). */
  private failStart(reason: string): void {
    const slot = this.slot;
    const failure = new JobWorkerError('failed', `${this.options.what} ${reason}`);
    this.drop(failure);
    void slot?.thread.terminate();
    for (const waiter of this.waiting.splice(0)) waiter.reject(failure);
    for (const pending of this.queue.splice(0)) pending.reject(failure);
  }

  /** Gives the next queued job to a ready, idle worker. */
  private pump(): void {
    if (this.closed || this.queue.length === 0) return this.reference();
    const slot = this.start();
    if (!slot.ready || slot.busy) return this.reference();
    const pending = this.queue.shift()!;
    const id = this.nextId++;
    const timer = setTimeout(
      () => this.replace(this.pastDeadline(pending)),
      pending.deadlineMs + graceMs(pending.deadlineMs),
    );
    slot.busy = { id, pending, timer };
    slot.thread.postMessage({ id, job: pending.job, deadlineMs: pending.deadlineMs } satisfies JobMessage<J>);
    this.reference();
  }

  private answer(slot: Slot<J, A>, reply: JobReply<A>): void {
    const busy = slot.busy;
    if (!busy || busy.id !== reply.id) return;
    clearTimeout(busy.timer);
    slot.busy = undefined;
    if (reply.ok) busy.pending.resolve(reply.answer);
    else if (reply.kind === 'deadline') busy.pending.reject(this.pastDeadline(busy.pending));
    else busy.pending.reject(new JobWorkerError(reply.kind, reply.message));
    // the job may have left the worker's state broken (an RDKit exception): start afresh
    if (!reply.ok && reply.retire) this.replace();
    else this.pump();
  }

  /** Ends the current worker, failing its job with `failure`; the queue goes on with a fresh one. */
  private replace(failure?: JobWorkerError): void {
    const slot = this.slot;
    this.drop(failure ?? new JobWorkerError('stopped', `${this.options.what} was replaced`));
    if (slot) void slot.thread.terminate();
    // start the replacement at once, so the next job does not also wait for it to load
    if (!this.closed) this.start();
    this.pump();
  }

  /** The failure of a job past its deadline, alike whether it stopped itself or was stopped. */
  private pastDeadline(pending: Pending<J, A>): JobWorkerError {
    return new JobWorkerError('deadline', `${this.options.what} took longer than ${seconds(pending.deadlineMs)}`);
  }

  private drop(failure: JobWorkerError): void {
    const busy = this.slot?.busy;
    this.slot = undefined;
    if (!busy) return;
    clearTimeout(busy.timer);
    busy.pending.reject(failure);
  }

  /** An idle worker never keeps the process alive; one with work out (or awaited) does. */
  private reference(): void {
    const slot = this.slot;
    if (!slot) return;
    if (slot.busy || this.queue.length > 0 || this.waiting.length > 0) slot.thread.ref();
    else slot.thread.unref();
  }
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}
