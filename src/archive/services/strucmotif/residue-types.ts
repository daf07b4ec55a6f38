// Residue types as the structure motif index knows them: the standard amino acids and nucleotides
// by their component id, a few common modified residues under their parent (MSE is a MET for
// motif purposes), and UNK / N for any other amino-acid-like or nucleotide-like residue. These
// are also the codes a position-specific exchange may name.

import { MOTIF_RESIDUE_CODES } from '../../../model/residue-codes.ts';

export const RESIDUE_TYPES = MOTIF_RESIDUE_CODES;

export type ResidueTypeCode = (typeof RESIDUE_TYPES)[number];

export const TYPE_COUNT = RESIDUE_TYPES.length;

const ORDINAL = new Map<string, number>(RESIDUE_TYPES.map((code, i) => [code, i]));
export const UNKNOWN_AMINO_ACID = ORDINAL.get('UNK')!;
export const UNKNOWN_NUCLEOTIDE = ORDINAL.get('N')!;

/** Frequent modified residues whose parent is unambiguous (CCD mon_nstd_parent_comp_id). */
const PARENT: Record<string, string> = {
  MSE: 'MET',
  SEP: 'SER',
  TPO: 'THR',
  PTR: 'TYR',
  CSO: 'CYS',
  CSD: 'CYS',
  CME: 'CYS',
  CSS: 'CYS',
  OCS: 'CYS',
  HYP: 'PRO',
  KCX: 'LYS',
  MLY: 'LYS',
  M3L: 'LYS',
  LLP: 'LYS',
  ALY: 'LYS',
  PCA: 'GLN',
  CGU: 'GLU',
  TYS: 'TYR',
  NLE: 'LEU',
  ABA: 'ALA',
  SAH: 'CYS',
  PSU: 'U',
  '5MU': 'U',
  H2U: 'U',
  '4SU': 'U',
  '5MC': 'C',
  OMC: 'C',
  '1MG': 'G',
  '2MG': 'G',
  M2G: 'G',
  '7MG': 'G',
  OMG: 'G',
  YG: 'G',
  '1MA': 'A',
  '6MA': 'A',
};

/** The type ordinal of a component id the types name (or a parent of one names), else undefined. */
export function knownResidueType(compId: string): number | undefined {
  return ORDINAL.get(compId) ?? ORDINAL.get(PARENT[compId] ?? '');
}

/** The type ordinal of a component id (nucleotide-like residues without a known id become N). */
export function residueType(compId: string, nucleotideLike: boolean): number {
  return knownResidueType(compId) ?? (nucleotideLike ? UNKNOWN_NUCLEOTIDE : UNKNOWN_AMINO_ACID);
}

/** The ordinal of an exchange code, or undefined when the index has no such type. */
export function exchangeType(code: string): number | undefined {
  return ORDINAL.get(code.trim().toUpperCase());
}

export function typeName(ordinal: number): string {
  return RESIDUE_TYPES[ordinal] ?? 'UNK';
}
