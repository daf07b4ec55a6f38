// The developer tools panel in the app (seed 001 §2, issue 14), against the real archive server:
// 'searchdev' in the bar shows and hides it, its toggles and format switch choose what it shows,
// its tables follow the store, and "Open as Search API JSON" is a GET the archive answers.

import { fixture, fixtureCleanup, html, expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { historyStorageKey } from '../../src/store/history-storage.ts';
import { DEVTOOLS_LINKS } from '../../src/model/devtools-links.ts';
import { DEFAULT_SITE_BASE_URL } from '../../src/model/link-templates.ts';
import { ObjectView } from '../../src/ui/devtools/ObjectView.tsx';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, barInput, terminalParameters, typeInto } from './helpers/shadow.ts';

type AppElement = HTMLElementTagNameMap['pdb-search-app'];

async function mountApp(): Promise<{ app: AppElement; ctx: PdbSearchContext; bar: HTMLElement }> {
  const api = await archiveUrl();
  const app = await fixture<AppElement>(html`<pdb-search-app api-base=${api}></pdb-search-app>`);
  await until(() => !!app.shadowRoot?.querySelector('pdb-search-context pdb-search-bar'));
  await settle();
  const ctx = app.shadowRoot!.querySelector('pdb-search-context') as PdbSearchContext;
  return { app, ctx, bar: ctx.querySelector('pdb-search-bar')! };
}

async function submit(bar: HTMLElement, text: string): Promise<void> {
  typeInto(barInput(bar), text);
  await settle();
  $(bar, 'button[type=submit]').click();
  await settle();
}

const panelOf = (app: AppElement) => app.shadowRoot!.querySelector<HTMLElement>('section.devtools');
const buttonNamed = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;
const radioNamed = (root: Element, name: string) =>
  [...root.querySelectorAll('label')].find((l) => l.textContent === name)!.querySelector('input')!;
const shownView = (panel: Element) => panel.querySelector<HTMLElement>('.dt-view');
const shownJson = (panel: Element): unknown => JSON.parse(panel.querySelector('.dt-view pre')!.textContent!);
const openLink = (panel: Element) =>
  [...panel.querySelectorAll('a')].find((a) => a.textContent === 'Open as Search API JSON');
const requestOfHref = (href: string): unknown => JSON.parse(new URL(href).searchParams.get('json')!);

function tableNamed(panel: Element, caption: string): Record<string, string> {
  const table = [...panel.querySelectorAll('table')].find((t) => t.caption?.textContent === caption)!;
  const rows: Record<string, string> = {};
  for (const row of table.querySelectorAll('tbody tr')) {
    const name = row.querySelector('th[scope=row]');
    if (name) rows[name.textContent!] = [...row.querySelectorAll('td')].map((td) => td.textContent).join(' | ');
  }
  return rows;
}

describe('developer tools in <pdb-search-app>', () => {
  beforeEach(() => sessionStorage.removeItem(historyStorageKey('')));
  afterEach(() => fixtureCleanup());

  it("'searchdev' shows the panel with its links, toggles, format choice and tables; again hides it", async () => {
    const { app, ctx, bar } = await mountApp();
    const api = await archiveUrl();
    expect(panelOf(app)).to.equal(null);

    await submit(bar, 'searchdev');
    await until(() => panelOf(app) !== null);
    const panel = panelOf(app)!;
    expect(ctx.store.state.developerMode).to.equal(true);
    const heading = panel.querySelector('h2')!;
    expect(heading.textContent).to.equal('Developer tools');
    expect(panel.getAttribute('aria-labelledby')).to.equal(heading.id);
    // in the Search panel, above the results
    const searchPanel = panel.closest('[role=tabpanel]')!;
    expect(panel.compareDocumentPosition(searchPanel.querySelector('pdb-results')!)).to.equal(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    const links = [...panel.querySelectorAll('nav a')] as HTMLAnchorElement[];
    const hrefs = links.map((a) => a.href);
    expect(hrefs).to.include(`${api}/search/tests`);
    for (const link of DEVTOOLS_LINKS) expect(hrefs).to.include(`${api}${link.href}`);
    expect(hrefs).to.include(`${DEFAULT_SITE_BASE_URL}/docs/programmatic-access/web-apis-overview`);
    for (const a of links) expect([a.target, a.rel]).to.deep.equal(['_blank', 'noopener']);
    // the schema and the attribute maps answer on the archive
    for (const path of ['/rcsbsearch/v2/metadata/schema', '/search/tests/attr-map/structure/']) {
      expect((await fetch(`${api}${path}`)).status, path).to.equal(200);
    }

    // nothing to open before a search or a built query
    expect(openLink(panel)).to.equal(undefined);
    expect(panel.querySelector('.dt-open')!.textContent).to.contain('run a search or build a query first');
    expect(shownView(panel)).to.equal(null);
    expect(panel.textContent).to.contain('No search has run yet.');

    const flags = tableNamed(panel, 'Flags');
    expect(flags.developerMode).to.equal('true');
    expect(flags['queryBuilder.open']).to.equal('false');
    expect(flags.tab).to.equal('search');
    expect(tableNamed(panel, 'Pager').rows).to.equal(String(ctx.store.state.pager.rows));
    expect(tableNamed(panel, 'Sort')['1']).to.equal('score | desc | —');
    expect(tableNamed(panel, 'Views')).to.deep.equal({ results: 'search', search: 'summary', report: 'pdb_ids' });
    for (const table of panel.querySelectorAll('table')) {
      expect(table.querySelectorAll('thead th[scope=col]').length).to.be.greaterThan(1);
    }

    await submit(bar, 'searchdev');
    await until(() => panelOf(app) === null);
    expect(ctx.store.state.developerMode).to.equal(false);
  });

  it('shows the request, the builder and the state as text or html, and opens the request as a Search API GET', async () => {
    const { app, ctx, bar } = await mountApp();
    await submit(bar, 'searchdev');
    await until(() => panelOf(app) !== null);
    await submit(bar, 'hemoglobin');
    await until(() => ctx.store.state.response !== null && !ctx.store.state.dataLoading);
    await settle();
    const panel = panelOf(app)!;
    const request = JSON.parse(JSON.stringify(ctx.store.state.request)) as SearchRequest;
    expect(terminalParameters(request).value).to.equal('hemoglobin');

    // Request is shown first, as text: the request as JSON
    const toggles = [...panel.querySelectorAll('[role=group][aria-label=Show] button')];
    expect(toggles.map((b) => b.textContent)).to.deep.equal(['Query builder', 'Request', 'State']);
    expect(toggles.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'true', 'false']);
    expect(panel.querySelector('fieldset legend')!.textContent).to.equal('Format');
    expect(radioNamed(panel, 'Text').checked).to.equal(true);
    expect(shownView(panel)!.getAttribute('aria-label')).to.equal('Request as text');
    expect(shownJson(panel)).to.deep.equal(request);

    // HTML: the same object as nested lists, its strings as text
    radioNamed(panel, 'HTML').click();
    await settle();
    expect(radioNamed(panel, 'HTML').checked).to.equal(true);
    const view = shownView(panel)!;
    expect(view.getAttribute('aria-label')).to.equal('Request as HTML');
    expect(view.querySelector('pre')).to.equal(null);
    const keys = [...view.querySelectorAll(':scope > dl > .dt-entry > dt')].map((dt) => dt.textContent);
    expect(keys).to.include.members(['query', 'return_type', 'request_options']);
    expect(view.textContent).to.contain('"hemoglobin"');

    // State: the response's rows only counted
    buttonNamed(panel, 'State').click();
    await settle();
    expect(toggles.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false', 'true']);
    radioNamed(panel, 'Text').click();
    await settle();
    const state = shownJson(panel) as { response: { result_set: string }; pager: unknown; developerMode: boolean };
    expect(state.response.result_set).to.equal(`${ctx.store.state.response!.result_set.length} results (not shown)`);
    expect(state.pager).to.deep.equal(JSON.parse(JSON.stringify(ctx.store.state.pager)));
    expect(state.developerMode).to.equal(true);
    expect(tableNamed(panel, 'Pager').total_count).to.equal(String(ctx.store.state.pager.total_count));
    expect(tableNamed(panel, 'Flags').queryId).to.equal(ctx.store.state.queryId);

    // pressed again, a toggle hides what it shows
    buttonNamed(panel, 'State').click();
    await settle();
    expect(toggles.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false', 'false']);
    expect(shownView(panel)).to.equal(null);

    // the builder closed and empty: the link opens the current search's request, and the archive answers it
    const link = openLink(panel)!;
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener']);
    expect(link.href.startsWith(`${await archiveUrl()}/rcsbsearch/v2/query?json=`)).to.equal(true);
    expect(requestOfHref(link.href)).to.deep.equal(request);
    expect(panel.querySelector('.dt-open')!.textContent).to.contain("the current search's request");
    const answer = await fetch(link.href);
    expect(answer.status).to.equal(200);
    const body = (await answer.json()) as { result_set: unknown[]; total_count: number };
    expect(body.result_set.length).to.be.greaterThan(0);
    expect(body.total_count).to.equal(ctx.store.state.response!.total_count);

    // the builder follows the search (what <pdb-query-builder> asks when it shows; the store's action
    // here, so this test does not depend on the builder's own element): its object shows the
    // sections, the link its request
    ctx.store.actions.followCurrentSearch();
    await until(() => ctx.store.state.queryBuilder.sections.length > 0);
    await settle();
    buttonNamed(panel, 'Query builder').click();
    await settle();
    expect(toggles.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false']);
    expect(shownView(panel)!.getAttribute('aria-label')).to.equal('Query builder as text');
    const builder = shownJson(panel) as { queryId: string; sections: Array<{ service: string }> };
    expect(builder.queryId).to.equal(ctx.store.state.queryId);
    expect(builder.sections.map((s) => s.service)).to.deep.equal(
      ctx.store.state.queryBuilder.sections.map((s) => s.service),
    );
    expect(builder.sections.map((s) => s.service)).to.include('full_text');
    expect(tableNamed(panel, 'Flags')['queryBuilder.queryId']).to.equal(ctx.store.state.queryId);

    const built = ctx.store.actions.builderRequest();
    expect(built.ok).to.equal(true);
    await until(() => panel.querySelector('.dt-open')!.textContent!.includes("the query builder's request"));
    expect(requestOfHref(openLink(panel)!.href)).to.deep.equal(JSON.parse(JSON.stringify(built.ok && built.value)));
    expect(terminalParameters(requestOfHref(openLink(panel)!.href) as SearchRequest).value).to.equal('hemoglobin');

    // Turn off
    buttonNamed(panel, 'Turn off').click();
    await until(() => panelOf(app) === null);
    expect(ctx.store.state.developerMode).to.equal(false);
  });
});

describe('developer tools in browser-direct mode (issue 34)', () => {
  afterEach(() => fixtureCleanup());

  it('without api-base: no links to developer pages of ours; the schemas and the GET go to the search-api', async () => {
    const api = await archiveUrl();
    const app = await fixture<AppElement>(html`<pdb-search-app search-api=${api} data-api=${api}></pdb-search-app>`);
    await until(() => !!app.shadowRoot?.querySelector('pdb-search-context pdb-search-bar'));
    await settle();
    const ctx = app.shadowRoot!.querySelector('pdb-search-context') as PdbSearchContext;
    ctx.store.actions.toggleDeveloperMode(true);
    await until(() => panelOf(app) !== null);
    const panel = panelOf(app)!;
    const hrefs = ([...panel.querySelectorAll('nav a')] as HTMLAnchorElement[]).map((a) => a.href);
    expect(hrefs.filter((href) => new URL(href).pathname.startsWith('/search/tests'))).to.deep.equal([]);
    for (const link of DEVTOOLS_LINKS.filter((l) => l.searchApi)) expect(hrefs).to.include(`${api}${link.href}`);
    expect(hrefs).to.include(`${DEFAULT_SITE_BASE_URL}/docs/programmatic-access/web-apis-overview`);
  });
});

describe('the object view of the developer tools', () => {
  it('draws markup in keys and values as text in both formats', async () => {
    const hostile = '<img src=x onerror=window.devtoolsHacked=1>';
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      for (const format of ['html', 'text'] as const) {
        root.render(createElement(ObjectView, { value: { [hostile]: [hostile, 1, null] }, format, label: 'x' }));
        await settle();
        expect(host.querySelector('img')).to.equal(null);
        expect(host.textContent).to.contain(hostile);
      }
      expect((window as { devtoolsHacked?: number }).devtoolsHacked).to.equal(undefined);
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
