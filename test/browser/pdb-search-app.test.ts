import { fixture, fixtureCleanup, html, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { MAIN_TABS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, barInput, terminalParameters, typeInto } from './helpers/shadow.ts';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../src/ui/common/ErrorBoundary.tsx';
import { Message } from '../../src/ui/common/Message.tsx';
import { historyStorageKey } from '../../src/store/history-storage.ts';

/** Where a context without a history-key keeps its history. */
const SHARED_HISTORY_KEY = historyStorageKey('');

type AppElement = HTMLElementTagNameMap['pdb-search-app'];

const fullText = (value: string): SearchRequest => ({
  query: { type: 'terminal', service: 'full_text', parameters: { value } },
  return_type: 'entry',
});

async function mountApp(syncUrl = false): Promise<{ app: AppElement; ctx: PdbSearchContext; bar: HTMLElement }> {
  const api = await archiveUrl();
  const app = await fixture<AppElement>(
    syncUrl
      ? html`<pdb-search-app api-base=${api} sync-url></pdb-search-app>`
      : html`<pdb-search-app api-base=${api}></pdb-search-app>`,
  );
  await until(() => !!app.shadowRoot?.querySelector('pdb-search-context pdb-search-bar'));
  await settle();
  const ctx = app.shadowRoot!.querySelector('pdb-search-context') as PdbSearchContext;
  return { app, ctx, bar: ctx.querySelector('pdb-search-bar')! };
}

const tabs = (app: Element) => $$(app, '[role=tab]');
const selectedTab = (app: Element) => tabs(app).find((t) => t.getAttribute('aria-selected') === 'true')!;
const visiblePanel = (app: Element) => $$(app, '[role=tabpanel]').find((p) => !p.hidden)!;
const tabNamed = (app: Element, name: string) => tabs(app).find((t) => t.textContent === name)!;
const panelOf = (app: Element, tab: HTMLElement) => app.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!)!;

describe('<pdb-search-app>', () => {
  const startUrl = location.href;
  beforeEach(() => sessionStorage.removeItem(SHARED_HISTORY_KEY));
  afterEach(() => {
    fixtureCleanup();
    history.replaceState(null, '', startUrl);
  });

  it('renders its own context with the bar, four tabs and the results element', async () => {
    const { app, ctx } = await mountApp();
    expect(ctx.store.state.config.apiBase).to.equal(await archiveUrl());
    expect($(app, '[role=tablist]').getAttribute('aria-label')).to.equal('Search sections');
    expect(tabs(app).map((t) => t.textContent)).to.deep.equal([...MAIN_TABS]);
    expect(selectedTab(app).textContent).to.equal('Search');
    expect(visiblePanel(app).getAttribute('aria-labelledby')).to.equal(selectedTab(app).id);
    expect(visiblePanel(app).querySelector('pdb-results')).to.not.equal(null);
    expect(ctx.querySelector('pdb-search-bar')!.hasAttribute('in-app')).to.equal(true);
  });

  it('shows the hint to use the search bar or the query builder when no query is active', async () => {
    const { app } = await mountApp();
    await settle();
    const results = visiblePanel(app).querySelector('pdb-results')!;
    const texts = [app.shadowRoot!, results.shadowRoot].filter(Boolean).map((root) => root!.textContent);
    expect(texts.join(' ')).to.contain(MESSAGES.noActiveQuery);
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const { app } = await mountApp();
    const first = tabs(app)[0]!;
    expect(tabs(app).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    first.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(selectedTab(app).textContent).to.equal('Query History');
    expect(app.shadowRoot!.activeElement).to.equal(selectedTab(app));
    expect(tabs(app).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect(visiblePanel(app).querySelector('pdb-query-history')).to.not.equal(null);
    await sendKeys({ press: 'End' });
    await settle();
    expect(selectedTab(app).textContent).to.equal('MyPDB');
    await sendKeys({ press: 'ArrowRight' }); // wraps
    await settle();
    expect(selectedTab(app).textContent).to.equal('Search');
    await sendKeys({ press: 'ArrowLeft' });
    await settle();
    expect(selectedTab(app).textContent).to.equal('MyPDB');
    await sendKeys({ press: 'Home' });
    await settle();
    expect(selectedTab(app).textContent).to.equal('Search');
  });

  it('Browse Annotations shows the tree browser; MyPDB shows its sign-in view', async () => {
    const { app, ctx } = await mountApp();
    tabNamed(app, 'Browse Annotations').click();
    await settle();
    let panel = visiblePanel(app);
    expect(panel).to.equal(panelOf(app, tabNamed(app, 'Browse Annotations')));
    const browser = panel.querySelector('pdb-tree-browser')!;
    expect(browser.hasAttribute('in-app')).to.equal(true);
    await until(() => !!browser.shadowRoot?.querySelector('[role=tree]'));
    expect(browser.shadowRoot!.querySelector('h2')!.textContent).to.equal('Browse Annotations');

    tabNamed(app, 'MyPDB').click();
    await settle();
    panel = visiblePanel(app);
    const mypdb = panel.querySelector('pdb-mypdb')!;
    expect(mypdb.hasAttribute('in-app')).to.equal(true);
    // signed out (the server answers 401): the login view with the server's provider
    await until(() => ctx.store.state.mypdb.providers.length > 0);
    await settle();
    expect(mypdb.shadowRoot!.querySelector('h2')!.textContent).to.equal('Sign In');
    expect(mypdb.shadowRoot!.textContent).to.contain(MESSAGES.loginIntro);
    expect(mypdb.shadowRoot!.textContent).to.contain('Sign in with Local');
  });

  it("the bar's 'Advanced Search' and 'Browse Annotations' links switch the app instead of leaving", async () => {
    const { app, bar } = await mountApp();
    const link = (name: string) => $$(bar, '.links a').find((a) => a.textContent === name)!;
    link('Browse Annotations').click();
    await settle();
    expect(selectedTab(app).textContent).to.equal('Browse Annotations');
    link('Advanced Search').click();
    await settle();
    expect(selectedTab(app).textContent).to.equal('Search');
    const panel = visiblePanel(app).querySelector('.builder-panel')!;
    const builder = panel.querySelector('pdb-query-builder')!;
    await until(() => !!builder.shadowRoot?.querySelector('h2'));
    expect(builder.shadowRoot!.querySelector('h2')!.textContent).to.equal('Advanced Search Query Builder');
    expect(builder.shadowRoot!.textContent).to.contain('Structure Motif');
    [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Hide Advanced Search')!.click();
    await settle();
    expect(visiblePanel(app).querySelector('pdb-query-builder')).to.equal(null);
  });

  it('a search from the bar fills the Search tab; a Query History row runs again and switches back', async () => {
    const { app, ctx, bar } = await mountApp();
    typeInto(barInput(bar), 'hemoglobin');
    await settle();
    $(bar, 'button[type=submit]').click();
    await until(() => ctx.store.state.response !== null);
    await ctx.store.actions.search(fullText('kinase'));
    tabNamed(app, 'Query History').click();
    await settle();
    const historyEl = visiblePanel(app).querySelector('pdb-query-history')!;
    await until(() => $$(historyEl, 'tbody tr').length === 2);
    ($$(historyEl, 'tbody tr')[1]!.querySelector('.query-button') as HTMLButtonElement).click();
    await settle();
    expect(selectedTab(app).textContent).to.equal('Search');
    await until(() => !ctx.store.state.dataLoading);
    expect(terminalParameters(ctx.store.state.request).value).to.equal('hemoglobin');
  });

  it('uses an enclosing <pdb-search-context> instead of making its own', async () => {
    const api = await archiveUrl();
    const outer = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${api}><pdb-search-app></pdb-search-app></pdb-search-context>`,
    );
    const app = outer.querySelector('pdb-search-app')!;
    await until(() => !!app.shadowRoot?.querySelector('[role=tablist]'));
    expect(app.shadowRoot!.querySelector('pdb-search-context')).to.equal(null);
    outer.store.actions.setTab('history');
    await settle();
    expect(selectedTab(app).textContent).to.equal('Query History');
  });

  describe('with sync-url', () => {
    it('mirrors searches and tabs in the URL, and back/forward restore them', async () => {
      const { app, ctx, bar } = await mountApp(true);
      typeInto(barInput(bar), 'hemoglobin');
      await settle();
      $(bar, 'button[type=submit]').click();
      await until(() => ctx.store.state.response !== null && !ctx.store.state.dataLoading);
      const first = new URLSearchParams(location.search).get('request');
      expect(JSON.parse(first!).query).to.deep.equal(fullText('hemoglobin').query);

      await ctx.store.actions.search(fullText('kinase'));
      expect(JSON.parse(new URLSearchParams(location.search).get('request')!).query).to.deep.equal(
        fullText('kinase').query,
      );

      tabNamed(app, 'Browse Annotations').click();
      await settle();
      expect(location.pathname).to.match(/\/browse$/);

      history.back(); // to the kinase search
      await until(() => selectedTab(app).textContent === 'Search');
      expect(terminalParameters(ctx.store.state.request).value).to.equal('kinase');

      history.back(); // to the hemoglobin search, re-run from the stored request
      await until(
        () => terminalParameters(ctx.store.state.request).value === 'hemoglobin' && !ctx.store.state.dataLoading,
      );
      expect(ctx.store.state.response!.total_count).to.equal(3);
      expect(JSON.parse(new URLSearchParams(location.search).get('request')!).query).to.deep.equal(
        fullText('hemoglobin').query,
      );

      history.forward();
      await until(() => terminalParameters(ctx.store.state.request).value === 'kinase' && !ctx.store.state.dataLoading);
    });

    it('runs the ?request= of the URL it is opened with', async () => {
      history.replaceState(null, '', `?request=${encodeURIComponent(JSON.stringify(fullText('lysozyme')))}`);
      const { ctx } = await mountApp(true);
      await until(() => ctx.store.state.response !== null);
      expect(terminalParameters(ctx.store.state.request).value).to.equal('lysozyme');
    });

    it('opens the tab a path names (/browse)', async () => {
      history.replaceState(null, '', '/browse');
      const { app } = await mountApp(true);
      expect(selectedTab(app).textContent).to.equal('Browse Annotations');
    });
  });
});

describe('shared UI pieces the app and the results use', () => {
  let host: HTMLElement;
  let root: ReturnType<typeof createRoot>;
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('ErrorBoundary shows the error text and a Continue button that recovers', async () => {
    let broken = true;
    let continued = 0;
    const Child = () => {
      if (broken) throw new Error('Cannot read the results');
      return createElement('p', { className: 'child' }, 'fine again');
    };
    const quiet = console.error;
    console.error = () => {}; // React reports the caught error; expected here
    try {
      root.render(
        createElement(
          ErrorBoundary,
          {
            contactHref: 'https://example.org/contact',
            onContinue: () => {
              continued++;
              broken = false;
            },
          },
          createElement(Child),
        ),
      );
      await settle();
    } finally {
      console.error = quiet;
    }
    expect(host.querySelector('[role=alert]')!.textContent).to.contain('Cannot read the results');
    // the advice's Contact Us is a link to the context's contact page: an embed has no such button
    const contact = host.querySelector<HTMLAnchorElement>('[role=alert] a')!;
    expect(contact.href).to.equal('https://example.org/contact');
    expect(contact.textContent).to.contain('Contact Us');
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!;
    button.click();
    await settle();
    expect(continued).to.equal(1);
    expect(host.querySelector('.child')!.textContent).to.equal('fine again');
  });

  it("Message offers the seed's re-run with CSM button only when asked to", async () => {
    let reruns = 0;
    root.render(
      createElement(Message, {
        kind: 'warning',
        text: MESSAGES.noResultsPdb,
        offerCsm: true,
        onRerunWithCsm: () => reruns++,
      }),
    );
    await settle();
    expect(host.querySelector('[role=status]')!.getAttribute('data-kind')).to.equal('warning');
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === MESSAGES.rerunWithCsm)!;
    button.click();
    expect(reruns).to.equal(1);
    root.render(createElement(Message, { kind: 'error', text: 'ERROR: boom' }));
    await settle();
    expect(host.querySelector('[role=alert]')!.textContent).to.equal('ERROR: boom');
    expect(host.querySelectorAll('button')).to.have.length(0);
  });
});
