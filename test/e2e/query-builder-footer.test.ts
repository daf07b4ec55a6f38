// Issue 14, "Done when" (second and third points): a nested annotation pair, a date range and an
// enumeration select each work end to end; the footer (grouping, displaying as, CSM), a return-type
// confirmation (cancel and confirm), /search/advanced/{service}, a legacy request from the URL,
// `searchdev` and the error state, each seen in Chromium against the app as `npm start` serves it.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  attributeRows,
  builder,
  chooseAttribute,
  findingsAtBothWidths,
  fromServer,
  searchFromBuilder,
  section,
  sentRequest,
  waitForCatalogue,
} from '../support/builder-steps.ts';

let session: E2eSession;
let page: Page;

async function openAdvanced(path = '/search/advanced', request?: object): Promise<void> {
  const query = request ? `?request=${encodeURIComponent(JSON.stringify(request))}` : '';
  await page.goto(`${session.server.url}${path}${query}`, { waitUntil: 'networkidle' });
  if (request) await builder(page).getByRole('button', { name: 'Search', exact: true }).waitFor();
  else await waitForCatalogue(page);
}

const summaryText = () => page.locator('pdb-results .summary-count').first();

const HBA =
  'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR';

describe('the query builder: value kinds, footer and routes', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });

  after(() => session?.close());

  test('a nested annotation pair, a date range and an enumeration select, end to end', async () => {
    await openAdvanced();
    const attributes = section(page, 'Structure Attributes');
    const rows = attributeRows(attributes);
    await chooseAttribute(page, rows.nth(0).getByRole('combobox').first(), 'pfam', 'Identifier - Pfam');
    await rows.nth(0).locator('.value-cell input').first().fill('PF00042');
    await attributes.getByRole('button', { name: 'Add Subquery' }).last().click();
    await chooseAttribute(page, rows.nth(1).getByRole('combobox').first(), 'release date', 'Release Date');
    await rows
      .nth(1)
      .getByRole('combobox', { name: /^Operator/ })
      .selectOption('range_upper_incl');
    await rows.nth(1).locator('input[type=date]').nth(0).fill('1980-01-01');
    await rows.nth(1).locator('input[type=date]').nth(1).fill('2000-12-31');
    await attributes.getByRole('button', { name: 'Add Subquery' }).last().click();
    await chooseAttribute(
      page,
      rows.nth(2).getByRole('combobox').first(),
      'experimental method',
      'Experimental Method',
    );
    const method = rows.nth(2).locator('.value-cell select');
    assert.equal(await method.locator('option').first().textContent(), '-- Select value --');
    await method.selectOption('X-RAY DIFFRACTION');

    const sent = await searchFromBuilder(page);
    const nodes = (sent.query as { nodes: unknown[] }).nodes;
    assert.deepEqual(
      nodes[0],
      {
        type: 'group',
        logical_operator: 'and',
        nodes: [
          {
            type: 'terminal',
            service: 'text',
            parameters: {
              attribute: 'rcsb_polymer_entity_annotation.annotation_id',
              operator: 'exact_match',
              value: 'PF00042',
            },
          },
          {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'rcsb_polymer_entity_annotation.type', operator: 'exact_match', value: 'Pfam' },
          },
        ],
      },
      'the pair is its own group, so both hold on the same annotation',
    );
    assert.deepEqual((nodes[1] as { parameters: unknown }).parameters, {
      attribute: 'rcsb_accession_info.initial_release_date',
      operator: 'range',
      value: { from: '1980-01-01', to: '2000-12-31', include_lower: true, include_upper: true },
    });
    const expected = (await fromServer(session.server.url, sent.query, 'entry')).ids;
    assert.ok(expected.length > 0, 'globins released before 2001 are in the archive');
    await summaryText()
      .filter({ hasText: `${expected.length} Structures` })
      .waitFor();
  });

  test('the error state: the seed message next to its terminal, and Search stopped', async () => {
    await openAdvanced();
    await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).fill('<script>alert(1)</script>');
    const rows = attributeRows(section(page, 'Structure Attributes'));
    await chooseAttribute(page, rows.nth(0).getByRole('combobox').first(), 'resolution', 'Refinement Resolution');
    await rows.nth(0).locator('.value-cell input').first().fill('two');
    await builder(page).locator('.terminal-error', { hasText: 'Invalid input detected' }).waitFor();
    await builder(page)
      .locator('.terminal-error', { hasText: 'Refinement Resolution contains an invalid value.' })
      .waitFor();
    const before = page.url();
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await builder(page).locator('.builder-alert').waitFor();
    assert.equal(page.url(), before, 'nothing was searched');
    await screenshotBothWidths(page, 'builder-error', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('grouping gives grouped results, displaying-as switches to groups, CSM sends both kinds', async () => {
    await openAdvanced();
    await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).fill('hemoglobin');
    await builder(page).getByRole('combobox', { name: 'Return' }).selectOption('polymer_entity');
    await builder(page).getByRole('combobox', { name: 'Grouped by' }).selectOption({ label: 'Sequence Identity 100%' });
    let sent = await searchFromBuilder(page);
    assert.equal(sent.request_options?.group_by?.aggregation_method, 'sequence_identity');
    assert.equal(sent.request_options?.group_by_return_type, 'representatives', 'the default');
    await summaryText()
      .filter({ hasText: / in \d+ groups/ })
      .waitFor();

    await builder(page).getByRole('combobox', { name: 'Displaying as' }).selectOption('groups');
    await builder(page).getByRole('checkbox', { name: 'Include Computed Structure Models (CSM)' }).check();
    sent = await searchFromBuilder(page);
    assert.equal(sent.request_options?.group_by_return_type, 'groups');
    await page.locator('pdb-results .group-item').first().waitFor();
    assert.deepEqual([...(sent.request_options?.results_content_type ?? [])].sort(), ['computational', 'experimental']);
  });

  test('a return-type confirmation: cancel keeps everything, confirm switches to polymer entities', async () => {
    const request = {
      return_type: 'entry',
      query: { type: 'terminal', service: 'sequence', parameters: { value: HBA, sequence_type: 'protein' } },
    };
    await openAdvanced('/search/advanced', request);
    const sequence = builder(page).getByRole('button', { name: 'Sequence Similarity', exact: true });
    assert.equal(await sequence.getAttribute('aria-expanded'), 'true', 'the opened request shows its section');
    const before = page.url();
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = builder(page).locator('dialog[open]');
    await dialog
      .getByText('Sequence Similarity search returns Polymer Entities. Change the return type to Polymer Entities?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(page.url(), before);
    assert.equal(await builder(page).getByRole('combobox', { name: 'Return' }).inputValue(), 'entry');

    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: 'Change' }).click();
    await page.waitForFunction((url) => location.href !== url, before);
    assert.equal(sentRequest(page).return_type, 'polymer_entity');
  });

  test('/search/advanced/chemical opens with that section expanded; a legacy request loads normalised', async () => {
    await openAdvanced('/search/advanced/chemical');
    assert.equal(
      await builder(page)
        .getByRole('button', { name: 'Chemical Similarity', exact: true })
        .getAttribute('aria-expanded'),
      'true',
    );
    await openAdvanced('/search/advanced/text_chem');
    assert.equal(
      await builder(page)
        .getByRole('button', { name: 'Chemical Attributes', exact: true })
        .getAttribute('aria-expanded'),
      'true',
    );

    const legacy = {
      return_type: 'polymer_entity',
      query: { type: 'terminal', service: 'sequence', parameters: { value: HBA, target: 'pdb_protein_sequence' } },
    };
    await openAdvanced('/search/advanced', legacy);
    await builder(page).getByRole('textbox', { name: 'Sequence', exact: true }).waitFor();
    assert.equal(await builder(page).getByRole('textbox', { name: 'Sequence', exact: true }).inputValue(), HBA);
    const sent = await searchFromBuilder(page);
    const parameters = (sent.query as { parameters: Record<string, unknown> }).parameters;
    assert.equal(parameters.sequence_type, 'protein', 'the old target name became a sequence type');
    assert.equal(parameters.target, undefined);
  });

  test('searchdev in the bar opens the developer tools', async () => {
    await openAdvanced();
    const bar = page.locator('pdb-search-bar').getByRole('combobox');
    await bar.fill('searchdev');
    await bar.press('Enter');
    await page.getByRole('heading', { name: 'Developer tools' }).waitFor();
    await screenshotBothWidths(page, 'builder-devtools', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });
});
