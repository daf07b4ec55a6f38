/** Times `run` `repeat` times after one untimed warm-up; returns milliseconds (`times` sorted). */
export async function timeRuns(
  run: () => unknown,
  repeat: number,
): Promise<{ first: number; p50: number; p95: number; times: number[] }> {
  const t0 = performance.now();
  await run();
  const first = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { first, p50: quantile(times, 0.5), p95: quantile(times, 0.95), times };
}

/** The q-quantile of ascending `sorted` (0 when empty). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function fmt(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

export function row(cells: Array<string | number>, widths: number[]): string {
  return cells
    .map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 10) : String(c).padStart(widths[i] ?? 10)))
    .join(' ');
}
