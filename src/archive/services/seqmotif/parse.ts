// A seqmotif terminal's pattern -> the motif's syntax tree (or a MotifSyntaxError).

import { BOUNDS, boundMessage } from '../../../model/bounds.ts';
import type { PatternType } from '../../../model/types.ts';
import { checkSeqmotifValue } from '../../../model/validation/seqmotif.ts';
import { MotifSyntaxError, matchesOnlyEmpty, type MotifNode } from './ast.ts';
import { parsePrositeMotif } from './parse-prosite.ts';
import { parseRegexMotif } from './parse-regex.ts';
import { parseSimpleMotif } from './parse-simple.ts';

export type { PatternType };

export function parseMotif(value: string, patternType: PatternType): MotifNode {
  // the model's minimum length (checkSeqmotifValue), which the builder and the request checks share
  const tooShort = checkSeqmotifValue(value);
  if (tooShort) throw new MotifSyntaxError(tooShort.message);
  const trimmed = value.trim();
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
