// Issue 31: an institution's page on another loopback origin embeds the app from the archive's
// IIFE bundle. Under the README's policy with `style-src 'self'` (no 'unsafe-inline') every element
// is styled and the browser reports no violation (item 1); under Trusted Types results render (2);
// a right-to-left page whose global CSS is hostile shows the bar and a result row as a plain page
// does, to within the antialiasing noise of one drawing and the next (4, 8); the page's own uses
// of --pdb-* names keep their meaning (5); two contexts keep their own histories (6).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { SHOTS, pictureDifference, screenshotBothWidths, settledScreenshot } from '../support/e2e-session.ts';
import { appPage, launchCollectingViolations, policyFor, search, violations } from '../support/embed-pages.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let browser: Browser;
let context: BrowserContext;
/** The page under the policy, walked by the first three tests in turn. */
let cspPage: Page;

/** Trusted Types enforced, and no policy allowed: the suite hands no HTML string to the DOM. */
const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types 'none'";

/** The most two drawings of one antialiased edge differed by on a loaded machine was 1 level. */
const ANTIALIASING_NOISE = 4;

const HOSTILE_CSS = '* { box-sizing: content-box !important; font: 10px/1 serif !important; color: red }';

/** Two contexts on one page, each with its own bar and history, and the page's own 'queryHistory'. */
function twoContextsPage(archiveOrigin: string): string {
  const context = (
    key: string,
  ) => `<section id="${key}"><pdb-search-context api-base="${archiveOrigin}" history-key="${key}">
<pdb-search-bar></pdb-search-bar><pdb-query-history></pdb-query-history></pdb-search-context></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two searches</title>
<script src="${archiveOrigin}/dist/pdb-search-elements.iife.js"></script></head>
<body>${context('a')}${context('b')}</body></html>`;
}

describe('embedded under a strict CSP and hostile page CSS', () => {
  before(async () => {
    // the site first: the archive lists its origin in CORS_ORIGINS (MyPDB), and the pages name the archive
    const pages: Record<string, SitePage> = {};
    site = await startStaticSite('localhost', process.cwd(), pages);
    archive = await startArchiveServer({ env: { CORS_ORIGINS: site.origin } });
    const origin = new URL(archive.url).origin;
    pages['/csp.html'] = { html: appPage(origin), headers: { 'content-security-policy': policyFor(origin) } };
    pages['/trusted-types.html'] = {
      html: appPage(origin),
      headers: { 'content-security-policy': `${policyFor(origin)}; ${TRUSTED_TYPES}` },
    };
    pages['/two-contexts.html'] = { html: twoContextsPage(origin) };
    pages['/plain.html'] = { html: appPage(origin, '') };
    pages['/hostile.html'] = { html: appPage(origin, HOSTILE_CSS, 'rtl') };
    ({ browser, context } = await launchCollectingViolations());
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test("style-src 'self': the bar and every results view are styled, with no violation", async () => {
    cspPage = await context.newPage();
    await cspPage.goto(`${site.origin}/csp.html`);
    await search(cspPage, 'hemoglobin');
    assert.equal(
      await cspPage.locator('pdb-search-bar .submit').evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(50, 88, 128)',
      'the Search button has the accent colour',
    );
    for (const view of ['Gallery', 'Compact', 'Stats', 'Summary']) {
      await cspPage.getByRole('group', { name: 'Result views' }).getByRole('button', { name: view }).click();
    }
    await cspPage.getByRole('grid').first().waitFor({ state: 'detached' });
    await screenshotBothWidths(cspPage, 'embed-csp-results');
    assert.deepEqual(await violations(cspPage), []);
  });

  test("style-src 'self': the builder with each section, with no violation", async () => {
    await cspPage.locator('pdb-search-bar').getByRole('link', { name: 'Advanced Search' }).click();
    const builder = cspPage.locator('pdb-query-builder');
    for (const label of Object.values(SERVICE_LABELS)) {
      const toggle = builder.getByRole('button', { name: label, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    // a section that brings its own sheet along is styled too (a fieldset's groove border is gone)
    assert.equal(
      await builder.locator('.chem-query-type').evaluate((el) => getComputedStyle(el).borderTopWidth),
      '0px',
    );
    assert.deepEqual(await violations(cspPage), []);
  });

  test("style-src 'self': the chemical sketcher, with no violation", async () => {
    const builder = cspPage.locator('pdb-query-builder');
    await builder.getByRole('button', { name: LABELS.openChemicalSketch }).click();
    try {
      await builder.locator('dialog[data-state=ready]').waitFor({ timeout: 9000 });
    } finally {
      // closed whatever happened: an open dialog would hold the page the next tests click on
      await builder.getByRole('button', { name: 'Cancel' }).click();
    }
    assert.deepEqual(await violations(cspPage), []);
  });

  test("style-src 'self': Browse Annotations and MyPDB, with no violation", async () => {
    await cspPage.getByRole('tab', { name: 'Browse Annotations' }).click();
    await cspPage.locator('pdb-tree-browser [role=tree]').first().waitFor();
    await cspPage.getByRole('tab', { name: 'MyPDB' }).click();
    await cspPage
      .locator('pdb-mypdb')
      .getByRole('button', { name: /^Sign in with/ })
      .first()
      .waitFor();
    assert.deepEqual(await violations(cspPage), []);
    await cspPage.close();
  });

  test('Trusted Types enforced with no policy: results render, citations keep their italics and links', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/trusted-types.html`);
    await search(page, 'hemoglobin');
    const firstRow = page.locator('pdb-results [part~=result]').first();
    await firstRow.locator('i').first().waitFor();
    assert.match(
      (await firstRow.locator('a[href^="https://doi.org/"]').first().getAttribute('href')) ?? '',
      /^https:\/\/doi\.org\/10\./,
    );
    await page.getByRole('tab', { name: 'Query History' }).click();
    await page.locator('pdb-query-history').getByText('hemoglobin').first().waitFor();
    assert.deepEqual(await violations(page), []);
    await page.close();
  });

  test("two contexts keep their own histories across a reload, and the page's own 'queryHistory'", async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/two-contexts.html`);
    await page.evaluate(() => sessionStorage.setItem('queryHistory', 'the page keeps this'));
    for (const [key, term] of [
      ['a', 'hemoglobin'],
      ['b', 'kinase'],
    ] as const) {
      const bar = page.locator(`#${key}`).getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
      await bar.fill(term);
      await bar.press('Enter');
      await page.locator(`#${key} pdb-query-history tbody tr`).first().waitFor();
    }
    await page.reload();
    for (const [key, term, other] of [
      ['a', 'hemoglobin', 'kinase'],
      ['b', 'kinase', 'hemoglobin'],
    ] as const) {
      const rows = page.locator(`#${key} pdb-query-history tbody tr`);
      await rows.first().waitFor();
      assert.equal(await rows.count(), 1, `context ${key} shows its one search`);
      assert.match((await rows.first().textContent()) ?? '', new RegExp(term));
      assert.doesNotMatch((await rows.first().textContent()) ?? '', new RegExp(other));
    }
    assert.equal(await page.evaluate(() => sessionStorage.getItem('queryHistory')), 'the page keeps this');
    await page.close();
  });

  test('a right-to-left page with hostile CSS: the bar and a result row look as on a plain page', async () => {
    const shots: Buffer[][] = [];
    for (const name of ['plain', 'hostile']) {
      const page = await context.newPage();
      await page.goto(`${site.origin}/${name}.html`);
      await search(page, 'hemoglobin');
      await page.waitForLoadState('networkidle');
      const row = page.locator('pdb-results [part~=result]').first();
      // the thumbnail decoded, so both pictures show the same pixels
      await row.evaluate((element) => Promise.all([...element.querySelectorAll('img')].map((img) => img.decode())));
      const bar = page.locator('pdb-search-bar');
      shots.push([
        await settledScreenshot(bar, `${SHOTS}/embed-bar-${name}.png`),
        await settledScreenshot(row, `${SHOTS}/embed-row-${name}.png`),
      ]);
      await page.close();
    }
    // hostile CSS reaching in would move text or change its colour by far more than this
    const compare = await context.newPage();
    for (const [index, what] of ['the bar', 'the result row'].entries()) {
      const difference = await pictureDifference(compare, shots[0]![index]!, shots[1]![index]!);
      assert.ok(difference, `${what}: the same size on both pages`);
      assert.ok(difference.largest <= ANTIALIASING_NOISE, `${what} looks the same: ${JSON.stringify(difference)}`);
    }
    await compare.close();
  });

  test("the page's own --pdb-* values keep the meaning the page gave them", async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/plain.html`);
    await page.locator('pdb-search-bar .submit').waitFor();
    // registered page-wide as a <length>, 'large' would be invalid there and read as the default
    assert.equal(
      await page
        .locator('#own-theme')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--pdb-font-size').trim()),
      'large',
    );
    await page.close();
  });
});
