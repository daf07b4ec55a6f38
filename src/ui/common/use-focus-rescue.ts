import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus in `area` when the control that had it goes away: a button an action hides
 * (Sign out, Delete All once nothing is left), or a dialog's opener gone by the time the dialog
 * gives focus back. Focus then moves to `fallback` (the area's heading, tabIndex -1) instead of
 * dropping to the page's <body>, where a keyboard user would start over from the top.
 */
export function useFocusRescue(area: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>): void {
  const lastFocused = useRef<Element | null>(null);

  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused.current = event.target as Element;
    };
    // focus moved on to something (inside again, focusin records it): nothing to rescue
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) lastFocused.current = null;
    };
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [area]);

  // after every render: the render may have removed the focused control
  useEffect(() => {
    const last = lastFocused.current;
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (last && !last.isConnected && dropped) fallback.current?.focus();
  });
}

/**
 * Before a table row goes, the same control in the row after it (or, for the last row, before it)
 * takes focus, so a keyboard user deleting rows stays in the table.
 */
export function focusNeighbourRow(control: HTMLElement): void {
  const row = control.closest('tr');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const className = control.getAttribute('class');
  const twin = className ? neighbour?.querySelector<HTMLElement>(`[class="${CSS.escape(className)}"]`) : null;
  twin?.focus();
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href]';

/**
 * Call before `control` removes the part of `scope` it sits in (a builder term, residue or
 * subquery): once the page has redrawn, if focus fell to <body>, it goes to the control that came
 * next in `scope` (for the last part, the one before), where Tab would have taken the user.
 */
export function refocusAfterRemoval(control: HTMLElement, scope: Element | null): void {
  if (!scope) return;
  const controls = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const at = controls.indexOf(control);
  const candidates = [...controls.slice(at + 1), ...controls.slice(0, Math.max(at, 0)).reverse()];
  requestAnimationFrame(() => {
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (dropped) candidates.find((el) => el.isConnected && el.getClientRects().length > 0)?.focus();
  });
}
