// Apart from http.ts so the lone search bar, which never signs in, does not carry it.
import { fetchOf, type ClientResult, type HttpOptions } from './http.ts';

/**
 * A cross-origin call that failed at the network, told apart: when the same URL answers a no-cors
 * request (whose opaque answer no script may read, so CORS does not apply), the server is there
 * and it was CORS that refused this page; `failed` comes back marked so.
 */
export async function markCorsRefusal<T>(
  http: HttpOptions,
  url: string,
  failed: ClientResult<T>,
  signal?: AbortSignal,
): Promise<ClientResult<T>> {
  if (failed.ok || failed.status !== 0 || failed.aborted) return failed;
  try {
    const opaque = await fetchOf(http)(url, { mode: 'no-cors', credentials: 'omit', signal: signal ?? null });
    await opaque.body?.cancel();
    return { ...failed, corsRefused: true };
  } catch {
    return failed; // the network or the page's connect-src, not CORS
  }
}
