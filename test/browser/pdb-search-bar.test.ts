import { fixture, html, expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { barNavigation } from '../../src/ui/search-bar/navigate.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';
import { $, $$, barInput, terminalParameters, typeInto } from './helpers/shadow.ts';

async function contextWithBar(extra = ''): Promise<{ ctx: PdbSearchContext; bar: HTMLElement }> {
  const api = await archiveUrl();
  const ctx = await fixture<PdbSearchContext>(
    html`<pdb-search-context api-base=${api}><pdb-search-bar></pdb-search-bar></pdb-search-context>`,
  );
  if (extra) ctx.setAttribute(extra, '');
  await settle();
  return { ctx, bar: ctx.querySelector('pdb-search-bar')! };
}

const menuOpen = (bar: Element) => !!bar.shadowRoot!.querySelector('[role=listbox]');
const options = (bar: Element) => $$(bar, '[role=option]');
const activeOption = (bar: Element) => {
  const id = barInput(bar).getAttribute('aria-activedescendant');
  return id ? bar.shadowRoot!.getElementById(id) : null;
};

/** Collects pdb-search events and cancels them, so nothing navigates away from the test page. */
function interceptSearches(): { events: Array<CustomEvent>; stop: () => void } {
  const events: CustomEvent[] = [];
  const listener = (e: Event) => {
    events.push(e as CustomEvent);
    e.preventDefault();
  };
  document.addEventListener('pdb-search', listener);
  return { events, stop: () => document.removeEventListener('pdb-search', listener) };
}

async function openMenuFor(bar: HTMLElement, text: string): Promise<void> {
  typeInto(barInput(bar), text);
  await until(() => menuOpen(bar) && options(bar).length > 0);
}

describe('<pdb-search-bar>', () => {
  let intercept: ReturnType<typeof interceptSearches> | undefined;
  afterEach(() => intercept?.stop());

  it('asks for suggestions only after more than one character and groups them under headers', async () => {
    const { bar } = await contextWithBar();
    typeInto(barInput(bar), 'h');
    await new Promise((r) => setTimeout(r, 400));
    expect(menuOpen(bar)).to.equal(false);

    await openMenuFor(bar, 'hemo');
    const listbox = $(bar, '[role=listbox]');
    const headers = [...listbox.querySelectorAll('.menu-header')].map((h) => h.textContent);
    expect(headers).to.include('Macromolecule Name');
    expect(headers).to.include('Structure Title');
    // headers name their groups and are not options
    const group = listbox.querySelector('[role=group]')!;
    expect(group.getAttribute('aria-labelledby')).to.equal(group.querySelector('.menu-header')!.id);
    expect(options(bar).map((o) => o.textContent)).to.satisfy((labels: string[]) =>
      labels.some((l) => l.includes('HEMOGLOBIN I')),
    );
    expect(options(bar).every((o) => !o.classList.contains('menu-header'))).to.equal(true);
    expect(barInput(bar).getAttribute('aria-expanded')).to.equal('true');
  });

  it('moves through the options with the arrow keys, skipping headers, and wraps', async () => {
    const { bar } = await contextWithBar();
    await openMenuFor(bar, 'hemo');
    const all = options(bar);
    const firstGroupSize = $(bar, '[role=group]').querySelectorAll('[role=option]').length;
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(activeOption(bar)).to.equal(all[0]);
    for (let i = 0; i < firstGroupSize; i++) await sendKeys({ press: 'ArrowDown' });
    await settle();
    // past the last option of the first group straight onto the first of the second group
    expect(activeOption(bar)).to.equal(all[firstGroupSize]);
    expect(activeOption(bar)!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(activeOption(bar)).to.equal(all[firstGroupSize - 2]);
    for (let i = 0; i < firstGroupSize - 1; i++) await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(activeOption(bar)).to.equal(all[all.length - 1]);
  });

  it('Enter selects the highlighted suggestion: an exact attribute search in the context', async () => {
    const { ctx, bar } = await contextWithBar();
    await openMenuFor(bar, 'hemoglobin i');
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    const label = activeOption(bar)!.querySelector('.menu-label')!.textContent!;
    await sendKeys({ press: 'Enter' });
    await until(() => ctx.store.state.request !== null);
    expect(ctx.store.state.request!.query).to.deep.include({ type: 'terminal', service: 'text' });
    expect(terminalParameters(ctx.store.state.request)).to.deep.include({
      attribute: 'rcsb_polymer_entity.pdbx_description',
      operator: 'exact_match',
      value: label,
    });
    expect(menuOpen(bar)).to.equal(false);
    expect(barInput(bar).value).to.equal(label);
    await until(() => !ctx.store.state.dataLoading);
    expect(ctx.store.state.response!.total_count).to.be.greaterThan(0);
  });

  it('Enter with no highlighted suggestion runs a full-text search of the term', async () => {
    const { ctx, bar } = await contextWithBar();
    await openMenuFor(bar, 'hemoglobin');
    await sendKeys({ press: 'Enter' });
    await until(() => ctx.store.state.request !== null);
    expect(ctx.store.state.request!.query).to.deep.equal({
      type: 'terminal',
      service: 'full_text',
      parameters: { value: 'hemoglobin' },
    });
    expect(menuOpen(bar)).to.equal(false);
    await until(() => !ctx.store.state.dataLoading);
    expect(ctx.store.state.response!.total_count).to.be.greaterThan(0);
  });

  it('does not open the menu when suggestions arrive after a fast Enter', async () => {
    const { ctx, bar } = await contextWithBar();
    typeInto(barInput(bar), 'hemoglobin');
    await sendKeys({ press: 'Enter' }); // before the 150 ms debounce has passed
    await until(() => ctx.store.state.request !== null);
    await new Promise((r) => setTimeout(r, 500));
    await settle();
    expect(menuOpen(bar)).to.equal(false);
  });

  it('Escape and a click outside close the menu', async () => {
    const { bar } = await contextWithBar();
    await openMenuFor(bar, 'hemo');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(menuOpen(bar)).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(menuOpen(bar)).to.equal(true);
    await sendMouse({ type: 'click', position: [5, 400] });
    await settle();
    expect(menuOpen(bar)).to.equal(false);
  });

  it('ignores a suggestion answer that arrives after the input changed', async () => {
    const { bar } = await contextWithBar();
    const realFetch = window.fetch;
    // The first answer is held back and released after the second, ignoring its abort signal.
    window.fetch = (input, init) => {
      const url = String(input);
      if (url.includes('/suggest/') && url.endsWith('/hemo')) {
        return new Promise((resolve) => setTimeout(() => resolve(realFetch(input, { ...init, signal: null })), 700));
      }
      return realFetch(input, init);
    };
    try {
      typeInto(barInput(bar), 'hemo');
      await new Promise((r) => setTimeout(r, 250)); // debounce passed: 'hemo' is in flight
      typeInto(barInput(bar), '4hh');
      await until(() => options(bar).length > 0);
      await new Promise((r) => setTimeout(r, 900)); // the held answer has now arrived
      await settle();
      const labels = options(bar).map((o) => o.querySelector('.menu-label')!.textContent);
      expect(labels).to.deep.equal(['4HHB']);
      expect($(bar, '.menu-header').textContent).to.equal('Entry ID');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('sends identifiers to their pages on link-base, as seed 001 §2 routes them', async () => {
    intercept = interceptSearches();
    const { ctx, bar } = await contextWithBar();
    const submit = async (text: string) => {
      typeInto(barInput(bar), text);
      await settle();
      const before = intercept!.events.length;
      $(bar, 'button[type=submit]').click();
      await until(() => intercept!.events.length > before); // entry ids wait for their status
      return intercept!.events.at(-1)!.detail as { url?: string; request: unknown; term: string };
    };
    expect((await submit('4hhb')).url).to.equal('https://www.rcsb.org/structure/4HHB');
    expect((await submit('AF_AFA0A0R0FWM3F1')).url).to.equal(
      'https://www.rcsb.org/search/csm-entry-id/AF_AFA0A0R0FWM3F1',
    );
    expect((await submit('PRD_000001')).url).to.equal('https://www.rcsb.org/ligand/PRD_000001');
    expect((await submit('P69905')).url).to.equal('https://www.rcsb.org/groups/sequence/polymer_entity/P69905');
    ctx.setAttribute('link-base', 'https://pdb.example.org');
    await settle();
    const detail = await submit('pdb_00004hhb');
    expect(detail.url).to.equal('https://pdb.example.org/structure/pdb_00004hhb');
    expect(detail.request).to.equal(null);
    expect(ctx.store.state.request).to.equal(null);
  });

  it('sends a ligand id the suggestions confirm to its ligand page', async () => {
    intercept = interceptSearches();
    const { bar } = await contextWithBar();
    typeInto(barInput(bar), 'HEM');
    await until(() => $$(bar, '.menu-header').some((h) => h.textContent === 'Ligand'));
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(intercept.events.at(-1)!.detail.url).to.equal('https://www.rcsb.org/ligand/HEM');
  });

  it('runs a pasted sequence as a sequence search on polymer entities', async () => {
    const { ctx, bar } = await contextWithBar();
    const sequence = 'VEWTDAEKSTISAVWGKVNIDEIGPLALARVLIVYPWTQRYFGSFGNVSTPAAIMGNPKVAAHGKVV';
    typeInto(barInput(bar), sequence.toLowerCase());
    await settle();
    $(bar, 'button[type=submit]').click();
    await until(() => ctx.store.state.request !== null);
    const request = ctx.store.state.request as SearchRequest;
    expect(request.return_type).to.equal('polymer_entity');
    expect(request.query).to.deep.equal({
      type: 'terminal',
      service: 'sequence',
      parameters: { evalue_cutoff: 0.1, identity_cutoff: 0, sequence_type: 'protein', value: sequence },
    });
    // (the archive's sequence service answers separately; this test is about the bar's request)
  });

  // Issue 13, point 6: the one-line input would glue a FASTA header to the residues.
  it('a pasted FASTA record enters as its residues and heads the menu with "Search by sequence"', async () => {
    const { ctx, bar } = await contextWithBar();
    const sequence = 'VEWTDAEKSTISAVWGKVNIDEIGPLALARVLIVYPWTQRYFGSFGNVSTPAAIMGNPKVAAHGKVV';
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', `>1ABC_1 mol:protein\n${sequence.slice(0, 40)}\n${sequence.slice(40)}\n`);
    barInput(bar).focus();
    const paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, composed: true, cancelable: true });
    barInput(bar).dispatchEvent(paste);
    expect(paste.defaultPrevented).to.equal(true);
    await until(() => menuOpen(bar) && options(bar).length > 0);
    expect(barInput(bar).value).to.equal(sequence);
    expect(options(bar)[0]!.textContent).to.equal(`Search by sequence protein, ${sequence.length} residues`);
    // plain text pastes as the browser pastes it
    const plain = new DataTransfer();
    plain.setData('text/plain', 'hemoglobin\nalpha');
    const text = new ClipboardEvent('paste', { clipboardData: plain, bubbles: true, composed: true, cancelable: true });
    barInput(bar).dispatchEvent(text);
    expect(text.defaultPrevented).to.equal(false);

    await sendKeys({ press: 'ArrowDown' });
    expect(activeOption(bar)?.textContent).to.match(/^Search by sequence/);
    await sendKeys({ press: 'Enter' });
    await until(() => ctx.store.state.request !== null);
    const request = ctx.store.state.request as SearchRequest;
    expect(request.return_type).to.equal('polymer_entity');
    expect(terminalParameters(request)).to.deep.equal({
      evalue_cutoff: 0.1,
      identity_cutoff: 0,
      sequence_type: 'protein',
      value: sequence,
    });
  });

  // Issue 13, point 4: 9ZZZ is well formed, and nobody lists it.
  it('keeps an unknown entry id in the app with the seed message and offers a full-text search', async () => {
    intercept = interceptSearches();
    const { ctx, bar } = await contextWithBar();
    const notice = () => bar.shadowRoot!.querySelector('[role=status] .not-found');
    typeInto(barInput(bar), '9zzz');
    await settle();
    await sendKeys({ press: 'Enter' });
    await until(() => notice() !== null);
    expect(intercept.events).to.have.length(0);
    expect(notice()!.querySelector('span')!.textContent).to.equal(MESSAGE_TEMPLATES.noDataForEntry('9ZZZ'));
    const offer = notice()!.querySelector('button')!;
    expect(offer.textContent).to.equal('Search full text for "9zzz"');
    intercept.stop();
    offer.click();
    await until(() => ctx.store.state.request !== null);
    expect(terminalParameters(ctx.store.state.request as SearchRequest)).to.deep.equal({ value: '9zzz' });
    await settle();
    expect(notice()).to.equal(null);

    typeInto(barInput(bar), '9zzz');
    await sendKeys({ press: 'Enter' });
    await until(() => notice() !== null);
    typeInto(barInput(bar), '9zz'); // typing clears the notice
    await settle();
    expect(notice()).to.equal(null);
  });

  it('quotes hyphenated words and keeps a leading minus, from the model', async () => {
    const { ctx, bar } = await contextWithBar();
    typeInto(barInput(bar), 'heat-shock -kinase "alpha beta"');
    await settle();
    $(bar, 'button[type=submit]').click();
    await until(() => ctx.store.state.request !== null);
    expect(terminalParameters(ctx.store.state.request)).to.deep.equal({ value: '"heat-shock" -kinase "alpha beta"' });
  });

  it("refuses markup with 'Invalid input detected' and a pdb-error event", async () => {
    const { ctx, bar } = await contextWithBar();
    let error: string | undefined;
    bar.addEventListener('pdb-error', (e) => (error = e.detail.message), { once: true });
    typeInto(barInput(bar), '<script>alert(1)</script>');
    await settle();
    $(bar, 'button[type=submit]').click();
    await settle();
    expect(error).to.equal(MESSAGES.invalidInput);
    expect($(bar, '[role=alert]').textContent).to.equal(MESSAGES.invalidInput);
    expect(barInput(bar).getAttribute('aria-invalid')).to.equal('true');
    expect(ctx.store.state.request).to.equal(null);
  });

  it("toggles developer mode with 'searchdev' and shows a notice", async () => {
    const { ctx, bar } = await contextWithBar();
    const submit = async () => {
      typeInto(barInput(bar), 'searchdev');
      await settle();
      $(bar, 'button[type=submit]').click();
      await settle();
    };
    await submit();
    expect(ctx.store.state.developerMode).to.equal(true);
    expect($(bar, '.dev-notice').textContent).to.contain('Developer mode is on');
    expect(barInput(bar).value).to.equal('');
    expect(ctx.store.state.request).to.equal(null);
    await submit();
    expect(ctx.store.state.developerMode).to.equal(false);
    expect(bar.shadowRoot!.querySelector('.dev-notice')).to.equal(null);
  });

  it('announces a search in a cancelable pdb-search event; a page that cancels it takes over', async () => {
    const { ctx, bar } = await contextWithBar();
    let detail: { request: unknown; term?: string } | undefined;
    const cancel = (e: CustomEvent) => {
      detail = e.detail;
      e.preventDefault();
    };
    document.addEventListener('pdb-search', cancel, { once: true });
    typeInto(barInput(bar), 'kinase');
    await settle();
    $(bar, 'button[type=submit]').click();
    await settle();
    expect(detail!.term).to.equal('kinase');
    expect((detail!.request as SearchRequest).query).to.deep.equal({
      type: 'terminal',
      service: 'full_text',
      parameters: { value: 'kinase' },
    });
    expect(ctx.store.state.request).to.equal(null);
    // not cancelled: the search runs
    $(bar, 'button[type=submit]').click();
    await until(() => ctx.store.state.request !== null);
  });

  it('standalone with results-url: sends the browser to the results page with ?request=', async () => {
    const bar = await fixture<HTMLElement>(html`<pdb-search-bar results-url="/demo/index.html"></pdb-search-bar>`);
    await settle();
    const assigned: string[] = [];
    const realAssign = barNavigation.assign;
    barNavigation.assign = (url) => assigned.push(url);
    try {
      typeInto(barInput(bar), 'heat-shock');
      await settle();
      $(bar, 'button[type=submit]').click();
      await settle();
      expect(assigned).to.have.length(1);
      const url = new URL(assigned[0]!, location.origin);
      expect(url.pathname).to.equal('/demo/index.html');
      const request = JSON.parse(url.searchParams.get('request')!);
      expect(request).to.deep.equal({
        query: { type: 'terminal', service: 'full_text', parameters: { value: '"heat-shock"' } },
        return_type: 'entry',
      });
      // the links under the bar point at the results page
      expect($(bar, '.links a').getAttribute('href')).to.equal('/demo/index.html/advanced');
    } finally {
      barNavigation.assign = realAssign;
    }
  });

  it('a lone bar with api-base still offers suggestions from its private store', async () => {
    const api = await archiveUrl();
    const bar = await fixture<HTMLElement>(
      html`<pdb-search-bar api-base=${api} results-url="/results"></pdb-search-bar>`,
    );
    await settle();
    await openMenuFor(bar, '4hh');
    intercept = interceptSearches();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => intercept!.events.length > 0);
    expect(intercept.events.at(-1)!.detail.url).to.equal('https://www.rcsb.org/structure/4HHB');
  });

  // 116L was obsoleted by 216L and 5BKN awaits release, as the shared archive's holdings list them.
  it('sends removed and unreleased entry ids to their pages after asking the server (Enter)', async () => {
    intercept = interceptSearches();
    const { ctx, bar } = await contextWithBar();
    const enter = async (text: string) => {
      typeInto(barInput(bar), text);
      await settle();
      const before = intercept!.events.length;
      await sendKeys({ press: 'Enter' });
      await until(() => intercept!.events.length > before);
      return intercept!.events.at(-1)!;
    };
    const removed = await enter('116l');
    expect(removed.cancelable).to.equal(true);
    expect(removed.detail).to.deep.equal({
      request: null,
      term: '116l',
      url: 'https://www.rcsb.org/structure/removed/redirect/116L',
    });
    expect((await enter(' 5BKN ')).detail.url).to.equal('https://www.rcsb.org/structure/unreleased/5BKN');
    expect((await enter('pdb_0000116l')).detail.url).to.equal('https://www.rcsb.org/structure/removed/redirect/116L');
    ctx.setAttribute('link-base', 'https://pdb.example.org');
    await settle();
    expect((await enter('116L')).detail.url).to.equal('https://pdb.example.org/structure/removed/redirect/116L');
    expect((await enter('4HHB')).detail.url).to.equal('https://pdb.example.org/structure/4HHB');
    expect(menuOpen(bar)).to.equal(false);
    expect(ctx.store.state.request).to.equal(null);
  });

  it("a lone bar navigates to a removed id's page unless the page cancels pdb-search", async () => {
    const api = await archiveUrl();
    const bar = await fixture<HTMLElement>(
      html`<pdb-search-bar
        api-base=${api}
        link-base="https://pdb.example.org"
        results-url="/results"
      ></pdb-search-bar>`,
    );
    await settle();
    const assigned: string[] = [];
    const realAssign = barNavigation.assign;
    barNavigation.assign = (url) => assigned.push(url);
    try {
      const seen: string[] = [];
      bar.addEventListener('pdb-search', (e) => seen.push(e.detail.url ?? ''), { once: true });
      typeInto(barInput(bar), '5bkn');
      await settle();
      $(bar, 'button[type=submit]').click();
      await until(() => assigned.length > 0);
      // the event came first, with the same url, and was not cancelled
      expect(seen).to.deep.equal(['https://pdb.example.org/structure/unreleased/5BKN']);
      expect(assigned).to.deep.equal(['https://pdb.example.org/structure/unreleased/5BKN']);

      intercept = interceptSearches();
      typeInto(barInput(bar), '116L');
      await settle();
      $(bar, 'button[type=submit]').click();
      await until(() => intercept!.events.length > 0);
      expect(intercept.events[0]!.detail.url).to.equal('https://pdb.example.org/structure/removed/redirect/116L');
      await settle();
      expect(assigned).to.have.length(1); // cancelled: the page took over
    } finally {
      barNavigation.assign = realAssign;
    }
  });

  it('a lone bar follows its own structure-url and docs-url; a javascript: template falls back', async () => {
    intercept = interceptSearches();
    const api = await archiveUrl();
    const bar = await fixture<HTMLElement>(
      html`<pdb-search-bar
        api-base=${api}
        results-url="/results"
        structure-url="https://pdb.example.edu/entry/{id}"
        sequence-url="javascript:alert(1)//{id}"
        docs-url="/help/{id}.html"
      ></pdb-search-bar>`,
    );
    await settle();
    const enter = async (text: string) => {
      typeInto(barInput(bar), text);
      await settle();
      const before = intercept!.events.length;
      $(bar, 'button[type=submit]').click();
      await until(() => intercept!.events.length > before);
      return (intercept!.events.at(-1)!.detail as { url?: string }).url;
    };
    expect(await enter('4hhb')).to.equal('https://pdb.example.edu/entry/4HHB');
    expect(await enter('P69905')).to.equal('https://www.rcsb.org/groups/sequence/polymer_entity/P69905');
    const help = $$(bar, '.links a').find((a) => a.textContent === 'Help')!;
    expect(help.getAttribute('href')).to.equal('/help/search-and-browse/basic-search.html');
    bar.removeAttribute('docs-url');
    await settle();
    expect(help.getAttribute('href')).to.equal('https://www.rcsb.org/docs/search-and-browse/basic-search');
  });

  it('routes an entry id as current when the status lookup fails', async () => {
    intercept = interceptSearches();
    const bar = await fixture<HTMLElement>(
      html`<pdb-search-bar api-base="http://127.0.0.1:9" results-url="/results"></pdb-search-bar>`,
    );
    await settle();
    typeInto(barInput(bar), '116L');
    await settle();
    $(bar, 'button[type=submit]').click();
    await until(() => intercept!.events.length > 0);
    expect(intercept.events[0]!.detail.url).to.equal('https://www.rcsb.org/structure/116L');
  });

  it('shows the text of a plain full-text search the page opened on (?q=) in an empty bar', async () => {
    const original = location.href;
    history.replaceState(null, '', '?q=lysozyme');
    try {
      const { ctx, bar } = await contextWithBar();
      await until(() => ctx.store.state.request !== null);
      await settle();
      expect(barInput(bar).value).to.equal('lysozyme');
      // another plain full-text search (from a page script) does not overwrite what is there
      await ctx.search({
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
        return_type: 'entry',
      });
      await settle();
      expect(barInput(bar).value).to.equal('lysozyme');
      // once cleared, the next plain full-text search shows again
      typeInto(barInput(bar), '');
      await ctx.search({
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
        return_type: 'entry',
      });
      await settle();
      expect(barInput(bar).value).to.equal('hemoglobin');
    } finally {
      history.replaceState(null, '', original);
    }
  });

  it('leaves the bar empty for a request that is not a plain full-text search', async () => {
    const { ctx, bar } = await contextWithBar();
    await ctx.search({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
      },
      return_type: 'entry',
    });
    await settle();
    expect(barInput(bar).value).to.equal('');
    await ctx.search({
      query: {
        type: 'group',
        logical_operator: 'and',
        nodes: [{ type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } }],
      },
      return_type: 'entry',
    });
    await settle();
    expect(barInput(bar).value).to.equal('');
  });

  it('keeps two contexts on one page apart', async () => {
    const api = await archiveUrl();
    const page = await fixture<HTMLElement>(html`
      <div>
        <pdb-search-context api-base=${api}><pdb-search-bar></pdb-search-bar></pdb-search-context>
        <pdb-search-context api-base=${api}><pdb-search-bar></pdb-search-bar></pdb-search-context>
      </div>
    `);
    await settle();
    const [a, b] = [...page.querySelectorAll('pdb-search-context')] as PdbSearchContext[];
    const [barA, barB] = [...page.querySelectorAll('pdb-search-bar')] as HTMLElement[];
    await openMenuFor(barA!, 'hemoglobin');
    expect(menuOpen(barB!)).to.equal(false);
    await sendKeys({ press: 'Enter' });
    await until(() => !!a!.store.state.response);
    expect(a!.store.state.response!.total_count).to.be.greaterThan(0);
    expect(b!.store.state.request).to.equal(null);
    expect(b!.store.state.history).to.have.length.greaterThan(0); // history is shared session storage
    expect(barInput(barB!).value).to.equal('');
  });
});
