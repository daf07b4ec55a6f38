// Issue 17, first slice: MyPDB's own database. Accounts by (provider, subject); saved queries that
// only their owner can read, change or delete; sessions kept as hashes that expire and end at
// sign-out; account deletion removing every row; migrations that upgrade a file once and refuse a
// newer one.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MyPdbStore, type Identity, type QueryToSave } from '../../../src/server/mypdb/mypdb-store.ts';
import { MIGRATIONS } from '../../../src/server/mypdb/mypdb-migrations.ts';

let dir: string;
before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mypdb-store-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

const ALICE: Identity = { provider: 'local', subject: 'alice', name: 'Alice', email: 'alice@example.test' };
const BOB: Identity = { provider: 'local', subject: 'bob', name: 'Bob', email: 'bob@example.test' };
const QUERY: QueryToSave = {
  request: {
    query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
    return_type: 'entry',
  },
  count: 12,
  html: 'Full Text = "hemoglobin"',
  options: '',
};

function clock(start = '2026-11-27T10:00:00Z') {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) };
}

test('an account is found again by provider and subject; another provider with the same subject is another account', () => {
  const store = MyPdbStore.open(':memory:');
  const alice = store.findOrCreateAccount(ALICE);
  assert.equal(store.findOrCreateAccount({ ...ALICE, name: 'Alice again' }).id, alice.id);
  assert.equal(store.findOrCreateAccount(ALICE).name, 'Alice', 'the name is not overwritten at sign-in');
  assert.notEqual(store.findOrCreateAccount({ ...ALICE, provider: 'orcid' }).id, alice.id);
  store.close();
});

test("saved queries: newest first, and another account's id is not found for reading, notify or delete", () => {
  const time = clock();
  const store = MyPdbStore.open(':memory:', time.now);
  const alice = store.findOrCreateAccount(ALICE).id;
  const bob = store.findOrCreateAccount(BOB).id;
  const first = store.saveQuery(alice, QUERY);
  time.advance(60);
  const second = store.saveQuery(alice, { ...QUERY, html: 'second' });
  const bobs = store.saveQuery(bob, QUERY);
  assert.deepEqual(
    store.queries(alice).map((q) => q.id),
    [second.id, first.id],
  );
  assert.deepEqual(first.request, QUERY.request);
  assert.equal(first.notify, false);
  assert.equal(first.saved, '2026-11-27T10:00:00.000Z');

  assert.equal(store.query(alice, bobs.id), undefined);
  assert.equal(store.setNotify(alice, bobs.id, true), false);
  assert.equal(store.deleteQuery(alice, bobs.id), false);
  assert.equal(store.query(bob, bobs.id)?.notify, false, "Bob's query is untouched");

  assert.equal(store.setNotify(alice, first.id, true), true);
  assert.equal(store.query(alice, first.id)?.notify, true);
  assert.equal(store.deleteQuery(alice, first.id), true);
  assert.equal(store.deleteAllQueries(alice), 1);
  assert.deepEqual(store.queries(alice), []);
  assert.equal(store.queries(bob).length, 1);
  store.close();
});

test('sessions: only the hash is stored, they expire, and sign-out ends them', () => {
  const time = clock();
  const file = path.join(dir, 'sessions.sqlite');
  const store = MyPdbStore.open(file, time.now);
  const alice = store.findOrCreateAccount(ALICE).id;
  const token = store.createSession(alice, 3600);
  assert.ok(token.length >= 43, 'a 256-bit token');
  assert.equal(store.sessionAccount(token)?.id, alice);
  assert.equal(store.sessionAccount(`${token}x`), undefined);
  const raw = new Database(file, { readonly: true });
  const stored = raw.prepare('SELECT token_hash FROM session').all() as Array<{ token_hash: string }>;
  raw.close();
  assert.equal(stored.length, 1);
  assert.notEqual(stored[0]!.token_hash, token);

  time.advance(3601);
  assert.equal(store.sessionAccount(token), undefined, 'expired');
  const again = store.createSession(alice, 3600);
  store.deleteSession(again);
  assert.equal(store.sessionAccount(again), undefined, 'signed out');
  store.close();
});

test('deleting an account removes its queries and sessions; account data lists everything held', () => {
  const store = MyPdbStore.open(':memory:');
  const alice = store.findOrCreateAccount(ALICE).id;
  const bob = store.findOrCreateAccount(BOB).id;
  store.saveQuery(alice, QUERY);
  store.updateEmail(alice, 'alice@lab.example');
  const token = store.createSession(alice, 3600);
  const data = store.accountData(alice)!;
  assert.deepEqual(
    { ...data, created: '', updated: '', queries: data.queries.length },
    {
      id: 'alice',
      name: 'Alice',
      email: 'alice@lab.example',
      emailConfirmed: false,
      provider: 'local',
      created: '',
      updated: '',
      queries: 1,
    },
  );
  store.deleteAccount(alice);
  assert.equal(store.accountData(alice), undefined);
  assert.equal(store.sessionAccount(token), undefined);
  assert.deepEqual(store.queries(alice), []);
  assert.ok(store.accountData(bob));
  store.close();
});

test('notification runs read the notify queries with their last answer and record the new one', () => {
  const store = MyPdbStore.open(':memory:');
  const alice = store.findOrCreateAccount(ALICE).id;
  const quiet = store.saveQuery(alice, QUERY);
  const watched = store.saveQuery(alice, QUERY);
  store.setNotify(alice, watched.id, true);
  const unconfirmed = store.notifyQueries().map((q) => [q.query.id, q.email, q.lastIds]);
  assert.deepEqual(unconfirmed, [[watched.id, '', null]], 'the query runs; no address until one is confirmed');
  assert.ok(store.confirmEmail(store.startEmailConfirmation(alice, 'alice@example.test', 60)));
  assert.deepEqual(
    store.notifyQueries().map((q) => [q.query.id, q.email, q.lastIds]),
    [[watched.id, 'alice@example.test', null]],
  );
  store.setLastIds(alice, watched.id, ['4HHB', '2HHB']);
  assert.deepEqual(store.notifyQueries()[0]?.lastIds, ['4HHB', '2HHB']);
  assert.equal(store.query(alice, quiet.id)?.notify, false);
  store.close();
});

test('a file is upgraded once and kept; a file from a newer server is refused', () => {
  const file = path.join(dir, 'versions.sqlite');
  const store = MyPdbStore.open(file);
  const alice = store.findOrCreateAccount(ALICE).id;
  store.saveQuery(alice, QUERY);
  store.close();
  const reopened = MyPdbStore.open(file);
  assert.equal(reopened.queries(alice).length, 1);
  reopened.close();
  const raw = new Database(file);
  raw.pragma('user_version = 99');
  raw.close();
  assert.throws(() => MyPdbStore.open(file), /schema version 99/);
});

test('a query saved from the custom report keeps its columns; a plain one has none', () => {
  const store = MyPdbStore.open(':memory:');
  const alice = store.findOrCreateAccount(ALICE).id;
  const report = store.saveQuery(alice, { ...QUERY, reportAttributes: ['rcsb_id', 'struct.title'] });
  const plain = store.saveQuery(alice, QUERY);
  assert.deepEqual(store.query(alice, report.id)?.reportAttributes, ['rcsb_id', 'struct.title']);
  assert.equal('reportAttributes' in store.query(alice, plain.id)!, false);
  assert.deepEqual(
    store.accountData(alice)!.queries.map((q) => q.reportAttributes),
    [undefined, ['rcsb_id', 'struct.title']],
  );
  store.close();
});

test('migration 3: a version-2 file with a saved query upgrades, keeps the query, and then saves report columns', () => {
  const file = path.join(dir, 'version-2.sqlite');
  // the file as a version-2 server left it, with one saved query
  const raw = new Database(file);
  for (const migration of MIGRATIONS.slice(0, 2)) raw.exec(migration);
  raw.pragma('user_version = 2');
  raw.prepare("INSERT INTO account VALUES (1, 'local', 'alice', 'Alice', 'alice@example.test', 'c', 'u')").run();
  raw
    .prepare(
      'INSERT INTO saved_query (id, account_id, request, count, html, options, saved) VALUES (?, 1, ?, 12, ?, ?, ?)',
    )
    .run('old', JSON.stringify(QUERY.request), QUERY.html, '', '2026-11-01T00:00:00.000Z');
  raw.close();

  const upgraded = MyPdbStore.open(file);
  assert.deepEqual(upgraded.query(1, 'old'), {
    id: 'old',
    request: QUERY.request,
    count: 12,
    html: QUERY.html,
    options: '',
    saved: '2026-11-01T00:00:00.000Z',
    notify: false,
  });
  const report = upgraded.saveQuery(1, { ...QUERY, reportAttributes: ['rcsb_id'] });
  assert.deepEqual(upgraded.query(1, report.id)?.reportAttributes, ['rcsb_id']);
  upgraded.close();
  const check = new Database(file, { readonly: true });
  assert.equal(check.pragma('user_version', { simple: true }), MIGRATIONS.length);
  check.close();
});
