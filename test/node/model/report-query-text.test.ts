// The report query text the browser sends without a GraphQL library: printed as graphql-js prints
// the same document (arguments wrapped past 80 characters, strings escaped), and split so that no
// root field names more ids than the bound.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, print } from 'graphql';
import { reportQueries, type ReportReads } from '../../../src/model/reports/report-query.ts';

const reads = (entries: string[], comps: string[]): ReportReads => ({
  ids: new Map([
    ['entry', new Set(entries)],
    ['mol_definition', new Set(comps)],
  ]),
  paths: new Map([
    ['entry', new Set(['struct.title', 'rcsb_entry_info.resolution_combined', 'pdbx_vrpt_summary.3d_fitting'])],
    ['mol_definition', new Set(['chem_comp.name'])],
  ]),
});

test('a report query prints as graphql-js prints it: short and wrapped arguments, escaped strings', () => {
  for (const query of [
    ...reportQueries(reads(['4HHB'], ['HEM'])),
    ...reportQueries(reads(['4HHB', '1STP', '200L', '3J3Q', '7XYZ', '1ABC', '2DEF', '3GHI', '4JKL'], ['ATP'])),
    ...reportQueries(reads(['a"b\\c', 'tab\there', 'nl\nx', 'del\u007f', 'é'], ['X'])),
  ])
    assert.equal(query, print(parse(query)));
});

test('no root field names more ids than the bound: the rest go in further queries', () => {
  const queries = reportQueries(reads(['1A', '2B', '3C', '4D', '5E'], ['ATP']), 2);
  assert.equal(queries.length, 3);
  const named = queries.map((query) => [...query.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
  assert.deepEqual(named, [['1A', '2B', 'ATP'], ['3C', '4D'], ['5E']]);
  for (const query of queries) assert.equal(query, print(parse(query)));
});
