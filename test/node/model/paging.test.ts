import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  PAGING_OPERATIONS,
  applyPagingOperation,
  canGoNext,
  canGoPrevious,
  changeRows,
  goToPage,
  pagedTotal,
  pagerPageLabel,
  pagerRangeLabel,
  restartPaging,
  toPaginate,
  updateTotals,
} from '../../../src/model/pager-moves.ts';
import { countOf, createPager, formatCount, normaliseRows } from '../../../src/model/paging.ts';
import { resultCount } from '../../../src/model/result-count.ts';
import { DEFAULT_ROWS, MIN_ROWS } from '../../../src/model/constants/core.ts';
import { PAGE_SIZES } from '../../../src/model/constants/limits.ts';

describe('createPager', () => {
  test('defaults: rows 25, start 0, empty result shows page 1 of 1', () => {
    assert.deepEqual(createPager(), {
      rows: 25,
      start: 0,
      total_count: 0,
      page: 1,
      total_pages: 1,
      start_num: 0,
      end_num: 0,
    });
    assert.equal(DEFAULT_ROWS, 25);
    assert.equal(MIN_ROWS, 25);
    assert.deepEqual([...PAGE_SIZES], [25, 50, 100]);
  });
  test('derives page, total_pages, start_num and end_num', () => {
    assert.deepEqual(createPager({ rows: 25, start: 50, total_count: 1234 }), {
      rows: 25,
      start: 50,
      total_count: 1234,
      page: 3,
      total_pages: 50,
      start_num: 51,
      end_num: 75,
    });
  });
  test('the last page ends at the total', () => {
    const pager = createPager({ rows: 25, start: 1225, total_count: 1234 });
    assert.equal(pager.page, 50);
    assert.equal(pager.start_num, 1226);
    assert.equal(pager.end_num, 1234);
  });
  test('minimum rows is 25; rows that are not numbers give the default', () => {
    assert.equal(createPager({ rows: 10 }).rows, 25);
    assert.equal(createPager({ rows: 0 }).rows, 25);
    assert.equal(createPager({ rows: -5 }).rows, 25);
    assert.equal(createPager({ rows: Number.NaN }).rows, 25);
    assert.equal(normaliseRows(undefined), 25);
    assert.equal(normaliseRows(50.7), 50);
    assert.equal(normaliseRows(100), 100);
    assert.equal(normaliseRows(1e9), 10000);
  });
  test('a start off the grid is moved down onto it; one past the end goes to the last page', () => {
    assert.equal(createPager({ rows: 25, start: 30, total_count: 100 }).start, 25);
    assert.equal(createPager({ rows: 25, start: 500, total_count: 100 }).start, 75);
    assert.equal(createPager({ rows: 25, start: -10, total_count: 100 }).start, 0);
  });
  test('grouped results page over group_by_count', () => {
    const pager = createPager({ rows: 25, start: 25, total_count: 1000, group_by_count: 40 });
    assert.equal(pager.total_pages, 2);
    assert.equal(pager.end_num, 40);
    assert.equal(pager.group_by_count, 40);
    assert.equal(pagedTotal(pager), 40);
    assert.equal(pagedTotal(createPager({ total_count: 7 })), 7);
  });
});

describe('paging operations', () => {
  const pager = createPager({ rows: 25, start: 50, total_count: 110 });
  test('first, previous, next, last', () => {
    assert.equal(applyPagingOperation(pager, 'first').start, 0);
    assert.equal(applyPagingOperation(pager, 'previous').start, 25);
    assert.equal(applyPagingOperation(pager, 'next').start, 75);
    assert.equal(applyPagingOperation(pager, 'last').start, 100);
    assert.equal(applyPagingOperation(pager, 'last').end_num, 110);
    assert.deepEqual([...PAGING_OPERATIONS], ['first', 'previous', 'next', 'last']);
  });
  test('clamped at both ends', () => {
    const first = createPager({ total_count: 110 });
    assert.equal(applyPagingOperation(first, 'previous').start, 0);
    const last = applyPagingOperation(first, 'last');
    assert.equal(applyPagingOperation(last, 'next').start, last.start);
    assert.equal(canGoPrevious(first), false);
    assert.equal(canGoNext(first), true);
    assert.equal(canGoPrevious(last), true);
    assert.equal(canGoNext(last), false);
  });
  test('unsupported paging operations throw an error', () => {
    assert.throws(() => applyPagingOperation(pager, 'jump'), {
      name: 'Error',
      message: 'Unsupported paging operation: jump',
    });
    assert.throws(() => applyPagingOperation(pager, ''), Error);
  });
  test('goToPage clamps to 1..total_pages', () => {
    assert.equal(goToPage(pager, 0).page, 1);
    assert.equal(goToPage(pager, 99).page, 5);
    assert.equal(goToPage(pager, 2.9).page, 2);
    assert.equal(goToPage(pager, Number.NaN).page, 1);
  });
  test('changing rows restarts at start 0', () => {
    const changed = changeRows(pager, 50);
    assert.equal(changed.start, 0);
    assert.equal(changed.rows, 50);
    assert.equal(changed.total_pages, 3);
    assert.equal(changeRows(pager, 10).rows, 25);
  });
  test('a sort or ranking change restarts at start 0', () => {
    const restarted = restartPaging(pager);
    assert.equal(restarted.start, 0);
    assert.equal(restarted.rows, 25);
    assert.equal(restarted.total_count, 110);
  });
  test('new totals keep rows and start, clamped if the result shrank', () => {
    assert.equal(updateTotals(pager, { total_count: 500 }).start, 50);
    assert.equal(updateTotals(pager, { total_count: 30 }).start, 25);
    assert.equal(updateTotals(pager, { total_count: 500, group_by_count: 10 }).start, 0);
  });
  test('toPaginate gives the request options', () => {
    assert.deepEqual(toPaginate(pager), { start: 50, rows: 25 });
  });
});

describe('labels', () => {
  test("'x to y of N items' with counts in US locale", () => {
    const pager = createPager({ rows: 25, start: 1000, total_count: 1234567 });
    assert.equal(pagerRangeLabel(pager), '1,001 to 1,025 of 1,234,567 items');
    assert.equal(pagerRangeLabel(pager, 'Structures'), '1,001 to 1,025 of 1,234,567 Structures');
  });
  test('grouped pagers say groups by default', () => {
    const pager = createPager({ rows: 25, total_count: 5000, group_by_count: 1200 });
    assert.equal(pagerRangeLabel(pager), '1 to 25 of 1,200 groups');
  });
  test('one of a kind is singular: 1 item, 1 group, 1 Polymer Entity (issue 29)', () => {
    assert.equal(pagerRangeLabel(createPager({ rows: 25, total_count: 1 })), '1 to 1 of 1 item');
    assert.equal(pagerRangeLabel(createPager({ rows: 25, total_count: 1, group_by_count: 1 })), '1 to 1 of 1 group');
    assert.equal(resultCount(1, 'polymer_entity'), '1 Polymer Entity');
    assert.equal(resultCount(0, 'entry'), '0 Structures');
    assert.equal(resultCount(1234, 'assembly'), '1,234 Assemblies');
    assert.equal(countOf(1, 'match', 'matches'), '1 match');
  });
  test('an empty result reads 0 to 0 of 0', () => {
    assert.equal(pagerRangeLabel(createPager()), '0 to 0 of 0 items');
    assert.equal(pagerPageLabel(createPager()), 'Page 1 of 1');
  });
  test("'Page p of q'", () => {
    assert.equal(pagerPageLabel(createPager({ rows: 25, start: 25000, total_count: 100000 })), 'Page 1,001 of 4,000');
  });
  test('formatCount groups thousands like en-US', () => {
    assert.equal(formatCount(0), '0');
    assert.equal(formatCount(999), '999');
    assert.equal(formatCount(1000), '1,000');
    assert.equal(formatCount(-1234567), '-1,234,567');
    assert.equal(formatCount(1234.5), '1,234.5');
    assert.equal(formatCount(Number.POSITIVE_INFINITY), 'Infinity');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) =>
        assert.equal(formatCount(n), n.toLocaleString('en-US')),
      ),
    );
  });
});

describe('invariants (property)', () => {
  const operation = fc.constantFrom(...PAGING_OPERATIONS);
  const input = fc.record({
    rows: fc.oneof(fc.constantFrom(...PAGE_SIZES), fc.integer({ min: -10, max: 500 })),
    start: fc.integer({ min: -100, max: 100000 }),
    total_count: fc.nat({ max: 100000 }),
    group_by_count: fc.option(fc.nat({ max: 5000 }), { nil: undefined }),
  });
  test('1 <= page <= total_pages, start is a multiple of rows, numbers are consistent', () => {
    fc.assert(
      fc.property(input, fc.array(operation, { maxLength: 8 }), (seed, ops) => {
        let pager = createPager(seed);
        for (const op of ops) pager = applyPagingOperation(pager, op);
        const total = pagedTotal(pager);
        assert.ok(pager.rows >= MIN_ROWS);
        assert.ok(pager.page >= 1 && pager.page <= pager.total_pages);
        assert.equal(pager.start % pager.rows, 0);
        assert.equal(pager.start, (pager.page - 1) * pager.rows);
        assert.ok(pager.end_num <= total);
        assert.equal(pager.start_num, total === 0 ? 0 : pager.start + 1);
        assert.ok(pager.end_num - pager.start_num < pager.rows);
      }),
    );
  });
  test('first and last are idempotent; next then previous returns unless at the end', () => {
    fc.assert(
      fc.property(input, (seed) => {
        const pager = createPager(seed);
        const first = applyPagingOperation(pager, 'first');
        assert.deepEqual(applyPagingOperation(first, 'first'), first);
        const last = applyPagingOperation(pager, 'last');
        assert.deepEqual(applyPagingOperation(last, 'last'), last);
        if (canGoNext(pager))
          assert.deepEqual(applyPagingOperation(applyPagingOperation(pager, 'next'), 'previous'), pager);
      }),
    );
  });
  test('any name outside the four operations throws', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(PAGING_OPERATIONS as readonly string[]).includes(s)),
        (name) => {
          assert.throws(() => applyPagingOperation(createPager(), name), Error);
        },
      ),
    );
  });
});
