// Issue 17: e-mail notification. A small archive is ingested, a saved query with Notify on records
// what it returns; the archive is ingested again with one more matching entry, and the run sends
// one e-mail, to a real SMTP peer (smtp-server), naming exactly that entry, with a link that turns
// the notification off; a run with nothing new sends nothing, and the same archive build is not
// notified twice.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ingest } from '../../../src/archive/ingest.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { createMailer, type Mailer } from '../../../src/server/mypdb/mailer.ts';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import {
  notifyAfterIngest,
  notifyNewResults,
  validUnsubscribe,
  type NotifyDeps,
} from '../../../src/server/mypdb/notify.ts';
import { makeTempSource, type TempSource } from '../archive/temp-source.ts';

let source: TempSource;
let smtp: SMTPServer;
let mailer: Mailer;
const received: string[] = [];

before(async () => {
  source = makeTempSource();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailer = createMailer({
    from: 'MyPDB <mypdb@localhost>',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: path.join(source.root, 'outbox'),
  });
});
after(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  source.cleanup();
});

const XRAY: SearchRequest = {
  query: {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
  },
  return_type: 'entry',
  request_options: { paginate: { start: 0, rows: 25 } },
};

async function archiveRun(store: MyPdbStore): Promise<{ deps: NotifyDeps; key: string; close(): void }> {
  const summary = await ingest({ source: source.root, out: source.out });
  const engine = new ArchiveSearch(source.out);
  const deps: NotifyDeps = {
    store,
    mailer,
    siteUrl: 'http://127.0.0.1:8080',
    entryUrl: (id) => `https://www.rcsb.org/structure/${id}`,
    attributeLabels: { 'exptl.method': 'Experimental Method' },
    async identifiers(request) {
      const response = await engine.search(request);
      assert.equal(request.request_info?.src, 'mypdb_service');
      return (response.result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier));
    },
  };
  return { deps, key: `${summary.inputHash}`, close: () => engine.close() };
}

test('one more matching entry after a re-ingest: one e-mail naming exactly it; nothing new: no e-mail', async () => {
  const store = MyPdbStore.open(':memory:');
  const alice = store.findOrCreateAccount({
    provider: 'local',
    subject: 'a',
    name: 'Alice',
    email: 'alice@example.test',
  });
  const quiet = store.findOrCreateAccount({ provider: 'local', subject: 'b', name: 'Bob', email: 'bob@example.test' });
  const watched = store.saveQuery(alice.id, {
    request: XRAY,
    count: 2,
    html: 'the page&#39;s own words, never mailed',
    options: '',
  });
  store.setNotify(alice.id, watched.id, true);
  assert.ok(store.confirmEmail(store.startEmailConfirmation(alice.id, alice.email, 60)), 'a confirmed address');
  store.saveQuery(quiet.id, { request: XRAY, count: 2, html: 'not watched', options: '' });

  const first = await archiveRun(store);
  assert.deepEqual(await notifyAfterIngest(first.deps, first.key), { queries: 1, emails: 0 }, 'a first run records');
  assert.equal(await notifyAfterIngest(first.deps, first.key), undefined, 'the same build is not run twice');
  first.close();
  assert.equal(received.length, 0);

  copyFileSync(
    path.join(resolveSourceDir(), 'entries', '1ubq.cif.gz'),
    path.join(source.root, 'entries', '1ubq.cif.gz'),
  );
  const second = await archiveRun(store);
  assert.deepEqual(await notifyAfterIngest(second.deps, second.key), { queries: 1, emails: 1 });
  assert.equal(received.length, 1);
  // quoted-printable, decoded (soft line breaks, =3D for '=')
  const mail = received[0]!
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  assert.match(mail, /^To: alice@example\.test$/m);
  assert.match(mail, /^Subject: MyPDB: 1 new structure matches your saved query$/m);
  assert.match(mail, /1UBQ {2}https:\/\/www\.rcsb\.org\/structure\/1UBQ/);
  assert.doesNotMatch(mail, /4HHB|1CRN/, 'only the new entry');
  assert.match(mail, /Experimental Method = "X-RAY DIFFRACTION"/, 'the request as the describer words it');
  assert.doesNotMatch(mail, /own words/, "the saved html is not the server's to mail");
  const link = /http:\/\/127\.0\.0\.1:8080\/mypdb\/unsubscribe\?account=(\d+)&query=([\w-]+)&token=([\w-]+)/.exec(mail);
  assert.ok(link, 'a link that turns the notification off');
  assert.equal(validUnsubscribe(store, Number(link[1]), link[2]!, link[3]!), true);
  assert.equal(validUnsubscribe(store, Number(link[1]) + 1, link[2]!, link[3]!), false);

  assert.deepEqual(await notifyNewResults(second.deps), { queries: 1, emails: 0 }, 'nothing new');
  assert.equal(received.length, 1);
  second.close();
  store.close();
});
