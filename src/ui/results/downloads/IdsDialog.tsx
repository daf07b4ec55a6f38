import { useId, useRef } from 'react';
import { useModalDialog } from '../../common/use-modal-dialog.ts';
import { displayIdsTitle, displayIdsTruncated } from './download-messages.ts';

export interface IdsDialogProps {
  ids: readonly string[] | null;
  /** All results counted, when more than the ids shown. */
  total?: number;
  onClose: () => void;
}

/** Display IDs: a modal listing the ids, selectable as text for copying. */
export function IdsDialog({ ids, total, onClose }: IdsDialogProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const open = ids !== null;
  const dialog = useModalDialog(open, closeButton);

  return (
    <dialog
      ref={dialog}
      className="pdb-dialog ids-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {ids ? (
        <>
          <h2 className="pdb-dialog-title" id={titleId}>
            {displayIdsTitle(total ?? ids.length)}
          </h2>
          <div className="pdb-dialog-body">
            {total !== undefined && total > ids.length ? (
              <p className="ids-note">{displayIdsTruncated(ids.length, total)}</p>
            ) : null}
            <textarea className="ids-text" readOnly aria-label="Result IDs" value={ids.join(', ')} rows={8} />
          </div>
          <div className="pdb-dialog-actions">
            <button ref={closeButton} type="button" className="pdb-button" data-variant="primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
