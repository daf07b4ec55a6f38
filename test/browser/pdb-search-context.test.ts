import { fixture, fixtureCleanup, html, expect } from '@open-wc/testing';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { requestSearchStore } from '../../src/store/context.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { barInput, terminalParameters, typeInto } from './helpers/shadow.ts';

const fullText = (value: string): SearchRequest => ({
  query: { type: 'terminal', service: 'full_text', parameters: { value } },
  return_type: 'entry',
});

describe('<pdb-search-context>', () => {
  const startUrl = location.href;
  afterEach(() => {
    fixtureCleanup();
    history.replaceState(null, '', startUrl);
  });

  it('creates its own store and copies its attributes into store.config', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context
        api-base="http://127.0.0.1:9"
        return-type="polymer_entity"
        rows="50"
        include-csm
        link-base="https://pdb.example.org"
        results-url="/pdb/search"
      ></pdb-search-context>`,
    );
    expect(ctx.store.state.config).to.deep.include({
      apiBase: 'http://127.0.0.1:9',
      returnType: 'polymer_entity',
      rows: 50,
      includeCsm: true,
      syncUrl: false,
      linkBase: 'https://pdb.example.org',
      resultsUrl: '/pdb/search',
    });
    ctx.setAttribute('include-csm', 'false');
    ctx.removeAttribute('link-base');
    expect(ctx.store.state.config.includeCsm).to.equal(false);
    expect(ctx.store.state.config.linkBase).to.equal('https://www.rcsb.org');
    expect(getComputedStyle(ctx).display).to.equal('contents');
  });

  it('answers context-request from any descendant, across shadow roots', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context
        ><div><span></span></div
      ></pdb-search-context>`,
    );
    const span = ctx.querySelector('span')!;
    expect(requestSearchStore(span)).to.equal(ctx.store);
    const host = document.createElement('div');
    ctx.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('b'));
    expect(requestSearchStore(inner)).to.equal(ctx.store);
    expect(requestSearchStore(document.body)).to.equal(undefined);
  });

  it('gives a child <pdb-search-bar> the context store, which the bar writes to', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context><pdb-search-bar></pdb-search-bar></pdb-search-context>`,
    );
    await settle();
    const bar = ctx.querySelector('pdb-search-bar')!;
    typeInto(barInput(bar), 'hemoglobin');
    await settle();
    expect(ctx.store.state.term).to.equal('hemoglobin');
    ctx.store.actions.setTerm('myoglobin');
    await settle();
    expect(barInput(bar).value).to.equal('myoglobin');
  });

  it('keeps two contexts on one page apart', async () => {
    const api = await archiveUrl();
    const page = await fixture<HTMLElement>(html`
      <div>
        <pdb-search-context api-base=${api}><pdb-search-bar></pdb-search-bar></pdb-search-context>
        <pdb-search-context api-base=${api}><pdb-search-bar></pdb-search-bar></pdb-search-context>
      </div>
    `);
    await settle();
    const [a, b] = [...page.querySelectorAll('pdb-search-context')] as PdbSearchContext[];
    expect(a!.store).not.to.equal(b!.store);
    typeInto(barInput(a!.querySelector('pdb-search-bar')!), 'kinase');
    await settle();
    expect(a!.store.state.term).to.equal('kinase');
    expect(b!.store.state.term).to.equal('');
    expect(barInput(b!.querySelector('pdb-search-bar')!).value).to.equal('');
    const results: EventTarget[] = [];
    page.addEventListener('pdb-results', (e) => results.push(e.target!));
    await a!.search(fullText('kinase'));
    await settle();
    expect(a!.store.state.response!.total_count).to.be.greaterThan(0);
    expect(b!.store.state.response).to.equal(null);
    expect(b!.store.state.request).to.equal(null);
    expect(results).to.deep.equal([a]);
  });

  it('lets a lone search bar work with a private store', async () => {
    const bar = await fixture<HTMLElement>(html`<pdb-search-bar></pdb-search-bar>`);
    await settle();
    typeInto(barInput(bar), 'ribosome');
    await settle();
    expect(barInput(bar).value).to.equal('ribosome');
  });

  it('a lone bar hands its request to the page in a cancelable, composed pdb-search event', async () => {
    const bar = await fixture<HTMLElement>(html`<pdb-search-bar></pdb-search-bar>`);
    await settle();
    typeInto(barInput(bar), 'ribosome');
    await settle();
    let event: CustomEvent | undefined;
    document.addEventListener('pdb-search', (e) => (event = e), { once: true });
    bar.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await settle();
    expect(event!.cancelable && event!.composed && event!.bubbles).to.equal(true);
    expect(event!.detail).to.deep.equal({ request: fullText('ribosome'), term: 'ribosome' });
  });

  it('el.search(request) runs in the store and announces pdb-results from the context', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${await archiveUrl()}></pdb-search-context>`,
    );
    let detail: { totalCount: number; returnType: string } | undefined;
    ctx.addEventListener('pdb-results', (e) => (detail = e.detail));
    await ctx.search(fullText('hemoglobin'));
    await settle();
    expect(ctx.store.state.response!.total_count).to.equal(3);
    expect(detail).to.deep.equal({ totalCount: 3, returnType: 'entry' });
  });

  it('announces no results as pdb-results with a count of 0', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${await archiveUrl()}></pdb-search-context>`,
    );
    let detail: { totalCount: number } | undefined;
    ctx.addEventListener('pdb-results', (e) => (detail = e.detail));
    await ctx.search(fullText('zzzqqqxxyy'));
    await settle();
    expect(ctx.store.state.message!.text).to.equal('No results matching the current query were found in the PDB.');
    expect(detail!.totalCount).to.equal(0);
  });

  it('announces a failed search as pdb-error', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${await archiveUrl()}></pdb-search-context>`,
    );
    let message: string | undefined;
    let results = 0;
    ctx.addEventListener('pdb-error', (e) => (message = e.detail.message));
    ctx.addEventListener('pdb-results', () => results++);
    await ctx.search({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'no_such.attribute', operator: 'exact_match', value: 'x' },
      },
      return_type: 'entry',
    });
    await settle();
    expect(ctx.store.state.message?.kind).to.equal('error');
    expect(message).to.equal(ctx.store.state.message!.text);
    expect(results).to.equal(0);
  });

  it('with sync-url runs the ?request= of the page URL on connect', async () => {
    const request = fullText('kinase');
    history.replaceState(null, '', `?request=${encodeURIComponent(JSON.stringify(request))}`);
    const api = await archiveUrl();
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${api} sync-url></pdb-search-context>`,
    );
    await until(() => ctx.store.state.response !== null);
    expect(ctx.store.state.request!.query).to.deep.equal(request.query);
  });

  it('runs a ?q= it receives from a standalone bar even without sync-url, and leaves the URL alone', async () => {
    history.replaceState(null, '', '?q=lysozyme');
    const api = await archiveUrl();
    const ctx = await fixture<PdbSearchContext>(html`<pdb-search-context api-base=${api}></pdb-search-context>`);
    await until(() => ctx.store.state.response !== null);
    expect(ctx.store.state.request!.query).to.deep.equal(fullText('lysozyme').query);
    await ctx.search(fullText('kinase'));
    expect(location.search).to.equal('?q=lysozyme');
  });

  it('runs nothing on connect when the URL names no search', async () => {
    const ctx = await fixture<PdbSearchContext>(html`<pdb-search-context sync-url></pdb-search-context>`);
    await settle();
    expect(ctx.store.state.request).to.equal(null);
    expect(ctx.store.state.dataLoading).to.equal(false);
  });

  it('disposes on disconnect: back/forward no longer reach a removed context', async () => {
    const api = await archiveUrl();
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${api} sync-url></pdb-search-context>`,
    );
    await ctx.search(fullText('kinase'));
    await ctx.search(fullText('hemoglobin'));
    ctx.remove();
    history.back();
    await new Promise((r) => setTimeout(r, 300));
    expect(terminalParameters(ctx.store.state.request).value).to.equal('hemoglobin');
    expect(ctx.store.state.dataLoading).to.equal(false);
  });
});
