// What a notification run asks of the archive, through the engine the routes receive: the Search
// API's answer to the request (searches.api), so the embedded archive and an upstream answer it
// alike. Asked without compression: the answer is read here, not sent on.

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { WireSearchResults, ValidatedRequest } from '../../model/types.ts';
import type { ServerEngine } from '../engine/types.ts';
import type { EncodedJson } from '../search-runner/encoded-json.ts';

function decodeJson(answer: EncodedJson): unknown {
  const { body, encoding } = answer;
  if (typeof body === 'string') return JSON.parse(body);
  // an engine passing on stored bytes may keep their encoding whatever was asked
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return JSON.parse(Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength).toString('utf8'));
}

/** Every identifier the engine returns for a request; none when nothing matched (the API's 204). */
export function engineIdentifiers(
  engine: Pick<ServerEngine, 'searches'>,
): (request: ValidatedRequest) => Promise<string[]> {
  return async (request) => {
    const answer = await engine.searches.api(request, 'identity');
    if (answer === undefined) return [];
    const { result_set } = decodeJson(answer) as WireSearchResults;
    return (result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier));
  };
}
