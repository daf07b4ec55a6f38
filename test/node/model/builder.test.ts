import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BUILDER_ONLY_FIELDS,
  buildRequest,
  buildRequestOptions,
  builderNodeToQuery,
  builderToQuery,
  groupingToGroupBy,
  isEmptyTerminal,
  normalisePaginate,
  stripBuilderFields,
  terminalToQuery,
} from '../../../src/model/builder/builder.ts';
import {
  appliedRefinements,
  applyRefinements,
  clearRefinements,
  refinementsToQuery,
  removeRefinement,
} from '../../../src/model/refinements.ts';
import { validateSearchRequest } from '../../../src/model/request/validation.ts';
import type {
  BuildRequestInput,
  BuilderGroupNode,
  BuilderNode,
  BuilderSection,
  BuilderTerminalNode,
  Facet,
  SearchRequest,
  ServiceType,
} from '../../../src/model/types.ts';

const HBA = 'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF';
let counter = 0;
const id = () => `n${++counter}`;
const group = (
  nodes: BuilderNode[],
  logical_operator: 'and' | 'or' = 'and',
  extra: Partial<BuilderGroupNode> = {},
): BuilderGroupNode => ({
  id: id(),
  type: 'group',
  logical_operator,
  nodes,
  ...extra,
});
const section = (
  service: ServiceType,
  nodes: BuilderNode[],
  logical_operator: 'and' | 'or' = 'and',
): BuilderSection => ({
  service,
  open: true,
  root: group(nodes, logical_operator, { is_root: true }),
  count: null,
});
const text = (
  attribute: string,
  operator: string,
  value?: unknown,
  extra: Partial<BuilderTerminalNode> = {},
): BuilderTerminalNode =>
  ({
    id: id(),
    type: 'terminal',
    service: 'text',
    parameters: { attribute, operator, value },
    count: 5,
    ...extra,
  }) as BuilderTerminalNode;
const input = (sections: BuilderSection[], over: Partial<BuildRequestInput> = {}): BuildRequestInput => ({
  builder: { sections },
  return_type: 'entry',
  ...over,
});
const fail = (message: string) => ({ ok: false, message });

function built(i: BuildRequestInput): SearchRequest {
  const result = buildRequest(i);
  assert.ok(result.ok, result.ok ? '' : result.message);
  assert.ok(validateSearchRequest(result.value).ok, 'built requests validate');
  return result.value;
}

describe('stripBuilderFields', () => {
  test('removes id, is_root, attrObj, item and count at every depth, and undefined values', () => {
    assert.deepEqual(BUILDER_ONLY_FIELDS, ['id', 'is_root', 'attrObj', 'item', 'count']);
    const tree = group(
      [
        text('a', 'exists', undefined, {
          attrObj: { attribute: 'a', type: 'string', operators: [] },
          item: { attribute: 'a', name: 'A' },
        }),
      ],
      'and',
      {
        is_root: true,
        count: 3,
      },
    );
    assert.deepEqual(stripBuilderFields(tree), {
      type: 'group',
      logical_operator: 'and',
      nodes: [{ type: 'terminal', service: 'text', parameters: { attribute: 'a', operator: 'exists' } }],
    });
    assert.equal(stripBuilderFields(null), null);
    assert.deepEqual(stripBuilderFields([1, { id: 2, x: 3 }]), [1, { x: 3 }]);
  });
});

describe('empty terminals', () => {
  test('each service knows when nothing was typed', () => {
    const t = (service: ServiceType, parameters: unknown) =>
      ({ id: 'x', type: 'terminal', service, parameters }) as BuilderTerminalNode;
    assert.ok(isEmptyTerminal(t('full_text', { value: ' ' })));
    assert.ok(
      isEmptyTerminal(
        t('sequence', { value: ' \n ', sequence_type: 'protein', evalue_cutoff: '', identity_cutoff: '' }),
      ),
    );
    assert.ok(isEmptyTerminal(t('seqmotif', { value: '', pattern_type: 'simple', sequence_type: 'protein' })));
    assert.ok(isEmptyTerminal(t('chemical', { type: 'formula', value: '' })));
    assert.ok(isEmptyTerminal(t('text', { attribute: '', operator: 'exists' })));
    assert.ok(isEmptyTerminal(t('text_chem', { attribute: 'a', operator: 'equals', value: '' })));
    assert.ok(!isEmptyTerminal(t('text', { attribute: 'a', operator: 'exists' })));
    assert.ok(!isEmptyTerminal(t('text', { attribute: 'a', operator: 'last_seven_days_range' })));
    assert.ok(isEmptyTerminal(t('structure', { operator: 'strict_shape_match', value: {} })));
    assert.ok(!isEmptyTerminal(t('structure', { operator: 'strict_shape_match', value: { url: 'u' } })));
    assert.ok(
      isEmptyTerminal(
        t('strucmotif', {
          value: {},
          residues: [{ label_asym_id: '', struct_oper_id: '1', label_seq_id: '' }],
          rmsd_cutoff: 2,
          atom_pairing_scheme: 'ALL',
        }),
      ),
    );
    assert.ok(
      !isEmptyTerminal(
        t('strucmotif', {
          value: {},
          residues: [{ label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '' }],
          rmsd_cutoff: 2,
          atom_pairing_scheme: 'ALL',
        }),
      ),
    );
  });
});

describe('buildRequest', () => {
  test("nothing typed: 'Please enter search criteria...'", () => {
    assert.deepEqual(buildRequest(input([])), fail('Please enter search criteria...'));
    assert.deepEqual(
      buildRequest(input([section('text', [text('struct.title', 'contains_words', '')])])),
      fail('Please enter search criteria...'),
    );
    assert.deepEqual(
      buildRequest(input([section('text', [group([group([])])])])),
      fail('Please enter search criteria...'),
    );
  });

  test('defaults filled and builder-only fields never sent', () => {
    const request = built(
      input([
        section('full_text', [
          { id: 'f', type: 'terminal', service: 'full_text', parameters: { value: ' hemoglobin ' }, count: 3 },
        ]),
      ]),
    );
    assert.deepEqual(request, {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'entry',
      request_options: {
        paginate: { start: 0, rows: 25 },
        results_content_type: ['experimental'],
        scoring_strategy: 'combined',
        sort: [{ sort_by: 'score', direction: 'desc' }],
      },
    });
    assert.ok(!JSON.stringify(request).includes('"id"'));
  });

  test('attribute operators become wire operators', () => {
    const request = built(
      input([
        section('text', [
          text('exptl.method', 'exact_match', 'X-RAY DIFFRACTION', {
            attrObj: { attribute: 'exptl.method', type: 'string', operators: ['exact_match'] },
          }),
          text('rcsb_entry_info.resolution_combined', 'range_upper_excl', ['1', '2.5'], {
            attrObj: { attribute: 'rcsb_entry_info.resolution_combined', type: 'number', operators: [] },
          }),
          text('rcsb_entry_info.resolution_combined', 'range_upper_incl', { from: 1, to: 3 }),
          text('rcsb_accession_info.initial_release_date', 'last_seven_days_range'),
          text('rcsb_accession_info.initial_release_date', 'last_thirty_days_range'),
          text('rcsb_entry_container_identifiers.entry_id', 'in', '4HHB, 1ABC 2XYZ'),
          text('struct.title', 'exists', undefined, {
            parameters: { attribute: 'struct.title', operator: 'exists', negation: true },
          }),
          text('struct.title', 'contains_words', ''),
        ]),
      ]),
    );
    assert.deepEqual(request.query, {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_entry_info.resolution_combined',
            operator: 'range',
            value: { from: 1, to: 2.5, include_lower: true, include_upper: false },
          },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_entry_info.resolution_combined',
            operator: 'range',
            value: { from: 1, to: 3, include_lower: true, include_upper: true },
          },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_accession_info.initial_release_date',
            operator: 'range',
            value: { from: 'now-1w', to: 'now' },
          },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_accession_info.initial_release_date',
            operator: 'range',
            value: { from: 'now-1M', to: 'now' },
          },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_entry_container_identifiers.entry_id',
            operator: 'in',
            value: ['4HHB', '1ABC', '2XYZ'],
          },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'struct.title', operator: 'exists', negation: true },
        },
      ],
    });
  });

  test('nested attributes stay with their sibling condition in one AND group', () => {
    const request = built(
      input([
        section('text', [
          text(
            'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession',
            'in',
            'P69905',
            {
              item: {
                attribute:
                  'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession',
                name: 'UniProt Accession',
                nested_attribute:
                  'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_name',
                nested_attribute_value: 'UniProt',
              },
              label: 'uniprot',
            },
          ),
        ]),
      ]),
    );
    assert.deepEqual(request.query, {
      type: 'group',
      logical_operator: 'and',
      label: 'uniprot',
      nodes: [
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession',
            operator: 'in',
            value: ['P69905'],
          },
        },
        {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_name',
            operator: 'exact_match',
            value: 'UniProt',
          },
        },
      ],
    });
  });

  test('groups left empty are removed; single children replace their group; OR is kept', () => {
    const request = built(
      input([
        section('text', [
          group([text('a.b', 'contains_words', '')]),
          group([text('x.y', 'exists'), text('x.z', 'exists')], 'or'),
          group([text('q.r', 'exists')]),
        ]),
      ]),
    );
    assert.deepEqual(request.query, {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        {
          type: 'group',
          logical_operator: 'or',
          nodes: [
            { type: 'terminal', service: 'text', parameters: { attribute: 'x.y', operator: 'exists' } },
            { type: 'terminal', service: 'text', parameters: { attribute: 'x.z', operator: 'exists' } },
          ],
        },
        { type: 'terminal', service: 'text', parameters: { attribute: 'q.r', operator: 'exists' } },
      ],
    });
    const labelled = builderNodeToQuery(group([text('x.y', 'exists')], 'and', { label: 'keep' }));
    assert.deepEqual(labelled, {
      ok: true,
      value: {
        type: 'group',
        logical_operator: 'and',
        label: 'keep',
        nodes: [{ type: 'terminal', service: 'text', parameters: { attribute: 'x.y', operator: 'exists' } }],
      },
    });
  });

  test('sections combine with AND (or the builder operator); every service converts', () => {
    const sections: BuilderSection[] = [
      section('full_text', [{ id: 'a', type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } }]),
      section('text_chem', [
        {
          id: 'b',
          type: 'terminal',
          service: 'text_chem',
          parameters: { attribute: 'chem_comp.type', operator: 'exact_match', value: 'L-peptide linking' },
        },
      ]),
      section('sequence', [
        {
          id: 'c',
          type: 'terminal',
          service: 'sequence',
          parameters: {
            value: HBA,
            sequence_type: 'protein',
            evalue_cutoff: '0.1',
            identity_cutoff: '25',
            entry_id: '4HHB',
          },
        },
      ]),
      section('seqmotif', [
        {
          id: 'd',
          type: 'terminal',
          service: 'seqmotif',
          parameters: { value: 'C-x(2)-C', pattern_type: 'prosite', sequence_type: 'protein', placeholder: 'p' },
        },
      ]),
      section('structure', [
        {
          id: 'e',
          type: 'terminal',
          service: 'structure',
          parameters: {
            operator: 'strict_shape_match',
            value: { entry_id: '4hhb', assembly_id: '1' },
            source: 'entry_id',
          },
        },
      ]),
      section('strucmotif', [
        {
          id: 'f',
          type: 'terminal',
          service: 'strucmotif',
          parameters: {
            value: { entry_id: '4HHB' },
            residues: [
              { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '58' },
              { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '87', exchanges: 'his' },
            ],
            rmsd_cutoff: '2',
            atom_pairing_scheme: 'ALL',
          },
        },
      ]),
      section('chemical', [
        { id: 'g', type: 'terminal', service: 'chemical', parameters: { type: 'descriptor', value: 'c1ccccc1' } },
      ]),
    ];
    const request = built(
      input(sections, {
        return_type: 'polymer_entity',
        builder: { sections, logical_operator: 'or', includeCsm: true },
      }),
    );
    assert.equal(request.query?.type, 'group');
    assert.ok(
      request.query?.type === 'group' && request.query.logical_operator === 'or' && request.query.nodes.length === 7,
    );
    assert.deepEqual(request.request_options?.results_content_type, ['computational', 'experimental']);
    const json = JSON.stringify(request);
    for (const builderOnly of [
      '"entry_id":"4HHB","assembly_id"',
      '"identity_cutoff":0.25',
      '"descriptor_type":"SMILES"',
      '"allowed":["HIS"]',
    ]) {
      assert.ok(json.includes(builderOnly), builderOnly);
    }
    for (const never of ['placeholder', '"source"', '"residues"', '"id"']) assert.ok(!json.includes(never), never);
  });

  test('the first validation message is returned in section and tree order', () => {
    const sections = [
      section('sequence', [
        {
          id: 'c',
          type: 'terminal',
          service: 'sequence',
          parameters: { value: 'ACDE', sequence_type: 'protein', evalue_cutoff: '', identity_cutoff: '' },
        },
      ]),
      section('chemical', [
        { id: 'g', type: 'terminal', service: 'chemical', parameters: { type: 'formula', value: 'C6' } },
      ]),
    ];
    assert.deepEqual(buildRequest(input(sections)), fail('The sequence must contain at least 25 residues'));
    assert.deepEqual(
      buildRequest(
        input([
          section('text', [
            group([
              text('r', 'equals', 'x', {
                attrObj: { attribute: 'r', name: 'Resolution', type: 'number', operators: [] },
              }),
            ]),
          ]),
        ]),
      ),
      fail('Resolution contains an invalid value.'),
    );
    assert.deepEqual(
      buildRequest(
        input([
          section('full_text', [
            { id: 'a', type: 'terminal', service: 'full_text', parameters: { value: '<script>' } },
          ]),
        ]),
      ),
      fail('Invalid input detected'),
    );
    for (const [service, parameters, message] of [
      [
        'seqmotif',
        { value: 'C', pattern_type: 'simple', sequence_type: 'protein' },
        'The sequence motif must contain at least 2 characters',
      ],
      ['structure', { operator: 'strict_shape_match', value: { entry_id: 'nope' } }, 'Enter a valid Entry ID'],
      [
        'strucmotif',
        { value: { url: 'https://x.org/a' }, residues: [], rmsd_cutoff: 2, atom_pairing_scheme: 'ALL' },
        'Structure Motif query is invalid. Format must be specified when searching by URL.',
      ],
    ] as const) {
      assert.deepEqual(
        buildRequest(
          input([section(service, [{ id: 'x', type: 'terminal', service, parameters } as BuilderTerminalNode])]),
        ),
        fail(message),
      );
    }
  });

  test('paging, sort, scoring, counts and request_info', () => {
    const sections = [section('text', [text('a', 'exists')])];
    const request = built(
      input(sections, {
        paginate: { start: 50, rows: 100 },
        sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }],
        scoring_strategy: 'text',
        request_info: { query_id: 'q1', src: 'ui' },
      }),
    );
    assert.deepEqual(request.request_options, {
      paginate: { start: 50, rows: 100 },
      results_content_type: ['experimental'],
      scoring_strategy: 'text',
      sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }],
    });
    assert.deepEqual(request.request_info, { query_id: 'q1', src: 'ui' });
    const count = built(input(sections, { return_counts: true, paginate: { start: 50, rows: 100 } }));
    assert.equal(count.request_options?.return_counts, true);
    assert.equal(count.request_options?.paginate, undefined);
    assert.equal(built(input(sections, { request_info: {} })).request_info, undefined);
  });

  test('normalisePaginate keeps rows within 25..10000', () => {
    assert.deepEqual(normalisePaginate(undefined), { start: 0, rows: 25 });
    assert.deepEqual(normalisePaginate({ start: -3, rows: 10 }), { start: 0, rows: 25 });
    assert.deepEqual(normalisePaginate({ start: 25, rows: 50 }), { start: 25, rows: 50 });
    assert.deepEqual(normalisePaginate({ start: 1.5, rows: 20000 }), { start: 0, rows: 10000 });
    assert.deepEqual(normalisePaginate({ rows: Number.NaN }), { start: 0, rows: 25 });
  });
});

describe('grouping', () => {
  test('group_by per mode; grouped sort defaults to score desc then count desc', () => {
    const sections = [section('text', [text('a', 'exists')])];
    const request = built(
      input(sections, {
        return_type: 'polymer_entity',
        grouping: {
          aggregation_method: 'sequence_identity',
          group_by_return_type: 'groups',
          ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
          similarity_cutoff: 95,
        },
      }),
    );
    assert.deepEqual(request.request_options?.group_by, {
      aggregation_method: 'sequence_identity',
      similarity_cutoff: 95,
      ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
    });
    assert.equal(request.request_options?.group_by_return_type, 'groups');
    assert.deepEqual(request.request_options?.sort, [
      { sort_by: 'score', direction: 'desc' },
      { sort_by: 'count', direction: 'desc' },
    ]);
  });

  test('groupingToGroupBy', () => {
    assert.equal(groupingToGroupBy(null, 'entry'), null);
    assert.equal(
      groupingToGroupBy(
        { aggregation_method: null, group_by_return_type: 'representatives', ranking_criteria_type: null },
        'entry',
      ),
      null,
    );
    assert.equal(
      groupingToGroupBy(
        {
          aggregation_method: 'matching_deposit_group_id',
          group_by_return_type: 'representatives',
          ranking_criteria_type: null,
        },
        'polymer_entity',
      ),
      null,
    );
    assert.deepEqual(
      groupingToGroupBy(
        {
          aggregation_method: 'matching_deposit_group_id',
          group_by_return_type: 'representatives',
          ranking_criteria_type: null,
        },
        'entry',
      ),
      { aggregation_method: 'matching_deposit_group_id' },
    );
    assert.deepEqual(
      groupingToGroupBy(
        {
          aggregation_method: 'sequence_identity',
          group_by_return_type: 'representatives',
          ranking_criteria_type: null,
        },
        'polymer_entity',
      ),
      { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
    );
    assert.deepEqual(
      groupingToGroupBy(
        {
          aggregation_method: 'matching_uniprot_accession',
          group_by_return_type: 'groups',
          ranking_criteria_type: { sort_by: 'coverage' },
        },
        'polymer_entity',
      ),
      { aggregation_method: 'matching_uniprot_accession', ranking_criteria_type: { sort_by: 'coverage' } },
    );
    assert.deepEqual(
      groupingToGroupBy(
        {
          aggregation_method: 'matching_deposit_group_id',
          group_by_return_type: 'groups',
          ranking_criteria_type: { sort_by: 'coverage' },
        },
        'entry',
      ),
      { aggregation_method: 'matching_deposit_group_id' },
    );
    assert.deepEqual(
      groupingToGroupBy(
        {
          aggregation_method: 'matching_chemical_component_id',
          group_by_return_type: 'groups',
          ranking_criteria_type: null,
        },
        'non_polymer_entity',
      ),
      { aggregation_method: 'matching_chemical_component_id' },
    );
    assert.equal(
      groupingToGroupBy(
        {
          aggregation_method: 'matching_chemical_component_id',
          group_by_return_type: 'groups',
          ranking_criteria_type: null,
        },
        'entry',
      ),
      null,
    );
  });

  test('buildRequestOptions without grouping omits group_by_return_type', () => {
    const options = buildRequestOptions(
      input([], {
        grouping: { aggregation_method: null, group_by_return_type: 'representatives', ranking_criteria_type: null },
      }),
    );
    assert.equal(options.group_by_return_type, undefined);
    assert.equal(options.group_by, undefined);
  });
});

describe('refinements', () => {
  const facets: Facet[] = [
    {
      name: 'Experimental Method',
      attribute: 'exptl.method',
      buckets: [
        { label: 'X-RAY DIFFRACTION', population: 10, checked: true },
        { label: 'SOLUTION NMR', population: 3, checked: true },
        { label: 'ELECTRON MICROSCOPY', population: 4 },
      ],
    },
    {
      name: 'Release Date',
      attribute: 'rcsb_accession_info.initial_release_date',
      aggregation_type: 'date_histogram',
      buckets: [{ label: '2000 - 2004', population: 3, checked: true }],
    },
    { name: 'Unused', attribute: 'x', buckets: [{ label: 'a', population: 1 }] },
  ];

  test('checked buckets -> AND group of OR groups, labelled with facet names and bucket labels', () => {
    assert.deepEqual(refinementsToQuery(facets, 'entry'), {
      ok: true,
      value: {
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
            label: 'Release Date',
            nodes: [
              {
                type: 'terminal',
                service: 'text',
                parameters: {
                  attribute: 'rcsb_accession_info.initial_release_date',
                  operator: 'range',
                  value: { from: '2000-01-01', to: '2005-01-01', include_lower: true, include_upper: false },
                },
                label: '2000 - 2004',
              },
            ],
          },
        ],
      },
    });
  });

  const search: SearchRequest = {
    return_type: 'entry',
    query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
    request_options: { paginate: { start: 50, rows: 25 } },
  };
  /** The facets of the answer to `request`: applied values come back checked (the server marks them). */
  const answered = (request: SearchRequest): Facet[] =>
    facets.map((facet) => ({
      ...facet,
      buckets: facet.buckets.map((bucket) => ({
        ...bucket,
        checked: appliedRefinements(request).some((r) => r.facet === facet.name && r.label === bucket.label),
      })),
    }));
  const tick = (list: Facet[], facet: string, label: string, checked: boolean): Facet[] =>
    list.map((f) =>
      f.name !== facet ? f : { ...f, buckets: f.buckets.map((b) => (b.label === label ? { ...b, checked } : b)) },
    );

  test('applied refinements are listed, removed one by one, cleared, from the first page', () => {
    const applied = applyRefinements(search, facets);
    assert.ok(applied.ok);
    assert.deepEqual(appliedRefinements(applied.value), [
      { facet: 'Experimental Method', label: 'X-RAY DIFFRACTION' },
      { facet: 'Experimental Method', label: 'SOLUTION NMR' },
      { facet: 'Release Date', label: '2000 - 2004' },
    ]);
    const paged = { ...applied.value, request_options: { paginate: { start: 25, rows: 25 } } };
    const fewer = removeRefinement(paged, { facet: 'Release Date', label: '2000 - 2004' });
    assert.deepEqual(
      appliedRefinements(fewer).map((r) => r.label),
      ['X-RAY DIFFRACTION', 'SOLUTION NMR'],
    );
    assert.equal(fewer.request_options?.paginate?.start, 0);
    // the last value of a facet takes its group with it; the last of all, the refinement group
    const one = removeRefinement(fewer, { facet: 'Experimental Method', label: 'SOLUTION NMR' });
    const none = removeRefinement(one, { facet: 'Experimental Method', label: 'X-RAY DIFFRACTION' });
    assert.deepEqual(none.query, search.query);
    assert.deepEqual(clearRefinements(applied.value).query, search.query);
    assert.deepEqual(appliedRefinements(search), []);
  });

  test('applying again rebuilds the refinements from the checkboxes: unticking removes, ticking adds', () => {
    const first = applyRefinements(search, [facets[0] as Facet]);
    assert.ok(first.ok);
    // untick SOLUTION NMR, tick ELECTRON MICROSCOPY: one refinement group, not a nested second one
    let panel = tick(answered(first.value), 'Experimental Method', 'SOLUTION NMR', false);
    panel = tick(panel, 'Experimental Method', 'ELECTRON MICROSCOPY', true);
    const second = applyRefinements(first.value, panel);
    assert.ok(second.ok);
    assert.deepEqual(
      appliedRefinements(second.value).map((r) => r.label),
      ['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY'],
    );
    assert.equal(JSON.stringify(second.value.query).split('"refinements"').length - 1, 1);
    // untick everything and apply: the refinements are gone
    const cleared = applyRefinements(
      second.value,
      answered(second.value).map((f) => ({ ...f, buckets: f.buckets.map((b) => ({ ...b, checked: false })) })),
    );
    assert.ok(cleared.ok);
    assert.deepEqual(cleared.value.query, search.query);
    // nothing ticked and nothing applied: the seed's alert
    assert.deepEqual(applyRefinements(search, answered(search)), fail('No Refinements have been selected.'));
  });

  test('a refinement of a facet the panel does not show is kept when applying others', () => {
    const first = applyRefinements(search, [facets[1] as Facet]);
    assert.ok(first.ok);
    const second = applyRefinements(first.value, [facets[0] as Facet]);
    assert.ok(second.ok);
    assert.deepEqual(
      appliedRefinements(second.value).map((r) => r.facet),
      ['Release Date', 'Experimental Method', 'Experimental Method'],
    );
  });

  test("none checked: 'No Refinements have been selected.'", () => {
    assert.deepEqual(refinementsToQuery([], 'entry'), fail('No Refinements have been selected.'));
    assert.deepEqual(
      refinementsToQuery([{ name: 'no attribute', buckets: [{ label: 'a', population: 1, checked: true }] }], 'entry'),
      fail('No Refinements have been selected.'),
    );
    const request: SearchRequest = {
      return_type: 'entry',
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } },
    };
    assert.deepEqual(applyRefinements(request, undefined), fail('No Refinements have been selected.'));
  });

  test('applying appends to the query and restarts paging; mol_definition refines with text_chem', () => {
    const request: SearchRequest = {
      return_type: 'mol_definition',
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } },
      request_options: { paginate: { start: 75, rows: 25 } },
    };
    const applied = applyRefinements(request, [facets[0] as Facet]);
    assert.ok(applied.ok);
    assert.equal(applied.value.request_options?.paginate?.start, 0);
    assert.ok(applied.value.query?.type === 'group' && applied.value.query.nodes.length === 2);
    assert.ok(JSON.stringify(applied.value.query).includes('"service":"text_chem"'));
    const noQuery = applyRefinements({ return_type: 'entry' }, [facets[0] as Facet]);
    assert.ok(noQuery.ok && noQuery.value.query?.type === 'group' && noQuery.value.query.logical_operator === 'and');
    const chemDefined = refinementsToQuery([facets[0] as Facet], 'mol_definition', {
      'Experimental Method': { service: 'text' },
    });
    assert.ok(chemDefined.ok && !JSON.stringify(chemDefined.value).includes('text_chem'));
  });

  test('buildRequest appends refinements without moving the page', () => {
    const request = built(
      input([section('text', [text('a', 'exists')])], { refinements: facets, paginate: { start: 25, rows: 25 } }),
    );
    assert.equal(request.request_options?.paginate?.start, 25);
    assert.ok(request.query?.type === 'group' && request.query.nodes.length === 2);
    const none = built(input([section('text', [text('a', 'exists')])], { refinements: [facets[2] as Facet] }));
    assert.equal(none.query?.type, 'terminal');
  });
});

describe('lower-level converters', () => {
  test('terminalToQuery and builderToQuery', () => {
    assert.deepEqual(terminalToQuery(text('a', 'equals', '')), { ok: true, value: null });
    assert.deepEqual(builderToQuery({ builder: { sections: [] } }), { ok: true, value: null });
    const bad = terminalToQuery(text('a', 'equals', { from: 1 } as unknown as string));
    assert.deepEqual(bad, fail('a contains an empty or invalid value.'));
  });
});
