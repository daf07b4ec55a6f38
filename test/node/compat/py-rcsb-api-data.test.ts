// The official Python client's Data API tests (py-rcsb-api's test_data_query.py and
// test_data_schema.py, run unchanged by ../shared/clients/run-py-rcsb-api-data) and its Data API
// documentation's examples (test/compat/py-data-docs-examples.py) against a server started as
// `npm start` starts it. Each test must pass, or fail only on the lines
// test/compat/py-rcsb-api-data.md lists as data-only; each example must have the outcome
// test/compat/py-data-docs-examples.md lists; and the server must have seen the client's
// introspection and its batched queries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { print } from 'graphql';
import { pyClientSuite } from './py-client-suite.ts';

/** The queries the server ran, as the first characters of each. */
const seen: string[] = [];

pyClientSuite({
  name: 'Data API',
  docs: 'Data API',
  runner: 'run-py-rcsb-api-data',
  page: 'test/compat/py-rcsb-api-data.md',
  docsRunner: 'test/compat/py-data-docs-examples.py',
  docsPage: 'test/compat/py-data-docs-examples.md',
  minimumTests: 24,
  minimumExamples: 31,
  setUpMinutes: 15,
  watch: (server) => {
    const { dataApi } = server.archive;
    const execute = dataApi.execute.bind(dataApi);
    dataApi.execute = (document, variables, operationName, options) => {
      seen.push(print(document).slice(0, 200));
      return execute(document, variables, operationName, options);
    };
  },
  more: (skip) =>
    test("the client's introspection and batched entry queries reached this server", { skip }, () => {
      assert.ok(
        seen.some((query) => query.includes('__schema')),
        'no introspection query arrived',
      );
      assert.ok(
        seen.some((query) => /entries\(entry_ids:/.test(query)),
        'no entries query arrived',
      );
    }),
});
