// Issue 13, point 2: back and forward bring back everything the user saw of a search — the search
// bar's text, the results, the page and the view — not only the results.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession, screenshotBothWidths } from '../support/e2e-session.ts';

let session: E2eSession;
let server: E2eSession['server'];
let page: Page;

const bar = () => page.getByRole('combobox').first();
const range = () => page.locator('.pager-range').first();
const viewButton = (name: string) => page.getByRole('button', { name, exact: true });

async function searchFor(text: string): Promise<void> {
  await bar().fill(text);
  await bar().press('Enter');
  await page.waitForFunction((term) => decodeURIComponent(location.search).includes(JSON.stringify(term)), text);
  await range().waitFor();
}

/** The bar shows `text`, the pager `label` (a prefix), and `view` is the pressed view button. */
async function shows(text: string, label: RegExp, view: string): Promise<void> {
  await range().filter({ hasText: label }).waitFor();
  await page.waitForFunction(
    (expected) =>
      document
        .querySelector('pdb-search-app')
        ?.shadowRoot?.querySelector('pdb-search-bar')
        ?.shadowRoot?.querySelector('input')?.value === expected,
    text,
  );
  assert.equal(await bar().inputValue(), text);
  assert.equal(await viewButton(view).getAttribute('aria-pressed'), 'true');
}

describe('back and forward in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
  });

  after(() => session?.close());

  test('the bar text, page and view follow back', { timeout: 60_000 }, async () => {
    await searchFor('hemoglobin');
    const hemoglobin = (await range().textContent())?.trim() ?? '';
    await searchFor('protein');
    await page.getByRole('button', { name: 'Next page' }).click();
    await range()
      .filter({ hasText: /^26 to 50 of/ })
      .waitFor();
    await viewButton('Gallery').click();
    await shows('protein', /^26 to 50 of/, 'Gallery');

    await page.goBack();
    await shows('protein', /^1 to 25 of/, 'Summary');
    await page.goBack();
    await shows('hemoglobin', new RegExp(`^${hemoglobin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), 'Summary');
  });

  // goes on from where the test above left the page (back at the first search)
  test('forward brings back the later pages and views', { timeout: 60_000 }, async () => {
    await screenshotBothWidths(page, 'history-back');
    await page.goForward();
    await shows('protein', /^1 to 25 of/, 'Summary');
    await page.goForward();
    await shows('protein', /^26 to 50 of/, 'Gallery');
  });
});

// Seed 000 §9: window history keeps 50 entries. Chromium keeps 50 entries per tab and drops the
// oldest; each of the app's entries carries its whole request and views, so the oldest entry
// still kept brings back its search in full.
describe('window history of 55 searches in Chromium', () => {
  const term = (i: number) => `term ${i}`;

  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
    await page.evaluate(`(async () => {
      const store = document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-search-context').store;
      for (let i = 1; i <= 55; i++) {
        store.actions.setTerm('term ' + i);
        await store.actions.search({
          query: { type: 'terminal', service: 'full_text', parameters: { value: 'term ' + i } },
          return_type: 'entry',
        });
      }
    })()`);
  });

  after(() => session?.close());

  test('keeps 50 entries; the oldest kept is the 6th search, restored with its bar text', async () => {
    assert.equal(await page.evaluate('history.length'), 50);
    await page.evaluate('history.go(-49)');
    await page.waitForFunction((t) => decodeURIComponent(location.search).includes(JSON.stringify(t)), term(6));
    await shows(term(6), /./, 'Summary');
    await page.evaluate('history.back()');
    await page.waitForTimeout(300);
    assert.match(
      decodeURIComponent(await page.evaluate<string>('location.search')),
      /"term 6"/,
      'nothing older is kept',
    );
  });
});

// Issue 29, point 1: Edit on a Query History row opens that row's request in the builder, and the
// URL carries it (seed 001 §4), whatever the current search is.
describe("Query History's Edit in Chromium", () => {
  const builderValues = () =>
    page
      .locator('pdb-query-builder input[type="text"], pdb-query-builder input:not([type])')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean));

  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
    for (const term of ['hemoglobin', 'kinase', 'lysozyme']) await searchFor(term);
  });

  after(() => session?.close());

  test("Edit on an older row puts that row's query in the builder and the URL, every time", async () => {
    for (const term of ['kinase', 'hemoglobin', 'kinase']) {
      await page.getByRole('tab', { name: 'Query History', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(`^Edit in Advanced Search: .*\\b${term}\\b`) }).click();
      await page.locator('pdb-query-builder').waitFor();
      await page.waitForFunction((t) => decodeURIComponent(location.search).includes(JSON.stringify(t)), term, {
        timeout: 3000,
      });
      assert.match(new URL(page.url()).pathname, /\/search\/advanced$/);
      assert.deepEqual(await builderValues(), [term], `the builder holds ${term}`);
    }
  });
});
