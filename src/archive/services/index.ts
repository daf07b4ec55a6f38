// The services an archive answers beyond the built-in text ones, by service name.

import type { ArchiveIndex } from '../query/archive-index.ts';
import type { ExternalService } from '../query/evaluate.ts';
import { SeqmotifService } from './seqmotif/service.ts';

export function archiveServices(index: ArchiveIndex): ReadonlyMap<string, ExternalService> {
  return new Map<string, ExternalService>([['seqmotif', new SeqmotifService(index)]]);
}
