// axe-core in a page of the e2e tests: the serious and critical violations of the page as it is
// now, shadow roots included. The page's context must bypass CSP (the server's CSP forbids the
// injected script otherwise).

import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string;
  nodes: number;
  help: string;
  /** Selectors of the first few offending nodes, so a failure says where to look. */
  targets: string[];
}

declare global {
  interface Window {
    axe?: {
      run(context: Document): Promise<{
        violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
      }>;
    };
  }
}

export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  // Result rows use content-visibility: auto, so rows away from the screen are not rendered until
  // scrolled near. axe's color-contrast then reads a wrong backdrop for them (1.26:1 against the
  // accent colour for a label that is 5.4:1 once shown). For the audit every row is rendered, as a
  // user scrolling there sees it, and the page is put back afterwards.
  await page.evaluate(`(() => {
    const roots = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots.slice(1)) {
      const style = document.createElement('style');
      style.setAttribute('data-axe-render-all', '');
      style.textContent = '* { content-visibility: visible !important; }';
      root.appendChild(style);
    }
  })()`);
  const violations = await page.evaluate(async () => (await window.axe!.run(document)).violations);
  await page.evaluate(`(() => {
    const roots = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots) for (const style of root.querySelectorAll('style[data-axe-render-all]')) style.remove();
  })()`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)),
    }));
}
