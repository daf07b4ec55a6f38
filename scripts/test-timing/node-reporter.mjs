// A node:test reporter that writes one JSON line per test — {name, file, ms, passed} — for the runner's
// closing report (scripts/run-node-tests.mjs). A test's time is its own: a test with subtests
// counts only what it did between them, and suites (describe) are not tests, so their hooks are
// nobody's. Node 20 counts a file's top-level `before` hooks into that file's first test, so
// heavy shared set-up goes in a describe's hook (or the runner's preparation).
import path from 'node:path';

export default async function* durations(source) {
  const files = new Map(); // file -> { names: string[], childMs: number[] } by nesting level
  for await (const event of source) {
    if (event.type !== 'test:start' && event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, nesting, file = '', details, skip, todo } = event.data;
    let state = files.get(file);
    if (!state) files.set(file, (state = { names: [], childMs: [] }));
    if (event.type === 'test:start') {
      state.names[nesting] = name;
      state.childMs[nesting + 1] = 0;
      continue;
    }
    const ms = details?.duration_ms ?? 0;
    const childMs = state.childMs[nesting + 1] ?? 0;
    state.childMs[nesting] = (state.childMs[nesting] ?? 0) + ms;
    if (details?.type === 'suite' || skip || todo) continue;
    const title = [...state.names.slice(0, nesting), name].join(' › ');
    const passed = event.type === 'test:pass';
    yield `${JSON.stringify({ name: title, file: path.relative(process.cwd(), file), ms: Math.max(0, ms - childMs), passed })}\n`;
  }
}
