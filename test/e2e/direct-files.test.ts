// Issue 34, browser-direct mode's pictures, files and sketch page from a static page: the bundles
// on one loopback origin, `search-api`/`data-api` on our archive server on another, and the
// `image-url`/`file-url` templates naming that server's image and file routes. The results' pictures
// load from the template; Download Files of selected results is a zip built in the page holding
// those entries' files; the Chemical Sketch Tool opens the static page beside the bundle (ES modules
// and the IIFE), not a server's route.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { search } from '../support/embed-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/e2e-session.ts';
import { LABELS } from '../../src/model/constants/labels.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let api: string;
let browser: Browser;

const SKETCH_PAGE = '/dist/sketch/chemical-sketch.html';

function page(head: string, attributes: string): SitePage {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Direct files</title>${head}</head>
<body><main><pdb-search-context ${attributes}><pdb-search-bar hide-links></pdb-search-bar>
<pdb-query-builder></pdb-query-builder><pdb-results></pdb-results></pdb-search-context></main></body></html>`,
  };
}

function pages(): Record<string, SitePage> {
  const attributes = [
    `search-api="${api}"`,
    `data-api="${api}"`,
    // distinguishable from the server's default paths: entry pictures by the lower-case id
    `image-url="${api}/search/image/entry/{id_lower}"`,
    `file-url="${api}/download/{id}.cif"`,
  ].join(' ');
  const esm = ['pdb-search-context', 'pdb-search-bar', 'pdb-query-builder', 'pdb-results']
    .map((name) => `<script type="module" src="/dist/esm/${name}.js"></script>`)
    .join('');
  return {
    '/esm.html': page(esm, attributes),
    '/iife.html': page('<script src="/dist/pdb-search-elements.iife.js"></script>', attributes),
  };
}

interface Opened {
  page: Page;
  requests: string[];
}

async function open(path: string): Promise<Opened> {
  const opened = await browser.newPage({ acceptDownloads: true });
  const requests: string[] = [];
  opened.on('request', (request) => requests.push(request.url()));
  opened.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  await opened.goto(`${site.origin}${path}`);
  return { page: opened, requests };
}

describe('browser-direct mode: pictures and files from templates, the sketch page beside the bundle', () => {
  let shown: Opened;
  before(async () => {
    archive = await startArchiveServer();
    api = new URL(archive.url).origin;
    site = await startStaticSite('localhost', process.cwd(), pages());
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    shown = await open('/esm.html');
    await search(shown.page, 'hemoglobin');
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('the results’ pictures load from image-url', async () => {
    const results = shown.page.locator('pdb-results');
    const picture = results.locator(`img[src^="${api}/search/image/entry/"]`).first();
    await picture.waitFor({ timeout: 5000 });
    await shown.page.waitForFunction(
      (prefix) =>
        [...(document.querySelector('pdb-results')?.shadowRoot?.querySelectorAll('img') ?? [])].some(
          (img) => img.src.startsWith(prefix) && img.complete && img.naturalWidth > 0,
        ),
      `${api}/search/image/entry/`,
      { timeout: 5000 },
    );
    const pictures = shown.requests.filter((url) => url.includes('/search/image/'));
    assert.ok(pictures.length > 0);
    for (const url of pictures) assert.match(url, new RegExp(`^${api}/search/image/entry/[0-9a-z]{4}$`), url);
    await screenshotBothWidths(shown.page, 'direct-mode-results-pictures');
    assert.deepEqual(await seriousViolations(shown.page), []);
  });

  test('Download Files of selected results: one zip built in the page with their files from file-url', async () => {
    const results = shown.page.locator('pdb-results');
    const boxes = results.getByRole('checkbox', { name: /^Select / });
    const ids: string[] = [];
    for (const index of [0, 1]) {
      const box = boxes.nth(index);
      await box.check();
      ids.push((await box.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/^Select /, ''));
    }
    const before = shown.requests.length;
    const [download] = await Promise.all([
      shown.page.waitForEvent('download', { timeout: 8000 }),
      results.getByRole('button', { name: 'Download Files' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'pdb-entries.zip');
    const members = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    assert.deepEqual(Object.keys(members).sort(), ids.map((id) => `${id}.cif`).sort());
    for (const id of ids) {
      const expected = await (await fetch(`${api}/download/${id}.cif`)).text();
      assert.equal(strFromU8(members[`${id}.cif`]!), expected, id);
    }
    const asked = shown.requests.slice(before);
    assert.deepEqual(
      asked.filter((url) => url.includes('/download')).sort(),
      ids.map((id) => `${api}/download/${id}.cif`).sort(),
    );
    assert.ok(!asked.some((url) => new URL(url).pathname.startsWith('/downloads')), 'no form post to a server');
  });

  for (const path of ['/esm.html', '/iife.html']) {
    test(`${path}: the Chemical Sketch Tool opens the static page beside the bundle`, async () => {
      const opened = path === '/esm.html' ? shown : await open(path);
      const sketchPage = opened.page.waitForResponse(
        (response) => response.url().startsWith(`${site.origin}${SKETCH_PAGE}`),
        {
          timeout: 8000,
        },
      );
      await opened.page.evaluate(() => {
        const context = document.querySelector('pdb-search-context') as HTMLElement & {
          store: { actions: { openSection(service: string): void } };
        };
        context.store.actions.openSection('chemical');
      });
      const builder = opened.page.locator('pdb-query-builder');
      await builder.getByRole('button', { name: LABELS.openChemicalSketch }).click();
      const response = await sketchPage;
      assert.equal(response.status(), 200);
      const frame = builder.locator('dialog.chem-sketch-dialog[open] iframe');
      assert.match((await frame.getAttribute('src')) ?? '', new RegExp(`^${site.origin}${SKETCH_PAGE}\\?.*embed=1`));
      assert.ok(!opened.requests.some((url) => new URL(url).pathname === '/chemical-sketch'));
      await opened.page.close();
    });
  }
});
