// The search views' answer in the model, over injected sources: what the search is asked, when
// documents are read, and how the Search API answer becomes the UI's items and facets. The
// archive server's answer (test/node/server/search-data.test.ts) runs the same code over its engine.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULTS } from '../../../src/model/constants/limits.ts';
import type { DocType } from '../../../src/model/doc-types.ts';
import type { DocumentReader } from '../../../src/model/search-data/document-reader.ts';
import type { JsonObject } from '../../../src/model/search-data/json.ts';
import { answerSearchView, type SearchViewSources } from '../../../src/model/search-data/search-view-answer.ts';
import type { ReturnType, SearchApiResponse, SearchRequest } from '../../../src/model/types.ts';

interface StoredDocument {
  type: DocType;
  id: string;
  body: JsonObject;
  /** Handle of the entry the document belongs to. */
  entry: number;
}

/** A reader over a few documents held in memory (handles are their positions). */
function memoryReader(documents: readonly StoredDocument[]): DocumentReader {
  const memo = new Map<string, unknown>();
  return {
    id: (row) => documents[row]?.id ?? '',
    type: (row) => documents[row]?.type,
    body: (row) => documents[row]?.body ?? {},
    rowOf: (type, id) => {
      const row = documents.findIndex((d) => d.type === type && d.id === id);
      return row < 0 ? undefined : row;
    },
    entryOf: (row) => documents[row]?.entry ?? -1,
    parentOf: () => -1,
    entryChildren: (entryRow, type) =>
      documents.flatMap((d, row) => (d.entry === entryRow && d.type === type && row !== entryRow ? [row] : [])),
    instancesOf: () => [],
    cached: <T>(key: string, make: () => T): T => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as T;
    },
  };
}

const DOCUMENTS: StoredDocument[] = [
  {
    type: 'entry',
    id: '4HHB',
    entry: 0,
    body: {
      struct: { title: 'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN' },
      exptl: [{ method: 'X-RAY DIFFRACTION' }],
    },
  },
];

/** Sources answering `answer` and recording what they were asked. */
function recordingSources(answer: SearchApiResponse): {
  sources: SearchViewSources;
  asked: SearchRequest[];
  read: Array<[SearchApiResponse, ReturnType]>;
} {
  const asked: SearchRequest[] = [];
  const read: Array<[SearchApiResponse, ReturnType]> = [];
  const sources: SearchViewSources = {
    search: (request) => {
      asked.push(request);
      return Promise.resolve(answer);
    },
    documentsFor: (response, returnType) => {
      read.push([response, returnType]);
      return Promise.resolve(memoryReader(DOCUMENTS));
    },
    facetAttribute: (service, attribute) =>
      service === 'text' && attribute === 'exptl.method'
        ? { searchable: true, exact_match: true, operators: ['exact_match', 'in'] }
        : undefined,
  };
  return { sources, asked, read };
}

const QUERY: SearchRequest['query'] = {
  type: 'terminal',
  service: 'full_text',
  parameters: { value: 'hemoglobin' },
};

test('a count asks for totals only (no facets, no sort) and reads no documents', async () => {
  const { sources, asked, read } = recordingSources({ query_id: 'q', result_type: 'entry', total_count: 7 });
  const answer = await answerSearchView(
    {
      request: {
        query: QUERY,
        return_type: 'entry',
        request_options: { return_counts: true, facets: [], sort: [{ sort_by: 'score', direction: 'desc' }] },
      },
      getDrilldown: true,
    },
    sources,
  );
  assert.deepEqual(answer, { query_id: 'q', result_type: 'entry', total_count: 7 });
  assert.deepEqual(asked[0]?.request_options, { return_counts: true });
  assert.equal(read.length, 0);
});

test('nothing matched: the 204 body, and no documents are read', async () => {
  const { sources, read } = recordingSources({ query_id: 'q', result_type: 'entry', total_count: 0 });
  const answer = await answerSearchView(
    { request: { query: QUERY, return_type: 'entry' }, getDrilldown: true },
    sources,
  );
  assert.deepEqual(answer, { statusCode: 204, query_id: 'q', result_type: 'entry', total_count: 0 });
  assert.equal(read.length, 0);
});

test('a search: default page, planned facets, items from the documents of the answer', async () => {
  const response: SearchApiResponse = {
    query_id: 'q',
    result_type: 'entry',
    total_count: 2,
    result_set: [
      { identifier: '4HHB', score: 1 },
      { identifier: '9ZZZ', score: 0.5 },
    ],
    facets: [{ name: 'Experimental Method', buckets: [{ label: 'X-RAY DIFFRACTION', population: 2 }] }],
  };
  const { sources, asked, read } = recordingSources(response);
  const answer = await answerSearchView(
    { request: { query: QUERY, return_type: 'entry' }, getDrilldown: true },
    sources,
  );

  const options = asked[0]?.request_options;
  assert.deepEqual(options?.paginate, { start: 0, rows: DEFAULTS.rows });
  assert.equal(options?.results_verbosity, 'minimal');
  assert.deepEqual(
    options?.facets?.map((f) => ('attribute' in f ? [f.name, f.attribute] : f)),
    [['Experimental Method', 'exptl.method']],
  );
  assert.deepEqual(read, [[response, 'entry']]);

  assert.equal(answer.total_count, 2);
  assert.equal(answer.result_set_count, 2);
  const [known, missing] = answer.result_set ?? [];
  assert.ok(known && 'identifier' in known && missing && 'identifier' in missing);
  assert.equal(known.title, 'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN');
  assert.deepEqual(known.exptl, [{ method: 'X-RAY DIFFRACTION', resolution: null }]);
  assert.equal(known.score, 1);
  // an identifier the documents lack still answers its identifier and score
  assert.deepEqual(missing, { identifier: '9ZZZ', entryId: '9ZZZ', return_type: 'entry', score: 0.5 });
  assert.deepEqual(
    answer.facets?.map((f) => [f.name, f.buckets.map((b) => [b.label, b.population, b.checked])]),
    [['Experimental Method', [['X-RAY DIFFRACTION', 2, false]]]],
  );
});
