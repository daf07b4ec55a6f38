// The upstream APIs as the whole server asks them: one transport per API (browser-direct mode's,
// client/direct/api-transport.ts), shared by every visitor, so the server as a whole keeps to the
// public services' rate, waits out their 429/503 and answers repeated questions from one cache.

import { createApiTransport, type ApiCall, type ApiTransport } from '../../../client/direct/api-transport.ts';
import { systemClock, type Clock } from '../../../client/direct/rate-queue.ts';
import type { FetchLike } from '../../../client/http.ts';
import type { UpstreamConfig } from '../../upstream-config.ts';
import { withUploadsAtPublicUrl } from '../../upload/upload-public-url.ts';
import type { SearchRequest } from '../../../model/types.ts';

export interface UpstreamApis {
  search: ApiTransport;
  data: ApiTransport;
  /** The file server's base (files.rcsb.org's paths). */
  files: string;
  /** The RCSB's own services: their pictures are the RCSB's too. */
  rcsb: boolean;
  /** The fetch the transports use, for the file server's downloads too. */
  fetch: FetchLike;
  /** The transports' time, for what the engine keeps too. */
  clock: Clock;
  /** A request as the upstream is sent it: uploads named at PUBLIC_URL, where it can fetch them. */
  outgoing<R extends SearchRequest>(request: R): R;
}

export interface UpstreamOptions {
  fetch?: FetchLike;
  clock?: Clock;
  /** Requests a second to each upstream API from the whole server; the public services ask for 10. */
  maxPerSecond?: number;
  /** Calls that may wait for their turn; one more is answered 503 with Retry-After. */
  maxWaiting?: number;
  /** This server's address as the upstream reaches it (PUBLIC_URL), for uploaded files. */
  publicUrl?: string;
  /** Longest a pairwise alignment may run (SEARCH_DEADLINE_MS). */
  deadlineMs?: number;
}

/**
 * At 10 a second, 10 s of waiting: beyond it a caller is better told when to come back than kept
 * waiting (and its browser's own timeout would cut it anyway).
 */
export const UPSTREAM_MAX_WAITING = 100;

/**
 * The rate is counted where the upstream counts it, on arrival: requests that start 10 in a second
 * can arrive 11 in one when a new connection delays some by up to ~150 ms (measured at a proxy),
 * so the server starts at most 10 in any 1.2 s.
 */
export const UPSTREAM_RATE_WINDOW_MS = 1200;

const MINUTE_MS = 60_000;
/** Schemas change with the APIs' releases; searches and documents with the weekly release. */
const SCHEMA_MAX_AGE_MS = 24 * 60 * MINUTE_MS;
const ANSWER_MAX_AGE_MS = 5 * MINUTE_MS;
const SCHEMA_PATH = /\/(metadata\/(chemical\/)?schema|rest\/v1\/schema\/)/;

/** How long an upstream answer is served from the cache. */
export const upstreamMaxAgeMs = (call: ApiCall): number =>
  SCHEMA_PATH.test(call.path) ? SCHEMA_MAX_AGE_MS : ANSWER_MAX_AGE_MS;

/** The shared cache: every visitor's answers, bounded by count and by characters of JSON. */
const CACHE_ENTRIES = 20_000;
const CACHE_CHARS = 200_000_000;

export function upstreamApis(config: UpstreamConfig, options: UpstreamOptions = {}): UpstreamApis {
  const fetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const transport = (origin: string, label: string): ApiTransport =>
    createApiTransport({
      origin,
      label,
      fetch,
      clock,
      cacheEntries: CACHE_ENTRIES,
      cacheChars: CACHE_CHARS,
      maxAgeMs: upstreamMaxAgeMs,
      maxWaiting: options.maxWaiting ?? UPSTREAM_MAX_WAITING,
      rateWindowMs: UPSTREAM_RATE_WINDOW_MS,
      ...(options.maxPerSecond ? { maxPerSecond: options.maxPerSecond } : {}),
    });
  return {
    search: transport(config.searchApi, `the upstream Search API (${config.searchApi})`),
    data: transport(config.dataApi, `the upstream Data API (${config.dataApi})`),
    files: config.files,
    rcsb: config.rcsb,
    fetch,
    clock,
    outgoing: (request) => (options.publicUrl ? withUploadsAtPublicUrl(request, options.publicUrl) : request),
  };
}
