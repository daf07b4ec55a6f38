// The turns of one public API's requests: at most `perSecond` start in any rolling second, the rest
// wait in order (a public service is asked politely, and nothing the user did is dropped), and the
// whole queue stands still while the API has asked us to wait (429/503).

/** Time as the queue reads it; injectable so tests run on a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(fire: () => void, ms: number): unknown;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fire, ms) => globalThis.setTimeout(fire, ms),
};

export interface RateQueue {
  /**
   * Resolves true when the caller may start its request now, false when `signal` aborted first (it
   * then leaves the queue and never starts). `first` puts a retry ahead of those who came later.
   */
  turn(signal: AbortSignal, first?: boolean): Promise<boolean>;
  /** Starts nothing for `ms` from now (a longer pause already set stands). */
  pause(ms: number): void;
  /** Calls waiting for their turn. */
  waiting(): number;
  /** How long until every call waiting now has started, at the rate and after any pause. */
  drainMs(): number;
}

/**
 * At most `perSecond` requests start in any `windowMs` (a second, or a little more where the
 * requests must also ARRIVE at that rate: a connection's set-up delays some more than others).
 */
export function createRateQueue(clock: Clock, perSecond: number, windowMs = 1000): RateQueue {
  const waiting: Array<() => void> = [];
  /** Start times of the last `perSecond` requests, oldest first. */
  const starts: number[] = [];
  let pausedUntil = -Infinity;
  let timerSet = false;

  const earliestStart = (): number =>
    Math.max(pausedUntil, starts.length < perSecond ? -Infinity : starts[0]! + windowMs);

  // One timer at a time is enough: every waiter is held by the same two bounds, so the head's time
  // is everyone's; a timer that fires early (the pause grew) just sets the next one.
  function pump(): void {
    if (timerSet) return;
    while (waiting.length > 0) {
      const now = clock.now();
      const at = earliestStart();
      if (at > now) {
        timerSet = true;
        clock.setTimeout(() => {
          timerSet = false;
          pump();
        }, at - now);
        return;
      }
      starts.push(now);
      if (starts.length > perSecond) starts.shift();
      waiting.shift()!();
    }
  }

  return {
    turn(signal, first = false) {
      if (signal.aborted) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const go = (): void => {
          signal.removeEventListener('abort', leave);
          resolve(true);
        };
        const leave = (): void => {
          const at = waiting.indexOf(go);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        };
        signal.addEventListener('abort', leave, { once: true });
        if (first) waiting.unshift(go);
        else waiting.push(go);
        pump();
      });
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms);
    },
    waiting: () => waiting.length,
    drainMs: () => Math.max(0, pausedUntil - clock.now()) + (waiting.length * windowMs) / perSecond,
  };
}
