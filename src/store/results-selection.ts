// Row selection for downloads (seed 000 §8), as module-level writers of the state: the row boxes,
// 'All', and the warning a download of no rows gives.

import { MESSAGES } from '../model/constants.ts';
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

/** 'All' checks and disables the row boxes. */
export function toggleSelectAll(state: SearchState): void {
  state.selection = toggleAllSelected(plainCopy(state.selection));
  dropSelectionWarning(state);
}

/** Entity, instance and assembly ids select their entry (trimmed per the model). */
export function toggleSelected(state: SearchState, id: string): void {
  state.selection = toggleSelectedId(plainCopy(state.selection), id);
  dropSelectionWarning(state);
}

export function clearSelection(state: SearchState): void {
  state.selection = emptySelection();
  dropSelectionWarning(state);
}

/** Null when a download of the selection may start, else 'No Result IDs have been selected.' */
export function checkDownloadSelection(state: SearchState): string | null {
  const message = checkSelectionForDownload(state.selection);
  if (message) state.message = { kind: 'warning', text: message };
  return message;
}
