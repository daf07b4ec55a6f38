// The Chemical Sketch Tool's page on the archive server (seed 001 §2: /chemical-sketch), and the
// app's /search page its Search button goes to. Built here with the other URLs of ours, so one
// apiBase moves them too; the store builds this small client from its apiBase as it builds the
// archive client. In browser-direct mode the page is the static copy beside the bundle.

import { sketchQueryString, type SketchParams } from '../model/chemical-sketch.ts';
import { joinPath } from './http.ts';
import { bundleAssetUrl, SKETCH_PAGE_ASSET } from './bundle-location.ts';

export interface ChemicalSketchClient {
  /** The sketch page opened with `params`; `embed` for the builder's dialog (the sketcher alone). */
  pageUrl(params: Partial<SketchParams>, embed?: boolean): string;
  /** The app's search page (seed 000 §2: /search), which runs a ?request= it is given. */
  searchPage: string;
}

/**
 * `besideBundle`: open the static copy of the page beside the bundle (browser-direct mode, where no
 * server of ours is needed); the archive's page when the bundle's location is unknown (unbundled).
 */
export function createChemicalSketchClient(apiBase: string, besideBundle = false): ChemicalSketchClient {
  const page = (besideBundle && bundleAssetUrl(SKETCH_PAGE_ASSET)) || joinPath(apiBase, 'chemical-sketch');
  return {
    pageUrl(params, embed = false) {
      const query = sketchQueryString(params, embed);
      return `${page}${query ? `?${query}` : ''}`;
    },
    searchPage: joinPath(apiBase, 'search'),
  };
}
