// A SMILES or InChI descriptor -> the query molecule. SMILES is read by RDKit. RDKit cannot read
// InChI: an InChI (or its InChIKey) that a component of the archive has stands for that
// component's structure, exactly as the dictionary draws it (metal bonds included, which a
// standard InChI cuts); any other InChI is rebuilt from its layers (inchi-structure.ts).

import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import type { DescriptorType } from '../../../model/types.ts';
import { QueryError } from '../../query/query-error.ts';
import { InchiSyntaxError } from './inchi-layers.ts';
import { InchiStructureError, molFromInchi } from './inchi-structure.ts';
import type { ChemicalLibrary } from './library.ts';
import { removeHydrogens } from './molecule.ts';
import { CHEMICAL_MESSAGES } from './parameters.ts';

/** The molecule of a descriptor; the caller deletes it. Unreadable input -> QueryError. */
export function descriptorMolecule(
  rdkit: RDKitModule,
  library: ChemicalLibrary,
  value: string,
  type: DescriptorType,
): Mol {
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

function inchiMolecule(rdkit: RDKitModule, library: ChemicalLibrary, value: string): Mol {
  if (!/^InChI=1S?\//.test(value))
    throw new QueryError(`${CHEMICAL_MESSAGES.invalidInchi}: an InChI starts with 'InChI=1S/'.`);
  const known = library.byInchiOrKey(value, rdkit.get_inchikey_for_inchi(value));
  if (known) {
    const copy = rdkit.get_mol_copy(known.mol); // already in the targets' form
    if (copy) return copy;
  }
  try {
    return withoutHydrogens(molFromInchi(rdkit, value));
  } catch (error) {
    if (error instanceof InchiSyntaxError) throw new QueryError(`${CHEMICAL_MESSAGES.invalidInchi}: ${error.message}.`);
    if (error instanceof InchiStructureError) {
      throw new QueryError(
        `${CHEMICAL_MESSAGES.invalidInchi}: no structure could be built from it; enter the molecule as SMILES.`,
      );
    }
    throw error;
  }
}

function shorten(value: string): string {
  return value.length > 80 ? `${value.slice(0, 77)}...` : value;
}
