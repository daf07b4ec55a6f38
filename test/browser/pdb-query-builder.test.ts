// <pdb-query-builder> alone on a page (its own store, Search goes to results-url) and in a context
// (the context's searches open in it; pdb-search can be cancelled), operated from the keyboard.

import { fixture, html, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { barNavigation } from '../../src/ui/search-bar/navigate.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, typeInto } from './helpers/shadow.ts';

const button = (host: Element, name: string) =>
  $$(host, 'button').find((b) => b.textContent === name || b.getAttribute('aria-label') === name) as HTMLButtonElement;

describe('<pdb-query-builder>', () => {
  it('alone: Search announces pdb-search and goes to results-url with ?request=', async () => {
    const api = await archiveUrl();
    const el = await fixture<HTMLElement>(
      html`<pdb-query-builder api-base=${api} results-url="/results.html?x=1"></pdb-query-builder>`,
    );
    await until(() => $$(el, 'input[id$="-value"]').length > 0);
    typeInto($(el, 'input[id$="-value"]') as HTMLInputElement, 'hemoglobin');
    await settle();
    const events: CustomEvent[] = [];
    const assigned: string[] = [];
    const original = barNavigation.assign;
    barNavigation.assign = (url: string) => void assigned.push(url);
    const listener = (e: Event) => events.push(e as CustomEvent);
    el.addEventListener('pdb-search', listener);
    try {
      button(el, 'Search').click();
      await until(() => assigned.length > 0);
    } finally {
      barNavigation.assign = original;
      el.removeEventListener('pdb-search', listener);
    }
    const request = events[0]!.detail.request as SearchRequest;
    expect(request.query).to.deep.equal({
      type: 'terminal',
      service: 'full_text',
      parameters: { value: 'hemoglobin' },
    });
    expect(assigned[0]).to.match(/^\/results\.html\?x=1&request=/);
    expect(JSON.parse(new URL(assigned[0]!, location.href).searchParams.get('request')!).query).to.deep.equal(
      request.query,
    );
  });

  it('in a context: a search of the context opens in it; a cancelled pdb-search runs nothing', async () => {
    const api = await archiveUrl();
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${api}><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
    );
    const el = ctx.querySelector('pdb-query-builder')!;
    await ctx.search({
      return_type: 'entry',
      query: {
        type: 'group',
        logical_operator: 'or',
        nodes: [
          { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
          { type: 'terminal', service: 'full_text', parameters: { value: 'globin' } },
        ],
      },
    });
    await until(() => $$(el, 'input[id$="-value"]').length === 2);
    expect($$(el, 'input[id$="-value"]').map((i) => (i as HTMLInputElement).value)).to.deep.equal(['kinase', 'globin']);
    expect(button(el, 'OR').getAttribute('aria-pressed')).to.equal('true');

    const queryId = ctx.store.state.queryId;
    const cancel = (e: Event) => e.preventDefault();
    el.addEventListener('pdb-search', cancel);
    button(el, 'Search').click();
    await settle();
    el.removeEventListener('pdb-search', cancel);
    expect(ctx.store.state.queryId).to.equal(queryId, 'nothing ran');
  });

  it('keyboard: AND/OR and NOT are toggle buttons; Add Term, remove and the section toggle work from keys', async () => {
    const api = await archiveUrl();
    const ctx = await fixture<PdbSearchContext>(
      html`<pdb-search-context api-base=${api}><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
    );
    const el = ctx.querySelector('pdb-query-builder')!;
    await until(() => $$(el, 'input[id$="-value"]').length > 0);
    button(el, 'Add Term').focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect($$(el, '.terminal.full-text')).to.have.length(2);
    button(el, 'AND').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await settle();
    expect(button(el, 'OR').getAttribute('aria-pressed')).to.equal('true');
    button(el, 'Remove term 2').focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect($$(el, '.terminal.full-text')).to.have.length(1);
    expect(button(el, 'Remove term 1')).to.equal(undefined, 'the last term cannot be removed');

    const not = $$(el, 'button.not-toggle')[0]!;
    expect(not.getAttribute('aria-pressed')).to.equal('false');
    not.focus();
    await sendKeys({ press: 'Space' });
    await settle();
    expect(not.getAttribute('aria-pressed')).to.equal('true');

    const toggle = button(el, 'Chemical Attributes');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect($(el, `#${toggle.getAttribute('aria-controls')}`).querySelector('[role=combobox]')).to.not.equal(null);
  });
});
