// Where the built viewer bundles are (dist/viewers/, rollup.config.mjs), for the in-page views'
// loaders: beside this copy of the suite, wherever a page serves dist/ from.

import { bundleAssetUrl } from './bundle-location.ts';

export type ViewerModuleName = 'molstar-view' | 'saguaro-alignment' | 'alignment-worker';

export interface ViewerModuleClient {
  /** dist/viewers/{name}.js; undefined when not running from a build (tests, development). */
  moduleUrl(name: ViewerModuleName): string | undefined;
}

export function createViewerModuleClient(): ViewerModuleClient {
  return { moduleUrl: (name) => bundleAssetUrl(`viewers/${name}.js`) };
}
