// Issue 31, item 11: a results page prints its results only. An institution's pages on another
// loopback origin (the app, and a context with the bar, builder, history and results) are printed
// in headless Chromium: under print media the controls are gone, the rows are there, no thumbnail
// is a blank box, no view cuts its rows off; and the A4 PDF of a 25-row page is a few pages, where
// the same page printed as the screen shows it runs to many pages of controls.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { seriousViolations } from '../support/axe.ts';
import { SHOTS, screenshotBothWidths } from '../support/e2e-session.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let browser: Browser;
let context: BrowserContext;
/** The app with 25 rows for 'protein', shared by the tests that print it. */
let appPage: Page;
/** PDF pages of the app's results page printed as the screen shows it (what printing gave before). */
let pagesAsOnScreen = 0;

const TERM = 'protein';
const ROWS = 25;
/** A4 pages the 25 rows may take once only the results print (a row is 7 to 10 lines of text). */
const MOST_PRINTED_PAGES = 6;
/** An A4 sheet's width inside 1 cm margins, in CSS px (96 an inch): 210 mm less 20 mm. */
const A4_PRINTED_WIDTH = Math.floor((190 / 25.4) * 96);

function pageHtml(archiveOrigin: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Institution</title>
<script src="${archiveOrigin}/dist/pdb-search-elements.iife.js"></script></head><body>${body}</body></html>`;
}

/** The pages of a PDF Chromium wrote: its page objects (`/Type /Page`, not `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

async function search(page: Page): Promise<void> {
  const bar = page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
  await bar.fill(TERM);
  await bar.press('Enter');
  // a page draws its first rows at once and the rest right after
  await page
    .locator('pdb-results [part~=result]')
    .nth(ROWS - 1)
    .waitFor({ state: 'attached' });
}

/** Whether each locator (the first of its matches) shows on the page as it is now. */
async function shown(locators: Record<string, Locator>): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const [name, locator] of Object.entries(locators)) seen[name] = await locator.first().isVisible();
  return seen;
}

/** The controls of a results page, none of which belongs on paper. */
function controls(page: Page): Record<string, Locator> {
  const results = page.locator('pdb-results');
  return {
    'search bar input': page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' }),
    'functions bar': results.locator('.functions-bar'),
    'refinements panel': results.locator('.refinements'),
    'pager buttons': results.locator('.pager-button'),
    'pager options': results.locator('.pager-options'),
    'row checkboxes': results.locator('.row-select'),
    'Edit in Advanced Search': results.locator('.edit-query'),
  };
}

/**
 * The results' images that show but never loaded (blank boxes on paper), and the elements that
 * cut their content off (a scroll box, a fixed height or a line clamp) or reach past the page's
 * right edge, in every results root.
 */
async function blankAndClipped(page: Page): Promise<{ blank: string[]; clipped: string[] }> {
  // a string: the test runner's transpiler names inner functions with a helper the page lacks
  return page.evaluate(`(() => {
    const roots = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (!el.shadowRoot) continue;
        if (el.localName === 'pdb-results') roots.push(el.shadowRoot);
        walk(el.shadowRoot);
      }
    };
    walk(document);
    const blank = [];
    const clipped = [];
    for (const root of roots) {
      for (const img of root.querySelectorAll('img'))
        if (img.checkVisibility() && (!img.complete || img.naturalWidth === 0)) blank.push(img.alt);
      for (const el of root.querySelectorAll('.pdb-results *')) {
        if (!el.checkVisibility() || el.closest('.pdb-visually-hidden')) continue;
        const style = getComputedStyle(el);
        const cutX = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
        const cutY = style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1;
        const wider = el.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
        if (cutX || cutY || wider) clipped.push(el.localName + '.' + el.className);
      }
    }
    return { blank, clipped };
  })()`);
}

/** Each locator's name, not shown. */
const noneShown = (locators: Record<string, Locator>) =>
  Object.fromEntries(Object.keys(locators).map((name) => [name, false]));

describe('printing a results page', () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const pages: Record<string, SitePage> = {};
    site = await startStaticSite('localhost', process.cwd(), pages);
    archive = await startArchiveServer({ env: { CORS_ORIGINS: site.origin } });
    const origin = new URL(archive.url).origin;
    pages['/app.html'] = { html: pageHtml(origin, `<pdb-search-app api-base="${origin}"></pdb-search-app>`) };
    pages['/context.html'] = {
      html: pageHtml(
        origin,
        `<pdb-search-context api-base="${origin}"><pdb-search-bar></pdb-search-bar>
<pdb-query-builder></pdb-query-builder><pdb-query-history></pdb-query-history><pdb-results></pdb-results></pdb-search-context>`,
      ),
    };
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    appPage = await context.newPage();
    appPage.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
    await appPage.goto(`${site.origin}/app.html`);
    await search(appPage);
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('the app on paper: no controls, no tabs, no skip link; the summary, the range and the rows', async () => {
    await appPage.emulateMedia({ media: 'print' });
    const app = appPage.locator('pdb-search-app');
    const results = appPage.locator('pdb-results');
    const chrome = { ...controls(appPage), tabs: app.getByRole('tablist'), 'skip link': app.locator('.skip-link') };
    assert.deepEqual(await shown(chrome), noneShown(chrome));
    assert.deepEqual(
      await shown({
        summary: results.locator('.summary-count'),
        query: results.locator('.summary-query'),
        range: results.locator('.pager-range'),
        'first row title': results.locator('[part~=result] .item-title'),
        'last row title': results.locator('[part~=result] .item-title').nth(ROWS - 1),
      }),
      { summary: true, query: true, range: true, 'first row title': true, 'last row title': true },
    );
    assert.match((await results.locator('.pager-range').first().textContent()) ?? '', /^1 to 25 of /);
    assert.deepEqual(await blankAndClipped(appPage), { blank: [], clipped: [] });
    await appPage.emulateMedia({ media: null });
  });

  test('the app on paper, photographed at 1280 and 390 px; nothing serious for axe', async () => {
    await appPage.emulateMedia({ media: 'print' });
    // the top of the first sheet: the summary and the range line above the rows
    await appPage.evaluate('window.scrollTo(0, 0)');
    await screenshotBothWidths(appPage, 'embed-print-app');
    assert.deepEqual(await seriousViolations(appPage), []);
    await appPage.emulateMedia({ media: null });
  });

  test('the app as an A4 PDF of the screen as it is: many pages of controls and results', async () => {
    await appPage.emulateMedia({ media: 'screen' });
    pagesAsOnScreen = pdfPageCount(await appPage.pdf({ format: 'A4' }));
    await appPage.emulateMedia({ media: null });
    assert.ok(pagesAsOnScreen > MOST_PRINTED_PAGES, `${pagesAsOnScreen} pages as on screen`);
  });

  test('the app printed as an A4 PDF: a few pages, of results only', async () => {
    const printed = pdfPageCount(await appPage.pdf({ format: 'A4', path: `${SHOTS}/embed-print-app.pdf` }));
    console.log(`# ${ROWS} rows on A4: ${pagesAsOnScreen} pages as on screen, ${printed} printed`);
    assert.ok(printed > 0 && printed <= MOST_PRINTED_PAGES, `${printed} printed pages (at most ${MOST_PRINTED_PAGES})`);
  });

  test('Gallery and Compact on an A4 sheet: every row, nothing cut off, no blank thumbnail', async () => {
    // as wide as an A4 sheet inside 1 cm margins (at 96 px an inch), where a wide table would be cut
    await appPage.setViewportSize({ width: A4_PRINTED_WIDTH, height: 900 });
    const views = appPage.getByRole('group', { name: 'Result views' });
    const results = appPage.locator('pdb-results');
    for (const [view, rows] of [
      ['Gallery', results.locator('.gallery-cell')],
      ['Compact', results.locator('.compact-grid tbody tr')],
    ] as const) {
      await appPage.emulateMedia({ media: null });
      await views.getByRole('button', { name: view }).click();
      await rows.nth(ROWS - 1).waitFor({ state: 'attached' });
      await appPage.emulateMedia({ media: 'print' });
      assert.equal(await rows.nth(ROWS - 1).isVisible(), true, `${view}: the last row prints`);
      assert.deepEqual(await blankAndClipped(appPage), { blank: [], clipped: [] }, view);
      await appPage.screenshot({ path: `${SHOTS}/embed-print-${view.toLowerCase()}-a4.png` });
    }
    await appPage.emulateMedia({ media: null });
  });

  test('a report on an A4 sheet prints as a table: every row, no pager buttons, nothing cut off', async () => {
    const results = appPage.locator('pdb-results');
    await appPage.getByRole('combobox', { name: 'Tabular Report' }).selectOption('structure_summary');
    const rows = results.locator('table.report-table tbody tr');
    await rows.nth(ROWS - 1).waitFor({ state: 'attached' });
    await appPage.emulateMedia({ media: 'print' });
    assert.equal(await rows.nth(ROWS - 1).isVisible(), true, 'the last row prints');
    assert.equal(await results.locator('.pager-button').first().isVisible(), false, 'no pager buttons');
    assert.deepEqual(await blankAndClipped(appPage), { blank: [], clipped: [] });
    await appPage.screenshot({ path: `${SHOTS}/embed-print-report-a4.png`, fullPage: true });
    await appPage.emulateMedia({ media: null });
    await appPage.setViewportSize({ width: 1280, height: 900 });
  });

  test('a context with the bar, builder, history and results prints the results only', async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
    // thumbnails that have not arrived when the page prints (a slow network, rows far below)
    const held: Route[] = [];
    await page.route(
      (url) => url.origin === new URL(archive.url).origin,
      (route) => (route.request().resourceType() === 'image' ? void held.push(route) : route.continue()),
    );
    await page.goto(`${site.origin}/context.html`);
    await search(page);
    await page.emulateMedia({ media: 'print' });
    const panels = {
      ...controls(page),
      builder: page.locator('pdb-query-builder'),
      history: page.locator('pdb-query-history'),
    };
    assert.deepEqual(await shown(panels), noneShown(panels));
    assert.equal(await page.locator('pdb-results [part~=result] .item-title').first().isVisible(), true);
    assert.deepEqual(await blankAndClipped(page), { blank: [], clipped: [] });
    await Promise.all(held.map((route) => route.abort()));
    await page.close();
  });
});
