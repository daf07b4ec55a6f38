import type { SequenceMatch } from '../../../model/types.ts';
import type { AlignmentReference } from '../results-context.ts';

export interface AlignmentLine {
  label: string;
  text: string;
  /** 1-based positions of the first and last residue on this line's own sequence. */
  from?: number;
  to?: number;
}

/** The match line of a pairwise view: '|' identical, ' ' different or a gap. */
export function matchLine(query: string, subject: string): string {
  let line = '';
  for (let i = 0; i < Math.max(query.length, subject.length); i++) {
    const q = query[i];
    const s = subject[i];
    line += q !== undefined && q === s && q !== '-' ? '|' : ' ';
  }
  return line;
}

/**
 * The lines the Alignment Reference asks for: Query or Subject first (the other below it), or
 * Pairwise with the match line between them.
 */
export function alignmentLines(match: SequenceMatch, reference: AlignmentReference): AlignmentLine[] {
  const query: AlignmentLine = {
    label: 'Query',
    text: match.query_aligned_seq,
    from: match.query_beg,
    to: match.query_end,
  };
  const subject: AlignmentLine = {
    label: 'Subject',
    text: match.subject_aligned_seq,
    from: match.subject_beg,
    to: match.subject_end,
  };
  if (reference === 'Subject') return [subject, query];
  if (reference === 'Pairwise')
    return [query, { label: '', text: matchLine(match.query_aligned_seq, match.subject_aligned_seq) }, subject];
  return [query, subject];
}
