// The browser-direct client's one way to a public API (issue 34: a good citizen of a public
// service), one instance per API: calls take turns at the API's rate, repeated answers come from
// the session cache, identical calls in flight share one fetch, and 429/503 are waited out (with
// the whole queue) before they are reported in plain words. The server's upstream mode (issue 35)
// makes one per upstream API for all its visitors, with a cache bounded in age and a bounded queue.

import { PUBLIC_API_LIMITS } from '../../model/constants/limits.ts';
import { PUBLIC_API_MESSAGES } from '../../model/constants/public-api-messages.ts';
import { Lru } from '../../model/lru.ts';
import { fetchFailure, fetchOf, readResponse, type ClientResult, type FetchLike } from '../http.ts';
import { wireRequest, type ApiCall } from './api-request.ts';
import { createRateQueue, systemClock, type Clock } from './rate-queue.ts';

export type { ApiCall } from './api-request.ts';
export type { Clock } from './rate-queue.ts';

export interface ApiTransportOptions {
  /** 'https://search.rcsb.org', or any server speaking the same API (a path prefix may follow). */
  origin: string;
  /** The API's name in messages: 'RCSB Search API'. */
  label: string;
  fetch?: FetchLike;
  clock?: Clock;
  maxPerSecond?: number;
  /** The window `maxPerSecond` counts in (rate-queue.ts); a second unless set. */
  rateWindowMs?: number;
  getUrlLimit?: number;
  /** The cache's bounds: answers kept, characters of JSON kept (default: a page's session). */
  cacheEntries?: number;
  cacheChars?: number;
  /** An answer older than this is asked again; default: kept as long as the cache keeps it. */
  maxAgeMs?: (call: ApiCall) => number;
  /** Calls that may wait for their turn; one more is refused at once (503). Default: no bound. */
  maxWaiting?: number;
  /** Retries of a 429/503, and the longest Retry-After waited out (default: PUBLIC_API_LIMITS'). */
  busyRetries?: number;
  busyMaxWaitMs?: number;
}

export interface ApiTransport {
  /** The API's JSON answer. Cached answers are shared between callers: read them, never change them. */
  send<T>(call: ApiCall, signal?: AbortSignal): Promise<ClientResult<T>>;
}

/** An answer as it is cached: its JSON, its size (what bounds the cache) and when it came. */
interface Answer {
  status: number;
  json: unknown;
  chars: number;
  at: number;
}

/** A fetch shared by identical calls, aborted when the last of them leaves. */
interface Flight {
  result: Promise<ClientResult<Answer>>;
  controller: AbortController;
  waiters: number;
}

// Status lines of their own: over HTTP/2 a response has no statusText to quote.
const BUSY: Record<number, string> = { 429: '429 Too Many Requests', 503: '503 Service Unavailable' };

const abortedResult = (): ClientResult<never> => fetchFailure(new DOMException('aborted', 'AbortError'));

/** An answer's JSON; null for no body (the Search API answers no hits with a bare 204). */
async function readAnswer(response: Response): Promise<Omit<Answer, 'status' | 'at'>> {
  const text = await response.text();
  return { json: text === '' ? null : (JSON.parse(text) as unknown), chars: text.length };
}

/**
 * A refusal with the Search API's words ({status, message, link}), which our own server's reader
 * (http.ts, {statusCode, msg}) does not know; undefined for any other answer.
 */
async function searchApiRefusal(response: Response): Promise<ClientResult<never> | undefined> {
  if (response.ok) return undefined;
  try {
    const body = (await response.clone().json()) as { status?: unknown; message?: unknown };
    if (typeof body.status === 'number' && typeof body.message === 'string' && body.message)
      return { ok: false, status: response.status, message: `${body.status} ${body.message}` };
  } catch {
    // not JSON: read as any other answer
  }
  return undefined;
}

/** Retry-After in ms, as seconds or an HTTP date; undefined when absent (or, cross-origin, not exposed). */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A wait as a Retry-After: whole seconds, at least one. */
const wholeSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export function createApiTransport(options: ApiTransportOptions): ApiTransport {
  const limits = PUBLIC_API_LIMITS;
  const {
    origin,
    label,
    clock = systemClock,
    getUrlLimit = limits.getUrlChars,
    maxAgeMs = () => Infinity,
    maxWaiting = Infinity,
    busyRetries = limits.busyRetries,
    busyMaxWaitMs = limits.busyMaxWaitMs,
  } = options;
  const fetch = fetchOf({ apiBase: origin, fetch: options.fetch });
  const queue = createRateQueue(clock, options.maxPerSecond ?? limits.requestsPerSecond, options.rateWindowMs);
  const cache = new Lru<string, Answer>({
    capacity: options.cacheEntries ?? limits.cacheEntries,
    maxWeight: options.cacheChars ?? limits.cacheChars,
    weigh: (answer) => answer.chars,
  });
  const inFlight = new Map<string, Flight>();

  async function fetchPolitely(url: string, init: RequestInit, signal: AbortSignal): Promise<ClientResult<Answer>> {
    const firstTry = clock.now();
    for (let tries = 1; ; tries++) {
      // a retry goes ahead of calls that came later: it was first
      if (!(await queue.turn(signal, tries > 1))) return abortedResult();
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal });
      } catch (error) {
        return fetchFailure(error);
      }
      const busy = BUSY[response.status];
      if (busy === undefined) {
        const read = (await searchApiRefusal(response)) ?? (await readResponse(response, readAnswer));
        return read.ok ? { ...read, value: { ...read.value, status: read.status, at: clock.now() } } : read;
      }
      await response.body?.cancel();
      const wait =
        retryAfterMs(response.headers.get('retry-after'), clock.now()) ?? limits.busyFirstBackoffMs * 2 ** (tries - 1);
      if (tries > busyRetries || wait > busyMaxWaitMs) {
        const seconds = Math.round((clock.now() - firstTry) / 1000);
        const message = PUBLIC_API_MESSAGES.apiBusy(label, busy, tries, seconds, wait / 1000);
        return { ok: false, status: response.status, message, retryAfterSeconds: wholeSeconds(wait) };
      }
      // the API asked everyone from this page to wait, not just this call
      queue.pause(wait);
    }
  }

  function startFlight(key: string, url: string, init: RequestInit): Flight {
    const controller = new AbortController();
    const flight: Flight = { controller, waiters: 0, result: fetchPolitely(url, init, controller.signal) };
    inFlight.set(key, flight);
    void flight.result.then((result) => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
      if (result.ok) cache.set(key, result.value); // failures are asked again next time
    });
    return flight;
  }

  function waitFor(key: string, flight: Flight, signal: AbortSignal | undefined): Promise<ClientResult<Answer>> {
    flight.waiters++;
    if (!signal) return flight.result;
    return new Promise((resolve) => {
      const leave = (): void => {
        resolve(abortedResult());
        if (--flight.waiters > 0) return;
        if (inFlight.get(key) === flight) inFlight.delete(key);
        flight.controller.abort();
      };
      signal.addEventListener('abort', leave, { once: true });
      void flight.result.then((result) => {
        signal.removeEventListener('abort', leave);
        resolve(result);
      });
    });
  }

  /** A new call when the queue is full: refused at once, with when it would have room. */
  function refusal(): ClientResult<never> {
    const retryAfterSeconds = wholeSeconds(queue.drainMs());
    const message = PUBLIC_API_MESSAGES.queueFull(label, queue.waiting(), retryAfterSeconds);
    return { ok: false, status: 503, message, retryAfterSeconds };
  }

  return {
    async send<T>(call: ApiCall, signal?: AbortSignal): Promise<ClientResult<T>> {
      const { url, init } = wireRequest(origin, call, getUrlLimit);
      const key = `${init.method} ${url}\n${typeof init.body === 'string' ? init.body : ''}`;
      const cached = cache.get(key);
      if (cached && clock.now() - cached.at <= maxAgeMs(call))
        return { ok: true, status: cached.status, value: cached.json as T };
      if (signal?.aborted) return abortedResult();
      // joining a fetch in flight adds nothing to the queue
      const flight = inFlight.get(key);
      if (!flight && queue.waiting() >= maxWaiting) return refusal();
      const result = await waitFor(key, flight ?? startFlight(key, url, init), signal);
      return result.ok ? { ok: true, status: result.status, value: result.value.json as T } : result;
    },
  };
}
