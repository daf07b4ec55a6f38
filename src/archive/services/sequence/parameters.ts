// A `sequence` terminal's parameters as the search API defines them (value, sequence_type or the
// deprecated target, evalue_cutoff, identity_cutoff as a fraction), checked here as well as by
// the query builder: /rcsbsearch/v2/query passes requests that only the schema has seen. The
// sequence rules and their messages are the builder's (src/model/validation-common.ts).

import {
  DEFAULTS,
  LEGACY_SEQUENCE_TARGETS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  SEQUENCE_TYPES,
} from '../../../model/constants.ts';
import type { LegacySequenceTarget, SequenceType } from '../../../model/types.ts';
import { parseNonNegativeNumber } from '../../../model/input-values.ts';
import { checkSequenceValue } from '../../../model/validation-common.ts';
import { QueryError } from '../../query/query-error.ts';
import type { SequenceQuery } from './hits.ts';

function sequenceType(p: Record<string, unknown>): SequenceType {
  if (p.sequence_type !== undefined) {
    if (!(SEQUENCE_TYPES as readonly unknown[]).includes(p.sequence_type)) {
      throw new QueryError(
        MESSAGE_TEMPLATES.requestQueryErrors(`sequence_type '${String(p.sequence_type)}' is not supported`),
      );
    }
    return p.sequence_type as SequenceType;
  }
  if (p.target !== undefined) {
    if (typeof p.target === 'string' && Object.hasOwn(LEGACY_SEQUENCE_TARGETS, p.target))
      return LEGACY_SEQUENCE_TARGETS[p.target as LegacySequenceTarget];
    throw new QueryError(MESSAGE_TEMPLATES.requestQueryErrors(`target '${String(p.target)}' is not supported`));
  }
  return DEFAULTS.sequenceType;
}

export function readSequenceQuery(parameters: unknown): SequenceQuery {
  if (!parameters || typeof parameters !== 'object')
    throw new QueryError('No parameters found for the sequence terminal');
  const p = parameters as Record<string, unknown>;
  const type = sequenceType(p);
  // the builder's rule for the sequence itself (length, letters of its type), read once
  const checked = checkSequenceValue(typeof p.value === 'string' ? p.value : '', type);
  if (!checked.ok) throw new QueryError(checked.message);
  const sequence = checked.value;
  let evalueCutoff: number = DEFAULTS.evalueCutoff;
  if (p.evalue_cutoff !== undefined && p.evalue_cutoff !== null) {
    const value = parseNonNegativeNumber(p.evalue_cutoff);
    if (value === null) throw new QueryError(MESSAGES.evalueInvalid);
    evalueCutoff = value;
  }
  let identityCutoff = 0;
  if (p.identity_cutoff !== undefined && p.identity_cutoff !== null) {
    const value = parseNonNegativeNumber(p.identity_cutoff);
    // on the wire the cutoff is a fraction (the builder's percent is divided by 100 before sending)
    if (value === null || value > 1)
      throw new QueryError(MESSAGE_TEMPLATES.requestQueryErrors('identity_cutoff must be a number between 0 and 1'));
    identityCutoff = value;
  }
  return { sequence, type, evalueCutoff, identityCutoff };
}
