import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';

/** Builds the HTTP app (not listening), so tests can start it on a free port of their own. */
export async function buildApp(config: ServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(fastifyStatic, { root: config.distDir, prefix: '/dist/' });
  await app.register(fastifyStatic, { root: config.demoDir, prefix: '/demo/', decorateReply: false, index: ['index.html'] });
  app.get('/', async (_request, reply) => reply.redirect('/demo/'));
  return app;
}
