// Row selection and downloads of <pdb-results>: All/Selected, pdb-select, Download IDs, Display
// IDs, file downloads by form post, computed models left out, and the batch modes.
import { assert, expect } from '@open-wc/testing';
import { LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { overrideDownloadLimits } from '../../src/ui/results/downloads/limits.ts';
import { archiveUrl } from './helpers/archive.ts';
import {
  answerDialog,
  buttonByText,
  captureDownloads,
  captureForms,
  fullText,
  mountResults,
  q,
  qa,
  search,
  settle,
  until,
  type Mounted,
} from './pdb-results-helpers.ts';

function radio(m: Mounted, value: 'all' | 'selected'): HTMLInputElement {
  return q<HTMLInputElement>(m, `.selection-scope input[value=${value}]`);
}

function rowBoxes(m: Mounted): HTMLInputElement[] {
  return qa<HTMLInputElement>(m, '.result-list .row-select input');
}

describe('<pdb-results> selection and downloads', () => {
  it('All checks and disables every row box; Selected gives them back', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const events: Array<{ ids: string[]; all: boolean }> = [];
    m.results.addEventListener('pdb-select', (e) => events.push(e.detail));
    expect(radio(m, 'selected').checked).to.equal(true);
    rowBoxes(m)[0]!.click();
    await settle();
    expect(events.at(-1)).to.deep.equal({
      ids: [m.ctx.store.state.response!.result_set.map((i) => ('identifier' in i ? i.identifier : ''))[0]!],
      all: false,
    });

    radio(m, 'all').click();
    await settle();
    expect(rowBoxes(m).every((box) => box.checked && box.disabled)).to.equal(true);
    expect(events.at(-1)!.all).to.equal(true);

    radio(m, 'selected').click();
    await settle();
    const boxes = rowBoxes(m);
    expect(boxes.every((box) => !box.disabled)).to.equal(true);
    expect(boxes.filter((box) => box.checked).length).to.equal(1);
  });

  it('selects entries for entity rows (ids trimmed to the entry)', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin', 'polymer_entity'));
    // the rows of a long page may paint after the first one: wait for both this test reads
    const box = (id: string) => m.root.querySelector<HTMLInputElement>(`[data-id="${id}"] .row-select input`);
    await until(() => box('4HHB_1') !== null && box('4HHB_2') !== null, 8000);
    q<HTMLInputElement>(m, '[data-id="4HHB_1"] .row-select input').click();
    await settle();
    expect(m.ctx.store.state.selection.ids).to.deep.equal(['4HHB']);
    expect(q<HTMLInputElement>(m, '[data-id="4HHB_2"] .row-select input').checked).to.equal(true);
  });

  it("says 'No Result IDs have been selected.' when Selected has none", async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    for (const label of [LABELS.downloadIds, LABELS.displayIds, 'Download Files']) {
      m.ctx.store.actions.clearMessage();
      await settle();
      buttonByText(m, label).click();
      await settle();
      expect(q(m, '[part=message]').textContent, label).to.include(MESSAGES.noResultIdsSelected);
    }
  });

  it('downloads the selected ids, or all ids from the server, as a text file', async () => {
    const m = await mountResults();
    const capture = captureDownloads(m);
    try {
      await search(m, fullText('hemoglobin'));
      q<HTMLInputElement>(m, '[data-id="4HHB"] .row-select input').click();
      q<HTMLInputElement>(m, '[data-id="1OUT"] .row-select input').click();
      await settle();
      buttonByText(m, LABELS.downloadIds).click();
      await until(() => capture.files.length === 1);
      expect(await capture.files[0]!.text()).to.equal('4HHB,1OUT');
      expect(capture.files[0]!.fileName).to.match(/\.txt$/);

      radio(m, 'all').click();
      await settle();
      buttonByText(m, LABELS.downloadIds).click();
      await until(() => capture.files.length === 2);
      expect((await capture.files[1]!.text()).split(',').sort()).to.deep.equal(['1HV4', '1OUT', '4HHB']);
    } finally {
      capture.stop();
    }
  });

  it('displays the ids in a dialog', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    radio(m, 'all').click();
    await settle();
    buttonByText(m, LABELS.displayIds).click();
    await until(() => m.root.querySelector('dialog.ids-dialog[open]') !== null);
    const dialog = q<HTMLDialogElement>(m, 'dialog.ids-dialog');
    expect(dialog.querySelector('h2')!.textContent).to.equal('3 Result IDs');
    expect(dialog.querySelector('textarea')!.value.split(', ').sort()).to.deep.equal(['1HV4', '1OUT', '4HHB']);
    expect(m.root.activeElement!.textContent).to.equal('Close');
    buttonByText(m, 'Close', dialog).click();
    await settle();
    expect(dialog.open).to.equal(false);
  });

  it('posts the file download as a form to /downloads, and /downloads/ligands for ligands', async () => {
    const m = await mountResults();
    const api = await archiveUrl();
    const capture = captureForms();
    try {
      await search(m, fullText('hemoglobin'));
      radio(m, 'all').click();
      await settle();
      buttonByText(m, 'Download Files').click();
      await until(() => capture.forms.length === 1);
      expect(capture.forms[0]!.action).to.equal(`${api}/downloads`);
      expect(capture.forms[0]!.fields.ids!.split(',').sort()).to.deep.equal(['1HV4', '1OUT', '4HHB']);
      assert.exists(m.root.querySelector(`iframe[name="${capture.forms[0]!.target}"]`));

      await search(m, fullText('heme', 'mol_definition'));
      q<HTMLInputElement>(m, 'tr[data-id="HEM"] .row-select input').click();
      await settle();
      buttonByText(m, 'Download Files').click();
      await until(() => capture.forms.length === 2);
      expect(capture.forms[1]!.action).to.equal(`${api}/downloads/ligands`);
      expect(capture.forms[1]!.fields).to.deep.equal({ ids: 'HEM' });
    } finally {
      capture.stop();
    }
  });

  it('leaves computed models out of file downloads with the seed notice', async () => {
    const m = await mountResults();
    const capture = captureForms();
    try {
      await search(m, {
        ...fullText('protein'),
        request_options: { results_content_type: ['computational', 'experimental'], paginate: { start: 0, rows: 100 } },
      });
      const csm = m.ctx.store.state.response!.result_set.find((i) => 'isCsm' in i && i.isCsm) as
        { identifier: string } | undefined;
      const experimental = m.ctx.store.state.response!.result_set.find((i) => 'isCsm' in i && !i.isCsm) as
        { identifier: string } | undefined;
      assert.exists(csm && experimental);
      m.ctx.store.actions.toggleSelected(csm!.identifier);
      await settle();
      buttonByText(m, 'Download Files').click();
      await settle();
      expect(q(m, '[part=message]').textContent).to.include(MESSAGES.batchUnavailable);
      expect(capture.forms.length).to.equal(0);

      m.ctx.store.actions.toggleSelected(experimental!.identifier);
      await settle();
      buttonByText(m, 'Download Files').click();
      await until(() => capture.forms.length === 1);
      await settle();
      expect(q(m, '[part=message]').textContent).to.include(MESSAGES.csmExcludedFromBatch);
      expect(capture.forms[0]!.fields.ids).to.equal(experimental!.identifier);
    } finally {
      capture.stop();
    }
  });

  it('asks, then offers file batches over the threshold; clicked batches stay highlighted', async () => {
    const restore = overrideDownloadLimits({ fileDownloadThreshold: 2, fileBatchSize: 2 });
    const m = await mountResults();
    const capture = captureForms();
    try {
      await search(m, fullText('hemoglobin'));
      radio(m, 'all').click();
      await settle();
      buttonByText(m, 'Download Files').click();
      expect(await answerDialog(m, 'OK')).to.include('3 files');
      const links = qa<HTMLButtonElement>(m, '.functions-bar .batch-link');
      expect(links.map((l) => l.textContent)).to.deep.equal(['1 - 2', '3 - 3']);
      links[0]!.click();
      await settle();
      expect(capture.forms.length).to.equal(1);
      expect(capture.forms[0]!.fields.ids!.split(',').length).to.equal(2);
      expect(qa(m, '.functions-bar .batch-link')[0]!.classList.contains('clicked')).to.equal(true);
      buttonByText(m, 'Close', q(m, '.batch-panel')).click();
      await settle();
      expect(m.root.querySelector('.batch-panel')).to.equal(null);
    } finally {
      capture.stop();
      restore();
    }
  });

  it('offers id batches of the configured size for Download IDs of all results', async () => {
    const restore = overrideDownloadLimits({ idsPerBatch: 2 });
    const m = await mountResults();
    const capture = captureDownloads(m);
    try {
      await search(m, fullText('hemoglobin'));
      radio(m, 'all').click();
      await settle();
      buttonByText(m, LABELS.downloadIds).click();
      expect(await answerDialog(m, 'OK')).to.include('3 IDs');
      qa<HTMLButtonElement>(m, '.batch-link')[1]!.click();
      await until(() => capture.files.length === 1);
      expect((await capture.files[0]!.text()).split(',').length).to.equal(1);
      expect(capture.files[0]!.fileName).to.equal('pdb_result_ids_3-3.txt');
    } finally {
      capture.stop();
      restore();
    }
  });
});
