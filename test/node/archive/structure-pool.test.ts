// The structure service's alignment threads (issue 12): a worker killed under a search costs
// that search only time (the calling thread aligns what the worker had taken), and the pool
// replaces the worker, so later searches are aligned off the calling thread again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Worker } from 'node:worker_threads';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { StructureService } from '../../../src/archive/services/structure/service.ts';
import { getTestArchive } from './fixture.ts';

let index: ArchiveIndex;
before(async () => {
  index = new ArchiveIndex((await getTestArchive()).file);
});
after(() => index.close());

/** The pool's threads, read from outside as a test may. */
function workers(service: StructureService): Worker[] {
  const pool = (service as unknown as { pool: { helpers?: Array<{ worker: Worker }> } }).pool;
  return (pool.helpers ?? []).map((h) => h.worker);
}

test('a killed alignment worker fails nothing and is replaced; later searches use the pool again', async () => {
  const one = new StructureService(index, { alignThreads: 1, resultCache: 0 });
  const two = new StructureService(index, { alignThreads: 2, resultCache: 0 });
  try {
    await two.startWorkers();
    const parameters = { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'relaxed_shape_match' };
    const expected = await one.search(parameters);
    const [killed] = workers(two);
    const search = two.search(parameters);
    await killed!.terminate();
    assert.deepEqual(await search, expected);
    assert.ok(!workers(two).includes(killed!), 'the killed worker is gone');
    await two.startWorkers();
    assert.equal(workers(two).length, 2);
    // with both ready again, this thread aligns nothing itself
    const here = (two as unknown as { aligner: { align: (...args: unknown[]) => unknown } }).aligner;
    let alignedHere = 0;
    const align = here.align.bind(here);
    here.align = (...args) => {
      alignedHere++;
      return align(...args);
    };
    assert.deepEqual(await two.search(parameters), expected);
    assert.equal(alignedHere, 0);
  } finally {
    await two.close();
  }
});
