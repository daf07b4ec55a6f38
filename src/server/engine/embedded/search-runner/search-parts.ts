// What a search runs on, on whichever thread runs it. Its own module, below the runners, the
// answer of /search/data and the server's archive, which all name it.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { ExternalService } from '../../../../archive/query/evaluate.ts';
import { QueryError } from '../../../../archive/query/query-error.ts';
import type { ArchiveSearch } from '../../../../archive/query/search.ts';
import { alignArchiveChains } from '../../../../archive/services/structure/pairwise-chains.ts';
import { StructureService } from '../../../../archive/services/structure/service.ts';
import type { PairwiseAlignment } from '../../../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../../../model/viewer-request.ts';

/** The engine, the index it runs on, and the external services its queries call. */
export interface SearchParts {
  index: ArchiveIndex;
  search: ArchiveSearch;
  services: ReadonlyMap<string, ExternalService>;
}

/** The alignment view's TM-align of two chains, on the coordinates the structure service reads. */
export function alignOnArchive(parts: SearchParts, query: ChainRef, target: ChainRef): PairwiseAlignment {
  const service = parts.services.get('structure');
  if (!(service instanceof StructureService)) throw new QueryError('This archive holds no coordinates to align');
  return alignArchiveChains(service.store, query, target);
}
