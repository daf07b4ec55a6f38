// <pdb-tree-browser> against the real archive server: the WAI-ARIA tree (roles, levels, sizes,
// roving tabindex), children loaded when a node is first opened, the APG keyboard, the tree search
// (more than 2 characters, stale answers dropped, the chosen node spliced in and selected), the
// node search run in the context, the ATC page, the app's Browse Annotations tab with its URL, the
// Taxonomy facet's 'Show in tree', and axe-core.

import { fixture, fixtureCleanup, html, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import { treeDescriptor, treeNodeRequest } from '../../src/model/trees.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { archiveUrl } from './helpers/archive.ts';
import { seriousFindings } from './helpers/axe.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, typeInto } from './helpers/shadow.ts';
import { historyStorageKey } from '../../src/store/history-storage.ts';

/** Where a context without a history-key keeps its history. */
const SHARED_HISTORY_KEY = historyStorageKey('');

type Browser = HTMLElementTagNameMap['pdb-tree-browser'];

async function mount(tree = 'taxonomy'): Promise<{ ctx: PdbSearchContext; browser: Browser; before: HTMLElement }> {
  const api = await archiveUrl();
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <button id="before">before</button>
      <pdb-search-context api-base=${api}><pdb-tree-browser tree=${tree}></pdb-tree-browser></pdb-search-context>
    </div>
  `);
  const ctx = wrapper.querySelector('pdb-search-context') as PdbSearchContext;
  const browser = ctx.querySelector('pdb-tree-browser') as Browser;
  await until(() => !!browser.shadowRoot?.querySelector('[role=tree], .tree-unavailable'));
  return { ctx, browser, before: wrapper.querySelector('#before')! };
}

const items = (el: Element) => $$(el, '[role=treeitem]');
const nameOf = (item: Element) => item.querySelector('.tree-name')!.textContent;
const item = (el: Element, name: string) => items(el).find((i) => nameOf(i) === name)!;
// the treeitem is the row; its group of children sits beside it, owned through aria-owns
const row = (treeitem: Element) => treeitem as HTMLElement;
const groupOf = (treeitem: Element): HTMLElement | null => {
  const owned = treeitem.getAttribute('aria-owns');
  return owned ? (treeitem.getRootNode() as ShadowRoot).getElementById(owned) : null;
};
const active = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;
const focusedName = (el: Element) => {
  const focused = active(el);
  return focused?.getAttribute('role') === 'treeitem' ? nameOf(focused) : null;
};
const press = async (key: string) => {
  await sendKeys({ press: key });
  await settle();
};

describe('<pdb-tree-browser>', () => {
  beforeEach(() => sessionStorage.removeItem(SHARED_HISTORY_KEY));
  afterEach(() => fixtureCleanup());

  it('is a WAI-ARIA tree: levels, set sizes, positions, expanded state and one tab stop', async () => {
    const { browser } = await mount();
    const tree = $(browser, '[role=tree]');
    expect(tree.getAttribute('aria-label')).to.equal('Source Organism (NCBI Taxonomy)');
    expect(tree.getAttribute('aria-describedby')).to.not.equal(null);
    const top = items(browser);
    expect(top.map(nameOf)).to.deep.equal(['cellular organisms', 'Viruses']);
    expect(top.map((i) => i.getAttribute('aria-level'))).to.deep.equal(['1', '1']);
    expect(top.map((i) => i.getAttribute('aria-setsize'))).to.deep.equal(['2', '2']);
    expect(top.map((i) => i.getAttribute('aria-posinset'))).to.deep.equal(['1', '2']);
    expect(top.map((i) => i.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false']);
    expect(top.map((i) => i.tabIndex)).to.deep.equal([0, -1]);
    expect(top.some((i) => i.hasAttribute('aria-selected'))).to.equal(false);
    // the count beside the name, and the node's Search button named for screen readers
    expect(row(top[0]!).querySelector('.tree-count')!.textContent).to.equal(' (189)');
    const search = row(top[0]!).querySelector('button')!;
    expect(search.getAttribute('aria-label')).to.equal('Search entries under cellular organisms (189)');
    expect(search.tabIndex).to.equal(0);
    expect(row(top[1]!).querySelector('button')!.tabIndex).to.equal(-1);
    // the accessible name is the row's text, not its whole subtree
    expect(browser.shadowRoot!.getElementById(top[0]!.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'cellular organisms (189)',
    );
  });

  it('switcher, Help link and search box come first; ATC is listed but not available', async () => {
    const { browser } = await mount();
    const select = $(browser, 'select') as HTMLSelectElement;
    expect(select.value).to.equal('taxonomy');
    const atc = [...select.options].find((o) => o.value === 'atc')!;
    expect(atc.disabled).to.equal(true);
    expect(atc.textContent).to.equal('ATC (Anatomical Therapeutic Chemical) (not available in this archive)');
    expect(($(browser, 'a.help-link') as HTMLAnchorElement).href).to.equal(
      'https://www.rcsb.org/docs/search-and-browse/browse-options/source-organism',
    );
    select.value = 'ec';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => items(browser)[0] !== undefined && nameOf(items(browser)[0]!) === 'Hydrolases');
    expect($(browser, '[role=tree]').getAttribute('aria-label')).to.equal('Enzyme Classification');
    expect(($(browser, 'a.help-link') as HTMLAnchorElement).href).to.match(/browse-options\/enzyme-classification$/);
  });

  it('loads children the first time a node opens, 20 px further in', async () => {
    const { browser } = await mount();
    const cellular = item(browser, 'cellular organisms');
    expect(groupOf(cellular)).to.equal(null);
    (row(cellular).querySelector('.tree-toggle') as HTMLElement).click();
    await until(() => cellular.getAttribute('aria-expanded') === 'true');
    const group = groupOf(cellular)!;
    expect(group.getAttribute('role')).to.equal('group');
    const children = [...group.querySelectorAll(':scope > li > [role=treeitem]')];
    expect(children.map(nameOf)).to.deep.equal(['Eukaryota', 'Bacteria', 'Archaea']);
    expect(children.map((c) => c.getAttribute('aria-level'))).to.deep.equal(['2', '2', '2']);
    expect(children.map((c) => c.getAttribute('aria-posinset'))).to.deep.equal(['1', '2', '3']);
    expect(children[0]!.getAttribute('aria-setsize')).to.equal('3');
    const indent = (el: Element) => parseFloat(getComputedStyle(row(el)).paddingInlineStart);
    expect(indent(children[0]!) - indent(cellular)).to.equal(20);
    // closing keeps what was loaded; opening again shows it without asking
    (row(cellular).querySelector('.tree-toggle') as HTMLElement).click();
    await settle();
    expect(cellular.getAttribute('aria-expanded')).to.equal('false');
    expect(items(browser).map(nameOf)).to.deep.equal(['cellular organisms', 'Viruses']);
  });

  it('keyboard: Tab reaches switcher, Help, search box, tree, the node Search; arrows, Home/End, type-ahead, Enter', async () => {
    const { browser, before } = await mount();
    before.focus();
    await press('Tab');
    expect(active(browser)?.localName).to.equal('select');
    await press('Tab');
    expect(active(browser)?.className).to.equal('help-link');
    await press('Tab');
    expect(active(browser)?.getAttribute('role')).to.equal('combobox');
    await press('Tab');
    expect(focusedName(browser)).to.equal('cellular organisms');
    await press('Tab');
    expect(active(browser)?.getAttribute('aria-label')).to.equal('Search entries under cellular organisms (189)');
    await sendKeys({ down: 'Shift' });
    await press('Tab');
    await sendKeys({ up: 'Shift' });
    expect(focusedName(browser)).to.equal('cellular organisms');

    await press('ArrowDown');
    expect(focusedName(browser)).to.equal('Viruses');
    expect(items(browser).map((i) => i.tabIndex)).to.deep.equal([-1, 0]);
    await press('Home');
    expect(focusedName(browser)).to.equal('cellular organisms');
    await press('ArrowRight'); // opens, loading the children
    await until(() => item(browser, 'cellular organisms').getAttribute('aria-expanded') === 'true');
    expect(focusedName(browser)).to.equal('cellular organisms');
    await press('ArrowRight'); // to the first child
    expect(focusedName(browser)).to.equal('Eukaryota');
    await press('ArrowLeft'); // to the parent
    expect(focusedName(browser)).to.equal('cellular organisms');
    await press('End');
    expect(focusedName(browser)).to.equal('Viruses');
    await press('a'); // type-ahead, wrapping round
    expect(focusedName(browser)).to.equal('Archaea');
    await press('Enter');
    expect(item(browser, 'Archaea').getAttribute('aria-selected')).to.equal('true');
    await press('Home');
    await press('ArrowLeft'); // closes
    expect(item(browser, 'cellular organisms').getAttribute('aria-expanded')).to.equal('false');
    await press('Space');
    expect(item(browser, 'cellular organisms').getAttribute('aria-selected')).to.equal('true');
    expect($$(browser, '[aria-selected=true]')).to.have.length(1);
  });

  it('the tree search asks with more than 2 characters, drops stale answers, and splices the chosen node in', async () => {
    const { ctx, browser } = await mount();
    const asked: string[] = [];
    const original = ctx.store.actions.fetchTreeMenu;
    let holdFirst: (() => void) | null = null;
    ctx.store.actions.fetchTreeMenu = async (treeId, text, signal) => {
      asked.push(text);
      const answer = await original(treeId, text, signal);
      if (asked.length === 1) await new Promise<void>((resolve) => (holdFirst = resolve));
      return answer;
    };
    const input = $(browser, '[role=combobox]') as HTMLInputElement;
    typeInto(input, 'ho');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).to.deep.equal([]);
    expect($(browser, '.tree-search-status').textContent).to.equal('Type 3 or more characters to find a node.');

    typeInto(input, 'hom');
    await until(() => asked.length === 1);
    // aborting hands back an 'aborted' answer: the box is on new text by then, so it is dropped
    typeInto(input, 'homo sapiens');
    await until(() => asked.length === 2);
    await until(() => browser.shadowRoot!.querySelector('[role=listbox]') !== null);
    const options = () => $$(browser, '[role=option]').map((o) => o.querySelector('.tree-menu-label')!.textContent);
    expect(options()).to.deep.equal(['Homo sapiens']);
    (holdFirst as (() => void) | null)?.();
    await settle(5);
    expect(options()).to.deep.equal(['Homo sapiens'], 'the answer for "hom" is ignored');
    expect(input.getAttribute('aria-expanded')).to.equal('true');

    input.focus();
    await press('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).to.equal($$(browser, '[role=option]')[0]!.id);
    await press('Enter');
    await until(() => items(browser).some((i) => nameOf(i) === 'Homo sapiens'));
    const human = item(browser, 'Homo sapiens');
    await until(() => focusedName(browser) === 'Homo sapiens');
    expect(human.getAttribute('aria-selected')).to.equal('true');
    expect(item(browser, 'cellular organisms').getAttribute('aria-expanded')).to.equal('true');
    expect(item(browser, 'Eukaryota').getAttribute('aria-expanded')).to.equal('true');
    expect(items(browser).map(nameOf)).to.include.members(['Viruses', 'Bacteria', 'Archaea']);
    const box = row(human).getBoundingClientRect();
    expect(box.top >= 0 && box.bottom <= innerHeight, 'scrolled into view').to.equal(true);
    expect(browser.shadowRoot!.querySelector('[role=listbox]')).to.equal(null);
  });

  it("a node's Search runs the entries under it in the context", async () => {
    const { ctx, browser } = await mount();
    const cellular = item(browser, 'cellular organisms');
    (row(cellular).querySelector('.tree-toggle') as HTMLElement).click();
    await until(() => items(browser).some((i) => nameOf(i) === 'Eukaryota'));
    const eukaryota = item(browser, 'Eukaryota');
    const count = Number(row(eukaryota).querySelector('.tree-count')!.textContent!.replace(/\D/g, ''));
    const button = row(eukaryota).querySelector('button') as HTMLButtonElement;
    // a page may take over: a cancelled pdb-search runs nothing
    const cancel = (event: Event) => event.preventDefault();
    browser.addEventListener('pdb-search', cancel);
    button.click();
    await settle();
    expect(ctx.store.state.request).to.equal(null);
    browser.removeEventListener('pdb-search', cancel);
    let announced: unknown;
    browser.addEventListener('pdb-search', (event) => (announced = event.detail.request), { once: true });
    button.click();
    await until(() => ctx.store.state.response !== null && !ctx.store.state.dataLoading);
    const expected = treeNodeRequest(treeDescriptor('taxonomy')!, '2759') as SearchRequest;
    expect(ctx.store.state.request!.query).to.deep.equal(expected.query);
    expect(ctx.store.state.request!.return_type).to.equal('entry');
    expect(announced).to.deep.equal(expected);
    expect(ctx.store.state.response!.total_count).to.equal(count);
    expect(ctx.store.state.tab).to.equal('search');
    expect(eukaryota.getAttribute('aria-selected')).to.equal('true');
  });

  it('ATC says plainly it is not in this archive and offers the trees that are', async () => {
    const { browser } = await mount('atc');
    expect($(browser, '.tree-unavailable-title').textContent).to.equal(
      'The ATC (Anatomical Therapeutic Chemical) tree is not available in this archive.',
    );
    expect(browser.shadowRoot!.querySelector('[role=tree]')).to.equal(null);
    const choices = $$(browser, '.tree-choices button');
    expect(choices.map((b) => b.textContent)).to.deep.equal([
      'Source Organism (NCBI Taxonomy)',
      'Enzyme Classification',
      'Gene Ontology',
      'Pfam Protein Families',
      'SCOP2 Structural Classification',
    ]);
    choices[2]!.click();
    await until(() => items(browser).length > 0);
    expect(items(browser).map(nameOf)).to.deep.equal([
      'molecular_function',
      'biological_process',
      'cellular_component',
    ]);
  });

  it("alone, it follows a 'show in tree' of its context, from another tree", async () => {
    const { ctx, browser } = await mount('ec');
    await until(() => items(browser).length > 0);
    ctx.store.actions.showInTree('taxonomy', 'Homo sapiens');
    await until(() => $$(browser, '[aria-selected=true]').length === 1);
    expect(($(browser, 'select') as HTMLSelectElement).value).to.equal('taxonomy');
    expect($$(browser, '[aria-selected=true]').map(nameOf)).to.deep.equal(['Homo sapiens']);
    await until(() => focusedName(browser) === 'Homo sapiens');
    expect(items(browser).map(nameOf)).to.include('Viruses');
  });

  it('has no serious or critical axe finding, with a branch open, a node selected and the menu open', async () => {
    const { browser } = await mount();
    (row(item(browser, 'cellular organisms')).querySelector('.tree-toggle') as HTMLElement).click();
    await until(() => items(browser).some((i) => nameOf(i) === 'Eukaryota'));
    (item(browser, 'Bacteria').querySelector('.tree-name') as HTMLElement).click();
    await settle();
    typeInto($(browser, '[role=combobox]') as HTMLInputElement, 'homo');
    await until(() => $$(browser, '[role=option]').length > 0);
    expect(await seriousFindings(browser)).to.deep.equal([]);
  });
});

describe('<pdb-tree-browser> in <pdb-search-app>', () => {
  const startUrl = location.href;
  afterEach(() => {
    fixtureCleanup();
    history.replaceState(null, '', startUrl);
  });

  async function mountApp(path: string) {
    history.replaceState(null, '', path);
    const api = await archiveUrl();
    const app = await fixture<HTMLElementTagNameMap['pdb-search-app']>(
      html`<pdb-search-app api-base=${api} sync-url></pdb-search-app>`,
    );
    await until(() => !!app.shadowRoot?.querySelector('pdb-search-context'));
    const ctx = app.shadowRoot!.querySelector('pdb-search-context') as PdbSearchContext;
    return { app, ctx };
  }
  const browserIn = (app: Element) => app.shadowRoot!.querySelector('pdb-tree-browser') as Browser | null;

  it('/search/browse/atc becomes the first tree the archive has; the switcher writes /search/browse/{tree}', async () => {
    const { app, ctx } = await mountApp('/search/browse/atc');
    expect(location.pathname).to.equal('/search/browse/taxonomy');
    await until(() => !!browserIn(app)?.shadowRoot && items(browserIn(app)!).length > 0);
    const browser = browserIn(app)!;
    expect(ctx.store.state.tab).to.equal('browse');
    expect(browser.shadowRoot!.querySelector('.tree-unavailable')).to.equal(null);
    const select = $(browser, 'select') as HTMLSelectElement;
    expect(select.value).to.equal('taxonomy');
    select.value = 'pfam';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => location.pathname === '/search/browse/pfam');
    await until(() => items(browser).length > 0 && select.value === 'pfam');
    select.value = 'scop2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => location.pathname === '/search/browse/scop2');
    history.back();
    await until(() => ($(browser, 'select') as HTMLSelectElement).value === 'pfam');
  });

  it("a Taxonomy facet bucket's 'Show in tree' opens Browse Annotations at that node", async () => {
    const { app, ctx } = await mountApp('/search');
    const hemoglobin: SearchRequest = {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'entry',
    };
    await ctx.store.actions.search(hemoglobin);
    const results = app.shadowRoot!.querySelector('pdb-results')!;
    const showInTree = () =>
      [...(results.shadowRoot?.querySelectorAll<HTMLButtonElement>('.facet-tree-link') ?? [])].find(
        (b) => b.getAttribute('aria-label') === 'Show in tree: Eukaryota',
      );
    await until(() => showInTree() !== undefined);
    showInTree()!.click();
    await until(() => ctx.store.state.tab === 'browse');
    expect(location.pathname).to.equal('/search/browse/taxonomy');
    expect(new URLSearchParams(location.search).get('node')).to.equal('Eukaryota');
    await until(
      () => !!browserIn(app) && items(browserIn(app)!).some((i) => i.getAttribute('aria-selected') === 'true'),
    );
    const browser = browserIn(app)!;
    expect($$(browser, '[aria-selected=true]').map(nameOf)).to.deep.equal(['Eukaryota']);

    // a node's Search shows the results; back on the tab, the tree is as it was left
    (item(browser, 'Bacteria').querySelector('button') as HTMLButtonElement).click();
    await until(() => ctx.store.state.tab === 'search' && !ctx.store.state.dataLoading);
    expect(ctx.store.state.request!.query).to.deep.equal(treeNodeRequest(treeDescriptor('taxonomy')!, '2')!.query);
    expect(new URLSearchParams(location.search).get('request')).to.not.equal(null);
    ctx.store.actions.setTab('browse');
    await settle();
    expect(browserIn(app)).to.equal(browser);
    expect(item(browser, 'cellular organisms').getAttribute('aria-expanded')).to.equal('true');
    expect($$(browser, '[aria-selected=true]').map(nameOf)).to.deep.equal(['Bacteria']);

    // the same bucket again opens its node again
    await ctx.store.actions.search(hemoglobin);
    await until(() => showInTree() !== undefined);
    showInTree()!.click();
    await until(() => $$(browser, '[aria-selected=true]').map(nameOf).join() === 'Eukaryota');
    await until(() => focusedName(browser) === 'Eukaryota');
  });
});
