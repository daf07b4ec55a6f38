// Issue 14, "Done when" (first point): in Chromium against the app as `npm start` serves it, a
// researcher builds "resolution <= 2.0 AND method X-ray AND (organism Homo sapiens OR Mus
// musculus) NOT title contains kinase" plus a full-text term; per-terminal counts appear; Search
// gives the same identifiers as the same request sent to /search/data; the URL reloads into the
// same builder; a history row reopens it; Clear empties it.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  attributeRows,
  builder,
  chooseAttribute,
  findingsAtBothWidths,
  sameIdsAsServer,
  section,
  sentRequest,
  waitForCatalogue,
} from '../support/builder-steps.ts';

let session: E2eSession;
let page: Page;

/** The query the builder should send (the builder's canonical form). */
const EXPECTED_QUERY = {
  type: 'group',
  logical_operator: 'and',
  nodes: [
    { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
    {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less_or_equal', value: 2 },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
        },
        {
          type: 'group',
          logical_operator: 'or',
          nodes: [
            {
              type: 'terminal',
              service: 'text',
              parameters: {
                attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
                operator: 'exact_match',
                value: 'Homo sapiens',
              },
            },
            {
              type: 'terminal',
              service: 'text',
              parameters: {
                attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
                operator: 'exact_match',
                value: 'Mus musculus',
              },
            },
          ],
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'struct.title', operator: 'contains_words', value: 'kinase', negation: true },
        },
      ],
    },
  ],
};

async function valueOf(row: number): Promise<Locator> {
  return attributeRows(section(page, 'Structure Attributes'))
    .nth(row)
    .locator('.value-cell input, .value-cell select')
    .first();
}

describe('the query builder, end to end', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
    await page.goto(`${session.server.url}/search/advanced`, { waitUntil: 'networkidle' });
    await waitForCatalogue(page);
  });

  after(() => session?.close());

  test('an empty builder: two sections open, Search answers the seed message', async () => {
    assert.equal(
      await builder(page).getByRole('button', { name: 'Full Text', exact: true }).getAttribute('aria-expanded'),
      'true',
    );
    await screenshotBothWidths(page, 'builder-empty', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await builder(page).getByRole('alert').filter({ hasText: 'Please enter search criteria...' }).waitFor();
  });

  test('build the query: full text, resolution, method, an OR subquery of organisms, NOT title', async () => {
    await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).fill('protein');
    const attributes = section(page, 'Structure Attributes');
    const rows = attributeRows(attributes);

    await chooseAttribute(page, rows.nth(0).getByRole('combobox').first(), 'resolution', 'Refinement Resolution');
    await rows
      .nth(0)
      .getByRole('combobox', { name: /^Operator/ })
      .selectOption('less_or_equal');
    await (await valueOf(0)).fill('2.0');

    // the root holds subqueries (Add Attribute is for subqueries, seed 000 §2)
    await attributes.getByRole('button', { name: 'Add Subquery' }).last().click();
    await chooseAttribute(
      page,
      rows.nth(1).getByRole('combobox').first(),
      'experimental method',
      'Experimental Method',
    );
    await (await valueOf(1)).selectOption('X-RAY DIFFRACTION');

    await attributes.getByRole('button', { name: 'Add Subquery' }).last().click();
    const organisms = attributes.locator('.group:not(.root)').last();
    await chooseAttribute(
      page,
      rows.nth(2).getByRole('combobox').first(),
      'source organism',
      'Scientific Name of the Source Organism',
    );
    await (await valueOf(2)).fill('Homo sapiens');
    await organisms.getByRole('button', { name: 'Add Attribute' }).click();
    await chooseAttribute(
      page,
      rows.nth(3).getByRole('combobox').first(),
      'source organism',
      'Scientific Name of the Source Organism',
    );
    await (await valueOf(3)).fill('Mus musculus');
    await organisms
      .getByRole('group', { name: /^Combine/ })
      .getByRole('button', { name: 'OR' })
      .click();

    await attributes.getByRole('button', { name: 'Add Subquery' }).last().click();
    await chooseAttribute(page, rows.nth(4).getByRole('combobox').first(), 'structure title', 'Structure Title');
    await rows
      .nth(4)
      .getByRole('combobox', { name: /^Operator/ })
      .selectOption('contains_words');
    await (await valueOf(4)).fill('kinase');
    await rows.nth(4).getByRole('button', { name: /^NOT/ }).click();
    assert.equal(await rows.nth(4).getByRole('button', { name: /^NOT/ }).getAttribute('aria-pressed'), 'true');
    assert.equal(await builder(page).locator('.terminal-error').count(), 0, 'no message stands');
    await screenshotBothWidths(page, 'builder-filled', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('per-terminal counts appear, in US digits', async () => {
    const rows = attributeRows(section(page, 'Structure Attributes'));
    await rows
      .nth(0)
      .getByRole('button', { name: /^Count/ })
      .click();
    const count = rows.nth(0).locator('output.count-value');
    await page.waitForFunction((el) => /^\d{1,3}(,\d{3})*$/.test(el?.textContent ?? ''), await count.elementHandle());
    await builder(page).getByRole('button', { name: 'Count Full Text section' }).click();
    await section(page, 'Full Text').locator('.section-tools output').filter({ hasText: /^\d/ }).waitFor();
  });

  test('Search sends the built query and shows the same ids as /search/data answers for it', async () => {
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\/advanced\?request=/);
    const sent = sentRequest(page);
    assert.deepEqual(sent.query, EXPECTED_QUERY);
    await sameIdsAsServer(page, session.server.url, sent);
  });

  test('the URL reloads into the same builder', async () => {
    await page.reload({ waitUntil: 'networkidle' });
    await waitForCatalogue(page);
    const rows = attributeRows(section(page, 'Structure Attributes'));
    await rows.nth(4).waitFor();
    assert.equal(await rows.count(), 5);
    assert.equal(await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).inputValue(), 'protein');
    assert.equal(await rows.nth(4).getByRole('button', { name: /^NOT/ }).getAttribute('aria-pressed'), 'true');
    assert.equal(await (await valueOf(3)).inputValue(), 'Mus musculus');
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/request=/);
    assert.deepEqual(sentRequest(page).query, EXPECTED_QUERY, 'the reloaded builder sends the same query');
  });

  test('Clear empties it; a history row reopens it', async () => {
    await builder(page).getByRole('button', { name: 'Clear', exact: true }).click();
    assert.equal(await attributeRows(section(page, 'Structure Attributes')).count(), 1);
    assert.equal(await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).inputValue(), '');

    await page.getByRole('tab', { name: 'Query History' }).click();
    await page
      .getByRole('button', { name: /^Edit in Advanced Search: / })
      .first()
      .click();
    await builder(page).waitFor();
    assert.equal(await builder(page).getByRole('textbox', { name: 'Full text: Term 1' }).inputValue(), 'protein');
    assert.equal(await attributeRows(section(page, 'Structure Attributes')).count(), 5);
  });
});
