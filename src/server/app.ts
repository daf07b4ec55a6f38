import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import type { ServerConfig } from './config.ts';
import type { ServerArchive } from './archive.ts';
import { replyWithError } from './errors.ts';
import { registerArchiveRoutes } from './routes/index.ts';

/** Seed 000 §2 / 001 §2 routes of the search page itself. */
const APP_PAGE_ROUTES = [
  '/search',
  '/search/advanced',
  '/search/advanced/:service',
  '/search/browse',
  '/search/browse/:treeId',
  '/search/mypdb',
  '/search/mypdb/:view',
];

export interface AppOptions {
  logger?: boolean;
  /** The archive the API answers from; without it only the static pages and /health are served. */
  archive?: ServerArchive;
}

/** Builds the HTTP app (not listening), so tests can start it on a free port of their own. */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Suggester paths carry attribute names and nested values; Fastify's default of 100 is too short.
    routerOptions: { maxParamLength: 1000 },
  });
  app.setErrorHandler((error, request, reply) =>
    replyWithError(error instanceof Error ? error : new Error(String(error)), request, reply),
  );
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ statusCode: 404, msg: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    // The demo pages load our own module bundles and images only.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...config.corsOrigins],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) =>
      callback(null, !origin || config.corsOrigins.includes(origin) || config.corsOrigins.includes('*')),
    credentials: true,
  });
  await app.register(fastifyRateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.get('/health', async () => ({ status: 'ok', archive: options.archive ? 'open' : 'none' }));
  if (options.archive) await registerArchiveRoutes(app, { archive: options.archive, config });
  await app.register(fastifyStatic, { root: config.distDir, prefix: '/dist/' });
  await app.register(fastifyStatic, {
    root: config.demoDir,
    prefix: '/demo/',
    decorateReply: false,
    index: ['index.html'],
  });
  // The full app answers the seed's page routes, so every URL it writes (sync-url) reloads.
  for (const path of APP_PAGE_ROUTES)
    app.get(path, async (_request, reply) => reply.sendFile('index.html', config.demoDir));
  app.get('/', async (_request, reply) => reply.redirect('/search'));
  return app;
}
