// Issue 13, points 6 and 4, in the search app as `npm start` serves it. A pasted sequence (one
// line, or FASTA with its header and line breaks) is recognised: the suggest call answers 200 and
// the menu's first item is 'Search by sequence', which runs the sequence search. An id the archive
// does not hold stays in the app with the seed's 'No data found for Entry ID {id}' and an offer to
// search the term as full text; known ids still go to their pages (intercepted, never followed).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { openE2eSession, SHOTS, type E2eSession, screenshotBothWidths } from '../support/e2e-session.ts';

const SITE = 'https://www.rcsb.org';
let session: E2eSession;
let server: E2eSession['server'];
let page: Page;
/** Pages of the public site the bar sent the browser to (answered with a stub, never fetched). */
const external: string[] = [];
/** Answers of our server with a 4xx or 5xx status. */
const failures: string[] = [];

// The first 150 residues of streptavidin (1STP, entity 1, 159 residues), which the archive holds.
const STREPTAVIDIN =
  'DPSKDSKAQVSAAEAGITGTWYNQLGSTFIVTAGADGALTGTYESAVGNAESRYVLTGRYDSAPATDGSGTALGWTVAWKNNYRNAHSATTWSGQYVGGAEARINTQWLLTSGTTEANAWKSTLVGHDTFTKVKPSAASIDAAKKAGVNN';
const FASTA = `>1STP_1 mol:protein length:159  STREPTAVIDIN\n${STREPTAVIDIN.match(/.{1,60}/g)!.join('\n')}\n`;

const bar = () => page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' });
const firstOption = () => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();

/** Pastes through the real clipboard (Ctrl+V), as a user does. */
async function paste(text: string): Promise<void> {
  await bar().fill('');
  await bar().focus();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

async function enter(term: string): Promise<void> {
  await bar().fill(term);
  await bar().press('Enter');
}

async function shots(name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${SHOTS}/search-bar-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openSearchPage(): Promise<void> {
  await page.goto(`${server.url}/search`);
  await bar().waitFor();
  failures.length = 0;
  external.length = 0;
}

/** Enter on each known id goes to its page on the public site (a stub answers it). */
async function goesToItsPage(cases: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [term, url] of cases) {
    await openSearchPage();
    await enter(term);
    await page.waitForURL(url, { timeout: 3000 });
    assert.equal(external.at(-1), url);
  }
}

describe('the search bar in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    const context = session.context;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.route(`${SITE}/**`, async (route) => {
      if (route.request().isNavigationRequest()) external.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title><p>stub</p>' });
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    // the first load (bundles, a cold server) is the hook's time, not the first test's
    await openSearchPage();
  });

  after(() => session?.close());

  test('a pasted 150-residue sequence is offered as "Search by sequence", with no error', async () => {
    await openSearchPage();
    const suggest = page.waitForResponse((r) => r.url().includes('/search/suggest/'));
    await paste(STREPTAVIDIN);
    assert.equal((await suggest).status(), 200);
    await assert.doesNotReject(
      firstOption()
        .filter({ hasText: /^Search by sequence/ })
        .waitFor({ timeout: 3000 }),
    );
    assert.deepEqual(failures, []);
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.deepEqual(await seriousViolations(page), []);
    await shots('sequence');
  });

  test('a pasted multi-line FASTA is read as its sequence; choosing it shows sequence results', async () => {
    await openSearchPage();
    await paste(FASTA);
    await firstOption()
      .filter({ hasText: /^Search by sequence/ })
      .waitFor({ timeout: 3000 });
    // the header line cannot be shown in a one-line input: the bar keeps the residues
    assert.equal(await bar().inputValue(), STREPTAVIDIN);
    await shots('fasta');
    await bar().press('ArrowDown');
    assert.equal(await firstOption().getAttribute('aria-selected'), 'true');
    await bar().press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.has('request'));
    const request = JSON.parse(new URL(page.url()).searchParams.get('request')!) as {
      query: { service: string; parameters: Record<string, unknown> };
      return_type: string;
    };
    assert.equal(request.query.service, 'sequence');
    assert.equal(request.return_type, 'polymer_entity');
    assert.deepEqual(request.query.parameters, {
      evalue_cutoff: 0.1,
      identity_cutoff: 0,
      sequence_type: 'protein',
      value: STREPTAVIDIN,
    });
    await page.locator('[part~="result"]').filter({ hasText: /1STP/ }).first().waitFor({ timeout: 5000 });
    assert.match((await page.locator('.pager-range').first().textContent()) ?? '', /^1 to \d+ of [\d,]+/);
    assert.deepEqual(failures, []);
    await screenshotBothWidths(page, 'search-bar-sequence-results');
  });

  test('an unknown entry id stays in the app with the seed message and a full-text offer', async () => {
    await openSearchPage();
    const here = page.url();
    await enter('9zzz');
    await page.getByText('No data found for Entry ID 9ZZZ', { exact: true }).waitFor({ timeout: 3000 });
    assert.equal(page.url(), here);
    assert.deepEqual(external, []);
    assert.deepEqual(await seriousViolations(page), []);
    await shots('unknown-id');

    const offer = page.getByRole('button', { name: 'Search full text for "9zzz"' });
    await offer.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.has('request'));
    const request = JSON.parse(new URL(page.url()).searchParams.get('request')!) as {
      query: { service: string; parameters: { value: string } };
    };
    assert.deepEqual([request.query.service, request.query.parameters.value], ['full_text', '9zzz']);
    await page.getByText('No data found for Entry ID 9ZZZ').waitFor({ state: 'detached', timeout: 3000 });
    assert.deepEqual(external, []);
  });

  test('unknown computed-model, PRD and UniProt ids stay in the app too', async () => {
    await openSearchPage();
    for (const [term, message] of [
      ['AF_AFP99999F1', 'No data found for Entry ID AF_AFP99999F1'],
      ['PRD_999999', 'No data found for PRD ID PRD_999999'],
      ['Q99999', 'No data found for UniProt Accession Q99999'],
    ] as const) {
      await enter(term);
      await page.getByText(message, { exact: true }).waitFor({ timeout: 3000 });
      await page.getByRole('button', { name: `Search full text for "${term}"` }).waitFor();
    }
    assert.deepEqual(external, []);
  });

  test('known entry and computed-model ids still go to their pages on the public site', async () => {
    await goesToItsPage([
      ['4hhb', `${SITE}/structure/4HHB`],
      ['AF_AFA0A0R0FWM3F1', `${SITE}/search/csm-entry-id/AF_AFA0A0R0FWM3F1`],
    ]);
  });

  test('known PRD ids and UniProt accessions still go to their pages on the public site', async () => {
    await goesToItsPage([
      ['PRD_000001', `${SITE}/ligand/PRD_000001`],
      ['P69905', `${SITE}/groups/sequence/polymer_entity/P69905`],
    ]);
  });
});

// Issue 29, point 2: a highlighted suggestion belongs to the text it was suggested for. Any edit
// clears the highlight, and Enter searches what the box shows — also when the suggest answers are
// slow, so an answer for older text arrives after the edit.
describe('a highlighted suggestion and later typing in Chromium', () => {
  /** Milliseconds each suggest answer is held back (0: as fast as the server answers). */
  let suggestDelay = 0;
  const highlighted = () => page.getByRole('listbox', { name: 'Suggestions' }).locator('[aria-selected="true"]');

  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    await session.context.route('**/search/suggest/**', async (route) => {
      if (suggestDelay) await new Promise((done) => setTimeout(done, suggestDelay));
      await route.continue().catch(() => {});
    });
    await openSearchPage();
  });

  after(() => session?.close());

  /** Types `hemo`, waits for its menu and highlights its first suggestion. */
  async function highlightHemo(): Promise<void> {
    await openSearchPage();
    await bar().pressSequentially('hemo');
    await firstOption().waitFor({ timeout: 5000 });
    await bar().press('ArrowDown');
    await highlighted().waitFor();
  }

  /** Enter ran a full-text search of `text` (the URL's request), not a suggestion's query. */
  async function searched(text: string): Promise<void> {
    await page.waitForFunction(() => new URLSearchParams(location.search).has('request'), null, { timeout: 5000 });
    const request = JSON.parse(new URL(page.url()).searchParams.get('request') ?? '{}');
    assert.deepEqual(request.query?.parameters, { value: text }, JSON.stringify(request.query));
    assert.equal(await bar().inputValue(), text);
  }

  test('typing on quickly after ArrowDown, then Enter, searches the typed text', async () => {
    suggestDelay = 0;
    await highlightHemo();
    await bar().press('End');
    await page.keyboard.type('globin trout');
    assert.equal(await highlighted().count(), 0, 'the edit cleared the highlight');
    await bar().press('Enter');
    await searched('hemoglobin trout');
  });

  test('pasting over the text after ArrowDown, then Enter, searches the pasted text', async () => {
    suggestDelay = 0;
    await highlightHemo();
    await bar().fill('kinase');
    await bar().press('Enter');
    await searched('kinase');
  });

  test('with slow suggestions, arrows over the older answer highlight nothing; Enter searches the box', async () => {
    suggestDelay = 800;
    await highlightHemo();
    await bar().press('End');
    await page.keyboard.type('globin');
    await bar().press('ArrowDown');
    assert.equal(await highlighted().count(), 0, 'the answer for "hemo" does not answer "hemoglobin"');
    await bar().press('Enter');
    await searched('hemoglobin');
    suggestDelay = 0;
  });
});
