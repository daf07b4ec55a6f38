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

/** Bytes resident in the tree rooted at `pid` now (0 once it has ended). */
export function treeRss(pid: number): number {
  let total = 0;
  for (const p of descendants(pid)) {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Samples the tree every `everyMs` until stop(); stop() returns the peak in bytes. */
export function samplePeak(pid: number, everyMs = 200): { stop(): number; peak(): number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), everyMs);
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
