// A search response goes into the state whole and is only ever replaced, never edited. valtio
// would wrap every object of it in a proxy (a 100-row response is thousands of them) and rebuild
// frozen snapshots of them on each change: that was most of the time from response to paint.
// ref() keeps it out of the proxy; freezing keeps the promise that nobody
// edits it in place, so components may compare its parts by identity.

import { ref } from 'valtio/vanilla';
import type { SearchResults } from './state.ts';

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** The response as the state keeps it: frozen and outside valtio's proxies. */
export function responseRef(results: SearchResults): SearchResults {
  deepFreeze(results);
  return ref(results);
}
