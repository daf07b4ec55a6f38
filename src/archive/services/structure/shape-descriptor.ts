// A cheap global shape descriptor of a Cα trace, to pick the candidates TM-align is run on
// (aligning a query with every chain of an archive would take seconds). Fixed-length vector:
//   - size: log of the number of residues;
//   - compactness: radius of gyration over that of a globular protein of the same length
//     (2.2·L^0.38 Å, Skolnick et al.);
//   - anisotropy: square roots of the ratios of the gyration tensor's eigenvalues (rod, disc, ball);
//   - secondary structure: fractions of helix and strand (TM-align's own assignment);
//   - packing: mean number of Cα within 8 Å (|i − j| > 2) and the relative contact order, which
//     separates folds made of local contacts (helices) from long-range ones (sheets);
//   - shape distribution: histogram of Cα–Cα distances in units of the radius of gyration (the
//     "D2" shape distribution of Osada et al., size-free).
// Long traces (assemblies) are subsampled evenly to at most MAX_SAMPLE residues for the pairwise
// terms, which keeps every descriptor under a few milliseconds.

import { HELIX, STRAND } from '../../../model/structure-alignment/secondary-structure.ts';

export const DISTANCE_BINS = 12;
/** Bin width of the shape distribution, in radii of gyration. */
const BIN_WIDTH = 0.25;
const MAX_SAMPLE = 1500;
const CONTACT = 8;

const SIZE = 0,
  COMPACTNESS = 1,
  ANISOTROPY = 2,
  HELIX_FRACTION = 4,
  STRAND_FRACTION = 5,
  CONTACTS = 6,
  CONTACT_ORDER = 7,
  HISTOGRAM = 8;
export const DESCRIPTOR_LENGTH = HISTOGRAM + DISTANCE_BINS;

/** Weights of each feature's absolute difference in the descriptor distance. */
const WEIGHTS = (() => {
  const w = new Float64Array(DESCRIPTOR_LENGTH);
  w[SIZE] = 2; // a factor 2 in length costs 1.4
  w[COMPACTNESS] = 2;
  w[ANISOTROPY] = 1;
  w[ANISOTROPY + 1] = 1;
  w[HELIX_FRACTION] = 2;
  w[STRAND_FRACTION] = 2;
  w[CONTACTS] = 0.15;
  w[CONTACT_ORDER] = 4;
  for (let b = 0; b < DISTANCE_BINS; b++) w[HISTOGRAM + b] = 1;
  return w;
})();

export function shapeDescriptor(coords: Float64Array, sec: Uint8Array): Float32Array {
  const length = Math.floor(coords.length / 3);
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  if (length === 0) return out;
  let cx = 0,
    cy = 0,
    cz = 0;
  for (let i = 0; i < length; i++) {
    cx += coords[3 * i]!;
    cy += coords[3 * i + 1]!;
    cz += coords[3 * i + 2]!;
  }
  cx /= length;
  cy /= length;
  cz /= length;
  // gyration tensor
  let xx = 0,
    yy = 0,
    zz = 0,
    xy = 0,
    xz = 0,
    yz = 0;
  for (let i = 0; i < length; i++) {
    const dx = coords[3 * i]! - cx,
      dy = coords[3 * i + 1]! - cy,
      dz = coords[3 * i + 2]! - cz;
    xx += dx * dx;
    yy += dy * dy;
    zz += dz * dz;
    xy += dx * dy;
    xz += dx * dz;
    yz += dy * dz;
  }
  const rg = Math.sqrt((xx + yy + zz) / length);
  const [l1, l2, l3] = symmetricEigenvalues3(
    xx / length,
    yy / length,
    zz / length,
    xy / length,
    xz / length,
    yz / length,
  );
  out[SIZE] = Math.log(length);
  out[COMPACTNESS] = rg / (2.2 * Math.pow(length, 0.38));
  out[ANISOTROPY] = l1 > 0 ? Math.sqrt(Math.max(0, l2) / l1) : 0;
  out[ANISOTROPY + 1] = l1 > 0 ? Math.sqrt(Math.max(0, l3) / l1) : 0;
  let helix = 0,
    strand = 0;
  for (let i = 0; i < length; i++) {
    if (sec[i] === HELIX) helix++;
    else if (sec[i] === STRAND) strand++;
  }
  out[HELIX_FRACTION] = helix / length;
  out[STRAND_FRACTION] = strand / length;

  // pairwise terms over an even subsample
  const step = Math.max(1, Math.ceil(length / MAX_SAMPLE));
  const histogram = new Float64Array(DISTANCE_BINS);
  let pairs = 0,
    contacts = 0,
    separation = 0;
  for (let i = 0; i < length; i += step) {
    const ax = coords[3 * i]!,
      ay = coords[3 * i + 1]!,
      az = coords[3 * i + 2]!;
    for (let j = i + step; j < length; j += step) {
      const dx = coords[3 * j]! - ax,
        dy = coords[3 * j + 1]! - ay,
        dz = coords[3 * j + 2]! - az;
      const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
      pairs++;
      const bin = rg > 0 ? Math.min(DISTANCE_BINS - 1, Math.floor(d / rg / BIN_WIDTH)) : 0;
      histogram[bin] = histogram[bin]! + 1;
      if (d < CONTACT && j - i > 2) {
        contacts++;
        separation += j - i;
      }
    }
  }
  const sampled = Math.ceil(length / step);
  out[CONTACTS] = (2 * contacts) / sampled;
  out[CONTACT_ORDER] = contacts > 0 ? separation / contacts / length : 0;
  for (let b = 0; b < DISTANCE_BINS; b++) out[HISTOGRAM + b] = pairs > 0 ? histogram[b]! / pairs : 0;
  return out;
}

/** Weighted L1 distance between two descriptors (a at offset ao of its array, b likewise). */
export function descriptorDistance(a: Float32Array, ao: number, b: Float32Array, bo: number): number {
  let sum = 0;
  for (let k = 0; k < DESCRIPTOR_LENGTH; k++) sum += WEIGHTS[k]! * Math.abs(a[ao + k]! - b[bo + k]!);
  return sum;
}

/** Eigenvalues of a symmetric 3×3 matrix, largest first (closed form, Smith 1961). */
function symmetricEigenvalues3(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
): [number, number, number] {
  // matrix [[a, d, e], [d, b, f], [e, f, c]]
  const p1 = d * d + e * e + f * f;
  if (p1 === 0) return [a, b, c].sort((x, y) => y - x) as [number, number, number];
  const q = (a + b + c) / 3;
  const p2 = (a - q) ** 2 + (b - q) ** 2 + (c - q) ** 2 + 2 * p1;
  const p = Math.sqrt(p2 / 6);
  const [ba, bb, bc, bd, be, bf] = [(a - q) / p, (b - q) / p, (c - q) / p, d / p, e / p, f / p];
  const r = (ba * (bb * bc - bf * bf) - bd * (bd * bc - bf * be) + be * (bd * bf - bb * be)) / 2;
  const phi = r <= -1 ? Math.PI / 3 : r >= 1 ? 0 : Math.acos(r) / 3;
  const e1 = q + 2 * p * Math.cos(phi);
  const e3 = q + 2 * p * Math.cos(phi + (2 * Math.PI) / 3);
  return [e1, 3 * q - e1 - e3, e3];
}
