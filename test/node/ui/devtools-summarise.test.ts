// What the developer tools show of the state: the response's rows as counts and long arrays cut,
// so a page of 100 results does not turn into thousands of nodes at every change.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInitialState } from '../../../src/store/state.ts';
import { MAX_DEPTH, MAX_ITEMS, MAX_STRING, summarise, summariseState } from '../../../src/ui/devtools/summarise.ts';
import type { ResultItem } from '../../../src/model/types.ts';

test('arrays past MAX_ITEMS keep their first items and count the rest', () => {
  const long = Array.from({ length: MAX_ITEMS + 30 }, (_, i) => i);
  const shown = summarise(long) as unknown[];
  assert.equal(shown.length, MAX_ITEMS + 1);
  assert.deepEqual(shown.slice(0, MAX_ITEMS), long.slice(0, MAX_ITEMS));
  assert.equal(shown[MAX_ITEMS], '… 30 more items');
  assert.deepEqual(summarise([1, 'a', null, { b: [true] }]), [1, 'a', null, { b: [true] }]);
});

test('long strings are cut and deep nesting is named', () => {
  const text = summarise('x'.repeat(MAX_STRING + 5)) as string;
  assert.equal(text, `${'x'.repeat(MAX_STRING)}… 5 more characters`);
  let deep: unknown = 'bottom';
  for (let i = 0; i < MAX_DEPTH + 3; i++) deep = { next: deep };
  assert.ok(JSON.stringify(summarise(deep)).includes('"{…}"'));
});

test('the state shows the response rows as counts and is otherwise the state', () => {
  const state = createInitialState();
  const items = Array.from(
    { length: 100 },
    (_, i) => ({ identifier: `${1000 + i}`, score: 1 }) as unknown as ResultItem,
  );
  state.response = {
    result_type: 'entry',
    total_count: 100,
    result_set: items,
    group_set: [],
    facets: [],
    table: { columns: ['a'], rows: [[1], [2]] },
    report: 'pdb_ids',
  };
  const shown = summariseState(state) as { response: Record<string, unknown>; pager: unknown; views: unknown };
  assert.equal(shown.response.result_set, '100 results (not shown)');
  assert.equal(shown.response.group_set, '0 groups (not shown)');
  assert.deepEqual(shown.response.table, { columns: ['a'], rows: '2 rows (not shown)' });
  assert.equal(shown.response.total_count, 100);
  assert.deepEqual(shown.pager, state.pager);
  assert.deepEqual(shown.views, state.views);
  assert.ok(JSON.stringify(shown).length < 5000);
  assert.equal(state.response.result_set.length, 100, 'the state itself is untouched');
});
