// One e2e file's session: the archive server as `npm start` serves it, Debian's Chromium, and a
// page at 1280 x 900 whose context bypasses CSP (axe is injected into it); a page error fails the
// test. Screenshots go to SHOTS for a person to look at.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from './start-archive-server.mjs';

export const SHOTS = 'test-output/e2e';

export interface E2eSession {
  server: { url: string; stop(): Promise<void> };
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openE2eSession(options: BrowserContextOptions = {}): Promise<E2eSession> {
  mkdirSync(SHOTS, { recursive: true });
  const server = await startArchiveServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true, ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  return {
    server,
    browser,
    context,
    page,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * Photographs the screen as it is at 1280 and at 390 px wide (`${name}-1280.png`, `-390.png`),
 * then puts the page back at the width it had. `settleMs`: how long a width takes to settle
 * (150 ms; a Mol* view resizes its canvas 50-150 ms after its container, then draws).
 */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  { settleMs = 150, ...options }: { fullPage?: boolean; settleMs?: number } = {},
) {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    // the elements lay themselves out from their own width (a ResizeObserver): let that settle
    await page.evaluate(`new Promise((done) => requestAnimationFrame(() => setTimeout(done, ${settleMs})))`);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, ...options });
  }
  await page.setViewportSize(before);
}

/**
 * The element's picture once it has stopped changing: two shots in a row alike (at most five), so
 * a paint still under way on a loaded machine (a late layout, a picture swapped in) is not compared.
 */
export async function settledScreenshot(locator: Locator, path: string): Promise<Buffer> {
  let last = await locator.screenshot({ animations: 'disabled' });
  for (let shot = 1; shot < 5; shot++) {
    const next = await locator.screenshot({ animations: 'disabled' });
    if (next.equals(last)) break;
    last = next;
  }
  await writeFile(path, last);
  return last;
}

/** How far two pictures are apart: the pixels that differ, and the largest difference of one colour channel (0-255). */
export interface PictureDifference {
  pixels: number;
  largest: number;
}

/**
 * Compares two PNG pictures decoded in `page` (one with no content security policy, such as a new
 * page of the context); undefined when their sizes differ. Chromium may draw an antialiased edge
 * one level apart from one run to the next (a thumbnail's rounded corner, seen on a loaded
 * machine), so a test that means "looks the same" bounds `largest` rather than asking for equal bytes.
 */
export async function pictureDifference(page: Page, a: Buffer, b: Buffer): Promise<PictureDifference | undefined> {
  const urls = [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`);
  return page.evaluate(async (sources) => {
    const [one, two] = await Promise.all(
      sources.map(async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      }),
    );
    if (!one || !two || one.width !== two.width || one.height !== two.height) return undefined;
    let pixels = 0;
    let largest = 0;
    for (let i = 0; i < one.data.length; i += 4) {
      let pixel = 0;
      for (let channel = i; channel < i + 4; channel++)
        pixel = Math.max(pixel, Math.abs(one.data[channel]! - two.data[channel]!));
      if (pixel > 0) pixels++;
      largest = Math.max(largest, pixel);
    }
    return { pixels, largest };
  }, urls);
}

/**
 * A slow mobile connection (`latencyMs` each way, 400 kbit/s down and up) for `page`; returns the
 * undo, which puts the network back and lets the CDP session go.
 */
export async function throttleNetwork(page: Page, latencyMs = 400): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/**
 * `page`'s main thread `rate` times slower, as on a loaded machine (CI's); returns the undo, which
 * puts the pace back and lets the CDP session go.
 */
export async function throttleCpu(page: Page, rate = 4): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}

/** The results' item count, from the pager's 'x to y of N items' (waits for the pager). */
export async function resultsTotal(page: Page): Promise<number> {
  const range = page.locator('pdb-results .pager-range').first();
  await range.waitFor();
  return Number(/of ([\d,]+)/.exec((await range.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
}

/** Waits until the pager shows `count` items in all. */
export const showsTotal = (page: Page, count: number): Promise<void> =>
  page
    .locator('pdb-results .pager-range')
    .first()
    .filter({ hasText: new RegExp(`of ${count.toLocaleString('en-US')} items$`) })
    .waitFor();

/** Page-side JS (a string: tsx would wrap a named function in a helper the page lacks): the app's results' shadow root. */
export const RESULTS_ROOT = `document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-results').shadowRoot`;

/** Page-side JS: the element focused now, through shadow roots. */
export const DEEP_ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el;
})()`;

/** Page-side JS: how many Summary rows the app's results draw now. */
export const SUMMARY_ROW_COUNT = `${RESULTS_ROOT}.querySelectorAll('.result-list > [part~=result]').length`;
