// Lowers the CPU priority of the calling thread alone. On Linux a nice value belongs to a thread
// (setpriority on a thread id), and the threads and processes the thread starts inherit it;
// elsewhere, or without /proc, the thread keeps its priority.

import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** This thread's kernel id, from /proc/thread-self ('<pid>/task/<tid>'); undefined where there is none. */
function threadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/** Raises this thread's nice value by `increment` (at most 19); returns whether it could. */
export function lowerThreadPriority(increment: number): boolean {
  const tid = threadId();
  if (tid === undefined) return false;
  try {
    setPriority(tid, Math.min(19, getPriority(tid) + increment));
    return true;
  } catch {
    return false;
  }
}
