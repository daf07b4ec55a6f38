// Sign-in through an OpenID Connect provider (issue 17), with openid-client: the authorization code
// flow with PKCE (S256), state and nonce. A started sign-in is held here, under a random id the
// browser keeps in a short-lived cookie, until its callback; the callback is accepted once, and
// only with the state, nonce and code verifier of that sign-in (openid-client checks them and the
// ID token). Providers: the embedded local one; configured ones come in a later slice.

import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { ClientError } from '../errors.ts';
import type { Identity } from '../mypdb/mypdb-store.ts';
import { LOCAL_CLIENT_ID, LocalIdentityProvider } from './local-provider.ts';

export interface SignInProvider {
  id: string;
  name: string;
}

interface Pending {
  provider: string;
  origin: string;
  verifier: string;
  state: string;
  nonce: string;
  expires: number;
}

/** How long a started sign-in may wait for its callback. */
export const SIGN_IN_TTL_SECONDS = 600;
/** Started sign-ins held at once; the oldest go first beyond it (a flood cannot grow memory). */
const MAX_PENDING = 10_000;
const LOCAL = 'local';

export class SignIn {
  private readonly pending = new Map<string, Pending>();
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly now: () => number = Date.now) {}

  providers(): SignInProvider[] {
    return [{ id: LOCAL, name: 'Local' }];
  }

  has(providerId: string): boolean {
    return this.providers().some((p) => p.id === providerId);
  }

  private configuration(origin: string): Promise<oidc.Configuration> {
    let configuration = this.configurations.get(origin);
    if (!configuration) {
      // the local issuer is this server over plain http on loopback
      configuration = oidc.discovery(
        new URL(LocalIdentityProvider.issuerFor(origin)),
        LOCAL_CLIENT_ID,
        undefined,
        oidc.None(),
        { execute: [oidc.allowInsecureRequests] },
      );
      configuration.catch(() => this.configurations.delete(origin));
      this.configurations.set(origin, configuration);
    }
    return configuration;
  }

  /** Starts a sign-in: where to send the browser, and the id of the sign-in for its cookie. */
  async start(providerId: string, origin: string): Promise<{ url: string; id: string }> {
    if (!this.has(providerId)) throw new ClientError(404, `No sign-in provider '${providerId}'`);
    const configuration = await this.configuration(origin);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: `${origin}/auth/${providerId}/callback`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    this.forgetExpired();
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
    const id = randomBytes(32).toString('base64url');
    this.pending.set(id, {
      provider: providerId,
      origin,
      verifier,
      state,
      nonce,
      expires: this.now() + SIGN_IN_TTL_SECONDS * 1000,
    });
    return { url: url.href, id };
  }

  /** Completes the sign-in `id` from its callback URL: who signed in. Each sign-in completes once. */
  async finish(providerId: string, id: string | undefined, callbackUrl: URL): Promise<Identity> {
    const pending = id ? this.pending.get(id) : undefined;
    if (id) this.pending.delete(id);
    if (!pending || pending.provider !== providerId || pending.expires <= this.now())
      throw new ClientError(400, 'This sign-in has expired or was not started here. Please sign in again.');
    const configuration = await this.configuration(pending.origin);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new ClientError(400, `The sign-in could not be completed: ${(error as Error).message}`);
    }
    const claims = tokens.claims();
    if (!claims?.sub) throw new ClientError(400, 'The provider did not say who signed in');
    let { name, email } = claims;
    // providers may keep the profile for the userinfo endpoint rather than the ID token
    if (typeof name !== 'string' || typeof email !== 'string') {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      name = typeof name === 'string' ? name : info.name;
      email = typeof email === 'string' ? email : info.email;
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      provider: providerId,
      subject: claims.sub,
      name: text(name) || text(email) || claims.sub,
      email: text(email),
    };
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, pending] of this.pending) if (pending.expires <= now) this.pending.delete(id);
  }
}
