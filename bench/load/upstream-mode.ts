// The load bench's "upstream mode" configuration (issue 35): a stand-in for the RCSB (the server as
// `npm start` runs it on the embedded archive), a counting proxy (test/support/counting-proxy.ts)
// and an upstream-mode server asking the stand-in through it, each server with its own upload
// directory, MyPDB database and outbox. Its own figures: the p50 of cached answers (requests the
// run already asked, asked again one at a time) and the most requests a second reaching the
// stand-in per upstream API.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { LoadRequest } from './mix.ts';

/** A server started as `npm start` with these settings, and its process to stop. */
export type StartServer = (env: Record<string, string>) => Promise<{ url: string; stop(): Promise<void> }>;

export interface UpstreamMode {
  /** The upstream-mode server's address. */
  url: string;
  /** The most requests a second that reached the stand-in, per upstream API. */
  mostPerSecond(): Promise<{ search: number; data: number }>;
  stop(): Promise<void>;
}

/** The counting proxy (proxy-process.ts) in front of `target`, in a process of its own. */
async function startProxyProcess(target: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/proxy-process.ts', target], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const nextLine = async (): Promise<string> => ((await once(lines, 'line')) as [string])[0];
  const { url } = JSON.parse(await nextLine()) as { url: string };
  return {
    url,
    counts: async () => {
      child.stdin!.write('counts\n');
      return JSON.parse(await nextLine()) as { search: number; data: number };
    },
    stop: async () => {
      child.stdin!.end();
      await once(child, 'exit');
    },
  };
}

function ownStores(name: string): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-upstream-${name}-`));
  return {
    dir,
    env: {
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MYPDB_DB: path.join(dir, 'mypdb.sqlite'),
      MAIL_OUTBOX: path.join(dir, 'outbox'),
    },
  };
}

export async function startUpstreamMode(startServer: StartServer): Promise<UpstreamMode> {
  const standInStores = ownStores('stand-in');
  const upstreamStores = ownStores('upstream');
  const standIn = await startServer(standInStores.env);
  const proxy = await startProxyProcess(standIn.url);
  const upstream = await startServer({
    ...upstreamStores.env,
    UPSTREAM_SEARCH_API: proxy.url,
    UPSTREAM_DATA_API: proxy.url,
  });
  return {
    url: upstream.url,
    mostPerSecond: proxy.counts,
    stop: async () => {
      await upstream.stop();
      await proxy.stop();
      await standIn.stop();
      for (const { dir } of [standInStores, upstreamStores]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Times of `requests` (all asked during the run, so in the shared cache), each asked `times` times, one at a time. */
export async function cachedAnswerTimes(
  requests: LoadRequest[],
  times: number,
  timed: (request: LoadRequest) => Promise<{ ms: number; status: string }>,
): Promise<number[]> {
  const ms: number[] = [];
  for (let round = 0; round < times; round++)
    for (const request of requests) {
      const answer = await timed(request);
      if (answer.status === '200') ms.push(answer.ms);
    }
  return ms;
}
