// The official Python client's search tests (py-rcsb-api, run unchanged by
// ../shared/clients/run-py-rcsb-api) against a server started as `npm start` starts it: worker
// pool and rate limits at their defaults. Each of its tests must pass, or fail only on the lines
// test/compat/py-rcsb-api.md lists as data-only. Skipped where Debian's python3 or the client's
// packages are missing and cannot be installed (the runner installs them as root, as in CI).
import { describe, before, after } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startPooledArchiveServer, type RunningServer } from '../server/harness.ts';
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

const RUNNER = path.resolve(PROJECT_ROOT, '..', 'shared', 'clients', 'run-py-rcsb-api');
const OUTCOMES = path.join(PROJECT_ROOT, 'test', 'compat', 'py-rcsb-api.md');
const DOCS_RUNNER = path.join(PROJECT_ROOT, 'test', 'compat', 'py-docs-examples.py');
const DOCS_OUTCOMES = path.join(PROJECT_ROOT, 'test', 'compat', 'py-docs-examples.md');

const skip = cannotRun(RUNNER);
const listed = listedOutcomes(readFileSync(OUTCOMES, 'utf8'));
const examples = listedExamples(readFileSync(DOCS_OUTCOMES, 'utf8'));
let server: RunningServer | undefined;
let ran = new Map<string, Ran>();
let output = '';
let examplesRan = new Map<string, string>();
let examplesOutput = '';

// a suite, so its minute of set-up is no test's time (scripts/test-timing/node-reporter.mjs)
describe("py-rcsb-api's search tests", () => {
  before(
    async () => {
      if (skip) return;
      const defaults = readServerConfig({});
      server = await startPooledArchiveServer(defaults.searchPool, {
        rateLimitPerMinute: defaults.rateLimitPerMinute,
        uploadsPerHour: defaults.uploadsPerHour,
      });
      output = await outputOf(RUNNER, [server.url]);
      ran = ranOutcomes(output);
      examplesOutput = await outputOf('/usr/bin/python3', [DOCS_RUNNER, server.url]);
      examplesRan = ranExamples(examplesOutput);
    },
    { timeout: 21 * 60_000 },
  );
  after(() => server?.close());

  outcomeTests({ listed, ran: () => ran, output: () => output, page: 'test/compat/py-rcsb-api.md', minimum: 40, skip });

  exampleTests({
    docs: 'search',
    listed: examples,
    ran: () => examplesRan,
    output: () => examplesOutput,
    page: 'test/compat/py-docs-examples.md',
    minimum: 60,
    skip,
  });
});
