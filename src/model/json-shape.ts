// A first look at untrusted JSON before anything recursive reads it: depth (BOUNDS.requestDepth)
// and reserved keys. A body nested thousands deep would overflow the stack of the recursive
// normalisation and validation. Also the one test every reader of untrusted JSON uses for "an
// object" (isRecord), for the ui and the server alike.

import { BOUNDS, boundMessage } from './bounds.ts';

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keys no request has and that change how JavaScript treats an object: a `toString` or `valueOf`
 * that is not a function makes String(object) throw, which error messages do.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['toString', 'valueOf', '__proto__', 'constructor', 'prototype']);

/** Why the value cannot be a request, or null. Walks without recursion, so it cannot overflow. */
export function jsonShapeProblem(value: unknown): string | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= BOUNDS.requestDepth.value) return boundMessage('requestDepth');
    for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
      if (RESERVED_KEYS.has(key)) return `the request holds the reserved key '${key}'`;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}
