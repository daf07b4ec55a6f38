// Tabular reports of <pdb-results>: predefined reports, the ids report, the custom report
// builder, CSV/JSON downloads (read back from the saved blob) and batch mode.
import { assert, expect } from '@open-wc/testing';
import { LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { archiveUrl } from './helpers/archive.ts';
import { overrideDownloadLimits } from '../../src/ui/results/downloads/limits.ts';
import { formatCount } from '../../src/model/paging.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import {
  answerDialog,
  attribute,
  buttonByText,
  captureDownloads,
  choose,
  fullText,
  idle,
  mountResults,
  q,
  qa,
  search,
  settle,
  text,
  until,
} from './pdb-results-helpers.ts';

function reportSelect(m: Parameters<typeof q>[0]): HTMLSelectElement {
  return q<HTMLSelectElement>(m, '.report-select');
}

/** More results than a page: the pager and the batches have something to do. */
const XRAY = attribute('exptl.method', 'exact_match', 'X-RAY DIFFRACTION');

/** Every result id of `request` in result order, straight from the archive (the ids report). */
async function wholeResultIds(request: SearchRequest): Promise<string[]> {
  const res = await fetch(`${await archiveUrl()}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'pdb_ids',
      request: { ...request, request_options: { paginate: { start: 0, rows: 10000 } } },
    }),
  });
  return ((await res.json()) as { identifiers: string[] }).identifiers;
}

/**
 * The report table's rows are `ids` (their first cells), in order, once all are drawn: a long
 * page draws its first rows first and the rest right after.
 */
async function expectTableIds(m: Parameters<typeof q>[0], ids: string[]): Promise<void> {
  const rows = () => qa(m, 'table.report-table tbody tr');
  await until(() => rows().length === ids.length);
  expect(rows().map((tr) => tr.querySelector('th')!.textContent!)).to.deep.equal(ids);
}

/** The ids of a saved CSV of the ids report (after its 'Entry ID' header). */
async function csvIds(file: { text: () => Promise<string> }): Promise<string[]> {
  const [header, ...ids] = (await file.text()).trim().split(/\r?\n/);
  expect(header).to.equal('Entry ID');
  return ids;
}

describe('<pdb-results> tabular reports', () => {
  it('lists the predefined reports and shows one as an HTML table, then returns to the results', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const options = [...reportSelect(m).options].map((o) => o.value);
    expect(options).to.include.members([
      'pdb_ids',
      'structure_summary',
      'entity_sequence',
      'ligands',
      'citation',
      'experimental_details',
      'refinement',
      'sequence_clusters',
      'create_custom_report',
    ]);
    expect(options).not.to.include('custom_report');
    choose(reportSelect(m), 'structure_summary');
    await idle(m);
    const table = q<HTMLTableElement>(m, 'table.report-table');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(0, 3)).to.deep.equal(['Entry ID', 'Structure Title', 'Experimental Method']);
    const row = [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent === '4HHB')!;
    expect(row.textContent).to.include('THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION');
    expect(table.querySelectorAll('tbody tr').length).to.equal(3);
    expect(m.root.querySelector('[part=facet]')).to.equal(null);

    buttonByText(m, LABELS.returnToResults).click();
    await idle(m);
    expect(qa(m, '.result-list > [part=result]').length).to.equal(3);
    expect(m.ctx.store.state.views.results).to.equal('search');
  });

  it("links a report's page to the GraphQL query it runs, and that view answers for the same results", async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'structure_summary');
    await idle(m);
    const link = q<HTMLAnchorElement>(m, 'a.report-query-link');
    expect(link.textContent).to.equal(LABELS.reportQuery);
    const url = new URL(link.href);
    expect(url.pathname).to.equal('/search/report-query');
    expect(url.searchParams.get('report')).to.equal('structure_summary');
    expect(url.searchParams.get('returnType')).to.equal('entry');
    const rows = [...q<HTMLTableElement>(m, 'table.report-table').querySelectorAll('tbody th')].map(
      (th) => th.textContent,
    );
    expect(url.searchParams.get('identifiers')!.split(',').sort()).to.deep.equal(rows.sort());
    const view = await fetch(link.href);
    expect(view.status).to.equal(200);
    expect(await view.text()).to.include('entries(entry_ids:');
  });

  it('shows the ids report as a list of identifiers', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'pdb_ids');
    await idle(m);
    expect(q(m, '.ids-list').textContent!.split(', ').sort()).to.deep.equal(['1HV4', '1OUT', '4HHB']);
  });

  it('escapes report values: markup in data is shown as text', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'structure_summary');
    await idle(m);
    // the store's response is frozen: it is replaced, never edited
    m.ctx.store.state.response = {
      ...m.ctx.store.state.response!,
      table: { columns: ['Entry ID', 'Title'], rows: [['4HHB', '<img src=x onerror="window.__pwned=1">']] },
    };
    await settle();
    expect(q(m, 'table.report-table tbody td').textContent).to.equal('<img src=x onerror="window.__pwned=1">');
    expect(m.root.querySelector('table.report-table img')).to.equal(null);
  });

  it("builds a custom report in 'Create Custom Tabular Report' from the server's attribute menu", async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'create_custom_report');
    await settle();
    expect(q(m, '.custom-report h2').textContent).to.equal(LABELS.createCustomReport);
    await until(() => m.root.querySelector('.attribute-group') !== null);
    expect(qa(m, '.attribute-group > summary').map((s) => s.firstChild!.textContent!.trim())).to.include.members([
      'Entry',
      'Polymer Entity',
      'Chemical Component',
    ]);
    const filter = q<HTMLInputElement>(m, '.custom-report input[type=search]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(filter, 'Structure Title');
    filter.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await settle();
    const option = qa(m, '.attribute-option').find((o) => o.title === 'struct.title')!;
    option.querySelector('input')!.click();
    await settle();
    const method = qa(m, '.attribute-option').find((o) => o.title === 'struct.title');
    assert.exists(method);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(filter, 'Experimental Method');
    filter.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await settle();
    qa(m, '.attribute-option')
      .find((o) => o.title === 'exptl.method')!
      .querySelector('input')!
      .click();
    await settle();
    expect(qa(m, '.chip').map((c) => c.firstChild!.textContent)).to.deep.equal([
      'Structure Title',
      'Experimental Method',
    ]);
    const queryLink = new URL(q<HTMLAnchorElement>(m, '.custom-report a.report-query-link').href);
    expect(queryLink.pathname).to.equal('/search/report-query');
    expect(queryLink.searchParams.get('attributes')).to.equal('struct.title,exptl.method');
    expect(queryLink.searchParams.get('identifiers')!.split(',')).to.include('4HHB');
    buttonByText(m, 'Run Report').click();
    await idle(m);
    expect(m.ctx.store.state.views.report).to.equal('custom_report');
    const headers = qa(m, 'table.report-table thead th').map((th) => th.textContent);
    expect(headers).to.include.members(['Structure Title', 'Experimental Method']);
    expect(q(m, 'table.report-table').textContent).to.include('TROUT HEMOGLOBIN I');
    expect([...reportSelect(m).options].map((o) => o.value)).to.include('custom_report');
  });

  it('asks before a predefined report replaces the chosen columns', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'create_custom_report');
    await until(() => m.root.querySelector('.attribute-option') !== null);
    q(m, '.attribute-option input').click();
    await settle();
    const preset = qa<HTMLSelectElement>(m, '.custom-report select')[0]!;
    choose(preset, 'citation');
    expect(await answerDialog(m, 'Cancel')).to.equal(MESSAGES.confirmOverwriteAttributes);
    expect(qa(m, '.chip').length).to.equal(1);
    choose(preset, 'citation');
    await answerDialog(m, 'OK');
    const citation = (await fetch(`${await archiveUrl()}/search/attributes/citation`).then((r) =>
      r.json(),
    )) as string[];
    await until(() => qa(m, '.chip').length === citation.length);
    expect(m.root.querySelector('.chosen-count')!.textContent).to.equal(`${citation.length} columns chosen:`);
    const first = qa(m, '.chip')[0]!;
    expect(first.querySelector('button')!.getAttribute('aria-label')).to.equal(
      `Remove ${first.firstChild!.textContent}`,
    );
  });

  it('downloads the report as CSV and JSON', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'structure_summary');
    await idle(m);
    const capture = captureDownloads(m);
    try {
      buttonByText(m, 'CSV').click();
      await until(() => capture.files.length === 1);
      const csv = capture.files[0]!;
      expect(csv.fileName).to.match(/\.csv$/);
      const lines = (await csv.text()).trim().split(/\r?\n/);
      expect(lines[0]).to.include('Entry ID').and.include('Structure Title');
      expect(lines.length).to.equal(4);
      expect(lines.join('\n')).to.include('4HHB');

      buttonByText(m, 'JSON').click();
      await until(() => capture.files.length === 2);
      expect(capture.files[1]!.fileName).to.match(/\.json$/);
      const json = JSON.parse(await capture.files[1]!.text());
      expect(JSON.stringify(json)).to.include('4HHB');
    } finally {
      capture.stop();
    }
  });

  it('switches to batch mode above the limit, after asking, and highlights clicked ranges', async () => {
    const restore = overrideDownloadLimits({ reportRowsPerFile: 2 });
    const m = await mountResults();
    const capture = captureDownloads(m);
    try {
      await search(m, fullText('hemoglobin'));
      choose(reportSelect(m), 'structure_summary');
      await idle(m);
      buttonByText(m, 'CSV').click();
      expect(await answerDialog(m, 'Cancel')).to.include('3 rows');
      expect(m.root.querySelector('.batch-panel')).to.equal(null);
      buttonByText(m, 'CSV').click();
      await answerDialog(m, 'OK');
      const links = qa<HTMLButtonElement>(m, '.batch-link');
      expect(links.map((l) => l.textContent)).to.deep.equal(['1 - 2', '3 - 3']);
      expect(capture.files.length).to.equal(0);
      links[1]!.click();
      await until(() => capture.files.length === 1);
      await settle();
      const lines = (await capture.files[0]!.text()).trim().split(/\r?\n/);
      expect(lines.length).to.equal(2);
      expect(qa(m, '.batch-link')[1]!.classList.contains('clicked')).to.equal(true);
      expect(qa(m, '.batch-link')[0]!.classList.contains('clicked')).to.equal(false);
      expect(m.ctx.store.state.tabularReport.clicked).to.deep.equal([1]);
      expect(m.ctx.store.state.tabularReport.format).to.equal('csv');
    } finally {
      capture.stop();
      restore();
    }
  });

  it('pages the report with the pager: each page is its range of the whole result set', async () => {
    const m = await mountResults();
    const whole = await wholeResultIds(XRAY);
    await search(m, XRAY);
    choose(reportSelect(m), 'structure_summary');
    await idle(m);
    const total = whole.length;
    expect(total).to.be.greaterThan(50);
    expect(m.ctx.store.state.pager.total_count).to.equal(total);
    const pager = q(m, '.report-view [part=pager]');
    const range = () => q(m, '.report-view .pager-range').textContent;
    const nav = (op: string) => q<HTMLButtonElement>(m, `.report-view [part=pager] [data-op=${op}]`);
    expect(range()).to.equal(`1 to 25 of ${formatCount(total)} items`);
    await expectTableIds(m, whole.slice(0, 25));

    nav('next').click();
    await idle(m);
    expect(range()).to.equal(`26 to 50 of ${formatCount(total)} items`);
    expect(pager.textContent).to.include(`Page 2 of ${Math.ceil(total / 25)}`);
    await expectTableIds(m, whole.slice(25, 50));
    expect(m.ctx.store.state.views.results).to.equal('report');

    choose(q<HTMLSelectElement>(m, '.report-view [part=pager] .pager-options select'), '50');
    await idle(m);
    expect(range()).to.equal(`1 to 50 of ${formatCount(total)} items`);
    await expectTableIds(m, whole.slice(0, 50));

    nav('last').click();
    await idle(m);
    const lastStart = Math.floor((total - 1) / 50) * 50;
    expect(range()).to.equal(`${formatCount(lastStart + 1)} to ${formatCount(total)} of ${formatCount(total)} items`);
    await expectTableIds(m, whole.slice(lastStart));
    expect(nav('next').disabled).to.equal(true);

    // the ids report keeps the page and lists exactly its ids
    choose(reportSelect(m), 'pdb_ids');
    await idle(m);
    expect(range()).to.equal(`${formatCount(lastStart + 1)} to ${formatCount(total)} of ${formatCount(total)} items`);
    expect(q(m, '.ids-list').textContent!.split(', ')).to.deep.equal(whole.slice(lastStart));
    nav('first').click();
    await idle(m);
    expect(range()).to.equal(`1 to 50 of ${formatCount(total)} items`);
    expect(q(m, '.ids-list').textContent!.split(', ')).to.deep.equal(whole.slice(0, 50));
  });

  it('has no pager in the column editor', async () => {
    const m = await mountResults();
    await search(m, XRAY);
    choose(reportSelect(m), 'create_custom_report');
    await idle(m);
    expect(m.root.querySelector('[part=pager]')).to.equal(null);
  });

  it('downloads the whole result set from any page: at once within the limit, else in batches of exactly their range', async () => {
    const m = await mountResults();
    const whole = await wholeResultIds(XRAY);
    const total = whole.length;
    const capture = captureDownloads(m);
    let restore = () => {};
    try {
      await search(m, XRAY);
      choose(reportSelect(m), 'pdb_ids');
      await idle(m);
      q<HTMLButtonElement>(m, '.report-view [part=pager] [data-op=next]').click();
      await idle(m);
      buttonByText(m, 'CSV').click();
      await until(() => capture.files.length === 1);
      expect(capture.files[0]!.fileName).to.equal(`pdb_pdb_ids_1-${total}.csv`);
      expect(await csvIds(capture.files[0]!)).to.deep.equal(whole, 'the whole result set, not the page shown');

      const size = 20;
      restore = overrideDownloadLimits({ reportRowsPerFile: size });
      buttonByText(m, 'CSV').click();
      expect(await answerDialog(m, 'OK')).to.include(`${formatCount(total)} rows`);
      const links = () => qa<HTMLButtonElement>(m, '.batch-link');
      const batches = Math.ceil(total / size);
      expect(links().length).to.equal(batches);
      expect(links().at(-1)!.textContent).to.equal(`${(batches - 1) * size + 1} - ${total}`);
      for (const index of [0, 1, batches - 1]) {
        links()[index]!.click();
        await until(() => capture.files.length === 2 + [0, 1, batches - 1].indexOf(index));
        await settle();
        const file = capture.files.at(-1)!;
        const start = index * size;
        const end = Math.min(start + size, total);
        expect(file.fileName).to.equal(`pdb_pdb_ids_${start + 1}-${end}.csv`);
        expect(await csvIds(file)).to.deep.equal(whole.slice(start, end), `batch ${index}`);
      }
      // another page of the same results keeps the batch links and what was clicked
      q<HTMLButtonElement>(m, '.report-view [part=pager] [data-op=last]').click();
      await idle(m);
      expect(links().length).to.equal(batches);
      expect(links().map((l) => l.classList.contains('clicked'))).to.deep.equal(
        Array.from({ length: batches }, (_, i) => i === 0 || i === 1 || i === batches - 1),
      );

      // JSON batches of a predefined report: the rows of their range, whatever page is shown
      choose(reportSelect(m), 'structure_summary');
      await idle(m);
      expect(m.root.querySelector('.batch-panel')).to.equal(null, 'batch links belong to one report');
      buttonByText(m, 'JSON').click();
      await answerDialog(m, 'OK');
      links()[1]!.click();
      await until(() => capture.files.length === 5);
      const rows = JSON.parse(await capture.files[4]!.text()) as Array<{ identifier: string }>;
      expect(capture.files[4]!.fileName).to.equal(`pdb_structure_summary_${size + 1}-${2 * size}.json`);
      expect(rows.map((r) => r.identifier)).to.deep.equal(whole.slice(size, 2 * size));
    } finally {
      capture.stop();
      restore();
    }
  });

  it("says 'Error retrieving data.' when a report fails", async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    m.ctx.store.actions.setTabularReport({ attributes: ['no.such.attribute'] });
    await m.ctx.store.actions.setReportView('custom_report');
    await settle();
    expect(q(m, '.report-view [role=alert]').textContent).to.equal(MESSAGES.reportLoadFailed);
  });

  it('shows the no-tabular-results message for a report with nothing to list', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    choose(reportSelect(m), 'structure_summary');
    await idle(m);
    await search(m, fullText('zzzqqqxxyy'));
    expect(text(m)).to.include(MESSAGES.noTabularResults);
  });
});
