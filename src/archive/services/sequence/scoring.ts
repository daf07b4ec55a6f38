// Residue codes and the scoring schemes of the built-in aligner, with the Karlin–Altschul
// statistics that turn a raw local-alignment score into an E-value and a bit score.
//
// Protein: BLOSUM62 (the matblas table MMseqs2 and BLAST ship), gap open 11 / extend 1, where a
// gap of k residues costs open + k·extend (the BLAST convention the published λ and K assume):
// gapped λ = 0.267, K = 0.041; ungapped λ = 0.3176, K = 0.134 (NCBI blast_stat.c).
// Nucleotides: match +2, mismatch −3, gap open 5 / extend 2 (BLASTN's defaults for that reward
// pair): gapped λ = 0.625, K = 0.41, ungapped λ = 0.55, K = 0.21; as in BLAST the statistics
// apply to even scores, so an odd raw score is rounded down first. U counts as T; N (and inosine,
// which pairs ambiguously) scores 0 against anything.

import type { SequenceType } from '../../../model/types.ts';
import { BLOSUM62_ROWS, PROTEIN_LETTERS } from '../../../model/blosum62.ts';

/** Nucleotide codes: A, C, G, T (U), then N for anything ambiguous (codes 0..3 form seed words). */
export const NUCLEOTIDE_LETTERS = 'ACGTN';

export interface KarlinAltschul {
  lambda: number;
  K: number;
}

export interface ScoringScheme {
  readonly sequenceType: SequenceType;
  /** Letters by code; letters outside map to the last (ambiguous) code. */
  readonly letters: string;
  /** Codes below this form seed words; the others (B, Z, X; N) break them. */
  readonly wordCodes: number;
  /** letters.length × letters.length, row-major. */
  readonly matrix: Int8Array;
  readonly gapOpen: number;
  readonly gapExtend: number;
  readonly gapped: KarlinAltschul;
  readonly ungapped: KarlinAltschul;
  /** BLASTN's 2/−3 statistics hold for even scores only. */
  readonly evenScores: boolean;
  /** Residue code of each character code (0..127). */
  readonly codeOf: Uint8Array;
}

function codeTable(letters: string, aliases: Record<string, string>): Uint8Array {
  const table = new Uint8Array(128).fill(letters.length - 1);
  for (let c = 0; c < letters.length; c++) {
    table[letters.charCodeAt(c)] = c;
    table[letters.toLowerCase().charCodeAt(c)] = c;
  }
  for (const [alias, letter] of Object.entries(aliases)) {
    table[alias.charCodeAt(0)] = letters.indexOf(letter);
    table[alias.toLowerCase().charCodeAt(0)] = letters.indexOf(letter);
  }
  return table;
}

function blosum62(): Int8Array {
  const n = PROTEIN_LETTERS.length;
  const matrix = new Int8Array(n * n);
  BLOSUM62_ROWS.forEach((line, i) => line.split(' ').forEach((v, j) => (matrix[i * n + j] = Number(v))));
  return matrix;
}

function nucleotideMatrix(match: number, mismatch: number): Int8Array {
  const n = NUCLEOTIDE_LETTERS.length;
  const matrix = new Int8Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) matrix[i * n + j] = i === n - 1 || j === n - 1 ? 0 : i === j ? match : mismatch;
  }
  return matrix;
}

const PROTEIN: Omit<ScoringScheme, 'sequenceType'> = {
  letters: PROTEIN_LETTERS,
  wordCodes: 20,
  matrix: blosum62(),
  gapOpen: 11,
  gapExtend: 1,
  gapped: { lambda: 0.267, K: 0.041 },
  ungapped: { lambda: 0.3176, K: 0.134 },
  evenScores: false,
  // selenocysteine and pyrrolysine have no BLOSUM62 row: scored as unknown residues
  codeOf: codeTable(PROTEIN_LETTERS, { U: 'X', O: 'X' }),
};

const NUCLEOTIDE: Omit<ScoringScheme, 'sequenceType'> = {
  letters: NUCLEOTIDE_LETTERS,
  wordCodes: 4,
  matrix: nucleotideMatrix(2, -3),
  gapOpen: 5,
  gapExtend: 2,
  gapped: { lambda: 0.625, K: 0.41 },
  ungapped: { lambda: 0.55, K: 0.21 },
  evenScores: true,
  codeOf: codeTable(NUCLEOTIDE_LETTERS, { U: 'T', I: 'N' }),
};

export const SCHEMES: Readonly<Record<SequenceType, ScoringScheme>> = {
  protein: { ...PROTEIN, sequenceType: 'protein' },
  dna: { ...NUCLEOTIDE, sequenceType: 'dna' },
  rna: { ...NUCLEOTIDE, sequenceType: 'rna' },
};

/** The sequence as residue codes of the scheme. */
export function encodeResidues(sequence: string, scheme: ScoringScheme): Uint8Array {
  const codes = new Uint8Array(sequence.length);
  const ambiguous = scheme.letters.length - 1;
  for (let i = 0; i < sequence.length; i++) {
    const c = sequence.charCodeAt(i);
    codes[i] = c < 128 ? (scheme.codeOf[c] as number) : ambiguous;
  }
  return codes;
}

/** The score the statistics apply to (BLASTN's 2/−3 tables hold for even scores). */
function statisticalScore(scheme: ScoringScheme, score: number): number {
  return scheme.evenScores ? score - (score & 1) : score;
}

/** Expected number of chance alignments scoring at least `score`: E = K·m·n·e^(−λS). */
export function expectValue(
  scheme: ScoringScheme,
  score: number,
  queryLength: number,
  databaseResidues: number,
): number {
  const { lambda, K } = scheme.gapped;
  return K * queryLength * databaseResidues * Math.exp(-lambda * statisticalScore(scheme, score));
}

/** Normalised score in bits: (λS − ln K) / ln 2. */
export function bitScore(scheme: ScoringScheme, score: number): number {
  const { lambda, K } = scheme.gapped;
  return (lambda * statisticalScore(scheme, score) - Math.log(K)) / Math.LN2;
}

/** The raw score an alignment needs for E ≤ `evalue` (the inverse of expectValue). */
export function scoreForExpectValue(
  scheme: ScoringScheme,
  evalue: number,
  queryLength: number,
  databaseResidues: number,
): number {
  const { lambda, K } = scheme.gapped;
  if (!(evalue > 0)) return Number.POSITIVE_INFINITY;
  return Math.log((K * queryLength * databaseResidues) / evalue) / lambda;
}
