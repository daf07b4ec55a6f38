// Issue 34, the query builder in browser-direct mode, from a static page on one loopback origin with
// search-api and data-api naming our archive server on another (CORS as in real use): an attribute
// whose metadata lists the 'suggest' context offers the public suggester's values (no counts), one
// without it (an exact-match attribute our archive would suggest) is a plain text input; the
// structure section's Entry ID is suggested and its assemblies and chains are read from GraphQL.
// Every API request goes to the API server in the official form; the page's origin gets none.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type StaticSite } from '../support/static-site.ts';
import { screenshotBothWidths } from '../support/e2e-session.ts';
import {
  attributeRows,
  chooseAttribute,
  findingsAtBothWidths,
  openSection,
  section,
} from '../support/builder-steps.ts';
import { logRequests, type RequestLog } from '../support/request-log.ts';
import { wireChecker } from '../support/wire-format.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let api: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let log: RequestLog;

const HTML = (apis: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Builder</title>
<script type="module" src="/dist/esm/pdb-search-context.js"></script>
<script type="module" src="/dist/esm/pdb-query-builder.js"></script></head>
<body><main><pdb-search-context ${apis}><pdb-query-builder></pdb-query-builder></pdb-search-context></main></body></html>`;

const valueInput = (row: number) =>
  attributeRows(section(page, 'Structure Attributes')).nth(row).locator('.value-cell input').first();

describe('the query builder in browser-direct mode (search-api and data-api on another origin)', () => {
  before(async () => {
    archive = await startArchiveServer();
    api = new URL(archive.url).origin;
    site = await startStaticSite('localhost', process.cwd(), {
      '/builder.html': { html: HTML(`search-api="${api}" data-api="${api}"`) },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    log = logRequests(context);
    page = await context.newPage();
    page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
    await page.goto(`${site.origin}/builder.html`);
    await page
      .locator('pdb-query-builder')
      .locator('[role=combobox]:not([aria-busy=true])')
      .first()
      .waitFor({ timeout: 8000 });
  });
  after(async () => {
    log?.stop();
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('a suggest-context attribute offers the public suggester’s values (photographed, axe clean)', async () => {
    const rows = attributeRows(section(page, 'Structure Attributes'));
    await chooseAttribute(page, rows.nth(0).getByRole('combobox').first(), 'structure author', 'Structure Author');
    const value = valueInput(0);
    assert.equal(await value.getAttribute('role'), 'combobox');
    await value.pressSequentially('sm');
    const options = rows.nth(0).getByRole('listbox').getByRole('option');
    await options.first().waitFor({ timeout: 5000 });
    const shown = await options.allTextContents();
    assert.ok(shown.length > 0 && shown.every((text) => text.toLowerCase().includes('sm')), shown.join());
    assert.ok(
      log.requests.some((r) => r.url.startsWith(`${api}/rcsbsearch/v2/suggest?json=`)),
      'asked the public suggester',
    );
    await screenshotBothWidths(page, 'direct-mode-builder-suggest');
    assert.deepEqual(await findingsAtBothWidths(page), []);
    await options.first().click();
  });

  test('an exact-match attribute without the suggest context is a plain text input that asks nobody', async () => {
    const attributes = section(page, 'Structure Attributes');
    await attributes.getByRole('button', { name: 'Add Subquery' }).last().click();
    const rows = attributeRows(attributes);
    await chooseAttribute(
      page,
      rows.nth(1).getByRole('combobox').first(),
      'source organism',
      'Scientific Name of the Source Organism',
    );
    const value = valueInput(1);
    assert.equal(await value.getAttribute('role'), null);
    assert.equal(await value.getAttribute('type'), 'text');
    const before = log.requests.length;
    await value.pressSequentially('Homo');
    await page.waitForTimeout(600);
    assert.equal(await rows.nth(1).getByRole('listbox').count(), 0);
    assert.deepEqual(
      log.requests.slice(before).filter((r) => r.url.includes('/suggest')),
      [],
    );
    await screenshotBothWidths(page, 'direct-mode-builder-text');
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('Structure Similarity: the Entry ID is suggested, its assemblies and chains come from GraphQL', async () => {
    const structure = await openSection(page, 'Structure Similarity');
    await structure.getByRole('combobox', { name: 'Entry ID' }).fill('4hh');
    await structure.getByRole('option', { name: '4HHB', exact: true }).click({ timeout: 5000 });
    await structure.locator('option', { hasText: 'Chain D' }).waitFor({ state: 'attached', timeout: 5000 });
    assert.equal(await structure.getByRole('combobox', { name: 'Assembly or Chain' }).inputValue(), 'assembly:1');
    assert.ok(log.requests.some((r) => r.url.startsWith(`${api}/graphql?query=`)));
  });

  test('every API request went to the API server in the official form; the page’s origin got none', async () => {
    assert.deepEqual(log.ownOriginCalls(site.origin), []);
    assert.deepEqual(
      log.strangers([site.origin, api]).map((r) => r.url),
      [],
    );
    const requests = log.apiRequests(api);
    assert.ok(!requests.some((r) => new URL(r.url).pathname.startsWith('/search/')), 'none to our own routes');
    const wire = wireChecker();
    assert.deepEqual(
      requests.flatMap((r) => wire.request(r).map((problem) => `${r.url}: ${problem}`)),
      [],
    );
  });
});
