// citation records with their authors, and the primary citation the RCSB singles out.

import type { CategoryCopier, JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';

function authorsByCitation(data: CifData): Map<string, string[]> {
  const table = data.table('citation_author');
  const out = new Map<string, Array<{ name: string; ordinal: number }>>();
  if (table) {
    for (let row = 0; row < table.rowCount; row++) {
      const id = table.str('citation_id', row);
      const name = table.str('name', row);
      if (!id || !name) continue;
      const list = out.get(id) ?? [];
      list.push({ name, ordinal: table.int('ordinal', row) ?? row });
      out.set(id, list);
    }
  }
  return new Map([...out].map(([id, list]) => [id, list.sort((a, b) => a.ordinal - b.ordinal).map((a) => a.name)]));
}

function orcidsByCitation(data: CifData): Map<string, string[]> {
  const table = data.table('citation_author');
  const out = new Map<string, string[]>();
  if (!table?.has('identifier_ORCID')) return out;
  for (let row = 0; row < table.rowCount; row++) {
    const id = table.str('citation_id', row);
    const orcid = table.str('identifier_ORCID', row);
    if (!id || !orcid) continue;
    out.set(id, [...(out.get(id) ?? []), orcid]);
  }
  return out;
}

export interface Citations {
  citation: JsonObject[];
  primary?: JsonObject;
}

export function readCitations(data: CifData, copier: CategoryCopier): Citations {
  const table = data.table('citation');
  if (!table) return { citation: [] };
  const authors = authorsByCitation(data);
  const orcids = orcidsByCitation(data);
  const citation: JsonObject[] = [];
  let primary: JsonObject | undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const record = copier.row(table, row, 'citation') ?? {};
    const id = table.str('id', row);
    if (!id) continue;
    record.id = id;
    const names = authors.get(id);
    if (names && names.length > 0) record.rcsb_authors = names;
    // The RCSB normalises the journal through its ISSN; without that table, a file that gives no
    // abbreviation (computed models write only journal_full: 'Nature') names the journal in full
    const journal = record.journal_abbrev ?? record.journal_full;
    if (typeof journal === 'string') record.rcsb_journal_abbrev = journal;
    const isPrimary = id.toLowerCase() === 'primary';
    record.rcsb_is_primary = isPrimary ? 'Y' : 'N';
    citation.push(record);
    if (isPrimary && !primary) {
      const { rcsb_is_primary: _ignored, ...rest } = record;
      primary = rest;
      const ids = orcids.get(id);
      if (ids) primary.rcsb_ORCID_identifiers = ids;
    }
  }
  return { citation, ...(primary ? { primary } : {}) };
}
