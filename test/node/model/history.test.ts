import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addHistoryEntry,
  deleteAllHistory,
  deleteHistoryEntry,
  findHistoryEntry,
  historyEntryForSaving,
  parseHistory,
  serializeHistory,
  updateHistoryEntry,
} from '../../../src/model/history.ts';
import { HISTORY_STORAGE_KEY } from '../../../src/model/constants/vocabulary.ts';
import { HISTORY_SIZE, LIMITS } from '../../../src/model/constants/limits.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type { HistoryQuery } from '../../../src/model/types.ts';

function entry(id: string, extra: Partial<HistoryQuery> = {}): HistoryQuery {
  return {
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: id } },
      return_type: 'entry',
      request_options: { paginate: { start: 0, rows: 25 }, results_content_type: ['experimental'] },
      request_info: { query_id: id },
    },
    count: 1,
    html: `Full Text = &quot;${id}&quot;`,
    options: 'Return Structures',
    query_id: id,
    last_run: '2024-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('constants used by the history', () => {
  test("storage key 'queryHistory', 50 most recent, empty message", () => {
    assert.equal(HISTORY_STORAGE_KEY, 'queryHistory');
    assert.equal(HISTORY_SIZE, 50);
    assert.equal(LIMITS.historySize, 50);
    assert.equal(MESSAGES.noHistory, 'Currently there is no query history.');
  });
});

describe('adding', () => {
  test('newest first', () => {
    const list = addHistoryEntry(addHistoryEntry([], entry('a')), entry('b'));
    assert.deepEqual(
      list.map((e) => e.query_id),
      ['b', 'a'],
    );
  });
  test('an entry with the same query_id replaces the old one and moves to the top', () => {
    const list = [entry('c'), entry('b'), entry('a')];
    const rerun = entry('a', { count: 99, last_run: '2025-02-02T00:00:00.000Z' });
    const next = addHistoryEntry(list, rerun);
    assert.deepEqual(
      next.map((e) => e.query_id),
      ['a', 'c', 'b'],
    );
    assert.equal(next[0]?.count, 99);
    assert.equal(next[0]?.last_run, '2025-02-02T00:00:00.000Z');
    assert.equal(list.length, 3, 'input untouched');
    assert.equal(list[2]?.count, 1);
  });
  test('keeps the 50 most recent', () => {
    let list: HistoryQuery[] = [];
    for (let i = 0; i < 60; i++) list = addHistoryEntry(list, entry(`q${i}`));
    assert.equal(list.length, 50);
    assert.equal(list[0]?.query_id, 'q59');
    assert.equal(list[49]?.query_id, 'q10');
  });
  test('a custom limit applies, never negative', () => {
    assert.equal(addHistoryEntry([entry('a'), entry('b')], entry('c'), 2).length, 2);
    assert.equal(addHistoryEntry([entry('a')], entry('c'), -1).length, 0);
  });
  test('property: unique ids, at most 50, newest first', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''))
            .chain((c) => fc.nat(80).map((n) => `${c}${n}`)),
          { maxLength: 200 },
        ),
        (ids) => {
          let list: HistoryQuery[] = [];
          for (const id of ids) list = addHistoryEntry(list, entry(id));
          const listIds = list.map((e) => e.query_id);
          assert.equal(new Set(listIds).size, listIds.length);
          assert.ok(list.length <= 50);
          if (ids.length) assert.equal(listIds[0], ids[ids.length - 1]);
          const expected = [...new Set([...ids].reverse())].slice(0, 50);
          assert.deepEqual(listIds, expected);
        },
      ),
    );
  });
});

describe('updating and deleting', () => {
  const list = [entry('a'), entry('b')];
  test('update patches one entry by query_id', () => {
    const next = updateHistoryEntry(list, 'b', { count: 42 });
    assert.equal(next[1]?.count, 42);
    assert.equal(next[0]?.count, 1);
    assert.equal(list[1]?.count, 1, 'input untouched');
    assert.deepEqual(updateHistoryEntry(list, 'zzz', { count: 3 }), list);
  });
  test('delete one', () => {
    assert.deepEqual(
      deleteHistoryEntry(list, 'a').map((e) => e.query_id),
      ['b'],
    );
    assert.equal(deleteHistoryEntry(list, 'nope').length, 2);
  });
  test('delete all', () => {
    assert.deepEqual(deleteAllHistory(), []);
  });
  test('find', () => {
    assert.equal(findHistoryEntry(list, 'b')?.query_id, 'b');
    assert.equal(findHistoryEntry(list, 'x'), undefined);
  });
});

describe('storage', () => {
  test('serialise then parse round-trips', () => {
    const list = [entry('a'), entry('b', { count: null })];
    assert.deepEqual(parseHistory(serializeHistory(list)), list);
  });
  test('corrupt or missing storage gives []', () => {
    for (const text of [null, undefined, '', '{', 'not json', '{"a":1}', '42', 'null', '"[]"']) {
      assert.deepEqual(parseHistory(text as string | null | undefined), [], String(text));
    }
  });
  test('unusable entries are dropped, repairable fields are repaired', () => {
    const text = JSON.stringify([
      null,
      42,
      { query_id: '', request: { return_type: 'entry' } },
      { query_id: 'no-request' },
      { query_id: 'bad-request', request: { query: {} } },
      { query_id: 'ok', request: { return_type: 'entry' }, count: 'many', html: 5 },
      { query_id: 'ok', request: { return_type: 'entry' }, count: 3 },
    ]);
    assert.deepEqual(parseHistory(text), [
      { request: { return_type: 'entry' }, query_id: 'ok', count: null, html: '', options: '', last_run: '' },
    ]);
  });
  test('a stored list longer than the limit is cut', () => {
    const list = Array.from({ length: 70 }, (_, i) => entry(`q${i}`));
    assert.equal(parseHistory(JSON.stringify(list)).length, 50);
    assert.equal(parseHistory(JSON.stringify(list), 5).length, 5);
  });
  test('parsing never throws (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseHistory(s)));
    fc.assert(fc.property(fc.jsonValue(), (v) => assert.ok(Array.isArray(parseHistory(JSON.stringify(v))))));
  });
});

describe('saving to MyPDB', () => {
  test('the body is the history entry with request.request_options.paginate removed', () => {
    const original = entry('a');
    const body = historyEntryForSaving(original);
    assert.deepEqual(body.request.request_options, { results_content_type: ['experimental'] });
    assert.equal(body.query_id, 'a');
    assert.deepEqual(original.request.request_options?.paginate, { start: 0, rows: 25 }, 'input untouched');
  });
  test('entries without paginate are copied unchanged', () => {
    const plain = entry('b', { request: { return_type: 'entry' } });
    assert.deepEqual(historyEntryForSaving(plain), plain);
    assert.notEqual(historyEntryForSaving(plain).request, plain.request);
  });
});
