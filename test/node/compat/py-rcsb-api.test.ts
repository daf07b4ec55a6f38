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
let server: RunningServer | undefined;
let ran = new Map<string, Ran>();
let output = '';

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
      // asynchronous: the server answering the client runs in this process
      const run = await promisify(execFile)(RUNNER, [server.url], { maxBuffer: 64 << 20, timeout: 10 * 60_000 }).catch(
        (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
      );
      output = `${run.stdout}\n${run.stderr}`;
      ran = ranOutcomes(output);
    },
    { timeout: 11 * 60_000 },
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
});
