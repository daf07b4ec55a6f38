// End to end, as a researcher uses it: the built bundles and the archive server (as `npm start`
// serves them) in Debian's Chromium, driven by playwright-core. Screenshots of every view go to
// test-output/e2e/ for a person to look at. `npm run test:e2e` builds the bundles once before the
// e2e files run (two at a time, so they must not build themselves).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openE2eSession, SHOTS, type E2eSession } from '../support/e2e-session.ts';

let session: E2eSession;
let server: E2eSession['server'];
let page: Page;

const rangeLabel = () => page.locator('.pager-range').first();

async function rangeText(): Promise<string> {
  await rangeLabel().waitFor();
  return (await rangeLabel().textContent())?.trim() ?? '';
}

/** '26 to 50 of 194 items' -> 194 */
function totalOf(label: string): number {
  const match = /of ([\d,]+)/.exec(label);
  assert.ok(match, `no total in '${label}'`);
  return Number(match[1]!.replace(/,/g, ''));
}

async function shot(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// X-ray entries of the shared archive, counted independently from its INDEX.tsv.
const XRAY_ENTRIES = readFileSync('../shared/archive/INDEX.tsv', 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.split('\t')[2] === 'X-RAY DIFFRACTION').length;

// A describe, so the build and browser start-up are its hooks, not the first test's time (Node 20
// counts top-level before hooks into the first test).
describe('the demo pages in Chromium', () => {
  before(async () => {
    session = await openE2eSession({ acceptDownloads: true });
    ({ server, page } = session);
  });

  after(() => session?.close());

  test(
    'a researcher searches, pages, sorts, refines, switches views, downloads and navigates',
    { timeout: 240_000 },
    async (t) => {
      await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
      await shot('01-empty');

      await t.test('type a term and see results', async () => {
        const input = page.getByRole('combobox').first();
        await input.fill('X-RAY DIFFRACTION');
        await input.press('Enter');
        await page.waitForFunction(() => new URL(location.href).searchParams.has('request'));
        const label = await rangeText();
        assert.match(label, /^1 to 25 of [\d,]+ items$/);
        assert.ok(totalOf(label) >= XRAY_ENTRIES, `${label} should cover the ${XRAY_ENTRIES} X-ray entries`);
        await shot('02-summary');
      });

      await t.test('page forward and to the last page', async () => {
        const total = totalOf(await rangeText());
        await page.getByRole('button', { name: 'Next page' }).click();
        await page.waitForFunction(() => document.querySelector('pdb-search-app')?.shadowRoot !== null);
        await rangeLabel()
          .filter({ hasText: /^26 to 50 of/ })
          .waitFor();
        await page.getByRole('button', { name: 'Last page' }).click();
        const lastStart = Math.floor((total - 1) / 25) * 25 + 1;
        await rangeLabel()
          .filter({
            hasText: new RegExp(`^${lastStart.toLocaleString('en-US')} to ${total.toLocaleString('en-US')} of`),
          })
          .waitFor();
        await page.getByRole('button', { name: 'First page' }).click();
        await rangeLabel()
          .filter({ hasText: /^1 to 25 of/ })
          .waitFor();
      });

      await t.test('sort by release date, newest first', async () => {
        await page.getByLabel('Sort by').selectOption({ label: 'Release Date' });
        await page.waitForFunction(() => decodeURIComponent(location.search).includes('initial_release_date'));
        const shownDates = () =>
          page
            .locator('[part~="result"]')
            .evaluateAll((items) =>
              items
                .map((item) => /Released:\s*(\d{4}-\d{2}-\d{2})/.exec(item.textContent ?? '')?.[1] ?? '')
                .filter(Boolean),
            );
        // The URL changes before the new page of results arrives: wait for the rendered order.
        let known: string[] = [];
        for (let tries = 0; tries < 50; tries++) {
          known = await shownDates();
          if (known.length >= 10 && known.join() === [...known].sort().reverse().join()) break;
          await page.waitForTimeout(200);
        }
        assert.ok(known.length >= 10, 'release dates shown');
        assert.deepEqual(known, [...known].sort().reverse());
      });

      let refinedLabel = '';
      await t.test('refine by a facet bucket and get exactly its population', async () => {
        const bucket = page
          .locator('[part~="facet"] label')
          .filter({ hasText: /^\s*Homo sapiens/ })
          .first();
        const population = Number(((await bucket.textContent()) ?? '').replace(/[^\d]/g, ''));
        assert.ok(population > 0);
        await bucket.locator('input[type=checkbox]').check();
        await page.getByRole('button', { name: 'Apply' }).click();
        await rangeLabel()
          .filter({ hasText: new RegExp(`of ${population.toLocaleString('en-US')} items$`) })
          .waitFor();
        refinedLabel = await rangeText();
        await shot('03-refined');
      });

      await t.test('switch each view', async () => {
        for (const view of ['Gallery', 'Compact', 'Stats', 'Summary']) {
          await page.getByRole('group', { name: 'Result views' }).getByRole('button', { name: view }).click();
          await page.waitForTimeout(300);
          if (view === 'Compact') await page.getByRole('grid').first().waitFor();
          if (view === 'Stats') await page.locator('svg[role="img"]').first().waitFor();
          await shot(`04-${view.toLowerCase()}`);
        }
        await page.getByLabel('Tabular Report').selectOption({ label: 'Structure Summary' });
        await page.locator('table').first().waitFor();
        await shot('04-tabular-report');
      });

      await t.test('download the report as CSV', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'CSV' }).click(),
        ]);
        assert.match(download.suggestedFilename(), /\.csv$/);
        const file = await download.path();
        const csv = readFileSync(file, 'utf8');
        const rows = csv.trim().split('\n');
        assert.ok(rows.length >= 2, 'a header and rows');
        await page.getByRole('button', { name: 'Return to Search Results' }).click();
        await rangeLabel().waitFor();
      });

      await t.test('reload the page from its URL and get the same results', async () => {
        const before = await rangeText();
        const firstTitle = await page.locator('[part~="result-title"]').first().textContent();
        await page.goto(page.url(), { waitUntil: 'networkidle' });
        assert.equal(await rangeText(), before);
        assert.equal(await page.locator('[part~="result-title"]').first().textContent(), firstTitle);
      });

      await t.test('back and forward re-run the stored requests', async () => {
        assert.equal(await rangeText(), refinedLabel);
        await page.goBack();
        await page.waitForFunction((label) => {
          const text = document
            .querySelector('pdb-search-app')
            ?.shadowRoot?.querySelector('pdb-results')
            ?.shadowRoot?.querySelector('.pager-range')?.textContent;
          return text !== undefined && text !== null && text.trim() !== label;
        }, refinedLabel);
        assert.notEqual(await rangeText(), refinedLabel);
        await page.goForward();
        await rangeLabel().filter({ hasText: refinedLabel }).waitFor();
      });
    },
  );

  test('the phone layout stacks the refinements under the results', { timeout: 60_000 }, async () => {
    const phone = await session.browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      const request = {
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'lysozyme' } },
        return_type: 'entry',
      };
      await phone.goto(`${server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`, {
        waitUntil: 'networkidle',
      });
      await phone.locator('.pager-range').first().waitFor();
      const results = await phone.locator('[part~="result"]').first().boundingBox();
      const facets = await phone.locator('[part~="facet"]').first().boundingBox();
      assert.ok(results && facets && facets.y > results.y, 'facets below the first result');
      await phone.screenshot({ path: `${SHOTS}/05-phone-summary.png`, fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
