// How the routes run a search: one interface, two ways. Inline runs it on the calling thread (the
// tests' default, and `SEARCH_WORKERS=0`); the pool (search-pool.ts) runs it in worker threads
// that each hold the archive open, so the event loop only reads requests and writes answers.

import type { ValidatedRequest } from '../../../../model/types.ts';
import type { SearchResponse as EngineResponse } from '../../../../archive/query/search-response.ts';
import type { SearchViewInput } from '../../types.ts';
import { answerSearchViewFromArchive } from '../search-data/answer-search.ts';
import { encodeJson, type EncodedJson, type JsonEncoding } from '../../../search-runner/encoded-json.ts';
import { alignOnArchive, type SearchParts } from './search-parts.ts';
import type { PairwiseAlignment } from '../../../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../../../model/viewer-request.ts';

export interface SearchRunner {
  /**
   * POST /search/data's answer for a search view or a count, as the UI reads it, encoded with
   * `encoding` or sent as it is (the runner may leave compression to the app).
   */
  view(input: SearchViewInput, encoding: JsonEncoding): Promise<EncodedJson>;
  /** The Search API v2 answer; undefined when nothing matched (the API's 204). */
  api(request: ValidatedRequest, encoding: JsonEncoding): Promise<EncodedJson | undefined>;
  /** The engine's answer; a refused query rejects with a QueryError. */
  engine(request: ValidatedRequest): Promise<EngineResponse>;
  /** The pairwise TM-align of two chains (the alignment view); a chain it cannot align rejects with a QueryError. */
  align(query: ChainRef, target: ChainRef): Promise<PairwiseAlignment>;
  /** Loads what the first searches would wait for; resolves with the seconds it took. */
  warm(): Promise<number>;
  close(): Promise<void>;
}

/** The answer of a Search API v2 request, serialized; undefined when nothing matched. */
export async function apiAnswer(
  archive: SearchParts,
  request: ValidatedRequest,
  encoding: JsonEncoding,
): Promise<EncodedJson | undefined> {
  const response = await archive.search.search(request);
  return response.total_count === 0 ? undefined : encodeJson(wireResponse(response), encoding);
}

/** The engine's answer in the Search API's terms: group items without what only /search/data reads. */
function wireResponse(response: EngineResponse): EngineResponse {
  if (!response.group_set) return response;
  return {
    ...response,
    group_set: response.group_set.map((group) => {
      if (typeof group === 'string') return group;
      const { members_in_archive: _inArchive, ...wire } = group;
      return wire;
    }),
  };
}

/** Runs searches on the archive in this thread; the app's compression plugin compresses. */
export function inlineRunner(archive: SearchParts): SearchRunner {
  return {
    view: async (input) => encodeJson(await answerSearchViewFromArchive(archive, input), 'identity'),
    api: (request) => apiAnswer(archive, request, 'identity'),
    engine: (request) => archive.search.search(request),
    align: async (query, target) => alignOnArchive(archive, query, target),
    warm: async () => {
      const started = performance.now();
      // a service that loads on a thread of its own (chemical) does so while this one loads the rest
      await Promise.all([...archive.services.values()].map(async (service) => service.warm?.()));
      return (performance.now() - started) / 1000;
    },
    close: async () => archive.search.close(),
  };
}
