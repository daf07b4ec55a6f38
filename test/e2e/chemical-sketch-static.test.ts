// The Chemical Sketch Tool as a static asset of the bundle (issue 34: browser-direct mode has no
// server of ours): dist/sketch/chemical-sketch.html, served by a plain static host, starts Ketcher
// with indigo in the browser, draws the value of its address, and asks nothing of any other origin.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startStaticSite, type StaticSite } from '../support/static-site.ts';
import { logRequests } from '../support/request-log.ts';
import { SKETCH_DIALOG_TITLE } from '../../src/ui/query-builder/chemical/ChemicalSketchDialog.tsx';

const BENZAMIDINE = 'NC(=N)c1ccccc1';

let site: StaticSite;
let browser: Browser;
before(async () => {
  site = await startStaticSite();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('a static host serves the sketch page: Ketcher draws the value of its address, no other origin asked', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const log = logRequests(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const address = `descriptor_type=SMILES&value=${encodeURIComponent(BENZAMIDINE)}&match_type=graph-exact`;
    await page.goto(`${site.origin}/dist/sketch/chemical-sketch.html?${address}`);
    await page.getByRole('heading', { name: SKETCH_DIALOG_TITLE }).waitFor();
    await page.locator('.sketch-editor[data-state=ready]').waitFor({ timeout: 8000 });
    const drawn = (await page.evaluate(() =>
      (window as unknown as { ketcher: { getSmiles(): Promise<string> } }).ketcher.getSmiles(),
    )) as string;
    const atoms = (symbol: RegExp) => (drawn.match(symbol) ?? []).length;
    assert.deepEqual([atoms(/[Cc](?!l)/g), atoms(/[Nn]/g)], [7, 2], `benzamidine is drawn: ${drawn}`);
    assert.deepEqual(errors, []);
    assert.deepEqual(log.strangers([site.origin]), []);
    assert.deepEqual(log.ownOriginCalls(site.origin), []);
  } finally {
    log.stop();
    await context.close();
  }
});
