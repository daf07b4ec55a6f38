// Issue 29, "look for more of the same": the search bar, Query History, the query builder and MyPDB
// walked with the keyboard alone, some on a throttled network. After an action focus stays on a
// control the user can go on from (never falls back to <body> because the pressed control went
// away), and a search submitted twice while its answer is on its way runs, and is recorded, once.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import {
  DEEP_ACTIVE,
  openE2eSession,
  screenshotBothWidths,
  throttleNetwork,
  type E2eSession,
} from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
let page: Page;

/** The focused element through shadow roots: its tag, class and accessible name. */
const focused = (): Promise<{ tag: string; className: string; name: string }> =>
  page.evaluate(`(() => {
    const el = ${DEEP_ACTIVE};
    return {
      tag: el.tagName.toLowerCase(),
      className: String(el.className),
      name: (el.getAttribute('aria-label') || el.textContent || '').trim(),
    };
  })()`);

const bar = () => page.locator('pdb-search-bar').getByRole('combobox');
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const history = () => page.locator('pdb-query-history');
const mypdb = () => page.locator('pdb-mypdb');

async function search(term: string): Promise<void> {
  await bar().fill(term);
  await bar().press('Enter');
  await page.locator('pdb-results .pager-range').first().waitFor();
}

/** Waits (up to 8 s) until `done()` holds. */
async function expect(done: () => boolean, what: string): Promise<void> {
  for (const start = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 50)))
    if (Date.now() - start > 8000) assert.fail(`timed out: ${what}`);
}

describe('the keyboard alone, on a slow network too', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(`${session.server.url}/search`, { waitUntil: 'networkidle' });
    for (const term of ['hemoglobin', 'kinase', 'lysozyme']) await search(term);
  });
  after(() => session?.close());

  test('Enter pressed twice while a search loads runs it once and adds one browser history entry', async () => {
    const posts: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/search/data'))
        posts.push(request.postData() ?? '');
    };
    const entriesBefore = await page.evaluate(() => history.length);
    const unthrottle = await throttleNetwork(page);
    page.on('request', onRequest);
    try {
      await bar().fill('myoglobin');
      await bar().press('Enter');
      await bar().press('Enter');
      await page.locator('pdb-results .summary-query').filter({ hasText: 'myoglobin' }).waitFor();
      await page.locator('pdb-results').getByText('Loading data...').waitFor({ state: 'detached', timeout: 8000 });
    } finally {
      page.off('request', onRequest);
      await unthrottle();
    }
    assert.equal(posts.length, 1, `one search request, sent: ${posts.join('\n')}`);
    assert.equal(await page.evaluate(() => history.length), entriesBefore + 1, 'one new browser history entry');
    // the same search again once it has answered runs again, on the same browser history entry
    await bar().press('Enter');
    await page.locator('pdb-results').getByText('Loading data...').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => history.length), entriesBefore + 1, 'no entry for the same search again');
  });

  test('deleting a Query History row by keyboard moves focus to the next row, the last one to the heading', async () => {
    await tab('Query History').focus();
    await page.keyboard.press('Enter');
    const kinase = history().getByRole('button', { name: /^Delete from history: .*"kinase"/ });
    await kinase.focus();
    await page.keyboard.press('Enter');
    await kinase.waitFor({ state: 'detached' });
    assert.match((await focused()).name, /^Delete from history: .*"hemoglobin"/);
    await page.keyboard.press('Enter');
    // the bottom row gone, its neighbour above takes focus
    assert.match((await focused()).name, /^Delete from history: .*"lysozyme"/);
    for (let rows = await history().locator('tbody tr').count(); rows > 0; rows--) await page.keyboard.press('Enter');
    await history().getByText('Currently there is no query history.').waitFor();
    assert.deepEqual(await focused(), { tag: 'h2', className: 'title', name: 'Query History' });
  });

  test("Delete All in Query History leaves focus on the history's heading", async () => {
    await search('hemoglobin');
    await tab('Query History').click();
    await history().getByRole('button', { name: 'Delete All' }).focus();
    await page.keyboard.press('Enter');
    const dialog = history().getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete All' }).focus();
    await page.keyboard.press('Enter');
    await history().getByText('Currently there is no query history.').waitFor();
    assert.deepEqual(await focused(), { tag: 'h2', className: 'title', name: 'Query History' });
  });

  test("the builder's Count keeps focus while it counts on a slow network", async () => {
    await page.goto(`${session.server.url}/search/advanced`, { waitUntil: 'networkidle' });
    await page.locator('pdb-query-builder').getByRole('textbox', { name: 'Full text: Term 1' }).fill('hemoglobin');
    const count = page.locator('pdb-query-builder').getByRole('button', { name: 'Count full text term 1' });
    const unthrottle = await throttleNetwork(page);
    try {
      await count.focus();
      await page.keyboard.press('Enter');
      await page.locator('pdb-query-builder').getByText('Loading count data...').waitFor();
      assert.equal((await focused()).name, 'Count full text term 1', 'focus stays on Count while it loads');
      await page.keyboard.press('Enter');
      await page
        .locator('pdb-query-builder')
        .getByText('Loading count data...')
        .waitFor({ state: 'detached', timeout: 8000 });
    } finally {
      await unthrottle();
    }
    assert.equal((await focused()).name, 'Count full text term 1');
  });

  test('removing a builder term, subquery or residue by keyboard moves focus on to the next control', async () => {
    await page.goto(`${session.server.url}/search/advanced`, { waitUntil: 'networkidle' });
    const builder = page.locator('pdb-query-builder');
    const press = async (name: string | RegExp) => {
      await builder
        .getByRole('button', { name, exact: typeof name === 'string' })
        .first()
        .focus();
      await page.keyboard.press('Enter');
    };
    await press('Add Term');
    await press('Remove term 2');
    await builder.getByRole('button', { name: 'Remove term 2' }).waitFor({ state: 'detached' });
    await page.waitForFunction(`${DEEP_ACTIVE}?.textContent === 'Add Term'`, null, { timeout: 2000 });
    await press('Add Subquery');
    await press('Remove Subquery');
    await page.waitForFunction(`${DEEP_ACTIVE}?.textContent === 'Add Term'`, null, { timeout: 2000 });
    await press('Structure Motif');
    await press('Add Residue');
    await press('Remove residue 3');
    await page.waitForFunction(`${DEEP_ACTIVE}?.textContent === 'Add Residue'`, null, { timeout: 2000 });
  });

  test('Hide Advanced Search moves focus to the results and leaves /search/advanced', async () => {
    await page.getByRole('button', { name: 'Hide Advanced Search' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('pdb-query-builder').waitFor({ state: 'detached' });
    await page.waitForFunction(`${DEEP_ACTIVE}?.hasAttribute('data-skip-target')`, null, { timeout: 2000 });
    assert.doesNotMatch(new URL(page.url()).pathname, /\/advanced/);
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await page.locator('pdb-query-builder').count(), 0, 'a reload shows no builder');
  });
});

describe('MyPDB by keyboard, signed in with the local provider', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(`${session.server.url}/search`, { waitUntil: 'networkidle' });
    for (const term of ['hemoglobin', 'kinase', 'lysozyme']) await search(term);
    await tab('MyPDB').click();
    await mypdb().getByRole('link', { name: 'Sign in with Local' }).click();
    await page.getByLabel('Name').fill('Ada Researcher');
    await page.getByLabel('E-mail address').fill('ada@example.org');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await mypdb().locator('.signed-in').waitFor();
    await tab('Query History').click();
    for (const term of ['hemoglobin', 'kinase', 'lysozyme']) {
      await history()
        .getByRole('button', { name: new RegExp(`^Save to MyPDB: .*"${term}"`) })
        .click();
      await history().getByText('Query saved to MyPDB').waitFor();
    }
    await tab('MyPDB').click();
    await mypdb().locator('tbody tr').nth(2).waitFor();
  });
  after(() => session?.close());

  test('Save to MyPDB pressed twice on a slow network saves the query once', async () => {
    await tab('Search').click();
    await search('myoglobin');
    await tab('Query History').click();
    const isSave = (request: Request) =>
      request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/mypdb/save');
    let sent = 0;
    let answered = 0;
    const onRequest = (request: Request) => void (isSave(request) && sent++);
    const onFinished = (request: Request) => void (isSave(request) && answered++);
    const unthrottle = await throttleNetwork(page);
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    try {
      await history()
        .getByRole('button', { name: /^Save to MyPDB: .*"myoglobin"/ })
        .focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await history()
        .getByText(/^(Query saved to MyPDB|This query is already saved in MyPDB\.)$/)
        .waitFor({ timeout: 8000 });
      await expect(() => answered === sent, 'every save answered');
    } finally {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      await unthrottle();
    }
    assert.equal(sent, 1, 'one save request');
    await tab('MyPDB').click();
    await mypdb().locator('tbody tr').nth(3).waitFor();
    assert.equal(await mypdb().locator('tbody tr').filter({ hasText: 'myoglobin' }).count(), 1, 'saved once');
  });

  test('Notify switched on and off quickly ends off, on the page and on the server, whatever answers first', async () => {
    let delayed = false;
    // the first change is slow to arrive, the second quick: the order the user asked in must hold
    await page.route('**/mypdb/update-notify', async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    try {
      const notify = mypdb().getByRole('checkbox', { name: /^E-mail me new results: .*"myoglobin"/ });
      await notify.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Space');
      const serverNotify = () =>
        page.evaluate(async () => {
          const data = (await (await fetch('/mypdb/data')).json()) as {
            queries: Array<{ notify: boolean; request: unknown }>;
          };
          return data.queries.find((query) => JSON.stringify(query.request).includes('myoglobin'))?.notify;
        });
      // both changes answered: the slow one after 1.5 s, the other after it (or before, unordered)
      await page.waitForTimeout(1800);
      for (let tries = 0; tries < 20 && (await serverNotify()) !== false; tries++) await page.waitForTimeout(100);
      assert.equal(await serverNotify(), false, 'the server keeps the last choice');
      assert.equal(await notify.isChecked(), false, 'the box shows the last choice');
    } finally {
      await page.unroute('**/mypdb/update-notify');
    }
  });

  test('deleting a saved query moves focus to the next row', async () => {
    const kinase = mypdb().getByRole('button', { name: /^Delete saved query: .*"kinase"/ });
    await kinase.focus();
    await page.keyboard.press('Enter');
    await kinase.waitFor({ state: 'detached' });
    assert.match((await focused()).name, /^Delete saved query: .*"hemoglobin"/);
  });

  test('Edit puts focus in the e-mail field; Save returns it to Edit; Escape leaves edit mode', async () => {
    await mypdb().getByRole('button', { name: 'Account Settings' }).click();
    await mypdb().getByRole('button', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    assert.equal((await focused()).tag, 'input', 'the e-mail field has focus');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('ada.lovelace@example.org');
    await page.keyboard.press('Enter');
    await mypdb().locator('.email').filter({ hasText: 'ada.lovelace@example.org' }).waitFor();
    assert.deepEqual(await focused(), { tag: 'button', className: 'pdb-button', name: 'Edit' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await mypdb().locator('.email').waitFor();
    assert.deepEqual(await focused(), { tag: 'button', className: 'pdb-button', name: 'Edit' });
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'keyboard-walk-mypdb-account');
  });

  test('Delete All Queries leaves focus on the heading of the view', async () => {
    await mypdb().getByRole('button', { name: 'Delete All Queries' }).focus();
    await page.keyboard.press('Enter');
    await mypdb().getByRole('alertdialog').getByRole('button', { name: 'Delete All Queries' }).focus();
    await page.keyboard.press('Enter');
    await mypdb().getByText('You have 0 saved queries.').waitFor();
    assert.deepEqual(await focused(), { tag: 'h2', className: 'title', name: 'Account Settings' });
  });

  test('Sign out leaves focus on the heading of the sign-in view', async () => {
    await mypdb().getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await mypdb().getByRole('link', { name: 'Sign in with Local' }).waitFor();
    assert.deepEqual(await focused(), { tag: 'h2', className: 'title', name: 'Sign In' });
  });
});
