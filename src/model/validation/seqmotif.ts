// The Sequence Motif section (seed 000 §5) and the field rules of a sent seqmotif terminal, with the
// seeds' messages. The builder, the request checks (request/terminals.ts) and the archive's seqmotif
// service all call checkSeqmotifFields, so a motif is refused alike wherever it comes in. Which
// fields a request must carry is the schema's; the service defaults the absent ones.

import type { BuilderSeqmotifParameters, Err, Result, SeqmotifParameters } from '../types.ts';
import { PATTERN_TYPES } from '../constants/vocabulary.ts';
import { DEFAULTS, LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { includes, invalidOption } from './common.ts';
import { checkSequenceType } from './sequence.ts';

/** The motif itself: a string of at least LIMITS.minMotifLength characters once trimmed. */
export function checkSeqmotifValue(value: unknown): Err | null {
  return typeof value === 'string' && value.trim().length >= LIMITS.minMotifLength
    ? null
    : resultErr(MESSAGES.motifTooShort);
}

/** A seqmotif terminal's value, and its pattern_type and sequence_type where given. */
export function checkSeqmotifFields(p: {
  value?: unknown;
  pattern_type?: unknown;
  sequence_type?: unknown;
}): Err | null {
  const value = checkSeqmotifValue(p.value);
  if (value) return value;
  if (p.pattern_type !== undefined && !includes(PATTERN_TYPES, p.pattern_type))
    return invalidOption('pattern_type', p.pattern_type);
  return p.sequence_type === undefined ? null : checkSequenceType(p.sequence_type);
}

export function validateSeqmotif(params: BuilderSeqmotifParameters): Result<SeqmotifParameters> {
  const value = typeof params.value === 'string' ? params.value.trim() : '';
  const patternType = params.pattern_type ?? DEFAULTS.patternType;
  const sequenceType = params.sequence_type ?? DEFAULTS.sequenceType;
  const problem = checkSeqmotifFields({ value, pattern_type: patternType, sequence_type: sequenceType });
  return problem ?? resultOk({ value, pattern_type: patternType, sequence_type: sequenceType });
}
