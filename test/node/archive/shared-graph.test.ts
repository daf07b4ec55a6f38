// One copy of the document graph and the startup columns for every search thread: what a
// worker gets (the main thread's graph and columns through a structured clone, as workerData
// carries them) must read as the index file does — every row's identifier, type, entry and
// parent, the rows of each type, the links — and a search over the adopted columns must answer
// as one that built its own.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import { DOC_TYPES } from '../../../src/archive/doc-types.ts';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { ColumnSnapshot } from '../../../src/archive/query/shared-columns.ts';
import type { DocumentGraph } from '../../../src/archive/query/document-graph.ts';
import type { ReturnType } from '../../../src/model/types.ts';
import { validated } from '../../support/validated-request.ts';
import { getTestArchive } from './fixture.ts';

const COLUMNS: Array<{ attribute: string; returnType: ReturnType }> = [
  { attribute: 'exptl.method', returnType: 'entry' },
  { attribute: 'rcsb_accession_info.initial_release_date', returnType: 'entry' },
  { attribute: 'rcsb_entity_source_organism.ncbi_scientific_name', returnType: 'polymer_entity' },
  { attribute: 'entity_poly.rcsb_entity_polymer_type', returnType: 'polymer_entity' },
];

let file: string;
let main: ArchiveSearch;
let worker: ArchiveSearch;
let own: ArchiveSearch;

before(async () => {
  file = (await getTestArchive()).file;
  main = new ArchiveSearch(new ArchiveIndex(file));
  main.warm(COLUMNS);
  const shared = structuredClone({ graph: main.index.graph, columns: main.columnSnapshot() }) as {
    graph: DocumentGraph;
    columns: ColumnSnapshot[];
  };
  worker = new ArchiveSearch(new ArchiveIndex(file, shared.graph));
  worker.adoptColumns(shared.columns);
  own = new ArchiveSearch(new ArchiveIndex(file));
});

after(() => {
  for (const search of [main, worker, own]) search?.close();
});

test('the shared graph reads as the index file does', () => {
  const index = worker.index;
  assert.ok(index.typeCode.buffer instanceof SharedArrayBuffer);
  assert.ok(index.graph.ids.bytes.buffer instanceof SharedArrayBuffer);
  const db = new Database(file, { readonly: true });
  try {
    const docs = db
      .prepare('SELECT row, id, type, entry_row, parent_row, computational FROM doc ORDER BY row')
      .raw()
      .all() as Array<[number, string, string, number | null, number | null, number | null]>;
    assert.equal(index.size, docs.at(-1)![0] + 1);
    for (const [row, id, type, entry, parent, computational] of docs) {
      assert.equal(index.id(row), id);
      assert.equal(index.ids[row], id);
      assert.equal(index.type(row), type);
      assert.equal(index.entryRow[row], entry ?? -1);
      assert.equal(index.parentRow[row], parent ?? -1);
      assert.equal(index.computational[row], computational ?? -1);
    }
    for (const type of DOC_TYPES)
      assert.deepEqual(
        Array.from(index.rows(type)),
        docs.filter((d) => d[2] === type).map((d) => d[0]),
        type,
      );
  } finally {
    db.close();
  }
  assert.equal(index.ids[index.size], undefined);
  assert.equal(index.ids.length, index.size);
  for (const key of [
    'childrenOfEntry',
    'childrenOfEntity',
    'entitiesOfComponent',
    'componentsOfEntity',
    'componentsOfEntry',
    'entriesOfComponent',
  ] as const) {
    assert.deepEqual(index[key].offsets, own.index[key].offsets, key);
    assert.deepEqual(index[key].values, own.index[key].values, key);
  }
  assert.deepEqual(index.graph.rankedTypes, ['entry', 'polymer_entity']);
  for (const type of ['entry', 'polymer_entity', 'assembly'] as const) {
    const ranks = (search: ArchiveSearch) =>
      Array.from(search.index.rows(type), (row) => search.index.idRanks(type)[row]);
    assert.deepEqual(ranks(worker), ranks(own), type);
  }
});

test('a search over adopted columns answers as one that built its own', async () => {
  const requests = [
    {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'entry',
      request_options: {
        facets: [{ name: 'method', aggregation_type: 'terms', attribute: 'exptl.method' }],
        sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }],
        paginate: { start: 0, rows: 25 },
      },
    },
    {
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
      },
      return_type: 'polymer_entity',
      request_options: {
        facets: [
          {
            name: 'organism',
            aggregation_type: 'terms',
            attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
          },
          { name: 'polymer', aggregation_type: 'terms', attribute: 'entity_poly.rcsb_entity_polymer_type' },
        ],
        return_all_hits: true,
        results_verbosity: 'compact',
      },
    },
  ];
  for (const raw of requests) {
    const answer = async (search: ArchiveSearch) => ({ ...(await search.search(validated(raw))), query_id: '' });
    const expected = await answer(own);
    assert.ok(expected.total_count > 0);
    assert.deepEqual(await answer(worker), expected);
  }
});
