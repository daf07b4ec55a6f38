// Browse Annotations (issue 16): the main thread's time from a GET /search/tree response (its
// Resource Timing responseEnd) to the frame that paints the opened node's children, in the app at
// /search/browse/go, opening each child of molecular_function once (each loads from the server).
// Budget: 100 ms.

import type { Browser } from 'playwright-core';
import { fmt, quantile } from '../lib/stats.ts';

/** Page-side: opens the named node and resolves with response-to-paint milliseconds. */
const TREE_PROBE = `window.__treeProbe = (name) => new Promise((resolve, reject) => {
  const root = document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-tree-browser').shadowRoot;
  const row = [...root.querySelectorAll('[role=treeitem]')].find((el) => el.querySelector(':scope > .tree-label > .tree-name')?.textContent === name);
  if (!row) return reject(new Error('no node ' + name));
  const seen = performance.getEntriesByType('resource').length;
  const observer = new MutationObserver(() => {
    const group = root.getElementById(row.getAttribute('aria-owns') || '');
    if (!group || !group.querySelector('[role=treeitem]')) return;
    observer.disconnect();
    // the frame after the one that lays the children out is when they are on screen
    requestAnimationFrame(() => setTimeout(() => {
      const painted = performance.now();
      const response = performance.getEntriesByType('resource').slice(seen).find((e) => e.name.includes('/search/tree/'));
      if (!response) return reject(new Error('no tree response for ' + name));
      resolve(painted - response.responseEnd);
    }, 0));
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  row.querySelector(':scope > .tree-toggle').click();
});`;

export async function benchTreeExpand(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${url}/search/browse/go`);
    const names = page.locator('pdb-tree-browser [role=treeitem] > .tree-label > .tree-name');
    await names.first().waitFor({ timeout: 60_000 });
    await page.evaluate(TREE_PROBE);
    await page.evaluate(`window.__treeProbe('molecular_function')`);
    // children of molecular_function that have children of their own: each opened once
    const parents = (await page.evaluate(`[...document.querySelector('pdb-search-app').shadowRoot
      .querySelector('pdb-tree-browser').shadowRoot.querySelectorAll('[role=treeitem][aria-level="2"][aria-expanded]')]
      .map((el) => el.querySelector(':scope > .tree-label > .tree-name').textContent)`)) as string[];
    const times: number[] = [];
    for (const name of parents.slice(0, 20))
      times.push((await page.evaluate(`window.__treeProbe(${JSON.stringify(name)})`)) as number);
    times.sort((a, b) => a - b);
    console.log(
      `Browse Annotations, opening a GO node: response to painted children (budget 100 ms), ${times.length} nodes: p50 ${fmt(quantile(times, 0.5))}  max ${fmt(times.at(-1) ?? 0)}`,
    );
  } finally {
    await page.close();
  }
}
