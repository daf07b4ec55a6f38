// What the results area does with the current search, gathered by job: which rows and in what
// order (results-order-actions.ts), refinements, row selection and the views. Anything that
// changes which rows are shown re-runs the current request through runSearch (results-rerun.ts).

import type { ReturnType as ResultReturnType, TabularReportState } from '../model/types.ts';
import type { ActionContext } from './action-context.ts';
import type { SearchActions } from './search-actions.ts';
import { createRerun } from './results-rerun.ts';
import { createOrderActions, resetCounts, setIncludeCsm, setReturnType } from './results-order-actions.ts';
import { createRefinementActions, showMoreRefinements, toggleRefinement } from './results-refinement-actions.ts';
import { checkDownloadSelection, clearSelection, toggleSelectAll, toggleSelected } from './results-selection.ts';
import { createViewActions, setTabularReport } from './results-view-actions.ts';

export function createResultsActions(ctx: ActionContext, search: SearchActions) {
  const { state } = ctx;
  const rerun = createRerun(state, search);

  return {
    ...createOrderActions(state, rerun),
    setReturnType: (returnType: ResultReturnType): void => setReturnType(state, returnType),
    setIncludeCsm: (includeCsm: boolean): void => setIncludeCsm(state, includeCsm),
    resetCounts: (): void => resetCounts(state),

    ...createRefinementActions(state, search, rerun),
    toggleRefinement: (facetName: string, label: string): void => toggleRefinement(state, facetName, label),
    showMoreRefinements: (facetName: string): void => showMoreRefinements(state, facetName),

    toggleSelectAll: (): void => toggleSelectAll(state),
    toggleSelected: (id: string): void => toggleSelected(state, id),
    clearSelection: (): void => clearSelection(state),
    checkDownloadSelection: (): string | null => checkDownloadSelection(state),

    ...createViewActions(state, search, rerun),
    setTabularReport: (patch: Partial<TabularReportState>): void => setTabularReport(state, patch),
  };
}

export type ResultsActions = ReturnType<typeof createResultsActions>;
