// The in-page views (issue 37): which one is open, and the files it draws, fetched through the
// client (the archive's own files, or the page's file template in browser-direct mode).

import { createViewerModuleClient, type ViewerModuleName } from '../client/viewer-modules.ts';
import type { ViewerRequest } from '../model/viewer-request.ts';
import type { ActionContext } from './action-context.ts';
import type { ClientResult } from './deps.ts';

export function createViewerActions(ctx: ActionContext) {
  const { state, deps } = ctx;
  const modules = createViewerModuleClient();
  return {
    /** Where a viewer's built bundle is; undefined unbuilt (its loader imports the source). */
    viewerModuleUrl(name: ViewerModuleName): string | undefined {
      return modules.moduleUrl(name);
    },
    openViewer(view: ViewerRequest): void {
      state.viewer = { ...view };
    },
    closeViewer(): void {
      state.viewer = null;
    },
    /** An entry's mmCIF text; a client without files (a test's fake) answers why not. */
    structureFile(entryId: string, signal?: AbortSignal): Promise<ClientResult<string>> {
      const fetchFile = deps.client().structureFile;
      if (!fetchFile)
        return Promise.resolve({ ok: false, status: 0, message: 'This archive serves no structure files.' });
      return fetchFile(entryId, signal);
    },
  };
}
