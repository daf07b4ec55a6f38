// How the results area changes the rows shown: the current request, changed, runs again through
// runSearch (nothing to do before the first search). createResultsActions defines both functions
// once and hands them to each job's actions.

import type { SearchRequest } from '../model/types.ts';

export const DONE: Promise<void> = Promise.resolve();

/** Re-runs the current request after `change`; nothing to do before the first search. */
export type RerunWith = (
  change: (request: SearchRequest) => SearchRequest,
  historyMode?: 'push' | 'replace',
) => Promise<void>;

/** The request from its first page, at the current page size. */
export type FromFirstPage = (request: SearchRequest) => SearchRequest;
