// The id an entry-status lookup names, read the same way by the archive's route
// (/search/entry-status/{id}) and by browser-direct mode's Data API lookup.

import { parseIdentifier } from './identifiers.ts';

/** Longest id worth parsing for its entry status; anything longer is junk whatever it holds. */
const MAX_STATUS_ID_LENGTH = 64;

/**
 * The entry an entry-status lookup names: entry, extended ('pdb_00004hhb') and computed-model ids
 * as the entry's canonical id; undefined for anything else.
 */
export function statusEntryId(raw: string): string | undefined {
  if (raw.length > MAX_STATUS_ID_LENGTH) return undefined;
  const parsed = parseIdentifier(raw);
  switch (parsed?.kind) {
    case 'entry':
    case 'computed_model':
      return parsed.id;
    case 'extended_entry':
      return parsed.entryId;
    default:
      return undefined;
  }
}
