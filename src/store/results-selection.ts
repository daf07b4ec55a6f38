// Row selection for downloads (seed 000 §8): the row boxes, 'All', and the warning a download of
// no rows gives.

import { MESSAGES } from '../model/constants/messages.ts';
import {
  checkSelectionForDownload,
  clearSelection as emptySelection,
  toggleAllSelected,
  toggleSelectedId,
} from '../model/selection.ts';
import type { SearchState } from './state.ts';
import { plainCopy } from './request-options.ts';

/** 'No Result IDs have been selected.' answers one download of one selection in one view: stale after either changes. */
export function dropSelectionWarning(state: SearchState): void {
  if (state.message?.text === MESSAGES.noResultIdsSelected) state.message = null;
}

export function createSelectionActions(state: SearchState) {
  return {
    /** 'All' checks and disables the row boxes. */
    toggleSelectAll(): void {
      state.selection = toggleAllSelected(plainCopy(state.selection));
      dropSelectionWarning(state);
    },

    /** Entity, instance and assembly ids select their entry (trimmed per the model). */
    toggleSelected(id: string): void {
      state.selection = toggleSelectedId(plainCopy(state.selection), id);
      dropSelectionWarning(state);
    },

    clearSelection(): void {
      state.selection = emptySelection();
      dropSelectionWarning(state);
    },

    /** Null when a download of the selection may start, else 'No Result IDs have been selected.' */
    checkDownloadSelection(): string | null {
      const message = checkSelectionForDownload(state.selection);
      if (message) state.message = { kind: 'warning', text: message };
      return message;
    },
  };
}
