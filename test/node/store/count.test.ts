import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BuilderSection } from '../../../src/model/types.ts';
import { fullText, ok, results, testStore } from './fakes.ts';

function fullTextSection(value: string): BuilderSection {
  return {
    service: 'full_text',
    open: true,
    root: {
      id: 'root',
      type: 'group',
      is_root: true,
      logical_operator: 'and',
      nodes: [{ id: 't1', type: 'terminal', service: 'full_text', parameters: { value } }],
    },
  };
}

function sequenceSection(value: string): BuilderSection {
  return {
    service: 'sequence',
    open: true,
    root: {
      id: 'root',
      type: 'group',
      is_root: true,
      logical_operator: 'and',
      nodes: [
        {
          id: 's1',
          type: 'terminal',
          service: 'sequence',
          parameters: { value, sequence_type: 'protein', evalue_cutoff: '0.1', identity_cutoff: '0' },
        },
      ],
    },
  };
}

test('count(request): return_counts, no paging, a number back; results untouched', async () => {
  const { actions, calls, state } = testStore(
    {},
    { answer: (body) => ok(body.request.request_options?.return_counts ? { total_count: 7 } : results(30)) },
  );
  await actions.search(fullText('before'));
  const before = JSON.stringify(state.response);
  const pending = actions.count(fullText('kinase'));
  assert.equal(state.countLoading, true);
  assert.equal(state.dataLoading, false);
  assert.deepEqual(await pending, { ok: true, count: 7 });
  assert.equal(state.countLoading, false);
  const sent = calls[1]!.body;
  assert.equal(sent.request.request_options?.return_counts, true);
  assert.equal(sent.request.request_options?.paginate, undefined);
  assert.equal(sent.getDrilldown, false);
  assert.equal(JSON.stringify(state.response), before);
  assert.equal(state.history.length, 1, 'counts are not history');
});

test("count(section) stores the number under the section's service", async () => {
  const { actions, calls, state } = testStore({ includeCsm: true }, { answer: () => ok({ total_count: 12 }) });
  assert.deepEqual(await actions.count(fullTextSection('hemoglobin')), { ok: true, count: 12 });
  assert.equal(state.counts.full_text, 12);
  const sent = calls[0]!.body.request;
  assert.deepEqual(sent.query, { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } });
  assert.deepEqual(sent.request_options?.results_content_type, ['computational', 'experimental']);
  assert.equal(sent.return_type, 'entry');
});

test('count(all sections) stores the builder count', async () => {
  const { actions, state, calls } = testStore({}, { answer: () => ok({ total_count: 3 }) });
  await actions.count([fullTextSection('a'), fullTextSection('b')]);
  assert.equal(state.queryBuilder.count, 3);
  assert.equal(calls[0]!.body.request.query?.type, 'group');
});

test('an invalid section answers its validation message without calling the server', async () => {
  const { actions, calls, state } = testStore();
  assert.deepEqual(await actions.count(sequenceSection('MVLS')), {
    ok: false,
    message: 'The sequence must contain at least 25 residues',
  });
  assert.deepEqual(await actions.count(fullTextSection('  ')), {
    ok: false,
    message: 'Please enter search criteria...',
  });
  assert.equal(calls.length, 0);
  assert.equal(state.countLoading, false);
});

test('a newer count of the same section wins; other sections count in parallel', async () => {
  const { actions, calls, state } = testStore({}, { answer: () => 'manual' });
  const first = actions.count(fullTextSection('a'));
  const second = actions.count(fullTextSection('b'));
  const other = actions.count(sequenceSection('MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMF'));
  assert.equal(calls[0]!.signal?.aborted, true);
  calls[0]!.resolve(ok({ total_count: 111 }));
  assert.deepEqual(await first, { ok: false, message: 'aborted', aborted: true });
  assert.equal(state.counts.full_text, null);
  assert.equal(state.countLoading, true);
  calls[1]!.resolve(ok({ total_count: 2 }));
  await second;
  assert.equal(state.counts.full_text, 2);
  assert.equal(state.countLoading, true, 'the sequence count is still running');
  calls[2]!.resolve(ok({ statusCode: 204 }));
  await other;
  assert.equal(state.counts.sequence, 0);
  assert.equal(state.countLoading, false);
});

test("a failed count answers 'ERROR: ...' for its Count to show, and clears its flag; results and their message untouched", async () => {
  const { actions, state } = testStore(
    {},
    {
      answer: (body) =>
        body.request.request_options?.return_counts
          ? { ok: false, status: 500, message: '500: Internal Server Error' }
          : ok(results(4)),
    },
  );
  await actions.search(fullText('x'));
  assert.deepEqual(await actions.count(fullText('y')), {
    ok: false,
    message: 'ERROR: 500: Internal Server Error',
    problem: { kind: 'error', text: 'ERROR: 500: Internal Server Error' },
  });
  assert.equal(state.message, null);
  assert.equal(state.countLoading, false);
  assert.equal(state.response?.total_count, 4);
});

test('resetCounts makes every count unknown again', async () => {
  const { actions, state } = testStore({}, { answer: () => ok({ total_count: 3 }) });
  await actions.count(fullTextSection('a'));
  await actions.count([fullTextSection('a')]);
  actions.resetCounts();
  assert.deepEqual(state.counts, {});
  assert.equal(state.queryBuilder.count, null);
});
