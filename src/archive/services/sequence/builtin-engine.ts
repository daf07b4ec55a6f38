// The built-in aligner: seeds pick candidate sequences (or every sequence, when a full scan is
// cheap), Smith-Waterman scores them, Karlin–Altschul statistics keep those with E ≤ the cutoff,
// and only those are traced back for the aligned strings. Synchronous: nothing here waits on I/O.

import type { SequenceType } from '../../../model/types.ts';
import { compareHits, matchContext, type SequenceHit, type SequenceQuery } from './hits.ts';
import { bitScore, encodeResidues, expectValue, scoreForExpectValue } from './scoring.ts';
import { NUCLEOTIDE_SEEDS, PROTEIN_SEEDS, SeedIndex } from './seed-index.ts';
import type { SequenceSet } from './sequence-set.ts';
import {
  ScoreBuffers,
  alignEndingAt,
  bandedScore,
  localScore,
  queryProfile,
  type Alignment,
} from './smith-waterman.ts';

/** Below this many matrix cells (query × database residues) every sequence is aligned: exact and still fast. */
const FULL_SCAN_CELLS = 2_000_000;
/** Diagonals either side of the seeded ones a banded first pass covers (room for indels). */
const BAND_MARGIN = 24;

interface Band {
  sequence: number;
  /** Diagonal range of the banded first pass; undefined: align in full straight away. */
  low?: number;
  high?: number;
}

/** The aligned strings of an alignment, from the original letters. */
export function alignedStrings(
  alignment: Alignment,
  query: string,
  subject: string,
): { query: string; subject: string } {
  let q = '';
  let s = '';
  let i = alignment.queryBegin;
  let j = alignment.targetBegin;
  for (const op of alignment.operations) {
    if (op === 'M') {
      q += query[i++];
      s += subject[j++];
    } else if (op === 'I') {
      q += query[i++];
      s += '-';
    } else {
      q += '-';
      s += subject[j++];
    }
  }
  return { query: q, subject: s };
}

export class BuiltinAligner {
  private readonly seeds = new Map<SequenceType, SeedIndex>();
  private readonly buffers = new ScoreBuffers();

  constructor(private readonly sets: () => ReadonlyMap<SequenceType, SequenceSet>) {}

  private seedIndex(set: SequenceSet): SeedIndex {
    let index = this.seeds.get(set.type);
    if (!index)
      this.seeds.set(set.type, (index = new SeedIndex(set, set.type === 'protein' ? PROTEIN_SEEDS : NUCLEOTIDE_SEEDS)));
    return index;
  }

  /** Which sequences of the set are aligned to the query, with the band seeds suggest. */
  private candidates(set: SequenceSet, codes: Uint8Array): Band[] {
    if (codes.length * set.totalResidues <= FULL_SCAN_CELLS)
      return Array.from({ length: set.size }, (_, sequence) => ({ sequence }));
    return this.seedIndex(set)
      .candidates(codes)
      .map((c) => ({ sequence: c.sequence, low: c.lowDiagonal - BAND_MARGIN, high: c.highDiagonal + BAND_MARGIN }));
  }

  /** Hits of the query, best first; `skip` leaves sequences of the set out (by their index in it). */
  search(query: SequenceQuery, skip?: (sequence: number) => boolean): SequenceHit[] {
    const set = this.sets().get(query.type);
    if (!set || set.size === 0) return [];
    const scheme = set.scheme;
    const codes = encodeResidues(query.sequence, scheme);
    const profile = queryProfile(codes, scheme);
    const m = codes.length;
    const n = set.totalResidues;
    const hits: SequenceHit[] = [];
    const needed = scoreForExpectValue(scheme, query.evalueCutoff, m, n);
    for (const { sequence: k, low, high } of this.candidates(set, codes)) {
      if (skip?.(k)) continue;
      const target = set.codes(k);
      // a band narrower than half the matrix is scored first: most candidates stop there
      if (low !== undefined && high !== undefined && (high - low + 1) * 2 < m + target.length) {
        if (bandedScore(profile, target, low, high, this.buffers) < needed) continue;
      }
      const end = localScore(profile, target, this.buffers);
      if (end.score <= 0) continue;
      const evalue = expectValue(scheme, end.score, m, n);
      if (evalue > query.evalueCutoff) continue;
      const alignment = alignEndingAt(profile, target, end);
      const strings = alignedStrings(alignment, query.sequence, set.sequence(k));
      const context = matchContext(
        {
          evalue,
          bitscore: bitScore(scheme, end.score),
          queryBegin: alignment.queryBegin + 1,
          queryEnd: alignment.queryEnd + 1,
          subjectBegin: alignment.targetBegin + 1,
          subjectEnd: alignment.targetEnd + 1,
          queryLength: m,
          subjectLength: target.length,
          queryAligned: strings.query,
          subjectAligned: strings.subject,
        },
        scheme,
      );
      if (context.sequence_identity < query.identityCutoff) continue;
      hits.push({ row: set.row(k), context });
    }
    return hits.sort(compareHits);
  }
}
