// A SMILES or InChI descriptor -> the query molecule. SMILES is read by RDKit. RDKit cannot read
// InChI: an InChI (or its InChIKey) that a component of the archive has stands for that
// component's structure, exactly as the dictionary draws it (metal bonds included, which a
// standard InChI cuts); any other InChI is read by the IUPAC InChI library, in Indigo
// (indigo.ts), into a molfile that RDKit reads.

import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import type { DescriptorType } from '../../../model/types.ts';
import { QueryError } from '../../query/query-error.ts';
import { InchiRefused, molfileOfInchi } from './indigo.ts';
import type { ChemicalLibrary } from './library.ts';
import { removeHydrogens } from './molecule.ts';
import { CHEMICAL_MESSAGES } from './parameters.ts';

/** The molecule of a descriptor; the caller deletes it. Unreadable input -> QueryError. */
export async function descriptorMolecule(
  rdkit: RDKitModule,
  library: ChemicalLibrary,
  value: string,
  type: DescriptorType,
): Promise<Mol> {
  return type === 'InChI' ? inchiMolecule(rdkit, library, value) : withoutHydrogens(smilesMolecule(rdkit, value));
}

/** Hydrogens implicit, as the targets have them. */
function withoutHydrogens(mol: Mol): Mol {
  removeHydrogens(mol);
  return mol;
}

function smilesMolecule(rdkit: RDKitModule, value: string): Mol {
  if (/^InChI=/i.test(value))
    throw new QueryError(`${CHEMICAL_MESSAGES.invalidSmiles}: this is an InChI (set descriptor_type to InChI).`);
  // one line of SMILES: RDKit's reader would also take a molfile or its JSON form
  if (/[\r\n]/.test(value) || value.startsWith('{')) throw new QueryError(`${CHEMICAL_MESSAGES.invalidSmiles}.`);
  const mol = rdkit.get_mol(value);
  if (mol?.is_valid() && mol.get_num_atoms() > 0) return mol;
  mol?.delete();
  throw new QueryError(`${CHEMICAL_MESSAGES.invalidSmiles}: '${shorten(value)}' cannot be read as a molecule.`);
}

async function inchiMolecule(rdkit: RDKitModule, library: ChemicalLibrary, value: string): Promise<Mol> {
  if (!/^InChI=1S?\//.test(value))
    throw new QueryError(`${CHEMICAL_MESSAGES.invalidInchi}: an InChI starts with 'InChI=1S/'.`);
  // the InChI library stops reading at a space, and Indigo reads lines as another format
  if (/\s/.test(value)) throw new QueryError(`${CHEMICAL_MESSAGES.invalidInchi}: an InChI has no spaces.`);
  const known = library.byInchiOrKey(value, rdkit.get_inchikey_for_inchi(value));
  if (known) {
    const copy = rdkit.get_mol_copy(known.mol); // already in the targets' form
    if (copy) return copy;
  }
  return inchiStructure(rdkit, value);
}

/** The molecule the InChI library reads from an InChI (no library look-up), hydrogens implicit. */
export async function inchiStructure(rdkit: RDKitModule, inchi: string): Promise<Mol> {
  let molfile: string;
  try {
    molfile = await molfileOfInchi(inchi);
  } catch (error) {
    if (error instanceof InchiRefused) throw new QueryError(`${CHEMICAL_MESSAGES.invalidInchi}: ${error.message}.`);
    throw error;
  }
  let mol = readMolfile(rdkit, molfile);
  if (mol && definesMoreDoubleBonds(mol.get_inchi(), inchi)) {
    mol.delete();
    mol = readMolfile(rdkit, withOpenDoubleBonds(molfile));
  }
  if (mol) return withoutHydrogens(mol);
  throw new QueryError(
    `${CHEMICAL_MESSAGES.invalidInchi}: no structure could be built from it; enter the molecule as SMILES.`,
  );
}

function readMolfile(rdkit: RDKitModule, molfile: string): Mol | undefined {
  const mol = rdkit.get_mol(molfile);
  if (mol?.is_valid() && mol.get_num_atoms() > 0) return mol;
  mol?.delete();
  return undefined;
}

/**
 * Whether an InChI (RDKit's of the molecule read) fixes the geometry of a double bond that the
 * input InChI leaves open. RDKit takes a molfile's double-bond geometry from its coordinates, so
 * every double bond of the layout comes back E or Z, given in the InChI or not ('CC=CC' has no
 * /b layer). The /b layers are compared component by component (';'), entries as 'a-b+'.
 */
function definesMoreDoubleBonds(read: string, input: string): boolean {
  const sections = (inchi: string): string[][] =>
    (/\/b([^/]*)/.exec(inchi)?.[1] ?? '').split(';').map((section) => section.replace(/^\d+\*/, '').split(','));
  const given = sections(input);
  return sections(read).some((entries, i) =>
    entries.some((entry) => /[+-]$/.test(entry) && !(given[i] ?? []).includes(entry)),
  );
}

/**
 * The molfile with every double bond's geometry open ('either', stereo 3 in a V2000 bond line):
 * when the InChI leaves one open, none is asked of the targets rather than one the user did not
 * give (which double bond of the layout is which of the InChI is not known here).
 */
function withOpenDoubleBonds(molfile: string): string {
  const lines = molfile.split('\n');
  const counts = lines[3] ?? '';
  if (!counts.includes('V2000')) return molfile;
  const atoms = Number(counts.slice(0, 3));
  const bonds = Number(counts.slice(3, 6));
  for (let i = 4 + atoms; i < 4 + atoms + bonds; i++) {
    const line = lines[i];
    if (line && Number(line.slice(6, 9)) === 2) lines[i] = `${line.slice(0, 9)}  3${line.slice(12)}`;
  }
  return lines.join('\n');
}

function shorten(value: string): string {
  return value.length > 80 ? `${value.slice(0, 77)}...` : value;
}
