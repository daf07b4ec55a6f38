// Issue 17's journey as a researcher makes it in Chromium, with the embedded local provider (a real
// OpenID Connect sign-in, its form filled in): sign in, save a query from Query History, see it in
// Saved Queries, run it again (its row marked), turn Notify on, change the e-mail address, download
// the account data, delete the query, delete the account. Each MyPDB screen is photographed at 1280
// and 390 px and audited with axe-core.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { openE2eSession, screenshotBothWidths, showsTotal, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';
import type { MyPdbAccount } from '../../src/model/types.ts';

let session: E2eSession;
let page: Page;

const mypdb = () => page.locator('pdb-mypdb');
const title = () => mypdb().locator('.title');
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const savedRows = () => mypdb().locator('tbody tr');

async function audited(name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], name);
  await screenshotBothWidths(page, name);
}

/** What GET /mypdb/data says now, asked as the page (its cookie). */
const accountData = () =>
  page.evaluate(async () => {
    const res = await fetch('/mypdb/data');
    return { status: res.status, body: res.ok ? await res.json() : await res.text() };
  });

describe('MyPDB in Chromium with the local provider', () => {
  before(async () => {
    session = await openE2eSession({ acceptDownloads: true });
    page = session.page;
    await page.goto(`${session.server.url}/search`);
    const bar = page.getByRole('combobox').first();
    await bar.fill('hemoglobin');
    await bar.press('Enter');
    await page.locator('pdb-results .pager-range').first().waitFor();
  });
  after(() => session.close());

  test('signed out, MyPDB asks to sign in; Help links to the documentation', async () => {
    await tab('MyPDB').click();
    await mypdb().getByRole('link', { name: 'Sign in with Local' }).waitFor();
    assert.equal(await title().textContent(), 'Sign In');
    assert.match(page.url(), /\/search\/mypdb/);
    assert.deepEqual(await accountData(), { status: 200, body: { signedIn: false } });
    await audited('mypdb-login');

    await mypdb().getByRole('button', { name: 'Help', exact: true }).click();
    assert.equal(await title().textContent(), 'Help');
    assert.match(
      (await mypdb().getByRole('link', { name: 'MyPDB documentation' }).getAttribute('href')) ?? '',
      /\/docs\/search-and-browse\/mypdb$/,
    );
    await audited('mypdb-help');
  });

  test("signs in through the local provider's page and lands on Saved Queries", async () => {
    await mypdb().getByRole('button', { name: 'Sign In', exact: true }).click();
    await mypdb().getByRole('link', { name: 'Sign in with Local' }).click();
    await page.getByLabel('Name').waitFor();
    assert.match(page.url(), /\/local-idp\/interaction\//);
    await audited('mypdb-local-provider');
    await page.getByLabel('Name').fill('Ada Researcher');
    await page.getByLabel('E-mail address').fill('ada@example.org');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(/\/search\/mypdb\/queries$/);
    await mypdb().locator('.signed-in').waitFor();
    assert.equal(await title().textContent(), 'Search Queries');
    assert.equal(await mypdb().locator('.signed-in').textContent(), 'Signed in via Local as Ada Researcher');
    assert.equal(await mypdb().locator('.empty').textContent(), 'You have no saved queries.');
    await audited('mypdb-queries-empty');
  });

  test('saves the search from Query History; Saved Queries lists it', async () => {
    await tab('Query History').click();
    const save = page.locator('pdb-query-history').getByRole('button', { name: /^Save to MyPDB: .*hemoglobin/ });
    await save.click();
    await page.locator('pdb-query-history').getByText('Query saved to MyPDB').waitFor();
    await screenshotBothWidths(page, 'mypdb-history-saved');

    await tab('MyPDB').click();
    await savedRows().first().waitFor();
    assert.equal(await savedRows().count(), 1);
    assert.match((await savedRows().first().textContent()) ?? '', /hemoglobin/);
    const saved = (await accountData()).body as { queries: Array<{ request: { request_options?: object } }> };
    assert.equal(saved.queries.length, 1);
    assert.equal('paginate' in (saved.queries[0]!.request.request_options ?? {}), false, 'saved without paging');
  });

  test('saving the same query again says it is already saved and keeps one', async () => {
    await tab('Query History').click();
    const history = page.locator('pdb-query-history');
    await history.getByRole('button', { name: /^Save to MyPDB: .*hemoglobin/ }).click();
    await history.getByText('This query is already saved in MyPDB.').waitFor();
    assert.equal(await history.getByText('Query saved to MyPDB').count(), 0);
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'mypdb-history-already-saved');
    const saved = (await accountData()).body as { queries: unknown[] };
    assert.equal(saved.queries.length, 1);
  });

  test('runs the saved query again; its row is marked as the running query', async () => {
    await tab('Search').click();
    const bar = page.getByRole('combobox').first();
    await bar.fill('kinase');
    await bar.press('Enter');
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('kinase'));
    await tab('MyPDB').click();
    assert.equal(await savedRows().first().getAttribute('aria-current'), null);

    await savedRows().first().getByRole('button', { name: 'Full Text = "hemoglobin"', exact: true }).click();
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('hemoglobin'));
    const total = (await accountData()).body as { queries: Array<{ count: number }> };
    await showsTotal(page, total.queries[0]!.count);
    await tab('MyPDB').click();
    assert.equal(await savedRows().first().getAttribute('aria-current'), 'true');
    await audited('mypdb-queries');
  });

  test('Notify on is kept by the server', async () => {
    const notify = savedRows()
      .first()
      .getByRole('checkbox', { name: /^E-mail me new results/ });
    await notify.check();
    await page.waitForFunction(async () => {
      const res = await fetch('/mypdb/data');
      return ((await res.json()) as { queries: Array<{ notify: boolean }> }).queries[0]?.notify === true;
    });
    assert.equal(await notify.isChecked(), true);
  });

  test('changes the notification e-mail address: a confirmation mail is sent to it, and the page says so', async () => {
    await mypdb().getByRole('button', { name: 'Account Settings' }).click();
    assert.equal(await title().textContent(), 'Account Settings');
    assert.match(
      (await mypdb().locator('.email-state').textContent()) ?? '',
      /^Not confirmed: no notification e-mail is sent to this address until it is\. ?Send confirmation mail$/,
      "the sign-in's address is not confirmed",
    );
    await audited('mypdb-account-unconfirmed');
    await mypdb().getByRole('button', { name: 'Edit' }).click();
    const field = mypdb().getByLabel('Notification Email');
    await field.fill('ada.lovelace@example.org');
    await mypdb().getByRole('button', { name: 'Save', exact: true }).click();
    await mypdb().locator('.email').filter({ hasText: 'ada.lovelace@example.org' }).waitFor();
    assert.equal(
      await mypdb().locator('.email-state').textContent(),
      'A confirmation mail was sent to ada.lovelace@example.org. Notification e-mail goes to this address once you open its link.',
    );
    assert.deepEqual(
      (({ email, emailConfirmed }) => ({ email, emailConfirmed }))((await accountData()).body as MyPdbAccount),
      { email: 'ada.lovelace@example.org', emailConfirmed: false },
    );
    assert.match((await mypdb().locator('.query-count').textContent()) ?? '', /^You have 1 saved query\.$/);
    await audited('mypdb-account');
  });

  test('downloads the account data as one JSON file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      mypdb().getByRole('link', { name: 'Download Account Data' }).click(),
    ]);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      name: string;
      email: string;
      provider: string;
      queries: Array<{ notify: boolean }>;
    };
    assert.equal(download.suggestedFilename(), 'mypdb-account-data.json');
    assert.equal(data.name, 'Ada Researcher');
    assert.equal(data.email, 'ada.lovelace@example.org');
    assert.equal(data.provider, 'local');
    assert.deepEqual(
      data.queries.map((q) => q.notify),
      [true],
    );
  });

  test('deletes the saved query', async () => {
    await mypdb().getByRole('button', { name: 'Saved Queries' }).click();
    await savedRows()
      .first()
      .getByRole('button', { name: /^Delete saved query/ })
      .click();
    await mypdb().locator('.empty').waitFor();
    assert.equal(await mypdb().locator('.empty').textContent(), 'You have no saved queries.');
    assert.equal(((await accountData()).body as { queries: unknown[] }).queries.length, 0);
  });

  test("a saved refined search is described with the attributes' names, also on a fresh page", async () => {
    await tab('Search').click();
    const bar = page.getByRole('combobox').first();
    await bar.fill('hemoglobin');
    await bar.press('Enter');
    await page.locator('pdb-results .pager-range').first().waitFor();
    const bucket = (facet: string, value: string) =>
      page
        .locator('[part~="facet"] fieldset')
        .filter({ has: page.locator('legend', { hasText: facet }) })
        .locator('label')
        .filter({ hasText: value })
        .locator('input');
    await bucket('Experimental Method', 'X-RAY DIFFRACTION').check();
    await bucket('Scientific Name of the Source Organism', 'Homo sapiens').check();
    await page.locator('[part~="facet"]').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: /^Remove refinement Scientific Name of the Source Organism/ }).waitFor();
    await tab('Query History').click();
    const history = page.locator('pdb-query-history');
    await history.getByRole('button', { name: /^Save to MyPDB: .*X-RAY DIFFRACTION/ }).click();
    await history.getByText('Query saved to MyPDB').waitFor();

    const friendly =
      /Experimental Method = "X-RAY DIFFRACTION" AND Scientific Name of the Source Organism = "Homo sapiens"/;
    const refinedRow = () => savedRows().filter({ hasText: 'X-RAY DIFFRACTION' });
    await tab('MyPDB').click();
    await refinedRow().waitFor();
    assert.match((await refinedRow().textContent()) ?? '', friendly);
    // a fresh page that opens on Saved Queries: nothing described a query on it before
    await page.goto(`${session.server.url}/search/mypdb/queries`, { waitUntil: 'networkidle' });
    await refinedRow().waitFor();
    const text = (await refinedRow().textContent()) ?? '';
    assert.match(text, friendly);
    assert.doesNotMatch(text, /exptl\.method|rcsb_entity_source_organism|ncbi_scientific_name/);
  });

  test('deletes the account after saying what that means; signed out after', async () => {
    await mypdb().getByRole('button', { name: 'Account Settings' }).click();
    await mypdb().getByRole('button', { name: 'Delete Account' }).click();
    const dialog = mypdb().getByRole('alertdialog');
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /cannot be undone/);
    await audited('mypdb-confirm-delete-account');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();

    await mypdb().getByRole('link', { name: 'Sign in with Local' }).waitFor();
    assert.equal(await title().textContent(), 'Sign In');
    assert.deepEqual((await accountData()).body, { signedIn: false });
    const cookies = await session.context.cookies();
    assert.equal(
      cookies.some((c) => c.name === 'pdb_session'),
      false,
      'the session cookie is gone',
    );
  });
});
