// Each wtr test file gets its own page: here the bar is defined before the context element, as
// happens when a page loads the per-element bundles in any order.
import { fixture, html, expect } from '@open-wc/testing';
import '../../elements/pdb-search-bar.ts';
import { settle, until } from './helpers/settle.ts';

describe('a bar upgraded before its <pdb-search-context>', () => {
  it('waits for the context definition and then shares its store', async () => {
    const ctx = await fixture<HTMLElement>(
      html`<pdb-search-context><pdb-search-bar></pdb-search-bar></pdb-search-context>`,
    );
    await settle();
    expect(customElements.get('pdb-search-context')).to.equal(undefined);
    await import('../../elements/pdb-search-context.ts');
    const upgraded = ctx as HTMLElementTagNameMap['pdb-search-context'];
    upgraded.store.actions.setTerm('lysozyme');
    await until(() => ctx.querySelector('pdb-search-bar')!.shadowRoot!.querySelector('input')!.value === 'lysozyme');
  });
});
