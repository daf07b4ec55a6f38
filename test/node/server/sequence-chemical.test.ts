// Sequence and chemical searches over real HTTP against the shared archive: /search/data items
// carry sequence_match with the alignment, bad input answers 400 with the seed's message, and the
// RCSB Search API v2 route answers the same queries (verbose results carry match contexts).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type { QueryNode, SearchResponse, StructureResultItem } from '../../../src/model/types.ts';
import { startArchiveServer, entitySequence, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

async function searchData(
  query: QueryNode,
  return_type = 'polymer_entity',
): Promise<{ status: number; body: SearchResponse }> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: { query, return_type, request_options: { return_all_hits: true } },
    }),
  });
  return { status: res.status, body: (await res.json()) as SearchResponse };
}

async function v2(request: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return { status: res.status, body: res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>) };
}

const sequence = (value: string, extra: Record<string, unknown> = {}): QueryNode =>
  ({
    type: 'terminal',
    service: 'sequence',
    parameters: { value, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0, ...extra },
  }) as QueryNode;

test('a sequence search answers entities with their alignment; identical sequences at 100 %', async () => {
  const myoglobin = await entitySequence('101M_1');
  const { status, body } = await searchData(sequence(myoglobin));
  assert.equal(status, 200);
  const items = (body.result_set ?? []) as StructureResultItem[];
  const self = items.find((i) => i.identifier === '101M_1');
  assert.ok(self, '101M_1 finds itself');
  const match = self.sequence_match?.[0];
  assert.ok(match);
  assert.equal(match.sequence_identity, 1);
  assert.equal(match.query_aligned_seq, myoglobin);
  assert.equal(match.subject_aligned_seq, myoglobin);
  assert.deepEqual(
    [match.query_beg, match.query_end, match.subject_beg, match.subject_end],
    [1, myoglobin.length, 1, myoglobin.length],
  );
  assert.ok(match.evalue < 1e-50);
  // every hit's aligned subject is a piece of its own sequence with gaps
  for (const item of items.slice(0, 10)) {
    const m = item.sequence_match?.[0];
    assert.ok(m, item.identifier);
    const subject = await entitySequence(item.identifier);
    assert.equal(
      m.subject_aligned_seq.replace(/-/g, ''),
      subject.slice(m.subject_beg - 1, m.subject_end),
      item.identifier,
    );
  }
});

test('sequence input errors answer 400 with the seed messages', async () => {
  const short = await searchData(sequence('MKVLAAGIVG'));
  assert.equal(short.status, 400);
  assert.equal(
    (short.body as unknown as { msg: string }).msg.includes(MESSAGES.sequenceTooShort),
    true,
    JSON.stringify(short.body),
  );
  const letters = await searchData(sequence('MKVLAAGIVG1MKVLAAGIVGMKVLAAGIVGMKVL'));
  assert.equal(letters.status, 400);
});

test('a chemical formula search answers the entries that hold the component', async () => {
  const heme = {
    type: 'terminal',
    service: 'chemical',
    parameters: { value: 'C34 H32 Fe N4 O4', type: 'formula' },
  } as QueryNode;
  const definitions = await searchData(heme, 'mol_definition');
  assert.equal(definitions.status, 200);
  assert.ok(
    (definitions.body.result_set ?? []).some(
      (i) =>
        (i as { id?: string; identifier?: string }).id === 'HEM' || (i as { identifier?: string }).identifier === 'HEM',
    ),
  );
  const entries = await searchData(heme, 'entry');
  const ids = ((entries.body.result_set ?? []) as StructureResultItem[]).map((i) => i.identifier);
  assert.ok(ids.includes('4HHB') && ids.includes('101M'), ids.join(' '));
  const invalid = await searchData(
    {
      type: 'terminal',
      service: 'chemical',
      parameters: { value: 'C1CC(', type: 'descriptor', descriptor_type: 'SMILES', match_type: 'graph-exact' },
    } as QueryNode,
    'mol_definition',
  );
  assert.equal(invalid.status, 400);
  assert.match((invalid.body as unknown as { msg: string }).msg, /valid SMILES/);
});

test('the RCSB Search API v2 route answers sequence and chemical queries with match contexts', async () => {
  const myoglobin = await entitySequence('101M_1');
  const { status, body } = await v2({
    query: {
      type: 'terminal',
      service: 'sequence',
      parameters: { value: myoglobin, sequence_type: 'protein', evalue_cutoff: 1, identity_cutoff: 0.9 },
    },
    return_type: 'polymer_entity',
    request_options: { results_verbosity: 'verbose', scoring_strategy: 'sequence' },
  });
  assert.equal(status, 200, JSON.stringify(body));
  const results = body.result_set as Array<{
    identifier: string;
    services: Array<{ service_type: string; nodes: Array<{ match_context?: Array<{ sequence_identity: number }> }> }>;
  }>;
  const self = results.find((r) => r.identifier === '101M_1');
  assert.equal(self?.services[0]?.service_type, 'sequence');
  assert.equal(self?.services[0]?.nodes[0]?.match_context?.[0]?.sequence_identity, 1);
  for (const r of results)
    assert.ok((r.services[0]?.nodes[0]?.match_context?.[0]?.sequence_identity ?? 0) >= 0.9, r.identifier);

  const atp = await v2({
    query: { type: 'terminal', service: 'chemical', parameters: { value: 'ATP', type: 'formula' } },
    return_type: 'mol_definition',
  });
  assert.equal(atp.status, 400, 'ATP is not a formula (no element At... P)');
});
