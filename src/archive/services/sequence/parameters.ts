// A `sequence` terminal's parameters as the search API defines them (value, sequence_type or the
// deprecated target, evalue_cutoff, identity_cutoff as a fraction), checked here as well as by
// the query builder: /rcsbsearch/v2/query passes requests that only the schema has seen. The
// sequence rules and their messages are the builder's (src/model/validation/common.ts and
// validation/sequence.ts).

import { LEGACY_SEQUENCE_TARGETS } from '../../../model/constants/vocabulary.ts';
import { DEFAULTS } from '../../../model/constants/limits.ts';
import type { LegacySequenceTarget, SequenceType } from '../../../model/types.ts';
import { checkSequenceValue, invalidOption, readSequenceCutoffs } from '../../../model/validation/common.ts';
import { checkSequenceType } from '../../../model/validation/sequence.ts';
import { QueryError } from '../../query/query-error.ts';
import type { SequenceQuery } from './hits.ts';

function sequenceType(p: Record<string, unknown>): SequenceType {
  if (p.sequence_type !== undefined) {
    const problem = checkSequenceType(p.sequence_type);
    if (problem) throw new QueryError(problem.message);
    return p.sequence_type as SequenceType;
  }
  if (p.target !== undefined) {
    if (typeof p.target === 'string' && Object.hasOwn(LEGACY_SEQUENCE_TARGETS, p.target))
      return LEGACY_SEQUENCE_TARGETS[p.target as LegacySequenceTarget];
    throw new QueryError(invalidOption('target', p.target).message);
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
