// The sketch tool's two addresses for the ui: the page the builder's Chemical section frames in its
// dialog (on the store's apiBase, so an embed whose api-base names another server frames that
// server's sketcher), and the search the standalone page's Search button opens.

import type { SearchRequest } from '../model/types.ts';
import type { SketchParams } from '../model/chemical-sketch.ts';
import { createChemicalSketchClient } from '../client/chemical-sketch-urls.ts';
import { requestUrl } from './url-format.ts';

/** The sketcher page for the builder's dialog, on the archive at `apiBase`. */
export function sketchDialogUrl(apiBase: string, params: Partial<SketchParams>): string {
  return createChemicalSketchClient(apiBase).pageUrl(params, true);
}

/** The app's /search?request= running `request`, on the archive at `apiBase` ('' = this site). */
export function sketchSearchUrl(apiBase: string, request: SearchRequest): string {
  return requestUrl(createChemicalSketchClient(apiBase).searchPage, request);
}
