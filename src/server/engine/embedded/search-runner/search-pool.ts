// Searches in worker threads, so the event loop stays free for reading requests, writing answers
// and /health. Each worker holds the archive open and runs one search at a time. Two groups of
// workers: text workers answer full-text and attribute searches, counts and facets; costly
// workers answer searches that use a costly service (sequence, chemical, structure, motifs) at a
// lower CPU priority, together with the processes and threads they start, so a busy costly
// service slows costly searches rather than everyone's. Searches wait in one queue per lane
// (text, and each costly service). A costly lane's queue is bounded: when full it answers 503
// with Retry-After at once instead of letting every wait grow. The text lane's is not: its
// searches take milliseconds, so a queue of them drains in moments, and refusing the search
// page's cheap requests (searches, counts, facets) because costly work is busy would refuse the
// page itself; the per-client rate limits (429) are what bound one client's share of it.

import type { ValidatedRequest } from '../../../../model/types.ts';
import type { PairwiseAlignment } from '../../../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../../../model/viewer-request.ts';
import type { SearchResponse as EngineResponse } from '../../../../archive/query/search-response.ts';
import { JobWorker } from '../../../../archive/workers/job-worker.ts';
import { COSTLY_SERVICES, type CostlyService, type SearchPoolConfig } from '../../../config.ts';
import { BusyError } from '../../../errors.ts';
import { costlyServicesIn } from '../../../limits/request-cost.ts';
import type { SearchViewInput } from '../../types.ts';
import type { EncodedJson, JsonEncoding } from '../../../search-runner/encoded-json.ts';
import type { SearchRunner } from './runner.ts';
import type { ColumnSnapshot } from '../../../../archive/query/shared-columns.ts';
import {
  outcomeError,
  type PooledJob,
  type SearchJob,
  type SearchOutcome,
  type SearchWorkerData,
} from './search-job.ts';
import type { ServerOrigins } from '../upload/server-origins.ts';

type Lane = 'text' | CostlyService;

/** The lane of a query: its costliest service, or text. Structure comparisons cost the most. */
const COSTLIEST_FIRST: readonly CostlyService[] = ['structure', 'strucmotif', 'chemical', 'sequence', 'seqmotif'];

export function laneOf(query: unknown): Lane {
  const services = costlyServicesIn([query]);
  return COSTLIEST_FIRST.find((service) => services.has(service)) ?? 'text';
}

const WHAT: Readonly<Record<CostlyService, string>> = {
  sequence: 'sequence searches',
  seqmotif: 'sequence motif searches',
  chemical: 'chemical searches',
  structure: 'structure searches',
  strucmotif: 'structure motif searches',
};

interface Waiting {
  job: PooledJob;
  /** When it was queued: the lanes of a group take turns by who waited longest. */
  since: number;
  resolve(outcome: SearchOutcome): void;
  reject(error: Error): void;
}

/** A costly lane's limit: `bound` searches may wait; one more is answered 503 naming `what`. */
interface QueueLimit {
  bound: number;
  what: string;
  /** Recent time one search of the lane took, for Retry-After (moving average, ms). */
  averageMs: number;
}

interface LaneState {
  name: Lane;
  /** Undefined for the text lane: every search waits its turn. */
  limit: QueueLimit | undefined;
  queue: Waiting[];
  running: number;
}

type Worker = JobWorker<PooledJob, SearchOutcome>;

/** Workers that serve some lanes, each worker one search at a time. */
class WorkerGroup {
  private readonly slots: Array<{ worker: Worker; busy: boolean }>;

  constructor(
    readonly lanes: readonly LaneState[],
    workers: number,
    makeWorker: () => Worker,
  ) {
    this.slots = Array.from({ length: workers }, () => ({ worker: makeWorker(), busy: false }));
  }

  get workers(): Worker[] {
    return this.slots.map(({ worker }) => worker);
  }

  submit(lane: LaneState, job: PooledJob): Promise<SearchOutcome> {
    const limit = lane.limit;
    if (limit && lane.queue.length >= limit.bound) {
      const seconds = Math.ceil(((lane.queue.length + lane.running) * limit.averageMs) / this.slots.length / 1000);
      throw new BusyError(
        `The server is busy with ${limit.what}: ${lane.queue.length} are waiting; retry in a moment`,
        Math.max(1, seconds),
      );
    }
    return new Promise<SearchOutcome>((resolve, reject) => {
      lane.queue.push({ job, since: performance.now(), resolve, reject });
      this.pump();
    });
  }

  /** Gives each idle worker the search that has waited longest in any of the group's lanes. */
  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const ready = this.lanes.filter((lane) => lane.queue.length > 0);
      if (ready.length === 0) return;
      const lane = ready.reduce((a, b) => (a.queue[0]!.since <= b.queue[0]!.since ? a : b));
      const waiting = lane.queue.shift()!;
      slot.busy = true;
      lane.running++;
      const started = performance.now();
      slot.worker
        .run(waiting.job)
        .then(waiting.resolve, waiting.reject)
        .finally(() => {
          slot.busy = false;
          lane.running--;
          if (lane.limit) lane.limit.averageMs = 0.8 * lane.limit.averageMs + 0.2 * (performance.now() - started);
          this.pump();
        });
    }
  }
}

export class SearchPool implements SearchRunner {
  private readonly text: WorkerGroup;
  private readonly costly: WorkerGroup;
  private readonly lanes: ReadonlyMap<Lane, LaneState>;

  /** `origins`: this server's, sent with each job (they are known once the server listens, after the workers start). */
  constructor(
    private readonly data: Omit<SearchWorkerData, 'role' | 'nice'>,
    config: SearchPoolConfig,
    private readonly origins?: ServerOrigins,
  ) {
    const lane = (name: Lane, limit?: QueueLimit): LaneState => ({ name, limit, queue: [], running: 0 });
    const text = [lane('text')];
    const costly = COSTLY_SERVICES.map((name) =>
      lane(name, { bound: config.costlyQueue, what: WHAT[name], averageMs: 500 }),
    );
    this.lanes = new Map([...text, ...costly].map((state) => [state.name, state]));
    const worker = (workerData: SearchWorkerData) => () =>
      new JobWorker<PooledJob, SearchOutcome>(new URL('./search-worker.ts', import.meta.url), {
        what: 'the search',
        workerData,
        deadlineMs: config.deadlineMs,
      });
    this.text = new WorkerGroup(text, config.textWorkers, worker({ ...data, role: 'text', nice: config.textNice }));
    this.costly = new WorkerGroup(
      costly,
      config.costlyWorkers,
      worker({ ...data, role: 'costly', nice: config.costlyNice }),
    );
  }

  async view(input: SearchViewInput, encoding: JsonEncoding): Promise<EncodedJson> {
    return (await this.submit(laneOf(input.request.query), { kind: 'view', input, encoding })) as EncodedJson;
  }

  async api(request: ValidatedRequest, encoding: JsonEncoding): Promise<EncodedJson | undefined> {
    return (await this.submit(laneOf(request.query), { kind: 'api', request, encoding })) as EncodedJson | undefined;
  }

  async engine(request: ValidatedRequest): Promise<EngineResponse> {
    return (await this.submit(laneOf(request.query), { kind: 'engine', request })) as EngineResponse;
  }

  async align(query: ChainRef, target: ChainRef): Promise<PairwiseAlignment> {
    return (await this.submit('structure', { kind: 'align', query, target })) as PairwiseAlignment;
  }

  async warm(): Promise<number> {
    const started = performance.now();
    await Promise.all(this.workers.map((worker) => worker.warm()));
    return (performance.now() - started) / 1000;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  /**
   * The startup columns, once the main thread has built them: to the workers already started
   * (which await them before taking jobs) and in the start-up data of any started later.
   */
  shareColumns(columns: ColumnSnapshot[]): void {
    if (this.data.shared) this.data.shared.columns = columns;
    for (const worker of this.workers) worker.post({ columns });
  }

  /** Every worker, text ones first (tests terminate one to see it replaced). */
  get workers(): Worker[] {
    return [...this.text.workers, ...this.costly.workers];
  }

  private async submit(name: Lane, job: SearchJob): Promise<(SearchOutcome & { ok: true })['value']> {
    const group = name === 'text' ? this.text : this.costly;
    const outcome = await group.submit(this.lanes.get(name)!, { ...job, serverOrigins: this.origins?.list ?? [] });
    if (!outcome.ok) throw outcomeError(outcome);
    return outcome.value;
  }
}
