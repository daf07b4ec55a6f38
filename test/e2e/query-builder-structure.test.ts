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
import { SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  builder,
  countSection,
  findingsAtBothWidths,
  fromServer,
  openServiceRoute,
  rowsShowingMatch,
  sameIdsAsServer,
  searchFromBuilder,
} from '../support/builder-steps.ts';
import { pdbFileFromEntry } from '../support/pdb-file.ts';

let session: E2eSession;
let page: Page;
const FILES = 'test-output/e2e-structure-files';

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
    const structure = await openServiceRoute(page, session.server.url, 'structure');
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
    assert.equal(
      await countSection(page, SERVICE_LABELS.structure),
      (await fromServer(session.server.url, query, 'assembly')).total_count,
    );
    const sent = await searchFromBuilder(page, { section: SERVICE_LABELS.structure, returnType: 'assembly' });
    assert.equal(sent.return_type, 'assembly');
    assert.deepEqual(sent.query, query);
    const ids = await sameIdsAsServer(page, session.server.url, sent);
    assert.equal(ids[0], '4HHB-1');
    assert.equal(await rowsShowingMatch(page, 'Structure Match Score:'), ids.length, 'each row shows its score');
  });

  for (const file of ['4hhb.cif.gz', '4hhb.pdb']) {
    test(`an uploaded ${file}: the URL is set with format bcif; Count, Search, the same ids as /search/data`, async () => {
      const structure = await openServiceRoute(page, session.server.url, 'structure');
      const url = await upload(structure, `${FILES}/${file}`);
      assert.match(url, /\/search\/upload\/[0-9a-f]{32}\/4hhb\.bcif$/);
      const query = {
        type: 'terminal',
        service: 'structure',
        parameters: {
          value: { url, format: 'bcif' },
          operator: 'strict_shape_match',
          target_search_space: 'polymer_entity_instance',
        },
      };
      assert.equal(
        await countSection(page, SERVICE_LABELS.structure),
        (await fromServer(session.server.url, query, 'entry')).total_count,
      );
      const sent = await searchFromBuilder(page);
      assert.deepEqual(sent.query, query);
      assert.ok((await sameIdsAsServer(page, session.server.url, sent)).includes('4HHB'));
    });
  }

  test('the structure error state: an entry the archive lacks, its Count refused with the help alert', async () => {
    const structure = await openServiceRoute(page, session.server.url, 'structure');
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
    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
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
    assert.equal(
      await countSection(page, SERVICE_LABELS.strucmotif),
      (await fromServer(session.server.url, query, 'assembly')).total_count,
    );
    const sent = await searchFromBuilder(page, { section: SERVICE_LABELS.strucmotif, returnType: 'assembly' });
    assert.equal(sent.return_type, 'assembly');
    assert.deepEqual(sent.query, query);
    const ids = await sameIdsAsServer(page, session.server.url, sent);
    assert.ok(ids.includes('4HHB-1'));
    assert.equal(await rowsShowingMatch(page, 'Structure Motif:'), ids.length, 'each row shows its motif residues');
  });

  test('the motif error state: one residue typed, the residue number taking digits only (photographed)', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    await motif.getByRole('combobox', { name: 'Entry ID' }).fill('4HHB');
    await motif.getByLabel('Chain ID, residue 1').fill('A');
    await motif.getByRole('textbox', { name: 'Residue Number, residue 1' }).fill('5x8');
    assert.equal(await motif.getByRole('textbox', { name: 'Residue Number, residue 1' }).inputValue(), '58');
    // the rows' problems show once the user has left a row (issue 29)
    await page.keyboard.press('Tab');
    await motif
      .locator('.terminal-error', { hasText: MESSAGE_TEMPLATES.strucmotif(MESSAGES.strucmotifTooFewResidues) })
      .waitFor();
    await screenshotBothWidths(page, 'builder-strucmotif-error', { fullPage: true });
  });

  test('that error state: no serious axe finding', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });
});
