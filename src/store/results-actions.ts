// What the results area does with the current search, gathered by job: which rows and in what
// order (results-order-actions.ts), refinements, row selection and the views. Anything that
// changes which rows are shown re-runs the current request through runSearch.

import type { SearchRequest } from '../model/types.ts';
import type { ActionContext } from './action-context.ts';
import type { SearchActions } from './search-actions.ts';
import { plainCopy, withPaginate } from './request-options.ts';
import { DONE } from './results-rerun.ts';
import { createOrderActions } from './results-order-actions.ts';
import { createRefinementActions } from './results-refinement-actions.ts';
import { createSelectionActions } from './results-selection.ts';
import { createViewActions } from './results-view-actions.ts';

export function createResultsActions(ctx: ActionContext, search: SearchActions) {
  const { state } = ctx;

  function rerunWith(
    change: (request: SearchRequest) => SearchRequest,
    historyMode?: 'push' | 'replace',
  ): Promise<void> {
    if (!state.request) return DONE;
    return search.runSearch(change(plainCopy(state.request)), historyMode ? { historyMode } : {});
  }

  const fromFirstPage = (request: SearchRequest): SearchRequest =>
    withPaginate(request, { start: 0, rows: state.pager.rows });

  return {
    ...createOrderActions(state, rerunWith, fromFirstPage),
    ...createRefinementActions(state, search, rerunWith, fromFirstPage),
    ...createSelectionActions(state),
    ...createViewActions(state, search, rerunWith),
  };
}

export type ResultsActions = ReturnType<typeof createResultsActions>;
