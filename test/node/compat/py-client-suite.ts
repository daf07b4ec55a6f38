// One of the official Python client's test suites and its documentation's examples, run against a
// server started as `npm start` starts it (worker pool and rate limits at their defaults), with a
// test per row of their outcomes pages (py-client-outcomes.ts). Skipped where Debian's python3 or
// the client's packages are missing and cannot be installed (the runners install them as root).
// With `upstream`, the same suite runs against an upstream-mode server in front of a stand-in on
// the same archive (issue 35), held to the same pages.
import { describe, before, after } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startPooledArchiveServer, type RunningServer } from '../server/harness.ts';
import { startUpstreamPair } from '../server/upstream/harness.ts';
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
  /** Run against an upstream-mode server in front of a stand-in (issue 35) instead of the server itself. */
  upstream?: boolean;
  /** Called with the server before the client runs (to watch what it receives); not in upstream mode. */
  watch?: (server: RunningServer & { archive: EmbeddedEngine }) => void;
  /** More tests inside the suite, given whether it is skipped. */
  more?: (skip: string | undefined) => void;
}

export function pyClientSuite(suite: PyClientSuite): void {
  const runner = path.resolve(PROJECT_ROOT, '..', 'shared', 'clients', suite.runner);
  const skip = cannotRun(runner);
  const listed = listedOutcomes(readFileSync(path.join(PROJECT_ROOT, suite.page), 'utf8'));
  const examples = listedExamples(readFileSync(path.join(PROJECT_ROOT, suite.docsPage), 'utf8'));
  let server: Pick<RunningServer, 'url' | 'close'> | undefined;
  let ran = new Map<string, Ran>();
  let output = '';
  let examplesRan = new Map<string, string>();
  let examplesOutput = '';

  // a suite, so its minutes of set-up are no test's time (scripts/test-timing/node-reporter.mjs)
  describe(`py-rcsb-api's ${suite.name} tests${suite.upstream ? ' through upstream mode' : ''}`, () => {
    before(
      async () => {
        if (skip) return;
        const defaults = readServerConfig({});
        const limits = { rateLimitPerMinute: defaults.rateLimitPerMinute, uploadsPerHour: defaults.uploadsPerHour };
        let started: Pick<RunningServer, 'url' | 'close'>;
        if (suite.upstream) {
          // the rate limits raised on both: the upstream-mode server's callers are this one client
          const pair = await startUpstreamPair({ uploads: true });
          started = { url: pair.upstream.url, close: () => pair.close() };
        } else {
          const pooled = await startPooledArchiveServer(defaults.searchPool, limits);
          suite.watch?.(pooled);
          started = pooled;
        }
        server = started;
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
