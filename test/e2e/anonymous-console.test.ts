// Issue 29, "Done when": an anonymous visit to /search, /search/mypdb and both demo pages leaves
// the console clean. Every console error or warning, and every request that failed or answered
// 4xx/5xx, is collected per page; an anonymous visitor is not an error, so there must be none.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../support/e2e-session.ts';

let session: E2eSession;

/** What went wrong while `page` loaded `path` and settled: console errors/warnings and failed requests. */
async function complaints(page: Page, path: string, settled: () => Promise<unknown>): Promise<string[]> {
  const found: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') found.push(`${message.type()}: ${message.text()}`);
  };
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) =>
    found.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  const onResponse = (response: { status(): number; url(): string; request(): { method(): string } }) => {
    if (response.status() >= 400) found.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await page.goto(`${session.server.url}${path}`, { waitUntil: 'networkidle' });
    await settled();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return found;
}

describe('an anonymous visit leaves the console clean', () => {
  before(async () => {
    session = await openE2eSession();
  });
  after(() => session?.close());

  test('/search', async () => {
    const { page } = session;
    const found = await complaints(page, '/search', () => page.getByRole('combobox').first().waitFor());
    assert.deepEqual(found, []);
  });

  test('/search/mypdb', async () => {
    const { page } = session;
    const found = await complaints(page, '/search/mypdb', () =>
      page
        .locator('pdb-mypdb')
        .getByRole('link', { name: /^Sign in with / })
        .first()
        .waitFor(),
    );
    assert.deepEqual(found, []);
  });

  test("the local provider's sign-in page", async () => {
    const { page } = session;
    await page.goto(`${session.server.url}/search/mypdb`, { waitUntil: 'networkidle' });
    const signIn = page.locator('pdb-mypdb').getByRole('link', { name: 'Sign in with Local' });
    const href = (await signIn.getAttribute('href')) ?? '';
    const found = await complaints(page, new URL(href, session.server.url).pathname, () =>
      page.getByLabel('Name').waitFor(),
    );
    assert.deepEqual(found, []);
  });

  test('demo/institution.html', async () => {
    const { page } = session;
    const found = await complaints(page, '/demo/institution.html', () =>
      page.locator('pdb-search-bar').first().waitFor(),
    );
    assert.deepEqual(found, []);
  });

  test('demo/cms-search-bar.html', async () => {
    const { page } = session;
    const found = await complaints(page, '/demo/cms-search-bar.html', () =>
      page.locator('pdb-search-bar').first().waitFor(),
    );
    assert.deepEqual(found, []);
  });
});
