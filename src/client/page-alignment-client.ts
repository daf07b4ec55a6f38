// Browser-direct mode's pairwise alignment call (page-alignment.ts), kept out of the initial load:
// its module (and the worker it starts) loads when an alignment view first opens.

import type { alignInPage } from './page-alignment.ts';

export function createPageAlignmentClient(): { pairwiseAlignment: typeof alignInPage } {
  return {
    pairwiseAlignment: (...args) => import('./page-alignment.ts').then((m) => m.alignInPage(...args)),
  };
}
