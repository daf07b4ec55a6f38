// axe-core in a page of the e2e tests: the serious and critical violations of the page as it is
// now, shadow roots included. The page's context must bypass CSP (the server's CSP forbids the
// injected script otherwise).

import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string;
  nodes: number;
  help: string;
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document,
      ): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }> }>;
    };
  }
}

export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => (await window.axe!.run(document)).violations);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', nodes: v.nodes.length, help: v.help }));
}
