// What the official Python client's test suites (run unchanged by ../shared/clients/run-py-rcsb-api
// and run-py-rcsb-api-data) did against a server, read from pytest's output, and what an outcomes
// page (test/compat/py-rcsb-api*.md) says each test should do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const PYTHON_MODULES = 'import httpx, requests, tqdm, graphql, pytest';

export interface Listed {
  name: string;
  dataOnly: boolean;
  lines: number[];
}

export interface Ran {
  passed: boolean;
  /** Lines of the test file that failed: soft assertions, or where an exception stopped the test. */
  lines: number[];
}

/** The table of an outcomes page (test/compat/py-rcsb-api*.md): Test | Outcome | Lines | Why. */
export function listedOutcomes(markdown: string): Listed[] {
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

export function numbers(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((match) => Number(match[0])).sort((a, b) => a - b);
}

/** Each test's outcome from pytest's `-rA` output and its failure sections. */
export function ranOutcomes(output: string): Map<string, Ran> {
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
    const stopped = /^tests\/test_\w+\.py:(\d+):/m.exec(section)?.[1];
    ran.set(name, { passed: false, lines: numbers((soft.length ? soft : [stopped ?? '']).join(' ')) });
  }
  return ran;
}

/** Why the suite cannot run here, or undefined when it can. */
export function cannotRun(runner: string): string | undefined {
  if (!existsSync(runner)) return `${runner} is missing`;
  if (!existsSync('/usr/bin/python3')) return 'Debian python3 is not installed';
  const modules = spawnSync('/usr/bin/python3', ['-c', PYTHON_MODULES]);
  if (modules.status !== 0 && process.getuid?.() !== 0)
    return "py-rcsb-api's packages are missing (the runner installs them when run as root)";
  return undefined;
}

/** The output of a program, whatever its exit status; run asynchronously, as the server it calls is in this process. */
export async function outputOf(file: string, args: string[]): Promise<string> {
  const run = await promisify(execFile)(file, args, { maxBuffer: 64 << 20, timeout: 10 * 60_000 }).catch(
    (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );
  return `${run.stdout}\n${run.stderr}`;
}

/**
 * One test per row of an outcomes page: a 'pass' row passed; a 'data-only' row failed, on the
 * listed lines only. And one test that every test the client ran has its row.
 */
export function outcomeTests(suite: {
  listed: Listed[];
  ran: () => Map<string, Ran>;
  output: () => string;
  page: string;
  /** Fewer tests than this ran: the suite itself did not run. */
  minimum: number;
  skip: string | undefined;
}): void {
  const { listed, page, skip } = suite;
  test(`every test the client ran is listed in ${page}`, { skip }, () => {
    const ran = suite.ran();
    assert.ok(ran.size >= suite.minimum, `the suite did not run: ${suite.output().slice(-2000)}`);
    assert.deepEqual(
      [...ran.keys()].filter((name) => !listed.some((row) => row.name === name)),
      [],
    );
  });
  for (const row of listed) {
    const expected = row.dataOnly ? `fails only on the data-only lines ${row.lines.join(', ')}` : 'passes';
    test(`${row.name} ${expected}`, { skip }, () => {
      const outcome = suite.ran().get(row.name);
      assert.ok(outcome, `${row.name} did not run`);
      if (!row.dataOnly) assert.ok(outcome.passed, `${row.name} failed on lines ${outcome.lines.join(', ')}`);
      else {
        assert.ok(!outcome.passed, `${row.name} passes now: mark it 'pass' in ${page}`);
        assert.deepEqual(outcome.lines, row.lines, `${row.name} failed on other lines than the data-only ones`);
      }
    });
  }
}
