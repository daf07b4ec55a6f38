// Issue 34, browser-direct mode from a static page: the elements' bundles served by a plain static
// site on one loopback origin, `search-api` and `data-api` naming our archive server on another
// (the stand-in for search.rcsb.org and data.rcsb.org), so CORS is exercised as in real use. A bar
// inside a context, a lone bar (ESM, where the direct client is a lazy chunk) and the IIFE bundle
// each show the public suggester's menu (no counts), count through the Search API, and send a
// removed entry id to its page after asking the Data API; the page's own origin gets no API call.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { seriousViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/e2e-session.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let api: string;
let browser: Browser;

const BAR = 'Search term, Entry ID or sequence';
const ESM = (names: string[]) =>
  names.map((name) => `<script type="module" src="/dist/esm/${name}.js"></script>`).join('');

function page(title: string, head: string, body: string): SitePage {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body><main>${body}</main></body></html>`,
  };
}

function pages(): Record<string, SitePage> {
  const apis = `search-api="${api}" data-api="${api}"`;
  const inContext = `<pdb-search-context ${apis}><pdb-search-bar hide-links></pdb-search-bar></pdb-search-context>`;
  return {
    '/context.html': page('Context', ESM(['pdb-search-context', 'pdb-search-bar']), inContext),
    '/lone-bar.html': page('Lone bar', ESM(['pdb-search-bar']), `<pdb-search-bar hide-links ${apis}></pdb-search-bar>`),
    '/iife.html': page('IIFE', '<script src="/dist/pdb-search-elements.iife.js"></script>', inContext),
    '/no-server.html': page(
      'No server of ours',
      '<script src="/dist/pdb-search-elements.iife.js"></script>',
      `<pdb-search-context ${apis}><pdb-search-bar hide-links></pdb-search-bar><pdb-mypdb></pdb-mypdb><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
    ),
  };
}

interface Opened {
  page: Page;
  requests: string[];
}

async function open(path: string): Promise<Opened> {
  const opened = await browser.newPage();
  const requests: string[] = [];
  opened.on('request', (request) => requests.push(request.url()));
  opened.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  await opened.goto(`${site.origin}${path}`);
  await opened.getByRole('combobox', { name: BAR }).waitFor();
  await opened.waitForLoadState('networkidle');
  return { page: opened, requests };
}

/** Types `text` into the bar and waits for the menu; its options' texts. */
async function menuFor(target: Page, text: string): Promise<string[]> {
  const bar = target.getByRole('combobox', { name: BAR });
  await bar.fill(text);
  await target.getByRole('option').first().waitFor();
  return target.getByRole('option').allTextContents();
}

/** Where the bar would send the user for `text`: its pdb-search event, cancelled. */
async function destinationOf(target: Page, text: string): Promise<string> {
  const url = target.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener(
          'pdb-search',
          (event) => {
            event.preventDefault();
            resolve((event as CustomEvent<{ url?: string }>).detail.url ?? '');
          },
          { once: true, capture: true },
        ),
      ),
  );
  const bar = target.getByRole('combobox', { name: BAR });
  await bar.fill(text);
  await bar.press('Enter');
  return url;
}

async function archiveCount(value: string): Promise<number> {
  const res = await fetch(`${api}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      request: {
        query: { type: 'terminal', service: 'full_text', parameters: { value } },
        return_type: 'entry',
        request_options: { return_counts: true, results_content_type: ['experimental'] },
      },
    }),
  });
  return ((await res.json()) as { total_count: number }).total_count;
}

/** The requests to the page's own origin are its static files; every other goes to the API server. */
function assertOrigins(requests: readonly string[]): void {
  for (const url of requests) {
    const { origin, pathname } = new URL(url);
    if (origin === site.origin) assert.match(pathname, /^\/(dist\/.*\.js|[a-z-]+\.html|favicon\.ico)$/, url);
    else assert.equal(origin, api, url);
  }
  assert.ok(!requests.some((url) => new URL(url).pathname.startsWith('/search/')), requests.join('\n'));
}

describe('browser-direct mode on a static page (search-api and data-api on another origin)', () => {
  before(async () => {
    archive = await startArchiveServer();
    api = new URL(archive.url).origin;
    site = await startStaticSite('localhost', process.cwd(), pages());
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('a bar in a context: the suggester’s menu without counts, then a count from the Search API', async () => {
    const { page: opened, requests } = await open('/context.html');
    assert.ok(!requests.some((url) => /direct-client/.test(url)), 'the direct client is not in the initial load');
    const options = await menuFor(opened, 'hemo');
    assert.ok(options.length > 0);
    assert.equal(await opened.locator('pdb-search-bar .menu-count').count(), 0);
    assert.ok(
      requests.some((url) => url.startsWith(`${api}/rcsbsearch/v2/suggest?json=`)),
      requests.join('\n'),
    );
    assert.ok(
      requests.some((url) => /direct-client/.test(url)),
      'the direct client is loaded on first use',
    );
    await screenshotBothWidths(opened, 'direct-mode-bar-menu');
    assert.deepEqual(await seriousViolations(opened), []);
    const count = await opened.evaluate(async () => {
      const context = document.querySelector('pdb-search-context') as HTMLElement & {
        store: { actions: { count(request: object): Promise<{ ok: boolean; count?: number }> } };
      };
      return context.store.actions.count({
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
        return_type: 'entry',
      });
    });
    assert.deepEqual(count, { ok: true, count: await archiveCount('hemoglobin') });
    assert.ok(
      requests.some((url) => url.startsWith(`${api}/rcsbsearch/v2/query?json=`)),
      requests.join('\n'),
    );
    assertOrigins(requests);
    await opened.close();
  });

  for (const path of ['/lone-bar.html', '/iife.html']) {
    test(`${path}: suggestions from the other origin, and a removed id sent to its page`, async () => {
      const { page: opened, requests } = await open(path);
      const options = await menuFor(opened, '4hh');
      assert.ok(options.includes('4HHB'), options.join(', '));
      assert.equal(await destinationOf(opened, '116L'), 'https://www.rcsb.org/structure/removed/redirect/116L');
      assert.ok(
        requests.some((url) => url.startsWith(`${api}/rest/v1/holdings/removed/116L`)),
        requests.join('\n'),
      );
      assertOrigins(requests);
      await opened.close();
    });
  }

  test('without api-base, MyPDB and the structure upload say why they are unavailable', async () => {
    const { page: opened, requests } = await open('/no-server.html');
    await opened.getByText(MESSAGES.mypdbNeedsServer).waitFor({ timeout: 5000 });
    await screenshotBothWidths(opened, 'direct-mode-mypdb');
    await opened.evaluate(() => {
      const context = document.querySelector('pdb-search-context') as HTMLElement & {
        store: { actions: { openSection(service: string): void } };
      };
      context.store.actions.openSection('structure');
    });
    await opened.getByRole('radio', { name: 'File Upload' }).click();
    const file = opened.getByLabel('Structure File');
    await file.waitFor({ timeout: 5000 });
    assert.equal(await file.isDisabled(), true);
    await opened.getByText(MESSAGES.uploadNeedsServer).waitFor({ timeout: 5000 });
    await opened.getByText(MESSAGES.uploadNeedsServer).scrollIntoViewIfNeeded();
    await screenshotBothWidths(opened, 'direct-mode-no-server');
    assert.deepEqual(await seriousViolations(opened), []);
    assertOrigins(requests);
    await opened.close();
  });
});
