// The `seqmotif` service: the polymer entities whose canonical sequence (entity_poly.
// pdbx_seq_one_letter_code_can) of the requested polymer type holds the motif, each with score 1
// and one match context {start, end} (1-based, inclusive) per match. The sequences are read from
// the index once, on first use (sequences.ts), and kept in memory.

import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService, ServiceHits } from '../../query/evaluate.ts';
import { QueryError } from '../../query/query-error.ts';
import { MotifSyntaxError } from './ast.ts';
import { MotifMatcher, checkDeadline, type MotifMatch } from './matcher.ts';
import { motifSequences, type MotifSequence } from './sequences.ts';
import { BOUNDS } from '../../../model/bounds.ts';
import { DEFAULTS } from '../../../model/constants/limits.ts';
import type { PatternType, SequenceType } from '../../../model/types.ts';
import { checkSeqmotifFields } from '../../../model/validation/seqmotif.ts';
import { parseMotif } from './parse.ts';

export interface SeqmotifParameters {
  value: string;
  pattern_type?: PatternType;
  sequence_type?: SequenceType;
}

type StoredSequence = MotifSequence;

/** Reads and checks a terminal's parameters; compiles the pattern (MotifSyntaxError -> QueryError). */
export function compileSeqmotif(parameters: unknown): { matcher: MotifMatcher; sequenceType: SequenceType } {
  const p = parameters as Partial<Record<keyof SeqmotifParameters, unknown>> | undefined;
  if (!p || typeof p !== 'object') throw new QueryError('No parameters found for the seqmotif terminal');
  // the model's rules for the motif and its types; the syntax and the bounds are this service's
  const problem = checkSeqmotifFields(p);
  if (problem) throw new QueryError(problem.message);
  const patternType = (p.pattern_type as PatternType | undefined) ?? DEFAULTS.patternType;
  const sequenceType = (p.sequence_type as SequenceType | undefined) ?? DEFAULTS.sequenceType;
  try {
    return { matcher: new MotifMatcher(parseMotif(p.value as string, patternType)), sequenceType };
  } catch (error) {
    if (error instanceof MotifSyntaxError) throw new QueryError(`Invalid sequence motif: ${error.message}`);
    throw error;
  }
}

export class SeqmotifService implements ExternalService {
  private sequences: Map<SequenceType, StoredSequence[]> | undefined;

  constructor(private readonly index: ArchiveIndex) {}

  /** The polymer entity sequences by type (loaded on first call). */
  load(): ReadonlyMap<SequenceType, readonly StoredSequence[]> {
    this.sequences ??= motifSequences(this.index.db);
    return this.sequences;
  }

  /**
   * Rows and matches of the entities holding the motif, under the scan-time bound: patterns the
   * length and state bounds let through can still be slow, and a scan must never hold the process.
   */
  scan(parameters: unknown): Map<number, MotifMatch[]> {
    const { matcher, sequenceType } = compileSeqmotif(parameters);
    const found = new Map<number, MotifMatch[]>();
    const sequences = this.load().get(sequenceType) ?? [];
    // loading the sequences once is not the pattern's cost
    const deadline = performance.now() + BOUNDS.motifScanTime.value;
    for (const { row, residues } of sequences) {
      checkDeadline(deadline);
      const matches = matcher.matches(residues, deadline);
      if (matches.length > 0) found.set(row, matches);
    }
    return found;
  }

  evaluate(parameters: unknown): ServiceHits {
    const found = this.scan(parameters);
    return {
      rows: [...found.keys()].map((row): [number, number] => [row, 1]),
      contexts: new Map(
        [...found].map(([row, matches]) => [row, matches.map((m) => ({ start: m.start, end: m.end }))]),
      ),
    };
  }
}
