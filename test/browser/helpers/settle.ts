import { nextFrame } from '@open-wc/testing';

/** React 19 renders asynchronously: wait a few frames after mounting or a store change. */
export async function settle(frames = 3): Promise<void> {
  for (let i = 0; i < frames; i++) await nextFrame();
}

/** Polls until `check` passes or the time runs out (for work that waits on the network). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error('condition not met in time');
    await nextFrame();
  }
}
