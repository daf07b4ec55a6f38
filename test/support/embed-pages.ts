// The institution's pages of the embed-*.test.ts files (issue 31): the app from the archive's IIFE
// bundle on a page of another loopback origin, the README's Content-Security-Policy for it, and the
// page's securitypolicyviolation reports.

import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

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

/** Chromium with one 1280 × 900 context whose pages collect their securitypolicyviolation reports. */
export async function launchCollectingViolations(): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(COLLECT_VIOLATIONS);
  return { browser, context };
}

/** Searches the bar of a page (or of a frame in it) for `term` and waits for the results' pager. */
export async function search(target: Page | Frame, term: string): Promise<void> {
  const bar = target.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
  await bar.fill(term);
  await bar.press('Enter');
  await target.locator('pdb-results .pager-range').first().waitFor();
}
