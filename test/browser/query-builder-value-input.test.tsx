// The value input of an attribute terminal (seed 000 §5) on definitions read from the test
// archive's real metadata schema, with the real suggester route behind the suggester; each
// stored value is then read by the model's validateAttribute, so what the inputs keep is what a
// search sends.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  AttributeValueInput,
  type AttributeValueInputProps,
} from '../../src/ui/query-builder/attribute/AttributeValueInput.tsx';
import { valueInputStyles } from '../../src/ui/query-builder/attribute/value-input-styles.ts';
import { coreStyles } from '../../src/ui/common/theme-core.ts';
import { validateAttribute } from '../../src/model/validation/attribute.ts';
import { LABELS } from '../../src/model/constants/labels.ts';
import { LABEL_TRUNCATION } from '../../src/model/constants/limits.ts';
import { MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import type {
  AttributeDefinition,
  AttributeOperator,
  AttributeValueType,
  BuilderAttributeValue,
  SearchContext,
} from '../../src/model/types.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { typeInto } from './helpers/shadow.ts';

// ---------------------------------------------------------------------------------------------
// Definitions from the archive's metadata schema

interface SchemaNode {
  type: string;
  format?: string;
  enum?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  rcsb_search_context?: SearchContext[];
  rcsb_description?: Array<{ text: string; context: string }>;
  rcsb_units?: string;
  rcsb_current_minimum_value?: number;
  rcsb_current_maximum_value?: number;
}

let schema: SchemaNode;
let api: string;

/** The leaf at a dotted path, read as an attribute menu reads it (operators are not the input's concern). */
function definition(path: string): AttributeDefinition & { leaf: SchemaNode } {
  let node = schema;
  for (const segment of path.split('.')) {
    const child = node.properties?.[segment];
    if (!child) throw new Error(`the metadata schema has no ${path}`);
    node = child.type === 'array' && child.items?.type === 'object' ? child.items : child;
  }
  const leaf = node.type === 'array' ? node.items! : node;
  const dated = leaf.format === 'date' || leaf.format === 'date-time';
  const out: AttributeDefinition & { leaf: SchemaNode } = {
    leaf,
    attribute: path,
    name: leaf.rcsb_description?.find((d) => d.context === 'brief')?.text ?? path,
    type: (dated ? 'date' : leaf.type) as AttributeValueType,
    operators: [],
    is_iterable: node.type === 'array',
  };
  if (leaf.enum) out.enumeration = leaf.enum;
  if (leaf.rcsb_search_context) out.context = leaf.rcsb_search_context;
  if (leaf.rcsb_units) out.units = leaf.rcsb_units;
  if (leaf.rcsb_current_minimum_value !== undefined) out.min = leaf.rcsb_current_minimum_value;
  if (leaf.rcsb_current_maximum_value !== undefined) out.max = leaf.rcsb_current_maximum_value;
  return out;
}

/** validateAttribute on what the input stored. */
function wire(def: AttributeDefinition, operator: AttributeOperator, value: BuilderAttributeValue) {
  return validateAttribute({ attribute: def.attribute, operator, value }, def);
}

// ---------------------------------------------------------------------------------------------
// Mounting: the input in a shadow root with its styles, its value kept as the store would

interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Every value passed to onChange, latest last. */
  changes: BuilderAttributeValue[];
  value: () => BuilderAttributeValue;
}

let root: Root | undefined;
let mountedHost: HTMLElement | undefined;

type MountProps = Omit<AttributeValueInputProps, 'value' | 'onChange' | 'label' | 'idPrefix' | 'item'> & {
  value?: BuilderAttributeValue;
  label?: string;
  width?: number;
};

async function mount(props: MountProps): Promise<Mounted> {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.width = `${props.width ?? 390}px`;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = coreStyles + valueInputStyles;
  const container = document.createElement('div');
  shadow.append(style, container);
  const changes: BuilderAttributeValue[] = [];
  let current = props.value;
  function Harness() {
    const [value, setValue] = useState<BuilderAttributeValue>(props.value);
    return (
      <AttributeValueInput
        {...props}
        item={undefined}
        label={props.label ?? `Value for ${props.definition?.name}`}
        idPrefix="t1"
        value={value}
        onChange={(next) => {
          changes.push(next);
          current = next;
          setValue(next);
        }}
      />
    );
  }
  mountedHost = host;
  root = createRoot(container);
  root.render(<Harness />);
  await settle();
  return { host, shadow, changes, value: () => current };
}

/** Takes the mounted input away (each test's last one goes in afterEach). */
function unmount(): void {
  root?.unmount();
  mountedHost?.remove();
  root = undefined;
  mountedHost = undefined;
}

afterEach(unmount);

const controls = (m: Mounted) => [...m.shadow.querySelectorAll<HTMLElement>('input, select, fieldset')];
const input = (m: Mounted, selector = 'input') => m.shadow.querySelector<HTMLInputElement>(selector)!;
const selectOf = (m: Mounted) => m.shadow.querySelector('select')!;

/** Picks an option the way a user's choice reaches React: the value, then a change event. */
async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

before(async () => {
  api = await archiveUrl();
  schema = (await (await fetch(`${api}/rcsbsearch/v2/metadata/schema`)).json()) as SchemaNode;
});

describe('attribute value input', () => {
  it('renders nothing for exists and the last 7 / 30 days shortcuts', async () => {
    const release = definition('rcsb_accession_info.initial_release_date');
    for (const operator of ['exists', 'last_seven_days_range', 'last_thirty_days_range'] as const) {
      const m = await mount({ definition: release, operator });
      expect(m.shadow.querySelector('div')!.childElementCount, operator).to.equal(0);
      expect(wire(release, operator, m.value()).ok).to.equal(true);
      unmount();
    }
  });

  it('an enumerated exact-match attribute is a select whose first option is -- Select value --', async () => {
    const method = definition('exptl.method');
    expect(method.context).to.include('exact-match');
    const m = await mount({ definition: method, operator: 'exact_match', invalid: true, describedBy: 'msg-1' });
    const select = selectOf(m);
    expect(select.getAttribute('aria-label')).to.equal('Value for Experimental Method');
    const options = [...select.options];
    expect(options[0]!.textContent).to.equal(LABELS.selectValue);
    expect(options[0]!.value).to.equal('');
    expect(options.slice(1).map((o) => o.value)).to.deep.equal(method.enumeration);
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(select.getAttribute('aria-describedby')).to.equal('msg-1');

    await choose(select, 'X-RAY DIFFRACTION');
    expect(m.value()).to.equal('X-RAY DIFFRACTION');
    expect(wire(method, 'exact_match', m.value())).to.deep.equal({
      ok: true,
      value: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
    });
    await choose(select, '');
    expect(m.value()).to.equal('');
    expect(wire(method, 'exact_match', m.value())).to.deep.equal({ ok: true, value: null });
  });

  it('cuts select labels over 60 characters to 60 plus an ellipsis, keeping the full value', async () => {
    const holder = definition('em_imaging.specimen_holder_model');
    const long = holder.enumeration!.find((option) => option.length > LABEL_TRUNCATION)!;
    const short = holder.enumeration!.find((option) => option.length <= LABEL_TRUNCATION)!;
    expect(long, 'the schema has a long entry').to.be.a('string');
    const m = await mount({ definition: holder, operator: 'exact_match', value: long.toLowerCase() });
    const select = selectOf(m);
    const option = [...select.options].find((o) => o.value === long)!;
    expect(option.textContent).to.equal(`${long.slice(0, 60)}...`);
    expect(option.title).to.equal(long);
    expect([...select.options].find((o) => o.value === short)!.textContent).to.equal(short);
    // a stored value in other case selects the enumeration entry the model matches it to
    expect(select.value).to.equal(long);
    expect(m.host.scrollWidth).to.be.at.most(390);
    expect(select.getBoundingClientRect().right).to.be.at.most(m.host.getBoundingClientRect().right);
  });

  it('`in` on an enumeration is a checkbox list storing the chosen values in order', async () => {
    const method = definition('exptl.method');
    const m = await mount({ definition: method, operator: 'in', value: ['solution nmr'] });
    const group = input(m, 'fieldset');
    expect(group.querySelector('legend')!.textContent).to.equal('Value for Experimental Method');
    const boxes = [...group.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.length).to.equal(method.enumeration!.length);
    const box = (label: string) => boxes.find((b) => b.parentElement!.textContent === label)!;
    expect(box('SOLUTION NMR').checked).to.equal(true);
    box('X-RAY DIFFRACTION').click();
    await settle();
    box('ELECTRON MICROSCOPY').click();
    await settle();
    expect(m.value()).to.deep.equal(['ELECTRON MICROSCOPY', 'SOLUTION NMR', 'X-RAY DIFFRACTION']);
    expect(wire(method, 'in', m.value())).to.deep.equal({
      ok: true,
      value: {
        attribute: 'exptl.method',
        operator: 'in',
        value: ['ELECTRON MICROSCOPY', 'SOLUTION NMR', 'X-RAY DIFFRACTION'],
      },
    });
  });

  it('a range is two inputs with the min and max as placeholders, stored as the range object', async () => {
    const resolution = definition('rcsb_entry_info.resolution_combined');
    const m = await mount({
      definition: resolution,
      operator: 'range_upper_excl',
      invalid: true,
      describedBy: 'msg-2',
    });
    const [from, to] = [...m.shadow.querySelectorAll<HTMLInputElement>('input')];
    expect(from!.getAttribute('aria-label')).to.equal(`Value for ${resolution.name} from`);
    expect(to!.getAttribute('aria-label')).to.equal(`Value for ${resolution.name} to`);
    expect(from!.placeholder).to.equal(String(resolution.leaf.rcsb_current_minimum_value));
    expect(to!.placeholder).to.equal(String(resolution.leaf.rcsb_current_maximum_value));
    expect(from!.inputMode).to.equal('decimal');
    for (const end of [from!, to!]) {
      expect(end.getAttribute('aria-invalid')).to.equal('true');
      expect(end.getAttribute('aria-describedby')).to.equal('msg-2');
    }
    typeInto(from!, '1');
    await settle();
    typeInto(to!, '2.5');
    await settle();
    expect(m.value()).to.deep.equal({ from: '1', to: '2.5', include_lower: true, include_upper: false });
    expect(wire(resolution, 'range_upper_excl', m.value())).to.deep.equal({
      ok: true,
      value: {
        attribute: 'rcsb_entry_info.resolution_combined',
        operator: 'range',
        value: { from: 1, to: 2.5, include_lower: true, include_upper: false },
      },
    });
  });

  it('a range opened from a request shows its bounds; [ ] ranges store inclusive flags', async () => {
    const resolution = definition('rcsb_entry_info.resolution_combined');
    const m = await mount({
      definition: resolution,
      operator: 'range_upper_incl',
      value: { from: 2, to: 3, include_lower: true, include_upper: true },
    });
    const [from, to] = [...m.shadow.querySelectorAll<HTMLInputElement>('input')];
    expect([from!.value, to!.value]).to.deep.equal(['2', '3']);
    typeInto(to!, '');
    await settle();
    expect(m.value()).to.deep.equal({ from: '2', to: '', include_lower: true, include_upper: true });
    // numbers may leave one end open
    expect(wire(resolution, 'range_upper_incl', m.value())).to.deep.equal({
      ok: true,
      value: {
        attribute: 'rcsb_entry_info.resolution_combined',
        operator: 'range',
        value: { from: 2, include_lower: true, include_upper: true },
      },
    });
  });

  it('ranges wrap onto two lines in a narrow terminal and stay inside it', async () => {
    const resolution = definition('rcsb_entry_info.resolution_combined');
    const m = await mount({ definition: resolution, operator: 'range_upper_excl', width: 200 });
    const [from, to] = [...m.shadow.querySelectorAll<HTMLInputElement>('input')];
    const box = m.host.getBoundingClientRect();
    expect(to!.getBoundingClientRect().top).to.be.greaterThan(from!.getBoundingClientRect().top);
    for (const end of [from!, to!]) expect(end.getBoundingClientRect().right).to.be.at.most(box.right + 0.5);
  });

  it('a date attribute is a date picker holding YYYY-MM-DD', async () => {
    const release = definition('rcsb_accession_info.initial_release_date');
    const m = await mount({ definition: release, operator: 'less', value: '2020-05-01', describedBy: 'msg-3' });
    const picker = input(m);
    expect(picker.type).to.equal('date');
    expect(picker.value).to.equal('2020-05-01');
    expect(picker.getAttribute('aria-describedby')).to.equal('msg-3');
    expect(picker.hasAttribute('aria-invalid')).to.equal(false);
    typeInto(picker, '2021-02-03');
    await settle();
    expect(m.value()).to.equal('2021-02-03');
    expect(wire(release, 'less', m.value())).to.deep.equal({
      ok: true,
      value: { attribute: 'rcsb_accession_info.initial_release_date', operator: 'less', value: '2021-02-03' },
    });
  });

  it('a date range is two date pickers; the stored range validates to the wire range', async () => {
    const release = definition('rcsb_accession_info.initial_release_date');
    const m = await mount({ definition: release, operator: 'range_upper_excl' });
    const [from, to] = [...m.shadow.querySelectorAll<HTMLInputElement>('input')];
    expect([from!.type, to!.type]).to.deep.equal(['date', 'date']);
    // the schema's epoch-millisecond bounds as days
    expect(from!.placeholder).to.equal(new Date(release.leaf.rcsb_current_minimum_value!).toISOString().slice(0, 10));
    typeInto(from!, '2000-01-01');
    await settle();
    // a date range needs both ends
    expect(wire(release, 'range_upper_excl', m.value())).to.deep.equal({
      ok: false,
      message: MESSAGE_TEMPLATES.attributeEmptyOrInvalid('Release Date'),
    });
    typeInto(to!, '2010-12-31');
    await settle();
    expect(wire(release, 'range_upper_excl', m.value())).to.deep.equal({
      ok: true,
      value: {
        attribute: 'rcsb_accession_info.initial_release_date',
        operator: 'range',
        value: { from: '2000-01-01', to: '2010-12-31', include_lower: true, include_upper: false },
      },
    });
  });

  it('other attributes are text; numbers ask for a decimal keypad and keep what was typed', async () => {
    const atoms = definition('rcsb_entry_info.deposited_atom_count');
    const m = await mount({ definition: atoms, operator: 'greater', invalid: true, describedBy: 'msg-4' });
    const field = input(m);
    expect([field.type, field.inputMode, field.getAttribute('role')]).to.deep.equal(['text', 'decimal', null]);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    typeInto(field, '1,5');
    await settle();
    expect(m.value()).to.equal('1,5');
    expect(wire(atoms, 'greater', m.value())).to.deep.equal({
      ok: false,
      message: MESSAGE_TEMPLATES.attributeInvalid(atoms.name!),
    });
    unmount();

    const title = definition('struct.title');
    const t = await mount({ definition: title, operator: 'contains_words' });
    expect(input(t).getAttribute('role')).to.equal(null);
    expect(input(t).inputMode).to.equal('');
    unmount();

    // the suggester's attribute with no lookup wired: plain text, not a combobox that never opens
    const o = await mount({
      definition: definition('rcsb_entity_source_organism.ncbi_scientific_name'),
      operator: 'exact_match',
    });
    expect(input(o).getAttribute('role')).to.equal(null);
  });

  it('a typed list keeps its separators and validates to the list', async () => {
    const ids = definition('rcsb_entry_container_identifiers.entry_id');
    const m = await mount({ definition: ids, operator: 'in' });
    const field = input(m);
    expect(field.getAttribute('role'), 'a list is typed, not suggested').to.equal(null);
    typeInto(field, '4HHB 1ABC,  2DEF');
    await settle();
    expect(m.value()).to.equal('4HHB 1ABC,  2DEF');
    expect(field.value).to.equal('4HHB 1ABC,  2DEF');
    expect(wire(ids, 'in', m.value())).to.deep.equal({
      ok: true,
      value: {
        attribute: 'rcsb_entry_container_identifiers.entry_id',
        operator: 'in',
        value: ['4HHB', '1ABC', '2DEF'],
      },
    });
    unmount();

    // an array attribute's list needs separators a decimal keypad lacks
    const resolution = definition('rcsb_entry_info.resolution_combined');
    const r = await mount({ definition: resolution, operator: 'equals', value: [1.5, 2] });
    expect(input(r).value).to.equal('1.5, 2');
    expect(input(r).inputMode).to.equal('');
    // only 'in' takes a list: under '=' two values are refused, not turned into 'in' behind the user's back
    expect(wire(resolution, 'equals', r.value()).ok).to.equal(false);
    expect(wire(resolution, 'in', r.value())).to.deep.equal({
      ok: true,
      value: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'in', value: [1.5, 2] },
    });
  });

  it('inputs fit a 390 px terminal', async () => {
    const cases: Array<[string, AttributeOperator]> = [
      ['exptl.method', 'exact_match'],
      ['em_imaging.specimen_holder_model', 'in'],
      ['rcsb_entry_info.resolution_combined', 'range_upper_excl'],
      ['rcsb_accession_info.initial_release_date', 'range_upper_incl'],
      ['rcsb_accession_info.initial_release_date', 'equals'],
      ['rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match'],
      ['struct.title', 'contains_phrase'],
    ];
    for (const [path, operator] of cases) {
      const m = await mount({ definition: definition(path), operator });
      const right = m.host.getBoundingClientRect().right;
      expect(controls(m).length, path).to.be.greaterThan(0);
      for (const control of controls(m)) expect(control.getBoundingClientRect().right, path).to.be.at.most(right + 0.5);
      expect(m.host.scrollWidth, path).to.be.at.most(390);
      unmount();
    }
  });
});

describe('attribute value suggester', () => {
  const organism = () => definition('rcsb_entity_source_organism.ncbi_scientific_name');
  /** The archive's suggester route, as the terminal wires the client's suggester; records each lookup. */
  function suggester(attribute: string) {
    const lookups: Array<{ text: string; signal: AbortSignal }> = [];
    let gate: Promise<void> = Promise.resolve();
    const suggest = async (text: string, signal: AbortSignal): Promise<string[]> => {
      lookups.push({ text, signal });
      await gate;
      const url = `${api}/search/suggester/${attribute}/false/${encodeURIComponent(text)}`;
      const items = (await (await fetch(url, { signal })).json()) as Array<{ value: string }>;
      return items.map((item) => item.value);
    };
    return { suggest, lookups, hold: (until: Promise<void>) => (gate = until) };
  }
  const listbox = (m: Mounted) => m.shadow.querySelector('[role=listbox]');
  const optionTexts = (m: Mounted) => [...m.shadow.querySelectorAll('[role=option]')].map((o) => o.textContent);

  it('looks up from the first character and opens a combobox listbox of the results', async () => {
    const def = organism();
    expect(def.context).to.include('exact-match');
    expect(def.enumeration).to.equal(undefined);
    const s = suggester(def.attribute);
    const m = await mount({ definition: def, operator: 'exact_match', suggest: s.suggest, describedBy: 'msg-5' });
    const field = input(m);
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.getAttribute('aria-autocomplete')).to.equal('list');
    expect(field.getAttribute('aria-expanded')).to.equal('false');
    expect(field.getAttribute('aria-describedby')).to.equal('msg-5');
    typeInto(field, 'H');
    await until(() => listbox(m) !== null);
    expect(s.lookups.map((l) => l.text)).to.deep.equal(['H']);
    expect(optionTexts(m)).to.include('Homo sapiens');
    expect(field.getAttribute('aria-expanded')).to.equal('true');
    expect(field.getAttribute('aria-controls')).to.equal(listbox(m)!.id);
    // the typed text is the value until a suggestion is chosen
    expect(m.value()).to.equal('H');
  });

  it('shows no menu when the lookup has no results', async () => {
    const def = organism();
    const s = suggester(def.attribute);
    const m = await mount({ definition: def, operator: 'exact_match', suggest: s.suggest });
    typeInto(input(m), 'zzqx');
    await until(() => s.lookups.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle();
    expect(listbox(m)).to.equal(null);
    expect(input(m).getAttribute('aria-expanded')).to.equal('false');
  });

  it('waits for typing to pause and aborts a lookup the next text overtakes', async () => {
    const def = organism();
    const s = suggester(def.attribute);
    const m = await mount({ definition: def, operator: 'exact_match', suggest: s.suggest });
    const field = input(m);
    // quick typing: one lookup, for the text typed last
    typeInto(field, 'H');
    typeInto(field, 'Ho');
    typeInto(field, 'Hom');
    await until(() => s.lookups.length === 1);
    expect(s.lookups[0]!.text).to.equal('Hom');
    await until(() => listbox(m) !== null);
    // a lookup held back until after the next keystroke is aborted and never shown
    let release = () => {};
    s.hold(new Promise<void>((resolve) => (release = resolve)));
    typeInto(field, 'Homo');
    await until(() => s.lookups.length === 2);
    s.hold(Promise.resolve());
    typeInto(field, 'Hal');
    await settle();
    expect(s.lookups[1]!.signal.aborted).to.equal(true);
    release();
    await until(() => s.lookups.length === 3 && listbox(m) !== null);
    expect(optionTexts(m).every((text) => text!.toLowerCase().includes('hal'))).to.equal(true);
  });

  it('is operated by keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const def = organism();
    const s = suggester(def.attribute);
    const m = await mount({ definition: def, operator: 'exact_match', suggest: s.suggest });
    const field = input(m);
    const active = () => {
      const id = field.getAttribute('aria-activedescendant');
      return id ? m.shadow.getElementById(id) : null;
    };
    typeInto(field, 'Hom');
    await until(() => listbox(m) !== null);
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(active()!.textContent).to.equal(optionTexts(m)[0]);
    expect(active()!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(active()!.textContent, 'wraps to the last').to.equal(optionTexts(m).at(-1));
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(listbox(m)).to.equal(null);
    expect(field.hasAttribute('aria-activedescendant')).to.equal(false);
    // down opens the menu again on the first option
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(active()!.textContent).to.equal('Homo sapiens');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(m.value()).to.equal('Homo sapiens');
    expect(field.value).to.equal('Homo sapiens');
    expect(listbox(m)).to.equal(null);
    expect(wire(def, 'exact_match', m.value())).to.deep.equal({
      ok: true,
      value: {
        attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
        operator: 'exact_match',
        value: 'Homo sapiens',
      },
    });
    // choosing does not look the chosen value up again
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.lookups.map((l) => l.text)).to.deep.equal(['Hom']);
  });

  it('clearing the input empties the value and closes the menu', async () => {
    const def = organism();
    const s = suggester(def.attribute);
    const m = await mount({ definition: def, operator: 'exact_match', suggest: s.suggest, value: 'Homo sapiens' });
    const field = input(m);
    expect(field.value).to.equal('Homo sapiens');
    typeInto(field, 'Homo');
    await until(() => listbox(m) !== null);
    typeInto(field, '');
    await settle();
    expect(m.value()).to.equal('');
    expect(listbox(m)).to.equal(null);
    expect(wire(def, 'exact_match', m.value())).to.deep.equal({ ok: true, value: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.lookups.map((l) => l.text)).to.deep.equal(['Homo']);
  });
});
