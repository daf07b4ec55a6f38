// Issue 37, the alignment views as a researcher meets them in the app (built bundles): a structure
// similarity hit of 4HHB.A opens '3D pairwise alignment (tm-align)' (both chains drawn by Mol*,
// TM-score, RMSD and the residue alignment beside), taking /search/alignment?request-body= (a cold
// load opens it again); a sequence hit of 4HHB_1 opens its alignment drawn by the RCSB's 1D viewer
// (its rows checked in the DOM, row titles 80 px wide). Both close with Escape, focus back on the
// link; screenshots at 1280 and 390 px; axe outside the viewers' own drawing.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  OPEN_DIALOG,
  SIMILARITY_OF_4HHB_A,
  MOLSTAR_SETTLE,
  assertCanvasDrawn,
  closesWithEscape,
  openDialog,
  settledState,
  viewDialog,
} from '../support/view-dialog.ts';

let session: E2eSession;
let page: Page;
let pairwiseUrl = '';

/** 4HHB_1, hemoglobin α, as the query of a sequence search. */
const HEMOGLOBIN_ALPHA =
  'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR';
const SEQUENCE_SEARCH = {
  query: {
    type: 'terminal',
    service: 'sequence',
    parameters: { value: HEMOGLOBIN_ALPHA, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0 },
  },
  return_type: 'polymer_entity',
};
const searchUrl = (request: object) =>
  `${session.server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`;
const dialog = () => viewDialog(page);
/** The first hit in another entry than the query's. */
const pairwiseLink = () =>
  page
    .locator('pdb-results [data-id]:not([data-id^="4HHB"]) a', { hasText: '3D pairwise alignment (tm-align)' })
    .first();
const sequenceLink = () =>
  page.locator('pdb-results [data-id]:not([data-id^="4HHB"]) button', { hasText: 'Alignment view' }).first();

/** Page-side: the 1D viewer's rows in the open dialog, and its row titles' widths. */
const BOARD_ROWS = `(() => {
  const d = ${OPEN_DIALOG};
  const titles = [...d.querySelectorAll('.rcsbFvRowTitle')].filter((t) => t.textContent.trim());
  return {
    titles: titles.map((t) => t.textContent.trim()),
    widths: titles.map((t) => Math.round(t.getBoundingClientRect().width)),
    blocks: d.querySelectorAll('svg rect, svg path').length,
  };
})()`;

describe('the alignment views', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });
  after(() => session.close());

  test('a structure similarity search of 4HHB.A offers each protein hit its pairwise alignment', async () => {
    await page.goto(searchUrl(SIMILARITY_OF_4HHB_A), { waitUntil: 'networkidle' });
    await pairwiseLink().waitFor();
  });

  test('the pairwise alignment opens by keyboard and takes /search/alignment?request-body=', async () => {
    await pairwiseLink().focus();
    await page.keyboard.press('Enter');
    await openDialog(page);
    assert.match(
      (await dialog().locator('h2').textContent()) ?? '',
      /^3D pairwise alignment \(tm-align\): 4HHB\.A and /,
    );
    pairwiseUrl = page.url();
    assert.match(new URL(pairwiseUrl).pathname, /\/search\/alignment$/);
    assert.ok(new URL(pairwiseUrl).searchParams.get('request-body')?.includes('"tm-align"'), pairwiseUrl);
  });

  test('both chains are drawn, with TM-score, RMSD and the residue alignment', async () => {
    await assertCanvasDrawn(page);
    const scores = await dialog().locator('.pdb-viewer-scores').textContent();
    assert.match(scores ?? '', /TM-score0\.\d+/);
    assert.match(scores ?? '', /RMSD\d+(\.\d+)? Å/);
    const text = (await dialog().locator('.pdb-viewer-residues').textContent()) ?? '';
    assert.equal(text.split('\n').length, 3);
    assert.ok(text.includes(':'), text.slice(0, 200));
  });

  test('the pairwise view at 1280 and 390 px; axe finds nothing serious outside the canvas; Escape closes it', async () => {
    await screenshotBothWidths(page, 'view-pairwise', MOLSTAR_SETTLE);
    assert.deepEqual(
      (await seriousViolations(page)).filter((f) => !f.targets.every((t) => t.includes('canvas'))),
      [],
    );
    await closesWithEscape(page, '3D pairwise alignment (tm-align)');
  });

  test("a cold load of the pairwise alignment's URL opens it again", async () => {
    assert.ok(pairwiseUrl, 'the pairwise test ran');
    await page.goto(pairwiseUrl, { waitUntil: 'networkidle' });
    await openDialog(page);
  });

  test('and draws it', async () => {
    await assertCanvasDrawn(page);
  });

  test("a sequence search of 4HHB_1 offers each hit's alignment view", async () => {
    await page.goto(searchUrl(SEQUENCE_SEARCH), { waitUntil: 'networkidle' });
    await sequenceLink().waitFor();
  });

  test("a hit's alignment opens by keyboard and the RCSB 1D viewer draws its rows, titles 80 px wide", async () => {
    await sequenceLink().focus();
    await page.keyboard.press('Enter');
    await openDialog(page);
    assert.match((await dialog().locator('h2').textContent()) ?? '', /^Sequence alignment: query and /);
    assert.equal(await settledState(page), 'ready', (await dialog().textContent()) ?? '');
    const board = (await page.evaluate(BOARD_ROWS)) as { titles: string[]; widths: number[]; blocks: number };
    assert.deepEqual(board.titles, ['Query', 'Subject', 'Identity']);
    assert.ok(
      board.widths.every((w) => w === 80),
      board.widths.join(),
    );
    assert.ok(board.blocks > 3, `${board.blocks} shapes drawn`);
    assert.match(
      (await dialog().locator('.pdb-viewer-scores').textContent()) ?? '',
      /Identity\d+ %Positives\d+(\.\d+)? %/,
    );
  });

  test('the sequence alignment at 1280 and 390 px; axe finds nothing serious; Escape closes it', async () => {
    await screenshotBothWidths(page, 'view-sequence-alignment');
    assert.deepEqual(await seriousViolations(page), []);
    await closesWithEscape(page, 'Alignment view');
  });
});
