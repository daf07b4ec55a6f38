// The `chemical` service: chemical components (mol_definition rows) by molecular formula or by
// a SMILES/InChI descriptor under one of the RCSB's match types (match-types.ts). The engine
// maps the rows to entries and entities through the components they contain.
//
// The parameters are checked here; the search runs in a worker thread (chemical-worker.ts) that
// holds RDKit and the library of target molecules, loaded when the server warms its services (or
// on the first chemical query) and kept. A search that breaks the worker (an RDKit exception,
// a crash, memory, the deadline) fails alone and the worker is replaced; searches run one at a
// time, in order.

import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService } from '../../query/evaluate.ts';
import type { ScoredRows } from '../../query/granularity.ts';
import { QueryError } from '../../query/query-error.ts';
import { JobWorker, JobWorkerError } from '../../workers/job-worker.ts';
import { readChemicalParameters, type ChemicalQuery } from './parameters.ts';

const CHEMICAL_WORKER = new URL('./chemical-worker.ts', import.meta.url);

/**
 * Longest a search may take. On the shared archive the slowest query of the benchmark's
 * thousands (every component as a substructure query) takes well under a second.
 */
export const CHEMICAL_DEADLINE_MS = 10_000;

export class ChemicalService implements ExternalService {
  /** The worker thread the searches run in (tests terminate it to see it replaced). */
  readonly worker: JobWorker<ChemicalQuery, Float64Array>;

  constructor(index: ArchiveIndex) {
    this.worker = new JobWorker(CHEMICAL_WORKER, {
      what: 'The chemical search',
      workerData: { indexFile: index.db.name },
      deadlineMs: CHEMICAL_DEADLINE_MS,
    });
  }

  warm(): Promise<void> {
    return this.worker.warm();
  }

  close(): Promise<void> {
    return this.worker.close();
  }

  async evaluate(parameters: unknown): Promise<ScoredRows> {
    const query = readChemicalParameters(parameters);
    let hits: Float64Array;
    try {
      hits = await this.worker.run(query);
    } catch (error) {
      // input RDKit refused, or a search over the deadline or memory: the user's to change
      if (error instanceof JobWorkerError && error.statusCode === 400) throw new QueryError(error.message);
      throw error;
    }
    const rows: Array<[number, number]> = [];
    for (let i = 0; i < hits.length; i += 2) rows.push([hits[i]!, hits[i + 1]!]);
    return rows;
  }
}
