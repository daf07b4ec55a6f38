// The skip link's target across shadow roots: a fragment link cannot reach into an element's
// shadow root, so <pdb-results> marks the element to land on (its summary, or the note shown
// before any search) and the app's "Skip to results" link focuses it.

import { revealInDocument } from './reveal.ts';

export const SKIP_TARGET = 'data-skip-target';

/** Focuses the marked element inside `host`'s shadow root (or `host` itself); false if neither can be. */
export function focusSkipTarget(host: Element | null): boolean {
  const target = host?.shadowRoot?.querySelector<HTMLElement>(`[${SKIP_TARGET}]`);
  if (!target) return false;
  target.focus({ preventScroll: true });
  revealInDocument(target, { block: 'start' });
  return true;
}
