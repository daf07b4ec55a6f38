// A proxy between an upstream-mode server and the server standing in for the RCSB (issue 35): it
// notes when each request reaches it, by upstream API, so a test or the load bench can say how many
// a second the upstream-mode server passed on; and it can be told to refuse everything with 429 or
// 503 and a Retry-After for a while, as a busy public service does.

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which upstream API a path belongs to: the Search API's, the Data API's, or the file server's. */
export type UpstreamApiName = 'search' | 'data' | 'files';

export function apiOfPath(pathname: string): UpstreamApiName {
  if (pathname.startsWith('/rcsbsearch/')) return 'search';
  if (pathname.startsWith('/graphql') || pathname.startsWith('/rest/')) return 'data';
  return 'files';
}

export interface CountingProxy {
  url: string;
  /** Arrival times (performance.now(), ms) of the requests for `api` since the start or the last reset. */
  arrivals(api: UpstreamApiName): readonly number[];
  /** Every request that reached the proxy since the start or the last reset, as 'GET /path?query', oldest first. */
  requests(): readonly string[];
  /** The most requests for `api` that arrived within any `windowMs` (a rolling second by default). */
  mostPerWindow(api: UpstreamApiName, windowMs?: number): number;
  /** Answers every request `status` with `Retry-After: retryAfterSeconds` for the next `forMs`. */
  refuse(status: 429 | 503, retryAfterSeconds: number, forMs: number): void;
  /** How many requests were refused so far. */
  refused(): number;
  reset(): void;
  close(): Promise<void>;
}

/** The most of the sorted `times` that fall within any window of `windowMs`. */
export function mostWithin(times: readonly number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const times: Record<UpstreamApiName, number[]> = { search: [], data: [], files: [] };
  const requests: string[] = [];
  let refusal: { status: number; retryAfterSeconds: number; until: number } | undefined;
  let refusedCount = 0;

  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]!;
    times[apiOfPath(pathname)].push(performance.now());
    requests.push(`${request.method} ${request.url}`);
    if (refusal && performance.now() < refusal.until) {
      refusedCount++;
      request.resume();
      response.writeHead(refusal.status, {
        'retry-after': String(refusal.retryAfterSeconds),
        'content-type': 'application/json',
      });
      response.end(JSON.stringify({ status: refusal.status, message: 'busy (a test proxy refusing on purpose)' }));
      return;
    }
    const onward = http.request(
      {
        protocol: to.protocol,
        hostname: to.hostname,
        port: to.port,
        agent,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: to.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ status: 502, message: `the test proxy could not reach ${target}: ${error.message}` }),
      );
    });
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    arrivals: (api) => times[api],
    requests: () => requests,
    mostPerWindow: (api, windowMs = 1000) => mostWithin(times[api], windowMs),
    refuse(status, retryAfterSeconds, forMs) {
      refusal = { status, retryAfterSeconds, until: performance.now() + forMs };
    },
    refused: () => refusedCount,
    reset() {
      for (const list of Object.values(times)) list.length = 0;
      requests.length = 0;
      refusal = undefined;
      refusedCount = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
