// The Chemical section's sketch tool: a modal <dialog> framing the /chemical-sketch page,
// which runs Ketcher in a document of its own. Nothing of Ketcher is in the builder's bundles: the
// frame loads it when the dialog opens. Apply asks the frame for the drawing as SMILES or InChI
// (sketch-messages.ts); Cancel, Close, Escape and a click on the backdrop close without a change.
// A frame the page's Content-Security-Policy refuses never says it is ready: the dialog says in one
// line what the page must allow, at once on the browser's violation report, else after a timeout.

import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { DescriptorType } from '../../../model/types.ts';
import { DESCRIPTOR_TYPES } from '../../../model/constants/vocabulary.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { SKETCH_EMPTY_MESSAGE } from '../../../model/chemical-sketch.ts';
import { dismissHandlers, useModalDialog } from '../../common/use-modal-dialog.ts';
import { Button } from '../../common/Button.tsx';
import { onPolicyViolation } from '../../common/policy-violation.ts';
import {
  SKETCH_MESSAGE_SOURCE,
  asFromSketch,
  type SketchMolecule,
  type SketchRequest,
} from '../../chemical-sketch/sketch-messages.ts';

export const SKETCH_DIALOG_TITLE = 'Chemical Sketch Tool';

/** How long the frame may take to say it is ready before the dialog says why it may not. */
export const SKETCH_LOAD_TIMEOUT_MS = 10_000;

export interface ChemicalSketchDialogProps {
  open: boolean;
  /** The sketch page to frame (the store's sketchDialogUrl), opening with the section's descriptor. */
  src: string;
  /** What Apply asks the drawing as, at first. */
  descriptorType: DescriptorType;
  onApply: (value: string, descriptorType: DescriptorType) => void;
  onClose: () => void;
  /** Wait this long for the sketcher (SKETCH_LOAD_TIMEOUT_MS unless a test says otherwise). */
  loadTimeoutMs?: number;
}

const unwritable = (type: DescriptorType) => `The sketcher could not write the drawing as ${type}.`;

export function ChemicalSketchDialog({
  open,
  src,
  descriptorType,
  onApply,
  onClose,
  loadTimeoutMs = SKETCH_LOAD_TIMEOUT_MS,
}: ChemicalSketchDialogProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, frame);
  const titleId = useId();
  const typeId = useId();
  const [ready, setReady] = useState(false);
  const [type, setType] = useState<DescriptorType>(descriptorType);
  const [message, setMessage] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<((molecule: SketchMolecule) => void) | null>(null);

  // Each opening starts afresh: a new frame, the section's descriptor type, no message. Listening
  // from the commit on: a frame quick to say it is ready could otherwise speak before a passive
  // effect runs, and its 'ready' would be lost (seen under load in CI).
  useLayoutEffect(() => {
    if (!open) return undefined;
    setReady(false);
    setType(descriptorType);
    setMessage(null);
    setApplying(false);
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const received = asFromSketch(event.data);
      if (received?.type === 'ready') setReady(true);
      else if (received?.type === 'cancel') onClose();
      else if (received?.type === 'molecule') answer.current?.(received);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // descriptorType and onClose are read when the dialog opens; later changes wait for the next opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Listening before the browser can report: the frame's navigation starts with this commit (a
  // passive effect could run after the report, and its reset would drop it).
  useLayoutEffect(() => {
    if (!open || ready) return undefined;
    setFailure(null);
    const origin = new URL(src, document.baseURI).origin;
    const stopListening = onPolicyViolation(
      dialog.current?.ownerDocument ?? document,
      ['frame-src', 'child-src'],
      origin,
      () => setFailure(MESSAGE_TEMPLATES.cspBlocksSketcher(origin)),
    );
    const timer = setTimeout(
      () => setFailure((known) => known ?? MESSAGE_TEMPLATES.sketcherTimedOut(origin)),
      loadTimeoutMs,
    );
    return () => {
      stopListening();
      clearTimeout(timer);
    };
  }, [open, ready, src, loadTimeoutMs, dialog]);

  // The frame had focus; its place is now behind the failure line: Close takes it, inside the dialog.
  const failed = failure !== null && !ready;
  useLayoutEffect(() => {
    const root = frame.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (failed && root?.activeElement === frame.current) closeButton.current?.focus();
  }, [failed]);

  function apply() {
    const target = frame.current?.contentWindow;
    if (!target || applying) return;
    setApplying(true);
    setMessage(null);
    const asked = type;
    answer.current = (molecule) => {
      answer.current = null;
      setApplying(false);
      if (molecule.error) setMessage(unwritable(asked));
      else if (!molecule.value) setMessage(SKETCH_EMPTY_MESSAGE);
      else onApply(molecule.value, asked);
    };
    const request: SketchRequest = { source: SKETCH_MESSAGE_SOURCE, type: 'get', descriptor_type: asked };
    target.postMessage(request, new URL(src, document.baseURI).origin);
  }

  return (
    <dialog
      ref={dialog}
      className="pdb-dialog chem-sketch-dialog"
      aria-labelledby={titleId}
      data-state={ready ? 'ready' : failed ? 'failed' : 'loading'}
      {...dismissHandlers(dialog, onClose)}
    >
      {open ? (
        <>
          <div className="chem-sketch-head">
            <h2 className="pdb-dialog-title" id={titleId}>
              {SKETCH_DIALOG_TITLE}
            </h2>
            <Button variant="link" className="chem-sketch-close" ref={closeButton} onClick={onClose}>
              Close
            </Button>
          </div>
          <div className="chem-sketch-body">
            {ready ? null : failed ? (
              <p className="chem-sketch-status chem-sketch-failure" role="alert">
                {failure}
              </p>
            ) : (
              <p className="chem-sketch-status" role="status">
                Loading the sketcher…
              </p>
            )}
            <iframe
              ref={frame}
              className="chem-sketch-frame"
              title="Molecule editor (Ketcher)"
              src={src}
              allow="clipboard-read; clipboard-write"
            />
          </div>
          <div className="pdb-dialog-actions chem-sketch-actions">
            <label className="chem-sketch-type" htmlFor={typeId}>
              Descriptor Type
            </label>
            <select
              id={typeId}
              className="value-input chem-sketch-type-select"
              value={type}
              onChange={(event) => setType(event.currentTarget.value as DescriptorType)}
            >
              {DESCRIPTOR_TYPES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {message ? (
              <p className="chem-sketch-message terminal-error" role="alert">
                {message}
              </p>
            ) : null}
            <span className="chem-sketch-spacer" />
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={!ready || applying} onClick={apply}>
              Apply
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
