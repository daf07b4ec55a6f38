// `npm run bench -- builder` (issue 14): keystroke to paint in the query builder holding 50
// attribute terminals, in Debian's Chromium against the app as `npm start` serves it (needs
// `npm run build` first). Each sample is one real key press (Playwright's keyboard) in a value
// input; the page measures from the keydown event's time stamp to the first paint after it (a
// timer queued from the next animation frame runs once that frame has painted).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { buildApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { prepareServerArchive } from '../../src/server/engine/embedded/archive.ts';
import { fmt, quantile } from '../lib/stats.ts';

const SAMPLES = Number(process.env.BUILDER_SAMPLES ?? 60);
const TERMINALS = Number(process.env.BUILDER_TERMINALS ?? 50);

/** 50 resolution conditions in subqueries of two, ORed: every terminal has a selector, an operator and a value. */
function requestWith(terminals: number) {
  const nodes = Array.from({ length: terminals }, (_, i) => ({
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less_or_equal', value: 1 + i / 10 },
  }));
  return { query: { type: 'group', logical_operator: 'or', nodes }, return_type: 'entry' };
}

// In the page (a string: tsx would add helpers the page lacks). Installs __keyProbe(): resolves
// with the time from the next keydown in the builder to the paint that shows it.
const KEY_PROBE = `
(() => {
  const app = document.querySelector('pdb-search-app');
  const builder = app.shadowRoot.querySelector('pdb-query-builder');
  window.__builderRoot = builder.shadowRoot;
  window.__keyProbe = () => new Promise((resolve) => {
    const onKey = (event) => {
      builder.shadowRoot.removeEventListener('keydown', onKey, true);
      const t0 = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
    };
    builder.shadowRoot.addEventListener('keydown', onKey, true);
  });
})()
`;

export async function benchBuilder(): Promise<void> {
  const distDir = path.resolve('dist');
  if (!existsSync(path.join(distDir, 'esm'))) {
    console.error('The builder bench drives the built elements: run `npm run build` first.');
    process.exitCode = 2;
    return;
  }
  const archive = await prepareServerArchive({ log: () => undefined });
  const app = await buildApp({ ...readServerConfig({}), distDir, rateLimitPerMinute: 10_000_000 }, { engine: archive });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const request = encodeURIComponent(JSON.stringify(requestWith(TERMINALS)));
    await page.goto(`${url}/search/advanced?request=${request}`);
    const values = page.locator('pdb-query-builder .terminal.attribute .value-cell input');
    await values.nth(TERMINALS - 1).waitFor({ timeout: 60_000 });
    const count = await values.count();
    await page.evaluate(KEY_PROBE);
    const input = values.nth(Math.floor(count / 2));
    await input.click();
    await input.press('End');
    const times: number[] = [];
    for (let i = 0; i < SAMPLES + 5; i++) {
      const probe = page.evaluate('window.__keyProbe()') as Promise<number>;
      await input.press(i % 2 ? 'Backspace' : '5');
      const ms = await probe;
      if (i >= 5) times.push(ms); // the first presses warm up
    }
    times.sort((a, b) => a - b);
    console.log(
      `Keystroke to paint, ${count} value inputs (${TERMINALS} attribute terminals), Chromium 1280 x 900, ${SAMPLES} keys: ` +
        `p50 ${fmt(quantile(times, 0.5))}  p95 ${fmt(quantile(times, 0.95))}  max ${fmt(times.at(-1) ?? 0)}`,
    );
    await benchSketcherOpen(browser, url);
  } finally {
    await browser.close();
    await app.close();
    await archive.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Issue 15: click on Open Chemical Sketch Tool to a usable sketcher (Ketcher's onInit inside the
// dialog's frame, which the dialog shows as data-state="ready"), asked to be at most 2 s. Each
// sample is a fresh browser context (empty HTTP cache: the first opening a user makes), opened once
// there and then twice again in the same page (the frame's files cached, its page loaded anew). An
// empty section opens an empty canvas; a section holding a SMILES waits until Ketcher has drawn it.

const SKETCH_SAMPLES = Number(process.env.SKETCH_SAMPLES ?? 5);
const SKETCH_SMILES = 'NC(=N)c1ccccc1';

// In the page (a string: tsx would add helpers the page lacks). Resolves with the time from the
// next click on the button to the dialog's ready state.
const SKETCH_PROBE = `
new Promise((resolve) => {
  const root = document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-query-builder').shadowRoot;
  const button = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Open Chemical Sketch Tool');
  button.addEventListener('click', (event) => {
    const t0 = event.timeStamp;
    const dialog = root.querySelector('dialog.chem-sketch-dialog');
    const observer = new MutationObserver(() => {
      if (dialog.dataset.state !== 'ready') return;
      observer.disconnect();
      resolve(performance.now() - t0);
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['data-state'] });
  }, { once: true, capture: true });
})
`;

async function openTimes(browser: Browser, url: string, smiles: boolean): Promise<{ first: number; again: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const request = smiles
      ? `?request=${encodeURIComponent(
          JSON.stringify({
            query: {
              type: 'terminal',
              service: 'chemical',
              parameters: { type: 'descriptor', value: SKETCH_SMILES, descriptor_type: 'SMILES' },
            },
            return_type: 'entry',
          }),
        )}`
      : '';
    await page.goto(`${url}/search/advanced/chemical${request}`, { waitUntil: 'networkidle' });
    const button = page.locator('pdb-query-builder').getByRole('button', { name: 'Open Chemical Sketch Tool' });
    await button.waitFor();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const probe = page.evaluate(SKETCH_PROBE) as Promise<number>;
      await button.click();
      times.push(await probe);
      await page.keyboard.press('Escape');
      await page.locator('pdb-query-builder dialog.chem-sketch-dialog[open]').waitFor({ state: 'detached' });
    }
    return { first: times[0]!, again: times.slice(1) };
  } finally {
    await context.close();
  }
}

async function benchSketcherOpen(browser: Browser, url: string): Promise<void> {
  for (const smiles of [false, true]) {
    const first: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < SKETCH_SAMPLES; i++) {
      const sample = await openTimes(browser, url, smiles);
      first.push(sample.first);
      again.push(...sample.again);
    }
    first.sort((a, b) => a - b);
    again.sort((a, b) => a - b);
    const what = smiles ? `a SMILES to draw (${SKETCH_SMILES})` : 'an empty canvas';
    console.log(
      `Open Chemical Sketch Tool, click to usable Ketcher (onInit), ${what}, Chromium 1280 x 900: ` +
        `first in a fresh page p50 ${fmt(quantile(first, 0.5))}  max ${fmt(first.at(-1) ?? 0)} (${first.length}); ` +
        `again p50 ${fmt(quantile(again, 0.5))}  max ${fmt(again.at(-1) ?? 0)} (${again.length})`,
    );
  }
}
