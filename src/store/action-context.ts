// What every group of actions shares: the proxied state, the outside world, and bookkeeping that
// must stay out of the proxy (controllers are not data, and tracking them would re-render views).

import type { SearchState } from './state.ts';
import type { ResolvedDeps } from './deps.ts';

export interface StoreRuntime {
  /** The search in flight; aborted when the next one starts. */
  searchController: AbortController | null;
  /** The latest search started, to join when it is asked for again before it answers. */
  searchInFlight: { key: string; done: Promise<void> } | null;
  /** Increases with every search, so an answer can tell whether it is still the latest. */
  searchSeq: number;
  /** One count in flight per target (a builder section, the whole builder, a request). */
  countControllers: Map<string, AbortController>;
  /** Removes the popstate listener while URL sync is on. */
  stopUrlSync: (() => void) | null;
  /** A search cut short by dispose (the element left the page), run again by resume. */
  interrupted: boolean;
}

export interface ActionContext {
  state: SearchState;
  deps: ResolvedDeps;
  runtime: StoreRuntime;
}

export function createRuntime(): StoreRuntime {
  return {
    searchController: null,
    searchInFlight: null,
    searchSeq: 0,
    countControllers: new Map(),
    stopUrlSync: null,
    interrupted: false,
  };
}
