// The search workers start while the main thread builds the startup columns (archive.ts): a
// worker started without them takes no job until they come, then searches on them (one copy in
// shared memory, none of its own), and a worker started after they were shared has them at once.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { SearchPool } from '../../../src/server/engine/embedded/search-runner/search-pool.ts';
import { getTestArchive } from '../archive/fixture.ts';
import { validated } from '../../support/validated-request.ts';
import { term } from './bounds-helpers.ts';
import { TEST_POOL } from './harness.ts';

const request = validated({
  query: term('text', { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' }),
  return_type: 'entry',
  request_options: { facets: [{ name: 'method', aggregation_type: 'terms', attribute: 'exptl.method' }] },
});

/** An answer without its per-request query id. */
const answer = ({ query_id: _id, ...rest }: { query_id: string }): object => rest;

describe('columns handed to search workers after they start', () => {
  let index: ArchiveIndex;
  let pool: SearchPool;
  let warming: Promise<unknown>;
  let readyWithoutColumns = false;
  before(async () => {
    index = new ArchiveIndex((await getTestArchive()).file);
    pool = new SearchPool(
      { indexFile: index.db.name, sourceDir: resolveSourceDir(), shared: { graph: index.graph } },
      TEST_POOL,
    );
    warming = pool.warm().then(() => (readyWithoutColumns = true));
    // ample time for a worker to load its modules and open the index (one to three seconds here)
    await new Promise((resolve) => setTimeout(resolve, 6000));
  });
  after(async () => {
    await pool.close();
    index.close();
  });

  test('a worker waits for the columns, then answers as this thread does', async () => {
    assert.equal(readyWithoutColumns, false, 'a worker took jobs before it had the columns');
    const search = new ArchiveSearch(index, { services: new Map() });
    search.warm([{ attribute: 'exptl.method', returnType: 'entry' }]);
    pool.shareColumns(search.columnSnapshot());
    await warming;
    const pooled = await pool.engine(request);
    assert.deepEqual(answer(pooled), answer(await search.search(request)));
    assert.ok(pooled.total_count > 0);

    // a replacement starts with the columns in its start-up data
    await pool.workers[0]!.thread!.terminate();
    assert.deepEqual(answer(await pool.engine(request)), answer(pooled));
  });
});
