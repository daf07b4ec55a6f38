// Resident memory of a process tree, from /proc: VmRSS of the process (its worker threads share
// it) and of every descendant process, found through /proc/<pid>/task/<tid>/children. Sampled on
// a timer, the highest sum is the tree's peak (a peak shorter than the interval can be missed).

import { readdirSync, readFileSync } from 'node:fs';

function descendants(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const children = readFileSync(`/proc/${out[i]}/task/${tid}/children`, 'utf8').trim();
        if (children) out.push(...children.split(/\s+/).map(Number));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return out;
}

function treeSum(pid: number, file: string, field: RegExp): number {
  let total = 0;
  for (const p of descendants(pid)) {
    try {
      const kb = field.exec(readFileSync(`/proc/${p}/${file}`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Bytes resident in the tree rooted at `pid` now (0 once it has ended). */
export function treeRss(pid: number): number {
  return treeSum(pid, 'status', /VmRSS:\s+(\d+) kB/);
}

/**
 * The tree's proportional set size: each page shared by several processes (a forked child's
 * before it execs, a file several map) counted once, divided among them; a sum of VmRSS counts
 * it in each.
 */
export function treePss(pid: number): number {
  return treeSum(pid, 'smaps_rollup', /^Pss:\s+(\d+) kB/m);
}

/**
 * Samples the tree every `everyMs` until stop(); stop() returns the peak in bytes (of the VmRSS
 * sum, or with `measure` of another figure, e.g. treePss).
 */
export function samplePeak(
  pid: number,
  everyMs = 200,
  measure: (pid: number) => number = treeRss,
): { stop(): number; peak(): number } {
  let peak = measure(pid);
  const timer = setInterval(() => (peak = Math.max(peak, measure(pid))), everyMs);
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

export function gb(bytes: number): string {
  return `${(bytes / 1e9).toFixed(2)} GB`;
}
