// Draws the open view's structures into a container: the Mol* module and the files load
// together (each entry's file once); a view closed or changed meanwhile is dropped, and a drawn
// one is disposed with it.

import { useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGE_TEMPLATES } from '../../model/constants/messages.ts';
import { viewedStructures, type ViewerRequest } from '../../model/viewer-request.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { loadMolstarView } from './load-molstar-view.ts';
import type { ShownView, StructureView, ViewStructure } from './molstar/molstar-view.ts';
import { alignmentColour } from './viewer-colours.ts';

export type ViewPhase = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };

export function useStructureView(
  store: SearchStore,
  view: ViewerRequest | null,
  container: RefObject<HTMLElement | null>,
): { status: ViewPhase; resetCamera(): void } {
  const [status, setStatus] = useState<ViewPhase>({ phase: 'loading' });
  const shown = useRef<ShownView | null>(null);
  // a snapshot's identity changes with every store write: the view is what it says
  const key = view ? JSON.stringify(view) : '';

  useEffect(() => {
    const host = container.current;
    if (!key || !host) return undefined;
    const structures = viewedStructures(JSON.parse(key) as ViewerRequest);
    const abort = new AbortController();
    let drawn: StructureView | null = null;
    setStatus({ phase: 'loading' });
    const fail = (reason: string) => {
      if (!abort.signal.aborted) setStatus({ phase: 'failed', message: MESSAGE_TEMPLATES.viewerFailed(reason) });
    };
    void (async () => {
      // Mol* loads and prepares its canvas while the files download; a file that fails says so
      // without waiting for it
      const opening = loadMolstarView(store.actions.viewerModuleUrl('molstar-view')).then((m) => m.openView(host));
      opening.then(
        (view) => {
          drawn = view;
          if (abort.signal.aborted) view.dispose();
        },
        () => undefined,
      );
      const entries = [...new Set(structures.map((s) => s.entryId))];
      const files = await Promise.all(entries.map((id) => store.actions.structureFile(id, abort.signal)));
      if (abort.signal.aborted) return;
      const cif = new Map<string, string>();
      for (const [i, file] of files.entries()) {
        if (!file.ok) return fail(file.message);
        cif.set(entries[i]!, file.value);
      }
      const aligned = structures.length > 1;
      const toDraw = structures.map((s, i): ViewStructure => ({
        cif: cif.get(s.entryId)!,
        label: s.label,
        ...(s.assemblyId ? { assemblyId: s.assemblyId } : {}),
        ...(s.matrix ? { matrix: s.matrix } : {}),
        residues: s.residues.map((r) => ({ asymId: r.label_asym_id, seqId: r.label_seq_id })),
        ...(aligned ? { color: alignmentColour(i) } : {}),
        // superposed residues sit on the query's: one label each is enough (and costs a second)
        ...(i > 0 ? { labelResidues: false } : {}),
      }));
      const view = await opening;
      if (abort.signal.aborted) return;
      await view.show(toDraw);
      if (abort.signal.aborted) return;
      shown.current = view;
      setStatus({ phase: 'ready' });
    })().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    return () => {
      abort.abort();
      drawn?.dispose();
      shown.current = null;
    };
  }, [store, key, container]);

  return { status, resetCamera: () => shown.current?.resetCamera() };
}
