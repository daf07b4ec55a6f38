// Residue-pair descriptors (strucmotif-search, Bittrich et al. 2020): two residue types, the
// anchor (CA) distance, the side-chain distance and the angle between the two anchor -> side
// chain directions, each binned. Distances use 1 Å bins (rounded), the angle 20° bins.
//
// Only pairs whose anchors are at most PAIR_CUTOFF apart are indexed. strucmotif-search uses
// 20 Å; motifs are compact (a catalytic triad spans ~6-9 Å Cα-Cα), and a query only needs
// its residues connected through pairs within the cutoff, so 15 Å keeps the shared archive's
// index near 9 M pairs instead of 19 M.

import type { ResiduePoints, Vec3 } from './representatives.ts';
import { TYPE_COUNT } from './residue-types.ts';

export const PAIR_CUTOFF = 15;
export const ANGLE_BIN_DEGREES = 20;
export const BACKBONE_BINS = PAIR_CUTOFF + 1;
export const SIDE_CHAIN_BINS = 32;
export const ANGLE_BINS = 10;
export const GEOMETRY_CODES = BACKBONE_BINS * SIDE_CHAIN_BINS * ANGLE_BINS;

export interface PairGeometry {
  backbone: number;
  sideChain: number;
  angle: number;
}

export function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Unit vector from the anchor to the side-chain point (zero when they coincide). */
export function direction(p: ResiduePoints): Vec3 {
  const v: Vec3 = [p.sideChain[0] - p.anchor[0], p.sideChain[1] - p.anchor[1], p.sideChain[2] - p.anchor[2]];
  const length = Math.hypot(v[0], v[1], v[2]);
  return length > 0 ? [v[0] / length, v[1] / length, v[2] / length] : [0, 0, 0];
}

/** The bins of a pair's anchor distance, side-chain distance and direction cosine. */
export function binGeometry(anchorDistance: number, sideChainDistance: number, cos: number): PairGeometry {
  const angle = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
  return {
    backbone: Math.min(BACKBONE_BINS - 1, Math.round(anchorDistance)),
    sideChain: Math.min(SIDE_CHAIN_BINS - 1, Math.round(sideChainDistance)),
    angle: Math.min(ANGLE_BINS - 1, Math.round(angle / ANGLE_BIN_DEGREES)),
  };
}

/** Binned geometry of a pair (symmetric in its two residues). */
export function pairGeometry(a: ResiduePoints, b: ResiduePoints): PairGeometry {
  const da = direction(a);
  const db = direction(b);
  return binGeometry(
    distance(a.anchor, b.anchor),
    distance(a.sideChain, b.sideChain),
    da[0] * db[0] + da[1] * db[1] + da[2] * db[2],
  );
}

export function geometryCode(g: PairGeometry): number {
  return (g.backbone * SIDE_CHAIN_BINS + g.sideChain) * ANGLE_BINS + g.angle;
}

/** Every geometry code within the given tolerances (in bins) of `g`. */
export function codesWithin(
  g: PairGeometry,
  backboneTolerance: number,
  sideChainTolerance: number,
  angleTolerance: number,
): number[] {
  const codes: number[] = [];
  for (
    let b = Math.max(0, g.backbone - backboneTolerance);
    b <= Math.min(BACKBONE_BINS - 1, g.backbone + backboneTolerance);
    b++
  ) {
    for (
      let s = Math.max(0, g.sideChain - sideChainTolerance);
      s <= Math.min(SIDE_CHAIN_BINS - 1, g.sideChain + sideChainTolerance);
      s++
    ) {
      for (
        let a = Math.max(0, g.angle - angleTolerance);
        a <= Math.min(ANGLE_BINS - 1, g.angle + angleTolerance);
        a++
      ) {
        codes.push(geometryCode({ backbone: b, sideChain: s, angle: a }));
      }
    }
  }
  return codes;
}

/** The index key of an unordered type pair (lower ordinal first). */
export function typePairKey(t1: number, t2: number): number {
  return t1 <= t2 ? t1 * TYPE_COUNT + t2 : t2 * TYPE_COUNT + t1;
}
