import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackAddress, readAuthProviders, type AuthProviderConfig } from './auth/provider-config.ts';
import { readNotifyEvery, readUpstreamConfig, type UpstreamConfig } from './upstream-config.ts';
import { httpAddress } from './http-address.ts';
import { readFetchAllow } from './fetch-allow.ts';

/** The project root, found from this file so the server runs from any working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Search services whose requests each cost many text queries; each has its own budget. */
export const COSTLY_SERVICES = ['sequence', 'seqmotif', 'chemical', 'structure', 'strucmotif'] as const;
export type CostlyService = (typeof COSTLY_SERVICES)[number];
/** Requests metered apart from the base budget: suggestions (one per keystroke) and the costly services. */
export type MeteredKind = 'suggest' | CostlyService;

/** Defaults of RATE_LIMIT_COST_*: how many text queries one request of the kind counts as. */
const DEFAULT_COSTS: Readonly<Record<MeteredKind, number>> = {
  suggest: 1,
  sequence: 20,
  seqmotif: 20,
  chemical: 20,
  structure: 40,
  strucmotif: 40,
};

/** Longest one search (or pairwise alignment) may run unless SEARCH_DEADLINE_MS says otherwise. */
export const DEFAULT_SEARCH_DEADLINE_MS = 30_000;

/** The worker threads that run searches (engine/embedded/search-runner/search-pool.ts), as the environment sets them. */
export interface SearchPoolConfig {
  /** Worker threads for text searches. */
  textWorkers: number;
  /** Worker threads for searches that use a costly service. */
  costlyWorkers: number;
  /** How much lower the text workers' CPU priority is than the event loop's (a nice increment, 0-19). */
  textNice: number;
  /** The same for the costly workers. */
  costlyNice: number;
  /** Searches of one costly service that may wait; one more is answered 503. */
  costlyQueue: number;
  /** Longest one search may run; past it the worker is replaced and the search answers 400. */
  deadlineMs: number;
}

/**
 * The embedded Local provider (LOCAL_SIGN_IN): `auto` serves it to this machine only, when nothing
 * says the server is public; `on` to anyone who reaches the server; `off` never.
 */
export type LocalSignIn = 'auto' | 'on' | 'off';

export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  demoDir: string;
  /**
   * Sites whose pages may call the routes that use the session cookie (CORS with credentials).
   * Every other route answers any site without credentials.
   */
  corsOrigins: string[];
  /** Path prefixes of the routes that use the session cookie: MyPDB and sign-in. */
  sessionRoutePrefixes: string[];
  /** Where the MyPDB calls of seed 001 §7 live ({mypdb}/data, /save...): MYPDB_PREFIX, default /mypdb. */
  mypdbPrefix: string;
  /** MyPDB's own database (accounts, saved queries, sessions), apart from the archive index. */
  mypdbFile: string;
  /** Notification e-mail: SMTP_URL's server, else .eml files in outboxDir; MAIL_FROM is the sender. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /**
   * This server's address as users reach it: PUBLIC_URL, else the address it listens on
   * (public-address.ts). Every URL the server builds comes from it, never from a request header.
   */
  publicUrl: string | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-* headers count (Fastify's trustProxy): true for
   * any, or their addresses; false (the default) trusts none.
   */
  trustProxy: boolean | string;
  /** Sign-in providers: AUTH_PROVIDERS or auth-providers.json; none means the embedded local provider. */
  authProviders: AuthProviderConfig[];
  /** LOCAL_SIGN_IN: whom the embedded Local provider is served to (auth/local-access.ts). */
  localSignIn: LocalSignIn;
  /** The base budget: API requests per minute per client address (static files, pages and /health are free). */
  rateLimitPerMinute: number;
  /** A kind's own budget per minute is rateLimitPerMinute / cost. */
  rateLimitCosts: Record<MeteredKind, number>;
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
  uploadDir: string;
  /** Lifetime of an uploaded file; it is deleted after it. */
  uploadTtlSeconds: number;
  /** Structure files one client address may upload per hour. */
  uploadsPerHour: number;
  /** Queries one client address may save to MyPDB per hour. */
  mypdbSavesPerHour: number;
  /** Notification address changes (each a confirmation mail) one client address may ask for per hour. */
  mypdbConfirmationsPerHour: number;
  /** Bytes all stored uploads may take on disk together. */
  uploadDiskMaxBytes: number;
  /**
   * FETCH_ALLOW (tests only): loopback origins the structure services may fetch over http. Read
   * here so a wrong one stops the start; the services read it themselves (fetch-allow.ts).
   */
  fetchAllow: string[];
  /** The search worker pool; undefined: searches run on the main thread (SEARCH_WORKERS=0). */
  searchPool: SearchPoolConfig | undefined;
  /** The public APIs the server answers from (upstream-config.ts); undefined: the embedded archive. */
  upstream: UpstreamConfig | undefined;
  /** In upstream mode, how often saved queries with Notify on run (NOTIFY_EVERY); undefined: never. */
  notifyEveryMs: number | undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** An origin allowed with credentials must be named: '*' with credentials would hand the cookie to any site. */
function credentialedOrigins(raw: string | undefined): string[] {
  const origins = list(raw);
  if (origins.includes('*'))
    throw new Error("CORS_ORIGINS names the sites allowed to use the session cookie; '*' is not allowed there");
  return origins;
}

/** PUBLIC_URL without its trailing slash: an http(s) address, with no query, fragment or credentials. */
function publicUrl(raw: string | undefined): string | undefined {
  return raw ? httpAddress('PUBLIC_URL', raw, 'https://pdb.example.org') : undefined;
}

const TRUST_PROXY_WORDS: Readonly<Record<string, boolean>> = {
  '': false,
  off: false,
  false: false,
  on: true,
  true: true,
};
/** Named ranges proxy-addr (Fastify's trustProxy) knows. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustProxy(raw: string | undefined): boolean | string {
  const value = (raw ?? '').trim();
  const word = TRUST_PROXY_WORDS[value];
  if (word !== undefined) return word;
  const entries = list(value);
  const address = (entry: string) => {
    const [ip, bits, extra] = entry.split('/');
    return extra === undefined && isIP(ip ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  if (entries.length === 0 || !entries.every((entry) => PROXY_RANGES.has(entry) || address(entry)))
    throw new Error(
      `TRUST_PROXY must be on, off or the proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8), got '${value}'`,
    );
  return entries.join(',');
}

function localSignIn(raw: string | undefined): LocalSignIn {
  const value = raw || 'auto';
  if (value !== 'auto' && value !== 'on' && value !== 'off')
    throw new Error(`LOCAL_SIGN_IN must be auto, on or off, got '${value}'`);
  return value;
}

/** The MyPDB prefix is configurable (archive-client's mypdbPrefix). */
function mypdbPrefix(env: NodeJS.ProcessEnv): string {
  const mypdb = env.MYPDB_PREFIX || '/mypdb';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(mypdb))
    throw new Error(`MYPDB_PREFIX must be a path such as /mypdb, without a trailing slash, got '${mypdb}'`);
  return mypdb;
}

/** The session's routes: the MyPDB calls, and /mypdb/account-data and /auth/{provider}, fixed by seed 001 §7. */
const sessionPrefixes = (mypdb: string): string[] => [...new Set([mypdb, '/mypdb', '/auth'])];

/** The upload store's lifetime, read alone too: the structure services open the store outside the app. */
export function readUploadStoreConfig(env: NodeJS.ProcessEnv = process.env): { dir: string; ttlSeconds: number } {
  return {
    dir: path.resolve(env.UPLOAD_DIR || path.join(PROJECT_ROOT, '.data', 'uploads')),
    ttlSeconds: integer(env, 'UPLOAD_TTL_SECONDS', 3600, 1, 7 * 24 * 3600),
  };
}

/**
 * Text workers: one per core (the main thread mostly waits on them). Costly workers: half as
 * many. Priorities: the event loop first (it answers /health and hands out the work), then text
 * searches, then costly ones. SEARCH_WORKERS=0 runs searches on the main thread.
 */
function searchPool(env: NodeJS.ProcessEnv): SearchPoolConfig | undefined {
  const cores = availableParallelism();
  const textWorkers = integer(env, 'SEARCH_WORKERS', Math.max(2, cores), 0, 64);
  if (textWorkers === 0) return undefined;
  return {
    textWorkers,
    costlyWorkers: integer(env, 'SEARCH_COSTLY_WORKERS', Math.max(1, Math.floor(cores / 2)), 1, 64),
    textNice: integer(env, 'SEARCH_TEXT_NICE', 5, 0, 19),
    costlyNice: integer(env, 'SEARCH_COSTLY_NICE', 15, 0, 19),
    costlyQueue: integer(env, 'SEARCH_QUEUE_COSTLY', 4, 1, 100_000),
    deadlineMs: integer(env, 'SEARCH_DEADLINE_MS', DEFAULT_SEARCH_DEADLINE_MS, 100, 600_000),
  };
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const store = readUploadStoreConfig(env);
  const costs = Object.fromEntries(
    Object.entries(DEFAULT_COSTS).map(([kind, cost]) => [
      kind,
      integer(env, `RATE_LIMIT_COST_${kind.toUpperCase()}`, cost, 1, 1_000_000),
    ]),
  ) as Record<MeteredKind, number>;
  const host = env.HOST || '127.0.0.1';
  const authProviders = readAuthProviders(env, path.join(PROJECT_ROOT, 'auth-providers.json'));
  const configuredUrl = publicUrl(env.PUBLIC_URL);
  const local = localSignIn(env.LOCAL_SIGN_IN);
  // the redirect URIs would name an address nobody reaches (0.0.0.0, or this machine from elsewhere)
  if ((authProviders.length > 0 || local === 'on') && !configuredUrl && !isLoopbackAddress(host))
    throw new Error(`PUBLIC_URL must be set when HOST (${host}) is not loopback and sign-in is offered`);
  return {
    host,
    port: integer(env, 'PORT', 8080, 0, 65535),
    distDir: path.join(PROJECT_ROOT, 'dist'),
    demoDir: path.join(PROJECT_ROOT, 'demo'),
    corsOrigins: credentialedOrigins(env.CORS_ORIGINS),
    sessionRoutePrefixes: sessionPrefixes(mypdbPrefix(env)),
    mypdbPrefix: mypdbPrefix(env),
    mypdbFile: path.resolve(env.MYPDB_DB || path.join(PROJECT_ROOT, '.data', 'mypdb.sqlite')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'MyPDB <mypdb@localhost>',
    outboxDir: path.resolve(env.MAIL_OUTBOX || path.join(PROJECT_ROOT, '.data', 'outbox')),
    publicUrl: configuredUrl,
    trustProxy: trustProxy(env.TRUST_PROXY),
    authProviders,
    localSignIn: local,
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1200, 1, 1_000_000),
    rateLimitCosts: costs,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
    uploadDir: store.dir,
    uploadTtlSeconds: store.ttlSeconds,
    uploadsPerHour: integer(env, 'UPLOAD_QUOTA_PER_HOUR', 60, 1, 1_000_000),
    mypdbSavesPerHour: integer(env, 'MYPDB_SAVES_PER_HOUR', 100, 1, 1_000_000),
    mypdbConfirmationsPerHour: integer(env, 'MYPDB_CONFIRMATIONS_PER_HOUR', 10, 1, 1_000_000),
    uploadDiskMaxBytes: integer(env, 'UPLOAD_DISK_MAX_BYTES', 1_073_741_824, 1_048_576, Number.MAX_SAFE_INTEGER),
    fetchAllow: readFetchAllow(env),
    searchPool: searchPool(env),
    upstream: readUpstreamConfig(env),
    notifyEveryMs: readNotifyEvery(env),
  };
}
