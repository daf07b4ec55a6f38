// Helpers shared by builder-input validation (validation.ts, attribute-validation.ts, builder.ts)
// and whole-request validation (request-*.ts), so both answer the same input with the same seed
// message. Internal to the validators: the model's index does not export this module.

import type { Err, Result, SequenceType } from './types.ts';
import { LIMITS, MESSAGES, MESSAGE_TEMPLATES } from './constants.ts';
import { resultErr, resultOk } from './result.ts';
import { cleanSequence, invalidSequenceCharacters } from './input-values.ts';

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

export function includes<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

export function checkSequenceValue(value: string, type: SequenceType): Result<string> {
  const sequence = cleanSequence(value);
  if (sequence.length < LIMITS.minSequenceLength) return resultErr(MESSAGES.sequenceTooShort);
  const invalid = invalidSequenceCharacters(sequence, type);
  if (invalid.length > 0) return resultErr(MESSAGE_TEMPLATES.sequenceInvalidCharacters(type, invalid.join('')));
  return resultOk(sequence);
}

export function invalidOption(field: string, value: unknown): Err {
  return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(`${field} '${String(value)}' is not supported`));
}

export function strucmotifErr(detail: string): Err {
  return resultErr(MESSAGE_TEMPLATES.strucmotif(detail));
}
