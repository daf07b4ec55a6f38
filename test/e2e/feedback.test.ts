// Issue 29, items 5, 6, 9 and 14 as a researcher meets them in Chromium: a refused request (a bad
// PROSITE pattern, a bad SMILES, an unknown attribute) says what the server said and offers the
// Contact Us advice, for a search and for a builder section's Count; 'No Result IDs have been
// selected.' goes once the selection or the view changes; the query line and the history name
// refined attributes as the chips do, and any attribute by its friendly name, the builder shown or
// not; grouped results offer the grouping order in Sort by, and a grouping that keeps nothing says
// how much the query matched.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { seriousViolations } from '../support/axe.ts';
import { openServiceRoute } from '../support/builder-steps.ts';
import { SHOTS, openE2eSession, resultsTotal, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';

/** rcsb.org's contact page, the default of contact-url. */
const DEFAULT_CONTACT_URL = 'https://www.rcsb.org/pages/contactus';

let session: E2eSession;
let page: Page;

const searchUrl = (request: unknown) =>
  `${session.server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`;

const BAD_PROSITE = {
  query: {
    type: 'terminal',
    service: 'seqmotif',
    parameters: { value: 'C-x(2,4)-[', pattern_type: 'prosite', sequence_type: 'protein' },
  },
  return_type: 'polymer_entity',
};
const BAD_SMILES = {
  query: {
    type: 'terminal',
    service: 'chemical',
    parameters: { value: 'C1CC(', type: 'descriptor', descriptor_type: 'SMILES', match_type: 'graph-relaxed' },
  },
  return_type: 'mol_definition',
};
const UNKNOWN_ATTRIBUTE = {
  query: { type: 'terminal', service: 'text', parameters: { attribute: 'no.such', operator: 'exists' } },
  return_type: 'entry',
};
/** DNA entities have no UniProt accession: grouping them by one keeps nothing. */
const UNGROUPABLE = {
  query: {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'entity_poly.rcsb_entity_polymer_type', operator: 'exact_match', value: 'DNA' },
  },
  return_type: 'polymer_entity',
  request_options: {
    group_by: {
      aggregation_method: 'matching_uniprot_accession',
      ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
    },
    group_by_return_type: 'groups',
  },
};

const resultsError = () => page.locator('pdb-results [part~="message"][data-kind="error"]').first();
const resultsMessage = () => page.locator('pdb-results [part~="message"]').first();

describe('feedback a researcher can act on, in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(`${session.server.url}/search`, { waitUntil: 'networkidle' });
  });
  after(() => session?.close());

  for (const [what, request] of [
    ['a bad PROSITE pattern', BAD_PROSITE],
    ['a bad SMILES', BAD_SMILES],
    ['an unknown attribute', UNKNOWN_ATTRIBUTE],
  ] as const) {
    test(`${what} in ?request=: the server's words, then the advice with a Contact Us link`, async () => {
      await page.goto(searchUrl(request), { waitUntil: 'networkidle' });
      const alert = resultsError();
      await alert.waitFor();
      assert.match(
        (await alert.locator('.pdb-message-text').textContent()) ?? '',
        /^ERROR: 400 request query contains error\(s\): /,
      );
      const advice = (await alert.locator('.pdb-message-advice').textContent()) ?? '';
      assert.equal(advice.replace(' (opens in a new tab)', ''), MESSAGES.contactUsAdvice);
      const contact = alert.getByRole('link', { name: 'Contact Us' });
      assert.equal(await contact.getAttribute('href'), DEFAULT_CONTACT_URL);
    });
  }

  test('the refused search: photographed, nothing serious for axe; contact-url names another page', async () => {
    await page.goto(searchUrl(BAD_PROSITE), { waitUntil: 'networkidle' });
    await resultsError().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'error-contact-us');
    await page.evaluate(`document.querySelector('pdb-search-app').setAttribute('contact-url', '/help/contact')`);
    await resultsError()
      .getByRole('link', { name: 'Contact Us' })
      .and(page.locator('[href="/help/contact"]'))
      .waitFor();
    await page.evaluate(`document.querySelector('pdb-search-app').setAttribute('contact-url', 'javascript:alert(1)')`);
    await resultsError()
      .getByRole('link', { name: 'Contact Us' })
      .and(page.locator(`[href="${DEFAULT_CONTACT_URL}"]`))
      .waitFor();
  });

  test("a section's Count the server refuses: the error and the advice by the builder", async () => {
    const motif = await openServiceRoute(page, session.server.url, 'seqmotif');
    await motif.getByRole('combobox', { name: 'Pattern Type' }).selectOption('prosite');
    await motif.getByRole('textbox', { name: 'Pattern' }).fill('C-x(2,4)-[');
    await page.getByRole('button', { name: `Count ${SERVICE_LABELS.seqmotif} section` }).click();
    const alert = page.locator('pdb-query-builder [role=alert]').filter({ hasText: 'request query contains error(s)' });
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /^ERROR: 400 request query contains error\(s\): .*Contact Us/);
    assert.equal(await alert.getByRole('link', { name: 'Contact Us' }).getAttribute('href'), DEFAULT_CONTACT_URL);
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'count-error-contact-us');
    // the page keeps its scroll when the width changes: at 390 px, photograph the alert in view
    await page.setViewportSize({ width: 390, height: 844 });
    await alert.scrollIntoViewIfNeeded();
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: `${SHOTS}/count-error-contact-us-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  /** Searches hemoglobin and presses Download IDs with nothing selected: the warning shows. */
  async function selectionWarning() {
    const bar = page.getByRole('combobox').first();
    await page.goto(`${session.server.url}/search`, { waitUntil: 'networkidle' });
    await bar.fill('hemoglobin');
    await bar.press('Enter');
    await resultsTotal(page);
    const warning = page.locator('pdb-results [part~="message"]').filter({ hasText: MESSAGES.noResultIdsSelected });
    await page.locator('pdb-results').getByRole('button', { name: LABELS.downloadIds }).click();
    await warning.waitFor();
    return warning;
  }

  test("'No Result IDs have been selected.' goes when a row is selected", async () => {
    const warning = await selectionWarning();
    await screenshotBothWidths(page, 'selection-warning');
    await page.locator('pdb-results .result-list .row-select input').first().check();
    await warning.waitFor({ state: 'detached' });
    await screenshotBothWidths(page, 'selection-warning-cleared');
    assert.deepEqual(await seriousViolations(page), []);
  });

  test("'No Result IDs have been selected.' goes when the view changes", async () => {
    const warning = await selectionWarning();
    await page.locator('pdb-results').getByRole('button', { name: 'Gallery', exact: true }).click();
    await warning.waitFor({ state: 'detached' });
  });

  test('after a refinement the query line names the attribute as its chip does', async () => {
    await page.goto(
      searchUrl({
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
        return_type: 'entry',
      }),
      {
        waitUntil: 'networkidle',
      },
    );
    await resultsTotal(page);
    const facet = page
      .locator('[part~="facet"] fieldset')
      .filter({ has: page.locator('legend', { hasText: 'Experimental Method' }) });
    await facet
      .locator('label')
      .filter({ hasText: /X-RAY DIFFRACTION/ })
      .locator('input')
      .check();
    await page.locator('[part~="facet"]').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove refinement Experimental Method: X-RAY DIFFRACTION' }).waitFor();
    const line = (await page.locator('pdb-results .summary-query').textContent()) ?? '';
    assert.match(line, /Full Text = "hemoglobin" AND Experimental Method = "X-RAY DIFFRACTION"/);
    assert.doesNotMatch(line, /exptl\.method|rcsb_/);
    await page.getByRole('tab', { name: 'Query History' }).click();
    const row = page.locator('pdb-query-history tbody tr').first();
    assert.match(
      (await row.textContent()) ?? '',
      /Full Text = "hemoglobin" AND Experimental Method = "X-RAY DIFFRACTION"/,
    );
  });

  test('an attribute query from ?request=, the builder never opened: the query line and history name the attributes', async () => {
    const attributes = {
      query: {
        type: 'group',
        logical_operator: 'and',
        nodes: [
          {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
          },
          {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'entity_poly.rcsb_entity_polymer_type', operator: 'exact_match', value: 'DNA' },
          },
        ],
      },
      return_type: 'entry',
    };
    const friendly = /Experimental Method = "X-RAY DIFFRACTION" AND Polymer Entity Type = "DNA"/;
    // a fresh page: no builder mounted before on this page
    await page.goto(searchUrl(attributes), { waitUntil: 'networkidle' });
    await resultsTotal(page);
    const line = page.locator('pdb-results .summary-query');
    // the names arrive after the results: the line is described again with them
    await line.filter({ hasText: 'Polymer Entity Type' }).waitFor({ timeout: 5000 });
    assert.match((await line.textContent()) ?? '', friendly);
    assert.doesNotMatch((await line.textContent()) ?? '', /exptl\.method|entity_poly\./);
    assert.equal(await page.locator('pdb-query-builder').count(), 0, 'the builder was never shown');
    await page.getByRole('tab', { name: 'Query History' }).click();
    const row = page.locator('pdb-query-history tbody tr').first();
    assert.match((await row.textContent()) ?? '', friendly);
    assert.doesNotMatch((await row.textContent()) ?? '', /exptl\.method|entity_poly\./);
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('grouped results: Sort by offers score and matched count, each ascending or descending', async () => {
    const grouped = {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'polymer_entity',
      request_options: {
        group_by: {
          aggregation_method: 'sequence_identity',
          similarity_cutoff: 95,
          ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
        },
        group_by_return_type: 'groups',
      },
    };
    await page.goto(searchUrl(grouped), { waitUntil: 'networkidle' });
    const sort = page.locator('pdb-results .pager').getByRole('combobox', { name: LABELS.sortBy });
    await sort.waitFor();
    const options = await sort.locator('option').allTextContents();
    for (const label of [
      'Score (Descending)',
      'Score (Ascending)',
      'Matched Count (Descending)',
      'Matched Count (Ascending)',
    ])
      assert.ok(options.includes(label), `${label} in ${options.join(' | ')}`);
    await sort.selectOption({ label: 'Matched Count (Ascending)' });
    await page.waitForFunction(() =>
      decodeURIComponent(location.search).includes('"sort_by":"count","direction":"asc"'),
    );
    assert.equal(await sort.locator('option:checked').textContent(), 'Matched Count (Ascending)');
  });

  test('a grouping that keeps nothing says what the query matched', async () => {
    await page.goto(searchUrl(UNGROUPABLE), { waitUntil: 'networkidle' });
    const warning = resultsMessage();
    await warning.waitFor();
    const text = (await warning.textContent()) ?? '';
    assert.match(text, /^This query returned \d+ Polymer Entities but no results remain after grouping\./);
    assert.match(text, /This query matches \d+ Polymer Entities but none of them could be grouped\./);
    // nothing to page: no '0 to 0 of 0 groups' pager with its disabled buttons under the warning
    assert.equal(await page.locator('pdb-results .pager').count(), 0);
    assert.deepEqual(await seriousViolations(page), []);
    await screenshotBothWidths(page, 'grouping-warning');
  });
});
