// The in-page view dialog (issue 37): a modal over the page, opened from a result's 'Explore in 3D'
// link, drawing the entry with Mol*. Escape, Close or a click on the backdrop close it, and the
// browser gives focus back to the link (the native dialog's focus restoring).

import { useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { viewerTitle } from '../../model/viewer-request.ts';
import { alignmentColour, cssColour } from './viewer-colours.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { Button } from '../common/Button.tsx';
import { dismissHandlers, useModalDialog } from '../common/use-modal-dialog.ts';
import { useStructureView } from './use-structure-view.ts';

/** Which colour is which structure, with what the search measured (a motif hit's RMSD). */
function AlignmentLegend({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="pdb-viewer-legend" aria-label="Structures shown">
      {labels.map((label, i) => (
        <li key={label}>
          <svg className="pdb-viewer-swatch" viewBox="0 0 10 10" aria-hidden="true">
            <rect width="10" height="10" rx="2" fill={cssColour(alignmentColour(i))} />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

export function ViewerDialog({ store }: { store: SearchStore }) {
  const view = useSnapshot(store.state).viewer;
  const closeButton = useRef<HTMLButtonElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const dialog = useModalDialog(view !== null, closeButton);
  const titleId = useId();
  const { status, resetCamera } = useStructureView(store, view, canvasHost);
  const close = () => store.actions.closeViewer();

  return (
    <dialog
      ref={dialog}
      className="pdb-dialog pdb-viewer-dialog"
      aria-labelledby={titleId}
      data-state={status.phase}
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
          {view.kind === 'motif' ? <AlignmentLegend labels={view.structures.map((s) => s.label)} /> : null}
          <div className="pdb-viewer-body">
            <div className="pdb-viewer-canvas" ref={canvasHost} />
            {status.phase === 'loading' ? (
              <p className="pdb-viewer-status" role="status">
                Loading the 3D view…
              </p>
            ) : status.phase === 'failed' ? (
              <p className="pdb-viewer-status pdb-viewer-failure" role="alert">
                {status.message}
              </p>
            ) : null}
          </div>
          <div className="pdb-dialog-actions pdb-viewer-actions">
            <p className="pdb-viewer-hint">Drag to rotate, scroll to zoom, right-drag to move.</p>
            <Button onClick={resetCamera} disabled={status.phase !== 'ready'}>
              Reset view
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
