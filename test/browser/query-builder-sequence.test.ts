// Issue 15: the Sequence Similarity and Sequence Motif sections of <pdb-query-builder> against the
// real archive server: every seed 000 §5 message of both next to the input it is about, the Entry
// ID lookup (4HHB's sequences fill the textarea; an id the archive does not hold shows the
// server's msg), a pasted FASTA record, the cutoffs as sent, the return-type confirmation (cancel
// and confirm), and each section's Clear back to the seed defaults.

import { fixture, html, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchStore } from '../../src/store/create-search-store.ts';
import type { BuilderTerminalNode, ServiceType } from '../../src/model/types.ts';
import { RETURN_TYPE_LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { DEFAULTS } from '../../src/model/constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { invalidSequenceCharacters } from '../../src/model/input-values.ts';
import { SEQMOTIF_EXAMPLES } from '../../src/ui/query-builder/sequence/sequence-inputs.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, terminalParameters } from './helpers/shadow.ts';

// 4HHB's entities as the archive holds them (hemoglobin alpha and beta)
const HBA =
  'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR';
const HBB =
  'VHLTPEEKSAVTALWGKVNVDEVGGEALGRLLVVYPWTQRFFESFGDLSTPDAVMGNPKVKAHGKKVLGAFSDGLAHLDNLKGTFATLSELHCDKLHVDPENFRLLGNVLVCVLAHHFGKEFTPPVQAAYQKVVAGVANALAHKYH';

interface Mounted {
  store: SearchStore;
  builder: HTMLElement;
  section: HTMLElement;
}

async function mount(service: 'sequence' | 'seqmotif'): Promise<Mounted> {
  const api = await archiveUrl();
  const ctx = await fixture<PdbSearchContext>(
    html`<pdb-search-context api-base=${api}><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
  );
  const builder = ctx.querySelector('pdb-query-builder') as HTMLElement;
  const store = ctx.store as SearchStore;
  await until(() => $$(builder, '.terminal').length > 0);
  store.actions.openSection(service);
  await until(() => $$(builder, `fieldset[data-service=${service}] .seq-terminal`).length > 0);
  return { store, builder, section: $(builder, `fieldset[data-service=${service}]`) };
}

/** Types as a user does: the native value setter, then the 'input' event React listens for. */
function type(field: HTMLElement, text: string): void {
  field.focus();
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function choose(select: HTMLElement, value: string): void {
  (select as HTMLSelectElement).value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** An element of the builder's shadow root by id (labels and aria-describedby name ids). */
const byId = (section: HTMLElement, id: string) => (section.getRootNode() as ShadowRoot).getElementById(id);

/** A section's input by its visible label. */
function field(section: HTMLElement, label: string): HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement {
  const found = [...section.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return byId(section, found.htmlFor) as HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;
}

const messages = (section: HTMLElement) => [...section.querySelectorAll('.terminal-error')].map((e) => e.textContent);

function terminalOf(store: SearchStore, service: ServiceType): BuilderTerminalNode {
  return store.state.queryBuilder.sections.find((s) => s.service === service)!.root.nodes[0] as BuilderTerminalNode;
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

/** The message the input points at, and that it is the one marked invalid. */
function describedMessage(section: HTMLElement, input: HTMLElement): string | null {
  expect(input.getAttribute('aria-invalid')).to.equal('true');
  expect([...section.querySelectorAll('[aria-invalid=true]')]).to.deep.equal([input]);
  return byId(section, input.getAttribute('aria-describedby')!)?.textContent ?? null;
}

describe('<pdb-query-builder>: the Sequence Similarity section', () => {
  it('shows each seed message of seed 000 §5 under the input it is about', async () => {
    const { section } = await mount('sequence');
    const sequence = field(section, 'Sequence');
    type(sequence, 'VLSPADKTNV');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.sequenceTooShort]);
    expect(describedMessage(section, sequence)).to.equal(MESSAGES.sequenceTooShort);

    type(sequence, `${HBA.slice(0, 30)}JB1`);
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGE_TEMPLATES.sequenceInvalidCharacters('protein', 'J1')]);
    expect([...section.querySelectorAll('[role=alert]')].map((e) => e.textContent)).to.include(
      MESSAGE_TEMPLATES.sequenceInvalidCharacters('protein', 'J1'),
    );

    // a protein read as DNA: the alphabet alert names the DNA letters
    type(sequence, HBA);
    choose(field(section, 'Sequence Type'), 'dna');
    await settle();
    expect(messages(section)).to.deep.equal([
      MESSAGE_TEMPLATES.sequenceInvalidCharacters('dna', invalidSequenceCharacters(HBA, 'dna').join('')),
    ]);
    choose(field(section, 'Sequence Type'), 'protein');
    await settle();
    expect(messages(section)).to.deep.equal([]);

    const evalue = field(section, 'E-Value Cutoff');
    type(evalue, '1e-');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.evalueInvalid]);
    expect(describedMessage(section, evalue)).to.equal(MESSAGES.evalueInvalid);
    type(evalue, '1e-5');
    await settle();
    expect(messages(section)).to.deep.equal([]);

    const identity = field(section, 'Identity Cutoff (%)');
    type(identity, '150');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.identityInvalid]);
    expect(describedMessage(section, identity)).to.equal(MESSAGES.identityInvalid);
    type(identity, '90');
    await settle();
    expect(messages(section)).to.deep.equal([]);
  });

  it('the cutoff inputs refuse what cannot become a number; identity is sent as a fraction', async () => {
    const { store, section } = await mount('sequence');
    type(field(section, 'Sequence'), HBA);
    const evalue = field(section, 'E-Value Cutoff');
    const identity = field(section, 'Identity Cutoff (%)');
    type(evalue, '0.001');
    await settle();
    type(evalue, '0.001x');
    type(identity, '25');
    await settle();
    type(identity, '25.5');
    await settle();
    expect(evalue.value).to.equal('0.001', 'a letter is not taken');
    expect(identity.value).to.equal('25', 'an integer percent only');
    const built = store.actions.builderRequest();
    expect(built.ok).to.equal(true);
    expect(terminalParameters(built.ok ? built.value : null)).to.deep.equal({
      value: HBA,
      sequence_type: 'protein',
      evalue_cutoff: 0.001,
      identity_cutoff: 0.25,
    });
  });

  it('Entry ID: 4hhb is upper-cased, its sequences are offered, choosing one fills the textarea', async () => {
    const { store, section } = await mount('sequence');
    const entry = field(section, 'Entry ID');
    expect(entry.getAttribute('role')).to.equal('combobox');
    type(entry, ' 4hhb');
    await until(() => section.querySelectorAll('[role=option]').length === 2);
    expect(entry.value).to.equal('4HHB');
    expect(entry.getAttribute('aria-expanded')).to.equal('true');
    const listbox = section.querySelector('[role=listbox]:not([hidden])')!;
    expect(entry.getAttribute('aria-controls')).to.equal(listbox.id);
    const options = [...section.querySelectorAll('[role=option]')];
    expect(options[0]!.textContent).to.contain('Entity 1 (Chains A, C): Hemoglobin subunit alpha');
    expect(options[0]!.textContent).to.contain(`${HBA.slice(0, 20)}...`);
    expect(options[1]!.textContent).to.contain('Hemoglobin subunit beta');

    // the keyboard: down twice to the beta chain, Enter chooses it
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(entry.getAttribute('aria-activedescendant')).to.equal(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(field(section, 'Sequence').value).to.equal(HBB);
    expect(entry.getAttribute('aria-expanded')).to.equal('false');

    // and the mouse: alpha
    await sendKeys({ press: 'ArrowDown' });
    await until(() => section.querySelectorAll('[role=option]').length === 2);
    (section.querySelectorAll('[role=option]')[0] as HTMLElement).click();
    await settle();
    expect(field(section, 'Sequence').value).to.equal(HBA);
    const parameters = terminalOf(store, 'sequence').parameters as { sequence_type: string; entry_id: string };
    expect(parameters.sequence_type).to.equal('protein');
    expect(parameters.entry_id).to.equal('4HHB');
    const built = store.actions.builderRequest();
    expect(built.ok && JSON.stringify(built.value)).to.not.contain('entry_id', 'the entry id is never sent');
  });

  it("an entry the archive does not hold: the server's msg; text that is no entry id is not looked up", async () => {
    const { store, section } = await mount('sequence');
    const looked: string[] = [];
    const lookup = store.actions.lookupSequences;
    store.actions.lookupSequences = (entryId, signal) => {
      looked.push(entryId);
      return lookup(entryId, signal);
    };
    try {
      const entry = field(section, 'Entry ID');
      type(entry, '9zzz ');
      const expected = MESSAGE_TEMPLATES.noDataForEntry('9ZZZ');
      await until(() => messages(section).includes(expected));
      expect(byId(section, entry.getAttribute('aria-describedby')!)?.textContent).to.equal(expected);
      expect(section.querySelectorAll('[role=option]')).to.have.length(0);
      for (const text of ['H', 'HBA', '0ABC', '9ZZZZ']) {
        type(entry, text);
        await settle(12);
      }
      expect(messages(section)).to.deep.equal([]);
      expect(entry.hasAttribute('aria-describedby')).to.equal(false);
      expect(looked).to.deep.equal(['9ZZZ'], 'only the text that looks like an entry id, trimmed and upper-cased');
    } finally {
      store.actions.lookupSequences = lookup;
    }
  });

  it('a pasted FASTA record: the header line is dropped, the rest searched', async () => {
    const { store, section } = await mount('sequence');
    const fasta = `>sp|P69905|HBA_HUMAN Hemoglobin subunit alpha OS=Homo sapiens\n${HBA.slice(0, 60)}\n${HBA.slice(60).toLowerCase()}\n`;
    type(field(section, 'Sequence'), fasta);
    await settle();
    expect(field(section, 'Sequence').value).to.equal(fasta, 'the textarea keeps the record as pasted');
    expect(messages(section)).to.deep.equal([]);
    const built = store.actions.builderRequest();
    expect(terminalParameters(built.ok ? built.value : null).value).to.equal(HBA);
  });

  it('Clear puts the seed defaults back (E-value 0.1, identity 0, protein, no entry)', async () => {
    const { store, section } = await mount('sequence');
    type(field(section, 'Entry ID'), '4HHB');
    type(field(section, 'Sequence'), 'ACGU'.repeat(10));
    choose(field(section, 'Sequence Type'), 'rna');
    type(field(section, 'E-Value Cutoff'), '10');
    type(field(section, 'Identity Cutoff (%)'), '50');
    await settle();
    button(section, 'Clear Sequence Similarity').click();
    await settle();
    expect(field(section, 'Entry ID').value).to.equal('');
    expect(field(section, 'Sequence').value).to.equal('');
    expect(field(section, 'Sequence Type').value).to.equal(DEFAULTS.sequenceType);
    expect(field(section, 'E-Value Cutoff').value).to.equal(String(DEFAULTS.evalueCutoff));
    expect(field(section, 'Identity Cutoff (%)').value).to.equal(String(DEFAULTS.identityCutoffPercent));
    expect(terminalOf(store, 'sequence').parameters).to.deep.equal({
      value: '',
      sequence_type: DEFAULTS.sequenceType,
      evalue_cutoff: DEFAULTS.evalueCutoff,
      identity_cutoff: DEFAULTS.identityCutoffPercent,
    });
  });

  it('an opened query with two sequences: the first in the inputs, the second in words, kept and removable', async () => {
    const { store, builder } = await mount('sequence');
    const terminal = (value: string) => ({
      type: 'terminal' as const,
      service: 'sequence' as const,
      parameters: { value, sequence_type: 'protein' as const, evalue_cutoff: 0.1, identity_cutoff: 0 },
    });
    const opened = store.actions.openInBuilder({
      return_type: 'polymer_entity',
      query: { type: 'group', logical_operator: 'or', nodes: [terminal(HBA), terminal(HBB)] },
    });
    expect(opened.ok).to.equal(true);
    await until(() => $$(builder, 'fieldset[data-service=sequence] .summary-text').length === 1);
    const section = $(builder, 'fieldset[data-service=sequence]');
    expect(field(section, 'Sequence').value).to.equal(HBA);
    expect(section.querySelector('.pending-note')?.textContent).to.contain('joined by OR');
    expect(section.querySelector('.summary-text')?.textContent).to.contain(HBB.slice(0, 20));
    const sent = store.actions.builderRequest();
    expect(sent.ok && sent.value ? JSON.stringify(sent.value.query) : '').to.contain(HBB);

    (section.querySelector('button[aria-label="Remove this condition"]') as HTMLButtonElement).click();
    await until(() => $$(builder, 'fieldset[data-service=sequence] .summary-text').length === 0);
    expect(section.querySelector('.pending-note')).to.equal(null);
    const after = store.actions.builderRequest();
    expect(after.ok && after.value ? JSON.stringify(after.value.query) : '').not.to.contain(HBB);
    expect(field(section, 'Sequence').value).to.equal(HBA);
  });
});

describe('<pdb-query-builder>: the Sequence Motif section', () => {
  it('the two-character minimum, next to the pattern', async () => {
    const { section } = await mount('seqmotif');
    const pattern = field(section, 'Pattern');
    type(pattern, 'C');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.motifTooShort]);
    expect(describedMessage(section, pattern)).to.equal(MESSAGES.motifTooShort);
    type(pattern, 'CC');
    await settle();
    expect(messages(section)).to.deep.equal([]);
  });

  it('a placeholder example per pattern type, each sent with its type; Clear restores the defaults', async () => {
    const { store, section } = await mount('seqmotif');
    const pattern = field(section, 'Pattern');
    const patternType = field(section, 'Pattern Type');
    expect([...patternType.options].map((o) => o.textContent)).to.deep.equal(['Simple', 'PROSITE', 'RegEx']);
    for (const kind of ['simple', 'prosite', 'regex'] as const) {
      choose(patternType, kind);
      await settle();
      expect(pattern.placeholder).to.equal(`e.g. ${SEQMOTIF_EXAMPLES[kind]}`);
      type(pattern, SEQMOTIF_EXAMPLES[kind]);
      await settle();
      expect(messages(section)).to.deep.equal([]);
      const built = store.actions.builderRequest();
      expect(terminalParameters(built.ok ? built.value : null)).to.deep.equal({
        value: SEQMOTIF_EXAMPLES[kind],
        pattern_type: kind,
        sequence_type: 'protein',
      });
    }
    choose(field(section, 'Sequence Type'), 'dna');
    await settle();
    button(section, 'Clear Sequence Motif').click();
    await settle();
    expect(field(section, 'Pattern').value).to.equal('');
    expect(field(section, 'Pattern Type').value).to.equal(DEFAULTS.patternType);
    expect(field(section, 'Sequence Type').value).to.equal(DEFAULTS.sequenceType);
    expect(field(section, 'Pattern').placeholder).to.equal(`e.g. ${SEQMOTIF_EXAMPLES[DEFAULTS.patternType]}`);
  });
});

describe('<pdb-query-builder>: the return-type confirmation of the sequence sections', () => {
  for (const [service, fill] of [
    ['sequence', (s: HTMLElement) => type(field(s, 'Sequence'), HBA)],
    ['seqmotif', (s: HTMLElement) => type(field(s, 'Pattern'), SEQMOTIF_EXAMPLES.prosite)],
  ] as const) {
    it(`${SERVICE_LABELS[service]} with return type Structures: Cancel searches nothing, Change switches`, async () => {
      const { store, builder, section } = await mount(service);
      fill(section);
      await settle();
      expect(store.state.config.returnType).to.equal('entry');
      const queryId = store.state.queryId;
      button(builder.shadowRoot!, 'Search').click();
      await until(() => $$(builder, 'dialog[open]').length === 1);
      const dialog = $(builder, 'dialog[open]');
      expect(dialog.querySelector('.pdb-dialog-body')!.textContent).to.equal(
        MESSAGE_TEMPLATES.returnTypeConfirmation(SERVICE_LABELS[service], RETURN_TYPE_LABELS.polymer_entity),
      );
      button(dialog, 'Cancel').click();
      await until(() => $$(builder, 'dialog[open]').length === 0);
      await settle();
      expect(store.state.config.returnType).to.equal('entry');
      expect(store.state.queryId).to.equal(queryId, 'nothing was searched');

      button(builder.shadowRoot!, 'Search').click();
      await until(() => $$(builder, 'dialog[open]').length === 1);
      button($(builder, 'dialog[open]'), 'Change').click();
      await until(() => store.state.request?.return_type === 'polymer_entity' && store.state.queryId !== queryId);
      expect(store.state.config.returnType).to.equal('polymer_entity');
      expect((store.state.request?.query as { service?: string }).service).to.equal(service);
    });
  }
});
