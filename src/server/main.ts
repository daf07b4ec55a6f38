import { pino } from 'pino';
import { buildApp } from './app.ts';
import { readServerConfig } from './config.ts';
import { prepareServerArchive } from './engine/embedded/archive.ts';
import type { ServerEngine } from './engine/types.ts';
import { upstreamEngine } from './engine/upstream/upstream-engine.ts';
import { listenProblem } from './listen-check.ts';
import { MyPdbStore } from './mypdb/mypdb-store.ts';
import { createMailer } from './mypdb/mailer.ts';
import { startNotifications } from './mypdb/start-notifications.ts';
import { publicBase } from './public-address.ts';
import { localSignInNotice } from './auth/local-access.ts';

// a configuration problem (a setting out of range, an archive that cannot be read, a missing
// tool): say which, without a stack
const cannotStart = (error: unknown): never => {
  console.error(`pdb-search-elements cannot start: ${(error as Error).message}`);
  process.exit(1);
};
const config = (() => {
  try {
    return readServerConfig();
  } catch (error) {
    return cannotStart(error);
  }
})();
// upstream mode reads and builds no index: the upstreams answer, asked when a route needs them
const archive = config.upstream
  ? undefined
  : await prepareServerArchive({ pool: config.searchPool }).catch(cannotStart);
const engine: ServerEngine =
  archive ??
  upstreamEngine(config.upstream!, {
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    ...(config.searchPool ? { deadlineMs: config.searchPool.deadlineMs } : {}),
  });
const mypdb = (() => {
  try {
    return MyPdbStore.open(config.mypdbFile);
  } catch (error) {
    return cannotStart(error);
  }
})();
// One line per request: written in the background, so logging never holds the event loop on stdout
const logDestination = pino.destination({ sync: false, minLength: 4096 });
const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
const app = await buildApp(config, { logger: pino({ level: 'info' }, logDestination), engine, mypdb, mailer });
const exit = (code: number): never => {
  logDestination.flushSync();
  process.exit(code);
};
// close() waits for busy connections; a client that stopped reading a streamed download would
// hold shutdown until the keep-alive timeout (72 s), so after a grace period they are cut.
const SHUTDOWN_GRACE_MS = 5_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    void app
      .close()
      .then(() => engine.close())
      .then(() => mypdb.close())
      .then(() => exit(0));
  });
}
await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
  // `npm start` checked the port before building, but another process can take it meanwhile
  const problem = listenProblem(error, config.host, config.port);
  if (problem === undefined) throw error;
  console.error(problem);
  await app.close();
  await engine.close();
  exit(1);
});
// the address it listens on (PORT=0 takes a free port)
const listening = app.server.address();
const port = typeof listening === 'object' && listening ? listening.port : config.port;
console.log(`pdb-search-elements: http://${config.host}:${port}/search`);
if (config.upstream)
  console.log(
    `Upstream mode: searches from ${config.upstream.searchApi}, data from ${config.upstream.dataApi}, files from ${config.upstream.files}`,
  );
const siteUrl = publicBase(config, app.server);
const localNotice = localSignInNotice(config, siteUrl);
if (localNotice) console.log(localNotice);
// after listening: the first upload, chemical or structure search should not pay for loading their data
engine.uploads
  .warm()
  .catch((error: unknown) =>
    console.error('The upload conversion worker did not start; the first upload will try again:', error),
  );
// saved queries with Notify on hear of new entries: once per archive build, or upstream on
// NOTIFY_EVERY's schedule; SIGUSR2 runs them now (`kill -USR2 <pid>`: no route anyone could call)
const notifications = startNotifications({
  engine,
  store: mypdb,
  mailer,
  siteUrl,
  ...(archive
    ? { archiveBuild: `${archive.index.metadata?.inputHash ?? ''} ${archive.index.metadata?.createdAt ?? ''}` }
    : { everyMs: config.notifyEveryMs }),
  log: (line) => console.log(line),
});
process.on('SIGUSR2', () => void notifications.runNow().catch(() => undefined)); // the run logs how it went
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => notifications.close());
engine.warmServices().then(
  (seconds) => console.log(`Search services ready (${seconds.toFixed(1)} s)`),
  (error: unknown) => console.error('Warming the search services failed; they will load on first use:', error),
);
