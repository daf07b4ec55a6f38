// A Cα trace: what TM-align compares, the same on the server (the archive's chains and
// assemblies, archive/services/structure/ca-trace.ts) and in the page (a chain of a structure file
// the page aligns itself in browser-direct mode).

import { assignSecondaryStructure } from './secondary-structure.ts';

/** Chains shorter than this (in residues with Cα) are not compared: peptides have no fold. */
export const MIN_CHAIN_RESIDUES = 10;

export interface CaTrace {
  readonly length: number;
  /** x, y, z per residue. */
  readonly coords: Float64Array;
  /** TM-align's secondary-structure code per residue. */
  readonly sec: Uint8Array;
}

export function caTrace(coords: Float64Array): CaTrace {
  const length = Math.floor(coords.length / 3);
  return { length, coords, sec: assignSecondaryStructure(coords, length) };
}
