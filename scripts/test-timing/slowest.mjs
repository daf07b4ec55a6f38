// One place for what every test runner here says about time: the ten slowest tests, and the
// ceiling no single test may pass (shared set-up belongs in hooks, which are not tests; real work
// is made smaller, not given more time). The node runner and the browser reporter both use it.

export const TEST_CEILING_MS = 10_000;

/**
 * @typedef {{ name: string, file: string, ms: number }} TestTime
 */

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`.padStart(7);
}

/** '<title>' then the `count` slowest tests, one line each: duration, file, name. */
export function formatSlowest(times, title, count = 10) {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
  return [title, ...slowest.map((t) => `${seconds(t.ms)}  ${t.file} › ${t.name}`)].join('\n');
}

/** The tests over the ceiling, or [] when none is. */
export function overCeiling(times, ceilingMs = TEST_CEILING_MS) {
  return times.filter((t) => t.ms > ceilingMs).sort((a, b) => b.ms - a.ms);
}

/** The closing report of a run: the slowest tests, then any over the ceiling; true when none is. */
export function reportTimes(times, { title, write = (text) => process.stdout.write(text) }) {
  if (times.length === 0) return true;
  write(`\n${formatSlowest(times, `${title}: the ten slowest tests`)}\n`);
  const over = overCeiling(times);
  if (over.length === 0) return true;
  write(
    `\n${formatSlowest(over, `${over.length} test(s) over the ${TEST_CEILING_MS / 1000} s ceiling: make them faster or split them (shared set-up can go in a hook)`, over.length)}\n`,
  );
  return false;
}
