import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app.ts';
import { readServerConfig, type ServerConfig } from '../../../src/server/config.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Starts the real server on 127.0.0.1 with a free port; the caller stops it. */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: AppOptions & { extend?: (app: FastifyInstance) => void } = {},
): Promise<RunningServer> {
  const config = { ...readServerConfig({}), ...overrides, host: '127.0.0.1', port: 0 };
  const app = await buildApp(config, options);
  options.extend?.(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address, close: () => app.close() };
}
