// The `structure` service: chains or assemblies whose shape is similar to a query chain or
// assembly (an archive entry's, or one from a file by URL or upload), scored by TM-score.
//
// 1. Candidates: every chain (or assembly) of the archive is ranked by the distance of its
//    global shape descriptor (shape-descriptor.ts, precomputed at ingest) to the query's; those
//    too short to reach the cut-off are dropped without alignment (a TM-score normalised by the
//    query cannot exceed target length / query length), and for assemblies (compared as whole
//    shapes) and global similarity also those too long (query length / target length); the
//    MAX_CANDIDATES nearest shapes are kept.
// 2. Each candidate is aligned to the query with TM-align (tm-align.ts) in its -fast mode (but
//    threading at every offset), with USalign's screening idea: a candidate is given up once an
//    estimate of its TM-score falls below a fraction of the cut-off (screenFactors), and one
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
import { MESSAGE_TEMPLATES } from '../../../model/constants.ts';
import type { StructureMatchContext } from '../../../model/types.ts';
import type { DocType } from '../../ingest/documents.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService, ServiceHits } from '../../query/evaluate.ts';
import { GranularityMapper } from '../../query/granularity.ts';
import { QueryError } from '../../query/query-error.ts';
import { IDENTITY } from '../../images/assembly.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { structureFromFile, type StructureFetcher } from '../coordinates/file-source.ts';
import { StructureStore } from '../coordinates/store.ts';
import { AlignPool, claimNext, newClaims } from './align-pool.ts';
import {
  assemblyChains,
  assemblyParts,
  caTrace,
  chainCaCoords,
  complexOf,
  packChains,
  type CaTrace,
  type ComplexTrace,
} from './ca-trace.ts';
import { ComplexAligner } from './complex-align.ts';
import { readStructureRequest, type StructureReference, type StructureRequest } from './parameters.ts';
import { structureFromPdb } from './pdb-file.ts';
import { DESCRIPTOR_LENGTH, descriptorDistance, shapeDescriptor } from './shape-descriptor.ts';
import {
  MAX_ASSEMBLY_RESIDUES,
  MIN_CHAIN_RESIDUES,
  ShapeTable,
  type ShapeKind,
  type ShapeTarget,
} from './shape-index.ts';
import { Lru, TargetTraces } from './target-traces.ts';
import { TmAligner, USALIGN_CUTOFF_FACTORS, type TmAlignOptions, type TmAlignResult } from './tm-align.ts';

/**
 * How many descriptor-nearest shapes (a chain or assembly with its rigid copies) are aligned.
 * Chains: 30 holds every globin of the archive for a globin query (17 shapes, ranks 0–16) and
 * every trypsin-like protease for trypsin (13), at ~2–15 ms per alignment here. On 40 archive
 * queries the nearest 30 shapes held nearly all strict hits of ordinary proteins; what they miss
 * are the hundreds of "hits" of short helical peptides (a helix lies in every helical protein),
 * and domains inside much larger proteins, which a global shape ranks low. Assemblies are
 * longer (median ~360 residues; TM-align is quadratic in length), so fewer.
 */
export const MAX_CANDIDATES: Readonly<Record<ShapeKind, number>> = { chain: 30, assembly: 12 };
/**
 * Screening schedules: after each initial alignment (and before the final search) a candidate
 * is given up when the estimate of its TM-score is below factor × cut-off. The estimate
 * approaches the final score stage by stage, more slowly for weaker pairs; on 1,600 candidate
 * pairs of 40 archive queries the lowest estimate/final ratios per stage were 0.79, 0.91, 0.91,
 * 0.91, 0.97, 0.97 for pairs ending ≥ 0.5 and 0.58, 0.58, 0.86, 0.91, 0.91, 0.91 for pairs
 * ending ≥ 0.4. These schedules keep a margin below those; weaker cut-offs (ptmscore_cutoff)
 * use USalign's own -TMcut schedule.
 */
export function screenFactors(cutoff: number): readonly number[] {
  if (cutoff >= 0.5) return [0.7, 0.8, 0.8, 0.8, 0.85, 0.85];
  if (cutoff >= 0.4) return [0.5, 0.5, 0.75, 0.8, 0.8, 0.8];
  return USALIGN_CUTOFF_FACTORS;
}
/** First-stage estimate above which the other initial alignments are skipped. */
export const CONFIDENT = 0.8;
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

  warm(): Promise<void> {
    return this.startWorkers();
  }

  /** Stops the worker threads (idle ones never keep the process alive anyway). */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  // ------------------------------------------------------------------ the query structure

  private async referenceStructure(reference: StructureReference): Promise<EntryStructure> {
    if (reference.kind === 'entry') {
      const structure = this.store.get(reference.entryId);
      if (!structure) throw new QueryError(MESSAGE_TEMPLATES.noDataForEntry(reference.entryId));
      return structure;
    }
    let bytes: Uint8Array;
    let label: string;
    if (reference.kind === 'url') {
      const fetcher = this.options.fetchStructure;
      if (!fetcher) throw new QueryError('Structures by URL are not available in this archive');
      try {
        bytes = await fetcher(reference.url);
      } catch (error) {
        throw new QueryError(`The structure file could not be fetched: ${(error as Error).message}`);
      }
      label = reference.url;
    } else {
      bytes = reference.bytes;
      label = 'upload';
    }
    return reference.format === 'pdb' ? structureFromPdb(bytes, label) : structureFromFile(bytes, label);
  }

  private chainQuery(structure: EntryStructure, asymId: string): ComplexTrace {
    const chain = structure.chains.find((c) => c.asymId === asymId);
    const name = `entry ${structure.entryId}`;
    if (!chain) {
      const known = structure.chains.map((c) => c.asymId).join(', ');
      throw new QueryError(`Chain ${asymId} not found in ${name}${known ? ` (its polymer chains: ${known})` : ''}`);
    }
    const coords = chainCaCoords(chain);
    if (coords.length / 3 < MIN_CHAIN_RESIDUES) {
      throw new QueryError(
        `Chain ${asymId} of ${name} has ${coords.length / 3} residues with a Cα atom; structure similarity compares protein chains of at least ${MIN_CHAIN_RESIDUES}`,
      );
    }
    return { trace: caTrace(coords), chains: [] };
  }

  private assemblyQuery(structure: EntryStructure, assemblyId: string): ComplexTrace {
    const parts = assemblyParts(structure, assemblyId);
    if (!parts) {
      const known = [...new Set(structure.assemblies.map((a) => a.assemblyId))].join(', ');
      throw new QueryError(
        `Assembly ${assemblyId} not found in entry ${structure.entryId}${known ? ` (its assemblies: ${known})` : ''}`,
      );
    }
    const chains = assemblyChains(structure, parts);
    const length = chains.reduce((sum, chain) => sum + chain.trace.length, 0);
    if (length > MAX_ASSEMBLY_RESIDUES) {
      throw new QueryError(
        `Assembly ${assemblyId} of entry ${structure.entryId} has ${length} residues; structure similarity compares assemblies of up to ${MAX_ASSEMBLY_RESIDUES}`,
      );
    }
    if (length < MIN_CHAIN_RESIDUES)
      throw new QueryError(`Assembly ${assemblyId} of entry ${structure.entryId} has no protein chains to compare`);
    return complexOf(chains);
  }

  /** A file's first protein chain (for chain targets) or all its protein chains (for assemblies). */
  private wholeQuery(structure: EntryStructure, asChains: boolean): ComplexTrace {
    const proteins = assemblyChains(
      structure,
      structure.chains.map((chain) => ({ asymId: chain.asymId, operator: IDENTITY })),
    ).filter((chain) => chain.trace.length >= MIN_CHAIN_RESIDUES);
    const first = proteins[0];
    if (!first)
      throw new QueryError(
        `The structure file has no protein chain of at least ${MIN_CHAIN_RESIDUES} residues with Cα atoms`,
      );
    if (asChains) return { trace: first.trace, chains: [] };
    const complex = complexOf(proteins);
    if (complex.trace.length > MAX_ASSEMBLY_RESIDUES)
      throw new QueryError(
        `The structure file has ${complex.trace.length} residues; structure similarity compares assemblies of up to ${MAX_ASSEMBLY_RESIDUES}`,
      );
    return complex;
  }

  /** The query's Cα trace, with its chains when it is an assembly. */
  async queryComplex(request: StructureRequest): Promise<ComplexTrace> {
    const reference = request.reference;
    const structure = await this.referenceStructure(reference);
    const selection = reference.selection;
    if ('asymId' in selection) return this.chainQuery(structure, selection.asymId);
    if ('assemblyId' in selection) {
      if (reference.kind !== 'entry' && structure.assemblies.length === 0) {
        throw new QueryError(
          `The structure file defines no assemblies; give asym_id instead of assembly_id ${selection.assemblyId}`,
        );
      }
      return this.assemblyQuery(structure, selection.assemblyId);
    }
    if ('firstAssembly' in selection) {
      const first = structure.assemblies[0]?.assemblyId;
      return first !== undefined ? this.assemblyQuery(structure, first) : this.wholeQuery(structure, false);
    }
    return this.wholeQuery(structure, request.targetSpace === 'polymer_entity_instance');
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
   * The targets worth aligning, nearest shape first: those of the MAX_CANDIDATES nearest
   * shapes, a shape being a chain (assembly) with its rigid copies in the same entry.
   */
  candidates(query: CaTrace, kind: ShapeKind, request: StructureRequest): ShapeTarget[] {
    const { targets, descriptors } = this.table.set(kind);
    const descriptor = shapeDescriptor(query.coords, query.sec);
    const global = request.similarity === 'global';
    const ranked: Array<{ target: ShapeTarget; distance: number }> = [];
    targets.forEach((target, i) => {
      // a TM-score normalised by the query is at most (target length / query length)
      if (target.residues < request.cutoff * query.length) return;
      // global similarity, and assemblies (compared as wholes, as shape searches do): the query
      // cannot cover more than (query length / target length) of a target either
      if ((global || kind === 'assembly') && query.length < request.cutoff * target.residues) return;
      ranked.push({ target, distance: descriptorDistance(descriptor, 0, descriptors, i * DESCRIPTOR_LENGTH) });
    });
    ranked.sort((a, b) => a.distance - b.distance || a.target.row - b.target.row);
    const shapes = new Set<number>();
    const chosen: ShapeTarget[] = [];
    for (const { target } of ranked) {
      const shape = target.copyOf ?? target.row;
      if (!shapes.has(shape)) {
        if (shapes.size >= MAX_CANDIDATES[kind]) continue;
        shapes.add(shape);
      }
      chosen.push(target);
    }
    return chosen;
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
    const shapeOf = (target: ShapeTarget): number => target.copyOf ?? target.row;
    const aligned = new Map<number, ShapeTarget>();
    for (const target of candidates) if (!aligned.has(shapeOf(target))) aligned.set(shapeOf(target), target);
    const shapes = [...aligned.values()];
    const results = await this.alignAll(query, shapes, this.alignOptions(request));
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

  private alignOptions(request: StructureRequest): TmAlignOptions {
    return {
      fast: true,
      everyOffset: true,
      cutoff: request.cutoff,
      cutoffFactors: screenFactors(request.cutoff),
      confident: CONFIDENT,
      normaliseByTarget: request.similarity === 'global',
    };
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
