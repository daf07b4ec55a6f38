// An entry id's holding status from the archive: an id held as an entry document is current
// (computational for a computed model); otherwise the holdings table answers for every id the PDB
// knows; a well-formed id no one lists is 'unknown'.

import type { ArchiveIndex } from '../../../archive/query/archive-index.ts';
import { parseIdentifier } from '../../../model/identifiers.ts';
import type { EntryHoldingStatus, EntryStatusResponse } from '../../../model/types.ts';

// Holdings statuses (src/archive/ingest/annotations/holdings.ts) as the lookup reports them. A
// theoretical model was withdrawn from the archive in 2006: removed, like an obsoleted entry.
const HOLDING_STATUS: Readonly<Record<string, EntryHoldingStatus>> = {
  current: 'current',
  obsolete: 'obsolete',
  theoretical_model: 'obsolete',
  unreleased: 'unreleased',
  computational: 'computational',
};

function replacements(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The status lookup over the archive's documents and holdings (its statements prepared once). */
export function entryStatusLookup(index: ArchiveIndex): (id: string) => EntryStatusResponse {
  const db = index.db;
  const documentOf = db.prepare("SELECT computational FROM doc WHERE id = ? AND type = 'entry'");
  const holdingOf = db.prepare('SELECT status, replaced_by FROM holding WHERE id = ?');

  return (id: string): EntryStatusResponse => {
    const doc = documentOf.get(id) as { computational: number | null } | undefined;
    if (doc)
      return {
        id,
        status: doc.computational === 1 || parseIdentifier(id)?.computedModel ? 'computational' : 'current',
      };
    const holding = holdingOf.get(id) as { status: string; replaced_by: string | null } | undefined;
    const status = (holding && HOLDING_STATUS[holding.status]) ?? 'unknown';
    const replacedBy = status === 'obsolete' ? replacements(holding?.replaced_by ?? null) : [];
    return replacedBy.length > 0 ? { id, status, replaced_by: replacedBy } : { id, status };
  };
}
