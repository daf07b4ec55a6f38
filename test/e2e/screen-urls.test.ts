// Issue 29, point 11: the URL follows the screen, beyond seed 001 §4 on purpose (README says so).
// The Query History tab has /search/history, so a reload shows it; MyPDB's URL follows the
// signed-in state: after Sign out or Delete Account it leaves /search/mypdb/account for the login
// view's /search/mypdb/login, and a reload shows the same screen. Sign-in goes through the embedded
// local provider's form, as a person does it.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
let page: Page;

const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const mypdb = () => page.locator('pdb-mypdb');
const signInLink = () => mypdb().getByRole('link', { name: 'Sign in with Local' });
const pathname = () => new URL(page.url()).pathname;

async function audited(name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], name);
  await screenshotBothWidths(page, name);
}

/** Signs in through the local provider's form (skipped when its session remembers us). */
async function signIn(): Promise<void> {
  await tab('MyPDB').click();
  await signInLink().click();
  const name = page.getByLabel('Name');
  await Promise.race([name.waitFor(), page.waitForURL(/\/search\/mypdb\/queries$/)]);
  if (/\/local-idp\//.test(page.url())) {
    await name.fill('Ada Researcher');
    await page.getByLabel('E-mail address').fill('ada@example.org');
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL(/\/search\/mypdb\/queries$/);
  await mypdb().locator('.signed-in').waitFor();
}

async function openAccount(): Promise<void> {
  await mypdb().getByRole('button', { name: 'Account Settings' }).click();
  await page.waitForURL(/\/search\/mypdb\/account$/);
}

describe('URLs follow the screen in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(`${session.server.url}/search`);
    const bar = page.getByRole('combobox').first();
    await bar.fill('hemoglobin');
    await bar.press('Enter');
    await page.locator('pdb-results .pager-range').first().waitFor();
  });
  after(() => session?.close());

  test('Query History has /search/history; a reload shows it; back returns to the search', async () => {
    await tab('Query History').click();
    await page.waitForURL(/\/search\/history$/, { timeout: 3000 });
    await page.reload();
    await page.locator('pdb-query-history tbody tr').first().waitFor();
    assert.equal(await tab('Query History').getAttribute('aria-selected'), 'true');
    assert.equal(pathname(), '/search/history');
    await audited('history-tab-after-reload');
    await page.goBack();
    await page.waitForURL(/\/search\?request=/, { timeout: 3000 });
    assert.equal(await tab('Search').getAttribute('aria-selected'), 'true');
  });

  test('Sign out leaves /search/mypdb/account for the login view; a reload shows it', async () => {
    await signIn();
    await openAccount();
    await mypdb().getByRole('button', { name: 'Sign out' }).click();
    await signInLink().waitFor();
    await page.waitForURL(/\/search\/mypdb\/login$/, { timeout: 3000 });
    await page.reload();
    await signInLink().waitFor();
    assert.equal(pathname(), '/search/mypdb/login');
    assert.equal(await mypdb().locator('.title').textContent(), 'Sign In');
    await audited('mypdb-login-after-sign-out');
  });

  test("signed in, the login view's URL becomes Saved Queries'; a reload of the account shows it", async () => {
    await signIn();
    await page.goto(`${session.server.url}/search/mypdb/login`);
    await page.waitForURL(/\/search\/mypdb\/queries$/, { timeout: 3000 });
    await openAccount();
    await page.reload();
    await mypdb().getByRole('button', { name: 'Delete Account' }).waitFor();
    assert.equal(pathname(), '/search/mypdb/account');
  });

  test('Delete Account leaves /search/mypdb/account for the login view', async () => {
    await mypdb().getByRole('button', { name: 'Delete Account' }).click();
    await mypdb().getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
    await signInLink().waitFor();
    await page.waitForURL(/\/search\/mypdb\/login$/, { timeout: 3000 });
  });
});
