// Issue 34, a researcher's walk in browser-direct mode: the whole app from a static page on one
// loopback origin, `search-api` and `data-api` naming our archive server on another (the stand-in
// for search.rcsb.org and data.rcsb.org), so CORS is exercised as in real use. The bar with its
// suggestions, a search, refinements, paging, back and forward, every view, grouping, the
// builder's services and Browse Annotations each give what our own /search/data and /search/tree
// give for the same archive. Every request is recorded: the page's own origin serves only static
// files, nothing goes anywhere but the API server, and each API request is valid against the
// official request schemas and data_api_schema.json (test/support/wire-format.ts). Last, a 3D
// pairwise alignment, which the public APIs cannot give, computed by the page itself as our
// server computes it.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startArchiveServer } from '../support/start-archive-server.mjs';
import { startStaticSite, type StaticSite } from '../support/static-site.ts';
import { seriousViolations } from '../support/axe.ts';
import { screenshotBothWidths } from '../support/e2e-session.ts';
import { SIMILARITY_OF_4HHB_A, openDialog, settledState, viewDialog } from '../support/view-dialog.ts';
import { encodeAlignmentRequest } from '../../src/model/viewer-request.ts';
import { logRequests, type RequestLog } from '../support/request-log.ts';
import { wireChecker } from '../support/wire-format.ts';
import { builder, fromServer, searchFromBuilder, sentRequest } from '../support/builder-steps.ts';

let site: StaticSite;
let archive: { url: string; stop(): Promise<void> };
let api: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let log: RequestLog;

const PAGE = '/whole-pdb.html';
const RESULTS = `document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-results').shadowRoot`;
const range = () => page.locator('pdb-results .pager-range').first();

function appPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The whole PDB</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/dist/pdb-search-elements.iife.js"></script></head>
<body><main><h1>Search</h1><pdb-search-app search-api="${api}" data-api="${api}" sync-url></pdb-search-app></main></body></html>`;
}

/** The total and first page's ids /search/data gives for a request, as the app's results ask. */
async function serverAnswer(request: object): Promise<{ total: number; ids: string[] }> {
  const response = await fetch(`${api}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ report: 'search_summary', getDrilldown: false, request }),
  });
  const answer = (await response.json()) as {
    total_count?: number;
    result_set?: Array<{ identifier?: string; id?: string }>;
  };
  // a chemical component's item names itself by id
  return { total: answer.total_count ?? 0, ids: (answer.result_set ?? []).map((r) => r.identifier ?? r.id ?? '') };
}

/** The ids of a page once all `count` rows are drawn (a long page draws its first screen first), and not the page whose first id was `previousFirst`. */
async function pageOfIds(count: number, previousFirst?: string): Promise<string[]> {
  await page.waitForFunction(
    ([expected, previous]) => {
      const rows = document
        .querySelector('pdb-search-app')
        ?.shadowRoot?.querySelector('pdb-results')
        ?.shadowRoot?.querySelectorAll('[part~=result][data-id]');
      return rows?.length === expected && rows[0]?.getAttribute('data-id') !== previous;
    },
    [count, previousFirst ?? null] as const,
    { timeout: 8000 },
  );
  return shownIds();
}

function shownIds(): Promise<string[]> {
  return page.evaluate(
    `Array.from(${RESULTS}.querySelectorAll('[part~=result][data-id]'), (el) => el.getAttribute('data-id'))`,
  ) as Promise<string[]>;
}

/** Waits until the app shows exactly the ids /search/data gives for the request in its URL. */
async function showsServerAnswer(): Promise<{ total: number; ids: string[] }> {
  const sent = sentRequest(page);
  const expected = await serverAnswer({
    ...sent,
    request_options: { ...sent.request_options, paginate: { start: 0, rows: 25 } },
  });
  assert.ok(expected.ids.length > 0, 'the archive holds matches');
  await range()
    .filter({ hasText: new RegExp(`of ${expected.total.toLocaleString('en-US')}`) })
    .waitFor({ timeout: 8000 });
  await page.waitForFunction(
    `${RESULTS}.querySelectorAll('[part~=result][data-id]').length === ${expected.ids.length}`,
  );
  assert.deepEqual(await shownIds(), expected.ids);
  return expected;
}

const HBA =
  'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR';
const residue = (label_asym_id: string, label_seq_id: number) => ({ label_asym_id, label_seq_id, struct_oper_id: '1' });
const terminal = (service: string, parameters: object, return_type: string) => ({
  query: { type: 'terminal', service, parameters },
  return_type,
});

/**
 * A search of each service of the builder, as its Search sends it (the store's search action); the
 * structure services one to a test (together 8.6 s here, more on busy CI).
 */
const SERVICE_SEARCHES: Array<[string, object[]]> = [
  [
    'attribute, sequence similarity and sequence motif',
    [
      terminal('text', { attribute: 'exptl.method', operator: 'exact_match', value: 'SOLUTION NMR' }, 'entry'),
      terminal(
        'sequence',
        { value: HBA, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0 },
        'polymer_entity',
      ),
      terminal(
        'seqmotif',
        { value: 'C-x(2,4)-C-x(3)-[LIVMFYWC]-x(8)-H-x(3,5)-H', pattern_type: 'prosite', sequence_type: 'protein' },
        'polymer_entity',
      ),
    ],
  ],
  [
    'structure similarity',
    [
      terminal(
        'structure',
        { value: { entry_id: '4HHB', assembly_id: '1' }, operator: 'strict_shape_match' },
        'assembly',
      ),
    ],
  ],
  [
    'structure motif',
    [
      terminal(
        'strucmotif',
        {
          value: { entry_id: '3PTB', residue_ids: [residue('A', 40), residue('A', 84), residue('A', 177)] },
          rmsd_cutoff: 2,
          atom_pairing_scheme: 'ALL',
        },
        'assembly',
      ),
    ],
  ],
  ['chemical', [terminal('chemical', { value: 'C34 H32 Fe N4 O4', type: 'formula' }, 'mol_definition')]],
];

const facetBucket = (facet: string, label: string) =>
  page
    .locator('[part~="facet"] fieldset')
    .filter({ has: page.locator('legend', { hasText: facet }) })
    .locator('label')
    .filter({ hasText: new RegExp(`^\\s*${label}`) })
    .first();

const PAIRWISE_LINK = '3D pairwise alignment (tm-align)';
/** The first hit other than 4HHB itself that offers the pairwise view. */
const pairwiseHit = () =>
  page
    .locator('pdb-results [data-id]:not([data-id^="4HHB"])')
    .filter({ has: page.locator('a', { hasText: PAIRWISE_LINK }) })
    .first();

describe('a researcher’s walk in browser-direct mode (a static page, the APIs on another origin)', () => {
  before(async () => {
    archive = await startArchiveServer();
    api = new URL(archive.url).origin;
    site = await startStaticSite('localhost', process.cwd(), { [PAGE]: { html: appPage() } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    log = logRequests(context);
    page = await context.newPage();
    page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
    await page.goto(`${site.origin}${PAGE}`);
    await page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' }).waitFor();
  });
  after(async () => {
    log?.stop();
    await browser?.close();
    await archive?.stop();
    await site?.close();
  });

  test('the bar: the suggester’s menu without counts, then a search showing what /search/data shows', async () => {
    const bar = page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
    await bar.fill('hemo');
    await page.getByRole('option').first().waitFor();
    assert.equal(await page.locator('pdb-search-bar .menu-count').count(), 0);
    await bar.fill('hemoglobin');
    await bar.press('Enter');
    await page.waitForFunction(() => location.search.includes('request='));
    await showsServerAnswer();
    await screenshotBothWidths(page, 'direct-walk-results');
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('a refinement, paging, then back and forward', async () => {
    const bar = page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
    await bar.fill('protein');
    await bar.press('Enter');
    await showsServerAnswer();
    const bucket = facetBucket('Experimental Method', 'X-RAY DIFFRACTION');
    const population = Number(((await bucket.locator('.facet-count').textContent()) ?? '').replace(/[^\d]/g, ''));
    assert.ok(population > 25, 'more than a page of X-ray structures');
    await bucket.locator('input').check();
    await page.locator('[part~="facet"]').getByRole('button', { name: 'Apply' }).click();
    await range()
      .filter({ hasText: new RegExp(`^1 to 25 of ${population.toLocaleString('en-US')}`) })
      .waitFor({ timeout: 8000 });
    const firstPage = await pageOfIds(25);
    await page.getByRole('button', { name: 'Next page' }).first().click();
    const secondPage = await pageOfIds(Math.min(25, population - 25), firstPage[0]);
    assert.equal(secondPage.filter((id) => firstPage.includes(id)).length, 0, 'the next page has other entries');
    await page.goBack();
    assert.deepEqual(await pageOfIds(25, secondPage[0]), firstPage);
    await page.goForward();
    assert.deepEqual(await pageOfIds(secondPage.length, firstPage[0]), secondPage);
  });

  test('every view: Gallery, Compact and Stats from the same answer', async () => {
    for (const view of ['Gallery', 'Compact', 'Stats', 'Summary']) {
      await page.getByRole('group', { name: 'Result views' }).getByRole('button', { name: view }).click();
      if (view === 'Gallery') await page.locator('pdb-results .gallery-cell').first().waitFor();
      if (view === 'Compact') await page.getByRole('grid').first().waitFor();
      if (view === 'Stats') await page.locator('pdb-results svg[role="img"]').first().waitFor();
      if (view === 'Summary') await page.locator('pdb-results [part~=result][data-id]').first().waitFor();
    }
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('a tabular report and its CSV, as /search/data-download gives them', async () => {
    await page.getByLabel('Tabular Report').selectOption({ label: 'Structure Summary' });
    const table = page.locator('pdb-results table').first();
    await table.waitFor({ timeout: 8000 });
    // the file holds every result (one batch here), as the server's file of them all does
    const total = Number(/of ([\d,]+)/.exec((await range().textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    assert.ok((await table.locator('tbody tr').count()) > 0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    const sent = sentRequest(page);
    const response = await fetch(`${api}/search/data-download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        report: 'structure_summary',
        format: 'csv',
        request: { ...sent, request_options: { ...sent.request_options, paginate: { start: 0, rows: total } } },
      }),
    });
    assert.equal(response.status, 200);
    const expected = await response.text();
    assert.equal(csv, expected);
    await page.getByRole('button', { name: 'Return to Search Results' }).click();
    await range().waitFor();
  });

  test('the builder: full text with an attribute, grouped polymer entities, as /search/data gives them', async () => {
    await page.getByRole('link', { name: 'Advanced Search' }).first().click();
    await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).waitFor();
    await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).fill('kinase');
    await builder(page).getByRole('combobox', { name: 'Return' }).selectOption('polymer_entity');
    await builder(page).getByRole('combobox', { name: 'Grouped by' }).selectOption({ label: 'Sequence Identity 100%' });
    await screenshotBothWidths(page, 'direct-walk-builder');
    assert.deepEqual(await seriousViolations(page), []);
    const sent = await searchFromBuilder(page);
    assert.equal(sent.request_options?.group_by?.aggregation_method, 'sequence_identity');
    await page
      .locator('pdb-results .summary-count')
      .filter({ hasText: / in \d+ groups/ })
      .waitFor({ timeout: 8000 });
    const expected = await fromServer(api, sent.query, sent.return_type);
    assert.ok(expected.total_count > 0);
  });

  for (const [label, requests] of SERVICE_SEARCHES)
    test(`the builder's services through the Search API: ${label}`, async () => {
      for (const request of requests) {
        const before = page.url();
        await page.evaluate(
          (sent) =>
            (
              document.querySelector('pdb-search-app')!.shadowRoot!.querySelector('pdb-search-context') as unknown as {
                store: { actions: { search(request: unknown): Promise<void> } };
              }
            ).store.actions.search(sent),
          request,
        );
        await page.waitForFunction((url) => location.href !== url, before);
        await showsServerAnswer();
      }
    });

  test('Browse Annotations: the taxonomy tree’s first level counts as our /search/tree counts', async () => {
    await page.getByRole('tab', { name: 'Browse Annotations' }).click();
    const tree = page.locator('pdb-tree-browser').getByRole('tree');
    await tree.waitFor({ timeout: 8000 });
    const response = await fetch(`${api}/search/tree/taxonomy/root`);
    const root = (await response.json()) as { ch?: Array<{ n: string; c: number }> };
    const first = root.ch?.[0];
    assert.ok(first, 'the archive has a first level');
    const item = page
      .locator('pdb-tree-browser')
      .getByRole('treeitem')
      .filter({ has: page.locator(':scope > .tree-label > .tree-name').getByText(first.n, { exact: true }) });
    const shown = Number(((await item.locator('.tree-count').first().textContent()) ?? '').replace(/[^\d]/g, ''));
    assert.equal(shown, first.c);
    await screenshotBothWidths(page, 'direct-walk-browse');
    assert.deepEqual(await seriousViolations(page), []);

    await page.locator('pdb-tree-browser').getByLabel('Tree', { exact: true }).selectOption('go');
    const reason = page
      .locator('pdb-tree-browser .pdb-message')
      .filter({ hasText: 'is not available from the RCSB APIs' });
    await reason.first().waitFor({ timeout: 8000 });
    await screenshotBothWidths(page, 'direct-walk-browse-go');
  });

  test('every request went to the API server, valid for the public APIs; the page’s origin served only files', async () => {
    assert.deepEqual(log.ownOriginCalls(site.origin), []);
    assert.deepEqual(log.strangers([site.origin, api]), []);
    const checker = wireChecker();
    // pictures come from the image template's host (here the stand-in's own image routes)
    const pictures = new Set(log.requests.filter((r) => r.resourceType === 'image').map((r) => r.url));
    const sent = log.apiRequests(api).filter((request) => !pictures.has(request.url));
    assert.ok(
      sent.length > 10,
      `the walk spoke to the APIs: ${log.requests.length} requests, ${log.requests
        .slice(0, 5)
        .map((r) => r.url)
        .join(' ')}`,
    );
    const problems = sent.flatMap((request) => checker.request(request).map((p) => `${request.url}: ${p}`));
    assert.deepEqual(problems, []);
  });

  // in steps (the results, the view drawn, its scores): together they took 14 s on busy CI
  let hitChain: { entryId: string; asymId: string };
  test('a structure similarity search of 4HHB.A lists hits offering a 3D pairwise alignment', async () => {
    await page.goto(`${site.origin}${PAGE}?request=${encodeURIComponent(JSON.stringify(SIMILARITY_OF_4HHB_A))}`);
    const hit = pairwiseHit();
    await hit.waitFor({ timeout: 9000 });
    const [entryId, asymId] = ((await hit.getAttribute('data-id')) ?? '').split('.');
    hitChain = { entryId: entryId!, asymId: asymId! };
  });

  test('a 3D pairwise alignment: the page aligns the two chains itself (its worker, on their files) and draws them', async () => {
    await pairwiseHit().locator('a', { hasText: PAIRWISE_LINK }).click();
    await openDialog(page);
    assert.equal(await settledState(page), 'ready', (await viewDialog(page).textContent()) ?? '');
  });

  test('its TM-score and RMSD are what our server computes for the same chains; no server was asked', async () => {
    // what our server computes for the same chains (asked by the test, never by the page)
    const response = await fetch(`${api}/search/pairwise-alignment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: encodeAlignmentRequest({ entryId: '4HHB', asymId: 'A' }, hitChain),
    });
    const server = (await response.json()) as { tmScore: number; rmsd: number };
    const scores = (await viewDialog(page).locator('.pdb-viewer-scores').textContent()) ?? '';
    assert.ok(scores.includes(`TM-score${Number(server.tmScore.toFixed(4))}`), `${scores} / ${server.tmScore}`);
    assert.ok(scores.includes(`RMSD${Number(server.rmsd.toFixed(2))} Å`), `${scores} / ${server.rmsd}`);
    assert.deepEqual(
      log.requests.filter((r) => r.url.includes('/search/pairwise-alignment')).map((r) => r.url),
      [],
      'the page asked no server to align',
    );
    await page.keyboard.press('Escape');
  });
});
