// The per-entry lookups over real HTTP: answers checked against the entry files, ids trimmed and
// upper-cased, computed-model ids accepted, junk and path traversal refused, unknown entries 404.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { readCifFile } from '../../../src/archive/ingest/cif-file.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import type { PolymerTypeMap, SequenceLookupResponse, StructureLookupResponse } from '../../../src/model/types.ts';
import { getJson, startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const get = <T>(pathname: string) => getJson<T>(server, pathname);

async function entryFile(id: string): Promise<CifData> {
  const read = await readCifFile(path.join(resolveSourceDir(), 'entries', `${id.toLowerCase()}.cif.gz`));
  assert.ok(read.ok && read.blocks[0]);
  return new CifData(read.blocks[0]);
}

test('GET /search/sequence/4HHB lists the two sequences of its file', async () => {
  const file = await entryFile('4HHB');
  const poly = file.table('entity_poly');
  assert.ok(poly);
  const { status, body } = await get<SequenceLookupResponse>('/search/sequence/4HHB');
  assert.equal(status, 200);
  assert.equal(body.msg, undefined);
  assert.equal(body.items.length, 2);
  body.items.forEach((item, i) => {
    assert.equal(item.sequence, poly.str('pdbx_seq_one_letter_code_can', i)?.replace(/\s+/g, ''));
    assert.equal(item.sequence_type, 'protein');
  });
  assert.equal(body.items[0]?.label, 'Entity 1 (Chains A, C): Hemoglobin subunit alpha');
  assert.equal(body.items[1]?.label, 'Entity 2 (Chains B, D): Hemoglobin subunit beta');
});

test('DNA sequences are typed dna', async () => {
  const { body } = await get<SequenceLookupResponse>('/search/sequence/101D');
  assert.ok(body.items.length > 0);
  assert.ok(body.items.every((item) => item.sequence_type === 'dna'));
});

test('GET /search/structure/4HHB lists its assemblies and chains A-D with author ids', async () => {
  const file = await entryFile('4HHB');
  const { status, body } = await get<StructureLookupResponse>('/search/structure/4HHB');
  assert.equal(status, 200);
  assert.deepEqual(body.assembly_ids, file.table('pdbx_struct_assembly')?.column('id'));
  assert.deepEqual(body.asym_ids, [
    { asym_id: 'A', auth_asym_id: 'A' },
    { asym_id: 'B', auth_asym_id: 'B' },
    { asym_id: 'C', auth_asym_id: 'C' },
    { asym_id: 'D', auth_asym_id: 'D' },
  ]);
  assert.equal(body.msg, undefined);
});

test('GET /search/polymer-type maps each chain to its polymer type', async () => {
  assert.deepEqual((await get<PolymerTypeMap>('/search/polymer-type/4HHB')).body, {
    A: 'Protein',
    B: 'Protein',
    C: 'Protein',
    D: 'Protein',
  });
  const dna = (await get<PolymerTypeMap>('/search/polymer-type/101D')).body;
  assert.ok(Object.keys(dna).length > 0);
  assert.ok(Object.values(dna).every((type) => type === 'DNA'));
});

test('ids are trimmed and upper-cased; computed-model ids are accepted', async () => {
  const lower = await get<StructureLookupResponse>('/search/structure/%204hhb%20');
  assert.equal(lower.status, 200);
  assert.deepEqual(lower.body.assembly_ids, ['1']);
  const model = await get<SequenceLookupResponse>('/search/sequence/af_afq76ei6f1');
  assert.equal(model.status, 200);
  assert.equal(model.body.items.length, 1);
  assert.equal(model.body.items[0]?.sequence_type, 'protein');
});

test('junk ids and path traversal answer 400 Enter a valid Entry ID.', async () => {
  for (const route of ['sequence', 'structure', 'polymer-type']) {
    for (const id of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%5C..%5Cwin.ini',
      'x',
      '0ABC',
      '4HHB%3Bdrop',
      '4HHB_1',
      '%3Cscript%3E',
      'A'.repeat(90),
    ]) {
      const { status, body } = await get<object>(`/search/${route}/${id}`);
      assert.equal(status, 400, `${route}/${id}`);
      assert.equal(body.statusCode, 400);
      assert.equal(body.msg, MESSAGES.enterValidEntryId);
    }
  }
  // a very long id reaches the route and gets the same answer
  const long = await get<{ msg: string }>(`/search/sequence/${'A'.repeat(300)}`);
  assert.equal(long.status, 400);
  assert.equal(long.body.msg, MESSAGES.enterValidEntryId);
  // a traversal that escapes the route entirely reaches no lookup
  const escaped = await fetch(`${server.url}/search/sequence/../../etc/passwd`);
  assert.ok(escaped.status === 404 || escaped.status === 400);
});

test("unknown entries answer 404 'No data found for Entry ID {id}' with an empty answer", async () => {
  const sequence = await get<SequenceLookupResponse>('/search/sequence/9zzz');
  assert.equal(sequence.status, 404);
  assert.equal(sequence.body.msg, MESSAGE_TEMPLATES.noDataForEntry('9ZZZ'));
  assert.deepEqual(sequence.body.items, []);
  const structure = await get<StructureLookupResponse>('/search/structure/AF_AFP99999F1');
  assert.equal(structure.status, 404);
  assert.equal(structure.body.msg, MESSAGE_TEMPLATES.noDataForEntry('AF_AFP99999F1'));
  assert.deepEqual(structure.body.asym_ids, []);
  assert.equal((await get<PolymerTypeMap>('/search/polymer-type/9ZZZ')).status, 404);
});
