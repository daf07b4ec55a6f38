// What every service benchmark gets: the shared archive's index and its services.

import type { ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import type { ExternalService } from '../../src/archive/query/evaluate.ts';

export interface ServiceBenchContext {
  index: ArchiveIndex;
  services: ReadonlyMap<string, ExternalService>;
  indexFile: string;
}
