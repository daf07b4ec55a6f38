// The MyPDB session as the routes read it: one HttpOnly cookie holding a random token
// (the database keeps its hash), and the CSRF token that state-changing calls must send back in a
// header. The CSRF token is derived from the session token, so only a page that could read the
// answer of GET {mypdb}/data (this origin, or a site CORS_ORIGINS names) can know it; a form or a
// link from any other site sends the cookie (SameSite=Lax lets top-level GETs through, and the
// seed's delete-all and delete-account are GETs) but never the header. An element on another site
// holds a bearer token instead, good only with its site's Origin (model/mypdb-embed.ts).

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { ClientError } from '../errors.ts';
import type { AccountRow, MyPdbStore } from '../mypdb/mypdb-store.ts';
import { publicOrigin } from '../public-address.ts';

export const SESSION_COOKIE = 'pdb_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
export const CSRF_HEADER = 'x-pdb-csrf';

export interface Session {
  account: AccountRow;
  token: string;
  /** A bearer session's site (an element on another site, mypdb-embed.ts); none for the cookie. */
  embedOrigin?: string;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Secure when people reach the server over https: an https PUBLIC_URL, or a request Fastify saw as
 * https (its own TLS, or a proxy's X-Forwarded-Proto when TRUST_PROXY trusts that proxy).
 */
export const cookieOptions = (
  request: FastifyRequest,
  config: Pick<ServerConfig, 'publicUrl'>,
  path: string,
  maxAge: number,
) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.publicUrl?.startsWith('https:') === true || request.protocol === 'https',
  maxAge,
});

export const csrfToken = (sessionToken: string): string =>
  createHash('sha256').update(`csrf\n${sessionToken}`).digest('base64url');

/**
 * The session the request names, if it is live: a bearer token (an element on another site) counts
 * only with the Origin it was made for, else the cookie.
 */
export function sessionOf(request: FastifyRequest, mypdb: MyPdbStore): Session | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const bearer = BEARER.exec(authorization)?.[1];
    const origin = request.headers.origin;
    const account = bearer && origin ? mypdb.sessionAccount(bearer, origin) : undefined;
    return account && bearer && origin ? { account, token: bearer, embedOrigin: origin } : undefined;
  }
  const token = request.cookies[SESSION_COOKIE];
  const account = token ? mypdb.sessionAccount(token) : undefined;
  return account && token ? { account, token } : undefined;
}

/** The session, or 401. */
export function requireSession(request: FastifyRequest, mypdb: MyPdbStore): Session {
  const session = sessionOf(request, mypdb);
  if (!session) throw new ClientError(401, 'Not signed in to MyPDB');
  return session;
}

/**
 * The session of a call that changes something: signed in, from this server's configured origin or
 * an allowed site when the browser says where it comes from, and carrying the session's CSRF token;
 * else 401 or 403.
 */
export function requireChangeSession(
  request: FastifyRequest,
  mypdb: MyPdbStore,
  config: Pick<ServerConfig, 'corsOrigins' | 'publicUrl' | 'host' | 'port'>,
): Session {
  const allowedOrigins = config.corsOrigins;
  const session = requireSession(request, mypdb);
  // a bearer token is never sent by the browser on its own, so it needs no CSRF token; its site
  // must still be one the archive lists
  if (session.embedOrigin !== undefined) {
    if (!allowedOrigins.includes(session.embedOrigin))
      throw new ClientError(403, 'This call is not accepted from another site');
    return session;
  }
  const origin = request.headers.origin;
  const own = publicOrigin(config, request.server.server);
  if (origin !== undefined && origin !== own && !allowedOrigins.includes(origin))
    throw new ClientError(403, 'This call is not accepted from another site');
  const sent = Buffer.from(String(request.headers[CSRF_HEADER] ?? ''));
  const expected = Buffer.from(csrfToken(session.token));
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    throw new ClientError(403, `Missing or invalid ${CSRF_HEADER} header: read it from GET data first`);
  return session;
}

/** Ends the request's session (sign-out, account deletion) and removes the cookie. */
export function endSession(reply: FastifyReply, mypdb: MyPdbStore, session: Session | undefined): void {
  if (session) mypdb.deleteSession(session.token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
