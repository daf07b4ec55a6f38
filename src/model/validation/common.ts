// Helpers shared by builder-input validation (validation-*.ts, validation/attribute.ts, builder/builder.ts),
// whole-request validation (request-*.ts) and the archive's service parsers, so all answer the
// same input with the same seed message. Internal to the validators: the model's index does not
// export this module.

import type { Err, Result, SequenceType } from '../types.ts';
import { DEFAULTS, LIMITS } from '../constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { cleanSequence, invalidSequenceCharacters, parseNonNegativeNumber } from '../input-values.ts';

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

export function includes<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** The official schema's pattern for Base64 file data (structure and strucmotif `data`). */
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function isBase64(value: unknown): value is string {
  return typeof value === 'string' && BASE64_PATTERN.test(value);
}

export function checkSequenceValue(value: string, type: SequenceType): Result<string> {
  const sequence = cleanSequence(value);
  if (sequence.length < LIMITS.minSequenceLength) return resultErr(MESSAGES.sequenceTooShort);
  const invalid = invalidSequenceCharacters(sequence, type);
  if (invalid.length > 0) return resultErr(MESSAGE_TEMPLATES.sequenceInvalidCharacters(type, invalid.join('')));
  return resultOk(sequence);
}

/**
 * A sent sequence terminal's cutoffs, as the wire has them: evalue_cutoff a non-negative number
 * (default 0.1), identity_cutoff a fraction from 0 to 1 (default 0; the builder's percent / 100).
 * One rule for the request checks and the sequence service alike.
 */
export function readSequenceCutoffs(p: {
  evalue_cutoff?: unknown;
  identity_cutoff?: unknown;
}): Result<{ evalueCutoff: number; identityCutoff: number }> {
  let evalueCutoff: number = DEFAULTS.evalueCutoff;
  if (p.evalue_cutoff !== undefined && p.evalue_cutoff !== null) {
    const value = parseNonNegativeNumber(p.evalue_cutoff);
    if (value === null) return resultErr(MESSAGES.evalueInvalid);
    evalueCutoff = value;
  }
  let identityCutoff = 0;
  if (p.identity_cutoff !== undefined && p.identity_cutoff !== null) {
    const value = parseNonNegativeNumber(p.identity_cutoff);
    if (value === null || value > 1)
      return resultErr(MESSAGE_TEMPLATES.requestQueryErrors('identity_cutoff must be a number between 0 and 1'));
    identityCutoff = value;
  }
  return resultOk({ evalueCutoff, identityCutoff });
}

export function invalidOption(field: string, value: unknown): Err {
  return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(`${field} '${String(value)}' is not supported`));
}

export function strucmotifErr(detail: string): Err {
  return resultErr(MESSAGE_TEMPLATES.strucmotif(detail));
}
