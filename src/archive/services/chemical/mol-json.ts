// The parts of RDKit's JSON form of a molecule (`mol.get_json()`, format "rdkitjson") that the
// graph queries need: per atom its element, charge, isotope, hydrogens, aromaticity, ring
// membership and heavy-atom degree; per bond its Kekulé order and aromaticity. The JSON leaves
// out values equal to its `defaults` block, so those are filled back in here.

export interface MolAtom {
  /** Atomic number; 0 for a dummy atom ('*'). */
  z: number;
  charge: number;
  isotope: number;
  hydrogens: number;
  aromatic: boolean;
  inRing: boolean;
  /** Number of explicit neighbours (heavy atoms, plus hydrogens kept as atoms). */
  degree: number;
  /** Neighbours that are hydrogens kept as atoms ('[H]/N=C' keeps one to place the geometry). */
  hydrogenNeighbours: number;
}

export interface MolBond {
  a: number;
  b: number;
  /** Bond order of the Kekulé form (aromatic bonds are 1 or 2 here). */
  order: number;
  aromatic: boolean;
  /** A double bond with a defined geometry. */
  stereo: boolean;
}

export interface MolGraph {
  atoms: MolAtom[];
  bonds: MolBond[];
  /** Bond by 'a,b' with a < b. */
  bondOf(a: number, b: number): MolBond | undefined;
}

interface RawAtom {
  z?: number;
  impHs?: number;
  chg?: number;
  isotope?: number;
}
interface RawBond {
  atoms: [number, number];
  bo?: number;
  stereo?: string;
}
interface RawMolecule {
  atoms?: RawAtom[];
  bonds?: RawBond[];
  extensions?: Array<{ name?: string; aromaticAtoms?: number[]; aromaticBonds?: number[]; atomRings?: number[][] }>;
}
interface RawDocument {
  defaults?: { atom?: RawAtom; bond?: Omit<RawBond, 'atoms'> };
  molecules?: RawMolecule[];
}

export function readMolJson(json: string): MolGraph {
  const doc = JSON.parse(json) as RawDocument;
  const molecule = doc.molecules?.[0] ?? {};
  const atomDefaults = doc.defaults?.atom ?? {};
  const bondDefaults = doc.defaults?.bond ?? {};
  const representation = molecule.extensions?.find((e) => e.name === 'rdkitRepresentation') ?? {};
  const aromaticAtoms = new Set(representation.aromaticAtoms ?? []);
  const aromaticBonds = new Set(representation.aromaticBonds ?? []);
  const ringAtoms = new Set((representation.atomRings ?? []).flat());

  const atoms: MolAtom[] = (molecule.atoms ?? []).map((raw, i) => ({
    z: raw.z ?? atomDefaults.z ?? 6,
    charge: raw.chg ?? atomDefaults.chg ?? 0,
    isotope: raw.isotope ?? atomDefaults.isotope ?? 0,
    hydrogens: raw.impHs ?? atomDefaults.impHs ?? 0,
    aromatic: aromaticAtoms.has(i),
    inRing: ringAtoms.has(i),
    degree: 0,
    hydrogenNeighbours: 0,
  }));
  const byPair = new Map<string, MolBond>();
  const bonds: MolBond[] = (molecule.bonds ?? []).map((raw, i) => {
    const [a, b] = raw.atoms;
    const stereo = raw.stereo ?? bondDefaults.stereo ?? 'unspecified';
    const bond: MolBond = {
      a,
      b,
      order: raw.bo ?? bondDefaults.bo ?? 1,
      aromatic: aromaticBonds.has(i),
      stereo: stereo !== 'unspecified' && stereo !== 'any',
    };
    byPair.set(a < b ? `${a},${b}` : `${b},${a}`, bond);
    const atomA = atoms[a];
    const atomB = atoms[b];
    if (atomA && atomB) {
      atomA.degree++;
      atomB.degree++;
      if (atomA.z === 1) atomB.hydrogenNeighbours++;
      if (atomB.z === 1) atomA.hydrogenNeighbours++;
    }
    return bond;
  });
  return { atoms, bonds, bondOf: (a, b) => byPair.get(a < b ? `${a},${b}` : `${b},${a}`) };
}
