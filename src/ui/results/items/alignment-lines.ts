import { alignmentColumns, sequenceAlignmentLayout, type ColumnKind } from '../../../model/sequence-alignment.ts';
import type { SequenceMatch } from '../../../model/types.ts';
import type { AlignmentReference } from '../results-context.ts';

export interface AlignmentLine {
  label: string;
  text: string;
  /** 1-based positions of the first and last residue on this line's own sequence. */
  from?: number;
  to?: number;
}

const marks = (columns: readonly ColumnKind[]) => columns.map((kind) => (kind === 'identical' ? '|' : ' ')).join('');

/** The match line of a pairwise view: '|' identical, ' ' different or a gap. */
export function matchLine(query: string, subject: string): string {
  return marks(alignmentColumns(query, subject));
}

/**
 * The lines the Alignment Reference asks for: Query or Subject first (the other below it), or
 * Pairwise with the match line between them (model/sequence-alignment.ts orders them).
 */
export function alignmentLines(match: SequenceMatch, reference: AlignmentReference): AlignmentLine[] {
  const layout = sequenceAlignmentLayout(match, reference);
  const [first, second] = layout.rows.map(({ label, text, from, to }): AlignmentLine => ({ label, text, from, to }));
  return layout.pairwise ? [first!, { label: '', text: marks(layout.columns) }, second!] : [first!, second!];
}
