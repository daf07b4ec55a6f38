// POST /search/data with seqmotif terminals over real HTTP against the shared archive: polymer
// entities with their seqmotif_match ranges (checked against the sequences themselves), the 400
// answers for patterns that cannot compile, and a motif in an AND group with an attribute condition.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type { QueryNode, SearchResponse, StructureResultItem } from '../../../src/model/types.ts';
import { startArchiveServer, entitySequence, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
  // the service reads the archive's sequences on its first search: not any one test's time
  await search(motif('WWWWWWWWWW', 'simple'));
});
after(() => server.close());

interface Answer {
  status: number;
  body: SearchResponse;
}

async function search(query: QueryNode, options: Record<string, unknown> = { return_all_hits: true }): Promise<Answer> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: { query, return_type: 'polymer_entity', request_options: options },
    }),
  });
  return { status: res.status, body: (await res.json()) as SearchResponse };
}

const motif = (value: string, pattern_type: string, sequence_type = 'protein'): QueryNode =>
  ({ type: 'terminal', service: 'seqmotif', parameters: { value, pattern_type, sequence_type } }) as QueryNode;

const items = (body: SearchResponse): StructureResultItem[] => (body.result_set ?? []) as StructureResultItem[];

test('a seqmotif terminal answers polymer entities with seqmotif_match ranges', async () => {
  const { status, body } = await search(motif('C-x(2,4)-C-x(3)-[LIVMFYWC]-x(8)-H-x(3,5)-H', 'prosite'));
  assert.equal(status, 200);
  assert.ok((body.total_count ?? 0) > 0);
  for (const item of items(body)) {
    const sequence = await entitySequence(item.identifier);
    assert.ok((item.seqmotif_match ?? []).length > 0, item.identifier);
    for (const { start, end } of item.seqmotif_match ?? []) {
      assert.match(
        sequence.slice(start - 1, end),
        /^C.{2,4}C.{3}[LIVMFYWC].{8}H.{3,5}H$/,
        `${item.identifier} ${start}-${end}`,
      );
    }
  }
});

test('a regex seqmotif gives every match of each entity, in order', async () => {
  const glyco = await search(motif('N[^P][ST]', 'regex'), { paginate: { start: 0, rows: 25 } });
  assert.equal(glyco.status, 200);
  assert.ok((glyco.body.total_count ?? 0) > 25);
  for (const item of items(glyco.body)) {
    const sequence = await entitySequence(item.identifier);
    const expected = [...sequence.matchAll(/N[^P][ST]/g)].map((m) => ({
      start: (m.index ?? 0) + 1,
      end: (m.index ?? 0) + 3,
    }));
    assert.deepEqual(item.seqmotif_match, expected, item.identifier);
  }
});

test('a motif nothing matches answers 204', async () => {
  const none = await search(motif('WWWWWWWWWW', 'simple'));
  assert.equal(none.body.statusCode, 204);
});

test('a pattern that cannot compile answers 400 {statusCode, msg}', async () => {
  const cases: Array<[QueryNode, RegExp]> = [
    [motif('(A)\\1', 'regex'), /Backreferences are not supported/],
    [motif('A(?=B)C', 'regex'), /Lookaround assertions are not supported/],
    [motif('(AB', 'regex'), /Missing '\)'/],
    [motif('C--C', 'prosite'), /Empty element/],
    [motif('C-x(2', 'prosite'), /PROSITE/],
    [motif('C1C', 'simple'), /Invalid character '1'/],
  ];
  for (const [query, message] of cases) {
    const { status, body } = await search(query);
    assert.equal(status, 400, JSON.stringify(query));
    assert.equal(body.statusCode, 400);
    assert.ok(body.msg?.startsWith(MESSAGES.requestQueryErrorsPrefix), body.msg);
    assert.match(body.msg ?? '', message);
  }
  const short = await search(motif('C', 'simple'));
  assert.equal(short.status, 400);
  assert.match(short.body.msg ?? '', new RegExp(MESSAGES.motifTooShort));
});

test('a motif in an AND group with an attribute terminal: the intersection, with the match ranges', async () => {
  const attribute: QueryNode = {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'entity_poly.rcsb_entity_polymer_type', operator: 'exact_match', value: 'Protein' },
  } as QueryNode;
  const organism: QueryNode = {
    type: 'terminal',
    service: 'text',
    parameters: {
      attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
      operator: 'exact_match',
      value: 'Homo sapiens',
    },
  } as QueryNode;
  const cxxc = motif('CXXC', 'simple');
  const motifIds = new Set(items((await search(cxxc)).body).map((i) => i.identifier));
  const humanIds = new Set(items((await search(organism)).body).map((i) => i.identifier));
  assert.ok(motifIds.size > 0 && humanIds.size > 0);

  const both = await search({ type: 'group', logical_operator: 'and', nodes: [cxxc, organism] } as QueryNode);
  assert.equal(both.status, 200);
  const expected = [...motifIds].filter((id) => humanIds.has(id)).sort();
  assert.ok(expected.length > 0, 'some human entity holds CxxC');
  assert.deepEqual(
    items(both.body)
      .map((i) => i.identifier)
      .sort(),
    expected,
  );
  for (const item of items(both.body)) assert.ok((item.seqmotif_match ?? []).length > 0, item.identifier);

  // every motif hit is a protein: AND with the polymer type changes nothing
  const proteins = await search({ type: 'group', logical_operator: 'and', nodes: [attribute, cxxc] } as QueryNode);
  assert.deepEqual(new Set(items(proteins.body).map((i) => i.identifier)), motifIds);
});
