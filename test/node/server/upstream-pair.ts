// Two servers on loopback for upstream mode's tests (issue 35): a stand-in for the RCSB on the
// shared embedded archive, and an upstream-mode server whose Search API, Data API and file server
// are the stand-in's. The same request to both must answer the same.

import { upstreamEngine } from '../../../src/server/engine/upstream/upstream-engine.ts';
import type { ServerEngine } from '../../../src/server/engine/types.ts';
import { startArchiveServer, startServer, type RunningServer } from './harness.ts';

export interface UpstreamPair {
  standIn: RunningServer;
  upstream: RunningServer;
  engine: ServerEngine;
  close(): Promise<void>;
}

export async function startUpstreamPair(): Promise<UpstreamPair> {
  const standIn = await startArchiveServer();
  const engine = upstreamEngine({ searchApi: standIn.url, dataApi: standIn.url, files: standIn.url, rcsb: false });
  const upstream = await startServer({ rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000 }, { engine });
  return {
    standIn,
    upstream,
    engine,
    close: async () => {
      await upstream.close();
      await engine.close();
      await standIn.close();
    },
  };
}

/** What a comparison reads of an answer: status, the headers that matter and the body's bytes. */
export interface Answered {
  status: number;
  headers: Record<string, string | null>;
  body: Buffer;
}

const COMPARED_HEADERS = ['content-type', 'content-disposition', 'x-download-notice'];

export async function answerOf(response: Response): Promise<Answered> {
  const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The same request to both servers, answered. */
export async function askBoth(
  pair: UpstreamPair,
  path: string,
  init: RequestInit = {},
): Promise<{ standIn: Answered; upstream: Answered }> {
  const [standIn, upstream] = await Promise.all(
    [pair.standIn, pair.upstream].map(async (server) => answerOf(await fetch(`${server.url}${path}`, init))),
  );
  return { standIn: standIn as Answered, upstream: upstream as Answered };
}

export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
