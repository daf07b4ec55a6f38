// What a search runs on, on whichever thread runs it. Its own module, below the runners, the
// answer of /search/data and the server's archive, which all name it.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { ExternalService } from '../../../../archive/query/evaluate.ts';
import type { ArchiveSearch } from '../../../../archive/query/search.ts';

/** The engine, the index it runs on, and the external services its queries call. */
export interface SearchParts {
  index: ArchiveIndex;
  search: ArchiveSearch;
  services: ReadonlyMap<string, ExternalService>;
}
