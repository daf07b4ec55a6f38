// Upstream mode offline (issue 35): a stand-in for the RCSB (our server on the test archive,
// in-process) and an upstream-mode server asking it through a counting proxy
// (test/support/counting-proxy.ts), all on 127.0.0.1. Each server has its own upload directory,
// MyPDB database and mail outbox, in temporary directories removed when the pair stops.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../../../../src/server/config.ts';
import type { ServerEngine } from '../../../../src/server/engine/types.ts';
import { upstreamEngine } from '../../../../src/server/engine/upstream/upstream-engine.ts';
import type { UpstreamOptions } from '../../../../src/server/engine/upstream/upstream-apis.ts';
import { MyPdbStore } from '../../../../src/server/mypdb/mypdb-store.ts';
import { startCountingProxy, type CountingProxy } from '../../../support/counting-proxy.ts';
import { getTestServerArchive, startServer, type RunningServer } from '../harness.ts';
import { freePort } from '../../../support/free-port.ts';

/** A server of the pair: where its uploads, MyPDB database and mail go. */
export interface PairServer extends RunningServer {
  uploadDir: string;
  mypdb: MyPdbStore;
  outboxDir: string;
}

export interface UpstreamPair {
  /** The server on the embedded archive, standing in for search.rcsb.org and data.rcsb.org. */
  standIn: PairServer;
  /** Between the two: counts what reaches the stand-in, refuses on request. */
  proxy: CountingProxy;
  /** The server in upstream mode, asking the stand-in (through the proxy). */
  upstream: PairServer & { engine: ServerEngine };
  close(): Promise<void>;
}

export interface UpstreamPairOptions {
  /**
   * Uploads searched by the upstream: the upstream-mode server gets a PUBLIC_URL (its own loopback
   * address) and the stand-in fetches from it over http (FETCH_ALLOW). The stand-in's archive must
   * not be open yet in this process (it reads FETCH_ALLOW when it opens).
   */
  uploads?: boolean;
  /** The upstream engine's transport options (a test may raise the rate or bound the queue). */
  engine?: UpstreamOptions;
  /** Settings of both servers (PUBLIC_URL, ...); the rate limits are raised unless set here. */
  config?: Partial<ServerConfig>;
}

/** A server with its own temporary upload directory, MyPDB database file and outbox. */
async function startPairServer(
  name: string,
  engine: ServerEngine,
  config: Partial<ServerConfig>,
  reservedPort?: number,
): Promise<PairServer & { dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), `upstream-pair-${name}-`));
  const settings = {
    uploadDir: path.join(dir, 'uploads'),
    mypdbFile: path.join(dir, 'mypdb.sqlite'),
    outboxDir: path.join(dir, 'outbox'),
  };
  const mypdb = MyPdbStore.open(settings.mypdbFile);
  const server = await startServer(
    { rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000, ...settings, ...config },
    { engine, mypdb, reservedPort },
  );
  return { ...server, dir, uploadDir: settings.uploadDir, mypdb, outboxDir: settings.outboxDir };
}

async function stop(server: PairServer & { dir: string }): Promise<void> {
  await server.close();
  server.mypdb.close();
  rmSync(server.dir, { recursive: true, force: true });
}

/** Where an upstream-mode server asks: `target` for all three upstreams, never the RCSB itself. */
const upstreamsAt = (target: string) => ({ searchApi: target, dataApi: target, files: target, rcsb: false });

/**
 * An upstream-mode server asking `target`, with its own stores: a test that needs a server whose
 * caches are still empty starts one beside the pair's, against the pair's proxy.
 */
export async function startUpstreamServer(
  target: string,
  options: Pick<UpstreamPairOptions, 'engine' | 'config'> & { publicUrl?: string; port?: number } = {},
): Promise<PairServer & { engine: ServerEngine; dir: string }> {
  const upstreamConfig = upstreamsAt(target);
  const { publicUrl, port } = options;
  const engine = upstreamEngine(upstreamConfig, { ...options.engine, ...(publicUrl ? { publicUrl } : {}) });
  const server = await startPairServer(
    'upstream',
    engine,
    { ...options.config, upstream: upstreamConfig, ...(publicUrl ? { publicUrl } : {}) },
    publicUrl ? port : undefined,
  );
  return {
    ...server,
    engine,
    close: async () => {
      await stop(server);
      await engine.close();
    },
  };
}

export async function startUpstreamPair(options: UpstreamPairOptions = {}): Promise<UpstreamPair> {
  const config = options.config ?? {};
  const port = options.uploads ? await freePort() : 0;
  const publicUrl = options.uploads ? `http://127.0.0.1:${port}` : undefined;
  if (publicUrl) process.env.FETCH_ALLOW = publicUrl;
  const standIn = await startPairServer('stand-in', await getTestServerArchive(), config);
  const proxy = await startCountingProxy(standIn.url);
  const upstream = await startUpstreamServer(proxy.url, {
    engine: options.engine,
    config,
    ...(publicUrl ? { publicUrl, port } : {}),
  });
  return {
    standIn,
    proxy,
    upstream,
    close: async () => {
      await upstream.close();
      await proxy.close();
      await stop(standIn);
    },
  };
}
