// Issue 15, "Done when", for the Sequence Similarity and Sequence Motif sections: filled as a
// researcher would (the sequence through the Entry ID lookup of 4HHB chain A, the motif typed),
// counted, searched after the return-type question, and showing the same identifiers as the same
// request POSTed to /search/data; a sequence AND an attribute run and count; each section filled and
// with an error photographed at 1280 and 390 px, with no serious axe finding.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { SEQMOTIF_EXAMPLES } from '../../src/ui/query-builder/sequence/sequence-inputs.ts';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  attributeRows,
  builder,
  chooseAttribute,
  countSection,
  findingsAtBothWidths,
  fromServer,
  openServiceRoute,
  rowsShowingMatch,
  sameIdsAsServer,
  searchFromBuilder,
  section,
  shownIds,
} from '../support/builder-steps.ts';

let session: E2eSession;
let page: Page;
/** 4HHB chain A's sequence, as the first test fills it in. */
let chainA = '';

/** Entry ID 4HHB, then its chain A entity from the menu, as a researcher picks it (the open menu photographed). */
async function fillFrom4hhbChainA(sequence: Locator, photograph = false): Promise<string> {
  const lookup = (await (await fetch(`${session.server.url}/search/sequence/4HHB`)).json()) as {
    items: Array<{ label: string; sequence: string }>;
  };
  const chainA = lookup.items.find((item) => /Chains? A\b/.test(item.label))!;
  await sequence.getByRole('combobox', { name: 'Entry ID' }).fill('4hhb');
  await sequence.getByRole('option').first().waitFor();
  if (photograph) await screenshotBothWidths(page, 'builder-sequence-menu', { fullPage: true });
  await sequence.getByRole('option', { name: new RegExp(`^${chainA.label.replace(/[()]/g, '\\$&')}`) }).click();
  assert.equal(await sequence.getByRole('textbox', { name: 'Sequence', exact: true }).inputValue(), chainA.sequence);
  return chainA.sequence;
}

describe('the query builder: Sequence Similarity and Sequence Motif, end to end', () => {
  before(async () => {
    session = await openE2eSession({ acceptDownloads: true });
    page = session.page;
  });

  after(() => session?.close());

  test("a sequence from Entry ID 4HHB chain A (the entry's menu photographed open)", async () => {
    const sequence = await openServiceRoute(page, session.server.url, 'sequence');
    chainA = await fillFrom4hhbChainA(sequence, true);
    await sequence.getByRole('textbox', { name: 'Identity Cutoff (%)' }).fill('90');
    assert.equal(await sequence.locator('.terminal-error').count(), 0, 'no message stands');
  });

  test('that section filled: photographed, and no serious axe finding', async () => {
    await screenshotBothWidths(page, 'builder-sequence-filled', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('that sequence: Count, Search (confirmed), the same ids as /search/data', async () => {
    const query = {
      type: 'terminal',
      service: 'sequence',
      parameters: { value: chainA, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0.9 },
    };
    // Count counts what Search will run: polymer entities, the return type it switches to (issue 29)
    assert.equal(
      await countSection(page, SERVICE_LABELS.sequence),
      (await fromServer(session.server.url, query, 'polymer_entity')).total_count,
    );

    const sent = await searchFromBuilder(page, { section: SERVICE_LABELS.sequence, returnType: 'polymer_entity' });
    assert.equal(sent.return_type, 'polymer_entity');
    assert.deepEqual(sent.query, query);
    await sameIdsAsServer(page, session.server.url, sent);
  });

  test("those results: each item's alignment, the Alignment Reference, a FASTA of the page's pairs, the help link", async () => {
    const results = page.locator('pdb-results');
    const shown = await shownIds(page);
    assert.equal(await results.locator('.sequence-match').count(), shown.length, 'one match per polymer entity');
    assert.equal(await results.locator('.alignment').count(), shown.length, 'each shows its alignment');
    await results.getByRole('combobox', { name: 'Alignment Reference' }).selectOption('Subject');
    const firstLines = results.locator('.alignment').first().locator('.alignment-label');
    assert.deepEqual(await firstLines.allTextContents(), ['Subject', 'Query']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('button', { name: 'Download Alignments (FASTA) of this page' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'pdb_sequence_alignments.fasta');
    const fasta = readFileSync((await download.path())!, 'utf8');
    const headers = fasta.split('\n').filter((line) => line.startsWith('>'));
    assert.equal(headers.length, 2 * shown.length, 'a subject and a query record per match');
    // Subject first, as the select asks; the query side is the sequence the researcher searched
    assert.ok(headers[0]!.startsWith(`>${shown[0]}|residues `), headers[0]);
    assert.match(headers[1]!, new RegExp(`^>Query\\|residues \\d+-\\d+\\|aligned to ${shown[0]}$`));
    const queryResidues = fasta.split('>')[2]!.split('\n').slice(1).join('').replace(/-/g, '');
    assert.ok(chainA.includes(queryResidues), 'the query record is a stretch of chain A');

    const help = results.getByRole('link', { name: /^Help on the sequence alignment view/ });
    assert.match((await help.getAttribute('href'))!, /\/docs\/sequence-viewers\/protein-sequence-alignment-view$/);
    await screenshotBothWidths(page, 'results-sequence-alignments');
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('the sequence error state: the seed message next to the textarea, the msg of an unknown entry', async () => {
    const sequence = await openServiceRoute(page, session.server.url, 'sequence');
    await sequence.getByRole('textbox', { name: 'Sequence', exact: true }).fill('>my peptide\nVLSPADKTNV');
    await sequence.getByRole('combobox', { name: 'Entry ID' }).fill('9zzz');
    await sequence.locator('.terminal-error', { hasText: MESSAGES.sequenceTooShort }).waitFor();
    await sequence.locator('.terminal-error', { hasText: MESSAGE_TEMPLATES.noDataForEntry('9ZZZ') }).waitFor();
    const before = page.url();
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    // a bad input is said at once, before any question about the return type
    await builder(page).locator('.builder-alert', { hasText: MESSAGES.sequenceTooShort }).waitFor();
    assert.equal(await builder(page).locator('dialog[open]').count(), 0);
    assert.equal(page.url(), before, 'nothing was searched');
  });

  test('that error state: photographed, and no serious axe finding', async () => {
    await screenshotBothWidths(page, 'builder-sequence-error', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('a PROSITE motif, typed over its placeholder example: photographed filled', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'seqmotif');
    await motif.getByRole('combobox', { name: 'Pattern Type' }).selectOption('prosite');
    const pattern = motif.getByRole('textbox', { name: 'Pattern' });
    assert.equal(await pattern.getAttribute('placeholder'), `e.g. ${SEQMOTIF_EXAMPLES.prosite}`);
    await pattern.fill(SEQMOTIF_EXAMPLES.prosite);
    await screenshotBothWidths(page, 'builder-seqmotif-filled', { fullPage: true });
  });

  test('that motif: no serious axe finding; Count, Search (confirmed), the same ids as /search/data', async () => {
    assert.deepEqual(await findingsAtBothWidths(page), []);
    const query = {
      type: 'terminal',
      service: 'seqmotif',
      parameters: { value: SEQMOTIF_EXAMPLES.prosite, pattern_type: 'prosite', sequence_type: 'protein' },
    };
    assert.equal(
      await countSection(page, SERVICE_LABELS.seqmotif),
      (await fromServer(session.server.url, query, 'polymer_entity')).total_count,
    );
    const sent = await searchFromBuilder(page, { section: SERVICE_LABELS.seqmotif, returnType: 'polymer_entity' });
    assert.deepEqual(sent.query, query);
    const ids = await sameIdsAsServer(page, session.server.url, sent);
    assert.equal(await rowsShowingMatch(page, 'Sequence Motif:'), ids.length, 'each row shows where the motif is');
  });

  test('the motif error state: one character answers the two-character minimum', async () => {
    const motif = await openServiceRoute(page, session.server.url, 'seqmotif');
    await motif.getByRole('textbox', { name: 'Pattern' }).fill('C');
    await motif.locator('.terminal-error', { hasText: MESSAGES.motifTooShort }).waitFor();
    await screenshotBothWidths(page, 'builder-seqmotif-error', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('a sequence AND a structure attribute: the whole query counts and runs', async () => {
    const sequence = await openServiceRoute(page, session.server.url, 'sequence');
    const value = await fillFrom4hhbChainA(sequence);
    const rows = attributeRows(section(page, 'Structure Attributes'));
    await chooseAttribute(
      page,
      rows.nth(0).getByRole('combobox').first(),
      'experimental method',
      'Experimental Method',
    );
    await rows.nth(0).locator('.value-cell select').selectOption('X-RAY DIFFRACTION');

    await builder(page).getByRole('button', { name: 'Count the whole query' }).click();
    const whole = builder(page).locator('.footer output');
    await whole.filter({ hasText: /^\d[\d,]*$/ }).waitFor();
    // counted with the footer's return type (Structures), before Search changes it
    const counted = Number((await whole.textContent())!.replace(/,/g, ''));

    const sent = await searchFromBuilder(page, { section: SERVICE_LABELS.sequence, returnType: 'polymer_entity' });
    assert.equal(sent.query.type, 'group');
    assert.deepEqual(
      sent.query.nodes?.map((node) => [node.service, node.parameters?.value]),
      [
        ['text', 'X-RAY DIFFRACTION'],
        ['sequence', value],
      ],
    );
    assert.equal(counted, (await fromServer(session.server.url, sent.query, 'entry')).total_count);
    await sameIdsAsServer(page, session.server.url, sent);
  });
});
