// The start-up state stored beside an index (startup-snapshot.ts): a server's first start writes
// it, the next reads it — the same graph and columns, answering the same — and an index changed
// since, or a damaged file, is read afresh. The file format round-trips typed arrays into one
// SharedArrayBuffer and refuses what it cannot hold.

import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { readSharedFile, readSharedFileHeader, writeSharedFile } from '../../../src/archive/query/shared-file.ts';
import {
  hasStartupSnapshot,
  readStartupSnapshot,
  startupSnapshotFile,
} from '../../../src/archive/query/startup-snapshot.ts';
import { openServerArchive } from '../../../src/server/engine/embedded/archive.ts';
import type { EmbeddedEngine } from '../../../src/server/engine/embedded/embedded-engine.ts';
import { validated } from '../../support/validated-request.ts';
import { getTestArchive } from './fixture.ts';

describe('a file of typed arrays in shared memory', () => {
  let dir: string;
  before(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'pdb-shared-file-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('reads back what was written, every array a view of one SharedArrayBuffer', () => {
    const file = path.join(dir, 'tree');
    const tree = {
      name: 'ü',
      odd: Uint8Array.of(1, 2, 3),
      signed: Int8Array.of(-1, 0, 1),
      ints: Int32Array.of(-7, 2 ** 31 - 1),
      numbers: Float64Array.of(Math.PI, -0.5, Number.MAX_VALUE),
      nested: [{ empty: new Int32Array(0), flag: true, nothing: null }],
      view: new Int32Array([9, 8, 7, 6]).subarray(1, 3),
    };
    writeSharedFile(file, tree);
    const read = readSharedFile(file) as typeof tree;
    assert.deepEqual(read, tree);
    const buffers = new Set([read.odd, read.signed, read.ints, read.numbers, read.view].map((a) => a.buffer));
    assert.equal(buffers.size, 1);
    assert.ok([...buffers][0] instanceof SharedArrayBuffer);
  });

  test('refuses what it cannot hold, and a damaged file', () => {
    const file = path.join(dir, 'refused');
    assert.throws(() => writeSharedFile(file, { folded: new Map() }), /Map or Set/);
    assert.throws(() => writeSharedFile(file, { words: new Uint16Array(2) }), /Uint16Array cannot be stored/);
    assert.equal(existsSync(file), false, 'nothing is left of a refused write');
    writeSharedFile(file, { values: new Float64Array(64) });
    truncateSync(file, 100);
    assert.throws(() => readSharedFile(file), /truncated/);
    assert.deepEqual(readSharedFileHeader(file), { values: { $array: 'Float64Array', at: 0, length: 512 } });
    assert.equal(
      readSharedFile(file, () => false),
      undefined,
      'a refused header: the arrays are not read',
    );
    writeFileSync(file, 'not this format');
    assert.throws(() => readSharedFile(file), /not a shared-array file/);
  });
});

describe('the start-up state beside a server archive', () => {
  let dir: string;
  let indexFile: string;
  let own: ArchiveSearch;
  const opened: EmbeddedEngine[] = [];
  const open = () => {
    const engine = openServerArchive(indexFile, resolveSourceDir());
    opened.push(engine);
    return engine;
  };
  const request = validated({
    query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
    return_type: 'polymer_entity',
    request_options: {
      facets: [
        {
          name: 'organism',
          aggregation_type: 'terms',
          attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
        },
        {
          name: 'released',
          aggregation_type: 'date_histogram',
          attribute: 'rcsb_accession_info.initial_release_date',
          interval: 'year',
        },
      ],
      sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }],
      paginate: { start: 0, rows: 25 },
    },
  });
  const answer = async (search: ArchiveSearch) => {
    const { query_id: _id, ...rest } = (await search.search(request)) as { query_id: string };
    return rest;
  };

  before(async () => {
    // a copy: other test files open the shared test index, and this one changes its file's times
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdb-startup-'));
    indexFile = path.join(dir, 'index.sqlite');
    copyFileSync((await getTestArchive()).file, indexFile);
    own = new ArchiveSearch(new ArchiveIndex(indexFile));
  });
  after(async () => {
    for (const engine of opened) await engine.close();
    own?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One buffer behind the graph's arrays: they were read from the stored file. */
  const readFromStore = (engine: EmbeddedEngine) => {
    const { graph } = engine.search.index;
    return graph.typeCode.buffer === graph.entryRow.buffer && graph.entryRow.buffer === graph.ids.bytes.buffer;
  };

  test('the first start stores it, the next reads it and answers the same', async () => {
    const first = open();
    assert.equal(readFromStore(first), false);
    assert.ok(readStartupSnapshot(indexFile), 'the first start stored its state');
    assert.equal(hasStartupSnapshot(indexFile), true);
    const next = open();
    assert.equal(readFromStore(next), true);
    const { graph } = next.search.index;
    assert.deepEqual(graph, first.search.index.graph);
    assert.deepEqual(graph.rankedTypes, ['entry', 'polymer_entity']);
    const expected = await answer(own);
    assert.ok((expected as { total_count: number }).total_count > 0);
    assert.deepEqual(await answer(next.search), expected);
    assert.deepEqual(await answer(first.search), expected);
  });

  test('an index changed since, or a damaged file, is read afresh and the state stored again', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(indexFile, later, later);
    assert.equal(readStartupSnapshot(indexFile), undefined, 'a changed index is not read from the store');
    assert.equal(hasStartupSnapshot(indexFile), false);
    assert.equal(readFromStore(open()), false);
    assert.equal(readFromStore(open()), true, 'the state was stored again');
    truncateSync(startupSnapshotFile(indexFile), 1000);
    assert.equal(readFromStore(open()), false);
    assert.equal(readFromStore(open()), true);
  });
});
