// `npm run bench -- load`: 50 concurrent clients for 60 s (LOAD_SECONDS, LOAD_CLIENTS) against the
// server as `npm start` runs it, in its own process, with the request mix of mix.ts. Prints
// requests per second, p50/p99 per kind, answers by status, and /health sampled every 100 ms
// during the run from a process of its own (health-process.ts). Each server configuration in CONFIGURATIONS runs in turn and prints a column
// (LOAD_CONFIGURATIONS=upstream runs only those whose label names a word of it).
// Rate limits are raised so the figures show the server's own capacity; 429 and 503 answers are
// counted, never retried, and the client that got one waits its Retry-After before its next
// request, as a well-behaved client does (a client that ignored it would only measure refusals).
// The "upstream mode" configuration (upstream-mode.ts) puts an upstream-mode server in front of a
// stand-in and also prints the p50 of cached answers and the most requests a second reaching the
// stand-in (budgets: /health p99 <= 50 ms, cached p50 <= 5 ms, <= 10 requests a second per API).

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../test/support/free-port.ts';
import { quantile } from '../lib/stats.ts';
import { mixRequest, type LoadKind, type LoadRequest } from './mix.ts';
import { cachedAnswerTimes, startUpstreamMode } from './upstream-mode.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const HEALTH_EVERY_MS = 100;
/** No request is left waiting past the run by more than this. */
const REQUEST_TIMEOUT_MS = 30_000;

interface Configuration {
  label: string;
  env: Record<string, string>;
  upstream?: boolean;
}

const CONFIGURATIONS: Configuration[] = [
  { label: 'as npm start', env: {} },
  { label: 'worker pool off', env: { SEARCH_WORKERS: '0' } },
  { label: 'upstream mode', env: {}, upstream: true },
];

/** Requests of the mix asked again once the run is over, each CACHED_ROUNDS times (upstream mode). */
const CACHED_REQUESTS = 40;
const CACHED_ROUNDS = 5;

interface RunFigures {
  seconds: number;
  latencies: Map<LoadKind, number[]>;
  statuses: Map<string, number>;
  health: number[];
  /** Upstream mode: times of answers from the shared cache, and the most requests a second at the stand-in. */
  cached?: number[];
  standIn?: { search: number; data: number };
}

async function startServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once the services are warm, as a user of a started server would find it.
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Search services ready')) resolve();
    });
  });
  return { url, stop: () => stopServer(child) };
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function timed(
  url: string,
  request: LoadRequest,
): Promise<{ ms: number; status: string; retryAfterSeconds?: number }> {
  const start = performance.now();
  try {
    const response = await fetch(url + request.path, {
      method: request.method,
      headers: request.body ? { 'content-type': 'application/json' } : undefined,
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ms: performance.now() - start,
      status: String(response.status),
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  } catch (error) {
    return { ms: performance.now() - start, status: (error as Error).name };
  }
}

async function firstProteinSequence(url: string): Promise<string> {
  const response = await fetch(`${url}/search/sequence/4HHB`);
  const body = (await response.json()) as { items: Array<{ sequence: string }> };
  const sequence = body.items[0]?.sequence;
  if (!sequence) throw new Error('no sequence for 4HHB in the archive');
  return sequence;
}

/** /health asked every HEALTH_EVERY_MS for `ms`, from a process of its own (health-process.ts). */
async function sampleHealth(url: string, ms: number): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/load/health-process.ts', url, String(Math.round(ms)), String(HEALTH_EVERY_MS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the /health sampler exited with code ${code}`);
  return JSON.parse(printed) as number[];
}

async function run(url: string): Promise<RunFigures> {
  const sequence = await firstProteinSequence(url);
  const latencies = new Map<LoadKind, number[]>();
  const statuses = new Map<string, number>();
  const endAt = performance.now() + SECONDS * 1000;
  let next = 0;
  const client = async (): Promise<void> => {
    while (performance.now() < endAt) {
      const request = mixRequest(next++, sequence);
      const { ms, status, retryAfterSeconds } = await timed(url, request);
      const key = status === '200' ? status : `${status} ${request.kind}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (status === '200') latencies.set(request.kind, [...(latencies.get(request.kind) ?? []), ms]);
      if (retryAfterSeconds !== undefined) {
        const wait = Math.min(retryAfterSeconds * 1000, Math.max(0, endAt - performance.now()));
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
  const started = performance.now();
  const [health] = await Promise.all([
    sampleHealth(url, endAt - performance.now()),
    ...Array.from({ length: CLIENTS }, client),
  ]);
  return { seconds: (performance.now() - started) / 1000, latencies, statuses, health };
}

function p(values: number[] | undefined, q: number): string {
  if (!values?.length) return '-';
  return `${Math.round(
    quantile(
      [...values].sort((a, b) => a - b),
      q,
    ),
  )}`;
}

function report(columns: Array<{ label: string; figures: RunFigures }>): void {
  const kinds: LoadKind[] = ['text', 'attribute', 'count', 'suggest', 'sequence', 'chemical', 'structure'];
  const statuses = [...new Set(columns.flatMap((c) => [...c.figures.statuses.keys()]))].sort();
  const rows: Array<[string, ...string[]]> = [
    ['', ...columns.map((c) => c.label)],
    [
      'requests/s',
      ...columns.map((c) =>
        ([...c.figures.statuses.values()].reduce((a, b) => a + b, 0) / c.figures.seconds).toFixed(1),
      ),
    ],
    ...kinds.map((kind): [string, ...string[]] => [
      `${kind} p50/p99 ms (n)`,
      ...columns.map((c) => {
        const values = c.figures.latencies.get(kind);
        return `${p(values, 0.5)}/${p(values, 0.99)} (${values?.length ?? 0})`;
      }),
    ]),
    ['/health p50/p99 ms', ...columns.map((c) => `${p(c.figures.health, 0.5)}/${p(c.figures.health, 0.99)}`)],
    [
      'cached answers p50 ms (n)',
      ...columns.map((c) => `${p(c.figures.cached, 0.5)} (${c.figures.cached?.length ?? 0})`),
    ],
    [
      'most req/s at the stand-in: search/data',
      ...columns.map((c) => (c.figures.standIn ? `${c.figures.standIn.search}/${c.figures.standIn.data}` : '-')),
    ],
    ...statuses.map((status): [string, ...string[]] => [
      `answered ${status}`,
      ...columns.map((c) => String(c.figures.statuses.get(status) ?? 0)),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const r of rows)
    console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]! + 2))).join(''));
}

async function runUpstreamMode(): Promise<RunFigures> {
  const upstream = await startUpstreamMode(startServer);
  try {
    const figures = await run(upstream.url);
    const standIn = await upstream.mostPerSecond();
    const sequence = await firstProteinSequence(upstream.url);
    const repeated = Array.from({ length: CACHED_REQUESTS }, (_, n) => mixRequest(n, sequence));
    // each asked once more first, so every one is in the cache however the run went
    await cachedAnswerTimes(repeated, 1, (request) => timed(upstream.url, request));
    const cached = await cachedAnswerTimes(repeated, CACHED_ROUNDS, (request) => timed(upstream.url, request));
    return { ...figures, cached, standIn };
  } finally {
    await upstream.stop();
  }
}

export async function benchLoad(): Promise<void> {
  console.log(
    `${CLIENTS} concurrent clients for ${SECONDS} s per configuration, loopback; /health every ${HEALTH_EVERY_MS} ms`,
  );
  const columns: Array<{ label: string; figures: RunFigures }> = [];
  // LOAD_CONFIGURATIONS=upstream: only the configurations whose label contains one of the words
  const only = (process.env.LOAD_CONFIGURATIONS ?? '').split(',').filter(Boolean);
  const chosen = CONFIGURATIONS.filter(({ label }) => only.length === 0 || only.some((word) => label.includes(word)));
  for (const configuration of chosen) {
    if (configuration.upstream) {
      columns.push({ label: configuration.label, figures: await runUpstreamMode() });
      continue;
    }
    const { url, stop } = await startServer(configuration.env);
    try {
      columns.push({ label: configuration.label, figures: await run(url) });
    } finally {
      await stop();
    }
  }
  report(columns);
}
