// The `structure` service: chains or assemblies whose shape is similar to a query chain or
// assembly (an archive entry's, or one from a file by URL or upload), scored by TM-score.
//
// 1. Candidates: every chain (or assembly) of the archive is ranked by the distance of its
//    global shape descriptor (shape-descriptor.ts, precomputed at ingest) to the query's; those
//    too short to reach the cut-off are dropped without alignment (a TM-score normalised by the
//    query cannot exceed target length / query length), and for assemblies (compared as whole
//    shapes) and global similarity also those too long (query length / target length); the
//    MAX_CANDIDATES nearest shapes are kept, more in archives past 2,000 targets of a kind
//    (candidates.ts: slowly, by MAX_CANDIDATES again per doubling). The nearest shapes are found by a
//    vantage-point tree over the descriptors (shape-tree.ts), which visits a few hundred of them
//    whatever the archive's size and gives exactly the candidates of a scan of all of them.
// 2. Each candidate is aligned to the query with TM-align (tm-align.ts) in its -fast mode (but
//    threading at every offset), with USalign's screening idea: a candidate is given up once an
//    estimate of its TM-score falls below a fraction of the cut-off (screening.ts), and one
//    already clearly similar after the first initial alignment skips the other four
//    (CONFIDENT). Both are set from measurements on 1,600 candidate pairs of 40 archive queries
//    (see screenFactors); there a comparable schedule found exactly the hits of unscreened
//    alignment, with scores within 0.0003, in about a quarter of the time, and the tests compare
//    the service with exhaustive alignment. Two assemblies of several chains each are compared
//    chain by chain (complex-align.ts: independent of the order chains are listed in, and
//    cheaper than aligning whole assemblies).
//    Rigid copies (symmetry copies in one entry) are aligned once: TM-align is invariant under
//    rigid motions. Where the machine has a second core, two worker threads (align-pool.ts)
//    take the candidates one at a time, longest first, and the calling thread stays free.
// 3. Hits: the candidates with TM-score ≥ the cut-off (strict 0.5, relaxed 0.4, or
//    ptmscore_cutoff), at the requested return type (best TM-score per document), each with the
//    match context { tmscore }.
//
// The TM-score is normalised by the query's length (TM-align's score for the query); with
// similarity_type 'global' it is the smaller of the two normalisations (by the longer structure).
// Assembly traces (for the descriptor, and for TM-align when one side is a single chain) are the
// chains of the assembly under its operators, concatenated.

import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { StructureMatchContext } from '../../../model/types.ts';
import type { DocType } from '../../doc-types.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService, ServiceHits } from '../../query/evaluate.ts';
import { GranularityMapper } from '../../query/granularity.ts';
import { QueryError } from '../../query/query-error.ts';
import type { StructureFetcher } from '../coordinates/file-source.ts';
import { StructureStore } from '../coordinates/store.ts';
import { AlignPool, claimNext, newClaims } from './align-pool.ts';
import { type CaTrace } from '../../../model/structure-alignment/ca-trace.ts';
import { packChains, type ComplexTrace } from './ca-trace.ts';
import { candidates } from './candidates.ts';
import { ComplexAligner } from './complex-align.ts';
import { readStructureRequest, type StructureRequest } from './parameters.ts';
import { queryComplex } from './query-structure.ts';
import { alignOptions } from './screening.ts';
import { ShapeTable, shapeOf, type ShapeKind, type ShapeTarget } from './shape-index.ts';
import { Lru } from '../../../model/lru.ts';
import { TargetTraces } from './target-traces.ts';
import { TmAligner, type TmAlignOptions, type TmAlignResult } from '../../../model/structure-alignment/tm-align.ts';

/** Query results kept for repeated requests (paging and counts re-run the same query). */
const RESULT_CACHE_SIZE = 16;
/** Dynamic-programming cells the aligner keeps between queries (9 MB: two 3,000-residue traces). */
const KEPT_MATRIX_CELLS = 9_000_000;

export interface StructureServiceOptions {
  fetchStructure?: StructureFetcher;
  /** Shared with other structure services to decode each entry once. */
  store?: StructureStore;
  /** Size of the result cache (0 disables it, e.g. to time cold queries). */
  resultCache?: number;
  /**
   * Threads that align candidates (default: 2 where the machine has more than one core). More
   * than one: that many worker threads, and this thread (a server's event loop) stays free to
   * answer other requests; one: this thread alone.
   */
  alignThreads?: number;
  /**
   * How many descriptor-nearest shapes are aligned (default shortlistSize; Infinity aligns
   * every target the length cut leaves, as the recall bench's exhaustive reference does).
   */
  shortlist?: Partial<Record<ShapeKind, number>>;
}

export interface StructureHit {
  row: number;
  tmscore: number;
}

const round = (value: number): number => Math.round(value * 10000) / 10000;

export class StructureService implements ExternalService {
  readonly store: StructureStore;
  private readonly table: ShapeTable;
  private readonly aligner = new TmAligner();
  private readonly complexAligner = new ComplexAligner(this.aligner);
  private readonly mapper: GranularityMapper;
  private readonly traces: TargetTraces;
  private readonly results: Lru<string, StructureHit[]>;
  private readonly pool: AlignPool | undefined;

  constructor(
    index: ArchiveIndex,
    private readonly options: StructureServiceOptions = {},
  ) {
    this.store = options.store ?? new StructureStore(index);
    this.table = new ShapeTable(index.db);
    this.traces = new TargetTraces(this.table, (entryId) => this.store.get(entryId));
    this.mapper = new GranularityMapper(index);
    this.results = new Lru(options.resultCache ?? RESULT_CACHE_SIZE);
    const threads = Math.max(1, Math.floor(options.alignThreads ?? Math.min(2, availableParallelism())));
    const file = index.db.name;
    this.pool =
      threads > 1 && file && file !== ':memory:' ? new AlignPool(file, threads, KEPT_MATRIX_CELLS) : undefined;
  }

  /** Starts the worker threads now rather than at the first query; resolves when they can take work. */
  startWorkers(): Promise<void> {
    return this.pool?.whenReady() ?? Promise.resolve();
  }

  /** Starts the workers and loads the descriptors and their filter index (seconds at the PDB's size). */
  warm(): Promise<void> {
    // the workers start loading on their threads while this one reads the descriptors
    const started = this.startWorkers();
    if (this.table.available) this.table.set('chain');
    return started;
  }

  /** Stops the worker threads (idle ones never keep the process alive anyway). */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  // ------------------------------------------------------------------ the query structure

  /** The query's Cα trace, with its chains when it is an assembly. */
  queryComplex(request: StructureRequest): Promise<ComplexTrace> {
    return queryComplex(request, { store: this.store, fetchStructure: this.options.fetchStructure });
  }

  /** The query's Cα trace. */
  async queryTrace(request: StructureRequest): Promise<CaTrace> {
    return (await this.queryComplex(request)).trace;
  }

  // ------------------------------------------------------------------ targets

  /** A target's Cα trace (kept in a cache). */
  targetTrace(target: ShapeTarget): CaTrace | undefined {
    return this.targetComplex(target)?.trace;
  }

  /** A target's trace with its chains when it is an assembly (kept in a cache). */
  targetComplex(target: ShapeTarget): ComplexTrace | undefined {
    return this.traces.get(target);
  }

  /**
   * The targets worth aligning, nearest shape first: those of the shortlistSize nearest
   * shapes, a shape being a chain (assembly) with its rigid copies in the same entry.
   */
  candidates(query: CaTrace, kind: ShapeKind, request: StructureRequest): ShapeTarget[] {
    return candidates(this.table, query, kind, request, this.options.shortlist?.[kind]);
  }

  /** The targets scoring at least the cut-off, best first. */
  async search(parameters: unknown): Promise<StructureHit[]> {
    const request = readStructureRequest(parameters);
    if (!this.table.available)
      throw new QueryError(
        'The structure similarity index is missing from this archive; ingest it again to search by shape',
      );
    // files by URL (uploads are immutable) and inline data are kept too: paging repeats them
    const reference =
      request.reference.kind === 'file'
        ? { ...request.reference, bytes: createHash('sha256').update(request.reference.bytes).digest('hex') }
        : request.reference;
    const key = JSON.stringify([reference, request.targetSpace, request.cutoff, request.similarity, request.limit]);
    const cached = this.results.get(key);
    if (cached) return cached;

    const query = await this.queryComplex(request);
    const kind: ShapeKind = request.targetSpace === 'assembly' ? 'assembly' : 'chain';
    const global = request.similarity === 'global';
    // TM-align is invariant under rigid motions: a rigid copy scores as the chain it copies
    const candidates = this.candidates(query.trace, kind, request);
    const aligned = new Map<number, ShapeTarget>();
    for (const target of candidates) if (!aligned.has(shapeOf(target))) aligned.set(shapeOf(target), target);
    const shapes = [...aligned.values()];
    const results = await this.alignAll(query, shapes, alignOptions(request));
    const byShape = new Map(shapes.map((target, i) => [shapeOf(target), results[i]]));
    const hits: StructureHit[] = [];
    for (const target of candidates) {
      const result = byShape.get(shapeOf(target));
      if (!result || result.rejected) continue;
      const tmscore = round(global ? Math.min(result.tmQuery, result.tmTarget ?? 0) : result.tmQuery);
      if (tmscore >= request.cutoff) hits.push({ row: target.row, tmscore });
    }
    this.aligner.shrink(KEPT_MATRIX_CELLS);
    hits.sort((a, b) => b.tmscore - a.tmscore || a.row - b.row);
    const kept = request.limit !== undefined ? hits.slice(0, request.limit) : hits;
    this.results.set(key, kept);
    return kept;
  }

  private alignHere(query: ComplexTrace, target: ShapeTarget, options: TmAlignOptions): TmAlignResult | undefined {
    const complex = this.targetComplex(target);
    return complex ? this.complexAligner.align(query, complex, options) : undefined;
  }

  /**
   * Alignments of the query with each target. The ready workers take the targets one at a time,
   * longest first, so that the costliest alignments start early and the workers finish together;
   * this thread aligns only what no worker could (none ready yet, or one failed).
   */
  private async alignAll(
    query: ComplexTrace,
    targets: ShapeTarget[],
    options: TmAlignOptions,
  ): Promise<Array<TmAlignResult | undefined>> {
    // workers still loading report through the event loop: let their messages in
    if (this.pool && !this.pool.settled) {
      this.pool.ready();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const helpers = this.pool?.ready() ?? 0;
    const order = targets.map((_, i) => i).sort((a, b) => targets[b]!.residues - targets[a]!.residues || a - b);
    const ordered = order.map((i) => targets[i]!);
    const results = new Array<TmAlignResult | undefined>(targets.length);
    const done = new Uint8Array(targets.length);
    const claims = newClaims();
    const keys = ordered.map(({ row, kind, entryId, partId }) => ({ row, kind, entryId, partId }));
    const remote = Array.from({ length: helpers }, (_, h) =>
      this.pool!.run(h, query.trace.coords, packChains(query.chains), keys, options, claims).then(
        (answers) => {
          for (const [at, result] of answers) {
            results[order[at]!] = result ?? undefined;
            done[order[at]!] = 1;
          }
        },
        () => undefined, // what a failed worker took is aligned here below
      ),
    );
    if (helpers === 0) {
      for (let at = claimNext(claims); at < ordered.length; at = claimNext(claims)) {
        results[order[at]!] = this.alignHere(query, ordered[at]!, options);
        done[order[at]!] = 1;
      }
    }
    await Promise.all(remote);
    targets.forEach((target, i) => {
      if (!done[i]) results[i] = this.alignHere(query, target, options);
    });
    return results;
  }

  async evaluate(parameters: unknown, context: { returnType: DocType }): Promise<ServiceHits> {
    const hits = await this.search(parameters);
    // at the return type directly, so that the match contexts travel with the documents
    const best = new Map<number, number>();
    for (const hit of hits) {
      this.mapper.forEachTarget(hit.row, context.returnType, (row) => {
        if ((best.get(row) ?? -1) < hit.tmscore) best.set(row, hit.tmscore);
      });
    }
    return {
      rows: [...best],
      contexts: new Map([...best].map(([row, tmscore]): [number, StructureMatchContext[]] => [row, [{ tmscore }]])),
    };
  }
}
