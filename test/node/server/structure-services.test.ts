// Structure motif and structure similarity searches over real HTTP: /search/data items carry
// strucmotif_match (residues, types, RMSD, transformation) and structure_match (TM-score), and
// bad references answer 400 with a message.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { QueryNode, SearchResponse, StructureResultItem } from '../../../src/model/types.ts';
import { startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

async function searchData(
  query: QueryNode,
  return_type: string,
): Promise<{ status: number; body: SearchResponse & { msg?: string } }> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: { query, return_type, request_options: { return_all_hits: true } },
    }),
  });
  return { status: res.status, body: (await res.json()) as SearchResponse & { msg?: string } };
}

const residue = (label_asym_id: string, label_seq_id: number) => ({ label_asym_id, label_seq_id, struct_oper_id: '1' });

test('a structure motif search answers assemblies with the matched residues and RMSD', async () => {
  // the serine protease triad of 3PTB (His57, Asp102, Ser195 in chymotrypsin numbering)
  const query = {
    type: 'terminal',
    service: 'strucmotif',
    parameters: {
      value: { entry_id: '3PTB', residue_ids: [residue('A', 40), residue('A', 84), residue('A', 177)] },
      rmsd_cutoff: 2,
      atom_pairing_scheme: 'ALL',
    },
  } as unknown as QueryNode;
  const { status, body } = await searchData(query, 'assembly');
  assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
  const items = (body.result_set ?? []) as StructureResultItem[];
  const self = items.find((i) => i.identifier.startsWith('3PTB'));
  assert.ok(self, 'finds its own structure');
  const match = self.strucmotif_match?.[0];
  assert.ok(match, 'strucmotif_match');
  assert.ok(match.score < 0.01, `RMSD ${match.score}`);
  assert.deepEqual(match.residue_types, ['HIS', 'ASP', 'SER']);
  assert.equal(match.transformation?.length, 16);
  assert.ok(items.length > 3, 'other trypsin-like proteases');
  for (const item of items) for (const m of item.strucmotif_match ?? []) assert.ok(m.score <= 2, item.identifier);

  const bad = await searchData(
    { ...query, parameters: { value: { entry_id: '3PTB', residue_ids: [residue('A', 40)] } } } as unknown as QueryNode,
    'assembly',
  );
  assert.equal(bad.status, 400);
  assert.match(bad.body.msg ?? '', /2 or more residues must be defined/);
});

test('a structure similarity search answers chains with TM-scores', async () => {
  const query = {
    type: 'terminal',
    service: 'structure',
    parameters: { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'relaxed_shape_match' },
  } as unknown as QueryNode;
  const { status, body } = await searchData(query, 'polymer_instance');
  assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
  const items = (body.result_set ?? []) as StructureResultItem[];
  const self = items.find((i) => i.identifier === '4HHB.A');
  assert.ok(self, 'finds itself');
  assert.ok(Math.abs((self.structure_match?.[0]?.score ?? 0) - 1) < 1e-6, 'TM-score 1 with itself');
  assert.ok(
    items.some((i) => i.identifier.startsWith('101M')),
    'finds myoglobin',
  );
  for (const item of items) assert.ok((item.structure_match?.[0]?.score ?? 0) >= 0.4, item.identifier);

  const missing = await searchData(
    { ...query, parameters: { value: { entry_id: '4HHB', asym_id: 'Z' } } } as unknown as QueryNode,
    'polymer_instance',
  );
  assert.equal(missing.status, 400);
  assert.ok((missing.body.msg ?? '').length > 0);
});
