// Runs every test/node/**/*.test.ts (or the given files and folders) with node:test through tsx.
// Node 20's --test takes no globs, so the files are listed here. Before the tests, the cached test
// archive is made ready when a selected file uses it; after them, the ten slowest tests are listed
// and the run fails if any passed the ceiling (scripts/test-timing/slowest.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reportTimes } from './test-timing/slowest.mjs';

function collect(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return collect(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const filter = process.argv.slice(2);
const roots = filter.length ? filter : ['test/node'];
const files = roots.flatMap((p) => (statSync(p).isDirectory() ? collect(p) : [p])).sort();
if (files.length === 0) {
  console.error('No node test files found under', roots.join(', '));
  process.exit(1);
}

// The archive's helpers, as the test files import them.
const USES_ARCHIVE = /\/(fixture|harness)\.ts'|start-archive-server/;
if (files.some((file) => USES_ARCHIVE.test(readFileSync(file, 'utf8')))) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare-test-archive.ts'], {
    stdio: 'inherit',
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

const timesDir = mkdtempSync(path.join(tmpdir(), 'node-test-times-'));
const timesFile = path.join(timesDir, 'times.jsonl');
const args = [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=2',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.resolve('scripts/test-timing/node-reporter.mjs')}`,
  `--test-reporter-destination=${timesFile}`,
  ...files,
];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
let times = [];
try {
  times = readFileSync(timesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // no tests ran far enough to report: the test run's own status says why
}
rmSync(timesDir, { recursive: true, force: true });
const withinCeiling = reportTimes(times, { title: `node tests (${roots.join(', ')})` });
// The report comes after node's own summary, so the run still closes on its counts.
const passed = times.filter((t) => t.passed).length;
console.log(`\n${passed} passed, ${times.length - passed} failed`);
process.exit(result.status || (withinCeiling ? 0 : 1));
