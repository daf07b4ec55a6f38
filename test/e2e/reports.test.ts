// Issue 13, point 3: tabular reports page like the other views. The report view has the pager
// (pages, rows per page), each page of the table is its range of the whole result set, and the
// CSV and JSON downloads hold the whole result set (here within the direct limit: the shared
// archive is smaller than a batch; the batch ranges are proved in test/browser and test/node),
// fetched from POST /search/data-download. axe runs on the report view; screenshots at 1280 and
// 390 px.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { openE2eSession, RESULTS_ROOT, SHOTS, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
let server: E2eSession['server'];
let page: Page;
/** Every result id in result order, as the archive lists them. */
let whole: string[] = [];

const request = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
  return_type: 'entry',
};
const searchUrl = () => `${server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`;

const range = (p: Page = page) => p.locator('.report-view .pager-range');
const count = (n: number) => n.toLocaleString('en-US');

/** Waits until the report view's pager reads `label` (a pattern for its whole text). */
const showsRange = (label: RegExp, p: Page = page) => range(p).filter({ hasText: label }).waitFor();

/**
 * The report table's rows are `ids` (first cell of each), once all are drawn: a long page draws
 * a screenful first and the rest right after.
 */
async function expectTableIds(ids: string[], p: Page = page): Promise<void> {
  const cells = p.locator('table.report-table tbody tr th');
  // the pager shows the new range as soon as the page is asked for; the table follows its answer
  const first = JSON.stringify(ids[0] ?? '');
  const last = JSON.stringify(ids.at(-1) ?? '');
  await p.waitForFunction(`(() => {
    const rows = [...${RESULTS_ROOT}.querySelectorAll('table.report-table tbody tr th')].map((th) => th.textContent.trim());
    return rows.length === ${ids.length} && rows[0] === ${first} && rows[rows.length - 1] === ${last};
  })()`);
  assert.deepEqual(
    (await cells.allTextContents()).map((t) => t.trim()),
    ids,
  );
}

/** The results page, then the Structure Summary report through the report select. */
async function openReport(p: Page): Promise<void> {
  await p.goto(searchUrl(), { waitUntil: 'networkidle' });
  await p.getByRole('combobox', { name: 'Tabular Report' }).selectOption('structure_summary');
  await showsRange(/^1 to 25 of /, p);
}

/** Records of an RFC 4180 text: line breaks inside quoted fields do not end a record. */
function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n' && !quoted) records++;
  }
  return records;
}

/** Clicks CSV or JSON; the saved file and the body of the request that fetched it. */
async function download(label: 'CSV' | 'JSON'): Promise<{ name: string; text: string; body: unknown }> {
  const [file, sent] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/search/data-download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8'), body: sent.postDataJSON() };
}

describe('the tabular report view in Chromium', () => {
  before(async () => {
    session = await openE2eSession({ acceptDownloads: true });
    ({ server, page } = session);
    const res = await fetch(`${server.url}/search/data-download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        report: 'pdb_ids',
        request: { ...request, request_options: { paginate: { start: 0, rows: 10_000 } } },
        format: 'json',
      }),
    });
    whole = ((await res.json()) as Array<{ identifier: string }>).map((row) => row.identifier);
    // the first load (bundles, a cold server) is the hook's time, not the first test's
    await openReport(page);
  });

  after(() => session?.close());

  test('the report view has the pager; the table is the first page of the whole result set', async () => {
    assert.ok(whole.length > 50, `${whole.length} results: more than two pages`);
    assert.equal(await range().textContent(), `1 to 25 of ${count(whole.length)} items`);
    await expectTableIds(whole.slice(0, 25));
    assert.equal(await page.getByRole('navigation', { name: 'Results pages' }).count(), 1);
  });

  test('the report view: nothing serious for axe', async () => {
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('the report view with its pager at 1280 px', async () => {
    await page.locator('.report-view').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-view-1280.png` });
  });

  test('next page, rows per page and the last page re-run the report for that range', { timeout: 60_000 }, async () => {
    const total = whole.length;
    await page.getByRole('button', { name: 'Next page' }).click();
    await showsRange(new RegExp(`^26 to 50 of ${count(total)} items$`));
    await expectTableIds(whole.slice(25, 50));

    await page.getByRole('combobox', { name: 'Per page' }).selectOption('50');
    await showsRange(new RegExp(`^1 to 50 of ${count(total)} items$`));
    await expectTableIds(whole.slice(0, 50));

    await page.getByRole('button', { name: 'Last page' }).click();
    const lastStart = Math.floor((total - 1) / 50) * 50;
    await showsRange(new RegExp(`^${count(lastStart + 1)} to ${count(total)} of ${count(total)} items$`));
    await expectTableIds(whole.slice(lastStart));
    assert.equal(await page.getByRole('button', { name: 'Next page' }).isDisabled(), true);
  });

  test('CSV and JSON downloads from the last page hold the whole result set', { timeout: 60_000 }, async () => {
    const total = whole.length;
    const csv = await download('CSV');
    const sent = csv.body as { report: string; format: string; mode: string; request: typeof request };
    assert.deepEqual(
      { report: sent.report, format: sent.format, mode: sent.mode },
      { report: 'structure_summary', format: 'csv', mode: 'download' },
    );
    assert.deepEqual(
      (sent.request as { request_options?: { paginate?: unknown } }).request_options?.paginate,
      { start: 0, rows: total },
      'from the first result, not the page shown',
    );
    assert.equal(csv.name, `pdb_structure_summary_1-${total}.csv`);
    assert.match(csv.text, /^Entry ID,Structure Title,/);
    assert.equal(csvRecords(csv.text), total + 1, 'a header and one record per result');
    const json = await download('JSON');
    assert.equal(json.name, `pdb_structure_summary_1-${total}.json`);
    assert.deepEqual(
      (JSON.parse(json.text) as Array<{ identifier: string }>).map((row) => row.identifier),
      whole,
    );
  });

  test('the ids report pages too and lists exactly the ids of its page', { timeout: 60_000 }, async () => {
    await page.getByRole('combobox', { name: 'Tabular Report' }).selectOption('pdb_ids');
    await page.getByRole('button', { name: 'First page' }).click();
    await showsRange(/^1 to 50 of /);
    const ids = page.locator('.ids-list');
    await ids.filter({ hasText: new RegExp(`^${whole[0]}, `) }).waitFor();
    assert.deepEqual(((await ids.textContent()) ?? '').split(', '), whole.slice(0, 50));
  });

  test('the report view at 390 px: pager, axe and a screenshot', { timeout: 60_000 }, async () => {
    const phone = await session.context.newPage();
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await openReport(phone);
      await expectTableIds(whole.slice(0, 25), phone);
      assert.deepEqual(await seriousViolations(phone), []);
      await phone.locator('.report-view').scrollIntoViewIfNeeded();
      await phone.screenshot({ path: `${SHOTS}/report-view-390.png` });
    } finally {
      await phone.close();
    }
  });
});
