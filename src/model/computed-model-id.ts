// Which entries are computed structure models, by their ids (seed 001 §8: they are left out of
// batch file downloads). Its own module: only the results' downloads and browser-direct mode's
// lazy chunk read it, and the shared identifier module is in the lone search bar's bundle. The
// archive's ingest has the same rule (src/archive/ingest/computed-model.ts, which also reads the
// file's ModelCIF categories).

import { parseIdentifier } from './identifiers.ts';

/**
 * The entries the RCSB holds as computed structure models, from AlphaFold DB and ModelArchive:
 * 'AF_AFP69905F1', 'MA_MABAKCEPC0003'. Integrative structures ('PDBDEV_00000004') share the shape
 * of their ids but are not computed models: they are batch-downloaded.
 */
export const COMPUTED_MODEL_ENTRY_ID = /^(AF|MA)_[A-Z0-9]+$/i;

/** Whether a result (an entry, entity, instance or assembly id) belongs to a computed model's entry. */
export function isComputedModelResult(id: string): boolean {
  return COMPUTED_MODEL_ENTRY_ID.test(parseIdentifier(id)?.entryId ?? id);
}
