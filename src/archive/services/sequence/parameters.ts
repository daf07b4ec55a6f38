// A `sequence` terminal's parameters as the search API defines them (value, sequence_type or the
// deprecated target, evalue_cutoff, identity_cutoff as a fraction), checked here as well as by
// the query builder: /rcsbsearch/v2/query passes requests that only the schema has seen. The
// sequence rules and their messages are the builder's (src/model/validation-common.ts).

import { DEFAULTS, LEGACY_SEQUENCE_TARGETS, MESSAGE_TEMPLATES, SEQUENCE_TYPES } from '../../../model/constants.ts';
import type { LegacySequenceTarget, SequenceType } from '../../../model/types.ts';
import { checkSequenceValue, readSequenceCutoffs } from '../../../model/validation-common.ts';
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
  const cutoffs = readSequenceCutoffs(p);
  if (!cutoffs.ok) throw new QueryError(cutoffs.message);
  const { evalueCutoff, identityCutoff } = cutoffs.value;
  return { sequence, type, evalueCutoff, identityCutoff };
}
