// The results' views (seed 000 §8): the search views (summary, gallery, compact, stats) share one
// report, so switching between them fetches nothing; each tabular report fetches its own.

import type { TabularReportState } from '../model/types.ts';
import type { SearchActions } from './search-actions.ts';
import type { ReportView, SearchState, SearchView } from './state.ts';
import { plainCopy } from './request-options.ts';
import { SEARCH_REPORT, reportNeedsData } from './views.ts';
import { DONE, type RerunWith } from './results-rerun.ts';
import { dropSelectionWarning } from './results-selection.ts';

/** Shows a report view without fetching: the caller runs the search that brings its data. */
export function chooseReportView(state: SearchState, report: ReportView): void {
  // batch links and what was clicked belong to one report (paging keeps them: search-actions)
  if (state.views.report !== report) {
    state.tabularReport = { ...plainCopy(state.tabularReport), batch: null, clicked: [] };
  }
  state.views.results = 'report';
  state.views.report = report;
}

export function createViewActions(state: SearchState, search: SearchActions, rerunWith: RerunWith) {
  function showSearchResults(): Promise<void> {
    state.views.results = 'search';
    dropSelectionWarning(state);
    if (!state.request || state.response?.report === SEARCH_REPORT) return DONE;
    return rerunWith((request) => request, 'replace');
  }

  return {
    /** Summary, gallery, compact or stats: same data, so only a return from a report re-fetches. */
    setSearchView(view: SearchView): Promise<void> {
      state.views.search = view;
      dropSelectionWarning(state);
      const shown = showSearchResults();
      search.rememberViews();
      return shown;
    },

    /** A tabular report view re-runs the search, except the column editor (create_custom_report). */
    setReportView(report: ReportView): Promise<void> {
      chooseReportView(state, report);
      dropSelectionWarning(state);
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
}
