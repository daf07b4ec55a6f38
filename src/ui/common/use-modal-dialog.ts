import { useEffect, useRef, type RefObject } from 'react';

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
