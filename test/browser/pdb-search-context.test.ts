import { fixture, html, expect } from '@open-wc/testing';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import { requestSearchStore } from '../../src/store/context.ts';
import { settle } from './helpers/settle.ts';

function input(bar: Element): HTMLInputElement {
  const found = bar.shadowRoot?.querySelector('input');
  if (!found) throw new Error('search bar has no input');
  return found;
}

function type(bar: Element, text: string): void {
  const field = input(bar);
  // React listens to the native setter's 'input' event, not to value assignment alone.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('<pdb-search-context>', () => {
  it('creates its own store and copies its attributes into store.config', async () => {
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base="http://127.0.0.1:9" return-type="polymer_entity" rows="50" include-csm></pdb-search-context>`,
    );
    expect(ctx.store.state.config).to.deep.include({
      apiBase: 'http://127.0.0.1:9',
      returnType: 'polymer_entity',
      rows: 50,
      includeCsm: true,
      syncUrl: false,
    });
    ctx.setAttribute('include-csm', 'false');
    expect(ctx.store.state.config.includeCsm).to.equal(false);
    expect(getComputedStyle(ctx).display).to.equal('contents');
  });

  it('answers context-request from any descendant, across shadow roots', async () => {
    const ctx = await fixture<PdbSearchContext>(html`<pdb-search-context><div><span></span></div></pdb-search-context>`);
    const span = ctx.querySelector('span')!;
    expect(requestSearchStore(span)).to.equal(ctx.store);
    const host = document.createElement('div');
    ctx.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('b'));
    expect(requestSearchStore(inner)).to.equal(ctx.store);
    expect(requestSearchStore(document.body)).to.equal(undefined);
  });

  it('gives a child <pdb-search-bar> the context store, which the bar writes to', async () => {
    const ctx = await fixture<PdbSearchContext>(html`<pdb-search-context><pdb-search-bar></pdb-search-bar></pdb-search-context>`);
    await settle();
    const bar = ctx.querySelector('pdb-search-bar')!;
    type(bar, 'hemoglobin');
    await settle();
    expect(ctx.store.state.term).to.equal('hemoglobin');
    ctx.store.actions.setTerm('myoglobin');
    await settle();
    expect(input(bar).value).to.equal('myoglobin');
  });

  it('keeps two contexts on one page apart', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <pdb-search-context id="a"><pdb-search-bar></pdb-search-bar></pdb-search-context>
        <pdb-search-context id="b"><pdb-search-bar></pdb-search-bar></pdb-search-context>
      </div>
    `);
    await settle();
    const [a, b] = [...page.querySelectorAll('pdb-search-context')] as PdbSearchContext[];
    expect(a!.store).not.to.equal(b!.store);
    type(a!.querySelector('pdb-search-bar')!, 'kinase');
    await settle();
    expect(a!.store.state.term).to.equal('kinase');
    expect(b!.store.state.term).to.equal('');
    expect(input(b!.querySelector('pdb-search-bar')!).value).to.equal('');
  });

  it('lets a lone search bar work with a private store', async () => {
    const bar = await fixture<HTMLElement>(html`<pdb-search-bar></pdb-search-bar>`);
    await settle();
    type(bar, 'ribosome');
    await settle();
    expect(input(bar).value).to.equal('ribosome');
  });

  it('dispatches a cancelable, composed pdb-search event on submit', async () => {
    const bar = await fixture<HTMLElement>(html`<pdb-search-bar></pdb-search-bar>`);
    await settle();
    type(bar, '4HHB');
    await settle();
    let detail: unknown;
    document.addEventListener('pdb-search', (e) => (detail = e.detail), { once: true });
    bar.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await settle();
    expect(detail).to.deep.equal({ request: null, term: '4HHB' });
  });
});
