// rcsb_accession_info: deposition, first release and latest revision. Remediated files carry
// pdbx_audit_revision_history; older-format files only database_PDB_rev, whose earliest
// revision is the release and whose date_original is the deposition.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';

function isoDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

interface Revision {
  date: string;
  major?: number;
  minor?: number;
  ordinal: number;
}

function auditRevisions(data: CifData): Revision[] {
  const table = data.table('pdbx_audit_revision_history');
  if (!table) return [];
  const out: Revision[] = [];
  for (let row = 0; row < table.rowCount; row++) {
    const date = isoDate(table.str('revision_date', row));
    if (!date) continue;
    const revision: Revision = { date, ordinal: table.int('ordinal', row) ?? row + 1 };
    const major = table.int('major_revision', row);
    if (major !== undefined) revision.major = major;
    const minor = table.int('minor_revision', row);
    if (minor !== undefined) revision.minor = minor;
    // Computed models list revisions of several content types; the entry's own history is the
    // 'Structure model' one.
    const content = table.str('data_content_type', row);
    if (content && content !== 'Structure model') continue;
    out.push(revision);
  }
  return out;
}

function legacyRevisions(data: CifData): { dates: string[]; original?: string } {
  const table = data.table('database_PDB_rev');
  if (!table) return { dates: [] };
  const dates: string[] = [];
  let original: string | undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const date = isoDate(table.str('date', row));
    if (date) dates.push(date);
    const first = isoDate(table.str('date_original', row));
    if (first && (!original || first < original)) original = first;
  }
  return { dates: dates.sort(), ...(original ? { original } : {}) };
}

export function accessionInfo(data: CifData): JsonObject | undefined {
  const info: JsonObject = {};
  const deposited = isoDate(data.str('pdbx_database_status', 'recvd_initial_deposition_date'));
  const revisions = auditRevisions(data);
  const legacy = legacyRevisions(data);

  if (deposited) info.deposit_date = deposited;
  else if (legacy.original) info.deposit_date = legacy.original;

  if (revisions.length > 0) {
    const byDate = [...revisions].sort((a, b) => a.date.localeCompare(b.date) || a.ordinal - b.ordinal);
    const first = byDate[0] as Revision;
    const last = byDate[byDate.length - 1] as Revision;
    info.initial_release_date = first.date;
    info.revision_date = last.date;
    if (last.major !== undefined) info.major_revision = last.major;
    if (last.minor !== undefined) info.minor_revision = last.minor;
  } else if (legacy.dates.length > 0) {
    info.initial_release_date = legacy.dates[0] as string;
    info.revision_date = legacy.dates[legacy.dates.length - 1] as string;
  }

  const status = data.str('pdbx_database_status', 'status_code');
  if (status) info.status_code = status;
  const extra = ['status_code_sf', 'status_code_mr', 'status_code_cs', 'status_code_nmr_data']
    .map((field) => data.str('pdbx_database_status', field))
    .filter((v): v is string => v !== undefined);
  if (extra.length > 0) info.has_released_experimental_data = extra.includes('REL') ? 'Y' : 'N';

  return Object.keys(info).length > 0 ? info : undefined;
}
