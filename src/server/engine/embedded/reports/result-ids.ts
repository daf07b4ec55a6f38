// POST /search/data-download/ids: the identifiers of a result set whose files are to be
// downloaded (later posted by form to /downloads or /downloads/ligands). Structures give their
// entry ids, chemical results their component ids. Computed models have no batch file download
// (seed 001 §8), so they are left out and the caller is told.

import { MESSAGES } from '../../../../model/constants/messages.ts';
import { ClientError } from '../../../errors.ts';
import { readDownloadIdsBody } from '../../../reports/report-body.ts';
import { searchHits, type ReportParts } from './report-request.ts';
import type { DownloadIds } from '../../types.ts';

export async function downloadIds(deps: ReportParts, body: unknown): Promise<DownloadIds> {
  const request = readDownloadIdsBody(body);
  // A batch is the request's page (at most 10,000 ids); without one, every hit.
  const hits = await searchHits(deps, request, request.request_options?.paginate === undefined);

  const index = deps.index;
  if (hits.returnType === 'mol_definition') return { ids: hits.rows.map((row) => index.id(row)), excludedComputed: 0 };
  const seen = new Set<number>();
  const ids: string[] = [];
  let excludedComputed = 0;
  for (const row of hits.rows) {
    const entry = index.entryRow[row] ?? -1;
    if (entry < 0 || seen.has(entry)) continue;
    seen.add(entry);
    if (index.computational[entry] === 1) excludedComputed++;
    else ids.push(index.id(entry));
  }
  if (ids.length === 0 && excludedComputed > 0) throw new ClientError(400, MESSAGES.batchUnavailable);
  return { ids, excludedComputed };
}
