// The standard residues by their chemical component ids: the one list the query builder's
// exchanges, the structure motif index and the ingest's ligand links all read.

/** The 20 amino acids of the standard genetic code. */
export const AMINO_ACIDS = [
  'ALA',
  'ARG',
  'ASN',
  'ASP',
  'CYS',
  'GLN',
  'GLU',
  'GLY',
  'HIS',
  'ILE',
  'LEU',
  'LYS',
  'MET',
  'PHE',
  'PRO',
  'SER',
  'THR',
  'TRP',
  'TYR',
  'VAL',
] as const;

const AMINO_ACID_LETTERS = 'ARNDCQEGHILKMFPSTWYV';

/** An amino acid's one-letter code (selenomethionine as M, selenocysteine U, pyrrolysine O); X otherwise. */
export function aminoAcidLetter(compId: string): string {
  const standard = AMINO_ACIDS.indexOf(compId as (typeof AMINO_ACIDS)[number]);
  if (standard >= 0) return AMINO_ACID_LETTERS[standard]!;
  return compId === 'MSE' ? 'M' : compId === 'SEC' ? 'U' : compId === 'PYL' ? 'O' : 'X';
}

export const RNA_BASES = ['A', 'C', 'G', 'U'] as const;
export const DNA_BASES = ['DA', 'DC', 'DG', 'DT'] as const;

/** Unknown amino acid, ribonucleotide and deoxyribonucleotide. */
export const UNKNOWN_RESIDUES = { aminoAcid: 'UNK', rna: 'N', dna: 'DN' } as const;

/**
 * The residue codes a structure motif exchange may name (the official schema's enumeration): the
 * amino acids with selenocysteine and pyrrolysine, the nucleotides with (deoxy)inosine and
 * deoxyuridine, and the unknowns. The structure motif index numbers its residue types in this
 * order.
 */
export const MOTIF_RESIDUE_CODES = [
  ...AMINO_ACIDS,
  'SEC',
  'PYL',
  'UNK',
  'A',
  'C',
  'G',
  'I',
  'U',
  'N',
  'DA',
  'DC',
  'DG',
  'DI',
  'DT',
  'DU',
] as const;
