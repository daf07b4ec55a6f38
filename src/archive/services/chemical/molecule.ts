// What the searches keep of a molecule, computed once: its Morgan fingerprint (similarity), its
// heavy-atom counts per element (a substructure screen), and its formula; and its pattern
// fingerprint (the other substructure screen), which costs more and is computed when needed.

import type { Mol } from '@rdkit/rdkit';
import { symbolOfAtomicNumber } from './elements.ts';
import { fingerprintFromBytes, type Fingerprint } from './fingerprint.ts';
import type { ElementCounts } from './formula.ts';
import { readMolJson } from './mol-json.ts';

/** Morgan (circular, ECFP4-like) fingerprint settings of every similarity score. */
export const MORGAN_PARAMETERS = JSON.stringify({ radius: 2, nBits: 2048 });

export interface MoleculeFeatures {
  morgan: Fingerprint;
  /** Atoms per atomic number, hydrogens kept as atoms left out. */
  atomCounts: Map<number, number>;
  /** Element counts with every hydrogen. */
  formula: ElementCounts;
}

export function moleculeFeatures(mol: Mol): MoleculeFeatures {
  const graph = readMolJson(mol.get_json());
  const atomCounts = new Map<number, number>();
  const formula = new Map<string, number>();
  let hydrogens = 0;
  for (const atom of graph.atoms) {
    hydrogens += atom.hydrogens;
    const symbol = symbolOfAtomicNumber(atom.z);
    if (symbol) formula.set(symbol, (formula.get(symbol) ?? 0) + 1);
    if (atom.z !== 1) atomCounts.set(atom.z, (atomCounts.get(atom.z) ?? 0) + 1);
  }
  if (hydrogens) formula.set('H', (formula.get('H') ?? 0) + hydrogens);
  return {
    morgan: fingerprintFromBytes(mol.get_morgan_fp_as_uint8array(MORGAN_PARAMETERS) as Uint8Array),
    atomCounts,
    formula,
  };
}

/** RDKit's pattern fingerprint: every bit of a substructure is set in the molecule holding it. */
export function patternFingerprint(mol: Mol): Fingerprint {
  return fingerprintFromBytes(mol.get_pattern_fp_as_uint8array() as Uint8Array);
}

/**
 * Drops hydrogens kept as atoms, including those RDKit keeps to place a double bond's geometry
 * ('[H]/N=C': an imine's E/Z, which one SMILES writer gives and another leaves out), so that
 * every hydrogen counts the same way on both sides of a comparison. Isotopic ones ([2H]) stay.
 */
export function removeHydrogens(mol: Mol): void {
  try {
    mol.remove_hs_in_place(JSON.stringify({ removeDefiningBondStereo: true }));
  } catch {
    // a molecule read without sanitising may refuse; its hydrogens stay as written
  }
}

/** Whether `target` has at least as many atoms of every element as `query`. */
export function hasAtomsOf(target: ReadonlyMap<number, number>, query: ReadonlyMap<number, number>): boolean {
  for (const [z, n] of query) if ((target.get(z) ?? 0) < n) return false;
  return true;
}
