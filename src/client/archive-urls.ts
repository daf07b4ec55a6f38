// The archive URLs the browser loads or posts to itself, without a fetch: result images, the
// file-download form (seed 000 §7: ids "submitted by form to /downloads") and the report-query
// view a report links to. They are built here,
// beside the calls, so one apiBase moves every URL of ours.

import { resolveUrl } from '../model/identifiers.ts';
import { joinPath } from './http.ts';

export type DownloadFormKind = 'entries' | 'ligands';

export interface ArchiveUrls {
  /** A picture path the server put on a result item (imgSrc, image) on this archive. */
  imageUrl(path: string): string;
  /** A chemical component's picture: the path its result item gave, else the archive's image route. */
  ligandImageUrl(componentId: string, given?: string): string;
  /** Where a file download's form posts its ids (entry files, or chemical component files). */
  downloadFormTarget(kind: DownloadFormKind): string;
  /** The report-query view: the GraphQL query a report runs for these results (seed 001 §2). */
  reportQueryUrl(link: ReportQueryLink): string;
  /** A developer page of ours (seed 001 §2, /search/tests/...) on this archive. */
  developerPageUrl(path: string): string;
  /** A Search API v2 route (/rcsbsearch/v2/...) on the server that answers the searches: this archive. */
  searchApiUrl(path: string): string;
}

/** What the report-query view names: results, their return type, and the report or its attributes. */
export interface ReportQueryLink {
  identifiers: readonly string[];
  returnType: string;
  report: string;
  attributes?: readonly string[];
}

export function createArchiveUrls(apiBase: string): ArchiveUrls {
  return {
    imageUrl: (path) => resolveUrl(apiBase, path),
    ligandImageUrl: (componentId, given) =>
      given ? resolveUrl(apiBase, given) : joinPath(apiBase, 'search', 'image', 'ligand', componentId),
    downloadFormTarget: (kind) =>
      kind === 'ligands' ? joinPath(apiBase, 'downloads', 'ligands') : joinPath(apiBase, 'downloads'),
    reportQueryUrl: ({ identifiers, returnType, report, attributes }) => {
      const params = new URLSearchParams({ identifiers: identifiers.join(','), returnType });
      if (attributes?.length) params.set('attributes', attributes.join(','));
      else params.set('report', report);
      return `${joinPath(apiBase, 'search', 'report-query')}?${params}`;
    },
    developerPageUrl: (path) => resolveUrl(apiBase, path),
    searchApiUrl: (path) => resolveUrl(apiBase, path),
  };
}
