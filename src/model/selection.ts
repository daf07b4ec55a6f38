// Result-row selection for downloads: either "All" or an explicit list of ids. Ids are stored the
// way downloads need them (per entry, see trimSelectionId), so selecting two chains of one entry
// selects that entry once.

import type { Selection } from './types.ts';
import { NO_RESULT_IDS_SELECTED_MESSAGE } from './constants/core.ts';
import { trimSelectionId } from './identifiers.ts';

export function emptySelection(): Selection {
  return { all: false, ids: [] };
}

/** "All" checks and disables the row boxes; the explicit ids survive for when it is turned off. */
export function toggleAllSelected(selection: Selection): Selection {
  return { all: !selection.all, ids: [...selection.ids] };
}

export function setAllSelected(selection: Selection, all: boolean): Selection {
  return { all, ids: [...selection.ids] };
}

export function isIdSelected(selection: Selection, id: string): boolean {
  return selection.all || selection.ids.includes(trimSelectionId(id));
}

/** Adds the (trimmed) id, or removes it when already present. Ignored while "All" is on. */
export function toggleSelectedId(selection: Selection, id: string): Selection {
  if (selection.all) return { all: true, ids: [...selection.ids] };
  const trimmed = trimSelectionId(id);
  if (trimmed === '') return { all: false, ids: [...selection.ids] };
  const ids = selection.ids.includes(trimmed)
    ? selection.ids.filter((existing) => existing !== trimmed)
    : [...selection.ids, trimmed];
  return { all: false, ids };
}

export function clearSelection(): Selection {
  return emptySelection();
}

/** Message to show instead of downloading "Selected" with nothing selected, else null. */
export function checkSelectionForDownload(selection: Selection): string | null {
  return selection.all || selection.ids.length > 0 ? null : NO_RESULT_IDS_SELECTED_MESSAGE;
}
