// Issue 29, "look for more of the same" in the results area, by keyboard alone: an action must not
// drop focus onto the page's body (a screen reader then starts again from the top).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEEP_ACTIVE, openE2eSession, type E2eSession } from '../support/e2e-session.ts';

let session: E2eSession;
let page: Page;

const protein = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
  return_type: 'entry',
};
const url = () => `${session.server.url}/search?request=${encodeURIComponent(JSON.stringify(protein))}`;
const range = () => page.locator('pdb-results .pager-range').first();
const pagerButton = (op: string) => page.locator(`pdb-results .pager-button[data-op=${op}]`).first();
/** The focused element's pager operation, or its tag name when it is not a pager button. */
const focused = () =>
  page.evaluate(`(() => { const el = ${DEEP_ACTIVE}; return el?.dataset?.op ?? el?.tagName ?? 'none'; })()`);

describe('the results by keyboard alone', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(url(), { waitUntil: 'networkidle' });
    await range()
      .filter({ hasText: /^1 to 25 of / })
      .waitFor();
  });
  after(() => session.close());

  test('Enter on Last page keeps focus in the pager (on Previous page) once Last is disabled', async () => {
    await pagerButton('last').focus();
    await page.keyboard.press('Enter');
    await pagerButton('last').and(page.locator(':disabled')).waitFor();
    assert.equal(await focused(), 'previous');
    // and the keyboard goes on from there: Enter pages back
    const before = await range().textContent();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('pdb-search-app')
          ?.shadowRoot?.querySelector('pdb-results')
          ?.shadowRoot?.querySelector('.pager-range')?.textContent !== text,
      before,
    );
  });

  test('Enter on First page keeps focus in the pager (on Next page) once First is disabled', async () => {
    await pagerButton('first').focus();
    await page.keyboard.press('Enter');
    await range()
      .filter({ hasText: /^1 to 25 of / })
      .waitFor();
    await pagerButton('first').and(page.locator(':disabled')).waitFor();
    assert.equal(await focused(), 'next');
  });

  test("Enter on a facet's 'More...' that shows its last buckets moves focus to the first bucket it revealed", async () => {
    const facet = page.locator('pdb-results fieldset[data-facet="Experimental Method"]');
    const shown = await facet.locator('.facet-bucket').count();
    await facet.getByRole('button', { name: /^More\.\.\./ }).focus();
    await page.keyboard.press('Enter');
    await facet.getByRole('button', { name: /^More\.\.\./ }).waitFor({ state: 'detached' });
    const revealed = (await facet.locator('.facet-label').nth(shown).textContent()) ?? '';
    assert.equal(
      await page.evaluate(
        `(() => { const el = ${DEEP_ACTIVE}; return el.type === 'checkbox' ? el.closest('label').textContent : el.tagName; })()`,
      ),
      await facet.locator('.facet-bucket').nth(shown).textContent(),
      `focus on the checkbox of ${revealed}`,
    );
  });

  test("Enter on 'Return to Search Results' moves focus to the view it returned to", async () => {
    await page.getByRole('combobox', { name: 'Tabular Report' }).selectOption('structure_summary');
    const back = page.getByRole('button', { name: 'Return to Search Results' });
    await back.focus();
    await page.keyboard.press('Enter');
    await back.waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(
        `(() => { const el = ${DEEP_ACTIVE}; return el.getAttribute('aria-pressed') === 'true' ? el.dataset.view : el.tagName; })()`,
      ),
      'summary',
    );
  });

  test('in Create Custom Report, Remove on a chosen column and Clear keep focus in the builder', async () => {
    await page.getByRole('combobox', { name: 'Tabular Report' }).selectOption({ label: 'Create Custom Report' });
    await page.getByRole('combobox', { name: 'Start from a report' }).selectOption({ index: 1 });
    const removes = page.locator('pdb-results .custom-report .chip-remove');
    await removes.nth(1).waitFor();
    const second = await removes.nth(1).getAttribute('aria-label');
    await removes.first().focus();
    await page.keyboard.press('Enter');
    await page
      .locator('pdb-results .custom-report .chip-remove')
      .first()
      .and(page.locator(`[aria-label="${second}"]`))
      .waitFor();
    const label = `(() => { const el = ${DEEP_ACTIVE}; return el.getAttribute('aria-label') ?? el.id ?? el.tagName; })()`;
    assert.equal(await page.evaluate(label), second, 'focus on the next Remove');
    await page.getByRole('button', { name: 'Clear', exact: true }).focus();
    await page.keyboard.press('Enter');
    await removes.first().waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(`(() => { const el = ${DEEP_ACTIVE}; return el.type; })()`),
      'search',
      'focus on Filter attributes',
    );
  });
});
