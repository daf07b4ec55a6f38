import { fixtureCleanup, expect } from '@open-wc/testing';
import '../../elements/index.ts';
import type { MyPdbAccount, SavedQuery, SearchDataBody, SearchRequest } from '../../src/model/types.ts';
import { LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { fakeMyPdb, mountWithStore, type FakeMyPdb } from './helpers/fake-mypdb.ts';
import { createSearchStore, type SearchStore } from '../../src/store/create-search-store.ts';
import { seriousFindings } from './helpers/axe.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, typeInto } from './helpers/shadow.ts';

const API = 'http://archive.test';

const hemoglobin: SearchRequest = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
  request_info: { query_id: 'q-1' },
};

const savedQuery = (): SavedQuery => ({
  id: 's1',
  request: structuredClone(hemoglobin),
  count: 3,
  html: 'Full Text = &quot;hemoglobin&quot;',
  options: '',
  saved: '2026-11-03T10:00:00Z',
  notify: false,
});

const alice = (queries: SavedQuery[] = []): MyPdbAccount => ({
  id: 'alice-1',
  name: 'Alice',
  email: 'alice@example.org',
  provider: 'local',
  created: '2026-11-01T10:00:00Z',
  updated: '2026-11-02T10:00:00Z',
  queries,
});

interface Mounted {
  store: SearchStore;
  el: HTMLElement;
  calls: FakeMyPdb['calls'];
  searches: SearchRequest[];
  /** Each /search/data body, for the report it asked for. */
  bodies: SearchDataBody[];
}

/** <pdb-search-context><div provider><pdb-mypdb>: the div answers the context request with a store on the fake client. */
async function mount(account: MyPdbAccount | null, tag = 'pdb-mypdb'): Promise<Mounted> {
  const fake = fakeMyPdb(account, API);
  const searches: SearchRequest[] = [];
  const bodies: SearchDataBody[] = [];
  const store = createSearchStore(
    { apiBase: API },
    {
      storage: null,
      client: {
        searchData: (body) => {
          searches.push(body.request);
          bodies.push(structuredClone(body));
          return Promise.resolve({ ok: false, status: 0, message: 'offline' });
        },
        mypdb: fake.client,
      },
    },
  );
  const el = await mountWithStore(store, API, tag);
  if (tag === 'pdb-mypdb') await until(() => store.state.mypdb.known && !store.state.mypdb.loading);
  await settle();
  return { store, el, calls: fake.calls, searches, bodies };
}

const title = (el: Element) => $(el, 'h2.title').textContent;
const link = (el: Element, text: string) => $$(el, 'button, a').find((b) => b.textContent === text);
const rows = (el: Element) => $$(el, 'tbody tr');
const dialog = (el: Element) => $(el, 'dialog') as HTMLDialogElement;
const dialogButton = (el: Element, label: string) =>
  [...dialog(el).querySelectorAll('button')].find((b) => b.textContent === label)!;

describe('<pdb-mypdb>', () => {
  afterEach(() => fixtureCleanup());

  it("signed out (data answers 401): 'Sign In' and a 'Sign in with Local' link to {api-base}/auth/local", async () => {
    const { el, store } = await mount(null);
    expect(store.state.mypdb.account).to.equal(null);
    expect(title(el)).to.equal('Sign In');
    expect(el.shadowRoot!.textContent).to.contain(MESSAGES.loginIntro);
    const signIn = link(el, 'Sign in with Local') as HTMLAnchorElement;
    expect(signIn.tagName).to.equal('A');
    expect(signIn.href).to.equal(`${API}/auth/local`);
    expect(link(el, 'Sign In')).to.not.equal(undefined);
    expect(link(el, 'Help')).to.not.equal(undefined);
    expect(link(el, 'Sign out')).to.equal(undefined);
    expect(el.shadowRoot!.textContent).not.to.contain('Signed in via');
    // any view shows login while signed out
    store.actions.setMyPdbView('account');
    await settle();
    expect(title(el)).to.equal('Sign In');
    expect(await seriousFindings(el.shadowRoot!)).to.deep.equal([]);
  });

  it("signed in with no queries: 'Search Queries', who is signed in, and 'You have no saved queries.'", async () => {
    const { el } = await mount(alice());
    expect(title(el)).to.equal('Search Queries');
    expect($(el, '.signed-in').textContent).to.equal('Signed in via Local as Alice');
    expect($(el, '.empty').textContent).to.equal('You have no saved queries.');
    for (const text of ['Help', 'Saved Queries', 'Account Settings', 'Sign out'])
      expect(link(el, text), text).to.not.equal(undefined);
    expect(link(el, 'Sign In')).to.equal(undefined);
  });

  it('lists a saved query, highlights the running one, and Notify calls updateNotify', async () => {
    const { el, store, calls } = await mount(alice([savedQuery()]));
    const headers = $$(el, 'thead th').map((th) => th.textContent);
    expect(headers.slice(0, 6)).to.deep.equal(['Query', 'Include CSM', 'Result Type', 'Count', 'Saved', 'Notify']);
    const [row] = rows(el);
    expect(row!.querySelector('.query-button')!.textContent).to.equal('Full Text = "hemoglobin"');
    expect(row!.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-03T10:00:00Z');
    expect(row!.getAttribute('aria-current')).to.equal(null);

    store.state.queryId = 'q-1';
    await settle();
    expect(rows(el)[0]!.getAttribute('aria-current')).to.equal('true');
    expect(rows(el)[0]!.classList.contains('current')).to.equal(true);

    const notify = rows(el)[0]!.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(notify.checked).to.equal(false);
    notify.click();
    await until(() => store.state.mypdb.account!.queries[0]!.notify);
    await settle();
    expect(calls).to.deep.include(['updateNotify', 's1', true]);
    expect(rows(el)[0]!.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).to.equal(true);
    expect(await seriousFindings(el.shadowRoot!)).to.deep.equal([]);
  });

  it('clicking a saved query runs it and shows the Search tab', async () => {
    const { el, store, searches } = await mount(alice([savedQuery()]));
    (rows(el)[0]!.querySelectorAll('td')[2] as HTMLElement).click();
    await until(() => searches.length > 0);
    expect((searches[0]!.query as { parameters: { value: string } }).parameters.value).to.equal('hemoglobin');
    expect(store.state.tab).to.equal('search');
  });

  it('a saved custom report says so in its row, and running it opens the custom report with its columns', async () => {
    const report = { ...savedQuery(), id: 's2', reportAttributes: ['rcsb_id', 'struct.title', 'exptl.method'] };
    const { el, store, bodies } = await mount(alice([report, savedQuery()]));
    const [reportRow, plainRow] = rows(el);
    expect(reportRow!.querySelector('.query-cell .saved-report')!.textContent).to.equal('Custom report: 3 columns');
    expect(plainRow!.querySelector('.saved-report')).to.equal(null);
    expect(await seriousFindings(el.shadowRoot!)).to.deep.equal([]);

    reportRow!.querySelector<HTMLButtonElement>('.query-button')!.click();
    await until(() => bodies.length > 0);
    expect(bodies).to.have.length(1);
    expect(bodies[0]!.report).to.equal('custom_report');
    expect(bodies[0]!.attributes).to.deep.equal(['rcsb_id', 'struct.title', 'exptl.method']);
    expect(store.state.views.results).to.equal('report');
    expect(store.state.views.report).to.equal('custom_report');
    expect(store.state.tabularReport.attributes).to.deep.equal(['rcsb_id', 'struct.title', 'exptl.method']);
    expect(store.state.tab).to.equal('search');
  });

  it("the account view: its fields, 'You have 1 saved query.', the download link and Edit/Save of the e-mail", async () => {
    const { el, calls, store } = await mount(alice([savedQuery()]));
    link(el, 'Account Settings')!.click();
    await settle();
    expect(title(el)).to.equal('Account Settings');
    const terms = $$(el, 'dt').map((dt) => dt.textContent);
    expect(terms).to.deep.equal([
      'Name',
      'Notification Email',
      'Provider',
      'Provider ID',
      'Account Created',
      'Last Update',
    ]);
    const values = $$(el, 'dd').map((dd) => dd.textContent);
    expect(values[0]).to.equal('Alice');
    expect(values[1]).to.contain('alice@example.org');
    expect(values[2]).to.equal('Local');
    expect(values[3]).to.equal('alice-1');
    expect($(el, '.query-count').textContent).to.equal('You have 1 saved query.');
    expect((link(el, 'Download Account Data') as HTMLAnchorElement).href).to.equal(`${API}/mypdb/account-data`);
    expect(link(el, 'Delete All Queries')).to.not.equal(undefined);
    expect(link(el, 'Delete Account')).to.not.equal(undefined);
    expect(await seriousFindings(el.shadowRoot!)).to.deep.equal([]);

    link(el, 'Edit')!.click();
    await settle();
    const input = $(el, 'input[type=email]') as HTMLInputElement;
    expect(input.value).to.equal('alice@example.org');
    typeInto(input, 'alice@new.example.org');
    await settle();
    link(el, 'Save')!.click();
    await until(() => store.state.mypdb.account!.email === 'alice@new.example.org');
    await settle();
    expect(calls).to.deep.include(['updateEmail', 'alice@new.example.org']);
    expect(el.shadowRoot!.querySelector('input[type=email]')).to.equal(null);
    expect($$(el, 'dd')[1]!.textContent).to.contain('alice@new.example.org');
  });

  it('no Delete All Queries without queries', async () => {
    const { el, store } = await mount(alice());
    store.actions.setMyPdbView('account');
    await settle();
    expect($(el, '.query-count').textContent).to.equal('You have 0 saved queries.');
    expect(link(el, 'Delete All Queries')).to.equal(undefined);
  });

  it('Delete Account asks first (cannot be undone); Cancel keeps it, OK deletes and shows Sign In', async () => {
    const { el, calls, store } = await mount(alice([savedQuery()]));
    store.actions.setMyPdbView('account');
    await settle();
    link(el, 'Delete Account')!.click();
    await settle();
    expect(dialog(el).open).to.equal(true);
    expect(dialog(el).querySelector('.pdb-dialog-body')!.textContent).to.equal(MESSAGES.confirmDeleteAccount);
    expect(MESSAGES.confirmDeleteAccount).to.contain('cannot be undone');
    dialogButton(el, 'Cancel').click();
    await settle();
    expect(dialog(el).open).to.equal(false);
    expect(calls.some(([name]) => name === 'deleteAccount')).to.equal(false);

    link(el, 'Delete Account')!.click();
    await settle();
    dialogButton(el, 'Delete Account').click();
    await until(() => store.state.mypdb.account === null);
    await settle();
    expect(calls).to.deep.include(['deleteAccount']);
    expect(title(el)).to.equal('Sign In');
  });

  it('Delete All Queries asks first, then deletes them all', async () => {
    const { el, calls, store } = await mount(alice([savedQuery()]));
    store.actions.setMyPdbView('account');
    await settle();
    link(el, 'Delete All Queries')!.click();
    await settle();
    expect(dialog(el).querySelector('.pdb-dialog-body')!.textContent).to.equal(MESSAGES.confirmDeleteAllQueries);
    dialogButton(el, 'Delete All Queries').click();
    await until(() => store.state.mypdb.account!.queries.length === 0);
    await settle();
    expect(calls).to.deep.include(['deleteAll']);
    expect($(el, '.query-count').textContent).to.equal('You have 0 saved queries.');
  });

  it('Help links to the MyPDB docs; Sign out signs out', async () => {
    const { el, calls } = await mount(alice());
    link(el, 'Help')!.click();
    await settle();
    expect(title(el)).to.equal('Help');
    const docs = $$(el, 'a').find((a) => a.textContent === 'MyPDB documentation') as HTMLAnchorElement;
    expect(docs.href).to.equal('https://www.rcsb.org/docs/search-and-browse/mypdb');
    link(el, 'Saved Queries')!.click();
    await settle();
    expect(title(el)).to.equal('Search Queries');
    link(el, 'Sign out')!.click();
    await until(() => calls.some(([name]) => name === 'signOut'));
    await settle();
    expect(title(el)).to.equal('Sign In');
  });
});

describe("<pdb-query-history>'s Save to MyPDB", () => {
  afterEach(() => fixtureCleanup());

  it('signed in, each row has Save, which saves the entry', async () => {
    const { el, store, calls } = await mount(null, 'pdb-query-history');
    store.state.history = [
      {
        query_id: 'h1',
        request: structuredClone(hemoglobin),
        count: 3,
        html: '',
        options: '',
        last_run: '2026-11-03T10:00:00Z',
      },
    ];
    await settle();
    expect($$(el, 'thead th').map((th) => th.textContent)).not.to.include(LABELS.historyColumns[5]);
    store.state.mypdb.account = alice();
    await settle();
    expect($$(el, 'thead th').map((th) => th.textContent)).to.include(LABELS.historyColumns[5]);
    expect($$(el, 'a').some((a) => a.textContent === LABELS.myPdbLogin)).to.equal(false);
    const save = rows(el)[0]!.querySelector<HTMLButtonElement>('.save-cell button')!;
    save.click();
    await until(() => calls.some(([name]) => name === 'save'));
    expect(calls).to.deep.include(['save', 'h1']);
    await until(() => store.state.message?.text === MESSAGES.querySaved);
  });
});
