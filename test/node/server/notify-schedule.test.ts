// Issue 35: upstream mode's MyPDB notifications run on a schedule (NOTIFY_EVERY), on a fake clock:
// every interval; the time of the last run kept in the MyPDB store, so a restart neither runs again
// before it is due nor skips a run it missed; never two runs at once; a failing run is logged and
// tried again at the next tick; closing stops every timer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import {
  createNotificationSchedule,
  RETRY_MS,
  START_DELAY_MS,
  type NotificationSchedule,
} from '../../../src/server/mypdb/notify-schedule.ts';
import type { NotifySummary } from '../../../src/server/mypdb/notify.ts';
import { FakeClock, settle } from '../../support/fake-clock.ts';

const DAY = 86_400_000;
const SUMMARY: NotifySummary = { queries: 1, emails: 0 };

interface Harness {
  schedule: NotificationSchedule;
  runs: number[];
  log: string[];
}

function scheduled(
  clock: FakeClock,
  store: MyPdbStore,
  everyMs: number | undefined,
  run: () => Promise<NotifySummary> = async () => SUMMARY,
): Harness {
  const runs: number[] = [];
  const log: string[] = [];
  const schedule = createNotificationSchedule({
    store,
    everyMs,
    clock,
    log: (line) => log.push(line),
    run: () => {
      runs.push(clock.now());
      return run();
    },
  });
  return { schedule, runs, log };
}

test('runs soon after start, then every interval; closing stops it', async () => {
  const clock = new FakeClock();
  const store = MyPdbStore.open(':memory:');
  const { schedule, runs, log } = scheduled(clock, store, DAY);
  await clock.advance(START_DELAY_MS - 1);
  assert.equal(runs.length, 0, 'nothing is asked while the server starts');
  await clock.advance(1);
  assert.deepEqual(runs, [clock.start + START_DELAY_MS]);
  await clock.advance(DAY);
  await clock.advance(DAY);
  assert.deepEqual(
    runs,
    [0, DAY, 2 * DAY].map((t) => clock.start + START_DELAY_MS + t),
  );
  assert.match(log.at(-1)!, /^MyPDB notification: 1 queries checked, 0 e-mails$/);
  schedule.close();
  assert.equal(clock.pending(), 0, 'no timer left');
  await clock.advance(10 * DAY);
  assert.equal(runs.length, 3);
  store.close();
});

test('a restart resumes from the last run kept in the store: not before it is due; a missed run soon after start', async () => {
  const clock = new FakeClock();
  const store = MyPdbStore.open(':memory:');
  const first = scheduled(clock, store, DAY);
  await clock.advance(START_DELAY_MS);
  assert.equal(first.runs.length, 1);
  const lastRun = clock.now();
  first.schedule.close();

  await clock.advance(DAY / 2);
  const restarted = scheduled(clock, store, DAY);
  await clock.advance(DAY / 2 - 1);
  assert.equal(restarted.runs.length, 0, 'not again before a day has passed since the last run');
  await clock.advance(1);
  assert.deepEqual(restarted.runs, [lastRun + DAY]);
  restarted.schedule.close();

  await clock.advance(3 * DAY); // the server was down when the next run was due
  const late = scheduled(clock, store, DAY);
  await clock.advance(START_DELAY_MS);
  assert.deepEqual(late.runs, [clock.now()], 'the missed run, soon after start');
  await clock.advance(DAY);
  assert.equal(late.runs.length, 2, 'then every day from it');
  late.schedule.close();
  store.close();
});

test('runs never overlap: a run asked for during one waits for it, and a tick during one is skipped', async () => {
  const clock = new FakeClock();
  const store = MyPdbStore.open(':memory:');
  let active = 0;
  let most = 0;
  const finish: Array<() => void> = [];
  const { schedule, runs } = scheduled(clock, store, 60_000, async () => {
    most = Math.max(most, ++active);
    await new Promise<void>((resolve) => finish.push(resolve));
    active--;
    return SUMMARY;
  });
  const asked = schedule.runNow();
  await settle();
  assert.equal(runs.length, 1);
  const again = schedule.runNow();
  await clock.advance(10 * 60_000); // the schedule's ticks come and go meanwhile
  assert.equal(runs.length, 1, 'the second waits for the first');
  finish.shift()!();
  assert.deepEqual(await asked, SUMMARY);
  await settle();
  assert.equal(runs.length, 2, 'then runs');
  finish.shift()!();
  assert.deepEqual(await again, SUMMARY);
  await settle();
  assert.equal(runs.length, 2, 'the ticks that came during the runs added none');
  assert.equal(most, 1);
  await clock.advance(60_000);
  assert.equal(runs.length, 3, 'the schedule goes on from the last run');
  finish.shift()!();
  await settle();
  schedule.close();
  store.close();
});

test('a failing run is logged and tried again at the next tick; the schedule goes on', async () => {
  const clock = new FakeClock();
  const store = MyPdbStore.open(':memory:');
  let failures = 3;
  const { schedule, runs, log } = scheduled(clock, store, 7 * DAY, async () => {
    if (failures-- > 0) throw new Error('upstream answered 503');
    return SUMMARY;
  });
  await clock.advance(START_DELAY_MS);
  assert.equal(runs.length, 1);
  assert.match(log.at(-1)!, /^MyPDB notification failed \(upstream answered 503\); it runs again at /);
  await clock.advance(RETRY_MS);
  assert.equal(runs.length, 2, 'tried again an hour later, not a week');
  await assert.rejects(schedule.runNow(), /upstream answered 503/, 'the hook hears of a failure too');
  await clock.advance(RETRY_MS);
  assert.equal(runs.length, 4);
  assert.match(log.at(-1)!, /^MyPDB notification: 1 queries checked/);
  await clock.advance(7 * DAY - 1);
  assert.equal(runs.length, 4, 'a week after the run that worked');
  await clock.advance(1);
  assert.equal(runs.length, 5);
  schedule.close();
  store.close();
});

test("an interval beyond one timer's limit is waited in steps; NOTIFY_EVERY=off runs only when asked", async () => {
  const clock = new FakeClock();
  const delays: number[] = [];
  const setTimeout = clock.setTimeout;
  const measured = Object.assign(Object.create(clock) as FakeClock, {
    setTimeout: (fire: () => void, ms: number) => (delays.push(ms), setTimeout(fire, ms)),
  });
  const store = MyPdbStore.open(':memory:');
  const yearly = scheduled(measured, store, 366 * DAY);
  await clock.advance(START_DELAY_MS);
  await clock.advance(366 * DAY);
  assert.equal(yearly.runs.length, 2);
  assert.ok(Math.max(...delays) <= 2 ** 31 - 1, 'setTimeout would fire at once beyond 2^31-1 ms');
  yearly.schedule.close();

  const off = scheduled(clock, store, undefined);
  assert.equal(clock.pending(), 0, 'no timer');
  await clock.advance(30 * DAY);
  assert.equal(off.runs.length, 0);
  assert.deepEqual(await off.schedule.runNow(), SUMMARY);
  assert.equal(off.runs.length, 1);
  assert.equal(clock.pending(), 0);
  off.schedule.close();
  store.close();
});
