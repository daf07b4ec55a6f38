// TM-align's secondary-structure assignment from Cα positions alone (Zhang & Skolnick 2005):
// residue i is helix or strand when the distances among residues i−2..i+2 are those of an ideal
// α-helix or β-strand within a tolerance, turn when i−2 and i+2 are close, coil otherwise. Only
// equality of codes matters (the secondary-structure initial alignment scores matches).

export const COIL = 1;
export const HELIX = 2;
export const TURN = 3;
export const STRAND = 4;

function classify(d13: number, d14: number, d15: number, d24: number, d25: number, d35: number): number {
  let delta = 2.1;
  if (
    Math.abs(d15 - 6.37) < delta &&
    Math.abs(d14 - 5.18) < delta &&
    Math.abs(d25 - 5.18) < delta &&
    Math.abs(d13 - 5.45) < delta &&
    Math.abs(d24 - 5.45) < delta &&
    Math.abs(d35 - 5.45) < delta
  ) {
    return HELIX;
  }
  delta = 1.42;
  if (
    Math.abs(d15 - 13) < delta &&
    Math.abs(d14 - 10.4) < delta &&
    Math.abs(d25 - 10.4) < delta &&
    Math.abs(d13 - 6.1) < delta &&
    Math.abs(d24 - 6.1) < delta &&
    Math.abs(d35 - 6.1) < delta
  ) {
    return STRAND;
  }
  return d15 < 8 ? TURN : COIL;
}

function distance(xyz: Float64Array, i: number, j: number): number {
  const dx = xyz[3 * i]! - xyz[3 * j]!,
    dy = xyz[3 * i + 1]! - xyz[3 * j + 1]!,
    dz = xyz[3 * i + 2]! - xyz[3 * j + 2]!;
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

/** One code per residue of a Cα trace (xyz triplets). */
export function assignSecondaryStructure(xyz: Float64Array, length: number): Uint8Array {
  const sec = new Uint8Array(length).fill(COIL);
  for (let i = 2; i + 2 < length; i++) {
    sec[i] = classify(
      distance(xyz, i - 2, i),
      distance(xyz, i - 2, i + 1),
      distance(xyz, i - 2, i + 2),
      distance(xyz, i - 1, i + 1),
      distance(xyz, i - 1, i + 2),
      distance(xyz, i, i + 2),
    );
  }
  return sec;
}
