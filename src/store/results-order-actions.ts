// Which rows the results show and in what order (seed 000 §4, §8): paging, page size, sort,
// grouping and its ranking, the return type and computed models. Grouping, return type and CSM
// change what every count counted, so they reset the counts.

import type { GroupingOptions, RankingCriteria, ReturnType as ResultReturnType, SortEntry } from '../model/types.ts';
import { applyPagingOperation, changeRows, goToPage, toPaginate, type PagingOperation } from '../model/pager-moves.ts';
import { resetCounts as resetNodeCounts } from '../model/builder/edit.ts';
import { defaultGrouping, type SearchState } from './state.ts';
import { plainCopy, withContentType, withGrouping, withPaginate, withSort } from './request-options.ts';
import { DONE, type FromFirstPage, type RerunWith } from './results-rerun.ts';

export function createOrderActions(state: SearchState, rerunWith: RerunWith, fromFirstPage: FromFirstPage) {
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
  };
}
