// Candidates aligned on more than one core: worker threads (align-worker.ts) take a query's
// candidates one at a time from a shared counter (an alignment's cost varies tenfold, so fixed
// shares leave a thread idle), while the calling thread keeps serving. A worker starts on first
// use and takes work once it has loaded; until then, or if it fails, the calling thread aligns
// what is left, which is always correct, only slower.

import { existsSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../workers/start-worker.ts';
import type { PackedChains } from './ca-trace.ts';
import type { TargetKey } from './target-traces.ts';
import type { TmAlignOptions, TmAlignResult } from '../../../model/structure-alignment/tm-align.ts';

export interface AlignJob {
  id: number;
  query: Float64Array;
  /** The query's chains when it is an assembly (for the complex aligner). */
  queryChains: PackedChains;
  targets: TargetKey[];
  options: TmAlignOptions;
  /** claims[0]: the next target not yet taken by any thread (over a SharedArrayBuffer). */
  claims: Int32Array;
}

/** The targets a thread took, by position in the job, with their alignment (null: no trace). */
export type AlignAnswers = Array<[number, TmAlignResult | null]>;

export interface AlignReply {
  id: number;
  results: AlignAnswers;
}

/** A counter the threads of one job take target positions from. */
export function newClaims(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** Takes the next target position of a job (≥ the number of targets once all are taken). */
export function claimNext(claims: Int32Array): number {
  return Atomics.add(claims, 0, 1);
}

interface Helper {
  worker: Worker;
  ready: boolean;
  pending: Map<number, { resolve: (results: AlignAnswers) => void; reject: (error: Error) => void }>;
}

const ALIGN_WORKER = new URL('./align-worker.ts', import.meta.url);

export class AlignPool {
  private helpers: Helper[] | undefined;
  private nextId = 0;
  private broken = false;

  /** `workers` helper threads reading `indexFile`. */
  constructor(
    private readonly indexFile: string,
    private readonly workers: number,
    private readonly keptCells: number,
  ) {}

  private start(): Helper[] {
    if (this.helpers) return this.helpers;
    this.helpers = [];
    if (this.workers <= 0 || !existsSync(this.indexFile)) return this.helpers;
    for (let i = 0; i < this.workers; i++) {
      const helper = this.spawn();
      if (!helper) break;
      this.helpers.push(helper);
    }
    return this.helpers;
  }

  /**
   * A helper thread. One that dies after it was ready (killed, out of memory) fails its job,
   * which the calling thread then aligns, and is replaced; one that never got ready breaks the
   * pool (it would fail again), and the calling thread aligns everything from then on.
   */
  private spawn(): Helper | undefined {
    let worker: Worker;
    try {
      worker = startWorker(ALIGN_WORKER, { workerData: { indexFile: this.indexFile, keptCells: this.keptCells } });
    } catch {
      this.broken = true;
      return undefined;
    }
    const helper: Helper = { worker, ready: false, pending: new Map() };
    worker.on('message', (message: AlignReply | { ready: true }) => {
      if ('ready' in message) {
        helper.ready = true;
        return;
      }
      helper.pending.get(message.id)?.resolve(message.results);
      helper.pending.delete(message.id);
    });
    let gone = false;
    const fail = (error: Error): void => {
      if (gone) return;
      gone = true;
      const wasReady = helper.ready;
      helper.ready = false;
      for (const { reject } of helper.pending.values()) reject(error);
      helper.pending.clear();
      const at = this.helpers?.indexOf(helper) ?? -1;
      if (at < 0) return; // closed
      const replacement = wasReady ? this.spawn() : undefined;
      if (replacement) this.helpers![at] = replacement;
      else this.broken = true;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`structure alignment worker exited (${code})`)));
    // an idle pool never keeps the process alive (attaching listeners refs the worker)
    worker.unref();
    return helper;
  }

  /** Resolves when every helper can take work (or has failed). */
  async whenReady(): Promise<void> {
    const helpers = this.start();
    await Promise.all(
      helpers
        .filter((h) => !h.ready)
        .map(
          (h) =>
            new Promise<void>((resolve) => {
              h.worker.ref(); // waiting for it keeps the process alive
              const done = (): void => {
                if (h.pending.size === 0) h.worker.unref();
                resolve();
              };
              h.worker.once('message', done);
              h.worker.once('error', done);
              h.worker.once('exit', done);
            }),
        ),
    );
  }

  /** Whether every started helper is ready (or the pool is broken): nothing left to wait for. */
  get settled(): boolean {
    return this.broken || (this.helpers !== undefined && this.helpers.every((h) => h.ready));
  }

  /** Helpers ready to take work now (starting them on first call). */
  ready(): number {
    if (this.broken) return 0;
    return this.start().filter((h) => h.ready).length;
  }

  /** Has ready helper `index` (0-based) take targets of a job until `claims` runs past them. */
  run(
    index: number,
    query: Float64Array,
    queryChains: PackedChains,
    targets: TargetKey[],
    options: TmAlignOptions,
    claims: Int32Array,
  ): Promise<AlignAnswers> {
    const helper = this.start().filter((h) => h.ready)[index];
    if (!helper) return Promise.reject(new Error('no alignment worker ready'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      helper.pending.set(id, { resolve, reject });
      helper.worker.ref(); // keep the process alive while work is out
      helper.worker.postMessage({ id, query, queryChains, targets, options, claims } satisfies AlignJob);
    }).finally(() => {
      if (helper.pending.size === 0) helper.worker.unref();
    }) as Promise<AlignAnswers>;
  }

  /** Stops the helpers (they are also unreferenced, so an idle pool never holds the process). */
  async close(): Promise<void> {
    const helpers = this.helpers ?? [];
    this.helpers = [];
    await Promise.all(helpers.map((h) => h.worker.terminate()));
  }
}
