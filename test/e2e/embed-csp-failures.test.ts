// Issue 31 item 10: what a page's policy leaves out fails in one line that says what to allow, not
// silently. An institution's page on another loopback origin embeds the app: without frame-src for
// the archive the sketcher says so instead of loading forever; under `form-action 'self'` Download
// Files says so instead of doing nothing; on an origin the archive's CORS_ORIGINS does not list,
// MyPDB names that origin instead of showing no way to sign in.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type SitePage, type StaticSite } from '../support/static-site.ts';
import { screenshotBothWidths } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { appPage, launchCollectingViolations, policyFor, search, violations } from '../support/embed-pages.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let archiveOrigin: string;
let browser: Browser;
let context: BrowserContext;
/** Each failure's page, left showing its line by one test for the next to look at. */
let shown: Page;

/** The README's policy without its frame-src: default-src 'self' then refuses the sketcher's frame. */
const withoutFrameSrc = (origin: string) =>
  policyFor(origin)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-src'))
    .join('; ');

/** axe's findings; axe is evaluated through the debugger, as the page's policy refuses it as a script tag. */
async function axeFindings(page: Page) {
  await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
  return seriousViolations(page);
}

async function openPage(name: string): Promise<Page> {
  shown = await context.newPage();
  await shown.goto(`${site.origin}/${name}.html`);
  return shown;
}

/** The page `shown` at 1280 and 390 px (test-output/e2e/{name}-{width}.png), and axe's findings. */
async function legible(name: string) {
  await screenshotBothWidths(shown, name);
  return axeFindings(shown);
}

describe('embedded under a CSP that leaves something out: one line says what to allow', () => {
  before(async () => {
    const pages: Record<string, SitePage> = {};
    site = await startStaticSite('localhost', process.cwd(), pages);
    // the archive lists some other site, not this page's origin
    archive = await startArchiveServer({ env: { CORS_ORIGINS: 'https://elsewhere.example' } });
    archiveOrigin = new URL(archive.url).origin;
    const page = (policy: string): SitePage => ({
      html: appPage(archiveOrigin),
      headers: { 'content-security-policy': policy },
    });
    pages['/no-frame-src.html'] = page(withoutFrameSrc(archiveOrigin));
    pages['/form-action-self.html'] = page(`${policyFor(archiveOrigin)}; form-action 'self'`);
    pages['/csp.html'] = page(policyFor(archiveOrigin));
    ({ browser, context } = await launchCollectingViolations());
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('no frame-src for the archive: the sketcher says the page must allow it, focus inside', async () => {
    const page = await openPage('no-frame-src');
    await page.locator('pdb-search-bar').getByRole('link', { name: 'Advanced Search' }).click();
    const builder = page.locator('pdb-query-builder');
    await builder.getByRole('button', { name: SERVICE_LABELS.chemical, exact: true }).click();
    await builder.getByRole('button', { name: LABELS.openChemicalSketch }).click();
    const dialog = builder.locator('dialog.chem-sketch-dialog[open]');
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 5000 });
    assert.equal(await alert.textContent(), MESSAGE_TEMPLATES.cspBlocksSketcher(archiveOrigin));
    assert.equal(await dialog.getByText('Loading the sketcher…').count(), 0, 'the loading line is gone');
    assert.ok(
      (await violations(page)).some((v) => v.startsWith('frame-src')),
      'the browser did refuse the frame',
    );
    // focus stays inside the dialog
    assert.equal(await dialog.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement)), true);
  });

  test('no frame-src for the archive: the line is legible at both widths, and Close closes', async () => {
    assert.deepEqual(await legible('embed-csp-sketcher-blocked'), []);
    const dialog = shown.locator('pdb-query-builder dialog.chem-sketch-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 3000 });
    await shown.close();
  });

  test("form-action 'self': Download Files says the page must allow form-action for the archive", async () => {
    const page = await openPage('form-action-self');
    await search(page, 'hemoglobin');
    const results = page.locator('pdb-results');
    await results
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .check();
    await results.getByRole('button', { name: 'Download Files' }).click();
    const line = results.locator('.pdb-message').getByText(MESSAGE_TEMPLATES.cspBlocksDownload(archiveOrigin));
    await line.waitFor({ timeout: 5000 });
    assert.ok((await violations(page)).some((v) => v.startsWith('form-action')));
  });

  test('form-action refused: the line is legible at both widths', async () => {
    assert.deepEqual(await legible('embed-csp-download-blocked'), []);
    await shown.close();
  });

  test("an origin the archive's CORS_ORIGINS does not list: MyPDB names it and says it must be listed", async () => {
    const page = await openPage('csp');
    await page.getByRole('tab', { name: 'MyPDB' }).click();
    const mypdb = page.locator('pdb-mypdb');
    await mypdb.getByText(MESSAGE_TEMPLATES.originNotInCorsOrigins(site.origin)).waitFor({ timeout: 5000 });
    assert.equal(await mypdb.getByRole('button', { name: /^Sign in with/ }).count(), 0);
    assert.deepEqual(await violations(page), [], 'no policy is at fault here');
  });

  test('an origin CORS_ORIGINS does not list: the line is legible at both widths', async () => {
    assert.deepEqual(await legible('embed-csp-mypdb-cors'), []);
    await shown.close();
  });
});
