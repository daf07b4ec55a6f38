/** What every client call returns: never throws for HTTP or network failures. */
export type ClientResult<T> =
  | { ok: true; value: T; status: number }
  | {
      ok: false;
      status: number;
      message: string;
      aborted?: boolean;
      /** The server answers, but not to this page's origin (no CORS headers for it). */
      corsRefused?: boolean;
      /** Busy (429/503, or a full queue): when to ask again, in whole seconds (for a Retry-After). */
      retryAfterSeconds?: number;
    };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  /** Origin (and optional path prefix) of the archive server; '' means this page's origin. */
  apiBase: string;
  fetch?: FetchLike;
}

/** Joins the base with path segments, each URL-encoded so user text can never change the route. */
export function joinPath(apiBase: string, ...segments: Array<string | number | boolean>): string {
  const base = apiBase.replace(/\/+$/, '');
  return `${base}/${segments.map((s) => encodeURIComponent(String(s))).join('/')}`;
}

type Parse<T> = (response: Response) => Promise<T>;

/** The fetch a client's calls go through: the options' own, else the global one. */
export const fetchOf = (http: HttpOptions): FetchLike =>
  http.fetch ?? ((input: string, options?: RequestInit) => globalThis.fetch(input, options));

export const parseJson = <T>(response: Response): Promise<T> => response.json() as Promise<T>;
export const parseText = (response: Response): Promise<string> => response.text();

/**
 * Performs one call. HTTP failures become `'status: statusText'` (seed 000 §8); network failures
 * and aborts become values too, so the store decides what the user sees.
 */
export async function request<T>(
  http: HttpOptions,
  url: string,
  init: RequestInit,
  parse: Parse<T>,
): Promise<ClientResult<T>> {
  let response: Response;
  try {
    response = await fetchOf(http)(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    return fetchFailure(error);
  }
  return readResponse(response, parse);
}

/** A fetch that threw: aborted, or failed at the network (the browser's words). */
export function fetchFailure(error: unknown): ClientResult<never> {
  const aborted = (error as { name?: string }).name === 'AbortError';
  return { ok: false, status: 0, message: aborted ? 'aborted' : String((error as Error).message ?? error), aborted };
}

/** An answer as a result: a refusal as its message, a body that does not parse as unreadable. */
export async function readResponse<T>(response: Response, parse: Parse<T>): Promise<ClientResult<T>> {
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: (await serverMessage(response)) ?? `${response.status}: ${response.statusText}`,
    };
  }
  try {
    return { ok: true, status: response.status, value: await parse(response) };
  } catch (error) {
    const aborted = (error as { name?: string }).name === 'AbortError';
    return {
      ok: false,
      status: response.status,
      message: aborted ? 'aborted' : 'The server answered with unreadable data.',
      aborted,
    };
  }
}

export function getJson<T>(http: HttpOptions, url: string, signal?: AbortSignal): Promise<ClientResult<T>> {
  return request(
    http,
    url,
    { method: 'GET', signal: signal ?? null, headers: { accept: 'application/json' } },
    parseJson<T>,
  );
}

export function postJson<T>(
  http: HttpOptions,
  url: string,
  body: unknown,
  signal?: AbortSignal,
  parse: Parse<T> = parseJson<T>,
): Promise<ClientResult<T>> {
  return request(
    http,
    url,
    {
      method: 'POST',
      signal: signal ?? null,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    },
    parse,
  );
}

/** Our server explains a refused request as {statusCode, msg}; show that as '{statusCode} {msg}'. */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { statusCode?: unknown; msg?: unknown; error?: unknown };
    if (typeof body.statusCode === 'number' && typeof body.msg === 'string' && body.msg)
      return `${body.statusCode} ${body.msg}`;
    // the upload service refuses with {error} alone (seed 001 §7), which its message quotes
    if (body.statusCode === undefined && typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON: fall back to the status line
  }
  return undefined;
}
