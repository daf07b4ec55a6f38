// The shared worker machinery (src/archive/workers): one job fails for whatever it does to its
// worker, the jobs queued behind it run on a fresh one, and a worker module loads as TypeScript
// (under tsx) or as emitted JavaScript.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JobWorker, JobWorkerError } from '../../../src/archive/workers/job-worker.ts';
import { workerModule } from '../../../src/archive/workers/start-worker.ts';
import type { ToyJob } from './workers/toy-worker.ts';

const TOY = new URL('./workers/toy-worker.ts', import.meta.url);

function toy(deadlineMs = 5000): JobWorker<ToyJob, { echo: number }> {
  return new JobWorker(TOY, { what: 'The toy', deadlineMs });
}

const failed = (kind: string) => (error: unknown) => error instanceof JobWorkerError && error.kind === kind;

test('a refusal keeps the worker; a spin past the deadline, an exit or an error each fail alone', async () => {
  const jobs = toy(300);
  try {
    assert.deepEqual((await jobs.run({ echo: 1 })).echo, 1);
    const first = jobs.thread;
    await assert.rejects(
      jobs.run({ refuse: 'no' }),
      (e: unknown) => failed('refused')(e) && (e as Error).message === 'no',
    );
    assert.equal(jobs.thread, first, 'a refusal keeps the worker');
    // each breaking job has a job queued behind it, which runs on the replacement
    for (const [job, kind] of [
      [{ spin: true }, 'deadline'],
      [{ exit: 3 }, 'stopped'],
      [{ fail: 'bug' }, 'failed'],
    ] as const) {
      const broken = jobs.run(job);
      const after = jobs.run({ echo: 2 });
      await assert.rejects(broken, failed(kind), kind);
      assert.equal((await after).echo, 2, `after ${kind}`);
    }
    assert.notEqual(jobs.thread, first);
  } finally {
    await jobs.close();
  }
  await assert.rejects(jobs.run({ echo: 1 }), failed('stopped'));
});

test('a job that checks its deadline stops there, with the same failure, and its worker stays', async () => {
  const jobs = toy(300);
  try {
    await jobs.warm();
    const worker = jobs.thread;
    const started = performance.now();
    await assert.rejects(
      jobs.run({ checkDeadline: true }),
      (e: unknown) => failed('deadline')(e) && (e as Error).message === 'The toy took longer than 300 ms',
    );
    assert.ok(performance.now() - started < 1000, 'stopped before the grace ran out');
    assert.equal(jobs.thread, worker, 'the worker stays');
    assert.equal((await jobs.run({ echo: 3 })).echo, 3);
    await assert.rejects(jobs.run({ spin: true }), failed('deadline'));
    assert.notEqual(jobs.thread, worker, 'a job that never checks: its worker is replaced');
  } finally {
    await jobs.close();
  }
});

test('a worker that cannot load fails the waiting jobs; the next job tries again', async () => {
  const jobs = new JobWorker<ToyJob, unknown>(new URL('./workers/missing-worker.ts', import.meta.url), {
    what: 'The missing',
    deadlineMs: 1000,
  });
  await assert.rejects(jobs.warm(), failed('failed'));
  await assert.rejects(jobs.run({ echo: 1 }), failed('failed'));
  await jobs.close();
});

test('a worker module emitted as JavaScript loads without tsx', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'job-worker-'));
  try {
    // what a build leaves: x-worker.js beside the caller, no x-worker.ts
    writeFileSync(
      path.join(dir, 'x-worker.js'),
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', ({ id, job }) => parentPort.postMessage({ id, ok: true, answer: job * 2 }));
       parentPort.postMessage({ ready: true });`,
    );
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    const entry = pathToFileURL(path.join(dir, 'x-worker.ts'));
    assert.equal(workerModule(entry).pathname.endsWith('/x-worker.js'), true);
    const jobs = new JobWorker<number, number>(entry, { what: 'The doubler', deadlineMs: 1000 });
    assert.equal(await jobs.run(21), 42);
    await jobs.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
