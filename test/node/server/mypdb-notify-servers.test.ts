// Issue 35: a MyPDB notification as a person meets it, through real servers. A stand-in for the
// RCSB (an archive server on a loopback port) serves a small archive; on the MyPDB server Alice
// signs in, confirms her address, saves an X-ray query and turns its notification on. The test hook
// runs the notifications: the first run records what the query returns. The stand-in restarts on
// the same port over the same archive plus one X-ray entry (1UBQ); the next run mails Alice exactly
// that entry, into the MyPDB server's MAIL_OUTBOX.
// The MyPDB server is in upstream mode: its engine asks the stand-in's Search API and Data API.

import { describe, test, before, after } from 'node:test';
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ingest } from '../../../src/archive/ingest.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { buildApp } from '../../../src/server/app.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { openServerArchive } from '../../../src/server/engine/embedded/archive.ts';
import type { ServerEngine } from '../../../src/server/engine/types.ts';
import { upstreamEngine } from '../../../src/server/engine/upstream/upstream-engine.ts';
import { createMailer, type Mailer } from '../../../src/server/mypdb/mailer.ts';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import type { NotificationSchedule } from '../../../src/server/mypdb/notify-schedule.ts';
import { startNotifications } from '../../../src/server/mypdb/start-notifications.ts';
import { signedInBrowser, type Browser } from '../../support/mypdb-browser.ts';
import { makeTempSource, type TempSource } from '../archive/temp-source.ts';
import { startServer, type RunningServer } from './harness.ts';

/** The RCSB's stand-in: an archive server that can start again, on the same port, over another archive. */
class StandIn {
  engine: ServerEngine | undefined;
  private app: FastifyInstance | undefined;
  private port = 0;

  constructor(private readonly sourceDir: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async serve(indexFile: string): Promise<void> {
    await this.close();
    this.engine = openServerArchive(indexFile, this.sourceDir);
    const config = { ...readServerConfig({}), host: '127.0.0.1', port: this.port, rateLimitPerMinute: 1_000_000 };
    this.app = await buildApp(config, { engine: this.engine });
    await this.app.listen({ host: '127.0.0.1', port: this.port });
    this.port = (this.app.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.engine?.close();
  }
}

const XRAY: SearchRequest = {
  query: {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
  },
  return_type: 'entry',
  request_options: { paginate: { start: 0, rows: 25 } },
};

let source: TempSource;
let smaller: string;
let grown: string;
let standIn: StandIn;
let store: MyPdbStore;
let mailer: Mailer;
let server: RunningServer;
let notifications: NotificationSchedule;
let alice: { browser: Browser; csrf: string };
let outbox: string;

async function call(route: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await alice.browser.get(route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-pdb-csrf': alice.csrf, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text };
}

const mails = (): string[] => (readdirSync(outbox).sort() as string[]).map((name) => path.join(outbox, name));
/** A mail as a reader sees it: quoted-printable decoded (soft line breaks, =3D for '='). */
const readMail = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function searchIds(): Promise<string[]> {
  const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // each search its own, as a client's (the upstream-mode server caches an identical one)
    body: JSON.stringify({
      ...XRAY,
      request_options: { return_all_hits: true },
      request_info: { query_id: randomUUID() },
    }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { result_set: Array<{ identifier: string }> }).result_set
    .map((r) => r.identifier)
    .sort();
}

// set-up in a describe's hook: node 20 counts a file's top-level hooks into its first test
describe('MyPDB notification through an archive server that grows', () => {
  before(async () => {
    source = makeTempSource();
    smaller = path.join(source.root, 'smaller', 'archive.sqlite');
    grown = path.join(source.root, 'grown', 'archive.sqlite');
    await ingest({ source: source.root, out: smaller });
    copyFileSync(
      path.join(resolveSourceDir(), 'entries', '1ubq.cif.gz'),
      path.join(source.root, 'entries', '1ubq.cif.gz'),
    );
    await ingest({ source: source.root, out: grown });

    standIn = new StandIn(source.root);
    await standIn.serve(smaller);

    const state = path.join(source.root, 'mypdb-server');
    mkdirSync(state);
    outbox = path.join(state, 'outbox');
    const config = readServerConfig({
      MYPDB_DB: path.join(state, 'mypdb.sqlite'),
      MAIL_OUTBOX: outbox,
      UPSTREAM_SEARCH_API: standIn.url,
      UPSTREAM_DATA_API: standIn.url,
    });
    store = MyPdbStore.open(config.mypdbFile);
    mailer = createMailer({ from: config.mailFrom, outboxDir: config.outboxDir });
    const engine = upstreamEngine(config.upstream!);
    server = await startServer(config, { engine, mypdb: store, mailer });
    // as src/server/main.ts starts them in upstream mode
    notifications = startNotifications({ engine, store, mailer, siteUrl: server.url, everyMs: config.notifyEveryMs });
    alice = await signedInBrowser(server.url, 'Alice', 'alice@example.test');
  });
  after(async () => {
    notifications?.close();
    await server?.close();
    mailer?.close();
    store?.close();
    await standIn?.close();
    source?.cleanup();
  });

  test("a saved query with Notify on: the hook's first run records; after the stand-in grows by one entry, the next mails exactly it", async () => {
    const address = await call('/mypdb/update-email', { email: 'alice@lab.example' });
    assert.deepEqual(address.body, { email: 'alice@lab.example', emailConfirmed: false, confirmationSent: true });
    const [confirmation] = mails();
    const link = /https?:\/\/\S+\/mypdb\/confirm-email\?token=[\w-]+/.exec(readMail(confirmation!))?.[0];
    assert.ok(link, 'the confirmation mail has its link');
    const confirmed = await alice.browser.get(link);
    assert.equal(confirmed.status, 200, await confirmed.text());

    const saved = await call('/mypdb/save', { request: XRAY, count: 2, html: 'X-ray entries', options: '' });
    const queryId = (saved.body as { id: string }).id;
    assert.ok(queryId, JSON.stringify(saved));
    assert.deepEqual((await call('/mypdb/update-notify', { queryId, notify: true })).body, { queryId, notify: true });
    assert.deepEqual(await searchIds(), ['1CRN', '4HHB'], 'the MyPDB server answers from the smaller archive');

    assert.deepEqual(await notifications.runNow(), { queries: 1, emails: 0 }, 'the first run records');
    assert.equal(mails().length, 1, 'only the confirmation mail');

    await standIn.serve(grown);
    assert.deepEqual(await searchIds(), ['1CRN', '1UBQ', '4HHB'], 'the archive grew by one X-ray entry');
    assert.deepEqual(await notifications.runNow(), { queries: 1, emails: 1 });
    const [, notification] = mails();
    assert.ok(notification, 'a notification mail in MAIL_OUTBOX');
    const mail = readMail(notification);
    assert.match(mail, /^To: alice@lab\.example$/m);
    assert.match(mail, /^Subject: MyPDB: 1 new structure matches your saved query$/m);
    assert.match(mail, /1UBQ {2}https:\/\/www\.rcsb\.org\/structure\/1UBQ/);
    assert.doesNotMatch(mail, /4HHB|1CRN/, 'only the new entry');
    assert.ok(mail.includes(`${server.url}/mypdb/unsubscribe?`), "the way out is on the MyPDB server's origin");

    assert.deepEqual(await notifications.runNow(), { queries: 1, emails: 0 }, 'nothing new: no mail');
    assert.equal(mails().length, 2);
  });
});
