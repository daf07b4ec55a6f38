// The alignments of a sequence search as a FASTA file, built in the browser (seed 001 §7): each
// match gives its two aligned sequences with the gaps kept, in the order the Alignment Reference
// puts them, so the file opens in any alignment viewer as the pairs the page shows.

import type { SequenceMatch, StructureResultItem } from '../../../model/types.ts';
import type { AlignmentReference } from '../results-context.ts';
import { formatEvalue, identityPercent } from './item-text.ts';

/** Residues per line: the width most sequence tools write and read. */
export const FASTA_LINE_WIDTH = 80;
export const ALIGNMENT_FASTA_FILE = 'pdb_sequence_alignments.fasta';
export const ALIGNMENT_FASTA_TYPE = 'text/x-fasta;charset=utf-8';

function wrap(sequence: string): string {
  const lines: string[] = [];
  for (let at = 0; at < sequence.length; at += FASTA_LINE_WIDTH) lines.push(sequence.slice(at, at + FASTA_LINE_WIDTH));
  return lines.join('\n');
}

function records(identifier: string, match: SequenceMatch, reference: AlignmentReference): string[] {
  const query = `>Query|residues ${match.query_beg}-${match.query_end}|aligned to ${identifier}\n${wrap(match.query_aligned_seq)}`;
  const subject =
    `>${identifier}|residues ${match.subject_beg}-${match.subject_end}` +
    `|identity ${identityPercent(match.sequence_identity)}%|E-value ${formatEvalue(match.evalue)}` +
    `\n${wrap(match.subject_aligned_seq)}`;
  return reference === 'Subject' ? [subject, query] : [query, subject];
}

/** The FASTA text of the items' alignments, or '' when none of them has an aligned pair. */
export function alignmentFasta(items: readonly StructureResultItem[], reference: AlignmentReference): string {
  const out: string[] = [];
  for (const item of items) {
    for (const match of item.sequence_match ?? []) {
      if (match.query_aligned_seq && match.subject_aligned_seq) out.push(...records(item.identifier, match, reference));
    }
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
