// The sketch tool's two addresses for the ui: the page the builder's Chemical section frames in its
// dialog (on the store's apiBase, so an embed whose api-base names another server frames that
// server's sketcher; in browser-direct mode the bundle's static copy), and the search the
// standalone page's Search button opens.

import type { SearchRequest } from '../model/types.ts';
import type { SketchParams } from '../model/chemical-sketch.ts';
import { createChemicalSketchClient } from '../client/chemical-sketch-urls.ts';
import type { ApiSettings } from '../model/api-settings.ts';
import { publicApis } from '../model/public-apis.ts';
import { requestUrl } from './url-format.ts';

/**
 * The sketcher page for the builder's dialog: on the archive at `apiBase`, or in browser-direct
 * mode the static page beside the bundle (found from the bundle's own URL), as no server is needed.
 */
export function sketchDialogUrl(settings: ApiSettings, params: Partial<SketchParams>): string {
  return createChemicalSketchClient(settings.apiBase, publicApis(settings) !== null).pageUrl(params, true);
}

/** The app's /search?request= running `request`, on the archive at `apiBase` ('' = this site). */
export function sketchSearchUrl(apiBase: string, request: SearchRequest): string {
  return requestUrl(createChemicalSketchClient(apiBase).searchPage, request);
}
