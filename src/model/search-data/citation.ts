// The primary citation as the one line of HTML the result renderers insert:
// 'Fermi, G., Perutz, M.F. (1984) <i>J.Mol.Biol.</i> 175: 159-174' and a DOI link. Every part
// comes from the entry file, so every part is escaped.

import { escapeHtml } from '../escape.ts';
import { numberAt, textAt, textsAt, type JsonObject } from './json.ts';

function pages(citation: JsonObject): string | undefined {
  const first = textAt(citation.page_first);
  const last = textAt(citation.page_last);
  if (!first) return undefined;
  return last && last !== first ? `${first}-${last}` : first;
}

/** Undefined when the entry states no primary citation. */
export function publicationHtml(citation: JsonObject | undefined): string | undefined {
  if (!citation) return undefined;
  const authors = textsAt(citation.rcsb_authors);
  const year = numberAt(citation.year);
  const journal = textAt(citation.rcsb_journal_abbrev) ?? textAt(citation.journal_abbrev);
  const volume = textAt(citation.journal_volume);
  const range = pages(citation);
  const doi = textAt(citation.pdbx_database_id_DOI);

  const parts: string[] = [];
  if (authors.length > 0) parts.push(escapeHtml(authors.join(', ')));
  if (year !== undefined) parts.push(`(${year})`);
  if (journal) parts.push(`<i>${escapeHtml(journal)}</i>`);
  if (volume) parts.push(escapeHtml(range ? `${volume}: ${range}` : volume));
  else if (range) parts.push(escapeHtml(range));
  if (doi) {
    const href = escapeHtml(`https://doi.org/${doi}`);
    parts.push(`<a href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(doi)}</a>`);
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}
