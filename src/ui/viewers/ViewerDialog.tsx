// The in-page view dialog (issue 37): a modal over the page, opened from a result's link: a 3D
// view drawn by Mol* (an entry, a motif or a pairwise structure alignment), or a sequence hit's
// alignment drawn by the RCSB's 1D viewer. Escape, Close or a click on the backdrop close it, and the
// browser gives focus back to the link (the native dialog's focus restoring).

import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chainName, viewerTitle, type ViewerRequest } from '../../model/viewer-request.ts';
import { alignmentColour, cssColour, PAIRWISE_COLOURS } from './viewer-colours.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { Button } from '../common/Button.tsx';
import { dismissHandlers, useModalDialog } from '../common/use-modal-dialog.ts';
import { PairwiseSummary } from './PairwiseSummary.tsx';
import { SequenceAlignmentBody } from './SequenceAlignmentBody.tsx';
import { useStructureView } from './use-structure-view.ts';
import { ViewStatus } from './ViewStatus.tsx';

/** Which colour is which structure, with what the search measured (a motif hit's RMSD). */
function AlignmentLegend({ entries }: { entries: readonly { label: string; colour: number }[] }) {
  return (
    <ul className="pdb-viewer-legend" aria-label="Structures shown">
      {entries.map(({ label, colour }) => (
        <li key={label}>
          <svg className="pdb-viewer-swatch" viewBox="0 0 10 10" aria-hidden="true">
            <rect width="10" height="10" rx="2" fill={cssColour(colour)} />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

type ViewOf<K extends ViewerRequest['kind']> = Extract<ViewerRequest, { kind: K }>;

/** The legend's entries of an alignment view. */
function legendOf(view: ViewOf<'motif' | 'pairwise'>) {
  if (view.kind === 'motif') return view.structures.map((s, i) => ({ label: s.label, colour: alignmentColour(i) }));
  return [
    { label: `${chainName(view.query)} (query; aligned residues strong, others pale)`, colour: PAIRWISE_COLOURS[0] },
    { label: `${chainName(view.target)} (laid on the query)`, colour: PAIRWISE_COLOURS[1] },
  ];
}

/** A 3D view: Mol*'s canvas, what it is loading or why it failed, and a pairwise alignment's measures. */
function StructureViewBody({
  store,
  view,
  onPhase,
}: {
  store: SearchStore;
  view: ViewOf<'structure' | 'motif' | 'pairwise'>;
  onPhase(phase: string): void;
}) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const { status, resetCamera } = useStructureView(store, view, canvasHost);
  // before the browser paints or a script runs: the dialog never shows the previous view's state
  useLayoutEffect(() => onPhase(status.phase), [onPhase, status.phase]);
  return (
    <>
      {view.kind === 'structure' ? null : <AlignmentLegend entries={legendOf(view)} />}
      <div className="pdb-viewer-body">
        <div className="pdb-viewer-canvas" ref={canvasHost} />
        <ViewStatus status={status} loading="Loading the 3D view…" />
      </div>
      {view.kind === 'pairwise' && status.phase === 'ready' && status.alignment ? (
        <PairwiseSummary
          alignment={status.alignment}
          names={{ query: chainName(view.query), target: chainName(view.target) }}
        />
      ) : null}
      <div className="pdb-dialog-actions pdb-viewer-actions">
        <p className="pdb-viewer-hint">Drag to rotate, scroll to zoom, right-drag to move.</p>
        <Button onClick={resetCamera} disabled={status.phase !== 'ready'}>
          Reset view
        </Button>
      </div>
    </>
  );
}

export function ViewerDialog({ store }: { store: SearchStore }) {
  const view = useSnapshot(store.state).viewer as ViewerRequest | null;
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(view !== null, closeButton);
  const titleId = useId();
  const [phase, setPhase] = useState('loading');
  const close = () => store.actions.closeViewer();

  return (
    <dialog
      ref={dialog}
      className="pdb-dialog pdb-viewer-dialog"
      aria-labelledby={titleId}
      data-state={phase}
      data-kind={view?.kind}
      {...dismissHandlers(dialog, close)}
    >
      {view ? (
        <>
          <div className="pdb-viewer-head">
            <h2 className="pdb-dialog-title" id={titleId}>
              {viewerTitle(view)}
            </h2>
            <Button variant="link" ref={closeButton} onClick={close}>
              Close
            </Button>
          </div>
          {/* keyed by the view: another view starts afresh, loading */}
          {view.kind === 'sequence' ? (
            <SequenceAlignmentBody key={JSON.stringify(view)} store={store} view={view} onPhase={setPhase} />
          ) : (
            <StructureViewBody key={JSON.stringify(view)} store={store} view={view} onPhase={setPhase} />
          )}
        </>
      ) : null}
    </dialog>
  );
}
