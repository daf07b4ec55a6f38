// How the results area changes the rows shown: the current request, changed, runs again through
// runSearch (nothing to do before the first search).

import type { SearchRequest } from '../model/types.ts';
import type { SearchActions } from './search-actions.ts';
import type { SearchState } from './state.ts';
import { plainCopy, withPaginate } from './request-options.ts';

export const DONE: Promise<void> = Promise.resolve();

export interface Rerun {
  /** Re-runs the current request after `change`; nothing to do before the first search. */
  rerunWith: (change: (request: SearchRequest) => SearchRequest, historyMode?: 'push' | 'replace') => Promise<void>;
  /** The request from its first page, at the current page size. */
  fromFirstPage: (request: SearchRequest) => SearchRequest;
}

export function createRerun(state: SearchState, search: SearchActions): Rerun {
  return {
    rerunWith(change, historyMode) {
      if (!state.request) return DONE;
      return search.runSearch(change(plainCopy(state.request)), historyMode ? { historyMode } : {});
    },
    fromFirstPage: (request) => withPaginate(request, { start: 0, rows: state.pager.rows }),
  };
}
