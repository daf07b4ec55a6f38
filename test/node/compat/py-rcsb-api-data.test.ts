// The official Python client's Data API tests (py-rcsb-api's test_data_query.py and
// test_data_schema.py, run unchanged by ../shared/clients/run-py-rcsb-api-data) against a server
// started as `npm start` starts it. Each of its tests must pass, or fail only on the lines
// test/compat/py-rcsb-api-data.md lists as data-only; the server must have seen the client's
// introspection. Then every example of the client's Data API documentation
// (test/compat/py-data-docs-examples.py) against the same server: each must have the outcome
// test/compat/py-data-docs-examples.md lists. Skipped where Debian's python3 or the client's
// packages are missing and cannot be installed (the runner installs them as root, as in CI).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { startPooledArchiveServer, type RunningServer } from '../server/harness.ts';
import type { EmbeddedEngine } from '../../../src/server/engine/embedded/embedded-engine.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { PROJECT_ROOT } from '../../../src/archive/config.ts';
import {
  cannotRun,
  exampleTests,
  listedExamples,
  listedOutcomes,
  outcomeTests,
  outputOf,
  ranExamples,
  ranOutcomes,
  type Ran,
} from './py-client-outcomes.ts';

const RUNNER = path.resolve(PROJECT_ROOT, '..', 'shared', 'clients', 'run-py-rcsb-api-data');
const PAGE = 'test/compat/py-rcsb-api-data.md';
const DOCS_RUNNER = path.join(PROJECT_ROOT, 'test', 'compat', 'py-data-docs-examples.py');
const DOCS_PAGE = 'test/compat/py-data-docs-examples.md';

const skip = cannotRun(RUNNER);
const listed = listedOutcomes(readFileSync(path.join(PROJECT_ROOT, PAGE), 'utf8'));
const examples = listedExamples(readFileSync(path.join(PROJECT_ROOT, DOCS_PAGE), 'utf8'));
let server: (RunningServer & { archive: EmbeddedEngine }) | undefined;
let ran = new Map<string, Ran>();
let output = '';
let examplesRan = new Map<string, string>();
let examplesOutput = '';
/** The queries the server ran, as the first characters of each. */
const seen: string[] = [];

// a suite, so its minute of set-up is no test's time (scripts/test-timing/node-reporter.mjs)
describe("py-rcsb-api's Data API tests", () => {
  before(
    async () => {
      if (skip) return;
      const defaults = readServerConfig({});
      server = await startPooledArchiveServer(defaults.searchPool, {
        rateLimitPerMinute: defaults.rateLimitPerMinute,
        uploadsPerHour: defaults.uploadsPerHour,
      });
      const { dataApi } = server.archive;
      const execute = dataApi.execute.bind(dataApi);
      dataApi.execute = (document, variables, operationName) => {
        seen.push(print(document).slice(0, 200));
        return execute(document, variables, operationName);
      };
      output = await outputOf(RUNNER, [server.url]);
      ran = ranOutcomes(output);
      examplesOutput = await outputOf('/usr/bin/python3', [DOCS_RUNNER, server.url]);
      examplesRan = ranExamples(examplesOutput);
    },
    { timeout: 15 * 60_000 },
  );
  after(() => server?.close());

  outcomeTests({ listed, ran: () => ran, output: () => output, page: PAGE, minimum: 24, skip });

  exampleTests({
    docs: 'Data API',
    listed: examples,
    ran: () => examplesRan,
    output: () => examplesOutput,
    page: DOCS_PAGE,
    minimum: 31,
    skip,
  });

  test("the client's introspection, batched entry queries and schema fetches reached this server", { skip }, () => {
    assert.ok(
      seen.some((query) => query.includes('__schema')),
      'no introspection query arrived',
    );
    assert.ok(
      seen.some((query) => /entries\(entry_ids:/.test(query)),
      'no entries query arrived',
    );
  });
});
