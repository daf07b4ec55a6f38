// requestToBuilder is the inverse of buildRequest: a request opens in the builder with every
// terminal, group, negation, range and option, and building it again gives the same request
// (in the builder's canonical form: one node per service section in SERVICES order).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildRequest } from '../../../src/model/builder/builder.ts';
import { applyRefinements } from '../../../src/model/refinements.ts';
import { requestToBuilder, type RequestAsBuilder } from '../../../src/model/builder/from-request.ts';
import { sameJson } from '../../../src/model/builder/from-request-refinements.ts';
import { SEQUENCE_ALPHABETS } from '../../../src/model/constants/core.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type {
  BuildRequestInput,
  BuilderGroupNode,
  BuilderNode,
  BuilderSection,
  BuilderTerminalNode,
  Facet,
  GroupNode,
  LogicalOperator,
  QueryNode,
  RequestOptions,
  SearchRequest,
  ServiceType,
  TerminalNode,
} from '../../../src/model/types.ts';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const HBA = 'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF';

const OPTIONS: RequestOptions = {
  paginate: { start: 0, rows: 25 },
  results_content_type: ['experimental'],
  scoring_strategy: 'combined',
  sort: [{ sort_by: 'score', direction: 'desc' }],
};
const req = (query: QueryNode, over: Partial<SearchRequest> = {}): SearchRequest => ({
  query,
  return_type: 'entry',
  request_options: structuredClone(OPTIONS),
  ...over,
});
const t = (service: ServiceType, parameters: object, label?: string): TerminalNode =>
  ({ type: 'terminal', service, parameters, ...(label ? { label } : {}) }) as TerminalNode;
const g = (logical_operator: LogicalOperator, nodes: QueryNode[], label?: string): GroupNode => ({
  type: 'group',
  logical_operator,
  nodes,
  ...(label ? { label } : {}),
});
const attr = (attribute: string, operator: string, value?: unknown, extra: object = {}): TerminalNode =>
  t('text', { attribute, operator, ...(value === undefined ? {} : { value }), ...extra });

const FULL = t('full_text', { value: 'hemoglobin' });
const METHOD = attr('exptl.method', 'exact_match', 'X-RAY DIFFRACTION');
const RESOLUTION = attr('rcsb_entry_info.resolution_combined', 'range', {
  from: 1,
  to: 2,
  include_lower: true,
  include_upper: false,
});
const SEQUENCE = t('sequence', { value: HBA, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0.9 });

function toBuilder(request: SearchRequest, options?: Parameters<typeof requestToBuilder>[1]): RequestAsBuilder {
  const result = requestToBuilder(request, options);
  assert.ok(result.ok, result.ok ? '' : result.message);
  return result.value;
}
function rebuilt(request: SearchRequest, options?: Parameters<typeof requestToBuilder>[1]): SearchRequest {
  const result = buildRequest(toBuilder(request, options));
  assert.ok(result.ok, result.ok ? '' : result.message);
  return result.value;
}
const roundTrips = (request: SearchRequest): void => assert.deepStrictEqual(rebuilt(request), request);

/** Builder nodes without ids, as a person would compare two builders. */
function withoutIds(node: BuilderNode | BuilderSection): unknown {
  return JSON.parse(
    JSON.stringify(node, (key, value: unknown) => (key === 'id' || key === 'count' ? undefined : value)),
  );
}
const ids = (nodes: BuilderNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...(node.type === 'group' ? ids(node.nodes) : [])]);

describe('requestToBuilder: sections', () => {
  test('a single terminal is one section whose root holds it', () => {
    const b = toBuilder(req(FULL));
    assert.deepEqual(b.builder, {
      sections: [
        {
          service: 'full_text',
          open: true,
          root: {
            id: 'n1',
            type: 'group',
            logical_operator: 'and',
            is_root: true,
            nodes: [{ id: 'n2', type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } }],
          },
        },
      ],
      logical_operator: 'and',
      includeCsm: false,
    });
    roundTrips(req(FULL));
  });

  test('a group of one service is that section, with its operator', () => {
    const request = req(g('or', [METHOD, RESOLUTION]));
    const b = toBuilder(request);
    assert.equal(b.builder.logical_operator, 'or');
    assert.deepEqual(
      b.builder.sections.map((s) => [s.service, s.root.logical_operator, s.root.is_root, s.root.nodes.length]),
      [['text', 'or', true, 2]],
    );
    roundTrips(request);
  });

  test('services split into sections in SERVICES order; each section root takes its group', () => {
    const request = req(g('and', [FULL, g('or', [METHOD, RESOLUTION]), SEQUENCE]));
    const b = toBuilder(request);
    assert.deepEqual(
      b.builder.sections.map((s) => [s.service, s.root.logical_operator, s.root.nodes.map((n) => n.type)]),
      [
        ['full_text', 'and', ['terminal']],
        ['text', 'or', ['terminal', 'terminal']],
        ['sequence', 'and', ['terminal']],
      ],
    );
    roundTrips(request);
  });

  test('interleaved services are regrouped by service (same meaning), and the result is stable', () => {
    const mixed = req(g('or', [METHOD, SEQUENCE, FULL, RESOLUTION]));
    const once = rebuilt(mixed);
    assert.deepEqual(once.query, g('or', [FULL, g('or', [METHOD, RESOLUTION]), SEQUENCE]));
    assert.deepStrictEqual(rebuilt(once), once);
  });

  test('subgroups, labels and one-node labelled groups are kept', () => {
    const request = req(
      g('and', [
        FULL,
        g('or', [attr('struct.title', 'contains_words', 'kinase', {}), g('and', [METHOD, RESOLUTION], 'sub')]),
        g('and', [t('sequence', { ...SEQUENCE.parameters }, 'seq')], 'one'),
      ]),
    );
    const b = toBuilder(request);
    const sequenceRoot = b.builder.sections[2]?.root as BuilderGroupNode;
    assert.equal((sequenceRoot.nodes[0] as BuilderGroupNode).label, 'one');
    assert.equal(((sequenceRoot.nodes[0] as BuilderGroupNode).nodes[0] as BuilderTerminalNode).label, 'seq');
    roundTrips(request);
    // A labelled top-level group of one service stays whole inside its section.
    roundTrips(req(g('or', [METHOD, RESOLUTION], 'mine')));
  });

  test('a child group mixing services cannot be shown', () => {
    const result = requestToBuilder(req(g('and', [METHOD, g('or', [FULL, RESOLUTION])])));
    assert.deepEqual(result, { ok: false, message: MESSAGES.mixedServiceGroup });
  });

  test('a bad request answers the validator’s message; no query gives an empty builder', () => {
    assert.equal(requestToBuilder({ return_type: 'nothing' } as unknown as SearchRequest).ok, false);
    const b = toBuilder({ return_type: 'entry' });
    assert.deepEqual(b.builder.sections, []);
  });

  test('every node gets a unique id; a caller may supply them', () => {
    const request = req(g('and', [FULL, g('or', [METHOD, g('and', [RESOLUTION, METHOD])]), SEQUENCE]));
    const all = toBuilder(request).builder.sections.flatMap((s) => ids([s.root]));
    assert.equal(new Set(all).size, all.length);
    let n = 100;
    const custom = toBuilder(request, { newId: () => `x${n++}` }).builder.sections.flatMap((s) => ids([s.root]));
    assert.ok(custom.every((id) => id.startsWith('x')));
  });

  test('builder -> request -> builder gives the same builder', () => {
    let n = 0;
    const id = () => `b${++n}`;
    const term = (service: ServiceType, parameters: object, label?: string): BuilderTerminalNode =>
      ({ id: id(), type: 'terminal', service, parameters, ...(label ? { label } : {}) }) as BuilderTerminalNode;
    const root = (logical_operator: LogicalOperator, nodes: BuilderNode[]): BuilderGroupNode => ({
      id: id(),
      type: 'group',
      logical_operator,
      nodes,
      is_root: true,
    });
    const sections: BuilderSection[] = [
      { service: 'full_text', open: true, root: root('and', [term('full_text', { value: 'kinase' })]) },
      {
        service: 'text',
        open: true,
        root: root('or', [
          term('text', { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' }),
          term('text', { attribute: 'struct.title', operator: 'contains_words', value: 'kinase', negation: true }),
          {
            id: id(),
            type: 'group',
            logical_operator: 'and',
            label: 'organisms',
            nodes: [
              term('text', {
                attribute: 'rcsb_entry_info.resolution_combined',
                operator: 'range',
                value: { from: 1, to: 2, include_lower: true, include_upper: false },
              }),
              term('text', {
                attribute: 'rcsb_accession_info.initial_release_date',
                operator: 'last_seven_days_range',
              }),
            ],
          },
        ]),
      },
      {
        service: 'sequence',
        open: true,
        root: root('and', [
          term('sequence', { value: HBA, sequence_type: 'protein', evalue_cutoff: 1e-5, identity_cutoff: 90 }),
        ]),
      },
    ];
    const input: BuildRequestInput = { builder: { sections, logical_operator: 'and' }, return_type: 'entry' };
    const request = buildRequest(input);
    assert.ok(request.ok);
    const back = toBuilder(request.value);
    assert.deepEqual(back.builder.sections.map(withoutIds), sections.map(withoutIds));
  });
});

describe('requestToBuilder: terminals per service', () => {
  test('attributes: negation, case sensitivity, exists, in, ranges and the date shortcuts', () => {
    const request = req(
      g('and', [
        g('and', [
          attr('struct.title', 'contains_phrase', 'heme binding', { negation: true, case_sensitive: true }),
          attr('struct.title', 'exists', undefined, { negation: true }),
          attr('rcsb_entry_container_identifiers.entry_id', 'in', ['4HHB', '1STP']),
          attr('rcsb_entry_info.resolution_combined', 'range', { from: 1.5 }),
          attr('rcsb_entry_info.resolution_combined', 'less_or_equal', 2),
          attr('rcsb_accession_info.initial_release_date', 'range', {
            from: '2000-01-01',
            to: '2004-12-31',
            include_upper: true,
          }),
          attr('rcsb_accession_info.initial_release_date', 'range', { from: 'now-1M', to: 'now' }),
        ]),
        t('text_chem', { attribute: 'chem_comp.formula_weight', operator: 'greater', value: 500 }),
      ]),
    );
    const b = toBuilder(request);
    const operators = b.builder.sections.flatMap((s) =>
      s.root.nodes.map((n) => (n as BuilderTerminalOfText).parameters.operator),
    );
    assert.deepEqual(operators, [
      'contains_phrase',
      'exists',
      'in',
      'range',
      'less_or_equal',
      'range',
      'last_thirty_days_range',
      'greater',
    ]);
    roundTrips(request);
  });

  test('sequence identity goes back to an integer percent; the e-value stays as sent', () => {
    const request = req(
      t('sequence', { value: HBA, sequence_type: 'protein', evalue_cutoff: 1e-5, identity_cutoff: 0.29 }),
    );
    const terminal = toBuilder(request).builder.sections[0]?.root.nodes[0] as BuilderTerminalNode;
    assert.deepEqual(terminal.parameters, {
      value: HBA,
      sequence_type: 'protein',
      evalue_cutoff: 1e-5,
      identity_cutoff: 29,
    });
    roundTrips(request);
  });

  test('sequence motif, structure (assembly, chain, URL), structure motif with exchanges, chemical', () => {
    roundTrips(req(t('seqmotif', { value: 'C-x(2,4)-C', pattern_type: 'prosite', sequence_type: 'protein' })));
    const structure = (value: object, target = 'assembly') =>
      t('structure', { value, operator: 'relaxed_shape_match', target_search_space: target });
    roundTrips(req(structure({ entry_id: '4HHB', assembly_id: '2' })));
    roundTrips(req(structure({ entry_id: '4HHB', asym_id: 'A' }, 'polymer_entity_instance')));
    roundTrips(
      req(structure({ url: 'https://files.rcsb.org/download/4HHB.cif', format: 'cif' }, 'polymer_entity_instance')),
    );
    const motif = t('strucmotif', {
      value: {
        entry_id: '2MNR',
        residue_ids: [
          { label_asym_id: 'A', label_seq_id: 162, struct_oper_id: '1' },
          { label_asym_id: 'A', label_seq_id: 193, struct_oper_id: '1' },
          { label_asym_id: 'A', label_seq_id: 219, struct_oper_id: '1' },
        ],
      },
      rmsd_cutoff: 1.5,
      atom_pairing_scheme: 'SIDE_CHAIN',
      exchanges: [
        { residue_id: { label_asym_id: 'A', label_seq_id: 193, struct_oper_id: '1' }, allowed: ['LYS', 'HIS'] },
      ],
    });
    const residues = (toBuilder(req(motif)).builder.sections[0]?.root.nodes[0] as BuilderTerminalNode).parameters;
    assert.equal((residues as { residues: Array<{ exchanges?: string }> }).residues[1]?.exchanges, 'LYS,HIS');
    roundTrips(req(motif));
    roundTrips(req(t('chemical', { type: 'formula', value: 'C6H12O6', match_subset: true })));
    roundTrips(
      req(t('chemical', { type: 'descriptor', value: 'CCO', descriptor_type: 'SMILES', match_type: 'graph-exact' })),
    );
  });

  test('a nested attribute pair stays two terminals without metadata; with it, one nested terminal', () => {
    const accession = 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession';
    const database = 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_name';
    const pair = g('and', [attr(accession, 'in', ['P69905']), attr(database, 'exact_match', 'UniProt')], 'uniprot');
    const request = req(g('and', [FULL, pair]), { return_type: 'polymer_entity' });

    const plain = toBuilder(request).builder.sections[1]?.root.nodes[0] as BuilderGroupNode;
    assert.equal(plain.type, 'group');
    assert.equal(plain.nodes.length, 2);
    roundTrips(request);

    const item = { attribute: accession, name: 'UniProt Accession', nested_attribute: database };
    const nestedItem = (attribute: string, nested: string) =>
      attribute === accession && nested === database ? item : undefined;
    const nested = toBuilder(request, { nestedItem }).builder.sections[1]?.root.nodes[0] as BuilderTerminalNode;
    assert.equal(nested.type, 'terminal');
    assert.equal(nested.label, 'uniprot');
    assert.deepEqual(nested.item, { ...item, nested_attribute_value: 'UniProt' });
    assert.deepStrictEqual(rebuilt(request, { nestedItem }), request);
    // The pair alone is the whole query too.
    assert.deepStrictEqual(rebuilt(req(pair), { nestedItem }), req(pair));
  });
});

describe('requestToBuilder: options and refinements', () => {
  test('paging, sort, scoring, CSM, request_info and return_counts come back', () => {
    const request = req(FULL, {
      request_options: {
        paginate: { start: 50, rows: 100 },
        results_content_type: ['computational', 'experimental'],
        scoring_strategy: 'text',
        sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }],
      },
      request_info: { query_id: 'abc', src: 'ui' },
    });
    const b = toBuilder(request);
    assert.equal(b.builder.includeCsm, true);
    assert.deepEqual(b.paginate, { start: 50, rows: 100 });
    roundTrips(request);
    const counts = req(FULL, { request_options: { ...OPTIONS, paginate: undefined, return_counts: true } });
    delete counts.request_options?.paginate;
    roundTrips(counts);
  });

  test('grouping options come back from group_by, its return type and ranking', () => {
    for (const [returnType, groupBy, groupByReturnType] of [
      [
        'polymer_entity',
        {
          aggregation_method: 'sequence_identity',
          similarity_cutoff: 95,
          ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
        },
        'groups',
      ],
      [
        'polymer_entity',
        { aggregation_method: 'matching_uniprot_accession', ranking_criteria_type: { sort_by: 'coverage' } },
        'representatives',
      ],
      ['entry', { aggregation_method: 'matching_deposit_group_id' }, 'groups'],
    ] as const) {
      const request = req(FULL, {
        return_type: returnType,
        request_options: {
          ...structuredClone(OPTIONS),
          sort: [
            { sort_by: 'score', direction: 'desc' },
            { sort_by: 'count', direction: 'desc' },
          ],
          group_by: structuredClone(groupBy),
          group_by_return_type: groupByReturnType,
        } as RequestOptions,
      });
      const b = toBuilder(request);
      assert.equal(b.grouping?.aggregation_method, groupBy.aggregation_method);
      assert.equal(b.grouping?.group_by_return_type, groupByReturnType);
      roundTrips(request);
    }
    assert.equal(toBuilder(req(FULL)).grouping, null);
  });

  test('applied refinements come back as the facets with checked buckets that rebuild them', () => {
    const facets: Facet[] = [
      {
        name: 'Experimental Method',
        attribute: 'exptl.method',
        aggregation_type: 'terms',
        buckets: [
          { label: 'X-RAY DIFFRACTION', population: 10, checked: true },
          { label: 'SOLUTION NMR', population: 3, checked: true },
          { label: 'ELECTRON MICROSCOPY', population: 1 },
        ],
      },
      {
        name: 'Resolution',
        attribute: 'rcsb_entry_info.resolution_combined',
        aggregation_type: 'histogram',
        interval: 0.5,
        buckets: [{ label: '1.5', population: 4, checked: true }],
      },
      {
        name: 'Release Date',
        attribute: 'rcsb_accession_info.initial_release_date',
        aggregation_type: 'date_histogram',
        buckets: [{ label: '2000 - 2004', population: 2, checked: true }],
      },
    ];
    const base = req(g('and', [FULL, METHOD]));
    const refined = applyRefinements(base, facets, false);
    assert.ok(refined.ok);
    const b = toBuilder(refined.value);
    assert.deepEqual(
      b.refinements?.map((f) => [f.name, f.attribute, f.buckets.map((bucket) => bucket.label)]),
      [
        ['Experimental Method', 'exptl.method', ['X-RAY DIFFRACTION', 'SOLUTION NMR']],
        ['Resolution', 'rcsb_entry_info.resolution_combined', ['1.5']],
        ['Release Date', 'rcsb_accession_info.initial_release_date', ['2000 - 2004']],
      ],
    );
    assert.equal(b.builder.sections.length, 2);
    roundTrips(refined.value);
  });

  test('refinements no facet rebuilds come back as the group itself', () => {
    const group = g('and', [g('or', [attr('struct.title', 'contains_words', 'kinase', {})], 'Title')], 'refinements');
    const b = toBuilder(req(g('and', [FULL, group])));
    assert.equal(b.refinements, undefined);
    assert.deepEqual(b.refinement_group, group);
    assert.deepEqual(
      b.builder.sections.map((s) => s.service),
      ['full_text'],
    );
  });

  test('legacy requests are normalised first', () => {
    const legacy = {
      return_type: 'entry',
      request_options: { pager: { start: 25, rows: 50 } },
      query: {
        type: 'group',
        logical_operator: 'AND',
        nodes: [
          {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'r.x', operator: 'range_closed', value: [1, 2] },
          },
          {
            type: 'terminal',
            service: 'sequence',
            parameters: { value: HBA, target: 'pdb_protein_sequence', identity_cutoff: 0.9, evalue_cutoff: 0.1 },
          },
        ],
      },
    } as unknown as SearchRequest;
    const b = toBuilder(legacy);
    const range = b.builder.sections[0]?.root.nodes[0] as BuilderTerminalNode;
    assert.deepEqual(range.parameters, {
      attribute: 'r.x',
      operator: 'range',
      value: { include_lower: true, include_upper: true, from: 1, to: 2 },
    });
    assert.deepStrictEqual(
      rebuilt(legacy),
      req(
        g('and', [
          attr('r.x', 'range', { include_lower: true, include_upper: true, from: 1, to: 2 }),
          t('sequence', { value: HBA, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0.9 }),
        ]),
        { request_options: { ...structuredClone(OPTIONS), paginate: { start: 25, rows: 50 } } },
      ),
    );
  });

  test('sameJson ignores key order and undefined keys', () => {
    assert.ok(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1, d: undefined }));
    assert.ok(!sameJson({ a: 1 }, { a: 2 }));
    assert.ok(!sameJson([1], { 0: 1 }));
    assert.ok(!sameJson([1, 2], [1]));
  });
});

type BuilderTerminalOfText = Extract<BuilderTerminalNode, { service: 'text' }>;

// ---------------------------------------------------------------------------------------------
// Property: requests generated in the builder's canonical form come back unchanged, and the same
// children in any order come back as that canonical form.

const token = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,7}$/);
const label = fc.option(fc.constantFrom('L1', 'L2'), { nil: undefined });
const negation = fc.option(fc.constant(true), { nil: undefined });
const decimal = fc.integer({ min: -4000, max: 4000 }).map((n) => n / 4);
const date = fc
  .record({
    y: fc.integer({ min: 1970, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const flags = fc.record({ include_lower: fc.boolean(), include_upper: fc.boolean() }, { requiredKeys: [] });
const range = fc.oneof(
  fc
    .tuple(fc.option(decimal, { nil: undefined }), fc.option(decimal, { nil: undefined }), flags)
    .filter(([from, to]) => from !== undefined || to !== undefined)
    .map(([from, to, f]) => ({ ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }), ...f })),
  fc.tuple(date, date, flags).map(([from, to, f]) => ({ from, to, ...f })),
);
const withExtras = (parameters: object, extras: { negation?: true; case_sensitive?: boolean }): object => ({
  ...parameters,
  ...(extras.negation ? { negation: true } : {}),
  ...(extras.case_sensitive === undefined ? {} : { case_sensitive: extras.case_sensitive }),
});
const attributeParameters = fc
  .tuple(
    fc.constantFrom('exptl.method', 'struct.title', 'rcsb_entry_info.resolution_combined', 'chem_comp.id'),
    fc.oneof(
      token.map((value) => ({ operator: 'exact_match', value })),
      fc.uniqueArray(token, { minLength: 1, maxLength: 4 }).map((value) => ({ operator: 'in', value })),
      range.map((value) => ({ operator: 'range', value })),
      fc.constant({ operator: 'exists' }),
      decimal.map((value) => ({ operator: 'greater_or_equal', value })),
    ),
    fc.record({ negation, case_sensitive: fc.option(fc.boolean(), { nil: undefined }) }),
  )
  .map(([attribute, p, extras]) => withExtras({ attribute, ...p }, extras));

const terminalParameters: Partial<Record<ServiceType, fc.Arbitrary<object>>> = {
  full_text: fc.constantFrom('hemoglobin', 'kinase inhibitor', '"heme binding"', 'HIV-1 protease').map((value) => ({
    value,
  })),
  text: attributeParameters,
  text_chem: attributeParameters,
  sequence: fc
    .record({
      value: fc
        .array(fc.constantFrom(...SEQUENCE_ALPHABETS.protein.split('')), { minLength: 25, maxLength: 40 })
        .map((letters) => letters.join('')),
      evalue_cutoff: fc.constantFrom(0.1, 1, 1e-5, 10, 0),
      identity_cutoff: fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
    })
    .map((p) => ({ ...p, sequence_type: 'protein' })),
  chemical: fc.oneof(
    fc
      .record({ value: fc.constantFrom('C6H12O6', 'C2 H6 O'), match_subset: fc.boolean() }, { requiredKeys: ['value'] })
      .map((p) => ({ type: 'formula', ...p })),
    fc
      .record({
        value: fc.constantFrom('CCO', 'c1ccccc1'),
        descriptor_type: fc.constantFrom('SMILES', 'InChI'),
        match_type: fc.constantFrom('graph-exact', 'graph-relaxed', 'fingerprint-similarity'),
      })
      .map((p) => ({ type: 'descriptor', ...p })),
  ),
};
const SERVICES_USED = Object.keys(terminalParameters) as ServiceType[];

function subtree(service: ServiceType): fc.Arbitrary<QueryNode> {
  const terminal = fc
    .tuple(terminalParameters[service] as fc.Arbitrary<object>, label)
    .map(([parameters, l]) => t(service, parameters, l));
  const { node } = fc.letrec<{ node: QueryNode; group: QueryNode }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', maxDepth: 3, withCrossShrink: true }, terminal, tie('group')),
    // Unlabelled groups of one node collapse when built, so the canonical form has none.
    group: fc
      .tuple(
        fc.constantFrom<LogicalOperator>('and', 'or'),
        fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        label,
      )
      .filter(([, nodes, l]) => l !== undefined || nodes.length >= 2)
      .map(([op, nodes, l]) => g(op, nodes, l)),
  }));
  return node;
}

const generated = fc
  .tuple(
    fc.constantFrom<LogicalOperator>('and', 'or'),
    fc.subarray(SERVICES_USED, { minLength: 1 }),
    fc.record({ csm: fc.boolean(), start: fc.nat(500), rows: fc.integer({ min: 25, max: 200 }) }),
  )
  .chain(([op, services, options]) =>
    fc
      .tuple(...services.map((service) => fc.array(subtree(service), { minLength: 1, maxLength: 3 })))
      .chain((children) => {
        // Which section each top-level child comes from, shuffled: the children of one service
        // keep their order, the services interleave.
        const owners = children.flatMap((nodes, index) => nodes.map(() => index));
        return fc.shuffledSubarray(owners, { minLength: owners.length }).map((order) => {
          const next = children.map(() => 0);
          const interleaved = order.map((index) => children[index]?.[next[index]!++] as QueryNode);
          const whole = (nodes: QueryNode[]): QueryNode =>
            nodes.length === 1 ? (nodes[0] as QueryNode) : g(op, nodes);
          const request_options: RequestOptions = {
            ...structuredClone(OPTIONS),
            paginate: { start: options.start, rows: options.rows },
            results_content_type: options.csm ? ['computational', 'experimental'] : ['experimental'],
          };
          return {
            canonical: req(whole(children.map(whole)), { request_options }),
            interleaved: req(whole(interleaved), { request_options: structuredClone(request_options) }),
          };
        });
      }),
  );

describe('requestToBuilder: property', () => {
  test('buildRequest(requestToBuilder(r)) is r in canonical form, whatever the order of its services', () => {
    fc.assert(
      fc.property(generated, ({ canonical, interleaved }) => {
        assert.deepStrictEqual(rebuilt(canonical), canonical);
        assert.deepStrictEqual(rebuilt(interleaved), canonical);
        // and builder -> request -> builder is the identity on the builders it gives
        assert.deepStrictEqual(toBuilder(rebuilt(canonical)), toBuilder(canonical));
      }),
      { numRuns: RUNS },
    );
  });
});
