// The query builder's Sequence Similarity section (seed 000 §5, 001 §5) with the seeds' messages:
// the sequence itself (validation/common.ts's checkSequenceValue, which the request checks and the
// sequence service share), its type, and the E-value and identity cutoffs as typed. Nothing here
// throws: callers get { ok: false, message }.

import type { BuilderSequenceParameters, Err, Result, SequenceParameters } from '../types.ts';
import { SEQUENCE_TYPES } from '../constants/vocabulary.ts';
import { DEFAULTS, LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { parseNonNegativeNumber } from '../input-values.ts';
import { checkSequenceValue, includes, invalidOption, isBlank } from './common.ts';

/**
 * A sequence_type the services know. One rule for the builder, the request checks and the
 * sequence and seqmotif services, which give it for a present value (an absent one is protein).
 */
export function checkSequenceType(type: unknown): Err | null {
  return includes(SEQUENCE_TYPES, type) ? null : invalidOption('sequence_type', type);
}

/** E-value cutoff; blank means the default (0.1). */
export function parseEvalueCutoff(input: unknown): Result<number> {
  if (isBlank(input)) return resultOk(DEFAULTS.evalueCutoff);
  const value = parseNonNegativeNumber(input);
  return value === null ? resultErr(MESSAGES.evalueInvalid) : resultOk(value);
}

/** Identity cutoff typed as integer percent 0..100 (blank means 0); returns the fraction sent. */
export function parseIdentityCutoff(input: unknown): Result<number> {
  if (isBlank(input)) return resultOk(DEFAULTS.identityCutoffPercent / 100);
  let percent: number;
  if (typeof input === 'number') percent = input;
  else if (typeof input === 'string' && /^\+?\d+$/.test(input.trim())) percent = Number(input.trim());
  else return resultErr(MESSAGES.identityInvalid);
  if (!Number.isInteger(percent) || percent < LIMITS.identityMin || percent > LIMITS.identityMax) {
    return resultErr(MESSAGES.identityInvalid);
  }
  return resultOk(percent / 100);
}

export function validateSequence(params: BuilderSequenceParameters): Result<SequenceParameters> {
  const type = params.sequence_type ?? DEFAULTS.sequenceType;
  const badType = checkSequenceType(type);
  if (badType) return badType;
  const sequence = checkSequenceValue(typeof params.value === 'string' ? params.value : '', type);
  if (!sequence.ok) return sequence;
  const evalue = parseEvalueCutoff(params.evalue_cutoff);
  if (!evalue.ok) return evalue;
  const identity = parseIdentityCutoff(params.identity_cutoff);
  if (!identity.ok) return identity;
  return resultOk({
    value: sequence.value,
    sequence_type: type,
    evalue_cutoff: evalue.value,
    identity_cutoff: identity.value,
  });
}
