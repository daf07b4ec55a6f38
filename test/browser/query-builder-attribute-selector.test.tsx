// The attribute selector (src/ui/query-builder/attribute/AttributeSelector.tsx) rendered with React on its
// own, over the catalogue built from the real archive server's metadata schema: the combobox's
// ARIA, keyboard-only selection, collapse / expand / filter modes, typed text matched on close,
// the menu's height rule (seed 001 §9), the tooltip, and a phone-width layout.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AttributeSelector } from '../../src/ui/query-builder/attribute/AttributeSelector.tsx';
import { attributeSelectorStyles } from '../../src/ui/query-builder/attribute/attribute-selector-styles.ts';
import { coreStyles } from '../../src/ui/common/theme-core.ts';
import { createArchiveClient } from '../../src/client/archive-client.ts';
import { catalogueFromSchema, type AttributeCatalogue } from '../../src/model/attribute-catalogue.ts';
import type { SelectorItem } from '../../src/model/types.ts';
import { archiveUrl } from './helpers/archive.ts';
import { seriousFindings } from './helpers/axe.ts';
import { settle, until } from './helpers/settle.ts';

let catalogue: AttributeCatalogue;

async function loadCatalogue(): Promise<AttributeCatalogue> {
  const schema = await createArchiveClient({ apiBase: await archiveUrl() }).metadataSchema('text');
  if (!schema.ok) throw new Error(schema.message);
  return catalogueFromSchema(schema.value, 'text');
}

const examplesOf = (i: SelectorItem): string[] => catalogue.definitions.get(i.attribute)?.examples ?? [];
const item = (name: string): SelectorItem => {
  const found = catalogue.groups.flatMap((g) => g.items).find((i) => i.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
};

function Harness(props: { catalogue: AttributeCatalogue | null; initial?: SelectorItem; chosen: SelectorItem[] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div className="pdb-test-cell">
      <AttributeSelector
        catalogue={props.catalogue}
        value={value}
        label="Attribute"
        id="attr"
        onSelect={(next) => {
          props.chosen.push(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const input = () => document.getElementById('attr') as HTMLInputElement;
const listbox = () => document.getElementById('attr-menu');
const headers = () => [...document.querySelectorAll<HTMLElement>('.attr-select-header')];
const options = () => [...document.querySelectorAll<HTMLElement>('[role=option]')];
const activeRow = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
/** A real click (mouse down and up) at the middle of an element: focus moves as a user's would. */
const clickOn = async (element: Element) => {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
  await settle();
};
const press = async (key: string) => {
  await sendKeys({ press: key });
  await settle();
};

describe('AttributeSelector (query builder)', () => {
  let host: HTMLElement;
  let style: HTMLStyleElement;
  let root: Root;
  let chosen: SelectorItem[];

  before(async () => {
    // wide enough for the tooltip beside the menu (the phone width has its own test)
    await setViewport({ width: 1280, height: 800 });
    catalogue = await loadCatalogue();
    style = document.head.appendChild(document.createElement('style'));
    style.textContent = `${coreStyles}\n${attributeSelectorStyles}\n.pdb-test-cell { width: 520px; margin: 8px; }`;
  });
  after(() => style.remove());

  async function mount(initial?: SelectorItem, data: AttributeCatalogue | null = catalogue): Promise<void> {
    chosen = [];
    root.render(<Harness catalogue={data} initial={initial} chosen={chosen} />);
    await settle();
  }

  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
  });
  afterEach(async () => {
    root.unmount();
    host.remove();
    await resetMouse();
  });

  it('is an ARIA 1.2 combobox: expanded state, controlled listbox, groups named by headers, active descendant', async () => {
    await mount(item('Refinement Resolution'));
    const box = input();
    expect(box.getAttribute('role')).to.equal('combobox');
    expect(box.getAttribute('aria-label')).to.equal('Attribute');
    expect(box.getAttribute('aria-autocomplete')).to.equal('list');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.hasAttribute('aria-controls')).to.equal(false);
    expect(box.value).to.equal('Refinement Resolution');

    box.focus();
    await press('ArrowDown');
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    expect(box.getAttribute('aria-controls')).to.equal('attr-menu');
    expect(listbox()?.getAttribute('role')).to.equal('listbox');
    const groups = [...listbox()!.querySelectorAll('[role=group]')];
    expect(groups.length).to.equal(catalogue.groups.length);
    for (const [i, group] of groups.entries()) {
      const header = document.getElementById(group.getAttribute('aria-labelledby')!);
      expect(header?.textContent).to.equal(catalogue.groups[i]!.name);
    }
    // opening with the keyboard highlights the current value, which is the one selected option
    expect(activeRow()?.textContent).to.equal('Refinement Resolution');
    const selected = options().filter((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected.map((o) => o.id)).to.deep.equal([activeRow()!.id]);
    expect(document.getElementById(activeRow()!.getAttribute('aria-describedby')!)?.getAttribute('role')).to.equal(
      'tooltip',
    );
  });

  it('opens in collapse mode with the current value’s group open; a header opens its group and closes the others', async () => {
    await mount(item('Refinement Resolution'));
    await clickOn(input());
    expect(input().getAttribute('aria-expanded')).to.equal('true');
    expect(headers().map((h) => h.textContent)).to.deep.equal(catalogue.groups.map((g) => g.name));
    const methods = catalogue.groups.find((g) => g.name === 'Methods')!;
    expect(options().map((o) => o.textContent)).to.deep.equal(methods.items.map((i) => i.name));

    await clickOn(headers().find((h) => h.textContent === 'Structure Details')!);
    const details = catalogue.groups.find((g) => g.name === 'Structure Details')!;
    expect(options().map((o) => o.textContent)).to.deep.equal(details.items.map((i) => i.name));
    expect(document.activeElement === input(), 'focus stays in the input').to.equal(true);

    // keyboard: Home goes to the first header, Enter opens it (closing Structure Details)
    await press('Home');
    expect(activeRow()?.textContent).to.equal(catalogue.groups[0]!.name);
    await press('Enter');
    expect(options().map((o) => o.textContent)).to.deep.equal(catalogue.groups[0]!.items.map((i) => i.name));
    // ArrowLeft closes the group, ArrowRight opens it again
    await press('ArrowLeft');
    expect(options()).to.have.length(0);
    await press('ArrowRight');
    expect(options()).to.have.length(catalogue.groups[0]!.items.length);
    await press('End');
    expect(activeRow()?.textContent).to.equal(catalogue.groups.at(-1)!.name);
  });

  it('expand mode shows every group (the toggle button or Alt+ArrowDown), collapse mode comes back', async () => {
    await mount();
    const total = catalogue.groups.reduce((n, g) => n + g.items.length, 0);
    input().focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Alt' });
    await settle();
    expect(input().getAttribute('aria-expanded')).to.equal('true');
    expect(options()).to.have.length(total);
    const toggle = document.querySelector<HTMLButtonElement>('.attr-select-toggle')!;
    expect(toggle.textContent).to.equal('Collapse all');
    await clickOn(toggle);
    expect(document.activeElement === input(), 'the toggle keeps focus in the input').to.equal(true);
    expect(options()).to.have.length(catalogue.groups[0]!.items.length);
    expect(document.querySelector('.attr-select-toggle')!.textContent).to.equal('Expand all');
    await clickOn(document.querySelector('.attr-select-toggle')!);
    expect(options()).to.have.length(total);
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Alt' });
    await settle();
    expect(options()).to.have.length(catalogue.groups[0]!.items.length);
  });

  it('filter mode: typing keeps the items containing the text (any case) under their headers', async () => {
    await mount();
    input().focus();
    await sendKeys({ type: 'ReSoLuTiOn' });
    await settle();
    const names = options().map((o) => o.textContent ?? '');
    const expected = catalogue.groups.flatMap((g) => g.items).filter((i) => /resolution/i.test(i.name));
    expect(names).to.deep.equal(expected.map((i) => i.name));
    expect(headers().map((h) => h.textContent)).to.deep.equal(
      catalogue.groups.filter((g) => g.items.some((i) => /resolution/i.test(i.name))).map((g) => g.name),
    );
    expect(document.querySelector('.attr-select-toggle') === null, 'no expand toggle').to.equal(true);
    await sendKeys({ type: ' nothing has this' });
    await settle();
    expect(options()).to.have.length(0);
    expect(document.querySelector('.attr-select-empty')?.textContent).to.equal('No attribute matches');
  });

  it('is operable by keyboard alone: type, arrow to the item, Enter chooses it', async () => {
    await mount();
    input().focus();
    await sendKeys({ type: 'refinement res' });
    await settle();
    await press('ArrowDown'); // the Methods header
    expect(activeRow()?.textContent).to.equal('Methods');
    await press('ArrowDown');
    expect(activeRow()?.textContent).to.equal('Refinement Resolution');
    await press('Enter');
    expect(chosen.map((c) => c.attribute)).to.deep.equal(['rcsb_entry_info.resolution_combined']);
    expect(input().value).to.equal('Refinement Resolution');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(listbox() === null, 'the listbox is gone').to.equal(true);

    // reopen: the highlight starts on the chosen item; ArrowUp wraps from the first row to the last
    await press('ArrowDown');
    expect(activeRow()?.textContent).to.equal('Refinement Resolution');
    await press('Home');
    await press('ArrowUp');
    expect(activeRow()?.textContent).to.equal(catalogue.groups.at(-1)!.name);
    await press('Escape');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(chosen).to.have.length(1);
  });

  it('on close, typed text naming an item chooses it (Tab and Escape alike)', async () => {
    await mount(item('Refinement Resolution'));
    input().focus();
    input().select();
    await sendKeys({ type: 'experimental method' });
    await settle();
    await press('Tab');
    expect(chosen.map((c) => c.name)).to.deep.equal(['Experimental Method']);
    expect(input().value).to.equal('Experimental Method');
    expect(input().getAttribute('aria-expanded')).to.equal('false');

    // a click opens the menu with the name selected, so typing replaces it
    await clickOn(input());
    await sendKeys({ type: 'STRUCTURE TITLE' });
    await press('Escape');
    expect(chosen.map((c) => c.name)).to.deep.equal(['Experimental Method', 'Structure Title']);
    expect(input().value).to.equal('Structure Title');
  });

  it('text naming no item is only logged, and the input shows the current value again', async () => {
    await mount(item('Refinement Resolution'));
    const logged: unknown[][] = [];
    const original = console.info;
    console.info = (...args: unknown[]) => logged.push(args);
    try {
      input().focus();
      input().select();
      await sendKeys({ type: 'Resolution' }); // a part of a name is not a name
      await press('Escape');
      input().select();
      await sendKeys({ type: 'no such attribute' });
      await settle();
      input().blur();
      await settle();
    } finally {
      console.info = original;
    }
    expect(chosen).to.have.length(0);
    expect(input().value).to.equal('Refinement Resolution');
    expect(logged.map((args) => String(args[0]))).to.satisfy(
      (lines: string[]) =>
        lines.length === 2 && lines[0]!.includes('"Resolution"') && lines[1]!.includes('"no such attribute"'),
    );
  });

  it('the menu is at most 22 px × (headers + 4) tall and scrolls beyond that', async () => {
    await mount();
    input().focus();
    await press('ArrowDown');
    const menu = listbox()!;
    const headerCount = catalogue.groups.length;
    expect(menu.style.maxHeight).to.equal(`${22 * (headerCount + 4)}px`);
    expect(getComputedStyle(menu).overflowY).to.equal('auto');
    await clickOn(document.querySelector('.attr-select-toggle')!);
    expect(menu.getBoundingClientRect().height).to.be.at.most(22 * (headerCount + 4) + 1);
    expect(menu.scrollHeight).to.be.greaterThan(menu.clientHeight);
    // filtering leaves fewer headers, and a lower limit
    await sendKeys({ type: 'resolution' });
    await settle();
    expect(listbox()!.style.maxHeight).to.equal(`${22 * (headers().length + 4)}px`);
    expect(headers().length).to.be.lessThan(headerCount);
  });

  it('each item has a 350 px tooltip with its description and at most 10 examples, on hover and on highlight', async () => {
    const described = (i: SelectorItem) => !i.nested_attribute && i.description !== undefined;
    const group = catalogue.groups.find(
      (g) => g.items.filter(described).length >= 2 && g.items.some((i) => described(i) && examplesOf(i).length === 10),
    )!;
    expect(group !== undefined, 'a group with an attribute that has 10 examples').to.equal(true);
    const withTen = group.items.find((i) => described(i) && examplesOf(i).length === 10)!;
    await mount(withTen);
    input().focus();
    await press('ArrowDown');
    const tooltip = document.querySelector<HTMLElement>('[role=tooltip]')!;
    expect(activeRow()?.getAttribute('aria-describedby')).to.equal(tooltip.id);
    expect(tooltip.getBoundingClientRect().width).to.be.closeTo(350, 1);
    const examples = [...tooltip.querySelectorAll('li')].map((li) => li.textContent);
    expect(examples).to.deep.equal(catalogue.definitions.get(withTen.attribute)!.examples);
    expect(examples).to.have.length(10);
    expect(tooltip.textContent).to.contain(withTen.description!);

    // hovering another option moves the highlight and the tooltip with it
    const other = options().find((o) => o !== activeRow() && described(item(o.textContent!)))!;
    const box = other.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + box.height / 2)] });
    await settle();
    expect(activeRow()?.id).to.equal(other.id);
    const moved = document.querySelector<HTMLElement>('[role=tooltip]')!;
    expect(other.getAttribute('aria-describedby')).to.equal(moved.id);
    expect(moved.textContent).to.contain(item(other.textContent!).description!);
    expect(moved.querySelectorAll('li').length).to.be.at.most(10);
    // the tooltip sits beside the menu at the hovered row, clear of the options
    const menuBox = listbox()!.getBoundingClientRect();
    expect(moved.getBoundingClientRect().left).to.be.at.least(menuBox.right);
  });

  it('a chosen nested pair shows its full name; while the metadata loads the input says so', async () => {
    await mount({
      attribute: 'rcsb_polymer_entity_annotation.annotation_id',
      name: 'Identifier',
      nested_attribute: 'rcsb_polymer_entity_annotation.type',
      nested_attribute_value: 'Pfam',
    });
    expect(input().value).to.equal('Identifier - Pfam');
    root.unmount();
    root = createRoot(host);
    await mount(undefined, null);
    expect(input().placeholder).to.equal('Loading attributes…');
    expect(input().getAttribute('aria-busy')).to.equal('true');
    input().focus();
    await press('ArrowDown');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
  });

  it('at 390 px the menu spans its container, stays on screen, and lies above what follows', async () => {
    await setViewport({ width: 390, height: 800 });
    let cleanup = () => {};
    try {
      style.textContent +=
        '\n.pdb-test-cell { width: auto; margin: 0 16px; } .pdb-test-after { height: 400px; background: #eee; }';
      await mount(item('Refinement Resolution'));
      const after = document.createElement('div');
      after.className = 'pdb-test-after';
      host.after(after);
      cleanup = () => after.remove();
      input().focus();
      await press('ArrowDown');
      const field = input().getBoundingClientRect();
      const popup = document.querySelector<HTMLElement>('.attr-select-popup')!.getBoundingClientRect();
      expect(popup.left).to.be.closeTo(field.left, 1);
      expect(popup.width).to.be.closeTo(field.width, 1);
      expect(popup.right).to.be.at.most(390);
      const probe = document.elementFromPoint(popup.left + 20, popup.bottom - 10);
      expect(probe?.closest('.attr-select-popup') != null, 'the menu is on top, not clipped').to.equal(true);
      const tooltip = document.querySelector<HTMLElement>('[role=tooltip]')!.getBoundingClientRect();
      expect(tooltip.left).to.be.at.least(0);
      expect(tooltip.right).to.be.at.most(390);
      expect(tooltip.top).to.be.at.least(popup.bottom - 1, 'under the menu when there is no room beside it');
    } finally {
      cleanup();
      style.textContent = `${coreStyles}\n${attributeSelectorStyles}\n.pdb-test-cell { width: 520px; margin: 8px; }`;
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('has no serious or critical axe finding with the menu open', async () => {
    await mount(item('Refinement Resolution'));
    input().focus();
    await press('ArrowDown');
    await until(() => document.querySelector('[role=tooltip]') !== null);
    expect(await seriousFindings(host)).to.deep.equal([]);
  });
});
