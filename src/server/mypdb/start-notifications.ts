// MyPDB's notifications as `npm start` runs them, in either mode, through the engine the routes
// receive: over the embedded archive, once per archive build after start (an ingest is what adds
// entries); in upstream mode, on NOTIFY_EVERY's schedule. Either way runNow is the test hook.

import type { ServerEngine } from '../engine/types.ts';
import { engineIdentifiers } from './engine-identifiers.ts';
import type { Mailer } from './mailer.ts';
import type { MyPdbStore } from './mypdb-store.ts';
import { createNotificationSchedule, type NotificationSchedule, type ScheduleClock } from './notify-schedule.ts';
import { notifyAfterIngest, notifyNewResults, type NotifyDeps } from './notify.ts';

export interface NotificationsOptions {
  engine: Pick<ServerEngine, 'searches' | 'attributeLabels'>;
  store: MyPdbStore;
  mailer: Mailer;
  /** This server's origin, for the links in the mail. */
  siteUrl: string;
  /** The embedded archive's build (its input hash and time): its queries run once per build. */
  archiveBuild?: string;
  /** Upstream mode (no archiveBuild): how often the queries run (NOTIFY_EVERY); undefined: only when asked. */
  everyMs?: number;
  clock?: ScheduleClock;
  log?: (line: string) => void;
}

export function startNotifications(options: NotificationsOptions): NotificationSchedule {
  const { engine, archiveBuild, log } = options;
  // the labels are asked at each run, not at start: an upstream is not contacted while starting
  const deps = async (): Promise<NotifyDeps> => ({
    store: options.store,
    mailer: options.mailer,
    siteUrl: options.siteUrl,
    entryUrl: (id) => `https://www.rcsb.org/structure/${encodeURIComponent(id)}`,
    attributeLabels: await engine.attributeLabels(),
    identifiers: engineIdentifiers(engine),
    ...(log ? { log } : {}),
  });
  const schedule = createNotificationSchedule({
    run: async () => notifyNewResults(await deps()),
    store: options.store,
    everyMs: archiveBuild === undefined ? options.everyMs : undefined,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(log ? { log } : {}),
  });
  if (archiveBuild !== undefined)
    schedule
      .exclusive(async () => notifyAfterIngest(await deps(), archiveBuild))
      .then(
        (summary) =>
          summary && log?.(`MyPDB notification: ${summary.queries} queries checked, ${summary.emails} e-mails`),
        (error: unknown) =>
          log?.(`MyPDB notification failed (${(error as Error).message}); it runs again at the next start`),
      );
  return schedule;
}
