// Escape in the framed sketcher: Ketcher uses it first (it closes Ketcher's own dialogs and drops a
// drawing tool for the selection tool); once it has nothing left to do there, Escape closes the
// builder's dialog, as it does when focus is outside the frame.

import { useEffect } from 'react';
import { SKETCH_MESSAGE_SOURCE, type SketchCancel } from './sketch-messages.ts';

/** A Ketcher dialog or menu is open (its modals are MUI or role=dialog boxes). */
function ketcherOverlayOpen(): boolean {
  return document.querySelector('[role="dialog"], .MuiModal-root, .MuiPopover-root') !== null;
}

/** The active tool is a selection tool, so Escape would change nothing in Ketcher. */
function selectionToolActive(): boolean {
  const active = document.querySelector(
    '[data-testid^="select-"][class*="selected"], [data-testid^="select-"].selected',
  );
  return active !== null;
}

/** While `active` (framed, Ketcher started), Escape with nothing left for Ketcher tells the dialog to close. */
export function useEscapeToParent(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    // capture: read Ketcher's state before its own key handler changes it
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || ketcherOverlayOpen() || !selectionToolActive()) return;
      const cancel: SketchCancel = { source: SKETCH_MESSAGE_SOURCE, type: 'cancel' };
      // carries nothing, so any parent may hear it
      window.parent.postMessage(cancel, '*');
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active]);
}
