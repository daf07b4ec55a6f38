// The services' ingest hooks, in the order they run.

import { entryStructureIngest } from './coordinates/store.ts';
import type { ServiceIngest } from './ingest-hooks.ts';

export function serviceIngests(): ServiceIngest[] {
  return [entryStructureIngest()];
}
