// What crosses between the pool and a search worker: its start-up data, the job, and its outcome
// as plain data.
// A refused query or an error meant for the client comes back as an outcome, not a thrown
// error, so the worker stays (JobWorker retires a worker whose job throws).

import { QueryError } from '../../../../archive/query/query-error.ts';
import type { ValidatedRequest } from '../../../../model/types.ts';
import type { PairwiseAlignment } from '../../../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../../../model/viewer-request.ts';
import type { SearchResponse as EngineResponse } from '../../../../archive/query/search-response.ts';
import type { ColumnSnapshot } from '../../../../archive/query/shared-columns.ts';
import type { DocumentGraph } from '../../../../archive/query/document-graph.ts';
import { ClientError } from '../../../errors.ts';
import type { SearchViewInput } from '../../types.ts';
import type { EncodedJson, JsonEncoding } from '../../../search-runner/encoded-json.ts';

/** What the main thread read of the index for every search thread: typed arrays in shared memory. */
export interface SharedArchive {
  graph: DocumentGraph;
  /** Absent while the main thread builds them: they follow in a message (search-worker.ts). */
  columns?: ColumnSnapshot[];
}

/** What a search worker starts with (its workerData). */
export interface SearchWorkerData {
  indexFile: string;
  sourceDir: string;
  shared?: SharedArchive;
  /** text: full-text and attribute searches; costly: searches that use a costly service. */
  role: 'text' | 'costly';
  /** Nice increment of this thread and what it starts (mmseqs, RDKit and alignment threads). */
  nice: number;
}

export type SearchJob =
  | { kind: 'view'; input: SearchViewInput; encoding: JsonEncoding }
  | { kind: 'api'; request: ValidatedRequest; encoding: JsonEncoding }
  | { kind: 'engine'; request: ValidatedRequest }
  | { kind: 'align'; query: ChainRef; target: ChainRef };

/** A job as the pool sends it: with this server's origins (ServerOrigins), which the workers' structure services read. */
export type PooledJob = SearchJob & { serverOrigins: readonly string[] };

export type SearchOutcome =
  | { ok: true; value: EncodedJson | EngineResponse | PairwiseAlignment | undefined }
  /** query: a QueryError (its callers word it); otherwise an error with this HTTP status. */
  | { ok: false; query: boolean; status: number; message: string };

/** The outcome of an error a search threw; undefined for an unexpected one (a bug, a broken library). */
export function failedOutcome(error: unknown): SearchOutcome | undefined {
  if (error instanceof QueryError) return { ok: false, query: true, status: 400, message: error.message };
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 600)
    return { ok: false, query: false, status, message: error.message };
  return undefined;
}

/** The error a failed outcome stands for, as the inline runner would have thrown it. */
export function outcomeError(outcome: Extract<SearchOutcome, { ok: false }>): Error {
  if (outcome.query) return new QueryError(outcome.message);
  if (outcome.status < 500) return new ClientError(outcome.status, outcome.message);
  return Object.assign(new Error(outcome.message), { statusCode: outcome.status });
}
