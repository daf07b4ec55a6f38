// The Data API's holdings lists (/rest/v1/holdings/current/...) over the archive: only the ids it
// holds documents for. The holdings table also lists every other current PDB id; serving those
// would send a client after entries no query here can answer.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { HoldingsList } from '../../types.ts';

const BIRD_PREFIX = 'PRD_';

export function holdingsList(index: ArchiveIndex, list: HoldingsList): string[] {
  if (list === 'entry_ids') {
    const rows = index.db
      .prepare("SELECT id FROM holding WHERE status = 'current' AND in_archive = 1 ORDER BY id")
      .all() as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }
  const components = Array.from(index.rows('mol_definition'), (row) => index.id(row)).sort();
  return components.filter((id) => id.startsWith(BIRD_PREFIX) === (list === 'prd_ids'));
}
