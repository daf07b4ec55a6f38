// Issue 13, point 1: applied refinements can be removed. Each applied value is a chip above the
// results (removing one re-runs the search from page 1), 'Clear all' removes them all, the panel
// keeps applied values ticked, and unticking them and pressing Apply removes them; the seed's
// 'No Refinements have been selected.' stays for Apply with nothing ticked and nothing applied.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openE2eSession, resultsTotal, SHOTS, showsTotal, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
let server: E2eSession['server'];
let page: Page;
/** Results of the search before any refinement. */
let unrefined = 0;

const request = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
  return_type: 'entry',
};

const bucket = (facet: string, label: string) =>
  page
    .locator('[part~="facet"] fieldset')
    .filter({ has: page.locator('legend', { hasText: facet }) })
    .locator('label')
    .filter({ hasText: new RegExp(`^\\s*${label}`) })
    .first();

const chip = (facet: string, label: string) =>
  page.getByRole('button', { name: `Remove refinement ${facet}: ${label}` });

async function populationOf(facet: string, label: string): Promise<number> {
  return Number(((await bucket(facet, label).locator('.facet-count').textContent()) ?? '').replace(/[^\d]/g, ''));
}

async function apply(): Promise<void> {
  await page.locator('[part~="facet"]').getByRole('button', { name: 'Apply' }).click();
}

describe('applied refinements in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    // the first load (bundles, a cold server) is the hook's time, not the first test's
    await page.goto(`${server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`, {
      waitUntil: 'networkidle',
    });
  });

  after(() => session?.close());

  test('an applied refinement shows as a chip and stays ticked in the panel', { timeout: 60_000 }, async () => {
    unrefined = await resultsTotal(page);
    assert.ok(unrefined > 25, `${unrefined} results`);
    const xray = await populationOf('Experimental Method', 'X-RAY DIFFRACTION');
    assert.ok(xray > 0 && xray < unrefined);
    await bucket('Experimental Method', 'X-RAY DIFFRACTION').locator('input').check();
    await apply();
    await showsTotal(page, xray);
    await chip('Experimental Method', 'X-RAY DIFFRACTION').waitFor();
    assert.equal(await bucket('Experimental Method', 'X-RAY DIFFRACTION').locator('input').isChecked(), true);
  });

  test('the page with chips: nothing serious for axe', async () => {
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('the page with chips: a screenshot of its top', async () => {
    await page.screenshot({ path: `${SHOTS}/refinements-chips-1280.png` });
  });

  test('removing a chip re-runs the search from page 1 without it', { timeout: 60_000 }, async () => {
    await page.getByRole('button', { name: 'Next page' }).click();
    await page
      .locator('.pager-range')
      .first()
      .filter({ hasText: /^26 to/ })
      .waitFor();
    await chip('Experimental Method', 'X-RAY DIFFRACTION').click();
    await showsTotal(page, unrefined);
    assert.match((await page.locator('.pager-range').first().textContent()) ?? '', /^1 to 25 of/);
    assert.equal(await chip('Experimental Method', 'X-RAY DIFFRACTION').count(), 0);
    assert.doesNotMatch(decodeURIComponent(page.url()), /"refinements"/);
  });

  test(
    'unticking applied values and pressing Apply removes them; nothing at all alerts',
    { timeout: 60_000 },
    async () => {
      const all = await resultsTotal(page);
      await bucket('Experimental Method', 'X-RAY DIFFRACTION').locator('input').check();
      await bucket('Experimental Method', 'SOLUTION NMR').locator('input').check();
      const both =
        (await populationOf('Experimental Method', 'X-RAY DIFFRACTION')) +
        (await populationOf('Experimental Method', 'SOLUTION NMR'));
      await apply();
      await showsTotal(page, both);
      await bucket('Experimental Method', 'SOLUTION NMR').locator('input').uncheck();
      await apply();
      await chip('Experimental Method', 'SOLUTION NMR').waitFor({ state: 'detached' });
      await chip('Experimental Method', 'X-RAY DIFFRACTION').waitFor();
      await bucket('Experimental Method', 'X-RAY DIFFRACTION').locator('input').uncheck();
      await apply();
      await chip('Experimental Method', 'X-RAY DIFFRACTION').waitFor({ state: 'detached' });
      await showsTotal(page, all);
      await apply();
      await page.getByText('No Refinements have been selected.').waitFor();
      assert.equal(await resultsTotal(page), all);
    },
  );

  test("'Clear all' removes refinements of several facets; back brings them back", { timeout: 60_000 }, async () => {
    const all = await resultsTotal(page);
    await bucket('Experimental Method', 'X-RAY DIFFRACTION').locator('input').check();
    await bucket('Scientific Name of the Source Organism', 'Homo sapiens').locator('input').check();
    await apply();
    await chip('Scientific Name of the Source Organism', 'Homo sapiens').waitFor();
    // the chips show at once; the pager once the refined answer is in
    await page
      .locator('pdb-results .pager-range')
      .first()
      .filter({ hasNotText: new RegExp(`of (0|${all.toLocaleString('en-US')}) items$`) })
      .waitFor();
    const refined = await resultsTotal(page);
    assert.ok(refined > 0 && refined < all);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await showsTotal(page, all);
    assert.equal(await page.getByRole('group', { name: 'Applied refinements' }).count(), 0);
    await page.goBack();
    await showsTotal(page, refined);
    await chip('Experimental Method', 'X-RAY DIFFRACTION').waitFor();
  });

  test('chips at phone width', { timeout: 60_000 }, async () => {
    const phone = await session.context.newPage();
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(page.url(), { waitUntil: 'networkidle' });
      await phone.getByRole('button', { name: 'Remove refinement Experimental Method: X-RAY DIFFRACTION' }).waitFor();
      assert.deepEqual(await seriousViolations(phone), []);
      await phone.screenshot({ path: `${SHOTS}/refinements-chips-390.png` });
    } finally {
      await phone.close();
    }
  });
});
