// Issue 15, "Done when", for the Chemical Similarity section: a formula (heme's) and a SMILES
// descriptor typed as a researcher would, and a benzene ring drawn in Ketcher (its benzene
// template, a click on the canvas, Apply), each counted, searched and showing the same identifiers
// as the same request POSTed to /search/data; the /chemical-sketch page opening with the value of
// its address, under the server's real CSP; the section filled, with its error and with the
// sketcher open photographed at 1280 and 390 px, with no serious axe finding in our UI.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { CHEMICAL_MATCH_TYPE_LABELS, LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { SKETCH_DIALOG_TITLE } from '../../src/ui/query-builder/chemical/ChemicalSketchDialog.tsx';
import { openE2eSession, screenshotBothWidths, type E2eSession } from '../support/e2e-session.ts';
import {
  builder,
  countSection,
  findingsAtBothWidths,
  fromServer,
  openServiceRoute,
  sameIdsAsServer,
  searchFromBuilder,
  section,
  type SentRequest,
} from '../support/builder-steps.ts';

let session: E2eSession;
let page: Page;

const LABEL = SERVICE_LABELS.chemical;
const HEME = 'C34 H32 Fe N4 O4';
const BENZAMIDINE = 'NC(=N)c1ccccc1';
/** What Ketcher writes for its benzene template (Kekulé form). */
const BENZENE = 'C1C=CC=CC=1';

/** Count, Search, and the same identifiers as /search/data, for the query the section should send. */
async function countSearchCompare(query: SentRequest['query']): Promise<void> {
  const expected = await fromServer(session.server.url, query, 'entry');
  assert.equal(await countSection(page, LABEL), expected.total_count);
  // no return-type question for a chemical query: Search sends at once
  const sent = await searchFromBuilder(page);
  assert.deepEqual(sent, { ...sent, query, return_type: 'entry' });
  await sameIdsAsServer(page, session.server.url, sent);
}

/** The sketch dialog's frame once Ketcher has started in it. */
async function openSketcher(chemical: Locator): Promise<{ dialog: Locator; frame: Frame }> {
  await chemical.getByRole('button', { name: LABELS.openChemicalSketch }).click();
  const dialog = builder(page).getByRole('dialog', { name: SKETCH_DIALOG_TITLE });
  await dialog.and(builder(page).locator('dialog[data-state=ready]')).waitFor({ timeout: 8000 });
  const frame = (await dialog.locator('iframe').elementHandle())!.contentFrame();
  return { dialog, frame: (await frame)! };
}

/**
 * axe's serious findings at both widths in our UI: axe enters a frame only with its own script in
 * it, and would wait a minute for one that has none, so Ketcher's frame (Ketcher's own UI) is left
 * out of this run.
 */
async function ourFindingsAtBothWidths(): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  await page.evaluate(`(() => {
    const run = window.axe.run.bind(window.axe);
    window.axe.run = (context, options) => run(context, { ...options, iframes: false });
  })()`);
  return findingsAtBothWidths(page);
}

describe('the query builder: Chemical Similarity, end to end', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });

  after(() => session?.close());

  test("heme's formula, typed: photographed filled, no serious axe finding", async () => {
    const chemical = await openServiceRoute(page, session.server.url, 'chemical');
    await chemical.getByRole('textbox', { name: 'Formula' }).fill(HEME);
    assert.equal(await chemical.locator('.terminal-error').count(), 0);
    await screenshotBothWidths(page, 'builder-chemical-filled', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('that formula: Count, Search, the same ids as /search/data', async () => {
    await countSearchCompare({ type: 'terminal', service: 'chemical', parameters: { type: 'formula', value: HEME } });
  });

  test("the error state: the textarea left empty says 'Enter a value.'; photographed, no axe finding", async () => {
    const chemical = await openServiceRoute(page, session.server.url, 'chemical');
    const formula = chemical.getByRole('textbox', { name: 'Formula' });
    await formula.fill(HEME);
    await formula.fill('');
    const message = chemical.locator('.terminal-error', { hasText: MESSAGES.chemicalValueRequired });
    await message.waitFor();
    assert.equal(await formula.getAttribute('aria-invalid'), 'true');
    assert.equal(await formula.getAttribute('aria-describedby'), await message.getAttribute('id'));
    await screenshotBothWidths(page, 'builder-chemical-error', { fullPage: true });
    assert.deepEqual(await findingsAtBothWidths(page), []);
  });

  test('a SMILES descriptor (benzamidine): Count, Search, the same ids as /search/data', async () => {
    const chemical = await openServiceRoute(page, session.server.url, 'chemical');
    await chemical.getByRole('radio', { name: 'Descriptor' }).check();
    assert.equal(await chemical.getByRole('combobox', { name: 'Descriptor Type' }).inputValue(), 'SMILES');
    assert.equal(await chemical.getByRole('combobox', { name: 'Match Type' }).inputValue(), 'graph-relaxed-stereo');
    await chemical.getByRole('textbox', { name: 'Descriptor' }).fill(BENZAMIDINE);
    await countSearchCompare({
      type: 'terminal',
      service: 'chemical',
      parameters: {
        type: 'descriptor',
        value: BENZAMIDINE,
        descriptor_type: 'SMILES',
        match_type: 'graph-relaxed-stereo',
      },
    });
  });

  /** The sketcher as the drawing test left it open, for the test of its Apply. */
  let sketcher: { chemical: Locator; dialog: Locator } | undefined;

  test('Open Chemical Sketch Tool: a benzene ring drawn in Ketcher', async () => {
    const chemical = await openServiceRoute(page, session.server.url, 'chemical');
    const { dialog, frame } = await openSketcher(chemical);
    // Ketcher's own UI: its benzene template, then a click on the canvas
    await frame.getByTestId('template-0').click();
    await frame.getByTestId('ketcher-canvas').click({ position: { x: 150, y: 200 } });
    await frame.waitForFunction(
      () =>
        !(window as unknown as { ketcher: { editor: { struct(): { isBlank(): boolean } } } }).ketcher.editor
          .struct()
          .isBlank(),
    );
    sketcher = { chemical, dialog };
  });

  test('that drawing: photographed, no axe finding in our UI', async () => {
    assert.ok(sketcher, 'the drawing test left the sketcher open');
    await screenshotBothWidths(page, 'builder-chemical-sketcher', { fullPage: true });
    assert.deepEqual(await ourFindingsAtBothWidths(), []);
  });

  test('Apply leaves the page where it was, the section in sight, the ring as its SMILES, focus on the opener', async () => {
    assert.ok(sketcher, 'the drawing test left the sketcher open');
    const { chemical, dialog } = sketcher;
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const opener = chemical.getByRole('button', { name: LABELS.openChemicalSketch });
    const openerTop = (await opener.boundingBox())!.y;
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await opener.boundingBox())!.y, openerTop, 'the page has not moved');
    assert.equal(await chemical.getByRole('radio', { name: 'Descriptor' }).isChecked(), true);
    assert.equal(await chemical.getByRole('textbox', { name: 'Descriptor' }).inputValue(), BENZENE);
    assert.equal(
      await page.evaluate(`(() => { let el = document.activeElement;
        while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
        return el.textContent; })()`),
      LABELS.openChemicalSketch,
      'focus is back on the button',
    );
  });

  test('that benzene ring as a substructure: Count, Search, the same ids as /search/data', async () => {
    const chemical = section(page, LABEL);
    await chemical
      .getByRole('combobox', { name: 'Match Type' })
      .selectOption({ label: CHEMICAL_MATCH_TYPE_LABELS['sub-struct-graph-relaxed'] });
    await countSearchCompare({
      type: 'terminal',
      service: 'chemical',
      parameters: {
        type: 'descriptor',
        value: BENZENE,
        descriptor_type: 'SMILES',
        match_type: 'sub-struct-graph-relaxed',
      },
    });
  });

  // in steps (opened and drawn, then searched), its own context: together they took 11.6 s on busy CI
  describe('/chemical-sketch from its address', () => {
    let context: BrowserContext;
    let sketchPage: Page;
    let drawn: string;
    const errors: string[] = [];
    before(async () => {
      // a context that keeps the CSP: indigo's worker must be allowed to compile its WASM for real
      context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      sketchPage = await context.newPage();
      sketchPage.on('pageerror', (error) => errors.push(error.message));
    });
    after(() => context.close());

    test('opens with the value of its address drawn (the server’s CSP in force)', async () => {
      const address = `descriptor_type=SMILES&value=${encodeURIComponent(BENZAMIDINE)}&match_type=graph-exact`;
      await sketchPage.goto(`${session.server.url}/chemical-sketch?${address}`);
      await sketchPage.getByRole('heading', { name: SKETCH_DIALOG_TITLE }).waitFor();
      await sketchPage.locator('.sketch-editor[data-state=ready]').waitFor({ timeout: 9000 });
      drawn = (await sketchPage.evaluate(() =>
        (window as unknown as { ketcher: { getSmiles(): Promise<string> } }).ketcher.getSmiles(),
      )) as string;
      // benzamidine as Ketcher writes it (Kekulé or aromatic): 7 carbons, 2 nitrogens, one ring
      const atoms = (symbol: RegExp) => (drawn.match(symbol) ?? []).length;
      assert.deepEqual([atoms(/[Cc](?!l)/g), atoms(/[Nn]/g), atoms(/1/g)], [7, 2, 2], `benzamidine is drawn: ${drawn}`);
      assert.equal(await sketchPage.getByRole('combobox', { name: 'Descriptor Type' }).inputValue(), 'SMILES');
      assert.equal(await sketchPage.getByRole('combobox', { name: 'Match Type' }).inputValue(), 'graph-exact');
    });

    test('Search runs what it shows in the app', async () => {
      await sketchPage.getByRole('button', { name: 'Search' }).click();
      await sketchPage.waitForURL(/\/search\?request=/);
      // the app may already have replaced the address with the request as it ran it (paging filled in)
      const { query, return_type } = JSON.parse(new URL(sketchPage.url()).searchParams.get('request')!) as SentRequest;
      assert.deepEqual(
        { query, return_type },
        {
          query: {
            type: 'terminal',
            service: 'chemical',
            parameters: { type: 'descriptor', value: drawn, descriptor_type: 'SMILES', match_type: 'graph-exact' },
          },
          return_type: 'mol_definition',
        },
      );
      assert.deepEqual(errors, []);
    });
  });
});
