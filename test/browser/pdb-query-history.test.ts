import { fixture, fixtureCleanup, html, expect } from '@open-wc/testing';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { HistoryQuery, SearchRequest } from '../../src/model/types.ts';
import { LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { withQueryId } from '../../src/model/query-id.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, terminalParameters } from './helpers/shadow.ts';
import { historyStorageKey } from '../../src/store/history-storage.ts';

/** Where a context without a history-key keeps its history. */
const SHARED_HISTORY_KEY = historyStorageKey('');

const fullText = (value: string, includeCsm = false): SearchRequest => ({
  query: { type: 'terminal', service: 'full_text', parameters: { value } },
  return_type: 'entry',
  ...(includeCsm ? { request_options: { results_content_type: ['computational', 'experimental'] } } : {}),
});

async function mount(): Promise<{ ctx: PdbSearchContext; history: HTMLElement }> {
  const api = await archiveUrl();
  const ctx = await fixture<PdbSearchContext>(
    html`<pdb-search-context api-base=${api}><pdb-query-history></pdb-query-history></pdb-search-context>`,
  );
  await settle();
  return { ctx, history: ctx.querySelector('pdb-query-history')! };
}

const rows = (el: Element) => $$(el, 'tbody tr');
const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent!.trim());
const dialog = (el: Element) => $(el, 'dialog') as HTMLDialogElement;

describe('<pdb-query-history>', () => {
  beforeEach(() => sessionStorage.removeItem(SHARED_HISTORY_KEY));
  afterEach(() => fixtureCleanup());

  it("says 'Currently there is no query history.' when empty, with no Delete All or MyPDB Login", async () => {
    const { history } = await mount();
    expect($(history, '.empty').textContent).to.equal(MESSAGES.noHistory);
    expect(history.shadowRoot!.querySelector('table')).to.equal(null);
    expect($$(history, 'button').some((b) => b.textContent === LABELS.deleteAll)).to.equal(false);
    expect($$(history, 'a').some((a) => a.textContent === LABELS.myPdbLogin)).to.equal(false);
  });

  it('lists past queries newest first with Query, Include CSM, Result Type, Count and Last run', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('hemoglobin'));
    await ctx.search(fullText('kinase', true));
    await settle();
    const headers = $$(history, 'thead th').map((th) => th.textContent);
    expect(headers.slice(0, 5)).to.deep.equal(LABELS.historyColumns.slice(0, 5));
    expect(headers).not.to.include('Save to MyPDB'); // signed out
    const [first, second] = rows(history);
    expect(cells(first!).slice(0, 4)).to.deep.equal([
      'Full Text = "kinase"',
      'Yes',
      'Structures',
      String(ctx.store.state.response!.total_count),
    ]);
    expect(cells(second!).slice(0, 4)).to.deep.equal(['Full Text = "hemoglobin"', 'No', 'Structures', '3']);
    expect(first!.querySelector('time')!.getAttribute('datetime')).to.equal(ctx.store.state.history[0]!.last_run);
    expect(first!.getAttribute('aria-current')).to.equal('true'); // the query on screen
    expect($$(history, 'a').find((a) => a.textContent === LABELS.myPdbLogin)).to.not.equal(undefined);
    // kept under the suite's prefixed 'queryHistory' in session storage
    expect(JSON.parse(sessionStorage.getItem(SHARED_HISTORY_KEY)!)).to.have.length(2);
  });

  it('renders user text as text, never as markup', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('<img src=x onerror="window.__pwned=1">'));
    await settle();
    const query = rows(history)[0]!.querySelector('.query-button')!;
    expect(query.textContent).to.equal('Full Text = "<img src=x onerror="window.__pwned=1">"');
    expect(query.querySelector('img')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('clicking a row runs it again and switches to the Search tab', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('hemoglobin'));
    await ctx.search(fullText('kinase'));
    ctx.store.actions.setTab('history');
    await settle();
    const hemoglobinRow = rows(history)[1]!;
    hemoglobinRow.querySelectorAll('td')[2]!.click();
    expect(ctx.store.state.tab).to.equal('search');
    await until(() => !ctx.store.state.dataLoading && ctx.store.state.response !== null);
    expect(terminalParameters(ctx.store.state.request).value).to.equal('hemoglobin');
    await settle();
    expect(cells(rows(history)[0]!)[0]).to.equal('Full Text = "hemoglobin"'); // moved to the top
  });

  it('the query text is a button, so the keyboard reaches the re-run too', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('lysozyme'));
    ctx.store.actions.clearResults();
    await settle();
    ($(history, '.query-button') as HTMLButtonElement).click();
    await until(() => ctx.store.state.request !== null);
    expect(ctx.store.state.history).to.have.length(1);
  });

  it('deletes one entry with its delete button, without re-running it', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('hemoglobin'));
    await ctx.search(fullText('kinase'));
    ctx.store.actions.clearResults();
    await settle();
    const button = rows(history)[0]!.querySelector<HTMLButtonElement>('button.delete')!;
    expect(button.getAttribute('aria-label')).to.equal('Delete from history: Full Text = "kinase"');
    button.click();
    await settle();
    expect(rows(history).map((r) => cells(r)[0])).to.deep.equal(['Full Text = "hemoglobin"']);
    expect(ctx.store.state.request).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem(SHARED_HISTORY_KEY)!)).to.have.length(1);
  });

  it('Delete All asks first, saying the action cannot be undone; Cancel keeps everything', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('hemoglobin'));
    await ctx.search(fullText('kinase'));
    await settle();
    const deleteAll = $$(history, 'button').find((b) => b.textContent === LABELS.deleteAll)!;
    deleteAll.click();
    await settle();
    expect(dialog(history).open).to.equal(true);
    expect(dialog(history).getAttribute('role')).to.equal('alertdialog');
    expect(dialog(history).querySelector('.pdb-dialog-body')!.textContent).to.equal(MESSAGES.confirmDeleteHistory);
    expect(MESSAGES.confirmDeleteHistory).to.contain('cannot be undone');
    const dialogButton = (label: string) =>
      [...dialog(history).querySelectorAll('button')].find((b) => b.textContent === label)!;
    expect(history.shadowRoot!.activeElement).to.equal(dialogButton('Cancel'));
    dialogButton('Cancel').click();
    await settle();
    expect(dialog(history).open).to.equal(false);
    expect(rows(history)).to.have.length(2);

    deleteAll.click();
    await settle();
    dialogButton(LABELS.deleteAll).click();
    await settle();
    expect(dialog(history).open).to.equal(false);
    expect($(history, '.empty').textContent).to.equal(MESSAGES.noHistory);
    expect(ctx.store.state.history).to.deep.equal([]);
    expect(JSON.parse(sessionStorage.getItem(SHARED_HISTORY_KEY) ?? '[]')).to.deep.equal([]);
  });

  it('Escape closes the confirmation without deleting', async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('hemoglobin'));
    await settle();
    $$(history, 'button')
      .find((b) => b.textContent === LABELS.deleteAll)!
      .click();
    await settle();
    dialog(history).dispatchEvent(new Event('cancel', { cancelable: true }));
    await settle();
    expect(dialog(history).open).to.equal(false);
    expect(rows(history)).to.have.length(1);
  });

  it('shows the 50 most recent queries of the stored history', async () => {
    const entries: HistoryQuery[] = Array.from({ length: 60 }, (_, i) => {
      const request = withQueryId(fullText(`term${i}`));
      return {
        request,
        count: i,
        html: '',
        options: '',
        query_id: request.request_info!.query_id!,
        last_run: new Date(2024, 0, 1, 0, 60 - i).toISOString(),
      };
    });
    sessionStorage.setItem(SHARED_HISTORY_KEY, JSON.stringify(entries));
    const { history } = await mount();
    expect(rows(history)).to.have.length(50);
    expect(cells(rows(history)[0]!)[0]).to.equal('Full Text = "term0"');
    expect(cells(rows(history)[49]!)[0]).to.equal('Full Text = "term49"');
  });

  it("'MyPDB Login' links to the login view, or opens the app's MyPDB tab in-app", async () => {
    const { ctx, history } = await mount();
    await ctx.search(fullText('hemoglobin'));
    await settle();
    const link = () => $$(history, 'a').find((a) => a.textContent === LABELS.myPdbLogin)!;
    expect(link().getAttribute('href')).to.equal('https://www.rcsb.org/search/mypdb/login');
    history.setAttribute('in-app', '');
    await settle();
    link().click();
    expect(ctx.store.state.tab).to.equal('mypdb');
    expect(ctx.store.state.route.mypdbView).to.equal('login');
  });
});
