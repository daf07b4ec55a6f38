// The entry id of a per-entry lookup's URL, and the message for an entry the archive lacks.

import { MESSAGES, MESSAGE_TEMPLATES } from '../../model/constants/messages.ts';
import type { Result } from '../../model/types.ts';
import { isValidEntryId, normaliseEntryId } from '../../model/input-values.ts';
import { resultErr, resultOk } from '../../model/result.ts';

/** Trimmed and upper-cased (seed 000 §5); PDB and computed-model ids only. */
export function readEntryId(raw: unknown): Result<string> {
  const id = normaliseEntryId(raw);
  return isValidEntryId(id) ? resultOk(id) : resultErr(MESSAGES.enterValidEntryId);
}

export const noDataMessage = (entryId: string): string => MESSAGE_TEMPLATES.noDataForEntry(entryId);
