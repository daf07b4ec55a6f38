// The report-query view (seed 001 §2) in Chromium: the query a report runs for some results,
// highlighted, editable and run again with the form, its answer beside it; photographed at 1280
// and 390 px and audited with axe.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import { seriousViolations } from '../support/axe.ts';

let session: E2eSession;
before(async () => {
  session = await openE2eSession();
});
after(() => session.close());

describe('the report-query view in Chromium', () => {
  test('the Structure Summary of 4HHB and 1STP: its query and answer; photographed, no axe finding', async () => {
    const { page, server } = session;
    await page.goto(
      `${server.url}/search/report-query?identifiers=4HHB,1STP&returnType=entry&report=structure_summary`,
    );
    const query = page.getByRole('textbox', { name: 'GraphQL query (editable)' });
    assert.match(await query.inputValue(), /entries\(entry_ids: \["4HHB", "1STP"\]\)/);
    assert.match((await page.getByLabel('The answer as JSON').textContent()) ?? '', /"rcsb_id": "1STP"/);
    await screenshotBothWidths(page, 'report-query', { fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('an edited query runs again by keyboard, and the report stays named', async () => {
    const { page } = session;
    const query = page.getByRole('textbox', { name: 'GraphQL query (editable)' });
    await query.fill('{ entry(entry_id: "4HHB") { struct { title } } }');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('DEOXYHAEMOGLOBIN').first().waitFor();
    assert.match(page.url(), /report=structure_summary/);
    assert.match((await page.getByLabel('The answer as JSON').textContent()) ?? '', /"title": "THE CRYSTAL STRUCTURE/);
  });

  test("1KIP's refinement report: its query answers the refinement an old file wrote without a method", async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/search/report-query?identifiers=1KIP&returnType=entry&report=refinement`);
    const answer = (await page.getByLabel('The answer as JSON').textContent()) ?? '';
    assert.match(answer, /"pdbx_refine_id": "X-RAY DIFFRACTION"/);
    assert.match(answer, /"ls_d_res_high": 2\.1/);
    assert.doesNotMatch(answer, /"errors"/);
  });

  test('the custom report builder links to the query of its chosen columns; photographed, no axe finding', async () => {
    const { page, server } = session;
    const request = {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'entry',
    };
    await page.goto(`${server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`, {
      waitUntil: 'networkidle',
    });
    await page.locator('pdb-results .report-select').first().selectOption('create_custom_report');
    await page.getByRole('searchbox', { name: 'Filter attributes' }).fill('Structure Title');
    await page.getByRole('checkbox', { name: 'Structure Title' }).first().check();
    const link = page.locator('.custom-report a.report-query-link');
    assert.match((await link.getAttribute('href')) ?? '', /attributes=struct\.title/);
    await screenshotBothWidths(page, 'custom-report-builder', { fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);
    const [view] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await view.getByLabel('The answer as JSON').filter({ hasText: '"title"' }).waitFor();
    assert.match(await view.getByRole('textbox', { name: 'GraphQL query (editable)' }).inputValue(), /struct \{/);
    await view.close();
  });

  test('an unknown entry: the reason, photographed, no axe finding', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/search/report-query?identifiers=0XXX&report=citation`);
    assert.match((await page.getByRole('alert').textContent()) ?? '', /None of the identifiers is in the archive/);
    await screenshotBothWidths(page, 'report-query-error');
    assert.deepEqual(await seriousViolations(page), []);
  });
});
