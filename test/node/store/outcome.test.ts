import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countOutcome, noResultsMessage, resultStats, searchOutcome } from '../../../src/store/outcome.ts';
import { fullText, ok, results } from './fakes.ts';

const experimental = fullText('x', { request_options: { results_content_type: ['experimental'] } });
const withCsm = fullText('x', { request_options: { results_content_type: ['computational', 'experimental'] } });
const grouped = fullText('x', {
  request_options: {
    group_by: { aggregation_method: 'matching_deposit_group_id' },
    group_by_return_type: 'representatives',
  },
});

test('statusCode 204 with only experimental content: the PDB wording, offering a CSM re-run', () => {
  const outcome = searchOutcome(ok({ statusCode: 204 }), experimental, 'search_summary');
  assert.deepEqual(outcome, {
    kind: 'empty',
    results: null,
    count: 0,
    message: { kind: 'warning', text: 'No results matching the current query were found in the PDB.', offerCsm: true },
  });
});

test('a request without a content type counts as experimental only', () => {
  assert.equal(noResultsMessage(fullText('x')).text, 'No results matching the current query were found in the PDB.');
});

test('statusCode 204 with computed models included: the general wording, no CSM offer', () => {
  const outcome = searchOutcome(ok({ statusCode: 204 }), withCsm, 'search_summary');
  assert.equal(outcome.kind, 'empty');
  assert.deepEqual(outcome.kind === 'empty' && outcome.message, {
    kind: 'warning',
    text: 'No results matching the current query were found.',
    offerCsm: false,
  });
});

test('total_count 0 means no results too', () => {
  const outcome = searchOutcome(ok(results(0)), withCsm, 'search_summary');
  assert.equal(outcome.kind === 'empty' && outcome.message.text, 'No results matching the current query were found.');
});

test('grouping that leaves zero groups: "This query returned <stats> but no results remain after grouping.", then the details', () => {
  const outcome = searchOutcome(ok(results(12, { group_by_count: 0, result_set: [] })), grouped, 'search_summary');
  assert.equal(outcome.kind, 'empty');
  assert.deepEqual(outcome.kind === 'empty' && outcome.message, {
    kind: 'warning',
    text:
      'This query returned 12 Structures but no results remain after grouping.\n' +
      'This query matches 12 Structures but none of them could be grouped.',
  });
  assert.equal(outcome.kind === 'empty' && outcome.count, 12);
  assert.equal(resultStats(1234, 'polymer_entity'), '1,234 Polymer Entities');
});

test('grouping without group_by_count: the listed representatives decide', () => {
  const outcome = searchOutcome(ok(results(5, { result_set: [] })), grouped, 'search_summary');
  assert.match(
    outcome.kind === 'empty' ? outcome.message.text : '',
    /^This query returned 5 Structures but no results remain after grouping\.\n/,
  );
  const some = searchOutcome(ok(results(5, { group_by_count: 2 })), grouped, 'search_summary');
  assert.equal(some.kind, 'results');
});

test("a non-204 statusCode in the body is the error 'ERROR: {statusCode} {msg}'; a 4xx adds the Contact Us advice", () => {
  const outcome = searchOutcome(
    ok({ statusCode: 400, msg: 'request query contains error(s): bad' }),
    experimental,
    'search_summary',
  );
  assert.deepEqual(outcome, {
    kind: 'error',
    message: { kind: 'error', text: 'ERROR: 400 request query contains error(s): bad', contact: true },
  });
});

test("HTTP not ok is the error 'ERROR: status: statusText'; a 4xx status adds the Contact Us advice", () => {
  const refused = searchOutcome({ ok: false, status: 400, message: '400 bad' }, experimental, 'search_summary');
  assert.deepEqual(refused, { kind: 'error', message: { kind: 'error', text: 'ERROR: 400 bad', contact: true } });
  const outcome = searchOutcome(
    { ok: false, status: 502, message: '502: Bad Gateway' },
    experimental,
    'search_summary',
  );
  assert.deepEqual(outcome, { kind: 'error', message: { kind: 'error', text: 'ERROR: 502: Bad Gateway' } });
});

test('an aborted call is no outcome at all', () => {
  assert.deepEqual(searchOutcome({ ok: false, status: 0, message: 'aborted', aborted: true }, experimental, 'x'), {
    kind: 'aborted',
  });
});

test('unreadable bodies show the load error', () => {
  const outcome = searchOutcome(ok(null as never), experimental, 'x');
  assert.deepEqual(outcome, {
    kind: 'error',
    message: { kind: 'error', text: 'ERROR: There was an error loading the data.' },
  });
});

test('results carry the fields renderers read and the report they were fetched for', () => {
  const outcome = searchOutcome(ok(results(3, { ungrouped_count: 1, result_set_count: 3 })), experimental, 'pdb_ids');
  assert.equal(outcome.kind, 'results');
  if (outcome.kind !== 'results') return;
  assert.equal(outcome.count, 3);
  assert.equal(outcome.results.report, 'pdb_ids');
  assert.equal(outcome.results.ungrouped_count, 1);
  assert.equal(outcome.results.result_set.length, 3);
});

test('countOutcome: the number, 0 for 204, errors as for searches', () => {
  assert.deepEqual(countOutcome(ok({ total_count: 42 })), { kind: 'count', count: 42 });
  assert.deepEqual(countOutcome(ok({ statusCode: 204 })), { kind: 'count', count: 0 });
  assert.deepEqual(countOutcome(ok({ statusCode: 500, msg: 'boom' })), {
    kind: 'error',
    message: { kind: 'error', text: 'ERROR: 500 boom' },
  });
  assert.deepEqual(countOutcome({ ok: false, status: 404, message: '404: Not Found' }), {
    kind: 'error',
    message: { kind: 'error', text: 'ERROR: 404: Not Found', contact: true },
  });
});
