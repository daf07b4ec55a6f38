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
