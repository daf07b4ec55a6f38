import { useEffect, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';

/**
 * Drives a native <dialog> from an `open` flag: showModal (focus trap, Escape, top layer) when it
 * becomes true, with focus on `initialFocus`; close when it becomes false. Environments without
 * showModal get a plain open dialog.
 */
export function useModalDialog(
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      initialFocus.current?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open, initialFocus]);
  return dialog;
}

/**
 * The dialog's ways out besides its buttons: Escape (the cancel event, stopped so React state
 * closes it and `open` stays the single source of truth) and a click on the backdrop.
 */
export function dismissHandlers(dialog: RefObject<HTMLDialogElement | null>, onDismiss: () => void) {
  return {
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      onDismiss();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === dialog.current) onDismiss();
    },
  };
}
