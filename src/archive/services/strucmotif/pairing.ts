// Which atoms a superposition pairs, per atom_pairing_scheme:
// - ALL: every heavy atom the query residue and the candidate residue share by name;
// - BACKBONE: the shared backbone atoms (N, CA, C, O; the sugar-phosphate atoms of nucleotides);
// - SIDE_CHAIN: the shared side-chain atoms; a residue without any (glycine, a truncated side
//   chain, or an exchange with nothing in common) contributes its CA instead, so every position
//   counts;
// - PSEUDO_ATOMS: three points per residue whatever its type: the anchor (CA / C4'), the
//   backbone centroid and the side-chain representative of the pair descriptors.

import type { AtomPairingScheme } from '../../../model/types.ts';
import type { ChainResidues } from '../coordinates/residues.ts';
import { BACKBONE_ATOMS, residuePoints, type Vec3 } from './representatives.ts';

/** A residue's atoms as a superposition sees them: names and coordinates (x, y, z per atom). */
export interface ResidueAtoms {
  names: string[];
  coords: number[];
}

export function residueAtoms(chain: ChainResidues, residue: number, transform?: (p: Vec3) => Vec3): ResidueAtoms {
  const from = chain.atomStart[residue] ?? 0;
  const to = chain.atomStart[residue + 1] ?? from;
  const names = chain.atomNames.slice(from, to);
  const coords: number[] = [];
  for (let a = from; a < to; a++) {
    const p: Vec3 = [chain.coords[3 * a]!, chain.coords[3 * a + 1]!, chain.coords[3 * a + 2]!];
    coords.push(...(transform ? transform(p) : p));
  }
  return { names, coords };
}

const isSideChain = (name: string) => !BACKBONE_ATOMS.has(name) && name !== 'OXT';

function pushAtom(out: number[], atoms: ResidueAtoms, index: number): void {
  out.push(atoms.coords[3 * index]!, atoms.coords[3 * index + 1]!, atoms.coords[3 * index + 2]!);
}

/**
 * Appends the paired points of one motif position to `fixed` (query) and `moving` (candidate).
 * `query` and `candidate` are the residues' atoms; for PSEUDO_ATOMS their points are recomputed
 * from the same atoms.
 */
export function pairPosition(
  scheme: AtomPairingScheme,
  query: ResidueAtoms,
  candidate: ResidueAtoms,
  fixed: number[],
  moving: number[],
): void {
  if (scheme === 'PSEUDO_ATOMS') {
    const q = pseudoAtoms(query);
    const c = pseudoAtoms(candidate);
    if (q && c) {
      fixed.push(...q);
      moving.push(...c);
    }
    return;
  }
  const wanted =
    scheme === 'ALL' ? () => true : scheme === 'BACKBONE' ? (name: string) => BACKBONE_ATOMS.has(name) : isSideChain;
  let paired = 0;
  for (let i = 0; i < query.names.length; i++) {
    const name = query.names[i]!;
    if (!wanted(name)) continue;
    const j = candidate.names.indexOf(name);
    if (j < 0) continue;
    pushAtom(fixed, query, i);
    pushAtom(moving, candidate, j);
    paired++;
  }
  if (paired === 0 && scheme === 'SIDE_CHAIN') {
    const i = query.names.indexOf('CA');
    const j = candidate.names.indexOf('CA');
    if (i >= 0 && j >= 0) {
      pushAtom(fixed, query, i);
      pushAtom(moving, candidate, j);
    }
  }
}

/** Anchor, backbone centroid and side-chain point of a residue's atoms, or undefined. */
export function pseudoAtoms(atoms: ResidueAtoms): number[] | undefined {
  const chain: ChainResidues = {
    asymId: '',
    authAsymId: '',
    entityId: '',
    seqIds: [0],
    authSeqIds: [''],
    compIds: [''],
    atomStart: [0, atoms.names.length],
    atomNames: atoms.names,
    coords: atoms.coords,
  };
  const p = residuePoints(chain, 0);
  return p ? [...p.anchor, ...p.backboneCentroid, ...p.sideChain] : undefined;
}
