// The `seqmotif` service: the polymer entities whose canonical sequence (entity_poly.
// pdbx_seq_one_letter_code_can) of the requested polymer type holds the motif, each with score 1
// and one match context {start, end} (1-based, inclusive) per match. The sequences are read from
// the index once, on first use, and kept in memory.

import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService, ServiceHits } from '../../query/evaluate.ts';
import { QueryError } from '../../query/query-error.ts';
import { MotifSyntaxError } from './ast.ts';
import { MotifMatcher, checkDeadline, encodeSequence, type MotifMatch } from './matcher.ts';
import { BOUNDS } from '../../../model/bounds.ts';
import { PATTERN_TYPES, SEQUENCE_TYPES, parseMotif, type PatternType, type SequenceType } from './parse.ts';

const POLYMER_TYPE: Record<SequenceType, string> = { protein: 'Protein', dna: 'DNA', rna: 'RNA' };

export interface SeqmotifParameters {
  value: string;
  pattern_type?: PatternType;
  sequence_type?: SequenceType;
}

interface StoredSequence {
  row: number;
  residues: Int8Array;
}

/** Reads and checks a terminal's parameters; compiles the pattern (MotifSyntaxError -> QueryError). */
export function compileSeqmotif(parameters: unknown): { matcher: MotifMatcher; sequenceType: SequenceType } {
  const p = parameters as Partial<Record<keyof SeqmotifParameters, unknown>> | undefined;
  if (!p || typeof p !== 'object') throw new QueryError('No parameters found for the seqmotif terminal');
  if (typeof p.value !== 'string') throw new QueryError('The seqmotif service needs a string value');
  const patternType = p.pattern_type ?? 'simple';
  const sequenceType = p.sequence_type ?? 'protein';
  if (!PATTERN_TYPES.includes(patternType as PatternType))
    throw new QueryError(`Unknown seqmotif pattern_type '${String(patternType)}' (simple, prosite or regex)`);
  if (!SEQUENCE_TYPES.includes(sequenceType as SequenceType))
    throw new QueryError(`Unknown seqmotif sequence_type '${String(sequenceType)}' (protein, dna or rna)`);
  try {
    return {
      matcher: new MotifMatcher(parseMotif(p.value, patternType as PatternType)),
      sequenceType: sequenceType as SequenceType,
    };
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
    if (!this.sequences) {
      const byType = new Map<SequenceType, StoredSequence[]>(SEQUENCE_TYPES.map((t) => [t, []]));
      const typeOf = new Map(Object.entries(POLYMER_TYPE).map(([k, v]) => [v, k as SequenceType]));
      const rows = this.index.db
        .prepare(
          `SELECT row, json_extract(body, '$.entity_poly.pdbx_seq_one_letter_code_can') AS seq,
                  json_extract(body, '$.entity_poly.rcsb_entity_polymer_type') AS type
             FROM doc WHERE type = 'polymer_entity' ORDER BY row`,
        )
        .raw()
        .iterate() as IterableIterator<[number, unknown, unknown]>;
      for (const [row, seq, type] of rows) {
        const sequenceType = typeof type === 'string' ? typeOf.get(type) : undefined;
        if (!sequenceType || typeof seq !== 'string') continue;
        byType.get(sequenceType)!.push({ row, residues: encodeSequence(seq.replace(/\s+/g, '')) });
      }
      this.sequences = byType;
    }
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
