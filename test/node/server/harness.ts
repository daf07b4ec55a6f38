import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app.ts';
import { readServerConfig, type ServerConfig } from '../../../src/server/config.ts';
import { openServerArchive } from '../../../src/server/engine/embedded/archive.ts';
import type { EmbeddedEngine } from '../../../src/server/engine/embedded/embedded-engine.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { getTestArchive } from '../archive/fixture.ts';
import type { SearchPoolConfig } from '../../../src/server/config.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real server on 127.0.0.1 with a free port, whatever port `overrides` names (a config
 * read with its defaults names 8080, which may be taken), or on `options.reservedPort`, a free port
 * the caller took to name in the server's public URL; the caller stops it.
 */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: AppOptions & { extend?: (app: FastifyInstance) => void; reservedPort?: number } = {},
): Promise<RunningServer> {
  const config = { ...readServerConfig({}), ...overrides, host: '127.0.0.1', port: options.reservedPort ?? 0 };
  const app = await buildApp(config, options);
  options.extend?.(app);
  const address = await app.listen({ host: '127.0.0.1', port: config.port });
  return { app, url: address, close: () => app.close() };
}

/** The answer of a server error: its status again and the message. */
export interface ErrorFields {
  statusCode?: number;
  msg?: string;
}

/** GET `pathname` of a running server, its body read as JSON (so the connection is released). */
export async function getJson<T>(
  server: RunningServer,
  pathname: string,
): Promise<{ status: number; body: T & ErrorFields }> {
  const res = await fetch(`${server.url}${pathname}`);
  return { status: res.status, body: (await res.json()) as T & ErrorFields };
}

let shared: Promise<EmbeddedEngine> | undefined;

/** The shared archive, ingested once per content hash (see test/node/archive/fixture.ts), opened once per process. */
export function getTestServerArchive(): Promise<EmbeddedEngine> {
  shared ??= getTestArchive().then((archive) => openServerArchive(archive.file, resolveSourceDir()));
  return shared;
}

/** A server over the shared archive, as `npm start` serves it, without the rate limits unless the caller sets them. */
export async function startArchiveServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  return startServer(
    { rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000, ...overrides },
    { engine: await getTestServerArchive() },
  );
}

/** A small pool for tests: one text and one costly worker. */
export const TEST_POOL: SearchPoolConfig = {
  textWorkers: 1,
  costlyWorkers: 1,
  textNice: 0,
  costlyNice: 0,
  costlyQueue: 4,
  deadlineMs: 30_000,
};

/**
 * A server over the shared archive whose searches run in a worker pool, as `npm start` runs them
 * (its own archive, warmed; closing the server stops the workers); without the rate limits unless
 * `overrides` sets them.
 */
export async function startPooledArchiveServer(
  pool: Partial<SearchPoolConfig> = {},
  overrides: Partial<ServerConfig> = {},
): Promise<RunningServer & { archive: EmbeddedEngine }> {
  const archive = openServerArchive((await getTestArchive()).file, resolveSourceDir(), {
    pool: { ...TEST_POOL, ...pool },
  });
  await archive.warmServices();
  const server = await startServer(
    { rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000, ...overrides },
    { engine: archive },
  );
  return {
    ...server,
    archive,
    close: async () => {
      await server.close();
      await archive.close();
    },
  };
}

/** The canonical one-letter sequence of a polymer entity of the test archive ('101M_1'). */
export async function entitySequence(entityId: string): Promise<string> {
  const archive = await getTestServerArchive();
  const row = archive.index.rowOf('polymer_entity', entityId);
  if (row === undefined) throw new Error(`no polymer entity ${entityId} in the test archive`);
  const body = archive.index.body(row) as { entity_poly?: { pdbx_seq_one_letter_code_can?: string } };
  return (body.entity_poly?.pdbx_seq_one_letter_code_can ?? '').replace(/\s+/g, '');
}
