// Structural checks shared by the whole-request validators (request-*.ts): a problem the seeds only
// describe as "request query contains error(s): ..." gets that prefix and a short reason.

import type { Err } from '../types.ts';
import { MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { resultErr } from '../result.ts';

export type UnknownRecord = Record<string, unknown>;

export function structural(reason: string): Err {
  return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(reason));
}

export function unknownKey(record: UnknownRecord, allowed: readonly string[], where: string): Err | null {
  const extra = Object.keys(record).find((key) => !allowed.includes(key));
  return extra === undefined ? null : structural(`unknown property '${extra}' in ${where}`);
}

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
