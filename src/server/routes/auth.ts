// Sign-in, sign-out and the signed-in account (issue 17; seed 001 §7): GET /auth/{provider}
// redirects to the provider, its callback makes or finds the account and starts a session, and
// GET {mypdb}/data answers the account or 401. The session is one cookie: HttpOnly (page scripts
// cannot read it, so the page asks {mypdb}/data instead of looking for it, unlike seed 001 §4),
// SameSite=Lax, Secure over https, a new token at each sign-in, gone at sign-out.

import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { LocalIdentityProvider } from '../auth/local-provider.ts';
import { SIGN_IN_TTL_SECONDS, SignIn } from '../auth/sign-in.ts';
import { ClientError } from '../errors.ts';
import type { MyPdbStore } from '../mypdb/mypdb-store.ts';
import {
  cookieOptions,
  endSession,
  requireChangeSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionOf,
} from '../auth/session.ts';
import { registerMyPdbRoutes } from './mypdb.ts';
import type { ServerConfig } from '../config.ts';

const SIGN_IN_COOKIE = 'pdb_sign_in';
/** Sign-ins one client address may start per minute (issue 17). */
export const SIGN_IN_STARTS_PER_MINUTE = 10;

export interface AuthDeps {
  config: ServerConfig;
  mypdb: MyPdbStore;
}

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

export async function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const local = new LocalIdentityProvider();
  const signIn = new SignIn();
  const allowStart = startLimiter();
  await local.register(app);

  await app.register(async (routes) => {
    await routes.register(fastifyCookie);

    routes.get<{ Params: { provider: string } }>('/auth/:provider', async (request, reply) => {
      if (!allowStart(request.ip)) {
        reply.header('retry-after', '60');
        throw new ClientError(429, `At most ${SIGN_IN_STARTS_PER_MINUTE} sign-ins a minute; please wait a minute`);
      }
      const origin = LocalIdentityProvider.originOf(request);
      const started = await signIn.start(request.params.provider, origin);
      reply.setCookie(SIGN_IN_COOKIE, started.id, cookieOptions(request, '/auth', SIGN_IN_TTL_SECONDS));
      return reply.redirect(started.url);
    });

    routes.get<{ Params: { provider: string } }>('/auth/:provider/callback', async (request, reply) => {
      const origin = LocalIdentityProvider.originOf(request);
      reply.clearCookie(SIGN_IN_COOKIE, { path: '/auth' });
      const identity = await signIn.finish(
        request.params.provider,
        request.cookies[SIGN_IN_COOKIE],
        new URL(request.url, origin),
      );
      const account = deps.mypdb.findOrCreateAccount(identity);
      // a new token at each sign-in: a session id known before it (fixation) signs nobody in
      endSession(reply, deps.mypdb, sessionOf(request, deps.mypdb));
      const token = deps.mypdb.createSession(account.id, SESSION_TTL_SECONDS);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, '/', SESSION_TTL_SECONDS));
      return reply.redirect('/search/mypdb/queries');
    });

    routes.post('/auth/sign-out', async (request, reply) => {
      endSession(reply, deps.mypdb, requireChangeSession(request, deps.mypdb, deps.config.corsOrigins));
      return reply.code(204).send();
    });

    routes.get('/auth/providers', async () => signIn.providers());

    await registerMyPdbRoutes(routes, deps);
  });
}
