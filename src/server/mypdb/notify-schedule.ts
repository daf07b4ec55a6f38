// Upstream mode's MyPDB notifications (issue 35): no archive build tells the server that the PDB
// has grown, so saved queries with Notify on run on a schedule (NOTIFY_EVERY: weekly by default,
// as the PDB releases). The time of the last run that worked is kept in the MyPDB store, so a
// restart neither runs again before it is due nor skips a run it missed while down. Runs never
// overlap; a failed one is logged and tried again at the next tick, well before the next interval.

import type { MyPdbStore } from './mypdb-store.ts';
import type { NotifySummary } from './notify.ts';

export interface ScheduleClock {
  now(): number;
  setTimeout(fire: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const SYSTEM_CLOCK: ScheduleClock = {
  now: () => Date.now(),
  setTimeout: (fire, ms) => setTimeout(fire, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export interface NotificationScheduleOptions {
  /** One run over every saved query with Notify on. */
  run(): Promise<NotifySummary>;
  store: Pick<MyPdbStore, 'meta' | 'setMeta'>;
  /** How often a run is due; undefined: no schedule, only runNow runs. */
  everyMs: number | undefined;
  /** The system clock, timers unref'd (a schedule never keeps the process alive). */
  clock?: ScheduleClock;
  log?: (line: string) => void;
}

export interface NotificationSchedule {
  /** Runs the notifications now, after any run under way (the test hook); rejects when the run fails. */
  runNow(): Promise<NotifySummary>;
  /** Runs `work` when no run is under way, and holds later runs until it ends. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Stops the schedule; a run under way ends on its own. */
  close(): void;
}

const LAST_RUN_KEY = 'notified_at';
/** A run due at start waits this long: a server contacts no upstream while it starts. */
export const START_DELAY_MS = 60_000;
/** How soon a failed run is tried again (at the latest: a shorter interval is sooner). */
export const RETRY_MS = 3_600_000;
/** setTimeout fires at once beyond this (about 24.8 days): a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createNotificationSchedule(options: NotificationScheduleOptions): NotificationSchedule {
  const { store, everyMs } = options;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const log = options.log ?? (() => undefined);
  let timer: unknown;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;

  // a last run in the future (the clock was set back) counts as now
  const lastRun = (): number | undefined => {
    const at = Date.parse(store.meta(LAST_RUN_KEY) ?? '');
    return Number.isNaN(at) ? undefined : Math.min(at, clock.now());
  };
  const dueIn = (every: number): number => {
    const last = lastRun();
    return last === undefined ? 0 : last + every - clock.now();
  };

  const clear = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const wait = (ms: number): void => {
    clear();
    if (closed || everyMs === undefined) return;
    timer = clock.setTimeout(tick, Math.min(Math.max(0, ms), MAX_TIMER_MS));
  };

  function tick(): void {
    timer = undefined;
    if (pending > 0 || everyMs === undefined) return; // the run under way sets the next tick
    const due = dueIn(everyMs);
    if (due > 0) wait(due);
    else runNow().catch(() => undefined); // logged by the run
  }

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    pending++;
    const run = queue.then(work).finally(() => pending--);
    queue = run.catch(() => undefined);
    return run;
  }

  function runNow(): Promise<NotifySummary> {
    return exclusive(async () => {
      const started = clock.now();
      try {
        const summary = await options.run();
        store.setMeta(LAST_RUN_KEY, new Date(started).toISOString());
        log(`MyPDB notification: ${summary.queries} queries checked, ${summary.emails} e-mails`);
        if (everyMs !== undefined) wait(dueIn(everyMs));
        return summary;
      } catch (error) {
        const retry = everyMs === undefined ? undefined : Math.min(everyMs, RETRY_MS);
        const next = retry === undefined ? 'when asked' : `at ${new Date(clock.now() + retry).toISOString()}`;
        log(`MyPDB notification failed (${(error as Error).message}); it runs again ${next}`);
        if (retry !== undefined) wait(retry);
        throw error;
      }
    });
  }

  // the first tick runs what is due by then, or waits until it is
  wait(START_DELAY_MS);
  return {
    runNow,
    exclusive,
    close() {
      closed = true;
      clear();
    },
  };
}
