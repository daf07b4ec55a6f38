// Issue 31, item 7: single-page apps move elements. A <pdb-search-app> without sync-url moved with
// one appendChild keeps its results and its typed term; a context moved while its search loads
// shows that search's answer; a context removed during a search and added back later runs it again
// rather than leaving the old rows under the new query.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let browser: Browser;

function movesPage(archiveOrigin: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moves</title>
<script src="${archiveOrigin}/dist/pdb-search-elements.iife.js"></script></head>
<body><div id="first">${body}</div><div id="second"></div></body></html>`;
}

const range = (page: Page) => page.locator('pdb-results .pager-range').first();
const bar = (page: Page) => page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });

async function searchFor(page: Page, term: string): Promise<void> {
  await bar(page).fill(term);
  await bar(page).press('Enter');
}

/** Holds the next answers to searches until `release` is called. */
async function holdSearches(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search/data', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The context page with hemoglobin's rows shown and a kinase search held while it loads. */
async function kinaseLoadingAfterHemoglobin(): Promise<{ page: Page; release: () => void }> {
  const page = await browser.newPage();
  await page.goto(`${site.origin}/context.html`);
  await searchFor(page, 'hemoglobin');
  await range(page).waitFor();
  const release = await holdSearches(page);
  await searchFor(page, 'kinase');
  return { page, release };
}

describe('elements moved in the page keep their state', () => {
  before(async () => {
    const pages: Record<string, SitePage> = {};
    site = await startStaticSite('localhost', process.cwd(), pages);
    archive = await startArchiveServer();
    const origin = new URL(archive.url).origin;
    pages['/app.html'] = { html: movesPage(origin, `<pdb-search-app api-base="${origin}"></pdb-search-app>`) };
    pages['/context.html'] = {
      html: movesPage(
        origin,
        `<pdb-search-context api-base="${origin}"><pdb-search-bar></pdb-search-bar><pdb-results></pdb-results></pdb-search-context>`,
      ),
    };
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('a <pdb-search-app> moved with one appendChild keeps its results and its typed term', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/app.html`);
    await searchFor(page, 'hemoglobin');
    await range(page).waitFor();
    const shown = await range(page).textContent();
    await bar(page).fill('kinase');
    await page.evaluate(() =>
      document.getElementById('second')!.appendChild(document.querySelector('pdb-search-app')!),
    );
    assert.equal(await page.locator('#second pdb-search-app').count(), 1);
    assert.equal(await range(page).textContent(), shown, 'the results are still there');
    assert.equal(await bar(page).inputValue(), 'kinase', 'so is the typed term');
    await page.close();
  });

  test('a context moved while its search loads shows that search, not old rows under it', async () => {
    const { page, release } = await kinaseLoadingAfterHemoglobin();
    await page.evaluate(() =>
      document.getElementById('second')!.appendChild(document.querySelector('pdb-search-context')!),
    );
    release();
    await page.locator('pdb-results .query-line, pdb-results [part~=result]').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('pdb-search-context')!.store.state.dataLoading);
    const state = await page.evaluate(() => {
      const { state } = document.querySelector('pdb-search-context')!.store;
      return { term: JSON.stringify(state.request?.query), total: state.response?.total_count ?? null };
    });
    assert.match(state.term, /kinase/);
    assert.ok(state.total !== null && state.total > 0, 'the kinase search answered');
    assert.doesNotMatch((await range(page).textContent()) ?? '', /^0 to 0 of 0/);
    await page.close();
  });

  test('a context removed during its search and added back later runs that search again', async () => {
    const { page, release } = await kinaseLoadingAfterHemoglobin();
    await page.evaluate(async () => {
      const context = document.querySelector('pdb-search-context')!;
      context.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      document.getElementById('second')!.appendChild(context);
    });
    release();
    await page.waitForFunction(() => {
      const { state } = document.querySelector('pdb-search-context')!.store;
      return !state.dataLoading && state.response !== null;
    });
    const total = await page.evaluate(
      () => document.querySelector('pdb-search-context')!.store.state.response!.total_count,
    );
    assert.ok(total > 0);
    assert.match((await range(page).textContent()) ?? '', new RegExp(`of ${total} `));
    await page.close();
  });
});
