// The pairwise structure alignment view's data over real HTTP (issue 37): structure similarity hits
// of 4HHB.A aligned by POST /search/pairwise-alignment, the superposition the view receives
// checked against the chains' coordinates read from their files here (not through the service):
// under its matrix the scored pairs give the reported TM-score, and an independent least-squares
// fit of those pairs (the motif search's Jacobi superposition) the reported RMSD. The page's own
// alignment (browser-direct mode's code, on the mmCIF texts) gives the same answer. Bad requests
// answer 400 with a message.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { readCifFile } from '../../../src/archive/ingest/cif-file.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { superpose } from '../../../src/archive/services/strucmotif/superpose.ts';
import { alignCifChains } from '../../../src/client/direct/align-cif-chains.ts';
import { finalD0 } from '../../../src/model/structure-alignment/tm-align.ts';
import { MAX_ALIGNED_CHAIN_RESIDUES, type PairwiseAlignment } from '../../../src/model/structure-alignment/pairwise.ts';
import {
  ALIGNMENT_REQUEST_REFUSAL,
  encodeAlignmentRequest,
  readAlignmentRequest,
  type ChainRef,
} from '../../../src/model/viewer-request.ts';
import { startArchiveServer, type ErrorFields, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const QUERY: ChainRef = { entryId: '4HHB', asymId: 'A' };

async function align(body: unknown): Promise<{ status: number; body: PairwiseAlignment & ErrorFields }> {
  const res = await fetch(`${server.url}/search/pairwise-alignment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as PairwiseAlignment & ErrorFields };
}

const request = (query: ChainRef, target: ChainRef): unknown => JSON.parse(encodeAlignmentRequest(query, target));

/** The chains a structure similarity search of 4HHB.A finds in other entries, best first. */
async function similarityHits(): Promise<ChainRef[]> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: {
        query: {
          type: 'terminal',
          service: 'structure',
          parameters: { value: { entry_id: QUERY.entryId, asym_id: QUERY.asymId }, operator: 'strict_shape_match' },
        },
        return_type: 'polymer_instance',
      },
    }),
  });
  const body = (await res.json()) as { result_set: { identifier: string }[] };
  return body.result_set
    .map((item) => item.identifier.split('.'))
    .filter(([entry]) => entry !== QUERY.entryId)
    .map(([entryId, asymId]) => ({ entryId: entryId!, asymId: asymId! }));
}

/** label_seq_id → Cα of a chain, from its entry file in the shared archive. */
async function caAtoms(chain: ChainRef): Promise<Map<number, [number, number, number]>> {
  const file = path.join(resolveSourceDir(), 'entries', `${chain.entryId.toLowerCase()}.cif.gz`);
  const read = await readCifFile(file);
  assert.ok(read.ok && read.blocks[0]);
  const atoms = new CifData(read.blocks[0]).table('atom_site')!;
  const found = new Map<number, [number, number, number]>();
  const model = atoms.str('pdbx_PDB_model_num', 0);
  for (let row = 0; row < atoms.rowCount; row++) {
    if (atoms.str('label_asym_id', row) !== chain.asymId || atoms.str('label_atom_id', row) !== 'CA') continue;
    if (atoms.str('pdbx_PDB_model_num', row) !== model) continue;
    const seq = Number(atoms.str('label_seq_id', row));
    if (!found.has(seq))
      found.set(seq, ['Cartn_x', 'Cartn_y', 'Cartn_z'].map((f) => Number(atoms.str(f, row))) as never);
  }
  return found;
}

const applyColumnMajor = (m: readonly number[], [x, y, z]: readonly number[]): number[] => [
  m[0]! * x! + m[4]! * y! + m[8]! * z! + m[12]!,
  m[1]! * x! + m[5]! * y! + m[9]! * z! + m[13]!,
  m[2]! * x! + m[6]! * y! + m[10]! * z! + m[14]!,
];

test("the view's superposition of each similarity hit onto 4HHB.A gives the reported TM-score and RMSD from the coordinates", async () => {
  const hits = await similarityHits();
  assert.ok(hits.length >= 3, `${hits.length} hits`);
  const query = await caAtoms(QUERY);
  for (const target of hits.slice(0, 3)) {
    const { status, body } = await align(request(QUERY, target));
    assert.equal(status, 200, body.msg);
    const moving = await caAtoms(target);
    const scored = body.pairs.filter((p) => p.scored);
    assert.equal(scored.length, body.alignedLength);
    // TM-score under the matrix the view lays the target with, normalised by the query's length
    const d0 = finalD0(query.size);
    let sum = 0;
    for (const pair of scored) {
      const [x, y, z] = applyColumnMajor(body.matrix, moving.get(pair.target)!);
      const [a, b, c] = query.get(pair.query)!;
      sum += 1 / (1 + ((x! - a) ** 2 + (y! - b) ** 2 + (z! - c) ** 2) / (d0 * d0));
    }
    const name = `${target.entryId}.${target.asymId}`;
    assert.ok(Math.abs(sum / query.size - body.tmScore) < 1e-6, `${name}: ${sum / query.size} vs ${body.tmScore}`);
    // RMSD: the scored pairs fitted independently
    const fit = superpose(
      scored.flatMap((p) => query.get(p.query)!),
      scored.flatMap((p) => moving.get(p.target)!),
    );
    assert.ok(Math.abs(fit.rmsd - body.rmsd) < 1e-6, `${name}: ${fit.rmsd} vs ${body.rmsd}`);
    assert.ok(body.tmScore >= 0.5, `${name}: a strict hit scores at least 0.5 (${body.tmScore})`);
    // the text shows every residue of both chains once, aligned pairs in one column
    const residues = (line: string) => line.replace(/-/g, '').length;
    assert.equal(residues(body.text.query), query.size);
    assert.equal(residues(body.text.target), moving.size);
    assert.equal(body.text.markers.replace(/ /g, '').length, body.pairs.length);
  }
});

test("the page's own alignment (browser-direct mode, from the mmCIF texts) is the server's", async () => {
  const [target] = await similarityHits();
  const text = (chain: ChainRef) =>
    gunzipSync(
      readFileSync(path.join(resolveSourceDir(), 'entries', `${chain.entryId.toLowerCase()}.cif.gz`)),
    ).toString();
  const page = await alignCifChains({ query: text(QUERY), target: text(target!) }, QUERY, target!);
  const { body } = await align(request(QUERY, target!));
  // the same residues aligned; the figures agree to the archive's coordinates, kept as 32-bit floats
  assert.deepEqual(page.pairs, body.pairs);
  assert.deepEqual(page.text, body.text);
  assert.equal(page.alignedLength, body.alignedLength);
  for (const key of ['tmScore', 'tmScoreTarget', 'rmsd', 'sequenceIdentity'] as const)
    assert.ok(Math.abs(page[key] - body[key]) < 1e-5, `${key}: ${page[key]} vs ${body[key]}`);
  page.matrix.forEach((value, i) => assert.ok(Math.abs(value - body.matrix[i]!) < 1e-4, `matrix[${i}]`));
});

test('an alignment of a chain with itself is exact', async () => {
  const { status, body } = await align(request(QUERY, QUERY));
  assert.equal(status, 200);
  assert.ok(Math.abs(body.tmScore - 1) < 1e-9 && body.rmsd < 1e-4, `${body.tmScore} ${body.rmsd}`);
  assert.equal(body.sequenceIdentity, 1);
  assert.ok(body.text.markers.split('').every((m) => m === ':'));
});

test('requests that do not name two chains it can align answer 400 saying why', async () => {
  const unreadable = await align('{"query":');
  assert.equal(unreadable.status, 400);
  for (const bad of [
    {},
    { query: { context: { mode: 'multiple', structures: [] } } },
    { query: { context: { structures: [{ entry_id: '4HHB' }, { entry_id: '4HHB', selection: { asym_id: 'A' } }] } } },
    { query: { context: { method: { name: 'fatcat-rigid' }, structures: [] } } },
  ]) {
    const { status, body } = await align(bad);
    assert.equal(status, 400, JSON.stringify(bad));
    assert.equal(body.msg, ALIGNMENT_REQUEST_REFUSAL);
  }
  const missing = await align(request(QUERY, { entryId: '4HHB', asymId: 'Z' }));
  assert.equal(missing.status, 400);
  assert.equal(missing.body.msg, 'Chain Z not found in entry 4HHB (its polymer chains: A, B, C, D)');
  const dna = await align(request(QUERY, { entryId: '101D', asymId: 'A' }));
  assert.equal(dna.status, 400);
  assert.match(dna.body.msg ?? '', /^Chain A of entry 101D has 0 residues with a Cα atom/);
  // refused at once: TM-align would take longer than the job deadline (RNA polymerase II's largest chain)
  const long = await align(request({ entryId: '1SFO', asymId: 'C' }, QUERY));
  assert.equal(long.status, 400);
  assert.equal(
    long.body.msg,
    `Chain C of entry 1SFO has 1395 residues with a Cα atom; a pairwise structure alignment compares chains of at most ${MAX_ALIGNED_CHAIN_RESIDUES}`,
  );
  const unknown = await align(request(QUERY, { entryId: '9ZZZ', asymId: 'A' }));
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.msg, 'No data found for Entry ID 9ZZZ');
});

test('the request-body format reads back what it writes; ids upper-cased, anything else refused', () => {
  const target = { entryId: '1A00', asymId: 'B' };
  assert.deepEqual(readAlignmentRequest(encodeAlignmentRequest(QUERY, target)), { query: QUERY, target });
  const lower = encodeAlignmentRequest({ entryId: '4hhb', asymId: 'A' }, target);
  assert.deepEqual(readAlignmentRequest(lower)?.query, QUERY);
  for (const bad of ['', 'x'.repeat(5000), '[]', '{"query":{"context":{"structures":[1,2]}}}'])
    assert.equal(readAlignmentRequest(bad), undefined, bad.slice(0, 40));
});
