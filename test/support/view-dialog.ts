// The in-page view dialog (issue 37) as the e2e tests meet it: found through the shadow roots,
// waited for until it has drawn or failed, its canvas checked by its pixels, closed with Escape.
// Page-side probes are strings, as the other e2e probes: a function would carry the test runner's
// helpers along.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEEP_ACTIVE } from './e2e-session.ts';

/** Page-side: the open view dialog, through the shadow roots. */
export const OPEN_DIALOG = `(() => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++)
    for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  return roots.map((r) => r.querySelector('dialog.pdb-viewer-dialog[open]')).find(Boolean);
})()`;

/** Page-side: how many colours the canvas shows once it shows more than the background (5 s at most). */
const COLOURS_DRAWN = `async (canvas) => {
  const count = () => {
    const copy = document.createElement('canvas');
    copy.width = 200;
    copy.height = 150;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0, copy.width, copy.height);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  };
  for (let tries = 0; tries < 50 && count() <= 50; tries++) await new Promise((done) => setTimeout(done, 100));
  return count();
}`;

/** A structure similarity search of 4HHB.A for chains: its protein hits offer the pairwise view. */
export const SIMILARITY_OF_4HHB_A = {
  query: {
    type: 'terminal',
    service: 'structure',
    parameters: { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'strict_shape_match' },
  },
  return_type: 'polymer_instance',
};

/** screenshotBothWidths' settle for a Mol* view: its canvas follows the new width, then draws. */
export const MOLSTAR_SETTLE = { settleMs: 700 } as const;

export const viewDialog = (page: Page) => page.locator('dialog.pdb-viewer-dialog');

/** Waits for the view dialog to be open (drawn or not). */
export async function openDialog(page: Page): Promise<void> {
  await page.waitForFunction(`${OPEN_DIALOG} !== undefined`, null, { timeout: 9_000 });
}

/** Waits until the open dialog has drawn or failed; its state. */
export async function settledState(page: Page): Promise<string | null> {
  await page.waitForFunction(
    `(() => { const d = ${OPEN_DIALOG}; return d && d.dataset.state !== 'loading'; })()`,
    null,
    { timeout: 9_000 },
  );
  return viewDialog(page).getAttribute('data-state');
}

/** The open 3D dialog has drawn: ready, its canvas showing more than the background. */
export async function assertCanvasDrawn(page: Page): Promise<void> {
  const state = await settledState(page);
  assert.equal(state, 'ready', (await viewDialog(page).textContent()) ?? '');
  // Mol* draws on its next frames: wait for a picture with more than the background in it
  const colours = (await page.evaluate(`(${COLOURS_DRAWN})(${OPEN_DIALOG}.querySelector('canvas'))`)) as number;
  assert.ok(colours > 50, `${colours} colours drawn`);
}

/** Escape closes the dialog, focus goes back to what opened it, the URL leaves the view's route. */
export async function closesWithEscape(page: Page, opener: string): Promise<void> {
  await page.keyboard.press('Escape');
  await viewDialog(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' });
  assert.equal(await page.evaluate(`${DEEP_ACTIVE}?.textContent`), opener, 'focus back on the link');
  assert.ok(!/\/(3d-view|alignment)\b/.test(new URL(page.url()).pathname), page.url());
}
