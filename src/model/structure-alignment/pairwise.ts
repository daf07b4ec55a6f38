// A pairwise structure alignment of two protein chains with TM-align, as the in-page view shows it
// (issue 37): the server computes it from the archive's coordinates, the page from two structure
// files (browser-direct mode), with this one function, so the view is the same in every mode.
//
// TM-align superposes the query (x) onto the target (y); the view keeps the query where it is and
// moves the target, so the matrix it gets is the inverse motion, 4×4 column-major as Mol* takes it.

import { caTrace, MIN_CHAIN_RESIDUES } from './ca-trace.ts';
import { TmAligner, type RigidMotion } from './tm-align.ts';

/** A chain as TM-align reads it: a Cα per residue that has one, in residue order. */
export interface AlignableChain {
  /** x, y, z per residue. */
  coords: Float64Array;
  /** label_seq_id per residue. */
  seqIds: Int32Array;
  /** One-letter code per residue. */
  letters: string;
}

/** The residue alignment as TM-align prints it: ':' a pair closer than 5 Å, '.' another aligned pair. */
export interface AlignmentText {
  query: string;
  markers: string;
  target: string;
}

export interface PairwiseAlignment {
  /** TM-score normalised by the query chain's length (the search's score). */
  tmScore: number;
  /** TM-score normalised by the target chain's length. */
  tmScoreTarget: number;
  /** RMSD of the pairs the scores count, as TM-align reports it. */
  rmsd: number;
  /** Pairs within TM-align's d8 cut-off: what the scores count. */
  alignedLength: number;
  /** Identical residues among the aligned pairs, over the aligned pairs. */
  sequenceIdentity: number;
  /** 4×4 column-major: moves the target onto the query. */
  matrix: number[];
  /** Aligned residue pairs (label_seq_id of query and target); `scored` those the scores count. */
  pairs: { query: number; target: number; scored: boolean }[];
  text: AlignmentText;
}

/**
 * The longest chain (residues with Cα) the view aligns. TM-align's time grows faster than the
 * product of the two lengths: here 0.2 s for 4HHB.A on 4HHB.B (141 × 146), 10 s for 6FSZ.N on 2BTV.B
 * (978 × 885), more than the server's 30 s job deadline for 1SFO.C on 3IYD.D (1,395 × 1,368; the
 * TMalign program itself took 26 s), so longer chains are refused at once rather than after it.
 */
export const MAX_ALIGNED_CHAIN_RESIDUES = 1000;

/** Pairs closer than this get ':' in the text (TM-align's own threshold). */
const CLOSE_PAIR = 5;

/** The inverse of y ≈ u·x + t as a column-major 4×4: x ≈ uᵀ·(y − t). */
function inverseColumnMajor({ u, t }: RigidMotion): number[] {
  const m = new Array<number>(16).fill(0);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) m[4 * c + r] = u[3 * c + r]!; // (uᵀ)[r][c] = u[c][r]
    m[12 + r] = -(u[r]! * t[0]! + u[3 + r]! * t[1]! + u[6 + r]! * t[2]!);
  }
  m[15] = 1;
  return m;
}

function distance(motion: RigidMotion, x: Float64Array, i: number, y: Float64Array, j: number): number {
  const { u, t } = motion;
  const [a, b, c] = [x[3 * i]!, x[3 * i + 1]!, x[3 * i + 2]!];
  const dx = t[0]! + u[0]! * a + u[1]! * b + u[2]! * c - y[3 * j]!;
  const dy = t[1]! + u[3]! * a + u[4]! * b + u[5]! * c - y[3 * j + 1]!;
  const dz = t[2]! + u[6]! * a + u[7]! * b + u[8]! * c - y[3 * j + 2]!;
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

/** The three lines of the residue alignment, walking both chains in order. */
function alignmentText(
  query: AlignableChain,
  target: AlignableChain,
  alignment: Int32Array,
  close: (i: number, j: number) => boolean,
): AlignmentText {
  let q = '',
    m = '',
    s = '';
  let i = 0;
  for (let j = 0; j < alignment.length; j++) {
    const partner = alignment[j]!;
    if (partner < 0) {
      q += '-';
      m += ' ';
      s += target.letters[j] ?? 'X';
      continue;
    }
    for (; i < partner; i++) {
      q += query.letters[i] ?? 'X';
      m += ' ';
      s += '-';
    }
    q += query.letters[i] ?? 'X';
    m += close(i, j) ? ':' : '.';
    s += target.letters[j] ?? 'X';
    i++;
  }
  for (; i < query.seqIds.length; i++) {
    q += query.letters[i] ?? 'X';
    m += ' ';
    s += '-';
  }
  return { query: q, markers: m, target: s };
}

/** Aligns two chains with TM-align in its full (not -fast) mode. */
export function alignChainPair(
  query: AlignableChain,
  target: AlignableChain,
  aligner = new TmAligner(),
): PairwiseAlignment {
  const result = aligner.align(caTrace(query.coords), caTrace(target.coords), {
    normaliseByTarget: true,
    withAlignment: true,
    withSuperposition: true,
  });
  const alignment = result.alignment ?? new Int32Array(0);
  const motion = result.superposition ?? { u: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: [0, 0, 0] };
  const scored = new Set(result.scoredTargets ?? []);
  const pairs: PairwiseAlignment['pairs'] = [];
  let identical = 0;
  for (let j = 0; j < alignment.length; j++) {
    const i = alignment[j]!;
    if (i < 0) continue;
    pairs.push({ query: query.seqIds[i]!, target: target.seqIds[j]!, scored: scored.has(j) });
    if (query.letters[i] === target.letters[j]) identical++;
  }
  const close = (i: number, j: number) => distance(motion, query.coords, i, target.coords, j) < CLOSE_PAIR;
  return {
    tmScore: result.tmQuery,
    tmScoreTarget: result.tmTarget ?? 0,
    rmsd: result.rmsd,
    alignedLength: result.alignedLength,
    sequenceIdentity: pairs.length > 0 ? identical / pairs.length : 0,
    matrix: inverseColumnMajor(motion),
    pairs,
    text: alignmentText(query, target, alignment, close),
  };
}

/** What keeps a chain from being aligned (missing, too short to have a fold, too long to align in time); undefined when it can be. */
export function unalignableChain(
  ref: { entryId: string; asymId: string },
  chain: AlignableChain | undefined,
  polymerChains: readonly string[],
): string | undefined {
  if (!chain) {
    const known = polymerChains.join(', ');
    return `Chain ${ref.asymId} not found in entry ${ref.entryId}${known ? ` (its polymer chains: ${known})` : ''}`;
  }
  if (chain.seqIds.length < MIN_CHAIN_RESIDUES)
    return `Chain ${ref.asymId} of entry ${ref.entryId} has ${chain.seqIds.length} residues with a Cα atom; a structure alignment compares protein chains of at least ${MIN_CHAIN_RESIDUES}`;
  if (chain.seqIds.length > MAX_ALIGNED_CHAIN_RESIDUES)
    return `Chain ${ref.asymId} of entry ${ref.entryId} has ${chain.seqIds.length} residues with a Cα atom; a pairwise structure alignment compares chains of at most ${MAX_ALIGNED_CHAIN_RESIDUES}`;
  return undefined;
}
