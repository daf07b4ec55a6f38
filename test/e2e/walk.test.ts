// Issue 13, "look for more of the same": the loading state on a slow network (DevTools protocol
// throttling), the last page at 100 rows per page (every row drawn, though a page draws its
// first rows first), the entries with the most chains at phone width, and the results by
// keyboard alone, at 1280 and 390 px, photographed and audited.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  DEEP_ACTIVE,
  RESULTS_ROOT,
  SUMMARY_ROW_COUNT,
  openE2eSession,
  SHOTS,
  type E2eSession,
  screenshotBothWidths,
  throttleNetwork,
} from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
let page: Page;

const protein = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
  return_type: 'entry',
};
const url = (body: unknown) => `${session.server.url}/search?request=${encodeURIComponent(JSON.stringify(body))}`;
const range = () => page.locator('.pager-range').first();

describe('a researcher walking the results in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(url(protein));
    await range().waitFor();
  });
  after(() => session.close());

  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`on a slow network a search shows 'Loading data...' and a progress bar, then the results (${size.width} px)`, async () => {
      await page.setViewportSize(size);
      const unthrottle = await throttleNetwork(page, 1500);
      try {
        const input = page.locator('pdb-search-bar').getByRole('combobox');
        await input.fill('hemoglobin');
        await input.press('Enter');
        const loading = page.locator('pdb-results').getByText('Loading data...');
        await loading.waitFor();
        assert.equal(await page.locator('pdb-results [role=progressbar]').count(), 1);
        assert.deepEqual(await seriousViolations(page), []);
        await page.screenshot({ path: `${SHOTS}/walk-loading-${size.width}.png` });
        await loading.waitFor({ state: 'detached', timeout: 8_000 });
        await page
          .locator('.summary-count')
          .filter({ hasText: /Structures/ })
          .waitFor();
      } finally {
        await unthrottle();
      }
    });
  }

  test('the last page at 100 rows per page shows every remaining row', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url({ ...protein, request_options: { paginate: { start: 0, rows: 100 } } }));
    await range()
      .filter({ hasText: /^1 to 100 of/ })
      .waitFor();
    const total = Number(/of ([\d,]+)/.exec((await range().textContent()) ?? '')![1]!.replace(/,/g, ''));
    await page.getByRole('button', { name: 'Last page' }).first().click();
    const first = Math.floor((total - 1) / 100) * 100 + 1;
    await range()
      .filter({ hasText: new RegExp(`^${first} to ${total} of`) })
      .waitFor();
    await page.waitForFunction(`${SUMMARY_ROW_COUNT} === ${total - first + 1}`);
    assert.equal(await page.getByRole('button', { name: 'Next page' }).first().isDisabled(), true);
    await screenshotBothWidths(page, 'walk-last-page');
  });

  test('the entries with the most chains lay out within a 390 px phone screen', async () => {
    const mostChains = {
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entry_info.deposited_polymer_entity_instance_count',
          operator: 'greater',
          value: 20,
        },
      },
      return_type: 'entry',
      request_options: {
        sort: [{ sort_by: 'rcsb_entry_info.deposited_polymer_entity_instance_count', direction: 'desc' }],
      },
    };
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(url(mostChains));
      await range().waitFor();
      const overflow = await page.evaluate(`(() => {
        const results = ${RESULTS_ROOT};
        const wide = [...results.querySelectorAll('.result-item')]
          .filter((item) => item.scrollWidth > item.clientWidth + 1)
          .map((item) => item.dataset.id);
        return { page: document.scrollingElement.scrollWidth - window.innerWidth, items: wide };
      })()`);
      assert.deepEqual(overflow, { page: 0, items: [] });
      assert.deepEqual(await seriousViolations(page), []);
      await screenshotBothWidths(page, 'walk-most-chains');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('at 390 px every label of the Stats charts stays inside its chart, clear of its edges', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(url(protein));
      await range().waitFor();
      await page.locator('pdb-results').getByRole('button', { name: 'Stats', exact: true }).click();
      await page.locator('pdb-results svg[role="img"]').first().waitFor();
      const outside = await page.evaluate(`(() => {
        const out = [];
        for (const svg of ${RESULTS_ROOT}.querySelectorAll('svg.chart-svg')) {
          const box = svg.getBoundingClientRect();
          for (const text of svg.querySelectorAll('text')) {
            const r = text.getBoundingClientRect();
            if (r.left < box.left + 2 || r.right > box.right - 2)
              out.push(svg.closest('figure').dataset.facet + ': ' + text.textContent);
          }
        }
        return out;
      })()`);
      assert.deepEqual(outside, []);
      await page.screenshot({ path: `${SHOTS}/walk-stats-390.png` });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('by keyboard alone: from the summary every control up to the first result takes focus, with a visible ring', async () => {
    await page.goto(url(protein));
    await range().waitFor();
    // the summary has focus after a search: walk on from there
    await page.waitForFunction(`String(${DEEP_ACTIVE}?.className).includes('results-summary')`);
    const seen: string[] = [];
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      const stop = (await page.evaluate(`(() => {
        const el = ${DEEP_ACTIVE};
        const style = getComputedStyle(el);
        return {
          what: el.tagName.toLowerCase() + (el.getAttribute('part') ? '[' + el.getAttribute('part') + ']' : ''),
          name: el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30),
          ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      })()`)) as { what: string; name: string; ring: boolean };
      assert.ok(stop.ring, `no focus ring on ${stop.what} ${stop.name}`);
      seen.push(`${stop.what} ${stop.name}`);
      if (stop.what === 'a[result-title]') break;
    }
    for (const expected of ['button Gallery', 'button Apply', 'button Next page', 'a[result-title]'])
      assert.ok(
        seen.some((s) => s.startsWith(expected)),
        `${expected} not reached: ${seen.join(' | ')}`,
      );
  });

  test('a result set of over 1,000 (polymer instances): 100 per page, the last page and its range', async () => {
    const chains = {
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entry_info.structure_determination_methodology',
          operator: 'exact_match',
          value: 'experimental',
        },
      },
      return_type: 'polymer_instance',
      request_options: { paginate: { start: 0, rows: 100 } },
    };
    await page.goto(url(chains));
    await range()
      .filter({ hasText: /^1 to 100 of / })
      .waitFor();
    const total = Number(/of ([\d,]+)/.exec((await range().textContent()) ?? '')![1]!.replace(/,/g, ''));
    assert.ok(total > 1000, `only ${total} polymer instances`);
    await page.getByRole('button', { name: 'Last page' }).first().click();
    const first = Math.floor((total - 1) / 100) * 100 + 1;
    const label = `${first.toLocaleString('en-US')} to ${total.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} items`;
    await range().filter({ hasText: label }).waitFor();
    const pages = Math.ceil(total / 100);
    await page
      .locator('.pager-page')
      .first()
      .filter({ hasText: `Page ${pages} of ${pages}` })
      .waitFor();
    await page.waitForFunction(`${SUMMARY_ROW_COUNT} === ${total - first + 1}`);
    const ids = await page.evaluate(`(() => {
      const results = ${RESULTS_ROOT};
      return [...results.querySelectorAll('.result-list > [part~=result]')].map((item) => item.dataset.id);
    })()`);
    for (const id of ids as string[])
      assert.match(id, /^[0-9A-Z]{4}\.[A-Za-z0-9]+$/, 'a polymer instance id (entry.chain)');
  });
});
