// What the official Python client's test suites (run unchanged by ../shared/clients/run-py-rcsb-api
// and run-py-rcsb-api-data) and its documentation's examples (test/compat/py-*docs-examples.py) did
// against a server, read from their output, and what an outcomes page (test/compat/*.md) says each
// test or example should do.
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

/** The examples of a documentation outcomes page (test/compat/py-*docs-examples.md): Example | Outcome | Why. */
export function listedExamples(markdown: string): Array<{ example: string; outcome: string }> {
  return [...markdown.matchAll(/^\| (\S+\.md:\d+) +\| (pass|data-only|skipped) /gm)].map(
    ([, example = '', outcome = '']) => ({ example, outcome }),
  );
}

/** What each example block did: 'pass' (answers in full), 'empty' (nothing or part came back, or an error), 'skipped'. */
export function ranExamples(output: string): Map<string, string> {
  const ran = new Map<string, string>();
  for (const [, example = '', status, rest = ''] of output.matchAll(/^(\S+\.md:\d+) +(OK|ERROR|SKIPPED)(.*)$/gm)) {
    const empty = status === 'ERROR' || /\[(nothing returned|partly empty)\]/.test(rest);
    ran.set(example, status === 'SKIPPED' ? 'skipped' : empty ? 'empty' : 'pass');
  }
  return ran;
}

/**
 * Two tests over a documentation examples run: every block that ran has its row in the outcomes
 * page, and each row's outcome holds ('data-only': the block came back empty or partly empty, or
 * failed; 'pass' and 'skipped': exactly that).
 */
export function exampleTests(run: {
  docs: string;
  listed: Array<{ example: string; outcome: string }>;
  ran: () => Map<string, string>;
  output: () => string;
  page: string;
  /** Fewer blocks than this ran: the examples did not run. */
  minimum: number;
  skip: string | undefined;
}): void {
  const { docs, listed, page, skip } = run;
  test(`every example of its ${docs} documentation is listed in ${page}`, { skip }, () => {
    const ran = run.ran();
    assert.ok(ran.size >= run.minimum, `the examples did not run: ${run.output().slice(-2000)}`);
    assert.deepEqual(
      [...ran.keys()].filter((example) => !listed.some((row) => row.example === example)),
      [],
    );
  });

  test(
    `the ${docs} documentation examples listed as passing answer in full; the data-only ones do not`,
    { skip },
    () => {
      for (const { example, outcome } of listed) {
        const got = run.ran().get(example);
        if (outcome === 'data-only') assert.equal(got, 'empty', `${example} answers now: mark it 'pass'`);
        else assert.equal(got, outcome, example);
      }
    },
  );
}
