// A structure's mmCIF file as text, for the in-page 3D views: from our server's /download route or
// the page's file template (files.rcsb.org keeps .cif.gz, served as gzip bytes without a
// Content-Encoding, so the page inflates them itself).

import { request, type ClientResult, type HttpOptions } from './http.ts';

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Largest structure file a view reads (inflated): the PDB's largest mmCIF files are about 150 MB. */
export const MAX_STRUCTURE_FILE_BYTES = 256 * 1024 * 1024;

async function cifText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_STRUCTURE_FILE_BYTES) throw new Error('the structure file is too large to show');
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  // inflated a piece at a time, so a small file that inflates without end stops at the bound
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let total = 0;
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
    total += piece.value.length;
    if (total > MAX_STRUCTURE_FILE_BYTES) {
      await reader.cancel();
      throw new Error('the structure file is too large to show');
    }
    text += decoder.decode(piece.value, { stream: true });
  }
  return text + decoder.decode();
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
