// The configured sign-in providers: AUTH_PROVIDERS, a JSON array in the environment,
// or else the file AUTH_PROVIDERS_FILE (default auth-providers.json in the project root; without
// it, no provider is configured and the embedded local one signs people in). An entry whose id is
// a well-known provider (google, orcid, facebook) takes that provider's endpoints and scope, so a
// deployer writes only its client id and secret. A bad entry stops the server at start.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOGIN_PROVIDERS } from '../../model/constants/labels.ts';
import type { LoginProvider } from '../../model/types/records.ts';

interface ProviderBase {
  /** In the sign-in URLs: /auth/{id} and its redirect URI /auth/{id}/callback. */
  id: string;
  /** On the sign-in button. */
  name: string;
  clientId: string;
  /** Without one the client is public (PKCE alone); with one, client_secret_post. */
  clientSecret: string | undefined;
  scope: string | undefined;
}

/** OpenID Connect: the endpoints come from the issuer's discovery document; an ID token says who signed in. */
export interface OidcProviderConfig extends ProviderBase {
  type: 'oidc';
  issuer: string;
}

/** Plain OAuth 2.0: no ID token; the profile at userinfoEndpoint says who signed in. */
export interface OAuth2ProviderConfig extends ProviderBase {
  type: 'oauth2';
  /** The `iss` the provider may add to its redirect (RFC 9207); default: the authorization endpoint's origin. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
}

export type AuthProviderConfig = OidcProviderConfig | OAuth2ProviderConfig;

type Entry = Record<string, unknown>;

const PRESETS: Readonly<Record<LoginProvider, Entry>> = {
  google: { type: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  orcid: { type: 'oidc', issuer: 'https://orcid.org', scope: 'openid' },
  facebook: {
    type: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};

const ID = /^[a-z][a-z0-9-]{0,31}$/;
/** Ids that would shadow the embedded provider or the fixed /auth routes. */
const RESERVED_IDS = new Set(['local', 'sign-out', 'providers']);
const FIELDS = new Set([
  'id',
  'name',
  'type',
  'issuer',
  'authorizationEndpoint',
  'tokenEndpoint',
  'userinfoEndpoint',
  'clientId',
  'clientSecret',
  'scope',
]);
const ENDPOINTS = ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const;
const OIDC_DEFAULT_SCOPE = 'openid email profile';
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

/** Whether a Host (with or without its port) is this machine: plain http is allowed there only. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}

/** Whether an address without a port (HOST, a socket's far end) is this machine's: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:(?=\d+\.)/, '');
  return isLoopbackHost(bare.includes(':') ? `[${bare}]` : bare);
}

/** The providers the environment configures: AUTH_PROVIDERS, else the providers file, else none. */
export function readAuthProviders(env: NodeJS.ProcessEnv, defaultFile: string): AuthProviderConfig[] {
  if (env.AUTH_PROVIDERS) return parseAuthProviders(env.AUTH_PROVIDERS, 'AUTH_PROVIDERS');
  const file = env.AUTH_PROVIDERS_FILE ? path.resolve(env.AUTH_PROVIDERS_FILE) : defaultFile;
  if (!existsSync(file)) {
    // the default file is optional; a file named on purpose must be there
    if (env.AUTH_PROVIDERS_FILE) throw new Error(`AUTH_PROVIDERS_FILE names ${file}, which does not exist`);
    return [];
  }
  return parseAuthProviders(readFileSync(file, 'utf8'), file);
}

/** Parses and checks a JSON array of providers; `source` names where it came from in the errors. */
export function parseAuthProviders(json: string, source: string): AuthProviderConfig[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(raw)) throw new Error(`${source} must be a JSON array of sign-in providers`);
  const providers = raw.map((entry: unknown, index) => parseEntry(entry, `${source} entry ${index + 1}`));
  const seen = new Set<string>();
  for (const provider of providers) {
    if (seen.has(provider.id)) throw new Error(`${source} names the provider '${provider.id}' twice`);
    seen.add(provider.id);
  }
  return providers;
}

function parseEntry(entry: unknown, where: string): AuthProviderConfig {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    throw new Error(`${where} must be an object such as { "id": "google", "clientId": "…" }`);
  const given = entry as Entry;
  const id = given.id;
  if (typeof id !== 'string' || !ID.test(id))
    throw new Error(`${where}: id must be lower-case letters, digits and '-', starting with a letter (at most 32)`);
  const label = `${where} ('${id}')`;
  if (RESERVED_IDS.has(id)) throw new Error(`${label}: the id '${id}' is reserved`);
  const unknown = Object.keys(given).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) throw new Error(`${label}: unknown field '${unknown}'`);
  const preset = presetOf(id);
  const fields: Entry = { ...preset?.entry, ...given };
  const text = (name: string) => optionalText(fields, name, label);
  const name = text('name') ?? preset?.name;
  if (name === undefined) throw new Error(`${label}: name is required (what the sign-in button says)`);
  const clientId = text('clientId');
  if (clientId === undefined) throw new Error(`${label}: clientId is required`);
  const common = { id, name, clientId, clientSecret: text('clientSecret'), scope: text('scope') };
  const type = fields.type;
  if (type === 'oidc') return oidcEntry(fields, common, label);
  if (type === 'oauth2') return oauth2Entry(fields, common, label);
  throw new Error(`${label}: type must be 'oidc' or 'oauth2'`);
}

function presetOf(id: string): { entry: Entry; name: string } | undefined {
  const known = LOGIN_PROVIDERS.find((provider) => provider.id === id);
  return known && { entry: PRESETS[known.id], name: known.name };
}

function oidcEntry(fields: Entry, common: ProviderBase, label: string): OidcProviderConfig {
  const endpoint = ENDPOINTS.find((key) => fields[key] !== undefined);
  if (endpoint !== undefined)
    throw new Error(`${label}: an oidc provider's endpoints come from its issuer's discovery; remove ${endpoint}`);
  const issuer = requiredUrl(fields, 'issuer', label);
  const scope = common.scope ?? OIDC_DEFAULT_SCOPE;
  if (!scope.split(' ').includes('openid')) throw new Error(`${label}: an oidc provider's scope must include 'openid'`);
  return { ...common, type: 'oidc', issuer, scope };
}

function oauth2Entry(fields: Entry, common: ProviderBase, label: string): OAuth2ProviderConfig {
  const [authorizationEndpoint, tokenEndpoint, userinfoEndpoint] = ENDPOINTS.map((key) =>
    requiredUrl(fields, key, label),
  ) as [string, string, string];
  const issuer =
    fields.issuer === undefined ? new URL(authorizationEndpoint).origin : requiredUrl(fields, 'issuer', label);
  return { ...common, type: 'oauth2', issuer, authorizationEndpoint, tokenEndpoint, userinfoEndpoint };
}

function optionalText(fields: Entry, name: string, label: string): string | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${label}: ${name} must be a non-empty string`);
  return value.trim();
}

/** Tokens and secrets travel to these URLs: https, or http on this machine (development). */
function requiredUrl(fields: Entry, name: string, label: string): string {
  const value = optionalText(fields, name, label);
  if (value === undefined) throw new Error(`${label}: ${name} is required`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${label}: ${name} is not a URL: '${value}'`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.host));
  if (!secure) throw new Error(`${label}: ${name} must be an https URL (http only on loopback), got '${value}'`);
  if (url.username || url.password || url.hash)
    throw new Error(`${label}: ${name} must not carry credentials or a fragment, got '${value}'`);
  return value;
}
