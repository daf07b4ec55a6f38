// Sign-in, sign-out and the signed-in account (seed 001 §7): GET /auth/{provider}
// redirects to the provider, its callback makes or finds the account and starts a session, and
// GET {mypdb}/data answers the account or 401. The session is one cookie: HttpOnly (page scripts
// cannot read it, so the page asks {mypdb}/data instead of looking for it, unlike seed 001 §4),
// SameSite=Lax, Secure over https (session.ts), a new token at each sign-in, gone at sign-out.
// Every URL is built on this server's configured address (public-address.ts), never on a header.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { LocalIdentityProvider } from '../auth/local-provider.ts';
import { localReach, servesLocalTo, type LocalReach } from '../auth/local-access.ts';
import { inProcessFetch } from '../auth/in-process-fetch.ts';
import { publicBase } from '../public-address.ts';
import { SIGN_IN_TTL_SECONDS, SignIn } from '../auth/sign-in.ts';
import { embedHandoffPage, keepOpener } from '../auth/embed-handoff.ts';
import { EMBED_PARAM, EMBED_TOKEN_TTL_SECONDS } from '../../model/mypdb-embed.ts';
import { ClientError } from '../errors.ts';
import {
  cookieOptions,
  endSession,
  requireChangeSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionOf,
} from '../auth/session.ts';
import { registerMyPdbRoutes } from './mypdb.ts';
import type { AuthDeps } from './types.ts';

const SIGN_IN_COOKIE = 'pdb_sign_in';
/** Sign-ins one client address may start per minute. */
export const SIGN_IN_STARTS_PER_MINUTE = 10;

/** Counts sign-in starts per client address in one-minute windows. */
function startLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string): boolean => {
    const at = now();
    const window = windows.get(client);
    if (!window || at - window.start >= 60_000) {
      if (windows.size > 100_000) windows.clear();
      windows.set(client, { start: at, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= SIGN_IN_STARTS_PER_MINUTE;
  };
}

/**
 * The site a sign-in is for when an element on it asked (?embed=): one of CORS_ORIGINS, the sites
 * whose pages may use MyPDB, or a 400; undefined for a sign-in on this server's own pages.
 */
function embeddingSite(value: unknown, allowed: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw new ClientError(
      400,
      `${String(value).slice(0, 200)} may not sign in to MyPDB: the archive lists the sites that may in CORS_ORIGINS`,
    );
  return value;
}

/** A provider this request may sign in with (Local only where local-access.ts serves it), or 404. */
function checkProvider(signIn: SignIn, reach: LocalReach, provider: string, request: FastifyRequest): void {
  if (!signIn.has(provider) || (signIn.isLocal(provider) && !servesLocalTo(reach, request)))
    throw new ClientError(404, `No sign-in provider '${provider}'`);
}

export async function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  // where every provider sends the browser back: PUBLIC_URL, else the address the server listens on
  const base = () => publicBase(config, app.server);
  const reach = localReach(config);
  const signIn = new SignIn(config.authProviders, reach === 'nobody' ? undefined : inProcessFetch(app, base));
  const allowStart = startLimiter();
  if (reach !== 'nobody') await new LocalIdentityProvider({ config, reach, base }).register(app);

  await app.register(async (routes) => {
    await routes.register(fastifyCookie);

    keepOpener(routes);

    routes.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
      '/auth/:provider',
      async (request, reply) => {
        if (!allowStart(request.ip)) {
          reply.header('retry-after', '60');
          throw new ClientError(429, `At most ${SIGN_IN_STARTS_PER_MINUTE} sign-ins a minute; please wait a minute`);
        }
        const { provider } = request.params;
        const embedOrigin = embeddingSite(request.query[EMBED_PARAM], config.corsOrigins);
        checkProvider(signIn, reach, provider, request);
        const at = base();
        // the callback comes to the default address (http://localhost:8080 is http://127.0.0.1:8080
        // to the browser's cookies only by name): start there, or its cookie would be missing
        if (!config.publicUrl && request.headers.host !== new URL(at).host)
          return reply.redirect(`${at}${request.url}`);
        const started = await signIn.start(provider, at, embedOrigin);
        reply.setCookie(SIGN_IN_COOKIE, started.id, cookieOptions(request, config, '/auth', SIGN_IN_TTL_SECONDS));
        return reply.redirect(started.url);
      },
    );

    routes.get<{ Params: { provider: string } }>('/auth/:provider/callback', async (request, reply) => {
      const { provider } = request.params;
      checkProvider(signIn, reach, provider, request);
      reply.clearCookie(SIGN_IN_COOKIE, { path: '/auth' });
      const query = request.url.indexOf('?');
      const search = query < 0 ? '' : request.url.slice(query);
      const { identity, embedOrigin } = await signIn.finish(provider, request.cookies[SIGN_IN_COOKIE], base(), search);
      const account = deps.mypdb.findOrCreateAccount(identity);
      if (embedOrigin) {
        // the embedding site gets a token of its own by the popup's message; no cookie is set here
        const token = deps.mypdb.createSession(account.id, EMBED_TOKEN_TTL_SECONDS, embedOrigin);
        const page = embedHandoffPage(token, embedOrigin, EMBED_TOKEN_TTL_SECONDS);
        reply.header('content-security-policy', page.csp);
        reply.header('cache-control', 'no-store');
        return reply.type('text/html; charset=utf-8').send(page.html);
      }
      // a new token at each sign-in: a session id known before it (fixation) signs nobody in
      endSession(reply, deps.mypdb, sessionOf(request, deps.mypdb));
      const token = deps.mypdb.createSession(account.id, SESSION_TTL_SECONDS);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, config, '/', SESSION_TTL_SECONDS));
      return reply.redirect('/search/mypdb/queries');
    });

    routes.post('/auth/sign-out', async (request, reply) => {
      endSession(reply, deps.mypdb, requireChangeSession(request, deps.mypdb, config));
      return reply.code(204).send();
    });

    routes.get('/auth/providers', async (request) =>
      signIn.providers().filter(({ id }) => !signIn.isLocal(id) || servesLocalTo(reach, request)),
    );

    await registerMyPdbRoutes(routes, deps);
  });
}
