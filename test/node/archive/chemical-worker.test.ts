// The chemical service's worker thread (issue 12): a molecule that breaks RDKit fails its own
// search only, a worker killed under a search fails that search cleanly, and the next search
// answers exactly as before on a fresh worker. The breaking molecules go to the worker directly
// too, past the parameter checks, so these tests hold whatever size bounds the request gets.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import type { ChemicalQuery } from '../../../src/archive/services/chemical/parameters.ts';
import { ChemicalService } from '../../../src/archive/services/chemical/service.ts';
import { JobWorkerError } from '../../../src/archive/workers/job-worker.ts';
import type { ChemicalMatchType } from '../../../src/model/types.ts';
import { getTestArchive } from './fixture.ts';

let index: ArchiveIndex;
let service: ChemicalService;
/** What the ATP search finds on a sound worker; each test asks again after its trouble. */
let expected: Array<[number, number]>;

before(async () => {
  index = new ArchiveIndex((await getTestArchive()).file);
  service = new ChemicalService(index);
  await service.warm();
  expected = await rows(normal);
  assert.ok(expected.length > 0, 'ATP finds itself');
});
after(async () => {
  await service.close();
  index.close();
});

const ATP = 'c1nc(c2c(n1)n(cn2)C3C(C(C(O3)COP(=O)(O)OP(=O)(O)OP(=O)(O)O)O)O)N';
const normal = { type: 'descriptor', value: ATP, match_type: 'sub-struct-graph-relaxed' };

async function rows(parameters: unknown): Promise<Array<[number, number]>> {
  return [...(await service.evaluate(parameters))];
}

/** A chain of `atoms` carbons as the worker gets it, past every check of the parameters. */
function chain(atoms: number, matchType: ChemicalMatchType): ChemicalQuery {
  return { type: 'descriptor', value: 'C'.repeat(atoms), descriptorType: 'SMILES', matchType };
}

const refused = (error: unknown): boolean =>
  error instanceof JobWorkerError && error.kind === 'refused' && /RDKit cannot process/.test(error.message);

test('a 600-carbon chain that breaks RDKit is refused, and the next search answers as before', async () => {
  const started = performance.now();
  await assert.rejects(service.worker.run(chain(600, 'graph-relaxed')), refused);
  // a stall guard, not a speed check: a refusal that waited on a stuck worker would take far longer
  assert.ok(performance.now() - started < 5000, 'refused without stalling');
  assert.deepEqual(await rows(normal), expected);
});

test('a 700-carbon chain is refused under each kind of match, each time on a fresh worker', async () => {
  for (const matchType of ['sub-struct-graph-relaxed', 'fingerprint-similarity'] as const) {
    const outcome = await service.worker.run(chain(700, matchType)).then(
      () => 'answered',
      (error: unknown) => (refused(error) ? 'refused' : error),
    );
    assert.ok(outcome === 'answered' || outcome === 'refused', String(outcome));
    assert.deepEqual(await rows(normal), expected, matchType);
  }
});

test('through the service, the breaking chain is a QueryError (a 400) and the next search succeeds', async () => {
  await assert.rejects(
    service.evaluate({ type: 'descriptor', value: 'C'.repeat(600), match_type: 'graph-relaxed' }),
    QueryError,
  );
  assert.deepEqual(await rows(normal), expected);
});

test('a worker killed under a search fails that search alone; the next runs on a fresh worker', async () => {
  const killed = service.worker.thread;
  const search = service.evaluate(normal);
  assert.ok(service.worker.busy, 'the worker has the search');
  const queued = service.evaluate(normal); // waits its turn behind the killed one
  const started = performance.now();
  await killed!.terminate();
  await assert.rejects(search, (error: unknown) => error instanceof JobWorkerError && error.statusCode === 503);
  assert.ok(performance.now() - started < 1000, 'failed within a second');
  assert.deepEqual([...(await queued)], expected);
  assert.notEqual(service.worker.thread, killed);
  assert.deepEqual(await rows(normal), expected);
});

test('a search past its deadline fails alone; the worker is replaced', async () => {
  const before = service.worker.thread;
  // One carbon as a substructure matches every molecule, far longer than 1 ms; but the answer can
  // still reach the event loop before the 1 ms timer fires (seen once), so a few tries.
  let refused: unknown;
  for (let attempt = 0; attempt < 5 && refused === undefined; attempt++) {
    await service.worker.run(chain(1, 'sub-struct-graph-relaxed'), 1).catch((error: unknown) => {
      refused = error;
    });
  }
  assert.ok(
    refused instanceof JobWorkerError && refused.kind === 'deadline' && refused.statusCode === 400,
    String(refused),
  );
  assert.notEqual(service.worker.thread, before);
  assert.deepEqual(await rows(normal), expected);
});
