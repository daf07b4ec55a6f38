// Draws the open view's structures into a container: the Mol* module loads and prepares its
// canvas while the files (and a pairwise alignment) come (view-structures.ts); a view closed or
// changed meanwhile is dropped, and a drawn one is disposed with it.

import { useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGE_TEMPLATES } from '../../model/constants/messages.ts';
import type { PairwiseAlignment } from '../../model/structure-alignment/pairwise.ts';
import type { RoutedViewerRequest } from '../../model/viewer-request.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { loadViewer } from './load-viewer.ts';
import type { ShownView, StructureView } from './molstar/molstar-view.ts';
import { prepareView } from './view-structures.ts';

export type ViewPhase =
  { phase: 'loading' } | { phase: 'ready'; alignment?: PairwiseAlignment } | { phase: 'failed'; message: string };

export function useStructureView(
  store: SearchStore,
  view: RoutedViewerRequest | null,
  container: RefObject<HTMLElement | null>,
): { status: ViewPhase; resetCamera(): void } {
  const [status, setStatus] = useState<ViewPhase>({ phase: 'loading' });
  const shown = useRef<ShownView | null>(null);
  // a snapshot's identity changes with every store write: the view is what it says
  const key = view ? JSON.stringify(view) : '';

  useEffect(() => {
    const host = container.current;
    if (!key || !host) return undefined;
    const abort = new AbortController();
    let drawn: StructureView | null = null;
    setStatus({ phase: 'loading' });
    const fail = (reason: string) => {
      if (!abort.signal.aborted) setStatus({ phase: 'failed', message: MESSAGE_TEMPLATES.viewerFailed(reason) });
    };
    void (async () => {
      // Mol* loads and prepares its canvas meanwhile; a file that fails says so without waiting for it
      const opening = loadViewer('molstar-view', store.actions.viewerModuleUrl('molstar-view')).then((m) =>
        m.openView(host),
      );
      opening.then(
        (view) => {
          drawn = view;
          if (abort.signal.aborted) view.dispose();
        },
        () => undefined,
      );
      const prepared = await prepareView(store, JSON.parse(key) as RoutedViewerRequest, abort.signal);
      const view = await opening;
      if (abort.signal.aborted) return;
      await view.show(prepared.structures);
      if (abort.signal.aborted) return;
      shown.current = view;
      setStatus({ phase: 'ready', ...(prepared.alignment ? { alignment: prepared.alignment } : {}) });
    })().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    return () => {
      abort.abort();
      drawn?.dispose();
      shown.current = null;
    };
  }, [store, key, container]);

  return { status, resetCamera: () => shown.current?.resetCamera() };
}
