// What the results area does with the current search: paging, rows, sort, grouping and its
// ranking, the return type and CSM choices, refinements, row selection and the report views.
// Anything that changes which rows are shown re-runs the current request through runSearch.

import type {
  GroupingOptions,
  RankingCriteria,
  Result,
  ReturnType as ResultReturnType,
  SearchRequest,
  SortEntry,
  TabularReportState,
} from '../model/types.ts';
import { MESSAGES } from '../model/constants/messages.ts';
import { applyPagingOperation, changeRows, goToPage, toPaginate, type PagingOperation } from '../model/paging.ts';
import {
  applyRefinements as refineRequest,
  clearRefinements as withoutRefinements,
  removeRefinement as withoutRefinement,
  type AppliedRefinement,
} from '../model/refinements.ts';
import { showMoreGroups, toggleBucket } from '../model/facets.ts';
import { resetCounts as resetNodeCounts } from '../model/builder/edit.ts';
import { responseRef } from './response-ref.ts';
import {
  checkSelectionForDownload,
  clearSelection as emptySelection,
  toggleAllSelected,
  toggleSelectedId,
} from '../model/selection.ts';
import type { ActionContext } from './action-context.ts';
import type { SearchActions } from './search-actions.ts';
import { defaultGrouping, type ReportView, type SearchState, type SearchView } from './state.ts';
import { plainCopy, withContentType, withGrouping, withPaginate, withSort } from './request-options.ts';
import { SEARCH_REPORT, reportNeedsData } from './views.ts';

const DONE: Promise<void> = Promise.resolve();

/** Shows a report view without fetching: the caller runs the search that brings its data. */
export function chooseReportView(state: SearchState, report: ReportView): void {
  // batch links and what was clicked belong to one report (paging keeps them: search-actions)
  if (state.views.report !== report) {
    state.tabularReport = { ...plainCopy(state.tabularReport), batch: null, clicked: [] };
  }
  state.views.results = 'report';
  state.views.report = report;
}

export function createResultsActions(ctx: ActionContext, search: SearchActions) {
  const { state } = ctx;

  /** Re-runs the current request after `change`; nothing to do before the first search. */
  function rerunWith(
    change: (request: SearchRequest) => SearchRequest,
    historyMode?: 'push' | 'replace',
  ): Promise<void> {
    if (!state.request) return DONE;
    return search.runSearch(change(plainCopy(state.request)), historyMode ? { historyMode } : {});
  }

  const fromFirstPage = (request: SearchRequest): SearchRequest =>
    withPaginate(request, { start: 0, rows: state.pager.rows });

  /** Grouping, return type and CSM change what every count counted (seed 000 §4). */
  function resetCounts(): void {
    state.counts = {};
    state.queryBuilder.count = null;
    resetNodeCounts(state.queryBuilder.sections);
  }

  return {
    /** first / previous / next / last; any other name throws (seed 000 §8). */
    page(operation: PagingOperation): Promise<void> {
      const next = applyPagingOperation(state.pager, operation);
      if (!state.request || next.start === state.pager.start) return DONE;
      return rerunWith((request) => withPaginate(request, toPaginate(next)));
    },

    goToPage(page: number): Promise<void> {
      const next = goToPage(state.pager, page);
      if (!state.request || next.start === state.pager.start) return DONE;
      return rerunWith((request) => withPaginate(request, toPaginate(next)));
    },

    /** A new page size restarts at the first page. */
    setRows(rows: number): Promise<void> {
      state.pager = changeRows(state.pager, rows);
      return rerunWith((request) => withPaginate(request, toPaginate(state.pager)));
    },

    /** A new order restarts at the first page. */
    setSort(sort: SortEntry | readonly SortEntry[]): Promise<void> {
      const entries = (Array.isArray(sort) ? sort : [sort]) as readonly SortEntry[];
      state.sort = plainCopy([...entries]);
      return rerunWith((request) => fromFirstPage(withSort(request, entries)));
    },

    /** 'Represent by': ranks the members of each group; restarts at the first page. */
    setRanking(ranking: RankingCriteria | null): Promise<void> {
      state.grouping = { ...plainCopy(state.grouping), ranking_criteria_type: ranking ? plainCopy(ranking) : null };
      if (!state.request?.request_options?.group_by) return DONE;
      const grouping = plainCopy(state.grouping);
      return rerunWith((request) => fromFirstPage(withGrouping(request, grouping)));
    },

    /**
     * Grouping options for the next search (the builder footer). Resets the builder counts; with
     * `rerun`, applies them to the current results from the first page.
     */
    setGrouping(patch: Partial<GroupingOptions>, options: { rerun?: boolean } = {}): Promise<void> {
      state.grouping = { ...plainCopy(state.grouping), ...plainCopy(patch) };
      resetCounts();
      if (!options.rerun) return DONE;
      const grouping = plainCopy(state.grouping);
      return rerunWith((request) => fromFirstPage(withGrouping(request, grouping)));
    },

    /** Return type of the next search; grouping modes belong to a return type, so they reset. */
    setReturnType(returnType: ResultReturnType): void {
      if (state.config.returnType !== returnType) state.grouping = defaultGrouping();
      state.config.returnType = returnType;
      resetCounts();
    },

    /** The builder's CSM toggle; counts were for the other content type, so they reset. */
    setIncludeCsm(includeCsm: boolean): void {
      state.queryBuilder.includeCsm = includeCsm;
      resetCounts();
    },

    /** The no-results offer: the same query with computed models included (seed 000 §4). */
    rerunWithCsm(): Promise<void> {
      state.queryBuilder.includeCsm = true;
      return rerunWith((request) => fromFirstPage(withContentType(request, true)));
    },

    resetCounts,

    toggleRefinement(facetName: string, label: string): void {
      if (!state.response) return;
      const facets = toggleBucket(state.response.facets, facetName, label);
      state.response = responseRef({ ...state.response, facets });
    },

    /** 'More...': ten more buckets of that facet. */
    showMoreRefinements(facetName: string): void {
      state.facetMaxGroups = { ...showMoreGroups(state.facetMaxGroups, facetName) };
    },

    /**
     * Makes the query's refinements the checked buckets (an AND group of OR values; applied values
     * come back checked, so unticking one removes it) and searches from the first page; with none
     * checked and none applied, shows 'No Refinements have been selected.' instead.
     */
    applyRefinements(): Result<Promise<void>> {
      const refined = state.request
        ? refineRequest(plainCopy(state.request), plainCopy(state.response?.facets ?? []))
        : null;
      if (!refined?.ok) {
        const message = refined?.message ?? MESSAGES.noRefinements;
        state.message = { kind: 'warning', text: message };
        return { ok: false, message };
      }
      return { ok: true, value: search.runSearch(fromFirstPage(refined.value)) };
    },

    /** One applied refinement chip removed: the search runs again from the first page. */
    removeRefinement(refinement: AppliedRefinement): Promise<void> {
      return rerunWith((request) => fromFirstPage(withoutRefinement(request, refinement)));
    },

    /** 'Clear all' refinements: the search runs again without them, from the first page. */
    clearRefinements(): Promise<void> {
      return rerunWith((request) => fromFirstPage(withoutRefinements(request)));
    },

    /** 'All' checks and disables the row boxes. */
    toggleSelectAll(): void {
      state.selection = toggleAllSelected(plainCopy(state.selection));
      dropSelectionWarning();
    },

    /** Entity, instance and assembly ids select their entry (trimmed per the model). */
    toggleSelected(id: string): void {
      state.selection = toggleSelectedId(plainCopy(state.selection), id);
      dropSelectionWarning();
    },

    clearSelection(): void {
      state.selection = emptySelection();
      dropSelectionWarning();
    },

    /** Null when a download of the selection may start, else 'No Result IDs have been selected.' */
    checkDownloadSelection(): string | null {
      const message = checkSelectionForDownload(state.selection);
      if (message) state.message = { kind: 'warning', text: message };
      return message;
    },

    /** Summary, gallery, compact or stats: same data, so only a return from a report re-fetches. */
    setSearchView(view: SearchView): Promise<void> {
      state.views.search = view;
      dropSelectionWarning();
      const shown = showSearchResults();
      search.rememberViews();
      return shown;
    },

    /** A tabular report view re-runs the search, except the column editor (create_custom_report). */
    setReportView(report: ReportView): Promise<void> {
      chooseReportView(state, report);
      dropSelectionWarning();
      if (!reportNeedsData(report)) {
        search.rememberViews();
        return DONE;
      }
      return rerunWith((request) => request, 'replace');
    },

    /** 'Return to Search Results'. */
    returnToSearchResults(): Promise<void> {
      const shown = showSearchResults();
      search.rememberViews();
      return shown;
    },

    setTabularReport(patch: Partial<TabularReportState>): void {
      state.tabularReport = { ...plainCopy(state.tabularReport), ...plainCopy(patch) };
    },
  };

  /** 'No Result IDs have been selected.' answers one download of one selection in one view: stale after either changes. */
  function dropSelectionWarning(): void {
    if (state.message?.text === MESSAGES.noResultIdsSelected) state.message = null;
  }

  function showSearchResults(): Promise<void> {
    state.views.results = 'search';
    dropSelectionWarning();
    if (!state.request || state.response?.report === SEARCH_REPORT) return DONE;
    return rerunWith((request) => request, 'replace');
  }
}

export type ResultsActions = ReturnType<typeof createResultsActions>;
