import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  PRESENTATION_OPTION_KEYS,
  canonicalJson,
  computeQueryId,
  fnv1a64,
  requestIdentity,
  withQueryId,
} from '../../../src/model/query-id.ts';
import type { SearchRequest } from '../../../src/model/types.ts';

const base: SearchRequest = {
  query: {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less_or_equal', value: 2 },
      },
    ],
  },
  return_type: 'entry',
  request_options: {
    paginate: { start: 0, rows: 25 },
    results_content_type: ['experimental'],
    sort: [{ sort_by: 'score', direction: 'desc' }],
    scoring_strategy: 'combined',
  },
  request_info: { query_id: 'old', src: 'ui' },
};

/** Rebuilds a JSON value with every object's keys in a shuffled order. */
function shuffleKeys(value: unknown, pick: (n: number) => number): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleKeys(v, pick));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const out: Record<string, unknown> = {};
    while (keys.length) {
      const [key] = keys.splice(pick(keys.length), 1);
      out[key!] = shuffleKeys((value as Record<string, unknown>)[key!], pick);
    }
    return out;
  }
  return value;
}

describe('fnv1a64', () => {
  test('matches the published FNV-1a 64-bit test vectors', () => {
    assert.equal(fnv1a64(''), 'cbf29ce484222325');
    assert.equal(fnv1a64('a'), 'af63dc4c8601ec8c');
    assert.equal(fnv1a64('foobar'), '85944171f73967e8');
  });
  test('hashes UTF-8 bytes (non-ASCII and astral characters)', () => {
    assert.match(fnv1a64('Å'), /^[0-9a-f]{16}$/);
    assert.notEqual(fnv1a64('Å'), fnv1a64('A'));
    assert.notEqual(fnv1a64('\u{1F600}'), fnv1a64('\u{1F601}'));
    assert.notEqual(fnv1a64('é'), fnv1a64('e\u0301'));
  });
  test('always 16 hex digits', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => assert.match(fnv1a64(s), /^[0-9a-f]{16}$/)));
  });
});

describe('canonicalJson', () => {
  test('sorts keys at every depth and keeps array order', () => {
    assert.equal(
      canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } }),
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
  test('follows JSON.stringify for undefined, non-finite numbers and non-JSON values', () => {
    assert.equal(
      canonicalJson({ a: undefined, b: null, c: [undefined, NaN, Infinity] }),
      '{"b":null,"c":[null,null,null]}',
    );
    assert.equal(canonicalJson(undefined), 'null');
    assert.equal(canonicalJson({ f: () => 1 }), '{}');
    assert.equal(canonicalJson(10n), 'null');
    assert.equal(canonicalJson('"q"'), '"\\"q\\""');
    assert.equal(canonicalJson(true), 'true');
  });
  test('parses back to the same value as JSON.stringify for plain JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        assert.deepEqual(JSON.parse(canonicalJson(value)), JSON.parse(JSON.stringify(value) ?? 'null'));
      }),
    );
  });
});

describe('query_id', () => {
  test('leaves out paginate, sort, scoring_strategy and request_info', () => {
    assert.deepEqual([...PRESENTATION_OPTION_KEYS], ['paginate', 'sort', 'scoring_strategy']);
    const identity = requestIdentity(base);
    assert.deepEqual(identity, {
      query: base.query,
      return_type: 'entry',
      request_options: { results_content_type: ['experimental'] },
    });
    assert.deepEqual(base.request_options?.paginate, { start: 0, rows: 25 }, 'input untouched');
  });
  test('an options object emptied by that is dropped, so it equals no options', () => {
    const onlyPaging: SearchRequest = { ...base, request_options: { paginate: { start: 50, rows: 50 } } };
    const none: SearchRequest = { query: base.query, return_type: 'entry' };
    assert.equal(computeQueryId(onlyPaging), computeQueryId(none));
    assert.equal(computeQueryId({ ...none, request_options: {} }), computeQueryId(none));
  });
  test('is a 16-digit hex string', () => {
    assert.match(computeQueryId(base), /^[0-9a-f]{16}$/);
  });
  test('differs when the question differs', () => {
    const other = computeQueryId({ ...base, return_type: 'polymer_entity' });
    assert.notEqual(other, computeQueryId(base));
    const csm = computeQueryId({
      ...base,
      request_options: { ...base.request_options, results_content_type: ['computational', 'experimental'] },
    });
    assert.notEqual(csm, computeQueryId(base));
    const grouped = computeQueryId({
      ...base,
      request_options: { ...base.request_options, group_by: { aggregation_method: 'matching_deposit_group_id' } },
    });
    assert.notEqual(grouped, computeQueryId(base));
  });
  test('same request, same id, whatever the key order (property)', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (stream) => {
        const it = stream[Symbol.iterator]();
        const pick = (n: number) => it.next().value % n;
        assert.equal(computeQueryId(shuffleKeys(base, pick) as SearchRequest), computeQueryId(base));
      }),
    );
  });
  test('paging, sort, scoring and request_info changes keep the id (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ start: fc.nat(), rows: fc.integer({ min: 1, max: 10000 }) }),
        fc.array(fc.record({ sort_by: fc.string(), direction: fc.constantFrom('asc' as const, 'desc' as const) }), {
          minLength: 1,
        }),
        fc.constantFrom('combined' as const, 'text' as const, 'sequence' as const),
        fc.option(fc.string(), { nil: undefined }),
        (paginate, sort, scoring_strategy, query_id) => {
          const changed: SearchRequest = {
            ...base,
            request_options: { ...base.request_options, paginate, sort, scoring_strategy },
            request_info: query_id === undefined ? undefined : { query_id },
          };
          assert.equal(computeQueryId(changed), computeQueryId(base));
        },
      ),
    );
  });
  test('withQueryId sets the id and keeps the other request_info fields', () => {
    const stamped = withQueryId(base);
    assert.deepEqual(stamped.request_info, { query_id: computeQueryId(base), src: 'ui' });
    assert.equal(computeQueryId(stamped), computeQueryId(base), 'stamping does not change the id');
    assert.deepEqual(withQueryId({ return_type: 'entry' }).request_info, {
      query_id: computeQueryId({ return_type: 'entry' }),
    });
  });
});
