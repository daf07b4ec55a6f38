// The Chemical Sketch Tool's page on the archive server (seed 001 §2: /chemical-sketch), and the
// app's /search page its Search button goes to. Built here with the other URLs of ours, so one
// apiBase moves them too; the store builds this small client from its apiBase as it builds the
// archive client.

import { sketchQueryString, type SketchParams } from '../model/chemical-sketch.ts';
import { joinPath } from './http.ts';

export interface ChemicalSketchClient {
  /** The sketch page opened with `params`; `embed` for the builder's dialog (the sketcher alone). */
  pageUrl(params: Partial<SketchParams>, embed?: boolean): string;
  /** The app's search page (seed 000 §2: /search), which runs a ?request= it is given. */
  searchPage: string;
}

export function createChemicalSketchClient(apiBase: string): ChemicalSketchClient {
  return {
    pageUrl(params, embed = false) {
      const query = sketchQueryString(params, embed);
      return `${joinPath(apiBase, 'chemical-sketch')}${query ? `?${query}` : ''}`;
    },
    searchPage: joinPath(apiBase, 'search'),
  };
}
