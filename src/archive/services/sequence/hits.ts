// What either engine answers for one query: the matching entities with the match context the
// search API reports (SequenceMatchContext, positions 1-based), described the same way whichever
// engine aligned them: identity is identical columns over alignment columns (MMseqs2's fident
// with --seq-id-mode 0), mismatches are aligned pairs that differ, gaps_opened counts gap runs.

import type { SequenceMatchContext, SequenceType } from '../../../model/types.ts';
import type { ScoringScheme } from './scoring.ts';

export interface SequenceQuery {
  /** Cleaned: upper case, whitespace and a FASTA header removed. */
  sequence: string;
  type: SequenceType;
  evalueCutoff: number;
  /** Fraction 0..1. */
  identityCutoff: number;
}

export type FullSequenceMatchContext = Required<SequenceMatchContext>;

export interface SequenceHit {
  /** The polymer entity's document row. */
  row: number;
  context: FullSequenceMatchContext;
}

export interface AlignedPair {
  evalue: number;
  bitscore: number;
  /** 1-based, inclusive. */
  queryBegin: number;
  queryEnd: number;
  subjectBegin: number;
  subjectEnd: number;
  queryLength: number;
  subjectLength: number;
  /** The aligned residues with '-' for gaps, of equal length. */
  queryAligned: string;
  subjectAligned: string;
}

/** The match context of an alignment; residues are identical when the scheme codes them alike (U = T). */
export function matchContext(pair: AlignedPair, scheme: ScoringScheme): FullSequenceMatchContext {
  const { queryAligned: q, subjectAligned: s } = pair;
  let identical = 0;
  let mismatches = 0;
  let gapsOpened = 0;
  let inGap = 0; // 1: gap in the query, 2: gap in the subject
  for (let i = 0; i < q.length; i++) {
    const a = q.charCodeAt(i);
    const b = s.charCodeAt(i);
    if (a === 45 || b === 45) {
      const kind = a === 45 ? 1 : 2;
      if (inGap !== kind) gapsOpened++;
      inGap = kind;
      continue;
    }
    inGap = 0;
    if (scheme.codeOf[a & 127] === scheme.codeOf[b & 127]) identical++;
    else mismatches++;
  }
  return {
    sequence_identity: q.length > 0 ? identical / q.length : 0,
    evalue: pair.evalue,
    bitscore: pair.bitscore,
    alignment_length: q.length,
    mismatches,
    gaps_opened: gapsOpened,
    query_beg: pair.queryBegin,
    query_end: pair.queryEnd,
    subject_beg: pair.subjectBegin,
    subject_end: pair.subjectEnd,
    query_length: pair.queryLength,
    subject_length: pair.subjectLength,
    query_aligned_seq: q,
    subject_aligned_seq: s,
  };
}

/** Best first: bit score, then E-value, then document order. */
export function compareHits(a: SequenceHit, b: SequenceHit): number {
  return b.context.bitscore - a.context.bitscore || a.context.evalue - b.context.evalue || a.row - b.row;
}
