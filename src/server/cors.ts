// Two CORS policies, chosen by path. The public search API answers any site without credentials:
// pages on third-party sites embed the elements, and a response that carries no cookie cannot leak
// a session. The routes that use the session cookie (MyPDB, sign-in) answer only the sites
// CORS_ORIGINS names, with credentials, and send no CORS headers at all to any other site.
// Preflight requests take the same path, so OPTIONS follows the same split. Request headers are
// allowed as a preflight names them (@fastify/cors reflects them when no list is given): the
// elements' own (Content-Type, the CSRF token, the in-page viewers' Rcsb-Analytics-Traffic-*
// marks, client/structure-file.ts) and whatever another client of the public API sends.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { ServerConfig } from './config.ts';
import { CSRF_HEADER } from './auth/session.ts';

/**
 * Headers a script on another site may read: when to retry, the id to report, and a download's
 * file name (report batches of /search/data-download) and what it left out (x-download-notice).
 */
const EXPOSED_HEADERS = ['Retry-After', 'X-Request-Id', 'Content-Disposition', 'X-Download-Notice'];

export function isSessionRoute(url: string, prefixes: readonly string[]): boolean {
  const pathname = url.split('?', 1)[0]!;
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function corsOptionsFor(request: FastifyRequest, config: ServerConfig): FastifyCorsOptions {
  if (!isSessionRoute(request.url, config.sessionRoutePrefixes))
    return {
      origin: '*',
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT'],
      exposedHeaders: EXPOSED_HEADERS,
    };
  const origin = request.headers.origin;
  const allowed = origin !== undefined && config.corsOrigins.includes(origin);
  return {
    origin: allowed ? origin : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // the listed site reads the CSRF token of GET {mypdb}/data, to send it back with its changes
    exposedHeaders: [...EXPOSED_HEADERS, CSRF_HEADER],
  };
}

export async function registerCors(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyCors, {
    delegator: (request, callback) => callback(null, corsOptionsFor(request, config)),
  });
}
