// Parameters of a seqmotif terminal -> the motif's syntax tree (or a MotifSyntaxError).

import { LIMITS, MESSAGES } from '../../../model/constants.ts';
import { BOUNDS, boundMessage } from '../../../model/bounds.ts';
import { MotifSyntaxError, matchesOnlyEmpty, type MotifNode } from './ast.ts';
import { parsePrositeMotif } from './parse-prosite.ts';
import { parseRegexMotif } from './parse-regex.ts';
import { parseSimpleMotif } from './parse-simple.ts';

export const PATTERN_TYPES = ['simple', 'prosite', 'regex'] as const;
export const SEQUENCE_TYPES = ['protein', 'dna', 'rna'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

export function parseMotif(value: string, patternType: PatternType): MotifNode {
  const trimmed = value.trim();
  if (trimmed.length < LIMITS.minMotifLength) throw new MotifSyntaxError(MESSAGES.motifTooShort);
  if (trimmed.length > BOUNDS.motifLength.value) throw new MotifSyntaxError(boundMessage('motifLength'));
  const node =
    patternType === 'simple'
      ? parseSimpleMotif(trimmed)
      : patternType === 'prosite'
        ? parsePrositeMotif(trimmed)
        : parseRegexMotif(trimmed);
  if (matchesOnlyEmpty(node)) throw new MotifSyntaxError('The sequence motif matches no residues');
  return node;
}
