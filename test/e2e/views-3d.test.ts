// Issue 37, the in-page 3D views as a researcher meets them in the app (built bundles, Mol* loaded
// from dist/viewers/ when first opened): 'Explore in 3D' of 4HHB and 'Motif alignment in 3D' of a
// hit of the 3PTB catalytic triad open a dialog that draws (the canvas checked by its pixels),
// take their route (a cold load of it opens the view again), and close with Escape, focus back
// on the link; an assembly's and a chain's views from their routes; screenshots at 1280 and 390
// px, axe outside Mol*'s canvas.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import { MOLSTAR_SETTLE, assertCanvasDrawn, closesWithEscape, openDialog, viewDialog } from '../support/view-dialog.ts';

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
const dialog = () => viewDialog(page);
/**
 * A hit's link: 1GBT's (β-trypsin, 1,761 atoms), which Mol* draws beside 3PTB in about 2 s here; the
 * top hit, 1A0J (7,106 atoms), takes 5 s of this machine's software WebGL, too near a test's ceiling.
 */
const motifLink = () => page.locator('pdb-results [data-id="1GBT-1"] a', { hasText: 'Motif alignment in 3D' }).first();

const exploreLink = () => page.locator('pdb-results [data-id="4HHB"] a', { hasText: 'Explore in 3D' });

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
    await openDialog(page);
    assert.equal(await dialog().locator('h2').textContent(), 'Explore in 3D: 4HHB');
    assert.match(new URL(page.url()).pathname, /\/search\/3d-view\/4HHB$/);
  });

  test('the 4HHB dialog draws the structure', async () => {
    await assertCanvasDrawn(page);
  });

  test('the 4HHB view at 1280 and 390 px; axe finds nothing serious outside the canvas; Escape closes it', async () => {
    await screenshotBothWidths(page, 'view-3d-4hhb', MOLSTAR_SETTLE);
    assert.deepEqual(
      (await seriousViolations(page)).filter((f) => !f.targets.every((t) => t.includes('canvas'))),
      [],
    );
    await closesWithEscape(page, 'Explore in 3D');
  });

  test('a cold load of /search/3d-view/4HHB opens the view', async () => {
    await page.goto(`${session.server.url}/search/3d-view/4HHB`, { waitUntil: 'networkidle' });
    await openDialog(page);
  });

  test('and draws it', async () => {
    await assertCanvasDrawn(page);
  });

  // an assembly and a chain, each drawn as itself (their routes are what their results' links take)
  for (const [id, title] of [
    ['4HHB-1', 'Explore in 3D: 4HHB assembly 1'],
    ['4HHB.A', 'Explore in 3D: 4HHB chain A'],
  ] as const) {
    test(`a cold load of /search/3d-view/${id} opens its view`, async () => {
      await page.goto(`${session.server.url}/search/3d-view/${id}`, { waitUntil: 'networkidle' });
      await openDialog(page);
      assert.equal(await dialog().locator('h2').textContent(), title);
    });

    test(`${id} is drawn; at 1280 and 390 px axe finds nothing serious outside the canvas`, async () => {
      await assertCanvasDrawn(page);
      await screenshotBothWidths(page, `view-3d-${id.replace('.', '-chain-')}`, MOLSTAR_SETTLE);
      assert.deepEqual(
        (await seriousViolations(page)).filter((f) => !f.targets.every((t) => t.includes('canvas'))),
        [],
      );
    });
  }

  test('the 3PTB catalytic triad: every hit offers its motif alignment in 3D', async () => {
    await page.goto(searchUrl(TRIAD_SEARCH), { waitUntil: 'networkidle' });
    await motifLink().waitFor();
  });

  test("a hit's motif alignment opens by keyboard, with the hit's RMSD in its legend", async () => {
    await motifLink().focus();
    await page.keyboard.press('Enter');
    await openDialog(page);
    assert.equal(await dialog().locator('h2').textContent(), 'Motif alignment in 3D: 3PTB, 1GBT');
    const legend = await dialog().locator('.pdb-viewer-legend li').allTextContents();
    assert.equal(legend[0], '3PTB: query motif');
    assert.match(legend[1] ?? '', /^1GBT-1: RMSD \d+(\.\d+)? Å$/);
    motifViewUrl = page.url();
    assert.match(new URL(motifViewUrl).search, /loadPdbIds=/);
  });

  test('the query motif and the hit are drawn superposed', async () => {
    await assertCanvasDrawn(page);
  });

  test('the motif alignment at 1280 and 390 px; Escape closes it', async () => {
    await screenshotBothWidths(page, 'view-3d-motif', MOLSTAR_SETTLE);
    await closesWithEscape(page, 'Motif alignment in 3D');
  });

  test("a cold load of the motif alignment's URL opens it again", async () => {
    assert.ok(motifViewUrl, 'the motif test ran');
    await page.goto(motifViewUrl, { waitUntil: 'networkidle' });
    await openDialog(page);
  });

  test('and draws it', async () => {
    await assertCanvasDrawn(page);
  });
});
