// Generated malformed requests to POST /search/data over real HTTP (fast-check): random JSON
// bodies, broken envelopes, a valid request with a wrong value at each of its paths, huge numbers,
// deep nesting, unicode, unknown services/operators/return types and raw text. None may answer
// 5xx, and the server must still be alive afterwards.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

interface RawRequest {
  body: string;
  contentType: string;
}

const json = (value: unknown): RawRequest => ({
  body: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/** A request touching every part of the wire format, so every path of it gets mutated. */
const VALID_REQUEST = {
  query: {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entry_info.resolution_combined',
          operator: 'range',
          value: { from: 1, to: 3, include_lower: true, include_upper: false },
        },
      },
      {
        type: 'group',
        logical_operator: 'or',
        nodes: [
          {
            type: 'terminal',
            service: 'text',
            parameters: {
              attribute: 'exptl.method',
              operator: 'exact_match',
              value: 'X-RAY DIFFRACTION',
              negation: false,
            },
          },
          {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'rcsb_entry_info.polymer_entity_count', operator: 'in', value: [1, 2] },
          },
        ],
      },
    ],
  },
  return_type: 'entry',
  request_options: {
    paginate: { start: 0, rows: 25 },
    results_content_type: ['experimental'],
    scoring_strategy: 'combined',
    sort: [{ sort_by: 'score', direction: 'desc' }],
    facets: [
      {
        name: 'methods',
        aggregation_type: 'terms',
        attribute: 'exptl.method',
        min_interval_population: 1,
        max_num_intervals: 10,
      },
      {
        name: 'resolution',
        aggregation_type: 'range',
        attribute: 'rcsb_entry_info.resolution_combined',
        ranges: [{ from: 0, to: 2 }, { from: 2 }],
      },
      {
        name: 'years',
        aggregation_type: 'date_histogram',
        attribute: 'rcsb_accession_info.initial_release_date',
        interval: 'year',
      },
      {
        filter: {
          type: 'terminal',
          parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
        },
        facets: [{ name: 'n', aggregation_type: 'cardinality', attribute: 'rcsb_entry_info.polymer_entity_count' }],
      },
    ],
    group_by: {
      aggregation_method: 'matching_deposit_group_id',
      ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
    },
    group_by_return_type: 'groups',
  },
  request_info: { query_id: 'fuzz', src: 'ui' },
};

type Path = Array<string | number>;

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((child, i) => pathsOf(child, [...prefix, i]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
  }
  return here;
}
const PATHS = pathsOf(VALID_REQUEST);

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'add'; key: string; value: unknown };

function mutate(path: Path, mutation: Mutation): unknown {
  const copy = structuredClone(VALID_REQUEST) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (mutation.kind === 'set') parent[last] = mutation.value;
  else if (mutation.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, unknown>)[mutation.key] = mutation.value;
    else parent[last] = { [mutation.key]: mutation.value };
  }
  return copy;
}

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31),
  5e-324,
  -0,
  0.1,
  10001,
  -1,
);
const weirdText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '*',
    '\u0000',
    '\ud800',
    '\u202e',
    '😀'.repeat(50),
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "'; DROP TABLE doc; --",
    '../../etc/passwd',
    'now-1w',
    '__proto__',
    'constructor',
    'NaN',
    '1e999',
  ),
);
const unknownName = fc.constantFrom(
  'telepathy',
  'TEXT',
  'full-text',
  'galaxy',
  'range_closed_open',
  'contains_everything',
  'polymer_entities',
  'AND',
  '',
  'exists ',
);

/** Nested groups or arrays far deeper than any valid request (deeper still as raw text below). */
const deepValue = fc.integer({ min: 30, max: 400 }).chain((depth) =>
  fc.constantFrom<unknown>(
    Array.from({ length: depth }).reduce<unknown>(
      (inner) => ({ type: 'group', logical_operator: 'and', nodes: [inner] }),
      { type: 'terminal', service: 'full_text', parameters: { value: 'x' } },
    ),
    Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1),
    Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1),
  ),
);

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 2, arbitrary: weirdText },
  { weight: 1, arbitrary: unknownName },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { from: 'x' }) },
);

const wrongTypeAtPath: fc.Arbitrary<RawRequest> = fc
  .tuple(
    fc.constantFrom(...PATHS),
    fc.oneof(
      { weight: 6, arbitrary: weirdValue.map((value): Mutation => ({ kind: 'set', value })) },
      { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'delete' }) },
      {
        weight: 1,
        arbitrary: fc.tuple(weirdText, weirdValue).map(([key, value]): Mutation => ({ kind: 'add', key, value })),
      },
    ),
    fc.constantFrom('search_summary', 'gallery', 'pdb_ids', 'custom_report'),
    fc.boolean(),
  )
  .map(([path, mutation, report, getDrilldown]) => json({ report, request: mutate(path, mutation), getDrilldown }));

const brokenEnvelope: fc.Arbitrary<RawRequest> = fc
  .record(
    {
      report: fc.oneof(
        weirdText,
        weirdValue,
        fc.constantFrom('search_summary', 'summary', 'stats', 'pdb_ids', 'custom_report', 'create_custom_report'),
      ),
      request: fc.oneof(
        weirdValue,
        fc.constant(VALID_REQUEST),
        fc.constant(JSON.stringify(VALID_REQUEST)),
        fc.constant(JSON.stringify(VALID_REQUEST).slice(0, 50)),
      ),
      getDrilldown: weirdValue,
      attributes: fc.oneof(weirdValue, fc.array(weirdText, { maxLength: 5 })),
      extra: weirdValue,
    },
    { requiredKeys: [] },
  )
  .map(json);

/** Plausible requests with unknown services, operators, return types, or extreme options. */
const unknownParts: fc.Arbitrary<RawRequest> = fc
  .record({
    service: fc.oneof(
      unknownName,
      fc.constantFrom('full_text', 'text', 'text_chem', 'sequence', 'seqmotif', 'structure', 'strucmotif', 'chemical'),
    ),
    operator: fc.oneof(
      unknownName,
      fc.constantFrom(
        'exact_match',
        'range',
        'in',
        'exists',
        'contains_words',
        'contains_phrase',
        'equals',
        'greater',
        'less_or_equal',
      ),
    ),
    attribute: fc.oneof(
      weirdText,
      fc.constantFrom(
        'exptl.method',
        'rcsb_entry_info.resolution_combined',
        'rcsb_accession_info.initial_release_date',
        'chem_comp.formula_weight',
        'struct.title',
      ),
    ),
    value: weirdValue,
    returnType: fc.oneof(
      unknownName,
      fc.constantFrom(
        'entry',
        'polymer_entity',
        'non_polymer_entity',
        'polymer_instance',
        'assembly',
        'mol_definition',
      ),
    ),
    rows: fc.oneof(hugeNumber, fc.integer({ min: 0, max: 10000 })),
    start: fc.oneof(hugeNumber, fc.integer({ min: 0, max: 5000 })),
    counts: fc.boolean(),
    allHits: fc.boolean(),
  })
  .map(({ service, operator, attribute, value, returnType, rows, start, counts, allHits }) =>
    json({
      report: 'search_summary',
      getDrilldown: true,
      request: {
        query: { type: 'terminal', service, parameters: { attribute, operator, value } },
        return_type: returnType,
        request_options: counts
          ? { return_counts: true }
          : allHits
            ? { return_all_hits: true }
            : { paginate: { start, rows } },
      },
    }),
  );

const rawText: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ body, contentType: 'application/json' })),
  fc
    .tuple(fc.constant(JSON.stringify({ report: 'search_summary', request: VALID_REQUEST })), fc.nat())
    .map(([text, cut]) => ({ body: text.slice(0, cut % text.length), contentType: 'application/json' })),
  fc
    .constantFrom(
      '{"report":"search_summary","request":{"return_type":"entry","request_options":{"paginate":{"start":0,"rows":1e999}}}}',
      '{"report":"search_summary","request":{"return_type":"entry","request_options":{"paginate":{"start":-1e999,"rows":25}}}}',
      '{"report":"search_summary","request":{"return_type":"entry","__proto__":{"polluted":true}}}',
      '{"report":"search_summary","request":{"return_type":"entry"},"constructor":{"prototype":{"x":1}}}',
      '{"report":"search_summary","request":{"return_type":"entry"}}}}}',
      '{"report":"search_summary","request":{"return_type":"entry",,}}',
      `{"report":"search_summary","request":${'['.repeat(20000)}${']'.repeat(20000)}}`,
      `{"report":"search_summary","request":{"return_type":"entry","query":${'{"type":"group","logical_operator":"and","nodes":['.repeat(5000)}{"type":"terminal","service":"full_text","parameters":{"value":"x"}}${']}'.repeat(5000)}}}`,
      `{"report":"search_summary","request":${JSON.stringify(`{"return_type":"entry","request_options":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`)}}`,
      '\ufeff{"report":"search_summary","request":{"return_type":"entry"}}',
      '',
      ' ',
    )
    .map((body) => ({ body, contentType: 'application/json' })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/jsonp',
      ),
      fc.string({ maxLength: 80 }),
    )
    .map(([contentType, body]) => ({ body, contentType })),
);

const malformedRequest: fc.Arbitrary<RawRequest> = fc.oneof(
  { weight: 2, arbitrary: fc.jsonValue().map(json) },
  { weight: 3, arbitrary: brokenEnvelope },
  { weight: 6, arbitrary: wrongTypeAtPath },
  { weight: 3, arbitrary: unknownParts },
  { weight: 2, arbitrary: rawText },
);

/** Requests in flight at once: enough to overlap work in the server, few enough to stay cheap. */
const BATCH = 8;
const RUNS = 275;
/** The requests go out as this many tests (fast-check seeds each anew), so none runs long. */
const PARTS = 4;

for (let part = 1; part <= PARTS; part++) {
  test(`>= 2,000 malformed requests to /search/data (part ${part} of ${PARTS}): no 5xx, and the server stays up`, async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(malformedRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(
          batch.map(async ({ body, contentType }) => {
            const res = await fetch(`${server.url}/search/data`, {
              method: 'POST',
              headers: { 'content-type': contentType },
              body,
            });
            const text = await res.text();
            sent++;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            return { status: res.status, text, body };
          }),
        );
        for (const answer of answers) {
          assert.ok(
            answer.status < 500,
            `${answer.status} ${answer.text.slice(0, 200)} for ${answer.body.slice(0, 500)}`,
          );
          if (answer.status >= 400) assert.match(answer.text, /"msg"|"message"/, 'an error names its reason');
        }
      }),
      { numRuns: Math.ceil(RUNS / PARTS), endOnFailure: true },
    );
    assert.ok(sent >= 2000 / PARTS, `sent ${sent}`);
    assert.ok((statuses.get(400) ?? 0) > sent / 4, `mostly refused as bad requests: ${JSON.stringify([...statuses])}`);
    const health = await fetch(`${server.url}/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok', archive: 'open' });
  });
}
