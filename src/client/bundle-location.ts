// Files the build puts beside the elements' bundles (the Chemical Sketch Tool's static page,
// dist/sketch/chemical-sketch.html), found from where this copy of the suite was loaded: a page
// with no server of ours (browser-direct mode) still has them wherever it serves dist/ from.
// rollup answers import.meta.url with the chunk's own URL (in the IIFE, the script's src, read as
// it loads) and import.meta.pdbDistFromChunk with the way up from that chunk to dist/
// (rollup.config.mjs); unbundled (tests, development) there is no dist/ to find.

declare global {
  interface ImportMeta {
    /** '../' from dist/esm/x.js, '../../' from dist/esm/chunks/x.js, './' from the IIFE; set by the build. */
    readonly pdbDistFromChunk?: string;
  }
}

const loadedFrom = import.meta.url;

/** The static sketch page's path below dist/ (scripts/sketch-build.mjs). */
export const SKETCH_PAGE_ASSET = 'sketch/chemical-sketch.html';

/** `path` below dist/ where this bundle was loaded from; undefined when not running from a build. */
export function bundleAssetUrl(path: string): string | undefined {
  const up = import.meta.pdbDistFromChunk;
  return up === undefined ? undefined : new URL(`${up}${path}`, loadedFrom).href;
}
