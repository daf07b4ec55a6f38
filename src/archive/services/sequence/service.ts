// The `sequence` service: polymer entities of the query's type whose sequence aligns with E ≤
// evalue_cutoff and identity ≥ identity_cutoff, scored by bit score, each with one match context
// (the best local alignment). The score is the bit score: higher is better as the engine wants,
// it does not depend on the archive's size, and it stays finite where an identical match's
// E-value underflows to 0 (so −log10 E would be infinite); within one query the E-value
// (K·m·n·e^(−λS), n the archive's residues) orders the hits exactly as the bit score does.
//
// Engines: MMseqs2 for protein queries when the binary and this index's MMseqs2 database are
// there (the database is built when the index is published, or on first use in the background
// while the built-in aligner answers; not for archives under MIN_MMSEQS_RESIDUES); the built-in
// aligner otherwise and for DNA and RNA, whose sequences are few and short enough that it aligns
// them all exactly in a few milliseconds.

import type { SequenceType } from '../../../model/types.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService, ServiceHits } from '../../query/evaluate.ts';
import { BuiltinAligner } from './builtin-engine.ts';
import type { SequenceHit, SequenceQuery } from './hits.ts';
import {
  MIN_MMSEQS_RESIDUES,
  MMSEQS_BINARY_ENV,
  buildMmseqsDatabase,
  findMmseqs,
  mmseqsDatabaseCurrent,
  mmseqsDirectory,
} from './mmseqs-database.ts';
import { searchMmseqs } from './mmseqs-search.ts';
import { readSequenceQuery } from './parameters.ts';
import type { SequenceSet } from './sequence-set.ts';
import { readSequenceSets } from './sequence-store.ts';

export type SequenceEngineChoice = 'auto' | 'builtin' | 'mmseqs';
export const SEQUENCE_ENGINE_ENV = 'PDB_SEQUENCE_ENGINE';
export const MMSEQS_MISSING = `${SEQUENCE_ENGINE_ENV}=mmseqs needs the mmseqs executable: install Debian's mmseqs2 package, put mmseqs on the PATH or set ${MMSEQS_BINARY_ENV}`;

export interface SequenceServiceOptions {
  /**
   * 'auto' (default): MMseqs2 when ready, else built-in; 'builtin': never MMseqs2; 'mmseqs':
   * protein queries wait for the MMseqs2 database (an error when the binary is missing).
   * Defaults to $PDB_SEQUENCE_ENGINE.
   */
  engine?: SequenceEngineChoice;
  /** The mmseqs executable; defaults to $PDB_MMSEQS_BINARY or `mmseqs` on the PATH. */
  mmseqsBinary?: string;
}

function engineFromEnv(): SequenceEngineChoice {
  const value = process.env[SEQUENCE_ENGINE_ENV];
  return value === 'builtin' || value === 'mmseqs' ? value : 'auto';
}

export class SequenceService implements ExternalService {
  readonly engine: SequenceEngineChoice;
  private readonly binary: string | undefined;
  private sets: Map<SequenceType, SequenceSet> | undefined;
  private readonly aligner = new BuiltinAligner(() => this.load());
  private mmseqsChecked: Promise<boolean> | undefined;
  private mmseqsBuilt: Promise<boolean> | undefined;
  private mmseqsAvailable = false;
  private warned = false;

  constructor(
    private readonly index: ArchiveIndex,
    options: SequenceServiceOptions = {},
  ) {
    this.engine = options.engine ?? engineFromEnv();
    this.binary = this.engine === 'builtin' ? undefined : (options.mmseqsBinary ?? findMmseqs());
    // a configuration error, refused at start-up rather than as a failure of every protein search
    if (this.engine === 'mmseqs' && !this.binary) throw new Error(MMSEQS_MISSING);
  }

  /** The entity sequences by type (read from the index's sequence_set table on first use). */
  warm(): void {
    this.load();
  }

  load(): ReadonlyMap<SequenceType, SequenceSet> {
    this.sets ??= readSequenceSets(this.index.db);
    return this.sets;
  }

  private get mmseqsDir(): string | undefined {
    const hash = this.index.metadata?.inputHash;
    return hash ? mmseqsDirectory(this.index.db.name, hash) : undefined;
  }

  /** Whether this index's MMseqs2 database is there; starts building it (once) when it is not. */
  private checkMmseqs(): Promise<boolean> {
    this.mmseqsChecked ??= (async () => {
      const dir = this.mmseqsDir;
      const set = this.load().get('protein');
      if (!this.binary || !dir || !set || set.size === 0) return false;
      if (await mmseqsDatabaseCurrent(dir, set)) return (this.mmseqsAvailable = true);
      if (this.engine === 'auto' && set.totalResidues < MIN_MMSEQS_RESIDUES) return false;
      this.mmseqsBuilt = buildMmseqsDatabase(this.binary, dir, set).then(
        (ready) => (this.mmseqsAvailable = ready),
        (error: unknown) => {
          this.warnOnce(
            `MMseqs2 database could not be built (${(error as Error).message}); using the built-in aligner`,
          );
          return false;
        },
      );
      return false;
    })();
    return this.mmseqsChecked;
  }

  /** Whether MMseqs2 can answer protein queries, waiting for a build in progress. */
  async prepareMmseqs(): Promise<boolean> {
    if (await this.checkMmseqs()) return true;
    return (await this.mmseqsBuilt) ?? false;
  }

  private warnOnce(message: string): void {
    if (!this.warned) console.warn(message);
    this.warned = true;
  }

  /** Which engine answers this query. */
  private async useMmseqs(query: SequenceQuery): Promise<boolean> {
    if (query.type !== 'protein' || !this.binary) {
      return false;
    }
    if (this.engine === 'mmseqs') return this.prepareMmseqs();
    return (await this.checkMmseqs()) || this.mmseqsAvailable;
  }

  async search(query: SequenceQuery): Promise<SequenceHit[]> {
    if (await this.useMmseqs(query)) {
      try {
        return await searchMmseqs(this.binary!, this.mmseqsDir!, query, this.load().get('protein')!);
      } catch (error) {
        if (this.engine === 'mmseqs') throw error;
        this.warnOnce(`MMseqs2 search failed (${(error as Error).message}); using the built-in aligner`);
        // do not try again for every query
        this.mmseqsChecked = Promise.resolve(false);
        this.mmseqsAvailable = false;
      }
    }
    return this.aligner.search(query);
  }

  async evaluate(parameters: unknown): Promise<ServiceHits> {
    const hits = await this.search(readSequenceQuery(parameters));
    return {
      rows: hits.map((h): [number, number] => [h.row, h.context.bitscore]),
      contexts: new Map(hits.map((h) => [h.row, [h.context]])),
    };
  }
}
