// Issue 17: MyPDB in an element on another site, with Chromium blocking third-party cookies. The
// institution demo page is served by a second site (localhost, another port: another site than
// the archive's 127.0.0.1) and asks the archive through api-base. 'Sign in with Local' opens the
// archive's sign-in in a popup; its last page hands the element an origin-bound token; the element
// then saves a query from its history, a reload keeps it signed in, and sign-out ends it. No
// cookie of the archive's is ever needed.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type StaticSite } from '../support/static-site.ts';
import { screenshotBothWidths } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let browser: Browser;
let page: Page;

const mypdb = () => page.locator('pdb-mypdb');
const signedIn = () => mypdb().locator('.signed-in');

describe('MyPDB embedded on another site, third-party cookies blocked', () => {
  before(async () => {
    site = await startStaticSite('localhost');
    archive = await startArchiveServer({ env: { CORS_ORIGINS: site.origin } });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    page = await context.newPage();
    page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
    await page.goto(`${site.origin}/demo/institution.html?archive=${encodeURIComponent(archive.url)}`);
    const bar = page.getByRole('combobox').first();
    await bar.fill('hemoglobin');
    await bar.press('Enter');
    await page.locator('pdb-results .pager-range').first().waitFor();
    await page.getByText('Your searches: history and MyPDB').click();
  });
  after(async () => {
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('signs in through a popup on the archive; the element holds the token, no cookie', async () => {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      mypdb().getByRole('button', { name: 'Sign in with Local' }).click(),
    ]);
    await popup.getByLabel('Name').fill('Pat Partner');
    await popup.getByLabel('E-mail address').fill('pat@partner.example');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);

    await signedIn().waitFor();
    assert.equal(await signedIn().textContent(), 'Signed in via Local as Pat Partner');
    assert.equal(new URL(page.url()).origin, site.origin, 'the page never left the partner site');
    const archiveCookies = await page.context().cookies(archive.url);
    assert.deepEqual(
      archiveCookies.filter((c) => c.name === 'pdb_session'),
      [],
    );
    // the archive's cookie route knows nobody here: only the token signs this element in
    const byCookie = await page.evaluate(
      async (api) => (await fetch(`${api}/mypdb/data`, { credentials: 'include' })).json(),
      archive.url,
    );
    assert.deepEqual(byCookie, { signedIn: false });
  });

  test('saves the search from the embedded history; MyPDB lists it; a reload stays signed in', async () => {
    const history = page.locator('pdb-query-history');
    await history.getByRole('button', { name: /^Save to MyPDB: .*hemoglobin/ }).click();
    await history.getByText('Query saved to MyPDB').waitFor();
    await mypdb().locator('tbody tr').first().waitFor();
    assert.match((await mypdb().locator('tbody tr').first().textContent()) ?? '', /hemoglobin/);
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'mypdb-embed-signed-in', { fullPage: true });

    await page.reload();
    await page.getByText('Your searches: history and MyPDB').click();
    await signedIn().waitFor();
    assert.equal(await mypdb().locator('tbody tr').count(), 1);
  });

  test('sign-out ends the token: the element offers sign-in again, also after a reload', async () => {
    await mypdb().getByRole('button', { name: 'Sign out' }).click();
    await mypdb().getByRole('button', { name: 'Sign in with Local' }).waitFor();
    await page.reload();
    await page.getByText('Your searches: history and MyPDB').click();
    await mypdb().getByRole('button', { name: 'Sign in with Local' }).waitFor();
    assert.equal(await signedIn().count(), 0);
  });
});
