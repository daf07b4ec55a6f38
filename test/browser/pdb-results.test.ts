// <pdb-results> against the real archive server: rendering, pager, sort, refinements, grouping,
// views, layout, messages and events. Counts are read from the archive's own answers (facet
// buckets, total_count), never typed in.
import { assert, expect } from '@open-wc/testing';
import { LAYOUT } from '../../src/ui/common/layout.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { formatCount } from '../../src/model/paging.ts';
import {
  attribute,
  buttonByText,
  choose,
  fullText,
  idle,
  mountResults,
  q,
  qa,
  search,
  settle,
  text,
  until,
} from './pdb-results-helpers.ts';
import { holdFetch } from './helpers/hold-fetch.ts';

const XRAY = attribute('exptl.method', 'exact_match', 'X-RAY DIFFRACTION');

describe('<pdb-results>', () => {
  it('shows the hint before any search', async () => {
    const m = await mountResults();
    expect(text(m)).to.include(MESSAGES.noActiveQuery);
  });

  it('renders the hemoglobin results with 4HHB and its real title, links and facts', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const item = q(m, '[part=result][data-id="4HHB"]');
    const title = item.querySelector<HTMLAnchorElement>('[part=result-title]')!;
    expect(title.textContent).to.equal('THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION');
    expect(title.href).to.equal('https://www.rcsb.org/structure/4HHB');
    expect(item.querySelector<HTMLAnchorElement>('.extended-id')!.href).to.equal(
      'https://www.rcsb.org/structure/pdb_00004hhb',
    );
    expect(item.querySelector('.extended-id')!.textContent).to.equal('pdb_00004hhb');
    expect(item.querySelector<HTMLImageElement>('img')!.src).to.match(/\/search\/image\/entry\/4HHB$/);
    expect(item.textContent)
      .to.include('X-RAY DIFFRACTION')
      .and.include('1.74 Å')
      .and.include('1984-07-17')
      .and.include('Homo sapiens');
    expect(item.textContent).to.include('Fermi, G.');
    expect(qa(m, '.result-list > [part=result]').length).to.equal(m.ctx.store.state.response!.total_count);
    expect(text(m)).to.include(`${formatCount(m.ctx.store.state.response!.total_count)} Structures`);
  });

  it('keeps server citation markup to safe inline tags and links', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const citation = q(m, '[data-id="4HHB"] .item-citation');
    expect(citation.querySelector('i')!.textContent).to.equal('J.Mol.Biol.');
    const doi = citation.querySelector<HTMLAnchorElement>('a')!;
    expect(doi.href).to.match(/^https:\/\/doi\.org\//);
    expect(doi.rel).to.include('noopener');
    expect(citation.querySelector('script, img, [onerror]')).to.equal(null);
  });

  it('pages with first/previous/next/last, labels the range and disables the ends', async () => {
    const m = await mountResults();
    await search(m, XRAY);
    const total = m.ctx.store.state.response!.total_count;
    expect(total).to.be.greaterThan(50);
    const pages = Math.ceil(total / 25);
    const pager = q(m, '[part=pager]');
    const nav = (op: string) => pager.querySelector<HTMLButtonElement>(`[data-op=${op}]`)!;
    expect(pager.textContent)
      .to.include(`1 to 25 of ${formatCount(total)} items`)
      .and.include(`Page 1 of ${pages}`);
    expect(nav('first').disabled).to.equal(true);
    expect(nav('previous').disabled).to.equal(true);
    expect(nav('next').disabled).to.equal(false);
    const firstPageIds = qa(m, '.result-list > [part=result]').map((e) => e.dataset.id);

    nav('next').click();
    await idle(m);
    expect(pager.textContent)
      .to.include(`26 to 50 of ${formatCount(total)} items`)
      .and.include(`Page 2 of ${pages}`);
    const secondPageIds = qa(m, '.result-list > [part=result]').map((e) => e.dataset.id);
    expect(secondPageIds.some((id) => firstPageIds.includes(id))).to.equal(false);

    nav('last').click();
    await idle(m);
    expect(pager.textContent)
      .to.include(`${(pages - 1) * 25 + 1} to ${formatCount(total)} of ${formatCount(total)} items`)
      .and.include(`Page ${pages} of ${pages}`);
    expect(nav('next').disabled).to.equal(true);
    expect(nav('last').disabled).to.equal(true);
    await until(() => qa(m, '.result-list > [part=result]').length === total - (pages - 1) * 25);

    nav('first').click();
    await idle(m);
    expect(pager.textContent).to.include(`Page 1 of ${pages}`);
  });

  it('keeps keyboard focus on the pager button while the next page loads', async () => {
    const m = await mountResults();
    await search(m, XRAY);
    const next = q<HTMLButtonElement>(m, '[part=pager] [data-op=next]');
    next.focus();
    next.click();
    // Whether the answer is still on its way after a frame depends on the machine: assert focus only.
    await settle(1);
    expect(m.root.activeElement).to.equal(next);
    await idle(m);
    expect(m.root.activeElement).to.equal(next);
    expect(q(m, '[part=pager]').textContent).to.include('Page 2 of');
  });

  it('puts every control in the tab order with a name', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const controls = qa(m, 'button, select, input, a[href]').filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
    );
    expect(controls.length).to.be.greaterThan(20);
    for (const control of controls) {
      const label =
        control.getAttribute('aria-label') ?? control.closest('label')?.textContent ?? control.textContent ?? '';
      const labelled =
        label.trim() !== '' || (control.id !== '' && m.root.querySelector(`label[for="${control.id}"]`) !== null);
      expect(labelled, control.outerHTML.slice(0, 80)).to.equal(true);
    }
  });

  it('changes rows per page back on page 1', async () => {
    const m = await mountResults();
    await search(m, XRAY);
    const total = m.ctx.store.state.response!.total_count;
    q(m, '[part=pager] [data-op=next]').click();
    await idle(m);
    const rows = q<HTMLSelectElement>(m, '[part=pager] .pager-options select');
    expect([...rows.options].map((o) => o.value)).to.deep.equal(['25', '50', '100']);
    choose(rows, '50');
    await idle(m);
    expect(q(m, '[part=pager]').textContent)
      .to.include(`1 to 50 of ${formatCount(total)} items`)
      .and.include(`Page 1 of ${Math.ceil(total / 50)}`);
    expect(m.ctx.store.state.request!.request_options!.paginate).to.deep.equal({ start: 0, rows: 50 });
    await until(() => qa(m, '.result-list > [part=result]').length === 50);
  });

  it('re-runs the search when the sort changes, offering the sort choices for the return type', async () => {
    const m = await mountResults();
    await search(m, XRAY);
    const sort = qa<HTMLSelectElement>(m, '[part=pager] select')[1]!;
    expect([...sort.options].map((o) => o.textContent)).to.include.members([
      'Score',
      'Release Date',
      'Resolution',
      'Entry ID',
    ]);
    expect([...sort.options].map((o) => o.textContent)).not.to.include('Component ID');
    choose(sort, 'release_date');
    await idle(m);
    expect(m.ctx.store.state.request!.request_options!.sort).to.deep.equal([
      { sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
    ]);
    const dates = m.ctx.store.state.response!.result_set.map((item) =>
      'initial_release_date' in item ? (item.initial_release_date ?? '') : '',
    );
    expect(dates).to.deep.equal([...dates].sort().reverse());
    expect(q(m, '[part=pager]').textContent).to.include('Page 1 of');
  });

  it('applies a checked refinement: the count becomes the bucket population', async () => {
    const m = await mountResults();
    await search(m, fullText('protein'));
    const facet = q(m, '[part=facet] fieldset[data-facet="Experimental Method"]');
    const bucket = [...facet.querySelectorAll('label')].find((l) => l.textContent!.includes('SOLUTION NMR'))!;
    const population = Number(bucket.querySelector('.facet-count')!.textContent!.replace(/,/g, ''));
    expect(population).to.be.greaterThan(0);
    bucket.querySelector('input')!.click();
    await settle();
    expect(bucket.querySelector('input')!.checked).to.equal(true);
    buttonByText(m, 'Apply', q(m, '[part=facet]')).click();
    await idle(m);
    expect(m.ctx.store.state.response!.total_count).to.equal(population);
    expect(q(m, '[part=pager]').textContent)
      .to.include(`of ${formatCount(population)} items`)
      .and.include('Page 1 of');
    const methods = m.ctx.store.state.response!.facets.find((f) => f.name === 'Experimental Method')!;
    expect(methods.buckets.map((b) => b.label)).to.deep.equal(['SOLUTION NMR']);
  });

  it('ORs values within a facet and ANDs across facets', async () => {
    const m = await mountResults();
    await search(m, fullText('protein'));
    const facets = m.ctx.store.state.response!.facets;
    const methods = facets.find((f) => f.name === 'Experimental Method')!;
    const nmr = methods.buckets.find((b) => b.label === 'SOLUTION NMR')!.population;
    const em = methods.buckets.find((b) => b.label === 'ELECTRON MICROSCOPY')!.population;
    m.ctx.store.actions.toggleRefinement('Experimental Method', 'SOLUTION NMR');
    m.ctx.store.actions.toggleRefinement('Experimental Method', 'ELECTRON MICROSCOPY');
    await settle();
    buttonByText(m, 'Apply', q(m, '[part=facet]')).click();
    await idle(m);
    expect(m.ctx.store.state.response!.total_count).to.equal(nmr + em);
  });

  it("says 'No Refinements have been selected.' when Apply has nothing checked", async () => {
    const m = await mountResults();
    await search(m, fullText('protein'));
    buttonByText(m, 'Apply', q(m, '[part=facet]')).click();
    await settle();
    expect(q(m, '[part=facet] [role=alert]').textContent).to.equal(MESSAGES.noRefinements);
    await until(() => qa(m, '.result-list > [part=result]').length === 25);
  });

  it("shows five buckets per facet and ten more per 'More...'", async () => {
    const m = await mountResults();
    await search(m, fullText('protein'));
    const organisms = () => q(m, '[part=facet] fieldset[data-facet="Scientific Name of the Source Organism"]');
    const all = m.ctx.store.state.response!.facets.find((f) => f.name === 'Scientific Name of the Source Organism')!
      .buckets.length;
    expect(organisms().querySelectorAll('li').length).to.equal(5);
    buttonByText(m, 'More...', organisms()).click();
    await settle();
    expect(organisms().querySelectorAll('li').length).to.equal(Math.min(15, all));
  });

  it("labels release-date buckets 'year - year+4'", async () => {
    const m = await mountResults();
    await search(m, fullText('protein'));
    const labels = [...q(m, '[part=facet] fieldset[data-facet="Release Date"]').querySelectorAll('.facet-label')].map(
      (l) => l.textContent!,
    );
    expect(labels.length).to.be.greaterThan(0);
    for (const label of labels) {
      const [from, to] = label.split(' - ').map(Number);
      expect(to! - from!, label).to.equal(4);
    }
  });

  it('groups polymer entities by sequence identity and offers Represent by', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin', 'polymer_entity'));
    const group = q<HTMLSelectElement>(m, '.grouping select');
    expect([...group.options].map((o) => o.textContent)).to.deep.equal([
      'None',
      'Sequence Identity 100%',
      'Sequence Identity 95%',
      'Sequence Identity 90%',
      'Sequence Identity 70%',
      'Sequence Identity 50%',
      'Sequence Identity 30%',
      'UniProt Accession',
    ]);
    choose(group, 'sequence_identity:95');
    await idle(m);
    expect(m.ctx.store.state.request!.request_options!.group_by).to.deep.equal({
      aggregation_method: 'sequence_identity',
      similarity_cutoff: 95,
    });
    expect(q(m, '[part=pager]').textContent).to.match(/of \d+ groups/);
    const representBy = [...m.root.querySelectorAll('.functions-bar label')].find((l) =>
      l.textContent!.includes('Represent by'),
    )!;
    const select = representBy.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).to.include.members([
      'Entity Residue Count (Highest)',
      'Release Date (Newest)',
      'Resolution (Best)',
      'Score (Best)',
    ]);
    choose(select, 'rcsb_accession_info.initial_release_date:desc');
    await idle(m);
    expect(m.ctx.store.state.request!.request_options!.group_by).to.deep.include({
      ranking_criteria_type: { sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
    });
  });

  it('offers Deposition Group for entries and shows group items with members', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin', 'polymer_entity'));
    await m.ctx.store.actions.setGrouping(
      { aggregation_method: 'sequence_identity', similarity_cutoff: 95, group_by_return_type: 'groups' },
      { rerun: true },
    );
    // the rows past the first screen are drawn in a transition: wait for all of them
    const total = m.ctx.store.state.response!.group_set!.length;
    await until(() => qa(m, '.group-item').length === total);
    const groups = qa(m, '.group-item');
    expect(groups[0]!.querySelector('.group-count')!.textContent).to.match(/\d+ members?/);
    expect(groups[0]!.querySelector('[part=result]')).not.to.equal(null);
    await search(m, fullText('hemoglobin'));
    expect([...q<HTMLSelectElement>(m, '.grouping select').options].map((o) => o.textContent)).to.deep.equal([
      'None',
      'Deposition Group',
    ]);
  });

  it('switches views: gallery with 4 columns wide and 3 narrow, compact grid, stats', async () => {
    const m = await mountResults(1200);
    await search(m, fullText('protein'));
    buttonByText(m, 'Gallery').click();
    await settle();
    expect(q(m, '[data-view=gallery]').getAttribute('aria-pressed')).to.equal('true');
    const gallery = q(m, '.gallery');
    expect(gallery.dataset.columns).to.equal('4');
    const cells = qa(m, '.gallery-cell');
    expect(cells[0]!.style.width).to.equal('25%');
    expect(Math.round(gallery.getBoundingClientRect().width / cells[0]!.getBoundingClientRect().width)).to.equal(4);
    expect(cells[0]!.getBoundingClientRect().top).to.equal(cells[3]!.getBoundingClientRect().top);
    expect(cells[4]!.getBoundingClientRect().top).to.be.greaterThan(cells[0]!.getBoundingClientRect().top);

    (m.results.parentElement!.parentElement as HTMLElement).style.width = '700px';
    await until(() => q(m, '.gallery').dataset.columns === '3');
    expect(qa(m, '.gallery-cell')[0]!.style.width).to.equal('33.33%');
    const narrow = qa(m, '.gallery-cell');
    expect(narrow[0]!.getBoundingClientRect().top).to.equal(narrow[2]!.getBoundingClientRect().top);
    expect(narrow[3]!.getBoundingClientRect().top).to.be.greaterThan(narrow[0]!.getBoundingClientRect().top);

    buttonByText(m, 'Compact').click();
    await settle();
    assert.exists(q(m, 'table[role=grid]'));
    buttonByText(m, 'Stats').click();
    // the charts are drawn 100 ms after the view opens (seed 001 §9)
    await until(() => qa(m, 'svg[role=img]').length > 1);
    buttonByText(m, 'Summary').click();
    await settle();
    // a view draws its first rows at once and the rest right after that paint (use-rows-to-draw)
    await until(() => qa(m, '.result-list > [part=result]').length === 25);
    expect(m.ctx.store.state.dataLoading).to.equal(false);
  });

  it('renders the compact view as a grid navigable with the arrow keys', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    await m.ctx.store.actions.setSearchView('compact');
    await settle();
    const grid = q<HTMLTableElement>(m, 'table[role=grid]');
    const rows = grid.querySelectorAll('[role=row]');
    expect(rows.length).to.equal(4);
    expect([...rows[0]!.querySelectorAll('[role=columnheader]')].map((c) => c.textContent)).to.include.members([
      'ID',
      'Title',
      'Method',
      'Resolution',
      'Release Date',
    ]);
    expect(rows[1]!.querySelectorAll('[role=gridcell]').length).to.be.greaterThan(3);
    const firstLink = rows[1]!.querySelector<HTMLAnchorElement>('[role=rowheader] a')!;
    firstLink.focus();
    firstLink.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(m.root.activeElement).to.equal(rows[2]!.querySelector('[role=rowheader] a'));
    (m.root.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    );
    expect(m.root.activeElement).to.equal(rows[2]!.querySelectorAll('[role=gridcell]')[1]);
    expect(m.root.activeElement!.textContent).to.equal(
      (m.ctx.store.state.response!.result_set[1] as { title?: string }).title,
    );
    (m.root.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(m.root.activeElement).to.equal(rows[2]!.querySelector('[role=gridcell] input'));
  });

  it('draws the stats as accessible SVG charts with their numbers', async () => {
    const m = await mountResults();
    await search(m, fullText('protein'));
    const opened = performance.now();
    await m.ctx.store.actions.setSearchView('stats');
    await until(() => qa(m, 'figure.chart').length > 0);
    // drawn no sooner than seed 001 §9's statistics chart delay after the view opened
    expect(performance.now() - opened).to.be.at.least(LAYOUT.renderDelayMs);
    const figures = qa(m, 'figure.chart');
    expect(figures[0]!.dataset.facet).to.equal('Release Date');
    for (const figure of figures) {
      const svg = figure.querySelector('svg[role=img]')!;
      const title = m.root.getElementById(svg.getAttribute('aria-labelledby')!)!;
      const desc = m.root.getElementById(svg.getAttribute('aria-describedby')!)!;
      expect(title.tagName).to.equal('title');
      expect(title.textContent).to.equal(figure.dataset.facet);
      expect(desc.tagName).to.equal('desc');
      expect(figure.querySelector('table.pdb-visually-hidden caption')!.textContent).to.equal(figure.dataset.facet);
    }
    const methods = figures.find((f) => f.dataset.facet === 'Experimental Method')!;
    const bucket = m.ctx.store.state.response!.facets.find((f) => f.name === 'Experimental Method')!.buckets[0]!;
    expect(methods.querySelector('desc')!.textContent).to.include(`${bucket.label}: ${bucket.population}`);
    expect(methods.querySelectorAll('rect').length).to.equal(
      m.ctx.store.state.response!.facets.find((f) => f.name === 'Experimental Method')!.buckets.length,
    );
    const years = figures[0]!.querySelectorAll('tbody th');
    const starts = [...years].map((th) => Number(th.textContent!.slice(0, 4)));
    expect(starts).to.deep.equal([...starts].sort((a, b) => a - b));
  });

  it("collapses a polymer entity's chain ids to 5 with 'More (n)' above 8, then 'Less'", async () => {
    const m = await mountResults();
    await search(m, attribute('rcsb_entry_container_identifiers.entry_id', 'exact_match', '2BTV', 'polymer_entity'));
    const item = q(m, '[part=result][data-id="2BTV_2"]');
    const chains = m.ctx.store.state.response!.result_set.find(
      (i) => 'identifier' in i && i.identifier === '2BTV_2',
    )! as { entity?: { chains?: string[] } };
    const all = chains.entity!.chains!;
    expect(all.length).to.be.greaterThan(8);
    const list = () => item.querySelector('.chain-list')!.textContent!;
    expect(list()).to.equal(all.slice(0, 5).join(', '));
    const toggle = item.querySelector<HTMLButtonElement>('.chain-toggle')!;
    expect(toggle.textContent).to.equal(MESSAGE_TEMPLATES.moreChains(all.length - 5));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await settle();
    expect(list()).to.equal(all.join(', '));
    expect(toggle.textContent).to.equal('Less');
    toggle.click();
    await settle();
    expect(list()).to.equal(all.slice(0, 5).join(', '));
    // 2BTV_1 has fewer than 9 chains: no toggle
    const small = q(m, '[part=result][data-id="2BTV_1"]');
    expect(small.querySelector('.chain-toggle')).to.equal(null);
  });

  it('shows macromolecule counts only for entries with more than 5', async () => {
    const m = await mountResults();
    await search(m, attribute('rcsb_entry_container_identifiers.entry_id', 'in', ['1FFK', '4HHB']));
    const big = q(m, '[part=result][data-id="1FFK"]');
    const row = [...big.querySelectorAll('.item-row')].find((r) => r.textContent!.startsWith('Macromolecules'))!;
    expect(row.textContent).to.match(/^Macromolecules: Protein: \d+, Nucleic Acid: \d+$/);
    const small = [...q(m, '[part=result][data-id="4HHB"]').querySelectorAll('.item-row')].find((r) =>
      r.textContent!.startsWith('Macromolecules'),
    )!;
    expect(small.textContent).to.equal('Macromolecules: Hemoglobin subunit alpha, Hemoglobin subunit beta');
  });

  it('marks computed models with a CSM badge, their source and pLDDT', async () => {
    const m = await mountResults();
    await search(m, { ...fullText('protein'), request_options: { results_content_type: ['computational'] } });
    const item = q(m, '.result-list > [part=result]');
    expect(item.dataset.kind).to.equal('computed_model');
    expect(item.querySelector('.badge-csm')!.textContent).to.equal('CSM');
    expect(item.textContent).to.match(/pLDDT: \d+\.\d\d/);
    expect(item.querySelector('.extended-id')).to.equal(null);
    // which models rank first follows the full-text scores (ties in any order): every row names its database
    const sources = qa(m, '.result-list > [part=result] .provenance').map((p) => p.textContent ?? '');
    expect(sources.length).to.be.greaterThan(0);
    for (const source of sources) expect(source).to.match(/AlphaFoldDB|ModelArchive/);
  });

  it('lists chemical components with ID, Name, Formula, Molecular Weight, Type and images', async () => {
    const m = await mountResults();
    await search(m, fullText('heme', 'mol_definition'));
    const table = q<HTMLTableElement>(m, 'table.ligand-table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent).slice(2)).to.deep.equal([
      'ID',
      'Name',
      'Formula',
      'Molecular Weight',
      'Type',
    ]);
    const hem = q(m, 'tr[part=result][data-id="HEM"]');
    expect(hem.querySelector<HTMLImageElement>('img')!.src).to.match(/\/search\/image\/ligand\/HEM$/);
    expect(hem.querySelector<HTMLAnchorElement>('[part=result-title]')!.href).to.equal(
      'https://www.rcsb.org/ligand/HEM',
    );
    expect(hem.textContent)
      .to.include('PROTOPORPHYRIN IX CONTAINING FE')
      .and.include('C34 H32 Fe N4 O4')
      .and.include('616.487');
    assert.exists(hem.querySelector('input[type=checkbox]'));
    await until(() => hem.querySelector<HTMLImageElement>('img')!.complete);
    expect(hem.querySelector<HTMLImageElement>('img')!.naturalWidth).to.be.greaterThan(0);
    const sort = qa<HTMLSelectElement>(m, '[part=pager] select')[1]!;
    expect([...sort.options].map((o) => o.textContent)).to.deep.equal(['Score', 'Component ID']);
  });

  it('shows the no-results message in the archive wording, with the CSM re-run offer', async () => {
    const m = await mountResults();
    await search(m, fullText('zzzqqqxxyy'));
    expect(q(m, '[part=message]').textContent).to.include(MESSAGES.noResultsPdb).and.include(MESSAGES.rerunWithCsm);
    expect(m.root.querySelector('[part=pager]')).to.equal(null);
  });

  it('shows a server error as an error message', async () => {
    const m = await mountResults();
    await search(m, attribute('no.such_attribute', 'exact_match', 'x'));
    const message = q(m, '[part=message][data-kind=error]');
    const text = message.querySelector('.pdb-message-text')!.textContent;
    expect(text).to.match(/^ERROR: 400 request query contains error\(s\): /);
    // a refusal (400) advises Contact Us (seed 000 §8), linked to the context's contact page
    expect(message.querySelector('a')!.getAttribute('href')).to.equal('https://www.rcsb.org/pages/contactus');
    // said once, by the results' polite live region, not by the box as well
    expect(message.getAttribute('role')).to.equal(null);
    expect(q(m, '[role=status][aria-live=polite]').textContent).to.equal(`${text} ${MESSAGES.contactUsAdvice}`);
  });

  it("shows 'Loading data...' and a progress bar while a search runs", async () => {
    const m = await mountResults();
    const answer = holdFetch();
    try {
      const running = m.ctx.store.actions.search(fullText('protein'));
      await until(() => text(m).includes(MESSAGES.loadingData));
      assert.exists(q(m, '[role=progressbar]'));
      answer.release();
      await running;
    } finally {
      answer.restore();
    }
    await settle();
    expect(text(m)).not.to.include(MESSAGES.loadingData);
  });

  it('lays out by its own width: facets beside the results on LG, under them below', async () => {
    const m = await mountResults(1200);
    await search(m, fullText('hemoglobin'));
    const layout = () => q(m, '.pdb-results').dataset.layout;
    expect(layout()).to.equal('LG');
    const facets = q(m, '[part=facet]');
    const main = q(m, '.results-main');
    expect(facets.getBoundingClientRect().right).to.be.lessThan(main.getBoundingClientRect().left + 1);
    const box = m.results.parentElement!.parentElement as HTMLElement;
    for (const [width, expected] of [
      [900, 'MD'],
      [700, 'SM'],
      [400, 'XS'],
      [971, 'LG'],
      [970, 'MD'],
      [750, 'SM'],
      [500, 'XS'],
    ] as const) {
      box.style.width = `${width}px`;
      await until(() => layout() === expected);
    }
    expect(facets.getBoundingClientRect().top).to.be.greaterThan(main.getBoundingClientRect().bottom - 1);
  });

  it('scrolls its own window to a summary out of sight when a new query arrives, not when paging', async () => {
    const m = await mountResults();
    // the summary starts below the fold; the stub records rather than scrolls, so it stays there
    (m.results.parentElement!.parentElement as HTMLElement).style.paddingTop = `${window.innerHeight + 200}px`;
    const steps: number[] = [];
    const original = window.scrollBy;
    window.scrollBy = ((options: ScrollToOptions) => steps.push(options.top ?? 0)) as typeof window.scrollBy;
    try {
      await search(m, XRAY);
      await settle();
      const summary = q(m, '.results-summary');
      expect(m.root.activeElement).to.equal(summary);
      expect(steps.length).to.equal(1);
      // to the summary's top, less its scroll-margin, and no further
      expect(Math.abs(steps[0]! - (summary.getBoundingClientRect().top - 12))).to.be.lessThan(1);
      await m.ctx.store.actions.page('next');
      await settle();
      expect(steps.length).to.equal(1);
      await search(m, fullText('hemoglobin'));
      await settle();
      expect(steps.length).to.equal(2);
    } finally {
      window.scrollBy = original;
    }
  });

  it('moves focus to a summary in sight without scrolling', async () => {
    const m = await mountResults();
    const steps: unknown[] = [];
    const original = window.scrollBy;
    window.scrollBy = ((options: ScrollToOptions) => steps.push(options)) as typeof window.scrollBy;
    try {
      await search(m, XRAY);
      await settle();
      expect(m.root.activeElement).to.equal(q(m, '.results-summary'));
      expect(steps).to.deep.equal([]);
    } finally {
      window.scrollBy = original;
    }
  });

  it('announces each answer once: one pdb-results per search reaches the page', async () => {
    const m = await mountResults();
    const seen: unknown[] = [];
    const listener = (e: CustomEvent) => seen.push(e.detail);
    document.addEventListener('pdb-results', listener);
    try {
      await search(m, fullText('hemoglobin'));
      await settle();
      expect(seen).to.deep.equal([{ totalCount: m.ctx.store.state.response!.total_count, returnType: 'entry' }]);
    } finally {
      document.removeEventListener('pdb-results', listener);
    }
  });

  it('catches a rendering error and offers Continue', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const quiet = console.error;
    console.error = () => {};
    try {
      // A malformed item from a server: exptl is not a list.
      m.ctx.store.state.response = {
        ...m.ctx.store.state.response!,
        result_set: [
          { identifier: '9XXX', entryId: '9XXX', title: 'Broken', return_type: 'entry', exptl: 'oops' as never },
        ],
      };
      await settle();
      expect(text(m)).to.include('Continue');
      expect(q(m, '.pdb-error-boundary [part=message]').textContent!.length).to.be.greaterThan(0);
      buttonByText(m, 'Continue').click();
      await settle();
      expect(text(m)).to.include(MESSAGES.noActiveQuery);
    } finally {
      console.error = quiet;
    }
  });
});
