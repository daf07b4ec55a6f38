import { AMINO_ACIDS, DNA_BASES, RNA_BASES, UNKNOWN_RESIDUES } from '../../model/residue-codes.ts';

/** Component ids of the standard residues: their 'monomer' links are too common to mean anything (every protein has ALA). */
export const STANDARD_MONOMERS: ReadonlySet<string> = new Set([
  ...AMINO_ACIDS,
  ...RNA_BASES,
  ...DNA_BASES,
  ...Object.values(UNKNOWN_RESIDUES),
]);
