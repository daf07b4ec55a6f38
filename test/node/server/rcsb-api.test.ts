// The Search API v2 compatibility routes, driven with requests shaped as the public API's clients
// send them (py-rcsb-api's Session._make_params, GET with ?json=; the research digest's
// examples). Expected counts come from INDEX.tsv.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startArchiveServer, getTestServerArchive, type RunningServer } from './harness.ts';
import { createSearchRequestValidator } from '../../../src/server/rcsb-api/request-validator.ts';
import { NOT_HELD } from '../../../src/model/attribute-schema.ts';
import { resolveSchemaDir, resolveSourceDir } from '../../../src/archive/config.ts';

let server: RunningServer;
let entries: Array<{ id: string; kind: string; methods: string[] }>;

before(async () => {
  server = await startArchiveServer();
  const archive = await getTestServerArchive();
  const [header, ...lines] = readFileSync(path.join(archive.sourceDir, 'INDEX.tsv'), 'utf8').trimEnd().split('\n');
  const cols = (header ?? '').split('\t');
  entries = lines.map((line) => {
    const f = line.split('\t');
    const get = (name: string): string => f[cols.indexOf(name)] ?? '';
    return {
      id: get('id').toUpperCase(),
      kind: get('kind'),
      methods: get('method')
        .toUpperCase()
        .split(/\s*[,;]\s*/),
    };
  });
});
after(() => server.close());

const XRAY = {
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'exptl.method', operator: 'exact_match', negation: false, value: 'X-RAY DIFFRACTION' },
  node_id: 0,
};

/** A request as py-rcsb-api builds it (compact ids, all rows, request_info.src 'ui'). */
function pyRcsbApiRequest(
  query: object,
  options: Record<string, unknown> = {},
  returnType = 'entry',
): Record<string, unknown> {
  return {
    query,
    return_type: returnType,
    request_info: { query_id: '2b6c0a6e5e0f4a3c9d6f1e3a5b7c9d1f', src: 'ui' },
    request_options: {
      paginate: { start: 0, rows: 10000 },
      results_content_type: ['experimental'],
      results_verbosity: 'compact',
      ...options,
    },
  };
}

async function getQuery(request: unknown): Promise<Response> {
  return fetch(`${server.url}/rcsbsearch/v2/query?json=${encodeURIComponent(JSON.stringify(request))}`);
}

async function postQuery(request: unknown): Promise<Response> {
  return fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}

const xrayIds = (): string[] =>
  entries
    .filter((e) => e.kind === 'pdb' && e.methods.includes('X-RAY DIFFRACTION'))
    .map((e) => e.id)
    .sort();

test('GET ?json= with a py-rcsb-api attribute query: compact ids, the archive count, query_id echoed', async () => {
  const res = await getQuery(pyRcsbApiRequest(XRAY));
  assert.equal(res.status, 200);
  const body = (await res.json()) as {
    query_id: string;
    result_type: string;
    total_count: number;
    result_set: string[];
  };
  assert.equal(body.query_id, '2b6c0a6e5e0f4a3c9d6f1e3a5b7c9d1f');
  assert.equal(body.result_type, 'entry');
  assert.equal(body.total_count, xrayIds().length);
  assert.deepEqual([...body.result_set].sort(), xrayIds());
  assert.deepEqual(Object.keys(body).sort(), ['query_id', 'result_set', 'result_type', 'total_count']);
});

test('POST gives the same answer as GET', async () => {
  const [viaGet, viaPost] = await Promise.all([getQuery(pyRcsbApiRequest(XRAY)), postQuery(pyRcsbApiRequest(XRAY))]);
  assert.deepEqual(await viaPost.json(), await viaGet.json());
});

test('results_verbosity: minimal gives identifier and score, verbose adds the services and nodes', async () => {
  const minimal = (await (
    await postQuery(pyRcsbApiRequest(XRAY, { results_verbosity: 'minimal', paginate: { start: 0, rows: 3 } }))
  ).json()) as {
    result_set: Array<Record<string, unknown>>;
  };
  assert.equal(minimal.result_set.length, 3);
  for (const item of minimal.result_set) {
    assert.deepEqual(Object.keys(item).sort(), ['identifier', 'score']);
    assert.ok(xrayIds().includes(String(item.identifier)));
  }
  // no results_verbosity at all: the schema default is minimal
  const unset = (await (
    await postQuery({ query: XRAY, return_type: 'entry', request_options: { paginate: { start: 0, rows: 1 } } })
  ).json()) as {
    result_set: Array<Record<string, unknown>>;
  };
  assert.deepEqual(Object.keys(unset.result_set[0] ?? {}).sort(), ['identifier', 'score']);
  const query = {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      { ...XRAY, node_id: 0 },
      { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' }, node_id: 1 },
    ],
  };
  const verbose = (await (await postQuery(pyRcsbApiRequest(query, { results_verbosity: 'verbose' }))).json()) as {
    result_set: Array<{
      identifier: string;
      score: number;
      services: Array<{
        service_type: string;
        nodes: Array<{ node_id: number; original_score: number; norm_score: number }>;
      }>;
    }>;
  };
  assert.ok(verbose.result_set.length > 0);
  for (const item of verbose.result_set) {
    assert.deepEqual(item.services.map((s) => s.service_type).sort(), ['full_text', 'text']);
    const nodes = item.services.flatMap((s) => s.nodes.map((n) => n.node_id)).sort();
    assert.deepEqual(nodes, [0, 1]);
  }
});

test('a full-text and attribute group as py-rcsb-api combines them finds 4HHB', async () => {
  const query = {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' }, node_id: 0 },
      {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entry_info.resolution_combined',
          operator: 'less_or_equal',
          negation: false,
          value: 2.0,
        },
        node_id: 1,
      },
    ],
  };
  const body = (await (await getQuery(pyRcsbApiRequest(query))).json()) as { result_set: string[] };
  assert.ok(body.result_set.includes('4HHB'), body.result_set.join(','));
});

test('return_counts without paginate answers the count alone', async () => {
  const request = pyRcsbApiRequest(XRAY, { return_counts: true });
  delete (request.request_options as Record<string, unknown>).paginate;
  const body = (await (await getQuery(request)).json()) as Record<string, unknown>;
  assert.deepEqual(body, {
    query_id: '2b6c0a6e5e0f4a3c9d6f1e3a5b7c9d1f',
    result_type: 'entry',
    total_count: xrayIds().length,
  });
});

test('facets and sort: terms over exptl.method, release date ascending', async () => {
  const facets = [
    {
      name: 'Methods',
      aggregation_type: 'terms',
      attribute: 'exptl.method',
      min_interval_population: 1,
      max_num_intervals: 65536,
    },
  ];
  const body = (await (
    await postQuery({ return_type: 'entry', request_options: { facets, return_counts: true } })
  ).json()) as {
    facets: Array<{ name: string; buckets: Array<{ label: string; population: number }> }>;
  };
  const bucket = body.facets[0]?.buckets.find((b) => b.label === 'X-RAY DIFFRACTION');
  assert.equal(bucket?.population, xrayIds().length);
  const sorted = (await (
    await postQuery(
      pyRcsbApiRequest(XRAY, {
        sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }],
        paginate: { start: 0, rows: 20 },
      }),
    )
  ).json()) as { result_set: string[] };
  const { index } = await getTestServerArchive();
  const dates = sorted.result_set.map((id) => {
    const body = index.body(index.rowOf('entry', id) ?? -1) as
      { rcsb_accession_info?: { initial_release_date?: string } } | undefined;
    return body?.rcsb_accession_info?.initial_release_date ?? '';
  });
  assert.equal(dates.length, 20);
  assert.ok(
    dates.every((d) => /^\d{4}-\d{2}-\d{2}/.test(d)),
    dates.join(' '),
  );
  assert.deepEqual(dates, [...dates].sort());
});

test('no hits: 204 with an empty body (also for a count)', async () => {
  const none = { type: 'terminal', service: 'full_text', parameters: { value: 'zzqxjvwkq' } };
  const res = await postQuery({ query: none, return_type: 'entry' });
  assert.equal(res.status, 204);
  assert.equal(await res.text(), '');
  const count = await getQuery({ query: none, return_type: 'entry', request_options: { return_counts: true } });
  assert.equal(count.status, 204);
  assert.equal(await count.text(), '');
});

test('schema-invalid requests: 400 {status, message, link} worded as the RCSB words them', async () => {
  const cases: Array<[unknown, RegExp]> = [
    [{ return_type: 'entri' }, /'return_type' value not found in enum/],
    [{ return_type: 'entry', pager: { start: 0, rows: 10 } }, /not allowed by the schema: "pager"/],
    [
      { query: XRAY, return_type: 'entry', request_options: { paginate: { start: 0, rows: 20000 } } },
      /'request_options.paginate.rows' must be <= 10000/,
    ],
    [
      { query: { ...XRAY, parameters: { ...XRAY.parameters, operator: 'is' } }, return_type: 'entry' },
      /'query.parameters.operator' value not found in enum/,
    ],
    [{ query: { type: 'group', logical_operator: 'xor', nodes: [XRAY] }, return_type: 'entry' }, /logical_operator/],
    [{ query: XRAY, return_type: 'entry', request_options: { results_verbosity: 'loud' } }, /results_verbosity/],
    [{ query: XRAY }, /must have required property 'return_type'/],
    [[XRAY], /must be object/],
  ];
  for (const [request, wording] of cases) {
    const res = await postQuery(request);
    assert.equal(res.status, 400, JSON.stringify(request));
    const body = (await res.json()) as { status: number; message: string; link: string };
    assert.deepEqual(Object.keys(body).sort(), ['link', 'message', 'status']);
    assert.equal(body.status, 400);
    assert.match(body.message, /^JSON schema validation failed for query: /);
    assert.match(body.message, wording, body.message);
    assert.match(body.link, /^https:\/\//);
  }
});

test('every other 4xx of the v2 routes answers {status, message, link} with the reason', async () => {
  const query = `${server.url}/rcsbsearch/v2/query`;
  const json = { 'content-type': 'application/json' };
  const unknownAttribute = JSON.stringify({
    query: { ...XRAY, parameters: { ...XRAY.parameters, attribute: 'no_such.attribute' } },
    return_type: 'entry',
  });
  const cases: Array<[string, RequestInit, number, RegExp]> = [
    [query, { method: 'POST', headers: json, body: '{"return_type": ' }, 400, /body is not valid JSON/],
    [query, {}, 400, /required property 'json'/],
    [`${query}?json=${encodeURIComponent('{"return_type":')}`, {}, 400, /^The json parameter is not valid JSON/],
    [query, { method: 'POST', headers: json, body: unknownAttribute }, 400, /no_such\.attribute/],
    [query, { method: 'POST', headers: json, body: ' '.repeat(2 << 20) }, 413, /./],
    [`${server.url}/rcsbsearch/v2/nothing`, {}, 404, /Not found: GET \/rcsbsearch\/v2\/nothing/],
    [query, { method: 'DELETE' }, 404, /Not found: DELETE/],
    [`${server.url}/rcsbsearch/v2/metadata/nothing`, {}, 404, /Not found/],
  ];
  for (const [url, init, status, reason] of cases) {
    const res = await fetch(url, init);
    const body = (await res.json()) as { status: number; message: string; link: string };
    const what = `${init.method ?? 'GET'} ${url.slice(server.url.length, 80)}`;
    assert.equal(res.status, status, what);
    assert.deepEqual(Object.keys(body).sort(), ['link', 'message', 'status'], what);
    assert.equal(body.status, status, what);
    assert.match(body.message, reason, what);
    assert.match(body.link, /^https:\/\//, what);
  }
});

/** Leaf paths of a metadata schema, walked as py-rcsb-api's SearchSchema walks it. */
/** Every leaf's path, and whether this archive holds it (no `x-pdb-archive-holds: false`). */
function leaves(node: Record<string, unknown>, prefix = ''): Array<{ path: string; held: boolean }> {
  const record = node.type === 'array' ? (node.items as Record<string, unknown>) : node;
  if (record.properties) {
    return Object.entries(record.properties as Record<string, Record<string, unknown>>).flatMap(([name, child]) =>
      leaves(child, prefix ? `${prefix}.${name}` : name),
    );
  }
  return [{ path: prefix, held: node[NOT_HELD] !== false }];
}

test('metadata schemas list every attribute of the official schema, and mark those this archive does not hold', async () => {
  const archive = await getTestServerArchive();
  for (const [pathname, service, file] of [
    ['/rcsbsearch/v2/metadata/schema', 'text', 'structure_schema.json'],
    ['/rcsbsearch/v2/metadata/chemical/schema', 'text_chem', 'chemical_schema.json'],
  ] as const) {
    const res = await fetch(`${server.url}${pathname}`);
    assert.equal(res.status, 200);
    const schema = (await res.json()) as Record<string, unknown>;
    const official = JSON.parse(readFileSync(path.join(resolveSchemaDir(resolveSourceDir()), file), 'utf8')) as Record<
      string,
      unknown
    >;
    const served = leaves(schema);
    const held = served.filter((leaf) => leaf.held).map((leaf) => leaf.path);
    assert.deepEqual(held.sort(), [...archive.index.catalogue[service].keys()].sort(), service);
    const officialPaths = leaves(official).map((leaf) => leaf.path);
    assert.deepEqual(
      officialPaths.filter((p) => !served.some((leaf) => leaf.path === p)),
      [],
      `${service}: every official attribute is listed`,
    );
    // py-rcsb-api reads the version as the last word of $comment
    assert.equal(schema.$comment, official.$comment);
    assert.match(String(schema.$comment), /\d+\.\d+\.\d+$/);
  }
  const structure = (await (await fetch(`${server.url}/rcsbsearch/v2/metadata/schema`)).json()) as {
    title: string;
    properties: Record<
      string,
      {
        type: string;
        properties?: Record<string, Record<string, unknown>>;
        items?: { properties: Record<string, Record<string, unknown>> };
      }
    >;
  };
  assert.equal(structure.title, 'Text Service Metadata');
  const title = structure.properties.struct?.properties?.title;
  assert.deepEqual(title?.rcsb_search_context, ['full-text', 'suggest']);
  assert.deepEqual(title?.rcsb_search_group, [{ group_name: 'Structure Details', priority_order: 5 }]);
  const method = structure.properties.exptl?.items?.properties.method;
  assert.equal(structure.properties.exptl?.type, 'array');
  assert.ok((method?.enum as string[]).includes('X-RAY DIFFRACTION'));
  const release = structure.properties.rcsb_accession_info?.properties?.initial_release_date;
  assert.equal(release?.format, 'date');
  assert.equal(typeof release?.rcsb_current_minimum_value, 'number');
  const accession = structure.properties.rcsb_polymer_entity_container_identifiers?.properties
    ?.reference_sequence_identifiers as Record<string, unknown>;
  assert.equal(accession.rcsb_nested_indexing, true);
  assert.equal(
    (accession.rcsb_nested_indexing_context as Array<{ category_path: string }>)[0]?.category_path,
    'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_name',
  );
});

test('without the official schemas the model validator stands in', () => {
  const fallback = createSearchRequestValidator('/nonexistent/search-api-schema');
  assert.equal(fallback.kind, 'model');
  assert.deepEqual(fallback.check({ query: XRAY, return_type: 'entry' }), { ok: true });
  const bad = fallback.check({ return_type: 'entri' });
  assert.equal(bad.ok, false);
  assert.match(bad.ok ? '' : bad.message, /^JSON schema validation failed for query: /);
  assert.equal(createSearchRequestValidator().kind, 'official-schema');
});
