// Small modules with one job: a source file over MAX_LINES lines fails the suite unless
// long-files.ts says why it stays whole. Test files are left out: a long list of cases is a table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LONG_FILES } from './long-files.ts';

const MAX_LINES = 300;
const ROOTS = ['src', 'elements', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.posix.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

const lineCount = (file: string): number => readFileSync(file, 'utf8').split('\n').length - 1;

test(`source files over ${MAX_LINES} lines are split, or allow-listed with a reason`, () => {
  const long = ROOTS.flatMap(sources)
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_LINES);
  const unexplained = long.filter(({ file }) => !(file in LONG_FILES)).map(({ file, lines }) => `${file} (${lines})`);
  assert.deepEqual(unexplained, [], `split these by job, or add them to test/node/long-files.ts with a reason`);
});

test('every allow-listed file still exists and is still long, with a one-line reason', () => {
  for (const [file, reason] of Object.entries(LONG_FILES)) {
    assert.ok(existsSync(file), `${file} is gone: remove it from long-files.ts`);
    assert.ok(lineCount(file) > MAX_LINES, `${file} is ${lineCount(file)} lines now: remove it from long-files.ts`);
    assert.match(reason, /^\S[^\n]*$/, `${file} needs a one-line reason`);
  }
});
