// Issue 14, "Done when": every seed 000 §5 message for attribute and full-text input, shown in the
// browser next to its terminal (or, for an empty query, as the builder's alert), with the real
// attribute definitions of the archive's metadata schema.

import { fixture, html, expect } from '@open-wc/testing';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchStore } from '../../src/store/create-search-store.ts';
import type { BuilderGroupNode } from '../../src/model/types.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { catalogueFromSchema, type AttributeCatalogue } from '../../src/model/attribute-catalogue.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, typeInto } from './helpers/shadow.ts';

let catalogue: AttributeCatalogue;

async function mount(): Promise<{ store: SearchStore; builder: HTMLElement }> {
  const api = await archiveUrl();
  catalogue ??= catalogueFromSchema(await (await fetch(`${api}/rcsbsearch/v2/metadata/schema`)).json(), 'text');
  const ctx = await fixture<PdbSearchContext>(
    html`<pdb-search-context api-base=${api}><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
  );
  const builder = ctx.querySelector('pdb-query-builder') as HTMLElement;
  await until(() => $$(builder, '.terminal').length > 0);
  return { store: ctx.store as SearchStore, builder };
}

function rootOf(store: SearchStore, service: string): BuilderGroupNode {
  return store.state.queryBuilder.sections.find((s) => s.service === service)!.root;
}

/** One attribute terminal with `value` under `operator`, as the selector and inputs would leave it. */
async function attribute(store: SearchStore, path: string, operator: string, value: unknown): Promise<void> {
  const terminal = rootOf(store, 'text').nodes[0]!;
  const definition = catalogue.definitions.get(path)!;
  store.actions.chooseAttribute(terminal.id, { attribute: path, name: definition.name ?? path }, definition);
  store.actions.chooseOperator(terminal.id, operator);
  store.actions.setAttributeValue(terminal.id, { value: value as never });
  await settle();
}

const messagesShown = (builder: HTMLElement) => $$(builder, '.terminal-error').map((el) => el.textContent);

describe('<pdb-query-builder>: the seed messages for attribute and full-text input', () => {
  it("full text with markup: 'Invalid input detected' next to the term, described by it", async () => {
    const { builder } = await mount();
    for (const bad of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)']) {
      typeInto($(builder, 'input[id$="-value"]') as HTMLInputElement, bad);
      await settle();
      expect(messagesShown(builder)).to.deep.equal([MESSAGES.invalidInput]);
    }
    const input = $(builder, 'input[id$="-value"]');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(builder.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal(
      MESSAGES.invalidInput,
    );
    typeInto(input as HTMLInputElement, 'hemoglobin');
    await settle();
    expect(messagesShown(builder)).to.deep.equal([]);
  });

  it("full text '*': the wildcard message", async () => {
    const { builder } = await mount();
    typeInto($(builder, 'input[id$="-value"]') as HTMLInputElement, '*');
    await settle();
    expect(messagesShown(builder)).to.deep.equal([MESSAGES.wildcardNotSupported]);
  });

  it("a number that is not one: '<name> contains an invalid value.'", async () => {
    const { store, builder } = await mount();
    await attribute(store, 'rcsb_entry_info.resolution_combined', 'less_or_equal', 'two');
    expect(messagesShown(builder)).to.deep.equal([MESSAGE_TEMPLATES.attributeInvalid('Refinement Resolution')]);
  });

  it('a date not written YYYY-MM-DD, and a date range with one end', async () => {
    const { store, builder } = await mount();
    await attribute(store, 'rcsb_accession_info.initial_release_date', 'greater', '2020/01/01');
    expect(messagesShown(builder)).to.deep.equal([MESSAGE_TEMPLATES.attributeInvalid('Release Date')]);
    await attribute(store, 'rcsb_accession_info.initial_release_date', 'range_upper_incl', {
      from: '2020-01-01',
      to: '',
    });
    expect(messagesShown(builder)).to.deep.equal([MESSAGE_TEMPLATES.attributeEmptyOrInvalid('Release Date')]);
  });

  it('a value outside an enumeration, and a list with a bad number', async () => {
    const { store, builder } = await mount();
    await attribute(store, 'exptl.method', 'exact_match', 'CRYO');
    expect(messagesShown(builder)).to.deep.equal([MESSAGE_TEMPLATES.attributeInvalid('Experimental Method')]);
    const count = catalogue.definitions.get('rcsb_entry_info.polymer_entity_count')!;
    await attribute(store, count.attribute, 'in', '1, x');
    expect(messagesShown(builder)).to.deep.equal([MESSAGE_TEMPLATES.attributeInvalid(count.name!)]);
  });

  it('empty values are dropped, not reported; exists needs none; an empty query answers the seed alert', async () => {
    const { store, builder } = await mount();
    await attribute(store, 'rcsb_entry_info.resolution_combined', 'less_or_equal', '');
    expect(messagesShown(builder)).to.deep.equal([]);
    ($$(builder, 'button').find((b) => b.textContent === 'Search') as HTMLButtonElement).click();
    await until(() => $$(builder, '.builder-alert').length > 0);
    expect($(builder, '.builder-alert').textContent).to.equal(MESSAGES.emptyQuery);
    await attribute(store, 'rcsb_entry_info.resolution_combined', 'exists', undefined);
    expect(store.actions.builderRequest().ok).to.equal(true);
    expect($$(builder, '.builder-alert')).to.have.length(0, 'the alert goes once the query changes');
  });
});
