import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BuilderGroupNode, BuilderTerminalNode, SearchRequest } from '../../../src/model/types.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { flush, fullText, ok, results, testStore } from './fakes.ts';

const rootOf = (state: ReturnType<typeof testStore>['state'], service: string): BuilderGroupNode =>
  state.queryBuilder.sections.find((s) => s.service === service)!.root;
const firstTerminal = (group: BuilderGroupNode): BuilderTerminalNode => group.nodes[0] as BuilderTerminalNode;

const resolution: SearchRequest = {
  return_type: 'entry',
  query: {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less_or_equal', value: 2 },
      },
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION', negation: true },
      },
    ],
  },
};

describe('builder actions', () => {
  test('a fresh builder has Full Text and Structure Attributes, each with one empty terminal', () => {
    const { actions, state } = testStore();
    actions.startBuilder();
    assert.deepEqual(
      state.queryBuilder.sections.map((s) => s.service),
      ['full_text', 'text'],
    );
    assert.equal(firstTerminal(rootOf(state, 'full_text')).service, 'full_text');
    actions.openSection('text_chem');
    actions.openSection('full_text');
    assert.deepEqual(
      state.queryBuilder.sections.map((s) => s.service),
      ['full_text', 'text', 'text_chem'],
      'opening a missing service adds it in SERVICES order',
    );
    actions.toggleSection('sequence');
    assert.equal(
      state.queryBuilder.sections.find((s) => s.service === 'sequence')?.open,
      true,
      'its legend adds it open',
    );
    actions.toggleSection('sequence');
    assert.equal(state.queryBuilder.sections.find((s) => s.service === 'sequence')?.open, false);
  });

  test('edits: add term, subquery, remove, AND/OR, NOT; a root is never left without an input', () => {
    const { actions, state } = testStore();
    actions.startBuilder();
    const root = rootOf(state, 'full_text');
    const added = actions.addTerminal(root.id)!;
    const sub = actions.addSubgroup(root.id)!;
    assert.equal(root.nodes.length, 3);
    actions.toggleLogicalOperator(root.id);
    assert.equal(root.logical_operator, 'or');
    actions.removeNode(firstTerminal(rootOf(state, 'full_text').nodes[2] as BuilderGroupNode).id);
    assert.equal(root.nodes.length, 2, 'a subgroup left empty goes');
    assert.ok(!root.nodes.some((n) => n.id === sub));
    actions.removeNode(added);
    actions.removeNode(root.nodes[0]!.id);
    assert.equal(root.nodes.length, 1, 'the root gets an empty terminal again');
    actions.removeNode(root.id);
    assert.ok(
      state.queryBuilder.sections.some((s) => s.root.id === root.id),
      'a root is not removed',
    );

    const attribute = firstTerminal(rootOf(state, 'text'));
    actions.chooseAttribute(
      attribute.id,
      { attribute: 'rcsb_entry_info.resolution_combined', name: 'Resolution' },
      {
        attribute: 'rcsb_entry_info.resolution_combined',
        type: 'number',
        operators: ['equals', 'greater', 'less_or_equal', 'range'],
      },
    );
    assert.equal(
      (attribute.parameters as { operator: string }).operator,
      'equals',
      'the first operator the attribute allows',
    );
    actions.setAttributeValue(attribute.id, { value: '2' });
    actions.chooseOperator(attribute.id, 'less_or_equal');
    assert.equal((attribute.parameters as { value?: unknown }).value, '2', 'non-range to non-range keeps the value');
    actions.chooseOperator(attribute.id, 'range');
    assert.equal((attribute.parameters as { value?: unknown }).value, undefined, 'to range clears it');
    actions.toggleNegation(attribute.id);
    assert.equal((attribute.parameters as { negation?: boolean }).negation, true);
  });

  test('Search sends the built request; an empty builder answers the seed message and sends nothing', async () => {
    const { actions, state, calls } = testStore({}, { answer: () => ok(results(3)) });
    actions.startBuilder();
    assert.deepEqual(await actions.searchBuilder(), { ok: false, message: MESSAGES.emptyQuery });
    assert.equal(calls.length, 0);
    actions.setParameters(firstTerminal(rootOf(state, 'full_text')).id, { value: 'kinase' });
    const sent = await actions.searchBuilder();
    assert.ok(sent.ok);
    assert.deepEqual(calls[0]!.body.request.query, {
      type: 'terminal',
      service: 'full_text',
      parameters: { value: 'kinase' },
    });
    assert.equal(state.queryBuilder.queryId, state.queryId, 'the builder holds the search it ran');
  });

  test('a bad value stops Search with the seed message', async () => {
    const { actions, state, calls } = testStore();
    actions.startBuilder();
    actions.setParameters(firstTerminal(rootOf(state, 'full_text')).id, { value: '<script>x</script>' });
    assert.deepEqual(await actions.searchBuilder(), { ok: false, message: MESSAGES.invalidInput });
    assert.equal(calls.length, 0);
  });

  test('any request opens in the builder and searching it again sends the same query', async () => {
    const { actions, state, calls } = testStore({}, { answer: () => ok(results(3)) });
    assert.ok(actions.openInBuilder(resolution).ok);
    assert.equal(state.queryBuilder.open, true);
    const terminals = rootOf(state, 'text').nodes as BuilderTerminalNode[];
    assert.equal(terminals.length, 2);
    await actions.searchBuilder();
    assert.deepEqual(calls[0]!.body.request.query, resolution.query);
  });

  test('the builder follows a search from elsewhere, but not a re-run of its own', async () => {
    const { actions, state } = testStore({}, { answer: () => ok(results(3)) });
    actions.startBuilder();
    await actions.search(fullText('hemoglobin'));
    actions.followCurrentSearch();
    assert.equal((firstTerminal(rootOf(state, 'full_text')).parameters as { value: string }).value, 'hemoglobin');
    actions.setParameters(firstTerminal(rootOf(state, 'full_text')).id, { value: 'edited' });
    await actions.page('next');
    actions.followCurrentSearch();
    assert.equal(
      (firstTerminal(rootOf(state, 'full_text')).parameters as { value: string }).value,
      'edited',
      'paging the same question keeps the edit',
    );
  });

  test('a request the builder cannot hold answers why and leaves the builder as it was', () => {
    const { actions, state } = testStore();
    actions.startBuilder();
    const mixed: SearchRequest = {
      return_type: 'entry',
      query: {
        type: 'group',
        logical_operator: 'or',
        nodes: [
          { type: 'terminal', service: 'full_text', parameters: { value: 'a' } },
          {
            type: 'group',
            logical_operator: 'and',
            nodes: [
              { type: 'terminal', service: 'full_text', parameters: { value: 'b' } },
              {
                type: 'terminal',
                service: 'text',
                parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X' },
              },
            ],
          },
        ],
      },
    };
    assert.deepEqual(actions.openInBuilder(mixed), { ok: false, message: MESSAGES.mixedServiceGroup });
    assert.deepEqual(
      state.queryBuilder.sections.map((s) => s.service),
      ['full_text', 'text'],
    );
  });

  test('counts: per terminal on the node, reset to unknown by any edit, cancelled in flight', async () => {
    const { actions, state, calls } = testStore({}, { answer: () => 'manual' });
    const release = (): void => calls.at(-1)!.resolve(ok({ total_count: 1234 }));
    actions.startBuilder();
    const terminal = firstTerminal(rootOf(state, 'full_text'));
    actions.setParameters(terminal.id, { value: 'kinase' });
    const pending = actions.countNode(terminal.id);
    await flush();
    assert.deepEqual(state.countsInFlight, [`node:${terminal.id}`]);
    release();
    assert.deepEqual(await pending, { ok: true, value: 1234 });
    assert.equal(firstTerminal(rootOf(state, 'full_text')).count, 1234);
    assert.equal(calls[0]!.body.request.request_options?.return_counts, true);
    actions.setParameters(terminal.id, { value: 'kinases' });
    assert.equal(firstTerminal(rootOf(state, 'full_text')).count, null, 'an edit resets the count');

    const second = actions.countNode(terminal.id);
    await flush();
    actions.addTerminal(rootOf(state, 'full_text').id);
    release();
    const answer = await second;
    assert.equal(answer.ok, false, 'an edit cancels the count in flight');
    assert.deepEqual(state.countsInFlight, []);
  });

  test('Clear resets the builder, the return type and grouping', () => {
    const { actions, state } = testStore();
    actions.openInBuilder({ ...resolution, return_type: 'polymer_entity' });
    actions.setGrouping({ aggregation_method: 'sequence_identity', similarity_cutoff: 100 });
    actions.clearBuilder();
    assert.equal(state.config.returnType, 'entry');
    assert.equal(state.grouping.aggregation_method, null);
    assert.equal(rootOf(state, 'text').nodes.length, 1);
  });

  test("a service section's Clear restores the seed defaults", () => {
    const { actions, state } = testStore();
    const defaults = {
      sequence: { value: '', sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0 },
      seqmotif: { value: '', pattern_type: 'simple', sequence_type: 'protein' },
      structure: { operator: 'strict_shape_match', value: {}, source: 'entry_id' },
      strucmotif: { value: {}, residues: [], rmsd_cutoff: 2, atom_pairing_scheme: 'ALL', source: 'entry_id' },
      chemical: { type: 'formula', value: '' },
    } as const;
    for (const [service, parameters] of Object.entries(defaults)) {
      actions.openSection(service as keyof typeof defaults);
      const terminal = firstTerminal(rootOf(state, service));
      actions.setParameters(terminal.id, { value: 'changed' });
      actions.clearSection(service as keyof typeof defaults);
      assert.deepEqual(firstTerminal(rootOf(state, service)).parameters, parameters, service);
    }
  });
});
