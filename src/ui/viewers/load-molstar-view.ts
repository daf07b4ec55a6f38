// Loads the Mol* view (molstar/molstar-view.ts) when a view first opens. Built, it is a bundle of
// its own beside the elements' (dist/viewers/molstar-view.js), imported by URL from both builds:
// the IIFE inlines every import() it sees, which would put Mol*'s megabytes in a script tag's
// initial load. Unbuilt (tests, development) the module is imported from source.

import type * as MolstarView from './molstar/molstar-view.ts';

export type MolstarViewModule = typeof MolstarView;

let loading: Promise<MolstarViewModule> | undefined;

/** `built`: the bundle's URL (the store's viewerModuleUrl), undefined when not running from a build. */
export function loadMolstarView(built: string | undefined): Promise<MolstarViewModule> {
  // a specifier in a variable: no bundler follows it
  const url = built ?? new URL('./molstar/molstar-view.ts', import.meta.url).href;
  loading ??= (import(/* @vite-ignore */ url) as Promise<MolstarViewModule>).catch((error: unknown) => {
    loading = undefined; // a failed load (network) may succeed when the view is opened again
    throw error;
  });
  return loading;
}
