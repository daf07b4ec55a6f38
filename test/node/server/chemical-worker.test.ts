// Over HTTP (issue 12): the SMILES that broke RDKit until restart answers a clear 400 within a
// second (from the request bound of src/model/bounds.ts; test/node/archive/chemical-worker.test.ts
// sends it past the bound, to the worker) and the next chemical search succeeds; a chemical worker killed under a request fails
// that request alone with a 503 (the server keeps serving), and the next one succeeds.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import type { ChemicalService } from '../../../src/archive/services/chemical/service.ts';
import { archiveServices } from '../../../src/archive/services/index.ts';
import { inlineServerArchive } from '../../../src/server/engine/embedded/archive.ts';
import { getTestArchive } from '../archive/fixture.ts';
import { startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let chemical: ChemicalService;
/** What ATP finds on a sound worker (asked once; each test asks again after its trouble). */
let expected: string[];

before(async () => {
  const index = new ArchiveIndex((await getTestArchive()).file);
  const services = archiveServices(index);
  chemical = services.get('chemical') as ChemicalService;
  const archive = inlineServerArchive(index, services, resolveSourceDir());
  server = await startServer({ rateLimitPerMinute: 1_000_000 }, { engine: archive });
  await chemical.warm();
  expected = await ids(await query(ATP));
  assert.ok(expected.includes('ATP'));
});
after(async () => {
  await server.close();
  await chemical.close();
});

const ATP = 'c1nc(c2c(n1)n(cn2)C3C(C(C(O3)COP(=O)(O)OP(=O)(O)OP(=O)(O)O)O)O)N';

function query(value: string, match_type = 'sub-struct-graph-relaxed'): Promise<Response> {
  return fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: {
        type: 'terminal',
        service: 'chemical',
        parameters: { type: 'descriptor', descriptor_type: 'SMILES', value, match_type },
      },
      return_type: 'mol_definition',
      request_options: { return_all_hits: true },
    }),
  });
}

async function ids(res: Response): Promise<string[]> {
  const body = (await res.json()) as { result_set: Array<{ identifier: string }> };
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.result_set.map((r) => r.identifier);
}

// A stall guard, not a speed check: a refusal that waited on a stuck worker would take far longer.
const STALL_GUARD_MS = 5000;

for (const atoms of [600, 700]) {
  test(`the ${atoms}-carbon SMILES answers 400 without stalling; the next chemical search succeeds`, async () => {
    const started = performance.now();
    const res = await query('C'.repeat(atoms), 'graph-relaxed');
    assert.equal(res.status, 400, `${atoms} carbons`);
    await res.arrayBuffer();
    const took = performance.now() - started;
    assert.ok(took < STALL_GUARD_MS, `${atoms} carbons answered in ${took} ms`);
    assert.deepEqual(await ids(await query(ATP)), expected);
  });
}

test('a chemical worker killed under a request fails that request with a 503; the next succeeds', async () => {
  // One carbon as a substructure matches every molecule: a search long enough to be killed under.
  // Still, on some runs the search finishes between the worker taking it and the kill taking
  // effect; that run proves nothing, so it is tried again on the worker that replaces it.
  let refused = false;
  for (let attempt = 0; attempt < 5 && !refused; attempt++) {
    const pending = query('C');
    const deadline = Date.now() + 5000;
    while (!chemical.worker.busy && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
    assert.ok(chemical.worker.busy, 'the worker has the search');
    const started = performance.now();
    await chemical.worker.thread!.terminate();
    const res = await pending;
    await res.arrayBuffer();
    assert.ok(performance.now() - started < STALL_GUARD_MS);
    if (res.status === 200) continue; // answered before the kill
    assert.equal(res.status, 503);
    refused = true;
  }
  assert.ok(refused, 'no search was caught by the kill in 5 tries');
  const health = await fetch(`${server.url}/health`);
  assert.equal(health.status, 200);
  await health.arrayBuffer();
  assert.deepEqual(await ids(await query(ATP)), expected);
});
