// What browsing needs: the built bundles, the demo pages, the search page's own routes and the
// health check. The cost limiter never counts these (FREE_ROUTES), so a page view that loads many
// files, or a monitor polling /health, is never refused.

import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';
import { CHEMICAL_SKETCH_ROUTE, SKETCH_ASSETS_ROUTE, registerChemicalSketchPage } from './chemical-sketch-page.ts';

/** Seed 000 §2 / 001 §2 routes of the search page itself. */
const APP_PAGE_ROUTES = [
  '/search',
  '/search/advanced',
  '/search/advanced/:service',
  '/search/browse',
  '/search/browse/:treeId',
  '/search/history',
  '/search/mypdb',
  '/search/mypdb/:view',
  // the in-page views' routes (issue 37; seed 001 §2's /3d-view/{id}, /3d-view?loadPdbIds=,
  // alignment?request-body=)
  '/search/3d-view',
  '/search/3d-view/:entryId',
  '/search/alignment',
];

/**
 * Browsers ask every page's origin for an icon. The demo pages name none (`data:,`), but the pages
 * this server writes itself (the local provider's sign-in, the pop-up hand-off, an unsubscribe
 * link's answer) would each log a 404: there is no icon, and that is no error.
 */
const FAVICON_ROUTE = '/favicon.ico';

/** Route patterns (as request.routeOptions.url names them) of everything registered here. */
export const FREE_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/health',
  FAVICON_ROUTE,
  '/dist/*',
  '/demo/*',
  CHEMICAL_SKETCH_ROUTE,
  SKETCH_ASSETS_ROUTE,
  ...APP_PAGE_ROUTES,
]);

export async function registerPages(
  app: FastifyInstance,
  config: ServerConfig,
  archive: 'open' | 'none',
): Promise<void> {
  app.get('/health', async () => ({ status: 'ok', archive }));
  app.get(FAVICON_ROUTE, async (_request, reply) => reply.header('cache-control', 'max-age=86400').code(204).send());
  await registerChemicalSketchPage(app, config);
  // the in-page views' bundles (Mol* 2.6 MB) go out as the build compressed them
  // (scripts/precompressed.mjs), not compressed again on each request
  await app.register(fastifyStatic, {
    root: path.join(config.distDir, 'viewers'),
    prefix: '/dist/viewers/',
    decorateReply: false,
    preCompressed: true,
  });
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
}
