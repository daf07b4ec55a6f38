// Prints a plain closing line 'N passed, N failed[, N skipped]' after wtr's own output, so that CI
// (and people) read the counts; a test file that fails to load counts as failed.
import { writeSync } from 'node:fs';

function count(suite, acc) {
  if (!suite) return acc;
  for (const t of suite.tests ?? []) {
    if (t.skipped) acc.skipped++;
    else if (t.passed) acc.passed++;
    else acc.failed++;
  }
  for (const s of suite.suites ?? []) count(s, acc);
  return acc;
}

export function summaryReporter() {
  let sessions = [];
  return {
    onTestRunFinished({ sessions: finished }) {
      sessions = finished;
    },
    stop() {
      const acc = { passed: 0, failed: 0, skipped: 0 };
      for (const s of sessions) {
        count(s.testResults, acc);
        if (!s.passed && (s.errors?.length ?? 0) > 0) acc.failed += s.errors.length;
      }
      const line = `${acc.passed} passed, ${acc.failed} failed${acc.skipped ? `, ${acc.skipped} skipped` : ''}\n`;
      process.once('exit', () => writeSync(1, line));
    },
  };
}
