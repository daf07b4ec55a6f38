import { useId, useRef } from 'react';
import { dismissHandlers, useModalDialog } from './use-modal-dialog.ts';
import { Button } from './Button.tsx';

export interface ConfirmDialogProps {
  /** Shown as a modal while true. */
  open: boolean;
  /** The question, e.g. MESSAGES.confirmDeleteHistory. */
  message: string;
  /** Heading (default 'Please confirm'). */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' colours the confirm button red for destructive actions. */
  variant?: 'primary' | 'danger';
  onConfirm: () => void;
  /** Cancel button, Escape, or a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A modal confirmation built on the native <dialog> (showModal): it traps focus, closes on
 * Escape, sits in the top layer above every other box of the page, and gives focus back to the
 * control that opened it. The cancel button gets focus first so Enter does not destroy data.
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, cancelButton);
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog
      ref={dialog}
      className="pdb-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      {...dismissHandlers(dialog, onCancel)}
    >
      {open ? (
        <>
          <h2 className="pdb-dialog-title" id={titleId}>
            {title}
          </h2>
          <p className="pdb-dialog-body" id={messageId}>
            {message}
          </p>
          <div className="pdb-dialog-actions">
            <Button ref={cancelButton} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={variant} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
