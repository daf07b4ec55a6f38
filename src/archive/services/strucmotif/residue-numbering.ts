// Residues of an entry numbered 0.. across its chains in stored order (the postings' residue
// numbers), and back to chain and residue position.

import type { EntryStructure } from '../coordinates/entry-structure.ts';

/** Start of each chain's residues in the entry numbering, plus the total at the end. */
export function chainOffsets(structure: EntryStructure): Int32Array {
  const offsets = new Int32Array(structure.chains.length + 1);
  structure.chains.forEach((chain, i) => (offsets[i + 1] = offsets[i]! + chain.seqIds.length));
  return offsets;
}

/** [chain index, residue index] of entry residue `residue`, or undefined when out of range. */
export function locateResidue(offsets: Int32Array, residue: number): [number, number] | undefined {
  if (residue < 0 || residue >= offsets[offsets.length - 1]!) return undefined;
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (offsets[mid]! <= residue) lo = mid;
    else hi = mid - 1;
  }
  return [lo, residue - offsets[lo]!];
}
