// One of the official Python client's test suites and its documentation's examples, run against a
// server started as `npm start` starts it (worker pool and rate limits at their defaults), with a
// test per row of their outcomes pages (py-client-outcomes.ts). Skipped where Debian's python3 or
// the client's packages are missing and cannot be installed (the runners install them as root).
import { describe, before, after } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

export interface PyClientSuite {
  /** The suite's name, and the documentation's ('search', 'Data API'). */
  name: string;
  docs: string;
  /** The runner in ../shared/clients. */
  runner: string;
  /** Outcomes pages and the examples' runner, relative to the project. */
  page: string;
  docsRunner: string;
  docsPage: string;
  /** Fewer tests or examples than these ran: the suite itself did not run. */
  minimumTests: number;
  minimumExamples: number;
  setUpMinutes: number;
  /** Called with the server before the client runs (to watch what it receives). */
  watch?: (server: RunningServer & { archive: EmbeddedEngine }) => void;
  /** More tests inside the suite, given whether it is skipped. */
  more?: (skip: string | undefined) => void;
}

export function pyClientSuite(suite: PyClientSuite): void {
  const runner = path.resolve(PROJECT_ROOT, '..', 'shared', 'clients', suite.runner);
  const skip = cannotRun(runner);
  const listed = listedOutcomes(readFileSync(path.join(PROJECT_ROOT, suite.page), 'utf8'));
  const examples = listedExamples(readFileSync(path.join(PROJECT_ROOT, suite.docsPage), 'utf8'));
  let server: RunningServer | undefined;
  let ran = new Map<string, Ran>();
  let output = '';
  let examplesRan = new Map<string, string>();
  let examplesOutput = '';

  // a suite, so its minutes of set-up are no test's time (scripts/test-timing/node-reporter.mjs)
  describe(`py-rcsb-api's ${suite.name} tests`, () => {
    before(
      async () => {
        if (skip) return;
        const defaults = readServerConfig({});
        const started = await startPooledArchiveServer(defaults.searchPool, {
          rateLimitPerMinute: defaults.rateLimitPerMinute,
          uploadsPerHour: defaults.uploadsPerHour,
        });
        server = started;
        suite.watch?.(started);
        output = await outputOf(runner, [started.url]);
        ran = ranOutcomes(output);
        examplesOutput = await outputOf('/usr/bin/python3', [path.join(PROJECT_ROOT, suite.docsRunner), started.url]);
        examplesRan = ranExamples(examplesOutput);
      },
      { timeout: suite.setUpMinutes * 60_000 },
    );
    after(() => server?.close());

    outcomeTests({ listed, ran: () => ran, output: () => output, page: suite.page, minimum: suite.minimumTests, skip });
    exampleTests({
      docs: suite.docs,
      listed: examples,
      ran: () => examplesRan,
      output: () => examplesOutput,
      page: suite.docsPage,
      minimum: suite.minimumExamples,
      skip,
    });
    suite.more?.(skip);
  });
}
