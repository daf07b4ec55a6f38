// Loads a view's large module when a view of its kind first opens. Built, each is a bundle of its
// own beside the elements' (dist/viewers/), imported by URL from both builds: the IIFE inlines
// every import() it sees, which would put Mol*'s megabytes (or the 1D viewer's) in a script tag's
// initial load. Unbuilt (tests, development) the module is imported from source.

import type * as MolstarView from './molstar/molstar-view.ts';
import type * as SaguaroAlignment from './saguaro/sequence-alignment-board.ts';
import type { SearchStore } from '../../store/create-search-store.ts';

interface ViewerModules {
  'molstar-view': typeof MolstarView;
  'saguaro-alignment': typeof SaguaroAlignment;
}

const SOURCES: Record<keyof ViewerModules, string> = {
  'molstar-view': './molstar/molstar-view.ts',
  'saguaro-alignment': './saguaro/sequence-alignment-board.ts',
};

const loading = new Map<keyof ViewerModules, Promise<unknown>>();

/** `built`: the bundle's URL (the store's viewerModuleUrl), undefined when not running from a build. */
export function loadViewer<K extends keyof ViewerModules>(
  name: K,
  built: string | undefined,
): Promise<ViewerModules[K]> {
  // a specifier in a variable: no bundler follows it
  const url = built ?? new URL(SOURCES[name], import.meta.url).href;
  let module = loading.get(name);
  if (!module) {
    module = import(/* @vite-ignore */ url).catch((error: unknown) => {
      loading.delete(name); // a failed load (network) may succeed when the view is opened again
      throw error;
    });
    loading.set(name, module);
  }
  return module as Promise<ViewerModules[K]>;
}

/**
 * A 3D view's link has the pointer or the focus: load Mol* and ready a plugin now, so the click
 * that likely follows waits less. Failures are left to the view that opens.
 */
export function warmMolstar(store: SearchStore): void {
  loadViewer('molstar-view', store.actions.viewerModuleUrl('molstar-view')).then(
    (module) => module.warm(),
    () => undefined,
  );
}
