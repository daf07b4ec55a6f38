// Requests for the bound tests (request-bounds*.test.ts): one request sent to either request
// route, timed, and query trees too deep for JSON.stringify.

export const term = (service: string, parameters: unknown): unknown => ({ type: 'terminal', service, parameters });
export const group = (nodes: unknown[]): unknown => ({ type: 'group', logical_operator: 'and', nodes });

/** Sends `body` (an object or JSON text) as a request to one route; status, body and time taken. */
export async function send(
  url: string,
  route: 'data' | 'v2',
  request: unknown,
): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const json = typeof request === 'string' ? request : JSON.stringify(request);
  const body = route === 'data' ? `{"report":"search_summary","request":${json}}` : json;
  const started = performance.now();
  const response = await fetch(`${url}${route === 'data' ? '/search/data' : '/rcsbsearch/v2/query'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    ms: performance.now() - started,
  };
}

/** A query nested `depth` groups deep, written as text (JSON.stringify itself would overflow). */
export function nestedText(depth: number): string {
  const leaf = JSON.stringify(term('full_text', { value: 'x' }));
  const open = '{"type":"group","logical_operator":"and","nodes":[';
  return `{"return_type":"entry","query":${open.repeat(depth)}${leaf}${']}'.repeat(depth)}}`;
}
