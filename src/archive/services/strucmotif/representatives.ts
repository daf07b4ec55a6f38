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
  let ca: Vec3 | undefined;
  let c4: Vec3 | undefined;
  let n: Vec3 | undefined;
  let c: Vec3 | undefined;
  const side: Vec3 = [0, 0, 0];
  const back: Vec3 = [0, 0, 0];
  let sideCount = 0;
  let backCount = 0;
  for (let a = from; a < to; a++) {
    const name = chain.atomNames[a]!;
    const p = atomPoint(chain, a, transform);
    if (name === 'CA') ca = p;
    else if (name === "C4'") c4 = p;
    else if (name === 'N') n = p;
    else if (name === 'C') c = p;
    if (BACKBONE_ATOMS.has(name)) {
      back[0] += p[0];
      back[1] += p[1];
      back[2] += p[2];
      backCount++;
    } else if (!NOT_SIDE_CHAIN.has(name)) {
      side[0] += p[0];
      side[1] += p[1];
      side[2] += p[2];
      sideCount++;
    }
  }
  const nucleotide = !ca && !!c4;
  const anchor = ca ?? c4;
  if (!anchor) return undefined;
  let sideChain: Vec3;
  if (sideCount > 0) {
    sideChain = [side[0] / sideCount, side[1] / sideCount, side[2] / sideCount];
  } else if (!nucleotide && ca && n && c) {
    sideChain = virtualCb(n, ca, c);
  } else {
    return undefined;
  }
  return {
    type: residueType(chain.compIds[residue] ?? 'UNK', nucleotide),
    anchor,
    sideChain,
    backboneCentroid: backCount > 0 ? [back[0] / backCount, back[1] / backCount, back[2] / backCount] : anchor,
  };
}
