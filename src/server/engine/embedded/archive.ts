import { ArchiveIndex } from '../../../archive/query/archive-index.ts';
import type { ReturnType } from '../../../model/types.ts';
import type { ExternalService } from '../../../archive/query/evaluate.ts';
import { ArchiveSearch } from '../../../archive/query/search.ts';
import {
  readStartupSnapshot,
  startupSnapshotFile,
  writeStartupSnapshot,
  type StartupState,
} from '../../../archive/query/startup-snapshot.ts';
import { archiveServices } from '../../../archive/services/index.ts';
import { resolveSourceDir, resolveIndexFile } from '../../../archive/config.ts';
import { checkIndexFreshness, ingest } from '../../../archive/ingest.ts';
import { formatSummary, progressReporter } from '../../../archive/cli.ts';
import { defaultFacets } from '../../../model/search-data/default-facets.ts';
import { archiveFacetAttributes } from './search-data/facet-attributes.ts';
import { inlineRunner } from './search-runner/runner.ts';
import { embeddedEngine, type EmbeddedEngine } from './embedded-engine.ts';
import type { SearchPoolConfig } from '../../config.ts';
import type { SharedArchive } from './search-runner/search-job.ts';
import { SearchPool } from './search-runner/search-pool.ts';
import { structureFetcher } from './upload/structure-fetcher.ts';
import { ServerOrigins } from './upload/server-origins.ts';

export interface OpenOptions {
  /** Run searches in a pool of worker threads (undefined: on this thread). */
  pool?: SearchPoolConfig;
  /** The document graph and startup columns the main thread read (a search worker's): adopted, not read again. */
  shared?: SharedArchive;
}

/**
 * The in-memory columns the UI's first requests need: the refinement facets of the entry and
 * polymer entity results and the release-date sort. Loaded at start-up so no user waits for
 * them (about a second per return type on 200,000 entries; milliseconds on the shared archive).
 */
function startupColumns(index: ArchiveIndex): Array<{ attribute: string; returnType: ReturnType }> {
  return (['entry', 'polymer_entity'] as const).flatMap((returnType) =>
    [
      ...new Set([
        ...defaultFacets(archiveFacetAttributes(index), returnType).map((f) => f.attribute),
        'rcsb_accession_info.initial_release_date',
      ]),
    ].map((attribute) => ({
      attribute,
      returnType,
    })),
  );
}

/** An archive whose searches run on this thread, over the index and services given. */
export function inlineServerArchive(
  index: ArchiveIndex,
  services: ReadonlyMap<string, ExternalService>,
  sourceDir: string,
): EmbeddedEngine {
  const search = new ArchiveSearch(index, { services });
  const parts = { index, search, services, sourceDir };
  const runner = inlineRunner(parts);
  return embeddedEngine(parts, runner, { warmServices: () => runner.warm(), close: () => runner.close() });
}

/**
 * The startup columns in `search`: adopted from the stored start-up state when it holds them,
 * else built, and the state stored for the next start.
 */
function readyStartupColumns(indexFile: string, search: ArchiveSearch, stored: StartupState | undefined): void {
  const wanted = startupColumns(search.index);
  const columnSet = JSON.stringify(wanted);
  if (stored?.columnSet === columnSet) return search.adoptColumns(stored.columns);
  search.warm(wanted);
  const written = writeStartupSnapshot(indexFile, {
    graph: search.index.graph,
    columns: search.columnSnapshot(),
    columnSet,
  });
  if (written !== true)
    console.warn(`The start-up state was not stored in ${startupSnapshotFile(indexFile)}: ${written.unwritten}`);
}

export function openServerArchive(indexFile: string, sourceDir: string, options: OpenOptions = {}): EmbeddedEngine {
  // a worker adopts what the main thread read; the main thread reads the stored start-up state
  const stored = options.shared ? undefined : readStartupSnapshot(indexFile);
  const index = new ArchiveIndex(indexFile, options.shared?.graph ?? stored?.graph);
  const origins = new ServerOrigins();
  const services = archiveServices(index, { fetchStructure: structureFetcher({ archiveDir: sourceDir, origins }) });
  const inline = inlineServerArchive(index, services, sourceDir);
  const servesAt = (named: readonly string[]) => origins.add(named);
  if (options.shared?.columns) inline.search.adoptColumns(options.shared.columns);
  else if (!options.shared && !options.pool) readyStartupColumns(indexFile, inline.search, stored);
  if (!options.pool) return Object.assign(inline, { servesAt });
  // the workers search on this thread's document graph and columns (shared memory, one copy);
  // this thread keeps the index for lookups, files and reports' rows
  const shared: SharedArchive = { graph: index.graph };
  const runner = new SearchPool({ indexFile, sourceDir, shared }, options.pool, origins);
  // they start, and the costly one warms its services, while this thread reads or builds the
  // columns (seconds each at 200,000 entries); a worker that fails to start fails warmServices again
  runner.warm().catch(() => undefined);
  readyStartupColumns(indexFile, inline.search, stored);
  runner.shareColumns(inline.search.columnSnapshot());
  return embeddedEngine(inline, runner, {
    warmServices: () => runner.warm(),
    servesAt,
    close: async () => {
      await runner.close();
      await inline.close();
    },
  });
}

/**
 * `npm start`'s first step: ingest the archive when the index is missing or stale (showing the
 * progress), then open it. A fresh index opens at once.
 */
export async function prepareServerArchive(
  options: OpenOptions & { source?: string; indexFile?: string; log?: (line: string) => void } = {},
): Promise<EmbeddedEngine> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const source = resolveSourceDir(options.source);
  const indexFile = resolveIndexFile(options.indexFile);
  const freshness = checkIndexFreshness(source, indexFile);
  if (!freshness.fresh) {
    log(`Ingesting the archive from ${source} (${freshness.reason})...`);
    const progress = progressReporter();
    try {
      const summary = await ingest({ source, out: indexFile, onProgress: progress.update });
      progress.stop();
      log(formatSummary(summary));
    } catch (error) {
      progress.stop();
      throw error;
    }
  }
  return openServerArchive(indexFile, source, options);
}
