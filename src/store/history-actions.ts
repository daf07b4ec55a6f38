// The Query History tab: re-run, delete one, delete all (the UI asks for confirmation first).
// Every change is written back to session storage at once, so a reload keeps it.

import type { SearchRequest } from '../model/types.ts';
import { deleteAllHistory, deleteHistoryEntry, findHistoryEntry } from '../model/history.ts';
import type { ActionContext } from './action-context.ts';
import type { SearchActions } from './search-actions.ts';
import { persistHistory } from './search-actions.ts';
import { loadHistory } from './history-storage.ts';
import { searchBarText } from '../model/search-bar-text.ts';
import { includesComputed, plainCopy, withContentType, withPaginate } from './request-options.ts';
import { chooseReportView } from './results-view-actions.ts';
import { CUSTOM_REPORT } from './views.ts';

export function createHistoryActions(ctx: ActionContext, search: SearchActions) {
  const { state, deps } = ctx;

  /** A stored query runs from its first page, its text (a full-text one's) back in the search bar. */
  function runStored(stored: SearchRequest, includeCsm?: boolean): Promise<void> {
    let request: SearchRequest = plainCopy(stored);
    const rows = request.request_options?.paginate?.rows ?? state.pager.rows;
    request = withPaginate(request, { start: 0, rows });
    request = withContentType(request, includeCsm ?? includesComputed(request));
    state.term = searchBarText(request);
    return search.runSearch(request);
  }

  return {
    /**
     * Re-runs a history query from its first page. With computed models included (the row's own
     * choice unless includeCsm says otherwise), the content type becomes computational and
     * experimental (seed 001 §4). Unknown ids are only logged, as the seed does.
     */
    rerunHistory(queryId: string, options: { includeCsm?: boolean } = {}): Promise<void> {
      const entry = findHistoryEntry(state.history, queryId);
      if (!entry) {
        console.log(`Query history item not found: ${queryId}`);
        return Promise.resolve();
      }
      return runStored(entry.request, options.includeCsm);
    },

    /**
     * Runs a MyPDB saved query again, as a history row runs (saved queries have no paging). One
     * saved from the custom report (with its columns) opens that report: the view is chosen
     * before the search runs, so the search itself fetches the report, in one call.
     */
    rerunSavedQuery(request: SearchRequest, reportAttributes?: readonly string[]): Promise<void> {
      if (reportAttributes && reportAttributes.length > 0) {
        state.tabularReport = { ...plainCopy(state.tabularReport), attributes: [...reportAttributes] };
        chooseReportView(state, CUSTOM_REPORT);
      }
      return runStored(request);
    },

    deleteHistory(queryId: string): void {
      state.history = deleteHistoryEntry(plainCopy(state.history), queryId);
      persistHistory(ctx);
    },

    /** 'Delete All'; the caller has already confirmed MESSAGES.confirmDeleteHistory. */
    deleteAllHistory(): void {
      state.history = deleteAllHistory();
      persistHistory(ctx);
    },

    /** Reads the stored list again (e.g. after another tab of this session changed it). */
    reloadHistory(): void {
      state.history = loadHistory(deps.storage, state.config.historyKey);
    },
  };
}

export type HistoryActions = ReturnType<typeof createHistoryActions>;
