// An upstream call's result as the routes take it: the value, or the error the route answers —
// the upstream's refusal of a request (4xx) with its words, its being busy (429/503, or our own
// queue full) as our 503 with Retry-After, anything else (no answer, a 5xx) as 502.

import type { ClientResult } from '../../../client/http.ts';
import { BusyError, ClientError, UpstreamError } from '../../errors.ts';

type Failure = Extract<ClientResult<never>, { ok: false }>;

/** When an upstream that said it was busy gave no time to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

export function upstreamError(failure: Failure): Error {
  if (failure.status === 429 || failure.status === 503)
    return new BusyError(failure.message, failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
  if (failure.status >= 400 && failure.status < 500) {
    // the upstream's words, without the status the route answers anyway
    const prefix = `${failure.status} `;
    const words = failure.message.startsWith(prefix) ? failure.message.slice(prefix.length) : failure.message;
    return new ClientError(failure.status, words);
  }
  return new UpstreamError(failure.status === 0 ? `The upstream did not answer: ${failure.message}` : failure.message);
}

/** The result's value; a failure thrown as the error the route answers. */
export function upstreamValue<T>(result: ClientResult<T>): T {
  if (result.ok) return result.value;
  throw upstreamError(result);
}

/** The value, or undefined where the upstream answered 404 (not held). */
export function upstreamValueOrNone<T>(result: ClientResult<T>): T | undefined {
  if (!result.ok && result.status === 404) return undefined;
  return upstreamValue(result);
}
