// Screenshots of a page at desktop and phone widths in Debian's Chromium, for a person to look at.
// Usage: node scripts/screenshot.mjs <url> <name> [outDir]
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const [url, name = 'page', outDir = 'test-output/screenshots'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <name> [outDir]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const file = `${outDir}/${name}-${label}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}
