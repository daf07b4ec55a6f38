// Parameters of a seqmotif terminal -> the motif's syntax tree (or a MotifSyntaxError).

import { MESSAGES } from '../../../model/constants.ts';
import { MotifSyntaxError, matchesOnlyEmpty, type MotifNode } from './ast.ts';
import { parsePrositeMotif } from './parse-prosite.ts';
import { parseRegexMotif } from './parse-regex.ts';
import { parseSimpleMotif } from './parse-simple.ts';

export const PATTERN_TYPES = ['simple', 'prosite', 'regex'] as const;
export const SEQUENCE_TYPES = ['protein', 'dna', 'rna'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

/** Longest pattern accepted (characters). */
export const MAX_MOTIF_LENGTH = 2000;

export function parseMotif(value: string, patternType: PatternType): MotifNode {
  const trimmed = value.trim();
  if (trimmed.length < 2) throw new MotifSyntaxError(MESSAGES.motifTooShort);
  if (trimmed.length > MAX_MOTIF_LENGTH)
    throw new MotifSyntaxError(`The sequence motif is longer than ${MAX_MOTIF_LENGTH} characters`);
  const node =
    patternType === 'simple'
      ? parseSimpleMotif(trimmed)
      : patternType === 'prosite'
        ? parsePrositeMotif(trimmed)
        : parseRegexMotif(trimmed);
  if (matchesOnlyEmpty(node)) throw new MotifSyntaxError('The sequence motif matches no residues');
  return node;
}
