// `npm run bench -- render` (issue 13, point 10): how long the browser's main thread takes from a
// /search/data response to the painted results, per view, for 25 and 100 rows, in Debian's
// Chromium against the app as `npm start` serves it (needs `npm run build` first). Each sample is
// a new search alternating between two sort orders of the same ~300 entries, so every row is new.
// Also prints the server's own time for a 25-entry /search/data with the default facets, and
// Browse Annotations' response-to-paint of an opened node (tree-expand.ts), and the same views in
// browser-direct mode against the local stand-in of the public APIs (issue 34), and the in-page 3D
// view's click to drawn structure (view-3d.ts, issue 37).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { buildApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { prepareServerArchive } from '../../src/server/engine/embedded/archive.ts';
import { fmt, quantile, timeRuns } from '../lib/stats.ts';
import { createApiTransport } from '../../src/client/direct/api-transport.ts';
import { fetchDocuments } from '../../src/client/direct/graphql-documents.ts';
import { PAGE_PROBE } from './page-probe.ts';
import { benchTreeExpand } from './tree-expand.ts';
import { benchView3d } from './view-3d.ts';

const SAMPLES = Number(process.env.RENDER_SAMPLES ?? 20);
const WARM_UP = 3;
const ROWS = [25, 100] as const;
const ALL_VIEWS = ['summary', 'compact', 'gallery', 'report'] as const;
type View = (typeof ALL_VIEWS)[number];
/** RENDER_VIEWS=summary,compact measures only those. */
const VIEWS = ALL_VIEWS.filter((v) => !process.env.RENDER_VIEWS || process.env.RENDER_VIEWS.split(',').includes(v));

/**
 * Browser-direct mode's client answers a request it has seen from its session cache, without the
 * network: each of its samples adds an always-true condition of its own (atom count above a
 * different negative number), so every sample is a new request with the same rows.
 */
let nonce = 0;
let uniqueRequests = false;

function requestFor(rows: number, direction: 'asc' | 'desc') {
  const experimental = {
    type: 'terminal',
    service: 'text',
    parameters: {
      attribute: 'rcsb_entry_info.structure_determination_methodology',
      operator: 'exact_match',
      value: 'experimental',
    },
  };
  const always = {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'rcsb_entry_info.deposited_atom_count', operator: 'greater', value: -1 - nonce++ },
  };
  return {
    query: uniqueRequests ? { type: 'group', logical_operator: 'and', nodes: [experimental, always] } : experimental,
    return_type: 'entry',
    request_options: {
      paginate: { start: 0, rows },
      sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction }],
    },
  };
}

interface Sample {
  /** Wall time from the response's last byte to the painted results. */
  ms: number;
  /** Long tasks within it. */
  longTaskMs: number;
  /** How long the page took to arrive, for the trace's window. */
  fetchMs: number;
  /** Wall time from the response's last byte to the painted whole page. */
  wholeMs: number;
  /** Main-thread busy time within `ms`, from the trace. */
  busyMs?: number;
}

async function showView(page: Page, view: View): Promise<void> {
  const call =
    view === 'report'
      ? `window.__benchStore.actions.setReportView('structure_summary')`
      : `window.__benchStore.actions.returnToSearchResults().then(() => window.__benchStore.actions.setSearchView('${view}'))`;
  await page.evaluate(`(async () => { await ${call}; })()`);
}

/** Resolves once the page has had nothing to do for a moment: the rest of a long page drawn, images painted. */
const IDLE = `new Promise((done) => requestIdleCallback(() => setTimeout(done, 50), { timeout: 2000 }))`;

async function sample(page: Page, view: View, rows: number, direction: 'asc' | 'desc'): Promise<Sample> {
  const request = JSON.stringify(requestFor(rows, direction));
  // a researcher reads a page before the next search: the last one's remaining work is not this one's
  await page.evaluate(IDLE);
  return page.evaluate(`window.__renderProbe((store) => store.actions.search(${request}), '${view}', ${rows})`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/**
 * The main thread's busy time in each sample's span: the sum of its top-level tasks from the
 * response's arrival to the end of the task that painted the results. That task is the one
 * whose animation frame found them on screen (the last frame before the probe's mark, which it
 * sets from a timer after that frame); work queued behind the paint (the rest of a long page,
 * drawn in a transition) is not counted, nor are frames the page merely waited for.
 */
function busyTimes(events: TraceEvent[], samples: Sample[]): number[] {
  const marks = events.filter((e) => e.name === 'pdb-bench-painted').sort((a, b) => a.ts - b.ts);
  const main = marks[0];
  if (!main || marks.length !== samples.length) return [];
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e) && e.dur)
    .sort((a, b) => a.ts - b.ts);
  const frames = events.filter((e) => e.name === 'FireAnimationFrame' && onMain(e)).sort((a, b) => a.ts - b.ts);
  return marks.map((mark, i) => {
    const frame = frames.filter((f) => f.ts < mark.ts).at(-1);
    const painter = frame && tasks.find((t) => t.ts <= frame.ts && t.ts + t.dur! >= frame.ts);
    const end = painter ? painter.ts + painter.dur! : mark.ts;
    const start = mark.ts - samples[i]!.ms * 1000;
    let busy = 0;
    let covered = start;
    for (const task of tasks) {
      const from = Math.max(task.ts, covered);
      const to = Math.min(task.ts + task.dur!, end);
      if (to > from) {
        busy += to - from;
        covered = to;
      }
    }
    return busy / 1000;
  });
}

async function benchView(page: Page, view: View, rows: number): Promise<Sample[]> {
  await showView(page, view);
  for (let i = 0; i < WARM_UP; i++) await sample(page, view, rows, i % 2 ? 'asc' : 'desc');
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const samples: Sample[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await sample(page, view, rows, i % 2 ? 'asc' : 'desc'));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  busyTimes(trace.traceEvents, samples).forEach((busy, i) => (samples[i]!.busyMs = busy));
  return samples;
}

function summarise(label: string, samples: Sample[]): string {
  const figures = (pick: (s: Sample) => number | undefined) => {
    const sorted = samples
      .map(pick)
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    return sorted.length
      ? `${fmt(quantile(sorted, 0.5)).padStart(9)} ${fmt(quantile(sorted, 0.95)).padStart(9)}`
      : '        –         –';
  };
  return `${label.padEnd(18)} ${figures((s) => s.busyMs)}   ${figures((s) => s.ms)}   ${figures((s) => s.wholeMs)}   ${figures((s) => s.longTaskMs)}`;
}

const HEADER = ['first screen: busy', 'first screen: wall', 'whole page: wall', 'long tasks'];

function printHeader(columns: readonly string[]): void {
  console.log(`${''.padEnd(18)} ${columns.map((c) => c.padStart(19)).join('   ')}`);
}

async function benchViews(page: Page): Promise<void> {
  for (const view of VIEWS) {
    for (const rows of ROWS) console.log(summarise(`${view}, ${rows} rows`, await benchView(page, view, rows)));
  }
}

/**
 * The Data API round trip a page of browser-direct results waits for: the items' documents of 25
 * and 100 entries in one GraphQL request to the local stand-in, a fresh transport each time (no
 * session cache), from Node.
 */
async function benchGraphqlRoundTrip(url: string): Promise<void> {
  const response = await fetch(`${url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...requestFor(100, 'desc'), request_options: { paginate: { start: 0, rows: 100 } } }),
  });
  const ids = ((await response.json()) as { result_set: Array<{ identifier: string }> }).result_set.map(
    (hit) => hit.identifier,
  );
  for (const rows of ROWS) {
    const times = await timeRuns(async () => {
      const transport = createApiTransport({ origin: url, label: 'Data API', maxPerSecond: 10_000 });
      const documents = await fetchDocuments(transport, 'entry', ids.slice(0, rows));
      if (!documents.ok) throw new Error(documents.message);
    }, 20);
    console.log(`GraphQL round trip, the documents of ${rows} entries: p50 ${fmt(times.p50)}  p95 ${fmt(times.p95)}`);
  }
}

/**
 * Browser-direct mode (issue 34): the app with search-api and data-api naming the local stand-in
 * (this server speaks both APIs), so a search is a Search API query, then the page's documents
 * through GraphQL. Response to paint counts from the last of those answers; the GraphQL round
 * trip is measured apart (benchGraphqlRoundTrip).
 */
async function benchDirectMode(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Direct</title>
<script type="module" src="/dist/esm/pdb-search-elements.js"></script></head>
<body><pdb-search-app search-api="${url}" data-api="${url}"></pdb-search-app></body></html>`;
  await page.route(`${url}/bench-direct.html*`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  uniqueRequests = true;
  try {
    await page.goto(`${url}/bench-direct.html?request=${encodeURIComponent(JSON.stringify(requestFor(25, 'desc')))}`);
    await page.locator('pdb-search-app [data-id]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(`window.__probeResponse = new RegExp('/rcsbsearch/v2/query|/graphql');`);
    await page.evaluate(PAGE_PROBE);
    console.log(
      `\nBrowser-direct mode against the local stand-in, ${SAMPLES} searches each: from the last API answer (the Search API's; the Data API's documents when not yet in the session cache) to paint`,
    );
    printHeader(HEADER);
    await benchViews(page);
    await benchGraphqlRoundTrip(url);
  } finally {
    await page.close();
  }
}

async function benchServer(url: string): Promise<void> {
  const body = JSON.stringify({
    report: 'search_summary',
    getDrilldown: true,
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
      return_type: 'entry',
      request_options: { paginate: { start: 0, rows: 25 } },
    },
  });
  const post = async () => {
    const response = await fetch(`${url}/search/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body,
    });
    await response.arrayBuffer();
  };
  const times = await timeRuns(post, 100);
  console.log(
    `server /search/data, 25 entries + default facets, one client: p50 ${fmt(times.p50)}  p95 ${fmt(times.p95)}`,
  );
}

export async function benchRender(): Promise<void> {
  // RENDER_DIST=<dir> measures another build (e.g. a worktree of an older commit) against this archive
  const distDir = process.env.RENDER_DIST ? path.resolve(process.env.RENDER_DIST) : path.resolve('dist');
  if (!existsSync(path.join(distDir, 'esm'))) {
    console.error('The render bench drives the built elements: run `npm run build` first.');
    process.exitCode = 2;
    return;
  }
  const archive = await prepareServerArchive({ log: () => undefined });
  const app = await buildApp({ ...readServerConfig({}), distDir, rateLimitPerMinute: 10_000_000 }, { engine: archive });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await benchServer(url);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/search?request=${encodeURIComponent(JSON.stringify(requestFor(25, 'desc')))}`);
    await page.locator('pdb-search-app [data-id]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(PAGE_PROBE);
    console.log(`Response to paint, Chromium 1280 x 900, ${SAMPLES} searches each (p50, p95)`);
    printHeader(HEADER);
    await benchViews(page);
    await page.close();
    await benchDirectMode(browser, url);
    await benchTreeExpand(browser, url);
    await benchView3d(browser, url);
  } finally {
    await browser.close();
    await app.close();
    await archive.close();
  }
}
