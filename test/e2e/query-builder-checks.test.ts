// Issue 29, items 7, 8 and 13 (a, c, d): what the Structure Motif and Structure Similarity
// sections say about their inputs, and when. A fifth exchange is refused with a message; every
// residue's problem shows at once once the user has left the row; a reference switched to File URL
// says nothing until its URL has been left empty; an http:// URL is refused in the form with the
// server's own words; the entry-id menu closes once the entry's assemblies load; a section's Count
// counts the return type its Search will run; result counts are in the singular for one.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { openE2eSession, resultsTotal, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  builder,
  countSection,
  findingsAtBothWidths,
  fromServer,
  openServiceRoute,
  searchFromBuilder,
  section,
} from '../support/builder-steps.ts';

let session: E2eSession;
let page: Page;

const motifMessage = (detail: string) => MESSAGE_TEMPLATES.strucmotif(detail);
const HEM_HISTIDINES = [
  { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
  { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '1' },
];
const HTTP_URL = 'http://files.rcsb.org/download/4HHB.cif';

describe('the query builder: the structure sections check what is typed (issue 29)', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });

  after(() => session?.close());

  test('a fifth exchange is refused with a message; the text stays the four typed (photographed)', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    await motif.getByRole('combobox', { name: 'Entry ID' }).fill('4HHB');
    await motif.getByLabel('Chain ID, residue 1').fill('A');
    await motif.getByRole('textbox', { name: 'Residue Number, residue 1' }).fill('58');
    const exchanges = motif.getByRole('textbox', { name: 'Exchanges, residue 1' });
    await exchanges.pressSequentially('his,asp,glu,lys,arg');
    assert.equal(await exchanges.inputValue(), 'HIS,ASP,GLU,LYS');
    const refused = motif.locator('.terminal-error', {
      hasText: motifMessage(MESSAGES.strucmotifTooManyExchanges),
    });
    await refused.waitFor({ timeout: 2000 });
    assert.equal(await exchanges.getAttribute('aria-invalid'), 'true');
    await screenshotBothWidths(page, 'builder-strucmotif-fifth-exchange', { fullPage: true });
  });

  test('that refusal: no serious axe finding; the next edit that fits takes the message away', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
    const motif = section(page, SERVICE_LABELS.strucmotif);
    const exchanges = motif.getByRole('textbox', { name: 'Exchanges, residue 1' });
    await exchanges.press('Backspace');
    assert.equal(await exchanges.inputValue(), 'HIS,ASP,GLU,LY');
    const refused = motif.locator('.terminal-error', { hasText: motifMessage(MESSAGES.strucmotifTooManyExchanges) });
    await refused.waitFor({ state: 'detached', timeout: 2000 });
  });

  test('several residues wrong: every problem shows at once, each row marked (photographed)', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    await motif.getByRole('combobox', { name: 'Entry ID' }).fill('4HHB');
    await motif.getByRole('button', { name: 'Add Residue' }).click();
    // residue 1 lacks its number; residue 2 names an unknown exchange; residue 3 is fine
    await motif.getByLabel('Chain ID, residue 1').fill('A');
    await motif.getByLabel('Chain ID, residue 2').fill('A');
    await motif.getByRole('textbox', { name: 'Residue Number, residue 2' }).fill('87');
    await motif.getByRole('textbox', { name: 'Exchanges, residue 2' }).fill('his,xyz');
    await motif.getByLabel('Chain ID, residue 3').fill('A');
    await motif.getByRole('textbox', { name: 'Residue Number, residue 3' }).fill('92');
    await page.keyboard.press('Tab');
    const incomplete = motifMessage(MESSAGES.strucmotifResidueIncomplete);
    const unknown = motifMessage(MESSAGE_TEMPLATES.strucmotifUnknownExchange('XYZ'));
    await motif.locator('.terminal-error', { hasText: incomplete }).waitFor({ timeout: 2000 });
    await motif.locator('.terminal-error', { hasText: unknown }).waitFor({ timeout: 2000 });
    const numberOne = motif.getByRole('textbox', { name: 'Residue Number, residue 1' });
    assert.equal(await numberOne.getAttribute('aria-invalid'), 'true');
    assert.equal(
      await motif.getByRole('textbox', { name: 'Exchanges, residue 2' }).getAttribute('aria-invalid'),
      'true',
    );
    assert.equal(
      await motif.getByRole('textbox', { name: 'Residue Number, residue 3' }).getAttribute('aria-invalid'),
      null,
      'the row without a problem is not marked',
    );
    await screenshotBothWidths(page, 'builder-strucmotif-residue-errors', { fullPage: true });
  });

  test('those residue errors: no serious axe finding', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('switching the reference to File URL says nothing until the URL is left empty', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    for (const [i, residue] of HEM_HISTIDINES.entries()) {
      await motif.getByLabel(`Chain ID, residue ${i + 1}`).fill(residue.label_asym_id);
      await motif.getByRole('textbox', { name: `Residue Number, residue ${i + 1}` }).fill(String(residue.label_seq_id));
    }
    await motif.getByRole('radio', { name: 'File URL' }).check();
    const required = motif.locator('.terminal-error', {
      hasText: motifMessage(MESSAGES.strucmotifReferenceRequired),
    });
    await page.waitForTimeout(300);
    assert.equal(await required.count(), 0, 'no message before the URL is touched');
    await motif.getByRole('textbox', { name: 'File URL' }).focus();
    await page.keyboard.press('Tab');
    await required.waitFor({ timeout: 2000 });
  });

  test('an http:// URL is refused in the form with the server’s words, before any search', async () => {
    const refusal = MESSAGE_TEMPLATES.structureNotFetched(MESSAGES.httpsOnlyUrls);
    const structure = await openServiceRoute(page, session.server.url, 'structure');
    await structure.getByRole('radio', { name: 'File URL' }).check();
    await structure.getByRole('textbox', { name: 'File URL' }).fill(HTTP_URL);
    await structure.locator('.terminal-error', { hasText: refusal }).waitFor({ timeout: 2000 });
    const before = page.url();
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await builder(page).locator('.builder-alert', { hasText: refusal }).waitFor({ timeout: 2000 });
    assert.equal(page.url(), before, 'nothing was searched');

    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    await motif.getByRole('radio', { name: 'File URL' }).check();
    await motif.getByRole('textbox', { name: 'File URL' }).fill(HTTP_URL);
    await motif
      .locator('.terminal-error', { hasText: MESSAGE_TEMPLATES.strucmotif(refusal) })
      .waitFor({ timeout: 2000 });
  });

  test('the entry-id menu closes once the entry’s assemblies have loaded', async () => {
    const structure = await openServiceRoute(page, session.server.url, 'structure');
    const entry = structure.getByRole('combobox', { name: 'Entry ID' });
    const suggested = page.waitForResponse((r) => r.url().includes('/search/suggester/'));
    await entry.fill('4hhb');
    await suggested;
    await structure.locator('option', { hasText: 'Chain D' }).waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    assert.equal(await entry.getAttribute('aria-expanded'), 'false');
    assert.equal(await structure.getByRole('listbox', { name: 'Entry ID suggestions' }).count(), 0);
  });

  test('a motif’s Count counts the assemblies its Search runs: the same number', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    await motif.getByRole('combobox', { name: 'Entry ID' }).fill('4HHB');
    for (const [i, residue] of HEM_HISTIDINES.entries()) {
      await motif.getByLabel(`Chain ID, residue ${i + 1}`).fill(residue.label_asym_id);
      await motif.getByRole('textbox', { name: `Residue Number, residue ${i + 1}` }).fill(String(residue.label_seq_id));
    }
    const query = {
      type: 'terminal',
      service: 'strucmotif',
      parameters: {
        value: { entry_id: '4HHB', residue_ids: HEM_HISTIDINES },
        rmsd_cutoff: 2,
        atom_pairing_scheme: 'ALL',
      },
    };
    const assemblies = (await fromServer(session.server.url, query, 'assembly')).total_count;
    assert.notEqual(assemblies, (await fromServer(session.server.url, query, 'entry')).total_count);
    assert.equal(await countSection(page, SERVICE_LABELS.strucmotif), assemblies);
    const sent = await searchFromBuilder(page, { section: SERVICE_LABELS.strucmotif, returnType: 'assembly' });
    assert.equal(sent.return_type, 'assembly');
    assert.equal(await resultsTotal(page), assemblies);
  });

  test('one result in one group: “1 Polymer Entity in 1 group”, “1 to 1 of 1 group”', async () => {
    const request = {
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_polymer_entity_container_identifiers.rcsb_id',
          operator: 'in',
          value: ['4HHB_1'],
        },
      },
      return_type: 'polymer_entity',
      request_options: {
        group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
        group_by_return_type: 'groups',
      },
    };
    await page.goto(`${session.server.url}/search?request=${encodeURIComponent(JSON.stringify(request))}`);
    const summary = page.locator('pdb-results .summary-count');
    await summary.filter({ hasText: /group/ }).waitFor({ timeout: 8000 });
    assert.equal((await summary.textContent())?.trim(), '1 Polymer Entity in 1 group');
    assert.equal((await page.locator('pdb-results .pager-range').first().textContent())?.trim(), '1 to 1 of 1 group');
  });
});
