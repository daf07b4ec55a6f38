// Issue 15, "Done when", for the Structure Similarity and Structure Motif sections: filled as a
// researcher would (Entry ID 4HHB with its first assembly chosen by the lookup; a .cif.gz and a
// .pdb file uploaded; the HEM-binding histidines of 4HHB chain A as a residue table), counted,
// searched, and showing the same identifiers as the same request POSTed to /search/data; each
// section filled and with an error photographed at 1280 and 390 px, with no serious axe finding.
// The uploaded files are written into test-output/ at test time (the archive holds mmCIF only).

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES, MESSAGE_TEMPLATES, RETURN_TYPE_LABELS, SERVICE_LABELS } from '../../src/model/constants.ts';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import { builder, findingsAtBothWidths, section, waitForCatalogue } from '../support/builder-steps.ts';
import { pdbFileFromEntry } from '../support/pdb-file.ts';

let session: E2eSession;
let page: Page;
const FILES = 'test-output/e2e-structure-files';

interface SentRequest {
  query: { type: string; service?: string; parameters?: Record<string, unknown> };
  return_type: string;
}

const sentRequest = (): SentRequest =>
  JSON.parse(new URL(page.url()).searchParams.get('request') ?? 'null') as SentRequest;

/** The first page of the same request, POSTed as the app's results ask for it. */
async function fromServer(query: unknown, returnType: string): Promise<{ total_count: number; ids: string[] }> {
  const response = await fetch(`${session.server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: { query, return_type: returnType, request_options: { paginate: { start: 0, rows: 25 } } },
    }),
  });
  const answer = (await response.json()) as { total_count?: number; result_set?: Array<{ identifier: string }> };
  return { total_count: answer.total_count ?? 0, ids: (answer.result_set ?? []).map((r) => r.identifier) };
}

const shownIds = (): Promise<string[]> =>
  page.evaluate(`Array.from(document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-results')
    .shadowRoot.querySelectorAll('.result-list > [part~=result]'), (el) => el.getAttribute('data-id'))`) as Promise<
    string[]
  >;

async function sameIdsAsServer(sent: SentRequest): Promise<string[]> {
  const expected = await fromServer(sent.query, sent.return_type);
  assert.ok(expected.ids.length > 0, 'the archive holds matches');
  await page.waitForFunction(
    (count) =>
      document
        .querySelector('pdb-search-app')
        ?.shadowRoot?.querySelector('pdb-results')
        ?.shadowRoot?.querySelectorAll('.result-list > [part~=result]').length === count,
    expected.ids.length,
  );
  assert.deepEqual(await shownIds(), expected.ids);
  return expected.ids;
}

async function openAdvanced(service: 'structure' | 'strucmotif'): Promise<Locator> {
  await page.goto(`${session.server.url}/search/advanced/${service}`, { waitUntil: 'networkidle' });
  await waitForCatalogue(page);
  const label = SERVICE_LABELS[service];
  const toggle = builder(page).getByRole('button', { name: label, exact: true });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the route opens the section');
  return section(page, label);
}

/** Count of a section, read as the user sees it (US digits). */
async function countSection(label: string): Promise<number> {
  await builder(page)
    .getByRole('button', { name: `Count ${label} section` })
    .click();
  const output = section(page, label).locator('.section-tools output');
  await output.filter({ hasText: /^\d[\d,]*$/ }).waitFor({ timeout: 8000 });
  return Number((await output.textContent())!.replace(/,/g, ''));
}

/** Search; answer the return-type question with Change when `required` names one; the request sent. */
async function search(serviceLabel: string, required?: 'assembly' | 'polymer_entity'): Promise<SentRequest> {
  const before = page.url();
  await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
  if (required) {
    const dialog = builder(page).locator('dialog[open]');
    await dialog
      .getByText(MESSAGE_TEMPLATES.returnTypeConfirmation(serviceLabel, RETURN_TYPE_LABELS[required]))
      .waitFor();
    await dialog.getByRole('button', { name: 'Change' }).click();
  }
  await page.waitForFunction((url) => location.href !== url && location.search.includes('request='), before, {
    timeout: 8000,
  });
  return sentRequest();
}

/** Uploads a file through the section's file input; resolves with the URL the section then holds. */
async function upload(reference: Locator, file: string): Promise<string> {
  await reference.getByRole('radio', { name: 'File Upload' }).check();
  await reference.getByLabel('Structure File').setInputFiles(file);
  const status = reference.locator('.st-status', { hasText: `${path.basename(file)} uploaded:` });
  await status.waitFor({ timeout: 8000 });
  return (await status.locator('.st-uploaded-url').textContent())!;
}

const HEM_HISTIDINES = [
  { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
  { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '1' },
];

describe('the query builder: Structure Similarity and Structure Motif, end to end', () => {
  before(async () => {
    mkdirSync(FILES, { recursive: true });
    copyFileSync(path.join(resolveSourceDir(), 'entries', '4hhb.cif.gz'), `${FILES}/4hhb.cif.gz`);
    writeFileSync(`${FILES}/4hhb.pdb`, await pdbFileFromEntry('4hhb'));
    session = await openE2eSession();
    page = session.page;
  });

  after(() => session?.close());

  test('Entry ID 4HHB: its first assembly is chosen and the target space follows (photographed)', async () => {
    const structure = await openAdvanced('structure');
    // typed in part, then chosen from the suggester's menu
    await structure.getByRole('combobox', { name: 'Entry ID' }).fill('4hh');
    await structure.getByRole('option', { name: '4HHB', exact: true }).click();
    const choice = structure.getByRole('combobox', { name: 'Assembly or Chain' });
    await structure.locator('option', { hasText: 'Chain D' }).waitFor({ state: 'attached' });
    assert.equal(await choice.inputValue(), 'assembly:1');
    assert.equal(await structure.getByRole('combobox', { name: 'Target Search Space' }).inputValue(), 'assembly');
    await screenshotBothWidths(page, 'builder-structure-filled', { fullPage: true });
  });

  test('that section: no serious axe finding; Count, Search (confirmed), the same ids as /search/data', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
    const query = {
      type: 'terminal',
      service: 'structure',
      parameters: {
        value: { entry_id: '4HHB', assembly_id: '1' },
        operator: 'strict_shape_match',
        target_search_space: 'assembly',
      },
    };
    assert.equal(await countSection(SERVICE_LABELS.structure), (await fromServer(query, 'entry')).total_count);
    const sent = await search(SERVICE_LABELS.structure, 'assembly');
    assert.equal(sent.return_type, 'assembly');
    assert.deepEqual(sent.query, query);
    assert.equal((await sameIdsAsServer(sent))[0], '4HHB-1');
  });

  test('an uploaded .cif.gz: the URL is set with format bcif; Count, Search, the same ids as /search/data', async () => {
    const structure = await openAdvanced('structure');
    const url = await upload(structure, `${FILES}/4hhb.cif.gz`);
    assert.match(url, /\/search\/upload\/[0-9a-f]{32}$/);
    const query = {
      type: 'terminal',
      service: 'structure',
      parameters: {
        value: { url, format: 'bcif' },
        operator: 'strict_shape_match',
        target_search_space: 'polymer_entity_instance',
      },
    };
    assert.equal(await countSection(SERVICE_LABELS.structure), (await fromServer(query, 'entry')).total_count);
    const sent = await search(SERVICE_LABELS.structure);
    assert.deepEqual(sent.query, query);
    assert.ok((await sameIdsAsServer(sent)).includes('4HHB'));
  });

  test('an uploaded .pdb file: Count, Search, the same ids as /search/data', async () => {
    const structure = await openAdvanced('structure');
    const url = await upload(structure, `${FILES}/4hhb.pdb`);
    const query = {
      type: 'terminal',
      service: 'structure',
      parameters: {
        value: { url, format: 'bcif' },
        operator: 'strict_shape_match',
        target_search_space: 'polymer_entity_instance',
      },
    };
    assert.equal(await countSection(SERVICE_LABELS.structure), (await fromServer(query, 'entry')).total_count);
    const sent = await search(SERVICE_LABELS.structure);
    assert.deepEqual(sent.query, query);
    assert.ok((await sameIdsAsServer(sent)).includes('4HHB'));
  });

  test('the structure error state: an entry the archive lacks, its Count refused with the help alert', async () => {
    const structure = await openAdvanced('structure');
    await structure.getByRole('combobox', { name: 'Entry ID' }).fill('9zzz');
    await structure.locator('.terminal-error', { hasText: MESSAGE_TEMPLATES.noDataForEntry('9ZZZ') }).waitFor();
    await builder(page)
      .getByRole('button', { name: `Count ${SERVICE_LABELS.structure} section` })
      .click();
    await structure.locator('.terminal-error', { hasText: MESSAGES.suggesterCountHelp }).waitFor();
    const before = page.url();
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await builder(page)
      .locator('.builder-alert', { hasText: MESSAGE_TEMPLATES.suggesterCountInvalid([SERVICE_LABELS.structure]) })
      .waitFor();
    assert.equal(page.url(), before, 'nothing was searched');
    await screenshotBothWidths(page, 'builder-structure-error', { fullPage: true });
  });

  test('that error state: no serious axe finding', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('a motif of 4HHB: the HEM-binding histidines A58 and A87 (photographed)', async () => {
    const motif = await openAdvanced('strucmotif');
    await motif.getByRole('combobox', { name: 'Entry ID' }).fill('4HHB');
    for (const [i, residue] of HEM_HISTIDINES.entries()) {
      await motif.getByLabel(`Chain ID, residue ${i + 1}`).fill(residue.label_asym_id);
      await motif.getByRole('textbox', { name: `Residue Number, residue ${i + 1}` }).fill(String(residue.label_seq_id));
    }
    await motif.getByRole('textbox', { name: 'Exchanges, residue 2' }).fill('his,gln');
    assert.equal(await motif.getByRole('textbox', { name: 'Exchanges, residue 2' }).inputValue(), 'HIS,GLN');
    assert.equal(await motif.locator('.terminal-error').count(), 0, 'no message stands');
    const view = motif.getByRole('link', { name: /Open in Mol\*/ });
    assert.match((await view.getAttribute('href'))!, /^https:\/\/www\.rcsb\.org\/3d-view\/4HHB\?loadPdbIds=/);
    await screenshotBothWidths(page, 'builder-strucmotif-filled', { fullPage: true });
  });

  test('that motif: no serious axe finding; Count, Search (confirmed), the same ids as /search/data', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
    const query = {
      type: 'terminal',
      service: 'strucmotif',
      parameters: {
        value: { entry_id: '4HHB', residue_ids: HEM_HISTIDINES },
        rmsd_cutoff: 2,
        atom_pairing_scheme: 'ALL',
        exchanges: [{ residue_id: HEM_HISTIDINES[1], allowed: ['HIS', 'GLN'] }],
      },
    };
    assert.equal(await countSection(SERVICE_LABELS.strucmotif), (await fromServer(query, 'entry')).total_count);
    const sent = await search(SERVICE_LABELS.strucmotif, 'assembly');
    assert.equal(sent.return_type, 'assembly');
    assert.deepEqual(sent.query, query);
    assert.ok((await sameIdsAsServer(sent)).includes('4HHB-1'));
  });

  test('the motif error state: one residue typed, the residue number taking digits only (photographed)', async () => {
    const motif = await openAdvanced('strucmotif');
    await motif.getByRole('combobox', { name: 'Entry ID' }).fill('4HHB');
    await motif.getByLabel('Chain ID, residue 1').fill('A');
    await motif.getByRole('textbox', { name: 'Residue Number, residue 1' }).fill('5x8');
    assert.equal(await motif.getByRole('textbox', { name: 'Residue Number, residue 1' }).inputValue(), '58');
    await motif
      .locator('.terminal-error', { hasText: MESSAGE_TEMPLATES.strucmotif(MESSAGES.strucmotifTooFewResidues) })
      .waitFor();
    await screenshotBothWidths(page, 'builder-strucmotif-error', { fullPage: true });
  });

  test('that error state: no serious axe finding', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });
});
