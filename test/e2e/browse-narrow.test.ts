// Issue 29 items 3 and 4 in Chromium. Item 3: the taxonomy opened down to Homo sapiens on a
// 390 px phone keeps the page within the screen, the tree scrolling sideways in its own box, and
// every label readable; the keyboard keeps the focused node in view. Item 4: the search bar's
// Browse Annotations link (/search/browse/atc) replaces itself with the first tree the archive
// has, and the tree picker's text is whole at both widths.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEEP_ACTIVE, SHOTS, openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
let page: Page;

const browser = () => page.locator('pdb-tree-browser');
const selectedRow = () => browser().locator('[role=treeitem][aria-selected=true]');

/** Page-side JS: the tree browser's shadow root inside the app. */
const TREE_ROOT = `document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-tree-browser').shadowRoot`;

interface Widths {
  documentWidth: number;
  labels: number;
  narrowest: { name: string; width: number };
}

const measure = (): Promise<Widths> =>
  page.evaluate(`(() => {
    const labels = [...${TREE_ROOT}.querySelectorAll('[role=treeitem] > .tree-label')];
    let narrowest = { name: '', width: Infinity };
    for (const label of labels) {
      const width = label.getBoundingClientRect().width;
      if (width < narrowest.width) narrowest = { name: label.textContent, width };
    }
    return { documentWidth: document.documentElement.scrollWidth, labels: labels.length, narrowest };
  })()`);

/** '' when the focused node's name is inside both the tree's scrolling box and the screen, else where it is. */
const focusedLabelOutOfView = (): Promise<string> =>
  page.evaluate(`(() => {
    const label = (${DEEP_ACTIVE})?.querySelector(':scope > .tree-label > .tree-name');
    const box = ${TREE_ROOT}.querySelector('.tree-scroll');
    if (!label || !box) return 'no focused label or no scrolling box';
    const l = label.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const inside = l.left >= b.left - 1 && l.left + 40 <= b.right + 1 && l.top >= 0 && l.bottom <= innerHeight;
    return inside ? '' : JSON.stringify({ label: [l.left, l.top, l.right, l.bottom], box: [b.left, b.right], innerHeight });
  })()`);

/** Whether the picker's chosen text fits its box (a select cannot scroll: what does not fit is cut). */
const pickerTextFits = (root = TREE_ROOT): Promise<{ fits: boolean; text: string; need: number; room: number }> =>
  page.evaluate(`(() => {
    const select = ${root}.querySelector('.tree-switcher select');
    const text = select.selectedOptions[0]?.textContent ?? '';
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    context.font = style.font;
    const need = context.measureText(text).width;
    // the content box, less the drop-down arrow Chromium draws at the end (about 20 px)
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return { fits: need <= room, text, need, room };
  })()`);

describe('Browse Annotations on a phone, and from the bar link', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });
  after(() => session.close());

  test('at 390 px the deep Homo sapiens tree scrolls in its own box: page ≤ 420 px, labels ≥ 40 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.server.url}/search/browse/taxonomy`);
    await browser().getByRole('treeitem').first().waitFor();
    await browser()
      .getByRole('combobox', { name: /^Search the/ })
      .fill('Homo');
    await browser()
      .getByRole('option', { name: /^Homo sapiens\b/ })
      .click();
    await selectedRow()
      .filter({ hasText: /^Homo sapiens/ })
      .waitFor();
    const level = Number(await selectedRow().getAttribute('aria-level'));
    assert.ok(level >= 8, `Homo sapiens is at level ${level}`);
    const widths = await measure();
    assert.ok(widths.documentWidth <= 420, `the page is ${widths.documentWidth} px wide`);
    assert.ok(widths.labels >= level, `${widths.labels} labels`);
    assert.ok(widths.narrowest.width >= 40, `'${widths.narrowest.name}' is ${widths.narrowest.width} px wide`);
  });

  test('by keyboard the focused node stays in view inside the scrolling box', async () => {
    await selectedRow().focus();
    assert.equal(await focusedLabelOutOfView(), '', 'the selected node is in view');
    await page.keyboard.press('Home');
    await page.waitForFunction(`(${DEEP_ACTIVE})?.getAttribute('aria-level') === '1'`);
    assert.equal(await focusedLabelOutOfView(), '', 'the first node is in view');
    await page.keyboard.press('End');
    await page.waitForFunction(`(${DEEP_ACTIVE})?.getAttribute('aria-posinset') !== null`);
    assert.equal(await focusedLabelOutOfView(), '', 'the last node is in view');
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowUp');
    assert.equal(await focusedLabelOutOfView(), '', 'twelve up is in view');
    assert.deepEqual(await seriousViolations(page), []);
    // the phone as the user holds it, Homo sapiens focused (a resize moves the box's scroll)
    await selectedRow().focus();
    await page.screenshot({ path: `${SHOTS}/browse-homo-sapiens-focused-390.png` });
    await screenshotBothWidths(page, 'browse-homo-sapiens');
  });

  test("the bar's /search/browse/atc replaces itself with the first tree the archive has", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${session.server.url}/search`);
    await page.goto(`${session.server.url}/search/browse/atc`);
    await page.waitForURL(/\/search\/browse\/taxonomy$/, { timeout: 5000 });
    await browser().getByRole('treeitem').first().waitFor();
    assert.equal(await browser().getByLabel('Tree', { exact: true }).inputValue(), 'taxonomy');
    assert.equal(
      await browser()
        .getByRole('heading', { name: /not available/ })
        .count(),
      0,
    );
    // replaced, not pushed: Back leaves the tree for the page before
    await page.goBack();
    await page.waitForURL(/\/search$/, { timeout: 5000 });
  });

  test('the tree picker shows its whole text at 1280 and 390 px, for every tree', async () => {
    await page.goto(`${session.server.url}/search/browse/taxonomy`);
    await browser().getByRole('treeitem').first().waitFor();
    const picker = browser().getByLabel('Tree', { exact: true });
    const trees = await picker
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    assert.ok(trees.length >= 5, trees.join());
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const tree of trees) {
        await picker.selectOption(tree);
        await page.waitForURL(new RegExp(`/search/browse/${tree}$`), { timeout: 5000 });
        const fit = await pickerTextFits();
        assert.ok(fit.fits, `${width} px: '${fit.text}' needs ${fit.need} px, has ${fit.room}`);
      }
    }
    await picker.selectOption('taxonomy');
    await browser().getByRole('treeitem').first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'browse-after-atc');
  });
  test('a standalone <pdb-tree-browser tree="atc"> shows its picker\'s whole text at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${session.server.url}/demo/cms-search-bar.html`, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        document.body.innerHTML = '<pdb-tree-browser tree="atc"></pdb-tree-browser>';
      });
      await page
        .locator('pdb-tree-browser')
        .getByText(/tree is not available in this archive/)
        .waitFor();
      const fit = await pickerTextFits(`document.querySelector('pdb-tree-browser').shadowRoot`);
      assert.ok(fit.fits, `'${fit.text}' needs ${fit.need} px, has ${fit.room}`);
      assert.deepEqual(await seriousViolations(page), []);
      await screenshotBothWidths(page, 'browse-standalone-atc');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
