import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyCompress from '@fastify/compress';
import type { ServerConfig } from './config.ts';
import type { ServerEngine } from './engine/types.ts';
import { ClientError, replyWithError } from './errors.ts';
import { registerArchiveRoutes } from './routes/index.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import type { MyPdbStore } from './mypdb/mypdb-store.ts';
import { createMailer, type Mailer } from './mypdb/mailer.ts';
import { registerCors } from './cors.ts';
import { registerCostLimiter } from './limits/cost-limiter.ts';
import { FREE_ROUTES, registerPages } from './pages.ts';
import { COMPRESS_THRESHOLD_BYTES } from './search-runner/encoded-json.ts';
import { serverOrigins } from './public-address.ts';

export interface AppOptions {
  /** true: Fastify's own logger to stdout; a logger: that one (npm start's writes asynchronously). */
  logger?: boolean | FastifyBaseLogger;
  /** The engine the API answers from; without it only the static pages and /health are served. */
  engine?: ServerEngine;
  /** MyPDB's database; with it the app serves sign-in and MyPDB. */
  mypdb?: MyPdbStore;
  /** Where MyPDB's mail goes; by default as the configuration says (SMTP_URL, else the outbox). */
  mailer?: Mailer;
}

/** Builds the HTTP app (not listening), so tests can start it on a free port of their own. */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'boolean' ? { logger } : { loggerInstance: logger }),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For and -Proto (request.ip, request.protocol) count only from proxies TRUST_PROXY names
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Suggester paths carry attribute names and nested values; Fastify's default of 100 is too short.
    routerOptions: { maxParamLength: 1000 },
    // a path parameter the router cannot decode (bad percent-encoding) or that is too long: the
    // client's error, answered in the API's shape like every other
    frameworkErrors: (error, request, reply) => {
      void replyWithError(error, request, reply);
    },
  });
  app.setErrorHandler((error, request, reply) =>
    replyWithError(error instanceof Error ? error : new Error(String(error)), request, reply),
  );
  app.setNotFoundHandler((request, reply) =>
    replyWithError(new ClientError(404, `Not found: ${request.method} ${request.url.split('?')[0]}`), request, reply),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    // The demo pages load our own module bundles and images, and call this server only.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await registerCors(app, config);
  registerCostLimiter(app, config, FREE_ROUTES);
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });

  const engine = options.engine;
  if (engine) await registerArchiveRoutes(app, { engine, config });
  // the port is known only now (PORT=0 picks one): the engine learns which upload URLs are its own
  if (engine?.servesAt) app.addHook('onListen', async () => engine.servesAt?.(serverOrigins(config, app.server)));
  if (options.mypdb) {
    const mailer =
      options.mailer ?? createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
    if (!options.mailer) app.addHook('onClose', async () => mailer.close());
    app.decorate('mypdbMailer', mailer);
    await registerAuthRoutes(app, { config, mypdb: options.mypdb });
  }
  await registerPages(app, config, options.engine ? 'open' : 'none');
  return app;
}
