// The chemical service's targets: every mol_definition document (CCD components, BIRD
// molecules, and components known only from entries' chem_comp rows), read from the index once
// and kept. Each has its formula (chem_comp.formula, or the BIRD pdbx_reference_molecule.formula,
// or else the one of its structure) and, when a descriptor gives one, its RDKit molecule with
// fingerprints. Components without a descriptor are found by formula only.

import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import type Database from 'better-sqlite3';
import { bodyDecoder } from '../../index/body-codec.ts';
import type { Fingerprint } from './fingerprint.ts';
import { hillFormula, parseStoredFormula, type ElementCounts } from './formula.ts';
import { moleculeFeatures, removeHydrogens, type MoleculeFeatures } from './molecule.ts';

export interface ChemicalComponent {
  row: number;
  id: string;
  formula?: ElementCounts;
}

export interface MoleculeEntry {
  row: number;
  id: string;
  mol: Mol;
  features: MoleculeFeatures;
  /** False for the few molecules RDKit reads only unsanitised (they serve as targets, not queries). */
  sanitized: boolean;
  /** The pattern fingerprint, once a search has needed it (null: RDKit could not compute it). */
  pattern?: Fingerprint | null;
  inchi?: string;
  inchiKey?: string;
}

interface Descriptor {
  type?: unknown;
  descriptor?: unknown;
}
interface RcsbDescriptors {
  SMILES?: unknown;
  SMILES_stereo?: unknown;
  InChI?: unknown;
  InChIKey?: unknown;
}

export class ChemicalLibrary {
  readonly components: readonly ChemicalComponent[];
  readonly molecules: readonly MoleculeEntry[];
  /** Components by Hill formula. */
  private readonly byFormula = new Map<string, ChemicalComponent[]>();
  private readonly byInchi = new Map<string, MoleculeEntry>();

  private constructor(components: ChemicalComponent[], molecules: MoleculeEntry[]) {
    this.components = components;
    this.molecules = molecules;
    for (const component of components) {
      if (!component.formula) continue;
      const key = hillFormula(component.formula);
      const list = this.byFormula.get(key);
      if (list) list.push(component);
      else this.byFormula.set(key, [component]);
    }
    for (const molecule of molecules) {
      if (!molecule.sanitized) continue;
      if (molecule.inchi) this.byInchi.set(molecule.inchi, molecule);
      if (molecule.inchiKey) this.byInchi.set(molecule.inchiKey, molecule);
    }
  }

  /** Every mol_definition document of the index `db` (the worker's own connection). */
  static load(db: Database.Database, rdkit: RDKitModule): ChemicalLibrary {
    bodyDecoder(db);
    const rows = db
      .prepare(
        // one json_extract of every path: each body_json() in a row would decompress the body again
        `SELECT row, id, json_extract(body_json(body), '$.chem_comp.formula', '$.pdbx_reference_molecule.formula',
                                      '$.rcsb_chem_comp_descriptor', '$.pdbx_chem_comp_descriptor') AS fields
           FROM doc WHERE type = 'mol_definition' ORDER BY row`,
      )
      .raw()
      .iterate() as IterableIterator<[number, string, string]>;
    const components: ChemicalComponent[] = [];
    const molecules: MoleculeEntry[] = [];
    for (const [row, id, fields] of rows) {
      const [formula, birdFormula, rcsbValue, pdbxValue] = JSON.parse(fields) as [unknown, unknown, unknown, unknown];
      const rcsb = (rcsbValue ?? {}) as RcsbDescriptors;
      const pdbx = (pdbxValue ?? []) as Descriptor[];
      const read = readMolecule(rdkit, smilesOf(rcsb, pdbx));
      const features = read && featuresOf(read.mol);
      let molecule: MoleculeEntry | undefined;
      if (read && features) {
        const inchi = text(rcsb.InChI) ?? text(pdbx.find((d) => d.type === 'InChI')?.descriptor);
        const inchiKey = text(rcsb.InChIKey) ?? text(pdbx.find((d) => d.type === 'InChIKey')?.descriptor);
        molecule = { row, id, ...read, features, ...(inchi ? { inchi } : {}), ...(inchiKey ? { inchiKey } : {}) };
        molecules.push(molecule);
      } else read?.mol.delete();
      const counts = parseStoredFormula(formula) ?? parseStoredFormula(birdFormula) ?? molecule?.features.formula;
      components.push({ row, id, ...(counts ? { formula: counts } : {}) });
    }
    return new ChemicalLibrary(components, molecules);
  }

  /** Components with exactly this formula. */
  withFormula(formula: ElementCounts): readonly ChemicalComponent[] {
    return this.byFormula.get(hillFormula(formula)) ?? [];
  }

  /** The (sanitised) molecule whose stored InChI, or InChIKey, is this one. */
  byInchiOrKey(inchi: string, inchiKey: string): MoleculeEntry | undefined {
    return this.byInchi.get(inchi) ?? this.byInchi.get(inchiKey);
  }
}

/** The molecule's fingerprints and counts, or undefined when RDKit cannot compute them. */
function featuresOf(mol: Mol): MoleculeFeatures | undefined {
  try {
    return moleculeFeatures(mol);
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The descriptors to try, best first: the RCSB's stereo SMILES, then the CCD's own. */
function smilesOf(rcsb: RcsbDescriptors, pdbx: Descriptor[]): string[] {
  const found = [
    text(rcsb.SMILES_stereo),
    text(rcsb.SMILES),
    ...pdbx.filter((d) => d.type === 'SMILES_CANONICAL').map((d) => text(d.descriptor)),
    ...pdbx.filter((d) => d.type === 'SMILES').map((d) => text(d.descriptor)),
  ];
  return [...new Set(found.filter((s): s is string => s !== undefined))];
}

/**
 * The first descriptor RDKit reads. Some CCD descriptors break RDKit's valence rules (a
 * four-coordinate beryllium, an azide written N=N=N, cobalt and boron cages); those molecules
 * are read without sanitising, which keeps atoms, bonds and hydrogens as written, so they can
 * still be matched and compared.
 */
function readMolecule(rdkit: RDKitModule, candidates: string[]): { mol: Mol; sanitized: boolean } | undefined {
  const read = (smiles: string, details: string): Mol | undefined => {
    const mol = rdkit.get_mol(smiles, details);
    if (mol?.is_valid() && mol.get_num_atoms() > 0) return mol;
    mol?.delete();
    return undefined;
  };
  for (const smiles of candidates) {
    const mol = read(smiles, '');
    if (mol) {
      removeHydrogens(mol);
      return { mol, sanitized: true };
    }
  }
  // (an unsanitised molecule keeps its hydrogens: RDKit's removal needs a sanitised one)
  for (const smiles of candidates) {
    const mol = read(smiles, JSON.stringify({ sanitize: false }));
    if (mol) return { mol, sanitized: false };
  }
  return undefined;
}
