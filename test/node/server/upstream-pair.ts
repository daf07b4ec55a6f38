// Upstream mode tested offline (issue 35): a stand-in for the RCSB (a server of ours on the shared
// embedded archive, whose requests are counted) and an upstream-mode server pointed at it, each
// on 127.0.0.1 with its own MyPDB store, outbox and upload directory.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upstreamEngine } from '../../../src/server/engine/upstream/upstream-engine.ts';
import type { ServerEngine } from '../../../src/server/engine/types.ts';
import { getTestServerArchive, startServer, type RunningServer } from './harness.ts';

const UNLIMITED = { rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000 };

/** The stand-in, with every request it received ('GET /graphql?...'), oldest first. */
export interface StandIn extends RunningServer {
  requests: string[];
}

export async function startStandIn(): Promise<StandIn> {
  const requests: string[] = [];
  const server = await startServer(UNLIMITED, {
    engine: await getTestServerArchive(),
    extend: (app) =>
      app.addHook('onRequest', async (request) => {
        requests.push(`${request.method} ${request.url}`);
      }),
  });
  return { ...server, requests };
}

/** An upstream-mode server in front of `standIn`, with its engine (to ask it what no route shows). */
export async function startUpstreamServer(standIn: RunningServer): Promise<RunningServer & { engine: ServerEngine }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'upstream-server-'));
  const engine = upstreamEngine({ searchApi: standIn.url, dataApi: standIn.url, files: standIn.url, rcsb: false });
  const server = await startServer(
    {
      ...UNLIMITED,
      mypdbFile: path.join(dir, 'mypdb.sqlite'),
      outboxDir: path.join(dir, 'outbox'),
      uploadDir: path.join(dir, 'uploads'),
    },
    { engine },
  );
  return {
    ...server,
    engine,
    close: async () => {
      await server.close();
      await engine.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One answer as compared between the two servers: status, content type and body. */
export interface Answer {
  status: number;
  type: string;
  body: unknown;
}

/** `pathname` of `server` (GET, or with `init`), its body read as JSON when it is JSON. */
export async function answerOf(server: RunningServer, pathname: string, init?: RequestInit): Promise<Answer> {
  const res = await fetch(`${server.url}${pathname}`, init);
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const text = await res.text();
  return { status: res.status, type, body: type === 'application/json' ? (JSON.parse(text) as unknown) : text };
}
