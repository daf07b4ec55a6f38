// The wire form of one call to a public API (issue 34): a GET when its URL fits, since a GET with
// no Content-Type is a simple request (no CORS preflight, cacheable); a POST with a JSON body when
// the URL would be too long for the API's servers.

/** One call: the Search API's `{path, params: {json: request}, body: request}`, GraphQL's
 * `{path: '/graphql', params: {query, variables}, body: {query, variables}}`. */
export interface ApiCall {
  /** Under the API's origin, e.g. '/rcsbsearch/v2/query'; the caller encodes any id in it. */
  path: string;
  /** The GET's query parameters: a string as it is, anything else as JSON; undefined is left out. */
  params?: Record<string, unknown>;
  /** The POST's JSON body, for when the GET's URL is too long; without one the call is always a GET. */
  body?: unknown;
}

export interface WireRequest {
  url: string;
  init: RequestInit & { method: 'GET' | 'POST' };
}

export function wireRequest(origin: string, call: ApiCall, getUrlLimit: number): WireRequest {
  const base = `${origin.replace(/\/+$/, '')}${call.path}`;
  const query = Object.entries(call.params ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${encodeURIComponent(name)}=${encodeURIComponent(text)}`;
    })
    .join('&');
  const getUrl = query ? `${base}?${query}` : base;
  // Public APIs answer any origin (`*`) and need no cookies: none are sent.
  if (call.body === undefined || getUrl.length <= getUrlLimit)
    return { url: getUrl, init: { method: 'GET', credentials: 'omit', headers: { accept: 'application/json' } } };
  return {
    url: base,
    init: {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(call.body),
    },
  };
}
