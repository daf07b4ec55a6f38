// Issue 31, item 3: a page that loads the suite twice (the IIFE and ESM modules, in either order)
// gets one clear console message and no broken element: each tag keeps the class of the copy that
// defined it first, window.PdbSearchElements names the registered classes, and no element is
// handed another copy's store.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { logRequests, type RequestLog } from '../support/request-log.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let browser: Browser;

/** Deferred classic and module scripts run in document order: the first listed defines the tags. */
function twoCopiesPage(archiveOrigin: string, iifeFirst: boolean): string {
  const iife = `<script defer src="${archiveOrigin}/dist/pdb-search-elements.iife.js"></script>`;
  const esm = ['pdb-search-context', 'pdb-search-bar']
    .map((name) => `<script type="module" src="${archiveOrigin}/dist/esm/${name}.js"></script>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two copies</title>
${iifeFirst ? iife + esm : esm + iife}</head>
<body><pdb-search-context api-base="${archiveOrigin}"><pdb-search-bar></pdb-search-bar><pdb-results></pdb-results></pdb-search-context></body></html>`;
}

interface Seen {
  errors: string[];
  warnings: string[];
}

async function open(name: string): Promise<{ page: Page; seen: Seen; log: RequestLog }> {
  const page = await browser.newPage();
  const log = logRequests(page.context());
  const seen: Seen = { errors: [], warnings: [] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => {
    // the test site serves no icon; the browser asks it for one
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      seen.errors.push(message.text());
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  await page.goto(`${site.origin}/${name}`);
  await page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' }).waitFor();
  await page.waitForLoadState('networkidle');
  return { page, seen, log };
}

describe('two copies of the suite on one page', () => {
  before(async () => {
    const pages: Record<string, SitePage> = {};
    site = await startStaticSite('localhost', process.cwd(), pages);
    archive = await startArchiveServer();
    const origin = new URL(archive.url).origin;
    pages['/iife-first.html'] = { html: twoCopiesPage(origin, true) };
    pages['/esm-first.html'] = { html: twoCopiesPage(origin, false) };
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  for (const name of ['iife-first.html', 'esm-first.html']) {
    test(`${name}: one console message, no error, every element renders, the bar searches`, async () => {
      const { page, seen, log } = await open(name);
      const bar = page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
      await bar.fill('hemoglobin');
      await bar.press('Enter');
      // the results element renders (its own copy's private store when the context is the other copy's)
      await page.locator('pdb-results .pdb-results').waitFor({ state: 'attached' });
      assert.deepEqual(seen.errors, []);
      assert.equal(
        seen.warnings.filter((text) => /two copies of the suite/.test(text)).length,
        1,
        seen.warnings.join('\n'),
      );
      assert.equal(
        await page.evaluate(
          () =>
            (window as unknown as { PdbSearchElements: Record<string, unknown> }).PdbSearchElements.PdbSearchBar ===
            customElements.get('pdb-search-bar'),
        ),
        true,
        'window.PdbSearchElements names the registered classes',
      );
      // the page's own origin serves only the page; every call goes to the archive named by api-base
      const archiveOrigin = new URL(archive.url).origin;
      assert.deepEqual(log.ownOriginCalls(site.origin), []);
      assert.deepEqual(log.strangers([site.origin, archiveOrigin]), []);
      assert.ok(log.requests.some((r) => r.origin === archiveOrigin && r.url.includes('/search/data')));
      log.stop();
      await page.close();
    });
  }
});
