// Result values: validators and readers answer { ok, value } or { ok: false, message } rather than
// throwing for bad input, so callers show the message (or send it as a 400) without a try.

import type { Err, Ok } from './types.ts';

export function resultOk<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function resultErr(message: string): Err {
  return { ok: false, message };
}
