// Simple motifs: residue letters, X (or x) standing for any residue. Spaces are ignored.

import { ANY_RESIDUE, MotifSyntaxError, isLetter, letterMask, seq, set, type MotifNode } from './ast.ts';

export function parseSimpleMotif(value: string): MotifNode {
  const items: MotifNode[] = [];
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    if (/\s/.test(ch)) continue;
    if (!isLetter(ch))
      throw new MotifSyntaxError(
        `Invalid character '${ch}' at position ${i + 1} of the simple motif: only residue letters and X are allowed`,
      );
    items.push(set(ch === 'X' || ch === 'x' ? ANY_RESIDUE : letterMask(ch)));
  }
  if (items.length === 0) throw new MotifSyntaxError('The simple motif has no residues');
  return seq(items);
}
