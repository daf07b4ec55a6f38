// A search's answer as the bytes that go on the wire. A search worker serializes and compresses
// its answer itself, so the event loop only copies bytes out: for a page of results with facets,
// JSON.stringify and compression were most of the event loop's time per search.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

export type JsonEncoding = 'br' | 'gzip' | 'identity';

/** Smaller answers are sent as they are (the app's compression plugin uses the same threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export interface EncodedJson {
  body: string | Uint8Array;
  encoding: JsonEncoding;
}

/** The encoding a client's Accept-Encoding allows: brotli, then gzip, else none. */
export function acceptedEncoding(header: string | undefined): JsonEncoding {
  return (typeof header === 'string' && negotiate(header.toLowerCase(), ['br', 'gzip'] as const)) || 'identity';
}

/** Brotli at quality 4, as the compression plugin: nearly gzip's speed, smaller output. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

export function encodeJson(value: unknown, encoding: JsonEncoding): EncodedJson {
  const body = JSON.stringify(value);
  if (encoding === 'identity' || body.length < COMPRESS_THRESHOLD_BYTES) return { body, encoding: 'identity' };
  return { body: encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body), encoding };
}

/** Sends an encoded answer as JSON; an identity one may still be compressed by the plugin. */
export function sendEncodedJson(reply: FastifyReply, encoded: EncodedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoded.encoding !== 'identity') reply.header('content-encoding', encoded.encoding);
  const body = encoded.body;
  return reply.send(typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}
