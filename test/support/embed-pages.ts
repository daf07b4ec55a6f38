// The institution's pages of the embed-*.test.ts files (issue 31): the app from the archive's IIFE
// bundle on a page of another loopback origin, the README's Content-Security-Policy for it, and the
// page's securitypolicyviolation reports.

import type { Page } from 'playwright-core';

/** The policy an embedding page needs (README, "Embedding under a Content-Security-Policy"). */
export const policyFor = (archiveOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${archiveOrigin}`,
    "style-src 'self'",
    `img-src 'self' ${archiveOrigin}`,
    `connect-src ${archiveOrigin}`,
    `frame-src ${archiveOrigin}`,
  ].join('; ');

/** The page: the app from the archive's bundle, after the page's own CSS (none under the CSP). */
export function appPage(archiveOrigin: string, pageCss?: string, dir = 'ltr'): string {
  // the page's own use of a --pdb-* name, which the suite must leave alone
  const ownCss = pageCss === undefined ? '' : `<style>#own-theme { --pdb-font-size: large } ${pageCss}</style>`;
  return `<!doctype html><html lang="en" dir="${dir}"><head><meta charset="utf-8"><title>Institution</title>${ownCss}
<script src="${archiveOrigin}/dist/pdb-search-elements.iife.js"></script></head>
<body><div id="own-theme"></div><pdb-search-app api-base="${archiveOrigin}"></pdb-search-app></body></html>`;
}

/** An init script collecting the page's securitypolicyviolation reports (bubbling and composed: shadow roots too). */
export const COLLECT_VIOLATIONS = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline')), true);`;

/** What COLLECT_VIOLATIONS has collected on `page` so far. */
export async function violations(page: Page): Promise<string[]> {
  return page.evaluate('window.__violations');
}

/** Searches the bar for `term` and waits for the results' pager. */
export async function search(page: Page, term: string): Promise<void> {
  const bar = page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
  await bar.fill(term);
  await bar.press('Enter');
  await page.locator('pdb-results .pager-range').first().waitFor();
}
