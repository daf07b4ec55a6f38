// The points that stand for a residue in pair descriptors and pseudo-atom superpositions:
// - anchor: CA (C4' for nucleotides), the backbone position whose distances the index bins;
// - side chain: the centroid of the side-chain atoms (base atoms for nucleotides); glycine and
//   side chains truncated to the backbone get a virtual CB built from N, CA and C, as
//   strucmotif-search does for glycine, so every complete backbone has a direction;
// - backbone centroid: the mean of the backbone atoms present.
// The direction anchor -> side chain is what the pair angle compares.

import type { ChainResidues } from '../coordinates/residues.ts';
import { residueType } from './residue-types.ts';

export type Vec3 = [number, number, number];

/** Backbone atom names (amino acid and nucleotide); everything else is side chain. OXT is neither. */
export const BACKBONE_ATOMS: ReadonlySet<string> = new Set([
  'N',
  'CA',
  'C',
  'O',
  'P',
  'OP1',
  'OP2',
  'OP3',
  "O5'",
  "C5'",
  "C4'",
  "O4'",
  "C3'",
  "O3'",
  "C2'",
]);
const NOT_SIDE_CHAIN: ReadonlySet<string> = new Set([...BACKBONE_ATOMS, 'OXT']);

export interface ResiduePoints {
  type: number;
  anchor: Vec3;
  sideChain: Vec3;
  backboneCentroid: Vec3;
}

function atomPoint(chain: ChainResidues, atom: number, transform?: (p: Vec3) => Vec3): Vec3 {
  const p: Vec3 = [chain.coords[3 * atom]!, chain.coords[3 * atom + 1]!, chain.coords[3 * atom + 2]!];
  return transform ? transform(p) : p;
}

/** Virtual CB from the backbone (ideal tetrahedral geometry, as in Rosetta / PyMOL's build). */
export function virtualCb(n: Vec3, ca: Vec3, c: Vec3): Vec3 {
  const b = [ca[0] - n[0], ca[1] - n[1], ca[2] - n[2]];
  const cc = [c[0] - ca[0], c[1] - ca[1], c[2] - ca[2]];
  const a = [b[1]! * cc[2]! - b[2]! * cc[1]!, b[2]! * cc[0]! - b[0]! * cc[2]!, b[0]! * cc[1]! - b[1]! * cc[0]!];
  const k = [-0.58273431, 0.56802827, -0.54067466];
  return [0, 1, 2].map((i) => k[0]! * a[i]! + k[1]! * b[i]! + k[2]! * cc[i]! + ca[i]!) as Vec3;
}

/**
 * The representative points of residue `residue` of `chain` (optionally moved by `transform`),
 * or undefined when the residue lacks what a descriptor needs (no anchor atom, or no side
 * chain and no complete backbone to place a virtual CB).
 */
export function residuePoints(
  chain: ChainResidues,
  residue: number,
  transform?: (p: Vec3) => Vec3,
): ResiduePoints | undefined {
  const from = chain.atomStart[residue] ?? 0;
  const to = chain.atomStart[residue + 1] ?? from;
  const { coords, atomNames } = chain;
  // atoms by index; a point is made only for those used (this runs for every residue of a candidate)
  let ca = -1;
  let c4 = -1;
  let n = -1;
  let c = -1;
  let sx = 0,
    sy = 0,
    sz = 0,
    bx = 0,
    by = 0,
    bz = 0;
  let sideCount = 0;
  let backCount = 0;
  for (let a = from; a < to; a++) {
    const name = atomNames[a]!;
    if (name === 'CA') ca = a;
    else if (name === "C4'") c4 = a;
    else if (name === 'N') n = a;
    else if (name === 'C') c = a;
    const backbone = BACKBONE_ATOMS.has(name);
    if (!backbone && NOT_SIDE_CHAIN.has(name)) continue;
    let x = coords[3 * a]!,
      y = coords[3 * a + 1]!,
      z = coords[3 * a + 2]!;
    if (transform) [x, y, z] = transform([x, y, z]);
    if (backbone) {
      bx += x;
      by += y;
      bz += z;
      backCount++;
    } else {
      sx += x;
      sy += y;
      sz += z;
      sideCount++;
    }
  }
  const nucleotide = ca < 0 && c4 >= 0;
  const anchorAtom = ca >= 0 ? ca : c4;
  if (anchorAtom < 0) return undefined;
  const anchor = atomPoint(chain, anchorAtom, transform);
  let sideChain: Vec3;
  if (sideCount > 0) {
    sideChain = [sx / sideCount, sy / sideCount, sz / sideCount];
  } else if (!nucleotide && ca >= 0 && n >= 0 && c >= 0) {
    sideChain = virtualCb(atomPoint(chain, n, transform), anchor, atomPoint(chain, c, transform));
  } else {
    return undefined;
  }
  return {
    type: residueType(chain.compIds[residue] ?? 'UNK', nucleotide),
    anchor,
    sideChain,
    backboneCentroid: backCount > 0 ? [bx / backCount, by / backCount, bz / backCount] : anchor,
  };
}
