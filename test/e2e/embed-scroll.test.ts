// Issue 31, item 9: a search moves focus to the results summary for screen readers, but scrolls no
// further than the results' top: a summary already in sight leaves the bar in view, one below the
// fold comes to the top, and an institution's page that frames the app on another origin never
// scrolls.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { SHOTS } from '../support/e2e-session.ts';
import { search } from '../support/embed-pages.ts';

let institution: StaticSite;
let framed: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let browser: Browser;

/** An app page, after `above` (the institution's own header). */
function appPage(archiveOrigin: string, above = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search</title>
<script src="${archiveOrigin}/dist/pdb-search-elements.iife.js"></script></head>
<body style="margin:0">${above}<pdb-search-app api-base="${archiveOrigin}"></pdb-search-app></body></html>`;
}

/** The institution's page: a header, the app framed from another origin, and a long page below. */
function framingPage(frameSrc: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Institution</title></head>
<body style="margin:0"><header style="height:400px">Institution</header>
<iframe src="${frameSrc}" title="Protein Data Bank search" style="width:1000px;height:700px;border:0"></iframe>
<div style="height:3000px">More of the institution's page</div></body></html>`;
}

/** Waits until the window's scroll position has stood still for a while (smooth scrolling ends). */
async function settledScroll(target: Page | Frame): Promise<number> {
  let last = -1;
  for (let still = 0; still < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 80));
    const y = await target.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    last = y;
  }
  return last;
}

const summary = (target: Page | Frame) => target.locator('pdb-results .results-summary').first();

/** Whether the results summary holds focus (inside its shadow root). */
const summaryFocused = (target: Page | Frame) =>
  summary(target).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

const summaryTop = (target: Page | Frame) => summary(target).evaluate((el) => el.getBoundingClientRect().top);

describe('a search scrolls no further than the results and never the embedding page', () => {
  before(async () => {
    const pages: Record<string, SitePage> = {};
    institution = await startStaticSite('localhost', process.cwd(), pages);
    framed = await startStaticSite('127.0.0.1', process.cwd(), pages);
    archive = await startArchiveServer();
    const origin = new URL(archive.url).origin;
    pages['/app.html'] = { html: appPage(origin) };
    pages['/below-the-fold.html'] = { html: appPage(origin, '<header style="height:1500px">Institution</header>') };
    pages['/framing.html'] = { html: framingPage(`${framed.origin}/app.html`) };
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  after(async () => {
    await browser?.close();
    await archive?.stop();
    await institution?.close();
    await framed?.close();
  });

  test('results in sight: focus moves to the summary and the bar stays in view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${institution.origin}/app.html`);
    await search(page, 'hemoglobin');
    assert.equal(await settledScroll(page), 0);
    assert.ok(await summaryFocused(page), 'focus is on the results summary');
    const bar = await page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' }).boundingBox();
    assert.ok(bar && bar.y >= 0, `the bar is in view (top ${bar?.y})`);
    await page.screenshot({ path: `${SHOTS}/embed-scroll-in-sight-1280.png` });
    await page.close();
  });

  test('results below the fold: the summary comes to the top, no further', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${institution.origin}/below-the-fold.html`);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await search(page, 'hemoglobin');
    await settledScroll(page);
    // at the window's top, less the summary's scroll-margin (12 px): in sight, not past it
    const top = await summaryTop(page);
    assert.ok(top >= 0 && top <= 13, `the summary's top is at the window's top (${top})`);
    await page.screenshot({ path: `${SHOTS}/embed-scroll-below-fold-390.png` });
    assert.ok(await summaryFocused(page), 'focus is on the results summary');
    await page.close();
  });

  test('framed on another origin: the institution page does not move', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${institution.origin}/framing.html`);
    await page.evaluate(() => window.scrollTo(0, 300));
    const frame = page.frame({ url: `${framed.origin}/app.html` });
    assert.ok(frame, 'the app is framed');
    await search(frame, 'hemoglobin');
    await settledScroll(frame);
    assert.equal(await settledScroll(page), 300);
    await page.screenshot({ path: `${SHOTS}/embed-scroll-framed-1280.png` });
    assert.ok(await summaryFocused(frame), 'focus is on the results summary');
    await page.close();
  });
});
