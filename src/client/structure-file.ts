// A structure's mmCIF file as text, for the in-page 3D views: from our server's /download route or
// the page's file template (files.rcsb.org keeps .cif.gz, served as gzip bytes without a
// Content-Encoding, so the page inflates them itself).

import { request, type ClientResult, type HttpOptions } from './http.ts';

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

async function cifText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(inflated).text();
}

/**
 * Headers the viewers' calls to our server carry (seed 001 §7: viewer clients mark internal
 * traffic and the search stage), named as the RCSB's own clients name them. Never sent to the
 * public APIs or file servers: browser-direct mode fetches its files without them.
 */
export const VIEWER_HEADERS: Readonly<Record<string, string>> = {
  'Rcsb-Analytics-Traffic-Origin': 'internal',
  'Rcsb-Analytics-Traffic-Stage': 'search',
};

/** `headers`: VIEWER_HEADERS toward our server, none elsewhere. */
export function fetchStructureText(
  http: HttpOptions,
  url: string,
  signal?: AbortSignal,
  headers: Readonly<Record<string, string>> = {},
): Promise<ClientResult<string>> {
  return request(http, url, { signal: signal ?? null, headers: { ...headers } }, cifText);
}
