// Issue 13, point 9: every screen of the app and the demo pages, at 1280 and 390 px, has no
// serious or critical axe-core finding; the app has one h1 and a skip link to the results; a
// search moves focus to the results summary; counts, pages and errors are said through one polite
// live region. Each screen is photographed at both widths (test-output/e2e/a11y-*).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEEP_ACTIVE, openE2eSession, SHOTS, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';

let session: E2eSession;
let page: Page;

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const request = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
  return_type: 'entry',
};
const searchUrl = (body: unknown = request) => `/search?request=${encodeURIComponent(JSON.stringify(body))}`;

/** The element focused now, through shadow roots: its tag, class and text. */
const DEEP_FOCUS = `(() => {
  const el = ${DEEP_ACTIVE};
  return el ? { tag: el.tagName.toLowerCase(), className: String(el.className), text: el.textContent.trim() } : null;
})()`;

const liveRegion = () => page.locator('pdb-results [role="status"][aria-live="polite"][aria-atomic="true"]');

/** Runs axe and takes a screenshot of the screen as it is, at each of `widths`. */
async function checkScreen(
  name: string,
  ready: () => Promise<void>,
  widths: ReadonlyArray<(typeof WIDTHS)[number]> = WIDTHS,
): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size);
    await ready();
    assert.deepEqual(await seriousViolations(page), [], `${name} at ${size.width} px`);
    await page.screenshot({ path: `${SHOTS}/a11y-${name}-${size.width}.png` });
  }
  await page.setViewportSize(WIDTHS[0]);
}

async function showResults(): Promise<void> {
  await page.goto(`${session.server.url}${searchUrl()}`);
  await page.locator('[part~="result"]').first().waitFor();
}

async function chooseView(name: string): Promise<void> {
  await page.getByRole('group', { name: 'Result views' }).getByRole('button', { name, exact: true }).click();
}

describe('accessibility of every screen in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(`${session.server.url}/search`);
    await page.locator('pdb-search-bar').getByRole('combobox').waitFor();
  });
  after(() => session.close());

  test('the app has one h1, and its first Tab stop is a skip link that lands on the results', async () => {
    await page.goto(`${session.server.url}/search`);
    await page.locator('pdb-search-bar').getByRole('combobox').waitFor();
    assert.equal(await page.locator('h1').count(), 1);
    // the host page's own links come first (the demo's brand and page links); then the app's skip link
    const stops: string[] = [];
    for (let i = 0; i < 10 && stops.at(-1) !== 'Skip to results'; i++) {
      await page.keyboard.press('Tab');
      stops.push(((await page.evaluate(DEEP_FOCUS)) as { text: string }).text);
    }
    assert.equal(stops.at(-1), 'Skip to results', `Tab stops: ${stops.join(' | ')}`);
    const skip = page.getByRole('link', { name: 'Skip to results' });
    assert.ok((await skip.boundingBox())!.y >= 0, 'the focused skip link is on screen');
    await page.screenshot({ path: `${SHOTS}/a11y-skip-link-1280.png` });
    await page.keyboard.press('Enter');
    // the link shows the Search tab first and focuses on the next frame
    await page.waitForFunction(`(${DEEP_FOCUS})?.className.includes('results-empty')`);
  });

  test('a search from the bar moves focus to the results summary and the live region says the count', async () => {
    const input = page.locator('pdb-search-bar').getByRole('combobox');
    await input.fill('protein');
    await input.press('Enter');
    await page.locator('[part~="result"]').first().waitFor();
    await page.waitForFunction(`(${DEEP_FOCUS})?.className.includes('results-summary')`);
    const total = Number(((await page.locator('.summary-count').textContent()) ?? '').replace(/[^\d]/g, ''));
    assert.ok(total > 0);
    await liveRegion()
      .filter({ hasText: /found\. Showing 1 to \d+ of/ })
      .waitFor();
    assert.match(
      (await liveRegion().textContent()) ?? '',
      new RegExp(`^${total.toLocaleString('en-US')} Structures found`),
    );
    // nothing else announces the count: the summary heading and the pager are not live
    assert.equal(await page.locator('pdb-results [aria-live]').count(), 1);
  });

  test('paging is announced; focus stays on the pager', async () => {
    await page.getByRole('button', { name: 'Next page' }).first().click();
    await liveRegion()
      .filter({ hasText: /Showing 26 to/ })
      .waitFor();
    const focused = (await page.evaluate(DEEP_FOCUS)) as { tag: string };
    assert.equal(focused.tag, 'button');
  });

  test('an error is said by the live region, once', async () => {
    const bad = {
      ...request,
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'no.such', operator: 'exact_match', value: 'x' },
      },
    };
    await page.goto(`${session.server.url}${searchUrl(bad)}`);
    const box = page.locator('pdb-results .pdb-message[data-kind="error"]');
    await box.waitFor();
    const text = ((await box.locator('.pdb-message-text').textContent()) ?? '').trim();
    assert.ok(text.length > 0);
    // a refusal (4xx) is said with the seed's advice to use the Contact Us button, as the box shows it
    assert.equal(((await liveRegion().textContent()) ?? '').trim(), `${text} ${MESSAGES.contactUsAdvice}`);
    assert.equal(await box.getAttribute('role'), null, 'the box itself does not announce it again');
    await checkScreen('search-error', async () => undefined);
  });

  test('/search before any search; the skip link shows only while focused, at either width', async () => {
    await page.goto(`${session.server.url}/search`);
    await checkScreen('search-empty', async () => {
      await page.locator('pdb-search-bar').getByRole('combobox').waitFor();
      // unfocused it is clipped to nothing (it once sat visibly over the 390 px header)
      const box = await page.getByRole('link', { name: 'Skip to results' }).boundingBox();
      assert.ok(box !== null && box.width <= 1 && box.height <= 1, `skip link box ${JSON.stringify(box)}`);
    });
  });

  // Result screens are audited one width per test: each is a page load, a view and a full audit.
  const RESULT_SCREENS: ReadonlyArray<{ name: string; open: () => Promise<void>; ready: () => Promise<void> }> = [
    ...(['Summary', 'Gallery', 'Compact', 'Stats'] as const).map((view) => ({
      name: `view-${view.toLowerCase()}`,
      open: async () => {
        await showResults();
        if (view !== 'Summary') await chooseView(view);
      },
      ready: async () => {
        if (view === 'Compact') await page.getByRole('grid').first().waitFor();
        if (view === 'Stats') await page.locator('pdb-results svg[role="img"]').first().waitFor();
        if (view === 'Gallery') await page.locator('.gallery-card').first().waitFor();
      },
    })),
    {
      // the fifth view: results grouped by sequence identity
      name: 'view-groups',
      open: async () => {
        const grouped = {
          ...request,
          return_type: 'polymer_entity',
          request_options: {
            group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
            group_by_return_type: 'groups',
          },
        };
        await page.goto(`${session.server.url}${searchUrl(grouped)}`);
      },
      ready: () => page.locator('[part~="result"]').first().waitFor(),
    },
    {
      name: 'report',
      open: async () => {
        await showResults();
        await page
          .getByRole('combobox', { name: /report/i })
          .first()
          .selectOption({ label: 'Structure Summary' });
      },
      ready: () => page.locator('pdb-results table').first().waitFor(),
    },
  ];
  for (const screen of RESULT_SCREENS) {
    for (const size of WIDTHS) {
      test(`${screen.name} at ${size.width} px`, { timeout: 30_000 }, async () => {
        await page.setViewportSize(size);
        await screen.open();
        await checkScreen(screen.name, screen.ready, [size]);
      });
    }
  }

  test('query history', { timeout: 30_000 }, async () => {
    await showResults();
    await page.getByRole('tab', { name: 'Query History' }).click();
    await checkScreen('history', () => page.locator('pdb-query-history tbody tr').first().waitFor());
  });

  for (const demo of ['index.html', 'institution.html', 'cms-search-bar.html']) {
    test(`the demo page ${demo}`, { timeout: 30_000 }, async () => {
      await page.goto(`${session.server.url}/demo/${demo}`);
      await checkScreen(`demo-${demo.replace('.html', '')}`, () =>
        page.locator('pdb-search-bar').first().getByRole('combobox').waitFor(),
      );
    });
  }
});
