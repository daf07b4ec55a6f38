// The embedded identity provider: with no provider configured, `npm start` signs people
// in with a real OpenID Connect provider (oidc-provider) mounted on this server under /local-idp,
// shown as one more provider, "Local". Its sign-in page takes a name and an e-mail address and
// makes a development account of them; its one client is this server, a public client that must
// use PKCE. It is for trying MyPDB on one's own machine: local-access.ts says whom it serves.
// One provider, whose issuer and every URL come from this server's configured address;
// an account is the typed address together with a key the browser keeps, so typing someone's
// address reaches a new account, not theirs; and it asks at every sign-in, so after sign-out no
// page (nor a popup another site opens) signs the same person in again unasked.

import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';
import { escapeHtml } from '../../model/escape.ts';
import type { ServerConfig } from '../config.ts';
import { ClientError } from '../errors.ts';
import { isEmailAddress } from '../email-address.ts';
import { acceptForms } from '../form-fields.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';
import { keepOpener } from './embed-handoff.ts';
import { servesLocalTo, type LocalReach } from './local-access.ts';
import { cookieOptions } from './session.ts';

export const LOCAL_IDP_PATH = '/local-idp';
export const LOCAL_CLIENT_ID = 'pdb-search-elements';
/** This browser's key to its Local accounts (see subjectOf). */
const BROWSER_KEY_COOKIE = 'pdb_local_key';
const BROWSER_KEY_TTL_SECONDS = 365 * 24 * 3600;
const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/;

interface DevAccount {
  name: string;
  email: string;
}

export interface LocalProviderOptions {
  config: Pick<ServerConfig, 'publicUrl'>;
  reach: LocalReach;
  /** This server's address (public-address.ts); read at the first request, when the server listens. */
  base: () => string;
}

export class LocalIdentityProvider {
  private instance: Provider | undefined;
  /** Development accounts by subject. */
  private readonly accounts = new Map<string, DevAccount>();
  private readonly cookieKeys = [randomBytes(32).toString('base64url')];
  /** ID tokens are signed with a key made at start: sessions of the local provider end with the process. */
  private readonly signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    use: 'sig',
    alg: 'RS256',
  };

  constructor(private readonly options: LocalProviderOptions) {}

  static issuerFor(base: string): string {
    return `${base}${LOCAL_IDP_PATH}`;
  }

  /** The one provider for a request it may serve (else 404), its headers made to name this server. */
  private provider(request: FastifyRequest): Provider {
    if (!servesLocalTo(this.options.reach, request))
      throw new ClientError(404, 'The Local sign-in is served to this machine only');
    const base = this.options.base();
    if (!this.instance) {
      this.instance = new Provider(LocalIdentityProvider.issuerFor(base), this.configuration(base));
      // oidc-provider (koa) builds its URLs from the request's origin, and reads it from the
      // forwarded headers only with `proxy` on: those are overwritten here from the configured
      // address, so no Host or X-Forwarded-* header a client sends reaches it
      this.instance.proxy = true;
    }
    const { host, protocol } = new URL(base);
    const headers = request.raw.headers;
    headers.host = host;
    headers['x-forwarded-host'] = host;
    headers['x-forwarded-proto'] = protocol.slice(0, -1);
    headers['x-forwarded-for'] = request.ip;
    delete headers.forwarded;
    return this.instance;
  }

  private configuration(base: string): Configuration {
    const accounts = this.accounts;
    return {
      clients: [
        {
          client_id: LOCAL_CLIENT_ID,
          token_endpoint_auth_method: 'none',
          redirect_uris: [`${base}/auth/local/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
      adapter: memoryAdapterFactory(),
      cookies: { keys: this.cookieKeys },
      jwks: { keys: [this.signingKey] },
      features: { devInteractions: { enabled: false } },
      interactions: {
        policy: askingEveryTime(),
        url: (_ctx, interaction) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
      },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return { accountId: sub, claims: () => ({ sub, name: account.name, email: account.email }) };
      },
      // this server is the only client: no consent page for it
      loadExistingGrant: grantWithoutConsent,
    };
  }

  /** Mounts the provider's endpoints and its sign-in page. */
  async register(app: FastifyInstance): Promise<void> {
    // The provider reads its own request bodies (the token endpoint's form): leave them unread.
    await app.register(async (endpoints) => {
      keepOpener(endpoints);
      endpoints.removeAllContentTypeParsers();
      endpoints.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const forward = (request: FastifyRequest, reply: FastifyReply) => {
        const provider = this.provider(request);
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '').slice(LOCAL_IDP_PATH.length) || '/';
        void provider.callback()(raw, reply.raw);
      };
      endpoints.all(LOCAL_IDP_PATH, forward);
      endpoints.all(`${LOCAL_IDP_PATH}/*`, forward);
    });

    await app.register(async (pages) => {
      keepOpener(pages);
      acceptForms(pages);
      await pages.register(fastifyCookie);
      pages.get<{ Params: { uid: string } }>(`${LOCAL_IDP_PATH}/interaction/:uid`, async (request, reply) => {
        const provider = this.provider(request);
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return reply.type('text/html; charset=utf-8').send(signInPage(details.uid));
      });
      pages.post<{ Params: { uid: string }; Body: Record<string, unknown> }>(
        `${LOCAL_IDP_PATH}/interaction/:uid/login`,
        async (request, reply) => {
          const provider = this.provider(request);
          await provider.interactionDetails(request.raw, reply.raw);
          const name = String(request.body?.name ?? '').trim();
          const email = String(request.body?.email ?? '').trim();
          if (name === '' || name.length > 100 || !isEmailAddress(email))
            throw new ClientError(400, 'Enter a name and an e-mail address');
          const subject = this.subjectOf(request, reply, email);
          this.accounts.set(subject, { name, email });
          reply.hijack();
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: subject } },
            { mergeWithLastSubmission: false },
          );
        },
      );
    });
  }

  /**
   * The subject of a Local account: the address with a random key this browser keeps (a cookie of
   * the provider's own path), so the same person in the same browser finds their account again
   * and nobody reaches it by typing the address.
   */
  private subjectOf(request: FastifyRequest, reply: FastifyReply, email: string): string {
    const kept = request.cookies[BROWSER_KEY_COOKIE];
    const key = kept !== undefined && BROWSER_KEY.test(kept) ? kept : randomBytes(32).toString('base64url');
    // the reply is oidc-provider's from here on: the cookie goes on the raw response
    const options = cookieOptions(request, this.options.config, LOCAL_IDP_PATH, BROWSER_KEY_TTL_SECONDS);
    reply.raw.appendHeader('set-cookie', fastifyCookie.serialize(BROWSER_KEY_COOKIE, key, options));
    return createHash('sha256').update(`${key}\n${email.toLowerCase()}`).digest('base64url');
  }
}

/** The login prompt at every authorization, whatever session the provider holds. */
function askingEveryTime(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('every_sign_in', 'The Local provider asks at every sign-in', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** oidc-provider's loadExistingGrant for a provider whose only client is trusted: no consent page. */
export const grantWithoutConsent: NonNullable<Configuration['loadExistingGrant']> = async (ctx) => {
  const client = ctx.oidc.client;
  const accountId = ctx.oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const known = ctx.oidc.session?.grantIdFor(client.clientId);
  if (known) return ctx.oidc.provider.Grant.find(known);
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
};

function signInPage(uid: string): string {
  const action = `${LOCAL_IDP_PATH}/interaction/${encodeURIComponent(uid)}/login`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: local development accounts</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1.5rem;padding:.5rem 1.25rem;font:inherit;background:#1f4e79;color:#fff;border:0;border-radius:4px}</style>
</head><body><main>
<h1>Sign in</h1>
<p>This archive's built-in provider, for trying MyPDB on this machine: any name and e-mail address make an account, kept for this browser. It asks at every sign-in.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required maxlength="100">
<label for="email">E-mail address</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254">
<button type="submit">Sign in</button>
</form></main></body></html>`;
}
