// The in-page views (issue 37): which one is open, and the files it draws, fetched through the
// client (the archive's own files, or the page's file template in browser-direct mode). With
// sync-url a view takes its route (url-state.ts), so the URL can be shared and reloaded, and
// back and forward open and close it (navigation-actions.ts reads it from the URL).

import { createViewerModuleClient, type ViewerModuleName } from '../client/viewer-modules.ts';
import type { PairwiseAlignment } from '../model/structure-alignment/pairwise.ts';
import { hasRoute, type ChainRef, type ViewerRequest } from '../model/viewer-request.ts';
import type { ActionContext } from './action-context.ts';
import type { ClientResult } from './deps.ts';
import { plainCopy } from './plain-copy.ts';
import { createRouteRecorder } from './route-recorder.ts';
import { parsePath, requestUrl, routeUrl, viewerUrl } from './url-state.ts';

export function createViewerActions(ctx: ActionContext) {
  const { state, deps } = ctx;
  const modules = createViewerModuleClient();
  const { basePath, pushUrl } = createRouteRecorder(ctx);
  /** The search behind the view, for its history entry (back re-runs it). */
  const searchEntry = () => ({
    pdbSearch: true as const,
    ...(state.request ? { request: plainCopy(state.request), views: plainCopy(state.views) } : {}),
  });
  return {
    /** Where a viewer's built bundle is; undefined unbuilt (its loader imports the source). */
    viewerModuleUrl(name: ViewerModuleName): string | undefined {
      return modules.moduleUrl(name);
    },
    openViewer(view: ViewerRequest): void {
      state.viewer = plainCopy(view);
      if (hasRoute(view)) pushUrl(viewerUrl(basePath(), view, state.request), searchEntry());
    },
    /** Closes the view; the address bar goes back to the search behind it. */
    closeViewer(): void {
      state.viewer = null;
      if (!state.config.syncUrl || !parsePath(deps.browserHistory.location().pathname).viewerPath) return;
      const base = basePath();
      pushUrl(
        state.request
          ? requestUrl(base, state.request)
          : routeUrl(base, { tab: 'search', advanced: false, service: null }),
        searchEntry(),
      );
    },
    /** An entry's mmCIF text; a client without files (a test's fake) answers why not. */
    structureFile(entryId: string, signal?: AbortSignal): Promise<ClientResult<string>> {
      const fetchFile = deps.client().structureFile;
      if (!fetchFile)
        return Promise.resolve({ ok: false, status: 0, message: 'This archive serves no structure files.' });
      return fetchFile(entryId, signal);
    },
    /**
     * The TM-align of an alignment view's two chains: the server's, or in browser-direct mode the
     * page's own, from the entries' files (`files` resolves with their texts).
     */
    pairwiseAlignment(
      query: ChainRef,
      target: ChainRef,
      files: Promise<ClientResult<{ query: string; target: string }>>,
      signal?: AbortSignal,
    ): Promise<ClientResult<PairwiseAlignment>> {
      const align = deps.client().pairwiseAlignment;
      if (!align) return Promise.resolve({ ok: false, status: 0, message: 'This archive aligns no structures.' });
      return align(query, target, files, signal);
    },
  };
}
