// The archive URLs the browser loads or posts to itself, without a fetch: result images and the
// file-download form (seed 000 §7: ids "submitted by form to /downloads"). They are built here,
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
}

export function createArchiveUrls(apiBase: string): ArchiveUrls {
  return {
    imageUrl: (path) => resolveUrl(apiBase, path),
    ligandImageUrl: (componentId, given) =>
      given ? resolveUrl(apiBase, given) : joinPath(apiBase, 'search', 'image', 'ligand', componentId),
    downloadFormTarget: (kind) =>
      kind === 'ligands' ? joinPath(apiBase, 'downloads', 'ligands') : joinPath(apiBase, 'downloads'),
  };
}
