import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Facet, SearchDataBody } from '../../../src/model/types.ts';
import { fullText, ok, results, testStore } from './fakes.ts';

const facets: Facet[] = [
  {
    name: 'Experimental Method',
    attribute: 'exptl.method',
    buckets: [
      { label: 'X-RAY DIFFRACTION', population: 80 },
      { label: 'ELECTRON MICROSCOPY', population: 15 },
      { label: 'SOLUTION NMR', population: 5 },
    ],
  },
  {
    name: 'Organism',
    attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
    buckets: [{ label: 'Homo sapiens', population: 40 }],
  },
];

/** A store whose server answers `total` hits (default 100) with the facets above. */
async function searched(total = 100, config = {}) {
  const setup = testStore(config, { answer: () => ok(results(total, { facets })) });
  await setup.actions.search(fullText('kinase'));
  return setup;
}

const paginateOf = (body: SearchDataBody) => body.request.request_options?.paginate;

test('first / next / previous / last move the page and re-run', async () => {
  const { actions, calls, state } = await searched(100);
  await actions.page('next');
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 25, rows: 25 });
  assert.equal(state.pager.page, 2);
  await actions.page('last');
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 75, rows: 25 });
  await actions.page('previous');
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 50, rows: 25 });
  await actions.page('first');
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 0, rows: 25 });
  const before = calls.length;
  await actions.page('previous');
  assert.equal(calls.length, before, 'already on the first page: nothing to fetch');
  await actions.goToPage(3);
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 50, rows: 25 });
});

test('paging keeps the query: same query_id, history entry replaced, not duplicated', async () => {
  const { actions, state } = await searched(100);
  const id = state.queryId;
  await actions.page('next');
  assert.equal(state.queryId, id);
  assert.equal(state.history.length, 1);
});

test('an unsupported paging operation throws', async () => {
  const { actions } = await searched();
  assert.throws(() => actions.page('sideways' as never), /Unsupported paging operation: sideways/);
});

test('changing rows restarts at start 0 and re-runs', async () => {
  const { actions, calls, state } = await searched(300);
  await actions.page('next');
  await actions.setRows(50);
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 0, rows: 50 });
  assert.equal(state.pager.rows, 50);
  assert.equal(state.pager.page, 1);
});

test('changing rows before any search only sets the page size for the next one', async () => {
  const { actions, calls, state } = testStore();
  await actions.setRows(100);
  assert.equal(calls.length, 0);
  await actions.search(fullText('x'));
  assert.deepEqual(paginateOf(calls[0]!.body), { start: 0, rows: 100 });
  assert.equal(state.pager.rows, 100);
});

test('changing the sort restarts at start 0 and re-runs with the new order', async () => {
  const { actions, calls, state } = await searched(300);
  await actions.page('last');
  const sort = { sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' } as const;
  await actions.setSort(sort);
  const sent = calls.at(-1)!.body.request.request_options!;
  assert.deepEqual(sent.paginate, { start: 0, rows: 25 });
  assert.deepEqual(sent.sort, [sort]);
  assert.deepEqual(state.sort, [sort]);
  assert.equal(state.history.length, 1, 'sort is not part of the query identity');
});

test('changing the ranking (Represent by) restarts at start 0 and re-runs grouped results', async () => {
  const { actions, calls, state } = testStore({}, { answer: () => ok(results(100, { group_by_count: 60 })) });
  await actions.search(
    fullText('x', {
      request_options: {
        group_by: { aggregation_method: 'matching_deposit_group_id' },
        paginate: { start: 25, rows: 25 },
      },
    }),
  );
  await actions.setRanking({ sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' });
  const sent = calls.at(-1)!.body.request.request_options!;
  assert.deepEqual(sent.paginate, { start: 0, rows: 25 });
  assert.deepEqual(sent.group_by, {
    aggregation_method: 'matching_deposit_group_id',
    ranking_criteria_type: { sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' },
  });
  assert.equal(state.pager.group_by_count, 60);
  assert.equal(state.pager.total_pages, 3, 'grouped results page over groups');
});

test('ranking without grouped results only records the choice', async () => {
  const { actions, calls, state } = await searched();
  await actions.setRanking({ sort_by: 'score', direction: 'desc' });
  assert.equal(calls.length, 1);
  assert.deepEqual(state.grouping.ranking_criteria_type, { sort_by: 'score', direction: 'desc' });
});

test('grouping: resets counts; applied with rerun from start 0 with the grouped default sort', async () => {
  const { actions, calls, state } = testStore(
    { returnType: 'polymer_entity' },
    { answer: () => ok(results(100, { result_type: 'polymer_entity', group_by_count: 10 })) },
  );
  await actions.search(
    fullText('x', { return_type: 'polymer_entity', request_options: { paginate: { start: 50, rows: 25 } } }),
  );
  state.counts = { full_text: 3 };
  state.queryBuilder.count = 3;
  await actions.setGrouping({ aggregation_method: 'sequence_identity', similarity_cutoff: 95 });
  assert.equal(calls.length, 1, 'the builder footer choice waits for the next search');
  assert.deepEqual(state.counts, {});
  assert.equal(state.queryBuilder.count, null);
  await actions.setGrouping({ group_by_return_type: 'groups' }, { rerun: true });
  const sent = calls.at(-1)!.body.request.request_options!;
  assert.deepEqual(sent.group_by, { aggregation_method: 'sequence_identity', similarity_cutoff: 95 });
  assert.equal(sent.group_by_return_type, 'groups');
  assert.deepEqual(sent.paginate, { start: 0, rows: 25 });
  assert.deepEqual(sent.sort, [
    { sort_by: 'score', direction: 'desc' },
    { sort_by: 'count', direction: 'desc' },
  ]);
  await actions.setGrouping({ aggregation_method: null }, { rerun: true });
  const ungrouped = calls.at(-1)!.body.request.request_options!;
  assert.equal(ungrouped.group_by, undefined);
  assert.equal(ungrouped.group_by_return_type, undefined);
  assert.deepEqual(ungrouped.sort, [{ sort_by: 'score', direction: 'desc' }]);
});

test('changing the return type resets grouping options and counts', () => {
  const { actions, state } = testStore();
  void actions.setGrouping({ aggregation_method: 'matching_deposit_group_id', group_by_return_type: 'groups' });
  state.counts = { text: 4 };
  actions.setReturnType('polymer_entity');
  assert.equal(state.config.returnType, 'polymer_entity');
  assert.deepEqual(state.grouping, {
    aggregation_method: null,
    group_by_return_type: 'representatives',
    ranking_criteria_type: null,
  });
  assert.deepEqual(state.counts, {});
});

test('the CSM toggle resets counts; rerunWithCsm asks for computational and experimental from page 1', async () => {
  const { actions, calls, state } = await searched(100);
  state.counts = { text: 4 };
  actions.setIncludeCsm(false);
  assert.deepEqual(state.counts, {});
  await actions.page('next');
  await actions.rerunWithCsm();
  const sent = calls.at(-1)!.body.request.request_options!;
  assert.deepEqual(sent.results_content_type, ['computational', 'experimental']);
  assert.deepEqual(sent.paginate, { start: 0, rows: 25 });
  assert.equal(state.queryBuilder.includeCsm, true);
  assert.equal(state.history.length, 2, 'with computed models it is another query');
});

test('refinements: toggle buckets, More... adds 10, apply appends an AND group of OR values from page 1', async () => {
  const { actions, calls, state } = await searched(100);
  await actions.page('next');
  actions.toggleRefinement('Experimental Method', 'X-RAY DIFFRACTION');
  actions.toggleRefinement('Experimental Method', 'SOLUTION NMR');
  actions.toggleRefinement('Organism', 'Homo sapiens');
  actions.toggleRefinement('Organism', 'Homo sapiens');
  actions.toggleRefinement('Organism', 'Homo sapiens');
  assert.deepEqual(
    state.response!.facets[0]!.buckets.map((b) => b.checked ?? false),
    [true, false, true],
  );
  actions.showMoreRefinements('Experimental Method');
  assert.equal(state.facetMaxGroups['Experimental Method'], 15);
  actions.showMoreRefinements('Experimental Method');
  assert.equal(state.facetMaxGroups['Experimental Method'], 25);

  const applied = actions.applyRefinements();
  assert.equal(applied.ok, true);
  if (applied.ok) await applied.value;
  const sent = calls.at(-1)!.body.request;
  assert.deepEqual(sent.request_options?.paginate, { start: 0, rows: 25 });
  assert.deepEqual(sent.query, {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      fullText('kinase').query,
      {
        type: 'group',
        logical_operator: 'and',
        label: 'refinements',
        nodes: [
          {
            type: 'group',
            logical_operator: 'or',
            label: 'Experimental Method',
            nodes: [
              {
                type: 'terminal',
                service: 'text',
                parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
                label: 'X-RAY DIFFRACTION',
              },
              {
                type: 'terminal',
                service: 'text',
                parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'SOLUTION NMR' },
                label: 'SOLUTION NMR',
              },
            ],
          },
          {
            type: 'group',
            logical_operator: 'or',
            label: 'Organism',
            nodes: [
              {
                type: 'terminal',
                service: 'text',
                parameters: {
                  attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
                  operator: 'exact_match',
                  value: 'Homo sapiens',
                },
                label: 'Homo sapiens',
              },
            ],
          },
        ],
      },
    ],
  });
  assert.equal(state.history.length, 2, 'a refined query is a new query');
  assert.deepEqual(state.facetMaxGroups, {}, 'a new query starts with the default bucket display');
  assert.equal(
    state.response!.facets.some((f) => f.buckets.some((b) => b.checked)),
    false,
  );
});

test("applying with nothing checked: 'No Refinements have been selected.' and no search", async () => {
  const { actions, calls, state } = await searched();
  const applied = actions.applyRefinements();
  assert.deepEqual(applied, { ok: false, message: 'No Refinements have been selected.' });
  assert.deepEqual(state.message, { kind: 'warning', text: 'No Refinements have been selected.' });
  assert.equal(calls.length, 1);
  const fresh = testStore();
  assert.deepEqual(fresh.actions.applyRefinements(), { ok: false, message: 'No Refinements have been selected.' });
});

test('checked buckets survive a page change of the same query', async () => {
  const { actions, state } = await searched(100);
  actions.toggleRefinement('Organism', 'Homo sapiens');
  await actions.page('next');
  assert.equal(state.response!.facets[1]!.buckets[0]!.checked, true);
});

test('selection: toggle ids (trimmed to the entry), toggle all, clear, download check', async () => {
  const { actions, state } = await searched();
  assert.equal(actions.checkDownloadSelection(), 'No Result IDs have been selected.');
  assert.deepEqual(state.message, { kind: 'warning', text: 'No Result IDs have been selected.' });
  actions.toggleSelected('4HHB_1');
  actions.toggleSelected('4HHB.A');
  assert.deepEqual(state.selection, { all: false, ids: [] }, 'both rows are entry 4HHB: selected, then unselected');
  actions.toggleSelected('4HHB_1');
  actions.toggleSelected('1ABC');
  assert.deepEqual(state.selection, { all: false, ids: ['4HHB', '1ABC'] });
  assert.equal(actions.checkDownloadSelection(), null);
  actions.toggleSelectAll();
  assert.equal(state.selection.all, true);
  actions.toggleSelected('2XYZ');
  assert.deepEqual(state.selection.ids, ['4HHB', '1ABC'], 'with All on, row boxes are disabled');
  actions.clearSelection();
  assert.deepEqual(state.selection, { all: false, ids: [] });
});

test('a new search resets the selection', async () => {
  const { actions, state } = await searched();
  actions.toggleSelected('1ABC');
  await actions.page('next');
  assert.deepEqual(state.selection, { all: false, ids: [] });
});

test('report views: switching re-runs with that report, except create_custom_report', async () => {
  const { actions, calls, state, history } = await searched();
  await actions.setReportView('pdb_ids');
  assert.equal(calls.length, 2);
  assert.equal(calls[1]!.body.report, 'pdb_ids');
  assert.deepEqual(state.views, { results: 'report', search: 'summary', report: 'pdb_ids' });
  await actions.setReportView('create_custom_report');
  assert.equal(calls.length, 2, 'the column editor fetches nothing');
  actions.setTabularReport({ attributes: ['struct.title', 'exptl.method'] });
  await actions.setReportView('custom_report');
  assert.equal(calls[2]!.body.report, 'custom_report');
  assert.deepEqual(calls[2]!.body.attributes, ['struct.title', 'exptl.method']);
  await actions.setReportView('structure_summary');
  assert.equal(calls[3]!.body.report, 'structure_summary');
  assert.equal(history.log.length, 0, 'sync-url is off: the URL is untouched');
});

test('in a report view the pager re-runs that report for the page; batch progress stays until the results change', async () => {
  const { actions, calls, state } = await searched(300);
  await actions.setReportView('structure_summary');
  actions.setTabularReport({ format: 'json', batch: 0, clicked: [0] });
  await actions.page('next');
  assert.equal(calls.at(-1)!.body.report, 'structure_summary');
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 25, rows: 25 });
  await actions.setRows(50);
  assert.equal(calls.at(-1)!.body.report, 'structure_summary');
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 0, rows: 50 });
  await actions.goToPage(3);
  assert.deepEqual(paginateOf(calls.at(-1)!.body), { start: 100, rows: 50 });
  assert.equal(state.pager.start_num, 101);
  assert.deepEqual(
    { batch: state.tabularReport.batch, clicked: state.tabularReport.clicked, format: state.tabularReport.format },
    { batch: 0, clicked: [0], format: 'json' },
    'another page of the same results keeps the batch links and what was clicked',
  );
  await actions.setReportView('structure_summary');
  assert.equal(state.tabularReport.batch, 0, 'the same report again keeps them');
  await actions.setReportView('citation');
  assert.equal(state.tabularReport.batch, null, 'another report has batches of its own');
  actions.setTabularReport({ batch: 0, clicked: [0] });
  await actions.setSort({ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' });
  assert.equal(state.tabularReport.batch, null, 'another order puts other results in each range');
  assert.deepEqual(state.tabularReport.clicked, []);
  actions.setTabularReport({ batch: 1, clicked: [1] });
  await actions.search(fullText('other'));
  assert.equal(state.tabularReport.batch, null, 'a new search starts over');
});

test('Return to Search Results re-runs for the search views; search views share their data', async () => {
  const { actions, calls, state } = await searched();
  await actions.setSearchView('gallery');
  assert.equal(calls.length, 1, 'summary and gallery render the same data');
  assert.equal(state.views.search, 'gallery');
  await actions.setReportView('pdb_ids');
  await actions.returnToSearchResults();
  assert.equal(calls.length, 3);
  assert.equal(calls[2]!.body.report, 'search_summary');
  assert.equal(state.views.results, 'search');
  await actions.setReportView('pdb_ids');
  await actions.setSearchView('stats');
  assert.equal(calls.length, 5);
  assert.equal(calls[4]!.body.report, 'search_summary');
});

test('view re-runs replace the browser-history entry instead of pushing', async () => {
  const { actions, history } = testStore({ syncUrl: true });
  await actions.search(fullText('x'));
  await actions.setReportView('pdb_ids');
  assert.deepEqual(
    history.log.map((e) => e.op),
    ['push', 'replace'],
  );
});

test('a new search while the column editor is open fetches the search data', async () => {
  const { actions, calls } = testStore();
  await actions.setReportView('create_custom_report');
  await actions.search(fullText('x'));
  assert.equal(calls[0]!.body.report, 'search_summary');
});
