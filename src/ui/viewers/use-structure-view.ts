// Draws the open view's structures into a container: the Mol* module and the files load
// together; a view closed or changed meanwhile is dropped, and a drawn one is disposed with it.

import { useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGE_TEMPLATES } from '../../model/constants/messages.ts';
import type { ViewerRequest } from '../../model/viewer-request.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { loadMolstarView } from './load-molstar-view.ts';
import type { ShownView } from './molstar/molstar-view.ts';

export type ViewPhase = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };

export function useStructureView(
  store: SearchStore,
  view: ViewerRequest | null,
  container: RefObject<HTMLElement | null>,
): { status: ViewPhase; resetCamera(): void } {
  const [status, setStatus] = useState<ViewPhase>({ phase: 'loading' });
  const shown = useRef<ShownView | null>(null);
  const entryId = view?.entryId;

  useEffect(() => {
    const host = container.current;
    if (!entryId || !host) return undefined;
    const abort = new AbortController();
    let drawn: ShownView | null = null;
    setStatus({ phase: 'loading' });
    const fail = (reason: string) => {
      if (!abort.signal.aborted) setStatus({ phase: 'failed', message: MESSAGE_TEMPLATES.viewerFailed(reason) });
    };
    void (async () => {
      // Mol* loads while the file does; a file that fails says so without waiting for Mol*
      const molstar = loadMolstarView(store.actions.viewerModuleUrl('molstar-view'));
      molstar.catch(() => undefined);
      const file = await store.actions.structureFile(entryId, abort.signal);
      if (abort.signal.aborted) return;
      if (!file.ok) return fail(file.message);
      drawn = await (await molstar).showStructures(host, [{ cif: file.value, label: entryId }]);
      if (abort.signal.aborted) return drawn.dispose();
      shown.current = drawn;
      setStatus({ phase: 'ready' });
    })().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    return () => {
      abort.abort();
      drawn?.dispose();
      shown.current = null;
    };
  }, [store, entryId, container]);

  return { status, resetCamera: () => shown.current?.resetCamera() };
}
