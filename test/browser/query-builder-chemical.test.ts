// Issue 15: the Chemical Similarity section of <pdb-query-builder> against the real archive server:
// 'Enter a value.' next to the textarea once it has been left empty, the descriptor defaults
// (SMILES, graph-relaxed-stereo) set when the query type becomes descriptor, Match Subset for a
// formula only, Clear back to the seed defaults, a chemical search without a return-type question,
// and the Open Chemical Sketch Tool dialog: labelled, framing /chemical-sketch with the section's
// descriptor, closed by Escape with focus back on its button, and filling the descriptor from the
// frame's answer (Ketcher itself is driven in the e2e test).

import { fixture, html, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchStore } from '../../src/store/create-search-store.ts';
import type { BuilderTerminalNode } from '../../src/model/types.ts';
import { LABELS } from '../../src/model/constants/labels.ts';
import { DEFAULTS } from '../../src/model/constants/limits.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import { SKETCH_EMPTY_MESSAGE } from '../../src/model/chemical-sketch.ts';
import { CHEMICAL_EXAMPLES } from '../../src/ui/query-builder/chemical/chemical-inputs.ts';
import { SKETCH_MESSAGE_SOURCE } from '../../src/ui/chemical-sketch/sketch-messages.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, deepActive, terminalParameters } from './helpers/shadow.ts';

interface Mounted {
  api: string;
  store: SearchStore;
  builder: HTMLElement;
  section: HTMLElement;
}

async function mount(): Promise<Mounted> {
  const api = await archiveUrl();
  const ctx = await fixture<PdbSearchContext>(
    html`<pdb-search-context api-base=${api}><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
  );
  const builder = ctx.querySelector('pdb-query-builder') as HTMLElement;
  const store = ctx.store as SearchStore;
  await until(() => $$(builder, '.terminal').length > 0);
  store.actions.openSection('chemical');
  await until(() => $$(builder, 'fieldset[data-service=chemical] .chem-terminal').length > 0);
  return { api, store, builder, section: $(builder, 'fieldset[data-service=chemical]') };
}

/** Types as a user does: the native value setter, then the 'input' event React listens for. */
function type(field: HTMLElement, text: string): void {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function choose(select: HTMLElement, value: string): void {
  (select as HTMLSelectElement).value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

const byId = (section: HTMLElement, id: string) => (section.getRootNode() as ShadowRoot).getElementById(id);

/** A section's control by its visible label (radios and the checkbox are wrapped by theirs). */
function field(section: HTMLElement, label: string): HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement {
  const found = [...section.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return (found.htmlFor ? byId(section, found.htmlFor) : found.querySelector('input')) as HTMLInputElement &
    HTMLTextAreaElement &
    HTMLSelectElement;
}

/** The query-type radio of that name. */
function radio(section: HTMLElement, label: 'Formula' | 'Descriptor'): HTMLInputElement {
  const found = [...section.querySelectorAll('.chem-query-type label')].find((l) => l.textContent === label);
  return found!.querySelector('input')!;
}

/** The value's textarea, checking that its label names the query type. */
function valueBox(section: HTMLElement, label: 'Formula' | 'Descriptor'): HTMLTextAreaElement {
  const textarea = section.querySelector('textarea')!;
  expect((section.getRootNode() as ShadowRoot).querySelector(`label[for="${textarea.id}"]`)?.textContent).to.equal(
    label,
  );
  return textarea;
}

const hasLabel = (section: HTMLElement, label: string) =>
  [...section.querySelectorAll('label')].some((l) => l.textContent === label);
const messages = (section: HTMLElement) => [...section.querySelectorAll('.terminal-error')].map((e) => e.textContent);
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const parameters = (store: SearchStore) =>
  (store.state.queryBuilder.sections.find((s) => s.service === 'chemical')!.root.nodes[0] as BuilderTerminalNode)
    .parameters;

function builtParameters(store: SearchStore): Record<string, unknown> {
  const built = store.actions.builderRequest();
  return terminalParameters(built.ok ? built.value : null);
}

describe('<pdb-query-builder>: the Chemical Similarity section', () => {
  it("'Enter a value.' next to the textarea once it is left empty, not before", async () => {
    const { section } = await mount();
    const value = valueBox(section, 'Formula');
    expect(value.placeholder).to.equal(CHEMICAL_EXAMPLES.formula);
    expect(messages(section)).to.deep.equal([], 'an untouched section says nothing');
    type(value, 'C6 H6');
    await settle();
    expect(messages(section)).to.deep.equal([]);
    type(value, '  ');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.chemicalValueRequired]);
    expect(value.getAttribute('aria-invalid')).to.equal('true');
    expect(byId(section, value.getAttribute('aria-describedby')!)?.textContent).to.equal(
      MESSAGES.chemicalValueRequired,
    );
    type(value, 'C6 H6');
    await settle();
    expect(messages(section)).to.deep.equal([]);
    expect(value.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('leaving the empty textarea shows the message too', async () => {
    const { section } = await mount();
    const value = valueBox(section, 'Formula');
    value.focus();
    value.blur();
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.chemicalValueRequired]);
  });

  it('choosing Descriptor sets SMILES and graph-relaxed-stereo, and keeps choices already made', async () => {
    const { store, section } = await mount();
    expect(parameters(store)).to.deep.equal({ type: 'formula', value: '' });
    radio(section, 'Descriptor').click();
    await settle();
    expect(parameters(store)).to.deep.equal({
      type: 'descriptor',
      value: '',
      descriptor_type: DEFAULTS.descriptorType,
      match_type: DEFAULTS.matchType,
    });
    expect(field(section, 'Descriptor Type').value).to.equal('SMILES');
    expect(field(section, 'Match Type').value).to.equal('graph-relaxed-stereo');
    expect([...field(section, 'Match Type').options].map((o) => o.value)).to.deep.equal([
      'graph-relaxed-stereo',
      'graph-relaxed',
      'fingerprint-similarity',
      'sub-struct-graph-relaxed-stereo',
      'sub-struct-graph-relaxed',
      'graph-exact',
    ]);
    expect(valueBox(section, 'Descriptor').placeholder).to.equal(CHEMICAL_EXAMPLES.SMILES);

    choose(field(section, 'Descriptor Type'), 'InChI');
    choose(field(section, 'Match Type'), 'graph-exact');
    await settle();
    expect(valueBox(section, 'Descriptor').placeholder).to.equal(CHEMICAL_EXAMPLES.InChI);
    radio(section, 'Formula').click();
    await settle();
    radio(section, 'Descriptor').click();
    await settle();
    expect(field(section, 'Descriptor Type').value).to.equal('InChI', 'present choices are not reset');
    expect(field(section, 'Match Type').value).to.equal('graph-exact');
    type(valueBox(section, 'Descriptor'), 'InChI=1S/C6H6/c1-2-4-6-5-3-1/h1-6H');
    await settle();
    expect(builtParameters(store)).to.deep.equal({
      type: 'descriptor',
      value: 'InChI=1S/C6H6/c1-2-4-6-5-3-1/h1-6H',
      descriptor_type: 'InChI',
      match_type: 'graph-exact',
    });
  });

  it('Match Subset is offered for a formula only, and sent with it', async () => {
    const { store, section } = await mount();
    expect(hasLabel(section, 'Match Subset')).to.equal(true);
    expect(hasLabel(section, 'Descriptor Type')).to.equal(false);
    type(valueBox(section, 'Formula'), 'C6 H6');
    field(section, 'Match Subset').click();
    await settle();
    expect(builtParameters(store)).to.deep.equal({ type: 'formula', value: 'C6 H6', match_subset: true });
    radio(section, 'Descriptor').click();
    await settle();
    expect(hasLabel(section, 'Match Subset')).to.equal(false);
    expect(hasLabel(section, 'Descriptor Type')).to.equal(true);
    expect(hasLabel(section, 'Match Type')).to.equal(true);
    type(valueBox(section, 'Descriptor'), 'c1ccccc1');
    await settle();
    expect(builtParameters(store)).to.deep.equal({
      type: 'descriptor',
      value: 'c1ccccc1',
      descriptor_type: 'SMILES',
      match_type: 'graph-relaxed-stereo',
    });
  });

  it('Clear restores the seed defaults: formula, then SMILES / graph-relaxed-stereo for a descriptor', async () => {
    const { store, section } = await mount();
    radio(section, 'Descriptor').click();
    await settle();
    choose(field(section, 'Descriptor Type'), 'InChI');
    choose(field(section, 'Match Type'), 'sub-struct-graph-relaxed');
    type(valueBox(section, 'Descriptor'), 'InChI=1S/CH4/h1H4');
    await settle();
    button(section, 'Clear Chemical Similarity').click();
    await settle();
    expect(parameters(store)).to.deep.equal({ type: DEFAULTS.chemicalType, value: '' });
    expect(radio(section, 'Formula').checked).to.equal(true);
    expect(valueBox(section, 'Formula').value).to.equal('');
    expect(field(section, 'Match Subset').checked).to.equal(false);
    expect(messages(section)).to.deep.equal([], 'a cleared section starts untouched');
    radio(section, 'Descriptor').click();
    await settle();
    expect(field(section, 'Descriptor Type').value).to.equal(DEFAULTS.descriptorType);
    expect(field(section, 'Match Type').value).to.equal(DEFAULTS.matchType);
  });

  it('a chemical search asks nothing about the return type and keeps the chosen one', async () => {
    const { store, builder, section } = await mount();
    type(valueBox(section, 'Formula'), 'C6 H6');
    await settle();
    expect(store.state.config.returnType).to.equal('entry');
    button(builder.shadowRoot!, 'Search').click();
    await until(() => store.state.request?.query !== undefined);
    expect($$(builder, 'dialog[open]')).to.deep.equal([], 'no confirmation');
    expect(store.state.request?.return_type).to.equal('entry');
    expect(terminalParameters(store.state.request)).to.deep.equal({ type: 'formula', value: 'C6 H6' });
  });
});

describe('<pdb-query-builder>: the Chemical Sketch Tool dialog', () => {
  /** Opens the dialog; its frame is the real sketch page (about:blank stands in when a test speaks for it). */
  async function openSketch(section: HTMLElement, builder: HTMLElement) {
    button(section, LABELS.openChemicalSketch).click();
    await until(() => $$(builder, 'dialog.chem-sketch-dialog[open]').length === 1);
    const dialog = $(builder, 'dialog.chem-sketch-dialog[open]') as HTMLDialogElement;
    return { dialog, frame: dialog.querySelector('iframe') as HTMLIFrameElement };
  }

  /**
   * Says `message` as the sketch page in the frame does: a message event whose source is the
   * frame's window. Said from a document put in the frame instead, a message was sometimes lost on
   * CI when the sketch page's own navigation committed after all and replaced that document.
   */
  async function fromFrame(frame: HTMLIFrameElement, message: object): Promise<void> {
    if (!frame.dataset.blank) {
      frame.dataset.blank = 'true';
      // the sketch page can still be fetching Ketcher, on a loaded runner for longer than a test
      // may take, and nothing of it is needed here
      frame.src = 'about:blank';
    }
    const data = { source: SKETCH_MESSAGE_SOURCE, ...message };
    window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
    await settle();
  }

  it('is a labelled modal framing /chemical-sketch; Escape closes it and focus returns to the button', async () => {
    const { api, builder, section } = await mount();
    const { dialog, frame } = await openSketch(section, builder);
    const title = byId(section, dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).to.equal('Chemical Sketch Tool');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(frame.title).to.equal('Molecule editor (Ketcher)');
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).to.equal(`${api}/chemical-sketch`);
    expect(Object.fromEntries(src.searchParams)).to.deep.equal({
      descriptor_type: 'SMILES',
      match_type: 'graph-relaxed-stereo',
      embed: '1',
    });
    expect(dialog.querySelector('[role=status]')?.textContent).to.equal('Loading the sketcher…');
    expect(button(dialog, 'Apply').disabled).to.equal(true, 'until the sketcher is ready');
    button(dialog, 'Close').focus();
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open);
    expect(deepActive()?.textContent).to.equal(LABELS.openChemicalSketch);
  });

  it("opens with the section's descriptor; Apply fills the drawing in as the chosen descriptor type", async () => {
    const { store, builder, section } = await mount();
    radio(section, 'Descriptor').click();
    await settle();
    choose(field(section, 'Match Type'), 'graph-exact');
    type(valueBox(section, 'Descriptor'), 'CCO');
    await settle();
    const { dialog, frame } = await openSketch(section, builder);
    expect(Object.fromEntries(new URL(frame.src).searchParams)).to.deep.equal({
      descriptor_type: 'SMILES',
      value: 'CCO',
      match_type: 'graph-exact',
      embed: '1',
    });
    await fromFrame(frame, { type: 'ready' });
    // the message event and the render after it can take more than a few ticks on a loaded runner
    await until(() => dialog.dataset.state === 'ready');
    expect(dialog.querySelector('[role=status]')).to.equal(null);

    // an empty canvas: the dialog says so and stays open
    button(dialog, 'Apply').click();
    await fromFrame(frame, { type: 'molecule', value: '', descriptor_type: 'SMILES' });
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelector('[role=alert]')?.textContent).to.equal(SKETCH_EMPTY_MESSAGE);

    choose(dialog.querySelector('select')!, 'InChI');
    await settle();
    button(dialog, 'Apply').click();
    await fromFrame(frame, { type: 'molecule', value: 'InChI=1S/C6H6/c1-2-4-6-5-3-1/h1-6H', descriptor_type: 'InChI' });
    await until(() => !dialog.open);
    expect(parameters(store)).to.deep.equal({
      type: 'descriptor',
      value: 'InChI=1S/C6H6/c1-2-4-6-5-3-1/h1-6H',
      descriptor_type: 'InChI',
      match_type: 'graph-exact',
    });
    expect(valueBox(section, 'Descriptor').value).to.equal('InChI=1S/C6H6/c1-2-4-6-5-3-1/h1-6H');
    expect(deepActive()?.textContent).to.equal(LABELS.openChemicalSketch);
  });

  it('a drawing applied to a formula section switches it to a SMILES descriptor; Escape in the frame closes', async () => {
    const { store, builder, section } = await mount();
    type(valueBox(section, 'Formula'), 'C6 H6');
    await settle();
    let { dialog, frame } = await openSketch(section, builder);
    expect(new URL(frame.src).searchParams.has('value')).to.equal(false, 'a formula cannot be drawn');
    await fromFrame(frame, { type: 'ready' });
    await until(() => dialog.dataset.state === 'ready');
    button(dialog, 'Apply').click();
    await fromFrame(frame, { type: 'molecule', value: 'C1C=CC=CC=1', descriptor_type: 'SMILES' });
    await until(() => !dialog.open);
    expect(parameters(store)).to.deep.equal({
      type: 'descriptor',
      value: 'C1C=CC=CC=1',
      descriptor_type: 'SMILES',
      match_type: 'graph-relaxed-stereo',
    });
    expect(radio(section, 'Descriptor').checked).to.equal(true);

    // the sketch page's Escape (nothing left for Ketcher to do with it) closes the dialog unchanged
    ({ dialog, frame } = await openSketch(section, builder));
    await fromFrame(frame, { type: 'cancel' });
    await until(() => !dialog.open);
    expect(parameters(store).value).to.equal('C1C=CC=CC=1');
    // a message from anywhere but the frame is not the sketcher's
    ({ dialog } = await openSketch(section, builder));
    window.postMessage({ source: SKETCH_MESSAGE_SOURCE, type: 'cancel' }, '*');
    await settle(5);
    expect(dialog.open).to.equal(true);
    button(dialog, 'Cancel').click();
    await until(() => !dialog.open);
  });
});
