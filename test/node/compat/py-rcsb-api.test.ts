// The official Python client's search tests (py-rcsb-api, run unchanged by
// ../shared/clients/run-py-rcsb-api) against a server started as `npm start` starts it: worker
// pool and rate limits at their defaults. Each of its tests must pass, or fail only on the lines
// test/compat/py-rcsb-api.md lists as data-only. Skipped where Debian's python3 or the client's
// packages are missing and cannot be installed (the runner installs them as root, as in CI).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPooledArchiveServer, type RunningServer } from '../server/harness.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { PROJECT_ROOT } from '../../../src/archive/config.ts';

const RUNNER = path.resolve(PROJECT_ROOT, '..', 'shared', 'clients', 'run-py-rcsb-api');
const OUTCOMES = path.join(PROJECT_ROOT, 'test', 'compat', 'py-rcsb-api.md');
const DOCS_RUNNER = path.join(PROJECT_ROOT, 'test', 'compat', 'py-docs-examples.py');
const DOCS_OUTCOMES = path.join(PROJECT_ROOT, 'test', 'compat', 'py-docs-examples.md');
const PYTHON_MODULES = 'import httpx, requests, tqdm, graphql, pytest';

interface Listed {
  name: string;
  dataOnly: boolean;
  lines: number[];
}

interface Ran {
  passed: boolean;
  /** Lines of the test file that failed: soft assertions, or where an exception stopped the test. */
  lines: number[];
}

/** The table of test/compat/py-rcsb-api.md: Test | Outcome | Lines | Why. */
function listedOutcomes(markdown: string): Listed[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| test\w+ /.test(line))
    .map((line) => {
      const [name = '', outcome = '', lines = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      assert.match(outcome, /^(pass|data-only)$/, `${name}: outcome '${outcome}'`);
      return { name, dataOnly: outcome === 'data-only', lines: numbers(lines) };
    });
}

function numbers(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((match) => Number(match[0])).sort((a, b) => a - b);
}

/** Each test's outcome from pytest's `-rA` output and its failure sections. */
function ranOutcomes(output: string): Map<string, Ran> {
  const sections = new Map<string, string>();
  const parts = output.split(/^_{3,} \w+\.(test\w+) _{3,}$/m);
  for (let i = 1; i < parts.length; i += 2) sections.set(parts[i] ?? '', parts[i + 1] ?? '');
  const ran = new Map<string, Ran>();
  for (const [, status, name = ''] of output.matchAll(/^(PASSED|FAILED|ERROR) tests\/\S+::\w+::(test\w+)/gm)) {
    if (status === 'PASSED') {
      ran.set(name, { passed: true, lines: [] });
      continue;
    }
    const section = sections.get(name) ?? '';
    const soft = [...section.matchAll(new RegExp(`^E\\s+${name}:(\\d+):`, 'gm'))].map((m) => m[1]);
    const stopped = /^tests\/test_search_query\.py:(\d+):/m.exec(section)?.[1];
    ran.set(name, { passed: false, lines: numbers((soft.length ? soft : [stopped ?? '']).join(' ')) });
  }
  return ran;
}

/** The examples of the client's search documentation, as py-docs-examples.md lists them: Example | Outcome. */
function listedExamples(markdown: string): Array<{ example: string; outcome: string }> {
  return [...markdown.matchAll(/^\| (\S+\.md:\d+) +\| (pass|data-only|skipped) /gm)].map(
    ([, example = '', outcome = '']) => ({
      example,
      outcome,
    }),
  );
}

/** What each example block did: 'pass' (answers with hits), 'empty' (no hits, or an error), 'skipped'. */
function ranExamples(output: string): Map<string, string> {
  const ran = new Map<string, string>();
  for (const [, example = '', status, rest = ''] of output.matchAll(/^(\S+\.md:\d+) +(OK|ERROR|SKIPPED)(.*)$/gm)) {
    const empty = status === 'ERROR' || /\[(nothing returned|partly empty)\]/.test(rest);
    ran.set(example, status === 'SKIPPED' ? 'skipped' : empty ? 'empty' : 'pass');
  }
  return ran;
}

/** Why the suite cannot run here, or undefined when it can. */
function cannotRun(): string | undefined {
  if (!existsSync(RUNNER)) return `${RUNNER} is missing`;
  if (!existsSync('/usr/bin/python3')) return 'Debian python3 is not installed';
  const modules = spawnSync('/usr/bin/python3', ['-c', PYTHON_MODULES]);
  if (modules.status !== 0 && process.getuid?.() !== 0)
    return "py-rcsb-api's packages are missing (the runner installs them when run as root)";
  return undefined;
}

const skip = cannotRun();
const listed = listedOutcomes(readFileSync(OUTCOMES, 'utf8'));
const examples = listedExamples(readFileSync(DOCS_OUTCOMES, 'utf8'));
let server: RunningServer | undefined;
let ran = new Map<string, Ran>();
let output = '';
let examplesRan = new Map<string, string>();
let examplesOutput = '';

/** The output of a program, whatever its exit status; run asynchronously, as the server it calls is in this process. */
async function outputOf(file: string, args: string[]): Promise<string> {
  const run = await promisify(execFile)(file, args, { maxBuffer: 64 << 20, timeout: 10 * 60_000 }).catch(
    (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );
  return `${run.stdout}\n${run.stderr}`;
}

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

  test('every test the client ran is listed in test/compat/py-rcsb-api.md', { skip }, () => {
    assert.ok(ran.size >= 40, `the suite did not run: ${output.slice(-2000)}`);
    const unlisted = [...ran.keys()].filter((name) => !listed.some((row) => row.name === name));
    assert.deepEqual(unlisted, []);
  });

  for (const row of listed) {
    const expected = row.dataOnly ? `fails only on the data-only lines ${row.lines.join(', ')}` : 'passes';
    test(`${row.name} ${expected}`, { skip }, () => {
      const outcome = ran.get(row.name);
      assert.ok(outcome, `${row.name} did not run`);
      if (!row.dataOnly) assert.ok(outcome.passed, `${row.name} failed on lines ${outcome.lines.join(', ')}`);
      else {
        assert.ok(!outcome.passed, `${row.name} passes now: mark it 'pass' in test/compat/py-rcsb-api.md`);
        assert.deepEqual(outcome.lines, row.lines, `${row.name} failed on other lines than the data-only ones`);
      }
    });
  }

  test('every example of its search documentation is listed in test/compat/py-docs-examples.md', { skip }, () => {
    assert.ok(examplesRan.size >= 60, `the examples did not run: ${examplesOutput.slice(-2000)}`);
    assert.deepEqual(
      [...examplesRan.keys()].filter((example) => !examples.some((row) => row.example === example)),
      [],
    );
  });

  test('the documentation examples listed as passing answer with hits; the data-only ones do not', { skip }, () => {
    for (const { example, outcome } of examples) {
      const got = examplesRan.get(example);
      if (outcome === 'data-only') assert.equal(got, 'empty', `${example} answers now: mark it 'pass'`);
      else assert.equal(got, outcome, example);
    }
  });
});
