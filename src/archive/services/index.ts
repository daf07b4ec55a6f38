// The services an archive answers beyond the built-in text ones, by service name.

import type { ArchiveIndex } from '../query/archive-index.ts';
import type { ExternalService } from '../query/evaluate.ts';
import type { StructureFetcher } from './coordinates/file-source.ts';
import { SeqmotifService } from './seqmotif/service.ts';

export interface ServiceOptions {
  /** Reads structure files named by URL (uploads included); without it such queries answer 400. */
  fetchStructure?: StructureFetcher;
}

export function archiveServices(index: ArchiveIndex, _options: ServiceOptions = {}): ReadonlyMap<string, ExternalService> {
  return new Map<string, ExternalService>([['seqmotif', new SeqmotifService(index)]]);
}
