// The services' ingest hooks, in the order they run.

import { entryStructureIngest } from './coordinates/store.ts';
import type { ServiceIngest } from './ingest-hooks.ts';
import { sequenceIngest } from './sequence/ingest.ts';
import { strucmotifIngest } from './strucmotif/index-build.ts';
import { structureShapeIngest } from './structure/shape-index.ts';

export function serviceIngests(): ServiceIngest[] {
  // strucmotif reads the coordinates table, so it runs after the coordinates hook
  return [entryStructureIngest(), strucmotifIngest(), sequenceIngest(), structureShapeIngest()];
}
