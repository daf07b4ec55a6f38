// Request-shape rules the engine's tests once sent to the engine (test/node/archive): the engine
// takes only a request the model's contract passed, so the contract (checkSearchRequest) is what
// refuses these, with the same inputs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSearchRequest } from '../../../src/model/request/contract.ts';

function refusal(request: unknown): string {
  const checked = checkSearchRequest(request);
  assert.ok(!checked.ok, 'the contract refuses the request');
  return checked.message;
}

test('grouping by sequence identity needs polymer entities (from query.test.ts)', () => {
  assert.match(
    refusal({
      return_type: 'entry',
      request_options: { group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 100 } },
    }),
    /needs return_type polymer_entity/,
  );
});

test('coverage ranking applies to UniProt grouping only (from ranking-extras.test.ts)', () => {
  assert.match(
    refusal({
      return_type: 'entry',
      request_options: {
        group_by: { aggregation_method: 'matching_deposit_group_id', ranking_criteria_type: { sort_by: 'coverage' } },
      },
    }),
    /coverage/,
  );
});

// Rules only the engine had (src/archive/query/sort-filter.ts), moved into the model with their words.
const sortedBy = (filter: unknown) => ({
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
  return_type: 'entry',
  request_options: { sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc', filter }] },
});
const yearTerminal = {
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'rcsb_accession_info.initial_release_date', operator: 'exists' },
};

test('a sort filter group needs at least one node', () => {
  assert.match(
    refusal(sortedBy({ type: 'group', logical_operator: 'and', nodes: [] })),
    /A sort filter group needs at least one node$/,
  );
});

test('a sort filter group joins its nodes with and or or', () => {
  assert.match(
    refusal(sortedBy({ type: 'group', logical_operator: 'xor', nodes: [yearTerminal] })),
    /Unknown logical operator 'xor'$/,
  );
});

test('a sort filter is a terminal or group node', () => {
  assert.match(refusal(sortedBy({ type: 'leaf' })), /A sort filter must be a terminal or group node$/);
  assert.match(
    refusal(sortedBy({ type: 'group', logical_operator: 'or', nodes: [yearTerminal, { type: 'terminal' }] })),
    /A sort filter must be a terminal or group node$/,
  );
  assert.ok(checkSearchRequest(sortedBy({ type: 'group', logical_operator: 'or', nodes: [yearTerminal] })).ok);
});
