// A sequence search hit's alignment as the alignment view draws it (issue 37; seed 001 §9): the
// query and subject rows in the order the Alignment Reference asks for, each column marked
// identical, similar (a positive BLOSUM62 score), different or a gap, and the runs of each kind
// the view shades, and the positives (identical or similar columns). Positions are alignment columns (1-based); each row knows the residue numbers
// of its own sequence.

import { blosum62 } from './blosum62.ts';
import type { SequenceMatch } from './types.ts';

export type ColumnKind = 'identical' | 'similar' | 'different' | 'gap';

export interface AlignedRow {
  label: 'Query' | 'Subject';
  /** The aligned sequence, gaps as '-'. */
  text: string;
  /** First and last residue number of this sequence in the alignment. */
  from: number;
  to: number;
}

export interface SequenceAlignmentLayout {
  rows: AlignedRow[];
  /** Whether a row of column marks goes between the two sequences (the Pairwise reference). */
  pairwise: boolean;
  columns: ColumnKind[];
  /** Consecutive columns of one kind, 1-based and inclusive. */
  runs: { kind: ColumnKind; begin: number; end: number }[];
  /** Identical or similar columns ('positives') over the columns where both have a residue. */
  positives: number;
}

const isGap = (letter: string | undefined) => letter === undefined || letter === '-' || letter === '.';

function columnKind(q: string | undefined, s: string | undefined, protein: boolean): ColumnKind {
  if (isGap(q) || isGap(s)) return 'gap';
  if (q!.toUpperCase() === s!.toUpperCase()) return 'identical';
  return protein && blosum62(q!, s!) > 0 ? 'similar' : 'different';
}

/** Each column of two aligned sequences marked identical, similar, different or gap. */
export function alignmentColumns(query: string, subject: string, protein = true): ColumnKind[] {
  const width = Math.max(query.length, subject.length);
  return Array.from({ length: width }, (_, i) => columnKind(query[i], subject[i], protein));
}

/** 'Query' | 'Subject' | 'Pairwise': which sequence comes first, and whether marks go between. */
export function sequenceAlignmentLayout(
  match: SequenceMatch,
  reference: 'Query' | 'Subject' | 'Pairwise',
  protein = true,
): SequenceAlignmentLayout {
  const query: AlignedRow = {
    label: 'Query',
    text: match.query_aligned_seq,
    from: match.query_beg,
    to: match.query_end,
  };
  const subject: AlignedRow = {
    label: 'Subject',
    text: match.subject_aligned_seq,
    from: match.subject_beg,
    to: match.subject_end,
  };
  const columns = alignmentColumns(query.text, subject.text, protein);
  const runs: SequenceAlignmentLayout['runs'] = [];
  columns.forEach((kind, i) => {
    const last = runs[runs.length - 1];
    if (last && last.kind === kind && last.end === i) last.end = i + 1;
    else runs.push({ kind, begin: i + 1, end: i + 1 });
  });
  const paired = columns.filter((kind) => kind !== 'gap').length;
  const count = (...kinds: ColumnKind[]) => columns.filter((kind) => kinds.includes(kind)).length;
  return {
    rows: reference === 'Subject' ? [subject, query] : [query, subject],
    pairwise: reference === 'Pairwise',
    columns,
    runs,
    positives: paired > 0 ? count('identical', 'similar') / paired : 0,
  };
}

/** The residue number of a row's sequence at an alignment column (1-based); undefined at a gap. */
export function residueAt(row: AlignedRow, column: number): number | undefined {
  if (isGap(row.text[column - 1])) return undefined;
  let residues = 0;
  for (let i = 0; i < column; i++) if (!isGap(row.text[i])) residues++;
  return row.from + residues - 1;
}
