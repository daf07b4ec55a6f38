// Prints a plain closing line 'N passed, N failed[, N skipped]' after wtr's own output, so that CI
// (and people) read the counts; a test file that fails to load counts as failed. Before it, the
// ten slowest tests, as the node runner lists them (scripts/test-timing/slowest.mjs); mocha's
// timeout in the config holds each browser test to the same ceiling.
import { writeSync } from 'node:fs';
import path from 'node:path';
import { reportTimes } from '../../scripts/test-timing/slowest.mjs';

function count(suite, acc, file, titles = []) {
  if (!suite) return acc;
  for (const t of suite.tests ?? []) {
    if (t.skipped) acc.skipped++;
    else if (t.passed) acc.passed++;
    else acc.failed++;
    if (!t.skipped) acc.times.push({ name: [...titles, t.name].join(' › '), file, ms: t.duration ?? 0 });
  }
  for (const s of suite.suites ?? []) count(s, acc, file, [...titles, s.name]);
  return acc;
}

export function summaryReporter() {
  let sessions = [];
  return {
    onTestRunFinished({ sessions: finished }) {
      sessions = finished;
    },
    stop() {
      const acc = { passed: 0, failed: 0, skipped: 0, times: [] };
      for (const s of sessions) {
        count(s.testResults, acc, path.relative(process.cwd(), s.testFile));
        if (!s.passed && (s.errors?.length ?? 0) > 0) acc.failed += s.errors.length;
      }
      const line = `${acc.passed} passed, ${acc.failed} failed${acc.skipped ? `, ${acc.skipped} skipped` : ''}\n`;
      process.once('exit', () => {
        const withinCeiling = reportTimes(acc.times, {
          title: 'browser tests',
          write: (text) => writeSync(1, text),
        });
        writeSync(1, line);
        if (!withinCeiling) process.exitCode = 1;
      });
    },
  };
}
