// Issue 15: the Structure Similarity and Structure Motif sections of <pdb-query-builder> against the
// real archive server: the Entry ID lookup choosing the first assembly, the target search space
// following the choice, a source change resetting the value, every seed message of both sections
// and of the upload (too large, bad extension, a real failed upload with its status and message),
// the residue table's limits, "Open in Mol*", the return-type confirmations, and the suggester-count
// rule at Search (alert, nothing sent) and at Count (help alert, no count).

import { fixture, html, expect } from '@open-wc/testing';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchStore } from '../../src/store/create-search-store.ts';
import type { BuilderTerminalNode } from '../../src/model/types.ts';
import { LABELS, RETURN_TYPE_LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { DEFAULTS, LIMITS } from '../../src/model/constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { allowedUploadExtensions } from '../../src/model/upload.ts';
import { archiveUrl } from './helpers/archive.ts';
import { holdFetch } from './helpers/hold-fetch.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$ } from './helpers/shadow.ts';

type Service = 'structure' | 'strucmotif';

interface Mounted {
  store: SearchStore;
  builder: HTMLElement;
  section: HTMLElement;
}

async function mount(...services: Service[]): Promise<Mounted> {
  const api = await archiveUrl();
  const ctx = await fixture<PdbSearchContext>(
    html`<pdb-search-context api-base=${api}><pdb-query-builder></pdb-query-builder></pdb-search-context>`,
  );
  const builder = ctx.querySelector('pdb-query-builder') as HTMLElement;
  const store = ctx.store as SearchStore;
  await until(() => $$(builder, '.terminal').length > 0);
  for (const service of services) store.actions.openSection(service);
  await until(() => services.every((s) => $$(builder, `fieldset[data-service=${s}] .st-terminal`).length > 0));
  return { store, builder, section: $(builder, `fieldset[data-service=${services[0]}]`) };
}

const sectionOf = (builder: HTMLElement, service: Service) => $(builder, `fieldset[data-service=${service}]`);

/** Types as a user does: the native value setter, then the 'input' event React listens for. */
function type(field: HTMLElement, text: string): void {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function choose(select: HTMLElement, value: string): void {
  (select as HTMLSelectElement).value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** A file chosen in a file input, as the browser's picker leaves it. */
function pick(input: HTMLElement, file: File): void {
  const chosen = new DataTransfer();
  chosen.items.add(file);
  (input as HTMLInputElement).files = chosen.files;
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

const root = (section: HTMLElement) => section.getRootNode() as ShadowRoot;

/** A section's input by its visible label. */
function field(section: HTMLElement, label: string): HTMLInputElement & HTMLSelectElement {
  const found = [...section.querySelectorAll('label')].find((l) => l.htmlFor && l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return root(section).getElementById(found.htmlFor) as HTMLInputElement & HTMLSelectElement;
}

const radio = (section: HTMLElement, label: string) =>
  [...section.querySelectorAll<HTMLLabelElement>('.st-source')]
    .find((l) => l.textContent === label)!
    .querySelector('input')!;

const byName = (section: HTMLElement, name: string) =>
  section.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;

const messages = (section: HTMLElement) => [...section.querySelectorAll('.terminal-error')].map((e) => e.textContent);

const button = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  ) as HTMLButtonElement;

function parameters(store: SearchStore, service: Service): Record<string, unknown> {
  const terminal = store.state.queryBuilder.sections.find((s) => s.service === service)!.root
    .nodes[0] as BuilderTerminalNode;
  return JSON.parse(JSON.stringify(terminal.parameters)) as Record<string, unknown>;
}

/** Waits until the structure reference holds an assembly or chain choice (the store, then the select). */
async function chosen(store: SearchStore, section: HTMLElement, key: string): Promise<void> {
  const held = () => {
    const value = parameters(store, 'structure').value as { assembly_id?: string; asym_id?: string };
    return value.asym_id ? `chain:${value.asym_id}` : value.assembly_id ? `assembly:${value.assembly_id}` : '';
  };
  await until(() => held() === key);
  await settle();
  expect(field(section, 'Assembly or Chain').value).to.equal(key);
}

/** The message an input points at. */
function describedBy(section: HTMLElement, input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root(section).getElementById(id)?.textContent ?? '');
}

/** Fills the motif's residue rows (chain, number) from the top. */
async function residues(section: HTMLElement, rows: Array<[string, string]>): Promise<void> {
  for (const [i, [chain, number]] of rows.entries()) {
    type(byName(section, `Chain ID, residue ${i + 1}`), chain);
    type(byName(section, `Residue Number, residue ${i + 1}`), number);
  }
  await settle();
}

describe('<pdb-query-builder>: the Structure Similarity section', () => {
  it('an Entry ID loads its assemblies and chains, the first chosen; the target search space follows', async () => {
    const { store, section } = await mount('structure');
    type(field(section, 'Entry ID'), ' 4hhb');
    await settle();
    expect(field(section, 'Entry ID').value).to.equal('4HHB', 'trimmed and upper-cased');
    await chosen(store, section, 'assembly:1');
    const options = [...field(section, 'Assembly or Chain').options].map((o) => o.textContent);
    expect(options).to.deep.equal(['Assembly 1', 'Chain A', 'Chain B', 'Chain C', 'Chain D']);
    expect(parameters(store, 'structure')).to.deep.include({
      value: { entry_id: '4HHB', assembly_id: '1' },
      target_search_space: 'assembly',
    });
    expect(field(section, 'Target Search Space').value).to.equal('assembly');

    choose(field(section, 'Assembly or Chain'), 'chain:B');
    await settle();
    expect(parameters(store, 'structure')).to.deep.include({
      value: { entry_id: '4HHB', asym_id: 'B' },
      target_search_space: 'polymer_entity_instance',
    });
    expect(field(section, 'Target Search Space').value).to.equal('polymer_entity_instance');
    expect(field(section, 'Operator').value).to.equal(DEFAULTS.structureOperator);
  });

  it('the Entry ID input suggests entry ids from the first character; choosing one fills it', async () => {
    const { store, section } = await mount('structure');
    type(field(section, 'Entry ID'), '4h');
    await until(() => section.querySelectorAll('[role=option]').length > 0);
    const option = [...section.querySelectorAll<HTMLElement>('[role=option]')].find((o) => o.textContent === '4HHB')!;
    option.click();
    await chosen(store, section, 'assembly:1');
    expect(field(section, 'Entry ID').value).to.equal('4HHB');
  });

  it('a computed model has chains only: its first chain is chosen', async () => {
    const { store, section } = await mount('structure');
    type(field(section, 'Entry ID'), 'af_afq76ei6f1');
    await chosen(store, section, 'chain:A');
    expect(parameters(store, 'structure')).to.deep.include({
      value: { entry_id: 'AF_AFQ76EI6F1', asym_id: 'A' },
      target_search_space: 'polymer_entity_instance',
    });
  });

  it("'Enter a valid Entry ID', 'No data found for Entry ID {id}', 'Enter a valid URL'", async () => {
    const { section } = await mount('structure');
    const entry = field(section, 'Entry ID');
    type(entry, '4HH');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.structureInvalidEntryId]);
    expect(entry.getAttribute('aria-invalid')).to.equal('true');
    expect(describedBy(section, entry)).to.deep.equal([MESSAGES.structureInvalidEntryId]);

    type(entry, '9ZZZ');
    await until(() => messages(section).includes(MESSAGE_TEMPLATES.noDataForEntry('9ZZZ')));
    expect(messages(section)).to.deep.equal([MESSAGE_TEMPLATES.noDataForEntry('9ZZZ')]);
    expect(describedBy(section, entry)).to.deep.equal([MESSAGE_TEMPLATES.noDataForEntry('9ZZZ')]);

    radio(section, 'File URL').click();
    await settle();
    type(field(section, 'File URL'), 'files.rcsb.org/4hhb.cif');
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.structureInvalidUrl]);
    expect(describedBy(section, field(section, 'File URL'))).to.deep.equal([MESSAGES.structureInvalidUrl]);
    type(field(section, 'File URL'), 'https://files.rcsb.org/download/4HHB.cif');
    await settle();
    expect(messages(section)).to.deep.equal([]);
  });

  it('changing the reference source resets the value; a URL reference searches chains', async () => {
    const { store, section } = await mount('structure');
    type(field(section, 'Entry ID'), '4HHB');
    await chosen(store, section, 'assembly:1');
    radio(section, 'File URL').click();
    await settle();
    expect(parameters(store, 'structure')).to.deep.include({
      source: 'url',
      value: { format: DEFAULTS.fileFormat },
      target_search_space: 'polymer_entity_instance',
    });
    expect(field(section, 'Format').value).to.equal('cif');
    expect([...field(section, 'Format').options].map((o) => o.value)).to.deep.equal(['cif', 'bcif', 'pdb']);
    type(field(section, 'File URL'), 'https://files.rcsb.org/download/4HHB.cif');
    radio(section, 'Entry ID').click();
    await settle();
    expect(parameters(store, 'structure')).to.deep.include({ source: 'entry_id', value: {} });
    expect(field(section, 'Entry ID').value).to.equal('');
  });
});

describe('<pdb-query-builder>: structure file upload', () => {
  it("'File too large, maximum size is 10 MB' and 'Extension not recognized, must be: [...]', nothing sent", async () => {
    const { store, section } = await mount('structure');
    radio(section, 'File Upload').click();
    await settle();
    pick(field(section, 'Structure File'), new File([new Uint8Array(LIMITS.uploadMaxBytes + 1)], 'big.cif'));
    await settle();
    expect(messages(section)).to.deep.equal([MESSAGES.fileTooLarge]);
    expect(describedBy(section, field(section, 'Structure File'))).to.deep.equal([MESSAGES.fileTooLarge]);
    pick(field(section, 'Structure File'), new File(['data_x'], '4hhb.txt'));
    await settle();
    expect(messages(section)).to.deep.equal([
      MESSAGE_TEMPLATES.extensionNotRecognized(allowedUploadExtensions('structure')),
    ]);
    expect(parameters(store, 'structure')).to.deep.include({ source: 'upload', value: {} });
  });

  it("a file the server refuses: 'File upload failed - Status: 400 - Message: ...' from its real answer", async () => {
    const { section } = await mount('structure');
    radio(section, 'File Upload').click();
    await settle();
    pick(field(section, 'Structure File'), new File(['this is not a structure file\n'], 'broken.cif'));
    await until(() => messages(section).length > 0, 15000);
    const [shown] = messages(section);
    expect(shown).to.match(/^File upload failed - Status: 400 - Message: The file is not a valid cif structure file: /);
  });

  it("'Loading...', then the URL is set and the format becomes bcif (a .cif.gz of the archive)", async () => {
    const api = await archiveUrl();
    const { store, section } = await mount('strucmotif');
    const bytes = await (await fetch(`${api}/download/4hhb.cif.gz`)).arrayBuffer();
    radio(section, 'File Upload').click();
    await settle();
    const answer = holdFetch();
    try {
      pick(field(section, 'Structure File'), new File([bytes], '4hhb.cif.gz'));
      await until(() => section.querySelector('.st-status')?.textContent === MESSAGES.uploadLoading);
    } finally {
      answer.restore();
    }
    await until(() => (parameters(store, 'strucmotif').value as { url?: string }).url !== undefined, 15000);
    const value = parameters(store, 'strucmotif').value as { url: string; format: string };
    expect(value.format).to.equal('bcif');
    expect(value.url).to.match(new RegExp(`^${api}/search/upload/[0-9a-f]{32}/4hhb\\.bcif$`));
    await settle();
    expect(section.querySelector('.st-status')!.textContent).to.equal(`4hhb.cif.gz uploaded: ${value.url} (bcif)`);
  });
});

describe('<pdb-query-builder>: structure file upload without an archive server', () => {
  it('issue 34: browser-direct mode with no api-base disables the file input and says why', async () => {
    const { store, section } = await mount('structure');
    store.actions.configure({ apiBase: '', searchApi: await archiveUrl() });
    radio(section, 'File Upload').click();
    await settle();
    const input = field(section, 'Structure File');
    expect(input.disabled).to.equal(true);
    expect(describedBy(section, input)).to.deep.equal([MESSAGES.uploadNeedsServer]);
  });
});

describe('<pdb-query-builder>: the Structure Motif section', () => {
  it('the residue table: 2 rows, operator 1, digits only, exchanges upper-cased (a fifth refused), 10 rows at most', async () => {
    const { store, section } = await mount('strucmotif');
    expect(section.querySelectorAll('.st-residue-table tbody tr')).to.have.length(LIMITS.minStrucmotifResidues);
    expect(byName(section, 'Operator, residue 1').value).to.equal(DEFAULTS.structOperId);
    expect(button(section, 'Remove residue 1')).to.equal(undefined, 'no removal at the minimum');
    type(byName(section, 'Residue Number, residue 1'), '5a8');
    type(byName(section, 'Exchanges, residue 1'), 'his,asp,glu,lys');
    await settle();
    expect(byName(section, 'Residue Number, residue 1').value).to.equal('58');
    expect(byName(section, 'Exchanges, residue 1').value).to.equal('HIS,ASP,GLU,LYS');
    // issue 29: a fifth exchange is refused with its message, not cut off
    type(byName(section, 'Exchanges, residue 1'), 'his,asp,glu,lys,arg');
    await settle();
    expect(byName(section, 'Exchanges, residue 1').value).to.equal('HIS,ASP,GLU,LYS');
    expect(messages(section)).to.include(
      `${MESSAGE_TEMPLATES.strucmotif(MESSAGES.strucmotifTooManyExchanges)} (residue 1)`,
    );

    for (let rows = 2; rows < LIMITS.maxStrucmotifResidues; rows++) {
      button(section, LABELS.addResidue).click();
      await settle(1);
    }
    await settle();
    expect(section.querySelectorAll('.st-residue-table tbody tr')).to.have.length(LIMITS.maxStrucmotifResidues);
    expect(button(section, LABELS.addResidue)).to.equal(undefined, 'Add Residue hidden at 10');
    expect((parameters(store, 'strucmotif').residues as unknown[]).length).to.equal(10);
    button(section, 'Remove residue 10').click();
    await settle();
    expect(button(section, LABELS.addResidue)).to.not.equal(undefined);
    expect(section.querySelectorAll('.st-residue-table tbody tr')).to.have.length(9);
  });

  it("every 'Structure Motif query is invalid.' message, under the input it is about, once acted on", async () => {
    const { store, section } = await mount('strucmotif');
    const motif = (detail: string) => MESSAGE_TEMPLATES.strucmotif(detail);
    await residues(section, [
      ['A', '58'],
      ['A', '87'],
    ]);
    // issue 29: nothing about the reference before the user has acted on it
    expect(messages(section)).to.deep.equal([]);
    field(section, 'Entry ID').focus();
    field(section, 'Entry ID').blur();
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifReferenceRequired)]);
    expect(describedBy(section, field(section, 'Entry ID'))).to.deep.equal([
      motif(MESSAGES.strucmotifReferenceRequired),
    ]);

    type(field(section, 'Entry ID'), '4HH');
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifInvalidEntryId)]);
    type(field(section, 'Entry ID'), '4HHB');
    await settle();
    expect(messages(section)).to.deep.equal([]);

    type(byName(section, 'Residue Number, residue 2'), '');
    await settle();
    // the row's message names it; the input it is about points at it
    const incomplete = `${motif(MESSAGES.strucmotifResidueIncomplete)} (residue 2)`;
    expect(messages(section)).to.deep.equal([incomplete]);
    expect(describedBy(section, byName(section, 'Residue Number, residue 2'))).to.deep.equal([incomplete]);
    expect(byName(section, 'Chain ID, residue 2').hasAttribute('aria-invalid')).to.equal(false);
    type(byName(section, 'Chain ID, residue 2'), '');
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifTooFewResidues)], 'a blank row is dropped');
    await residues(section, [
      ['A', '58'],
      ['A', '87'],
    ]);
    type(byName(section, 'Exchanges, residue 1'), 'HIS,XYZ');
    await settle();
    expect(messages(section)).to.deep.equal([
      `${motif(MESSAGE_TEMPLATES.strucmotifUnknownExchange('XYZ'))} (residue 1)`,
    ]);
    type(byName(section, 'Exchanges, residue 1'), 'HIS,ASN');
    await settle();
    expect(messages(section)).to.deep.equal([]);

    const rmsd = field(section, 'RMSD Cutoff (Å)');
    expect(rmsd.value).to.equal(String(DEFAULTS.rmsdCutoff));
    type(rmsd, '1.5x');
    await settle();
    expect(rmsd.value).to.equal('2', 'a keystroke that cannot make a number is refused');
    type(rmsd, '1.5e');
    await settle();
    expect(rmsd.value).to.equal('1.5e');
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifInvalidRmsd)]);
    expect(describedBy(section, rmsd)).to.deep.equal([motif(MESSAGES.strucmotifInvalidRmsd)]);
    type(rmsd, '1.5');
    await settle();
    expect(field(section, 'Atom Pairing Scheme').value).to.equal(DEFAULTS.atomPairingScheme);

    radio(section, 'File URL').click();
    await settle();
    expect([...field(section, 'Format').options].map((o) => o.value)).to.deep.equal(['cif', 'bcif']);
    type(field(section, 'File URL'), 'not a url');
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifInvalidUrl)]);
    const terminalId = store.state.queryBuilder.sections.find((s) => s.service === 'strucmotif')!.root.nodes[0]!.id;
    store.actions.setParameters(terminalId, { value: { url: 'https://files.rcsb.org/download/4HHB.cif' } });
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifFormatRequired)]);
    store.actions.setParameters(terminalId, {
      value: { url: 'https://files.rcsb.org/download/4HHB.pdb', format: 'pdb' },
    });
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifUrlFormat)]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      label_asym_id: 'A',
      struct_oper_id: '1',
      label_seq_id: i + 1,
    }));
    store.actions.setParameters(terminalId, { source: 'entry_id', value: { entry_id: '4HHB' }, residues: eleven });
    await settle();
    expect(messages(section)).to.deep.equal([motif(MESSAGES.strucmotifTooManyResidues)]);
  });

  it('"Open in Mol*" opens the 3D view of the entry with the motif residues', async () => {
    const { section } = await mount('strucmotif');
    const disabled = button(section, LABELS.openInMolstar);
    expect(disabled.disabled).to.equal(true, 'nothing to show before the motif is complete');
    type(field(section, 'Entry ID'), '4HHB');
    await residues(section, [
      ['A', '58'],
      ['A', '87'],
    ]);
    const link = [...section.querySelectorAll<HTMLAnchorElement>('a.st-view-link')][0]!;
    expect(link.textContent).to.contain(LABELS.openInMolstar);
    const url = new URL(link.href);
    expect(url.origin + url.pathname).to.equal('https://www.rcsb.org/3d-view/4HHB');
    expect(JSON.parse(url.searchParams.get('loadPdbIds')!)).to.deep.equal([
      {
        pdbId: '4HHB',
        props: {
          kind: 'motif',
          label: '4HHB: query motif',
          targets: [
            { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
            { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '1' },
          ],
        },
      },
    ]);
  });

  it('Clear puts back the seed defaults (Entry ID source, 2 blank rows, operator 1, RMSD 2, ALL)', async () => {
    const { store, section } = await mount('strucmotif');
    type(field(section, 'Entry ID'), '4HHB');
    await residues(section, [['B', '63']]);
    type(field(section, 'RMSD Cutoff (Å)'), '1');
    choose(field(section, 'Atom Pairing Scheme'), 'BACKBONE');
    await settle();
    button(section, 'Clear Structure Motif').click();
    await settle();
    expect(radio(section, 'Entry ID').checked).to.equal(true);
    expect(field(section, 'Entry ID').value).to.equal('');
    expect(byName(section, 'Chain ID, residue 1').value).to.equal('');
    expect(byName(section, 'Operator, residue 1').value).to.equal(DEFAULTS.structOperId);
    expect(field(section, 'RMSD Cutoff (Å)').value).to.equal(String(DEFAULTS.rmsdCutoff));
    expect(field(section, 'Atom Pairing Scheme').value).to.equal(DEFAULTS.atomPairingScheme);
    expect(parameters(store, 'strucmotif')).to.deep.include({ residues: [], source: 'entry_id', value: {} });
  });
});

describe('<pdb-query-builder>: return types and the suggester-count rule of the structure sections', () => {
  async function confirmation(builder: HTMLElement): Promise<string> {
    button(builder.shadowRoot!, 'Search').click();
    await until(() => $$(builder, 'dialog[open]').length === 1);
    const dialog = $(builder, 'dialog[open]');
    const text = dialog.querySelector('.pdb-dialog-body')!.textContent ?? '';
    button(dialog, 'Cancel').click();
    await until(() => $$(builder, 'dialog[open]').length === 0);
    return text;
  }

  it('structure with an assembly needs assemblies, with a chain polymer entities; a motif needs assemblies', async () => {
    const { store, builder, section } = await mount('structure');
    type(field(section, 'Entry ID'), '4HHB');
    await chosen(store, section, 'assembly:1');
    expect(await confirmation(builder)).to.equal(
      MESSAGE_TEMPLATES.returnTypeConfirmation(SERVICE_LABELS.structure, RETURN_TYPE_LABELS.assembly),
    );
    choose(field(section, 'Assembly or Chain'), 'chain:A');
    await settle();
    expect(await confirmation(builder)).to.equal(
      MESSAGE_TEMPLATES.returnTypeConfirmation(SERVICE_LABELS.structure, RETURN_TYPE_LABELS.polymer_entity),
    );

    const motif = await mount('strucmotif');
    type(field(motif.section, 'Entry ID'), '4HHB');
    await residues(motif.section, [
      ['A', '58'],
      ['A', '87'],
    ]);
    expect(await confirmation(motif.builder)).to.equal(
      MESSAGE_TEMPLATES.returnTypeConfirmation(SERVICE_LABELS.strucmotif, RETURN_TYPE_LABELS.assembly),
    );
  });

  it("Search with an entry the suggester does not list once: 'The following inputs need a valid Entry ID:', nothing sent", async () => {
    const { store, builder } = await mount('structure', 'strucmotif');
    const structure = sectionOf(builder, 'structure');
    const motif = sectionOf(builder, 'strucmotif');
    type(field(structure, 'Entry ID'), '9ZZZ');
    type(field(motif, 'Entry ID'), '9ZZY');
    await residues(motif, [
      ['A', '1'],
      ['A', '2'],
    ]);
    const queryId = store.state.queryId;
    button(builder.shadowRoot!, 'Search').click();
    await until(() => $$(builder, '.builder-alert').length === 1);
    expect($(builder, '.builder-alert').textContent).to.equal(
      MESSAGE_TEMPLATES.suggesterCountInvalid([SERVICE_LABELS.structure, SERVICE_LABELS.strucmotif]),
    );
    expect($$(builder, 'dialog[open]')).to.have.length(0, 'no return-type question either');
    await settle();
    expect(store.state.queryId).to.equal(queryId, 'nothing was searched');

    // one section fixed: only the other is named
    type(field(structure, 'Entry ID'), '4HHB');
    await chosen(store, structure, 'assembly:1');
    button(builder.shadowRoot!, 'Search').click();
    await until(() => $$(builder, '.builder-alert').length === 1);
    expect($(builder, '.builder-alert').textContent).to.equal(
      MESSAGE_TEMPLATES.suggesterCountInvalid([SERVICE_LABELS.strucmotif]),
    );
  });

  it('Count with such an entry, of the section or of the whole query: the help alert by its Entry ID instead of a count', async () => {
    const { store, builder, section } = await mount('structure');
    const entry = field(section, 'Entry ID');
    type(entry, '9ZZZ');
    await settle();
    button(section, 'Count Structure Similarity section').click();
    await until(() => messages(section).includes(MESSAGES.suggesterCountHelp));
    expect(describedBy(section, entry)).to.include(MESSAGES.suggesterCountHelp);
    expect(store.state.counts.structure ?? null).to.equal(null, 'nothing was counted');
    expect(section.querySelector('.count-value')!.textContent).to.equal('');

    // the footer's Count of the whole query keeps the same rule
    type(entry, '9ZZY');
    await settle();
    expect(messages(section)).to.not.include(MESSAGES.suggesterCountHelp);
    button(builder.shadowRoot!, 'Count the whole query').click();
    await until(() => messages(section).includes(MESSAGES.suggesterCountHelp));
    expect(store.state.queryBuilder.count ?? null).to.equal(null, 'the whole query was not counted');

    type(entry, '4HHB');
    await settle();
    expect(messages(section)).to.not.include(MESSAGES.suggesterCountHelp, 'a new Entry ID drops it');
    await chosen(store, section, 'assembly:1');
    button(section, 'Count Structure Similarity section').click();
    await until(() => typeof store.state.counts.structure === 'number', 15000);
    expect(store.state.counts.structure).to.be.greaterThan(0);
  });
});
