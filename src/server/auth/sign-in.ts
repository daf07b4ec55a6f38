// Sign-in through a provider, with openid-client for every kind: the authorization code
// flow with PKCE (S256) and state, plus a nonce for OpenID Connect. A started sign-in is held here,
// under a random id the browser keeps in a short-lived cookie, until its callback; the callback is
// accepted once, and only with the state, nonce and code verifier of that sign-in (openid-client
// checks them and the ID token). Providers: the configured ones (provider-config.ts), and the
// embedded Local one where local-access.ts serves it: one more OpenID Connect issuer to this code.

import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { ClientError } from '../errors.ts';
import type { Identity } from '../mypdb/mypdb-store.ts';
import { LOCAL_CLIENT_ID, LocalIdentityProvider } from './local-provider.ts';
import type { AuthProviderConfig, OAuth2ProviderConfig, OidcProviderConfig } from './provider-config.ts';

export interface SignInProvider {
  id: string;
  name: string;
}

interface Pending {
  provider: string;
  /** Where the provider sends the browser back to: the callback must come to the same place. */
  base: string;
  verifier: string;
  state: string;
  nonce: string | undefined;
  expires: number;
  /** A sign-in for an element on another site (a popup): that site's origin, which gets the token. */
  embedOrigin: string | undefined;
}

/** Who signed in, and for which embedding site when the sign-in was started for one. */
export interface SignedIn {
  identity: Identity;
  embedOrigin: string | undefined;
}

type Profile = Record<string, unknown>;

/** How long a started sign-in may wait for its callback. */
export const SIGN_IN_TTL_SECONDS = 600;
/** Started sign-ins held at once; the oldest go first beyond it (a flood cannot grow memory). */
const MAX_PENDING = 10_000;
export const LOCAL_PROVIDER_ID = 'local';

/** The redirect URI of a provider: what its client registration must name. */
export function redirectUriFor(base: string, providerId: string): string {
  return `${base}/auth/${providerId}/callback`;
}

/** The embedded provider as an OpenID Connect entry: its issuer is under this server's address. */
function localEntry(base: string): OidcProviderConfig {
  return {
    id: LOCAL_PROVIDER_ID,
    name: 'Local',
    type: 'oidc',
    issuer: LocalIdentityProvider.issuerFor(base),
    clientId: LOCAL_CLIENT_ID,
    clientSecret: undefined,
    scope: 'openid email profile',
  };
}

export class SignIn {
  private readonly pending = new Map<string, Pending>();
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();
  private readonly configured: ReadonlyMap<string, AuthProviderConfig>;

  /**
   * `localFetch`, when the embedded provider is served: how this server asks it (in process, so no
   * request of ours goes over the network to it, wherever PUBLIC_URL points).
   */
  constructor(
    configured: readonly AuthProviderConfig[] = [],
    private readonly localFetch: oidc.CustomFetch | undefined = undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.configured = new Map(configured.map((entry) => [entry.id, entry]));
  }

  /** The configured providers, then Local when it is served. */
  providers(): SignInProvider[] {
    const configured = [...this.configured.values()].map(({ id, name }) => ({ id, name }));
    return this.localFetch ? [...configured, { id: LOCAL_PROVIDER_ID, name: 'Local' }] : configured;
  }

  has(providerId: string): boolean {
    return this.providers().some((p) => p.id === providerId);
  }

  isLocal(providerId: string): boolean {
    return this.localFetch !== undefined && providerId === LOCAL_PROVIDER_ID;
  }

  private entry(providerId: string, base: string): AuthProviderConfig {
    if (this.isLocal(providerId)) return localEntry(base);
    const entry = this.configured.get(providerId);
    if (!entry) throw new ClientError(404, `No sign-in provider '${providerId}'`);
    return entry;
  }

  /** The provider's endpoints and this client, found once per issuer (again after a failure). */
  private configuration(entry: AuthProviderConfig): Promise<oidc.Configuration> {
    const key = `${entry.id} ${entry.issuer}`;
    let configuration = this.configurations.get(key);
    if (!configuration) {
      configuration =
        entry.type === 'oidc'
          ? discover(entry, this.isLocal(entry.id) ? this.localFetch : undefined)
          : Promise.resolve(oauth2Configuration(entry));
      configuration.catch(() => this.configurations.delete(key));
      this.configurations.set(key, configuration);
    }
    return configuration;
  }

  /**
   * Starts a sign-in with the provider sending the browser back under `base` (this server's
   * address): where to send the browser, and the id of the sign-in for its cookie.
   */
  async start(providerId: string, base: string, embedOrigin?: string): Promise<{ url: string; id: string }> {
    const entry = this.entry(providerId, base);
    const configuration = await this.configuration(entry);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    // a nonce binds an ID token to this sign-in; plain OAuth 2.0 has no ID token to bind
    const nonce = entry.type === 'oidc' ? oidc.randomNonce() : undefined;
    const parameters: Record<string, string> = {
      redirect_uri: redirectUriFor(base, providerId),
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    };
    if (entry.scope) parameters.scope = entry.scope;
    if (nonce) parameters.nonce = nonce;
    const url = oidc.buildAuthorizationUrl(configuration, parameters);
    this.forgetExpired();
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
    const id = randomBytes(32).toString('base64url');
    this.pending.set(id, {
      provider: providerId,
      base,
      verifier,
      state,
      nonce,
      expires: this.now() + SIGN_IN_TTL_SECONDS * 1000,
      embedOrigin,
    });
    return { url: url.href, id };
  }

  /**
   * Completes the sign-in `id` from its callback, which came to `base` with the query `search`:
   * who signed in. Each sign-in completes once.
   */
  async finish(providerId: string, id: string | undefined, base: string, search: string): Promise<SignedIn> {
    const pending = id ? this.pending.get(id) : undefined;
    if (id) this.pending.delete(id);
    if (!pending || pending.provider !== providerId || pending.base !== base || pending.expires <= this.now())
      throw new ClientError(400, 'This sign-in has expired or was not started here. Please sign in again.');
    const entry = this.entry(providerId, base);
    const configuration = await this.configuration(entry);
    const callbackUrl = new URL(redirectUriFor(base, providerId));
    callbackUrl.search = search;
    let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: entry.type === 'oidc',
      });
    } catch (error) {
      throw new ClientError(400, `The sign-in could not be completed: ${(error as Error).message}`);
    }
    const profile =
      entry.type === 'oidc'
        ? await oidcProfile(configuration, tokens)
        : await oauth2Profile(configuration, entry, tokens.access_token);
    return { identity: identityOf(providerId, profile), embedOrigin: pending.embedOrigin };
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, pending] of this.pending) if (pending.expires <= now) this.pending.delete(id);
  }
}

/** A secret goes in the token request's body (client_secret_post: Google, ORCID and Facebook take it). */
function clientAuth(entry: AuthProviderConfig): oidc.ClientAuth {
  return entry.clientSecret ? oidc.ClientSecretPost(entry.clientSecret) : oidc.None();
}

/** provider-config.ts allows plain http on loopback hosts only (development and tests). */
const isHttp = (url: string): boolean => new URL(url).protocol === 'http:';

function discover(entry: OidcProviderConfig, fetch: oidc.CustomFetch | undefined): Promise<oidc.Configuration> {
  const options: oidc.DiscoveryRequestOptions = {};
  if (isHttp(entry.issuer)) options.execute = [oidc.allowInsecureRequests];
  if (fetch) options[oidc.customFetch] = fetch;
  return oidc.discovery(new URL(entry.issuer), entry.clientId, undefined, clientAuth(entry), options);
}

function oauth2Configuration(entry: OAuth2ProviderConfig): oidc.Configuration {
  const configuration = new oidc.Configuration(
    {
      issuer: entry.issuer,
      authorization_endpoint: entry.authorizationEndpoint,
      token_endpoint: entry.tokenEndpoint,
      userinfo_endpoint: entry.userinfoEndpoint,
    },
    entry.clientId,
    undefined,
    clientAuth(entry),
  );
  const endpoints = [entry.authorizationEndpoint, entry.tokenEndpoint, entry.userinfoEndpoint];
  if (endpoints.some(isHttp)) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** The ID token's claims, completed from the userinfo endpoint when it lacks the name or e-mail. */
async function oidcProfile(
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<Profile> {
  const claims = tokens.claims();
  if (!claims?.sub) throw new ClientError(400, 'The provider did not say who signed in');
  if (typeof claims.name === 'string' && typeof claims.email === 'string') return claims;
  try {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return { ...info, ...claims };
  } catch {
    // the ID token already says who signed in; the name and e-mail address are a courtesy
    return claims;
  }
}

/** Plain OAuth 2.0 says who signed in only through the profile endpoint (Facebook's /me). */
async function oauth2Profile(
  configuration: oidc.Configuration,
  entry: OAuth2ProviderConfig,
  accessToken: string,
): Promise<Profile> {
  const failed = (why: string) => new ClientError(400, `The sign-in could not be completed: ${why}`);
  let response: Response;
  try {
    // not fetchUserInfo: it requires a `sub`, and Facebook's /me answers `id` instead
    response = await oidc.fetchProtectedResource(configuration, accessToken, new URL(entry.userinfoEndpoint), 'GET');
  } catch (error) {
    throw failed((error as Error).message);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw failed(`the provider's profile answered HTTP ${response.status}`);
  }
  const profile: unknown = await response.json().catch(() => undefined);
  if (typeof profile !== 'object' || profile === null) throw failed("the provider's profile is not a JSON object");
  return profile as Profile;
}

/** The account a provider's profile names: `sub` (OpenID Connect) or `id` (Facebook's /me). */
export function identityOf(provider: string, profile: Profile): Identity {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  // the subject as given: it is the account's key
  const exact = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const subject = exact(profile.sub) || exact(profile.id);
  if (!subject) throw new ClientError(400, 'The provider did not say who signed in');
  const name = text(profile.name);
  const email = text(profile.email);
  return { provider, subject, name: name || email || subject, email };
}
