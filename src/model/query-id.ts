// query_id: a stable fingerprint of what a request asks for, used to recognise a re-run (history
// replaces the old entry; the current description is reused). Paging, sort and scoring only change
// how the same answer is shown, and request_info carries the id itself, so all four are left out.
// Key order never matters: the request is serialised as canonical JSON with sorted keys.

import type { SearchRequest } from './types.ts';
import { isRecord } from './json-shape.ts';

/** request_options keys that do not change which results a request matches. */
export const PRESENTATION_OPTION_KEYS = ['paginate', 'sort', 'scoring_strategy'] as const;

/**
 * JSON with object keys sorted at every depth. Follows JSON.stringify for everything else:
 * undefined members are dropped, undefined array slots and non-finite numbers become null.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (isRecord(value)) {
    const members = Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined && typeof value[key] !== 'function')
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${members.join(',')}}`;
  }
  // bigint, symbol, function: not JSON; never part of a request.
  return 'null';
}

/** The request as far as its identity is concerned (see the module comment). */
export function requestIdentity(request: SearchRequest): Record<string, unknown> {
  const identity: Record<string, unknown> = { ...request };
  delete identity['request_info'];
  if (isRecord(request.request_options)) {
    const options: Record<string, unknown> = { ...request.request_options };
    for (const key of PRESENTATION_OPTION_KEYS) delete options[key];
    // An emptied options object asks for nothing, just like an absent one.
    if (Object.keys(options).some((key) => options[key] !== undefined)) identity['request_options'] = options;
    else delete identity['request_options'];
  }
  return identity;
}

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
  return bytes;
}

/**
 * 64-bit FNV-1a over the UTF-8 bytes, as 16 lower-case hex digits. The 64-bit multiply by the
 * prime 2^40 + 0x1b3 is done on four 16-bit limbs so it stays exact in doubles without BigInt.
 */
export function fnv1a64(text: string): string {
  // Offset basis 0xcbf29ce484222325, least significant limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of utf8Bytes(text)) {
    h0 ^= byte;
    // h * (2^40 + 0x1b3): the 0x1b3 part on every limb, the 2^40 part shifts limbs 0-1 up by 40 bits.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3;
    const t3 = h3 * 0x1b3;
    const c1 = t1 + (t0 >>> 16);
    const c2 = t2 + (h0 << 8) + Math.floor(c1 / 0x10000);
    const c3 = t3 + (h1 << 8) + Math.floor(c2 / 0x10000);
    h0 = t0 & 0xffff;
    h1 = c1 & 0xffff;
    h2 = c2 & 0xffff;
    h3 = c3 & 0xffff;
  }
  const hex = (limb: number): string => limb.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

/** The query_id of a request: same question, same id, whatever the key order, page or sort. */
export function computeQueryId(request: SearchRequest): string {
  return fnv1a64(canonicalJson(requestIdentity(request)));
}

/** A copy of the request with its query_id set (other request_info fields kept). */
export function withQueryId(request: SearchRequest): SearchRequest {
  return { ...request, request_info: { ...request.request_info, query_id: computeQueryId(request) } };
}
