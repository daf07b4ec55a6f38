// Issue 37, the in-page 3D views as a researcher meets them in the app (built bundles, Mol* loaded
// from dist/viewers/ when first opened): 'Explore in 3D' of 4HHB and 'Motif alignment in 3D' of a
// hit of the 3PTB catalytic triad open a dialog that draws (the canvas checked by its pixels),
// take their route (a cold load of it opens the view again), and close with Escape, focus back
// on the link; screenshots at 1280 and 390 px, axe outside Mol*'s canvas.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { DEEP_ACTIVE, openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';

let session: E2eSession;
let page: Page;
/** The motif alignment's URL, as the motif test left it, for the cold load after it. */
let motifViewUrl = '';

const residue = (asym: string, seq: number) => ({ label_asym_id: asym, label_seq_id: seq, struct_oper_id: '1' });
const TRIAD_SEARCH = {
  query: {
    type: 'terminal',
    service: 'strucmotif',
    parameters: { value: { entry_id: '3PTB', residue_ids: [residue('A', 40), residue('A', 84), residue('A', 177)] } },
  },
  return_type: 'assembly',
};
const HEMOGLOBIN = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
};
const searchUrl = (request: object) =>
  `${session.server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`;
const dialog = () => page.locator('dialog.pdb-viewer-dialog');
/**
 * A hit's link: 1GBT's (β-trypsin, 1,761 atoms), which Mol* draws beside 3PTB in about 2 s here; the
 * top hit, 1A0J (7,106 atoms), takes 5 s of this machine's software WebGL, too near a test's ceiling.
 */
const motifLink = () => page.locator('pdb-results [data-id="1GBT-1"] a', { hasText: 'Motif alignment in 3D' }).first();

/** Page-side: the open view dialog, through the shadow roots. */
const OPEN_DIALOG = `(() => {
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

const exploreLink = () => page.locator('pdb-results [data-id="4HHB"] a', { hasText: 'Explore in 3D' });

/** Waits for the view dialog to be open (drawn or not). */
async function openDialog(): Promise<void> {
  await page.waitForFunction(`${OPEN_DIALOG} !== undefined`, null, { timeout: 9_000 });
}

/** The dialog's state once it has drawn or failed, and how many colours its canvas shows. */
async function drawn(): Promise<{ state: string | null; colours: number }> {
  await page.waitForFunction(
    `(() => { const d = ${OPEN_DIALOG}; return d && d.dataset.state !== 'loading'; })()`,
    null,
    {
      timeout: 9_000,
    },
  );
  const state = await dialog().getAttribute('data-state');
  // Mol* draws on its next frames: wait for a picture with more than the background in it (a
  // string, as the other e2e probes: a function would carry the test runner's helpers along)
  const colours = (await page.evaluate(`(${COLOURS_DRAWN})(${OPEN_DIALOG}.querySelector('canvas'))`)) as number;
  return { state, colours };
}

/** The open dialog has drawn: ready, its canvas showing more than the background. */
async function assertDrawn(): Promise<void> {
  const { state, colours } = await drawn();
  assert.equal(state, 'ready', (await dialog().textContent()) ?? '');
  assert.ok(colours > 50, `${colours} colours drawn`);
}

async function closesWithEscape(linkText: string): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog().and(page.locator(':not([open])')).waitFor({ state: 'attached' });
  assert.equal(await page.evaluate(`${DEEP_ACTIVE}?.textContent`), linkText, 'focus back on the link');
  assert.ok(!page.url().includes('/3d-view'), page.url());
}

describe('the in-page 3D views', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });
  after(() => session.close());

  // Each step is a test of its own: a first view loads Mol* and compiles its shaders, which on a
  // loaded 2-core runner took 10 s with the page load before it (over a test's ceiling).
  test('the hemoglobin results offer 4HHB in 3D', async () => {
    await page.goto(searchUrl(HEMOGLOBIN), { waitUntil: 'networkidle' });
    await exploreLink().waitFor();
  });

  test("'Explore in 3D' of 4HHB opens its dialog by keyboard and takes /3d-view/4HHB", async () => {
    await exploreLink().focus();
    await page.keyboard.press('Enter');
    await openDialog();
    assert.equal(await dialog().locator('h2').textContent(), 'Explore in 3D: 4HHB');
    assert.match(new URL(page.url()).pathname, /\/search\/3d-view\/4HHB$/);
  });

  test('the 4HHB dialog draws the structure', async () => {
    await assertDrawn();
  });

  test('the 4HHB view at 1280 and 390 px; axe finds nothing serious outside the canvas; Escape closes it', async () => {
    await screenshotBothWidths(page, 'view-3d-4hhb');
    assert.deepEqual(
      (await seriousViolations(page)).filter((f) => !f.targets.every((t) => t.includes('canvas'))),
      [],
    );
    await closesWithEscape('Explore in 3D');
  });

  test('a cold load of /search/3d-view/4HHB opens the view', async () => {
    await page.goto(`${session.server.url}/search/3d-view/4HHB`, { waitUntil: 'networkidle' });
    await openDialog();
  });

  test('and draws it', async () => {
    await assertDrawn();
  });

  test('the 3PTB catalytic triad: every hit offers its motif alignment in 3D', async () => {
    await page.goto(searchUrl(TRIAD_SEARCH), { waitUntil: 'networkidle' });
    await motifLink().waitFor();
  });

  test("a hit's motif alignment opens by keyboard, with the hit's RMSD in its legend", async () => {
    await motifLink().focus();
    await page.keyboard.press('Enter');
    await openDialog();
    assert.equal(await dialog().locator('h2').textContent(), 'Motif alignment in 3D: 3PTB, 1GBT');
    const legend = await dialog().locator('.pdb-viewer-legend li').allTextContents();
    assert.equal(legend[0], '3PTB: query motif');
    assert.match(legend[1] ?? '', /^1GBT-1: RMSD \d+(\.\d+)? Å$/);
    motifViewUrl = page.url();
    assert.match(new URL(motifViewUrl).search, /loadPdbIds=/);
  });

  test('the query motif and the hit are drawn superposed', async () => {
    await assertDrawn();
  });

  test('the motif alignment at 1280 and 390 px; Escape closes it', async () => {
    await screenshotBothWidths(page, 'view-3d-motif');
    await closesWithEscape('Motif alignment in 3D');
  });

  test("a cold load of the motif alignment's URL opens it again", async () => {
    assert.ok(motifViewUrl, 'the motif test ran');
    await page.goto(motifViewUrl, { waitUntil: 'networkidle' });
    await openDialog();
  });

  test('and draws it', async () => {
    await assertDrawn();
  });
});
