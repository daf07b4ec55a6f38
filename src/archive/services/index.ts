// The services an archive answers beyond the built-in text ones, by service name.

import type { ArchiveIndex } from '../query/archive-index.ts';
import type { ExternalService } from '../query/evaluate.ts';
import { ChemicalService } from './chemical/service.ts';
import type { StructureFetcher } from './coordinates/file-source.ts';
import { StructureStore } from './coordinates/store.ts';
import { SeqmotifService } from './seqmotif/service.ts';
import { SequenceService, type SequenceEngineChoice } from './sequence/service.ts';
import { StrucmotifService } from './strucmotif/service.ts';
import { StructureService } from './structure/service.ts';

export interface ServiceOptions {
  /** Reads structure files named by URL (uploads included); without it such queries answer 400. */
  fetchStructure?: StructureFetcher;
  /** Sequence search engine: 'auto' (MMseqs2 when installed), 'builtin' or 'mmseqs'; default $PDB_SEQUENCE_ENGINE. */
  sequenceEngine?: SequenceEngineChoice;
}

export function archiveServices(
  index: ArchiveIndex,
  options: ServiceOptions = {},
): ReadonlyMap<string, ExternalService> {
  // both structure services read the same coordinates: decode each entry once
  const store = new StructureStore(index);
  return new Map<string, ExternalService>([
    ['seqmotif', new SeqmotifService(index)],
    ['sequence', new SequenceService(index, options.sequenceEngine ? { engine: options.sequenceEngine } : {})],
    ['chemical', new ChemicalService(index)],
    ['strucmotif', new StrucmotifService(index, { ...options, store })],
    ['structure', new StructureService(index, { ...options, store })],
  ]);
}
